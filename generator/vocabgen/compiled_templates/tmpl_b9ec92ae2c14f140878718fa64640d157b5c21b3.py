from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/_macros.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_final = l_0_collection = l_0_fitted = l_0_typed = l_0_mapping = l_0_test_def = missing
    try:
        t_1 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_2 = environment.filters['indent']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'indent' found.")
    try:
        t_3 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    def macro(l_1_name, l_1_value):
        t_6 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        pass
        if (t_4(str_join((l_1_name, ': Final = ', l_1_value, ))) <= 88):
            pass
            t_6.extend((
                str(l_1_name),
                ': Final = ',
                str(l_1_value),
            ))
        elif (t_4(str_join((l_1_name, ': Final = (', ))) <= 88):
            pass
            t_6.extend((
                str(l_1_name),
                ': Final = (\n    ',
                str(l_1_value),
                '\n)',
            ))
        else:
            pass
            t_6.extend((
                str(l_1_name),
                ': (\n    Final\n) = ',
                str(l_1_value),
            ))
        return concat(t_6)
    context.exported_vars.add('final')
    context.vars['final'] = l_0_final = Macro(environment, macro, 'final', ('name', 'value'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_head, l_1_items, l_1_tail, l_1_indent, l_1_subscript):
        t_7 = []
        l_1_trailing = resolve('trailing')
        l_1_one = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        if l_1_indent is missing:
            l_1_indent = ''
        if l_1_subscript is missing:
            l_1_subscript = False
        pass
        l_1_one = str_join((l_1_head, t_1(environment, l_1_items), ('' if l_1_subscript else ','), l_1_tail, ))
        if ((t_4(l_1_items) == 1) and (t_4(str_join((l_1_indent, (undefined(name='one') if l_1_one is missing else l_1_one), ))) <= 88)):
            pass
            t_7.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            l_1_trailing = ('' if (l_1_subscript and (t_4(l_1_items) == 1)) else ',')
            t_7.extend((
                str(l_1_head),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_7.extend((
                    str(l_1_indent),
                    '    ',
                    str(l_2_item),
                    str((undefined(name='trailing') if l_1_trailing is missing else l_1_trailing)),
                    '\n',
                ))
            l_2_item = missing
            t_7.extend((
                str(l_1_indent),
                str(l_1_tail),
            ))
        return concat(t_7)
    context.exported_vars.add('collection')
    context.vars['collection'] = l_0_collection = Macro(environment, macro, 'collection', ('head', 'items', 'tail', 'indent', 'subscript'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_head, l_1_items, l_1_tail, l_1_indent):
        t_8 = []
        l_1_bracket = resolve('bracket')
        l_1_union = resolve('union')
        l_1_one = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        l_1_one = str_join((l_1_head, t_3(context.eval_ctx, l_1_items, ', '), l_1_tail, ))
        if (t_4(str_join((l_1_indent, (undefined(name='one') if l_1_one is missing else l_1_one), ))) <= 88):
            pass
            t_8.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_8.extend((
                str(l_1_head),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_8.extend((
                    str(l_1_indent),
                    '    ',
                    str(l_2_item),
                    ',\n',
                ))
            l_2_item = missing
            l_1_bracket = context.call(environment.getattr(l_1_tail, 'rfind'), '[')
            if ((((t_4(str_join((l_1_indent, l_1_tail, ))) > 88) and context.call(environment.getattr(l_1_tail, 'endswith'), ']:')) and ((undefined(name='bracket') if l_1_bracket is missing else l_1_bracket) > 0)) and (',' not in l_1_tail[(undefined(name='bracket') if l_1_bracket is missing else l_1_bracket):])):
                pass
                t_8.extend((
                    str(l_1_indent),
                    str(l_1_tail[:((undefined(name='bracket') if l_1_bracket is missing else l_1_bracket) + 1)]),
                    '\n',
                    str(l_1_indent),
                    '    ',
                    str(l_1_tail[((undefined(name='bracket') if l_1_bracket is missing else l_1_bracket) + 1):-2]),
                    '\n',
                    str(l_1_indent),
                    ']:',
                ))
            elif ((((t_4(str_join((l_1_indent, l_1_tail, ))) > 88) and context.call(environment.getattr(l_1_tail, 'startswith'), ') -> ')) and context.call(environment.getattr(l_1_tail, 'endswith'), ':')) and ((' | ' in l_1_tail) or (t_4(str_join((l_1_indent, '    ', l_1_tail[5:-1], ))) <= 88))):
                pass
                l_1_union = l_1_tail[5:-1]
                t_8.extend((
                    str(l_1_indent),
                    ') -> (\n',
                ))
                if (t_4(str_join((l_1_indent, '    ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 88):
                    pass
                    t_8.extend((
                        str(l_1_indent),
                        '    ',
                        str((undefined(name='union') if l_1_union is missing else l_1_union)),
                        '\n',
                    ))
                else:
                    pass
                    l_2_loop = missing
                    for l_2_part, l_2_loop in LoopContext(context.call(environment.getattr((undefined(name='union') if l_1_union is missing else l_1_union), 'split'), ' | '), undefined):
                        _loop_vars = {}
                        pass
                        t_8.extend((
                            str(l_1_indent),
                            '    ',
                            str(('| ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 67 in 'python/_macros.py.j2' evaluated to false and no else section was defined."))),
                            str(l_2_part),
                            '\n',
                        ))
                    l_2_loop = l_2_part = missing
                t_8.extend((
                    str(l_1_indent),
                    '):',
                ))
            else:
                pass
                t_8.extend((
                    str(l_1_indent),
                    str(l_1_tail),
                ))
        return concat(t_8)
    context.exported_vars.add('fitted')
    context.vars['fitted'] = l_0_fitted = Macro(environment, macro, 'fitted', ('head', 'items', 'tail', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_generic, l_1_args, l_1_open, l_1_items, l_1_close, l_1_comma):
        t_9 = []
        l_1_trailing = resolve('trailing')
        l_1_inner = l_1_head = l_1_split = l_1_paren = l_1_last = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_generic is missing:
            l_1_generic = undefined("parameter 'generic' was not provided", name='generic')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_open is missing:
            l_1_open = undefined("parameter 'open' was not provided", name='open')
        if l_1_items is missing:
            l_1_items = None
        if l_1_close is missing:
            l_1_close = ''
        if l_1_comma is missing:
            l_1_comma = ','
        pass
        l_1_inner = str_join((l_1_generic, '[', t_3(context.eval_ctx, l_1_args, ', '), ']', ))
        l_1_head = str_join((l_1_name, ': Final[', (undefined(name='inner') if l_1_inner is missing else l_1_inner), ']', ))
        l_1_split = (t_4(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), l_1_open, ))) > 88)
        l_1_paren = (((undefined(name='split') if l_1_split is missing else l_1_split) and (t_4(str_join((l_1_name, ': Final[', ))) > 88)) and (t_4(str_join((l_1_name, ': (', ))) <= 88))
        l_1_last = (')' if (undefined(name='paren') if l_1_paren is missing else l_1_paren) else (']' if (undefined(name='split') if l_1_split is missing else l_1_split) else (undefined(name='head') if l_1_head is missing else l_1_head)))
        if (undefined(name='paren') if l_1_paren is missing else l_1_paren):
            pass
            t_9.extend((
                str(l_1_name),
                ': (\n',
            ))
            if (t_4(str_join(('    Final[', (undefined(name='inner') if l_1_inner is missing else l_1_inner), ']', ))) <= 88):
                pass
                t_9.extend((
                    '    Final[',
                    str((undefined(name='inner') if l_1_inner is missing else l_1_inner)),
                    ']\n',
                ))
            else:
                pass
                t_9.append(
                    '    Final[\n',
                )
                if (t_4(str_join(('        ', (undefined(name='inner') if l_1_inner is missing else l_1_inner), ))) <= 88):
                    pass
                    t_9.extend((
                        '        ',
                        str((undefined(name='inner') if l_1_inner is missing else l_1_inner)),
                        '\n',
                    ))
                else:
                    pass
                    t_9.extend((
                        '        ',
                        str(l_1_generic),
                        '[\n',
                    ))
                    for l_2_arg in l_1_args:
                        _loop_vars = {}
                        pass
                        t_9.extend((
                            '            ',
                            str(l_2_arg),
                            ',\n',
                        ))
                    l_2_arg = missing
                    t_9.append(
                        '        ]\n',
                    )
                t_9.append(
                    '    ]\n',
                )
        elif (undefined(name='split') if l_1_split is missing else l_1_split):
            pass
            t_9.extend((
                str(l_1_name),
                ': Final[\n',
            ))
            if (t_4(str_join(('    ', (undefined(name='inner') if l_1_inner is missing else l_1_inner), ))) <= 88):
                pass
                t_9.extend((
                    '    ',
                    str((undefined(name='inner') if l_1_inner is missing else l_1_inner)),
                    '\n',
                ))
            else:
                pass
                t_9.extend((
                    '    ',
                    str(l_1_generic),
                    '[\n',
                ))
                for l_2_arg in l_1_args:
                    _loop_vars = {}
                    pass
                    t_9.extend((
                        '        ',
                        str(l_2_arg),
                        ',\n',
                    ))
                l_2_arg = missing
                t_9.append(
                    '    ]\n',
                )
        if t_5(l_1_items):
            pass
            t_9.extend((
                str((undefined(name='last') if l_1_last is missing else l_1_last)),
                str(l_1_open),
            ))
        elif (((t_4(l_1_items) == 1) and (t_4(str_join(((undefined(name='last') if l_1_last is missing else l_1_last), l_1_open, environment.getitem(l_1_items, 0), l_1_comma, l_1_close, ))) <= 88)) and (t_4(str_join((l_1_name, ': Final[', ))) <= 88)):
            pass
            t_9.extend((
                str((undefined(name='last') if l_1_last is missing else l_1_last)),
                str(l_1_open),
                str(environment.getitem(l_1_items, 0)),
                str(l_1_comma),
                str(l_1_close),
            ))
        else:
            pass
            l_1_trailing = (l_1_comma if (t_4(l_1_items) == 1) else ',')
            t_9.extend((
                str((undefined(name='last') if l_1_last is missing else l_1_last)),
                str(l_1_open),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_9.extend((
                    '    ',
                    str(l_2_item),
                    str((undefined(name='trailing') if l_1_trailing is missing else l_1_trailing)),
                    '\n',
                ))
            l_2_item = missing
            t_9.append(
                str(l_1_close),
            )
        return concat(t_9)
    context.exported_vars.add('typed')
    context.vars['typed'] = l_0_typed = Macro(environment, macro, 'typed', ('name', 'generic', 'args', 'open', 'items', 'close', 'comma'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_type, l_1_caller):
        t_10 = []
        l_1_head = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        l_1_head = str_join((l_1_name, ': Final[Mapping[str, ', l_1_type, ']]', ))
        if (t_4(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' = MappingProxyType(', ))) <= 88):
            pass
            t_10.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' = MappingProxyType(\n',
                str(context.call(l_1_caller)),
                '\n)',
            ))
        elif (t_4(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' = (', ))) <= 88):
            pass
            t_10.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' = (\n    MappingProxyType(\n',
                str(t_2(context.call(l_1_caller), 4, True)),
                '\n    )\n)',
            ))
        else:
            pass
            t_10.extend((
                str(context.call((undefined(name='typed') if l_0_typed is missing else l_0_typed), l_1_name, 'Mapping', ['str', l_1_type], ' = MappingProxyType(')),
                '\n',
                str(context.call(l_1_caller)),
                '\n)',
            ))
        return concat(t_10)
    context.exported_vars.add('mapping')
    context.vars['mapping'] = l_0_mapping = Macro(environment, macro, 'mapping', ('name', 'type'), False, False, True, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_params):
        t_11 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_params is missing:
            l_1_params = []
        pass
        if l_1_params:
            pass
            t_11.append(
                str(context.call((undefined(name='fitted') if l_0_fitted is missing else l_0_fitted), str_join(('def ', l_1_name, '(', )), l_1_params, ') -> None:')),
            )
        elif (t_4(str_join(('def ', l_1_name, '() -> None:', ))) <= 88):
            pass
            t_11.extend((
                'def ',
                str(l_1_name),
                '() -> None:',
            ))
        else:
            pass
            t_11.extend((
                'def ',
                str(l_1_name),
                '() -> (\n    None\n):',
            ))
        return concat(t_11)
    context.exported_vars.add('test_def')
    context.vars['test_def'] = l_0_test_def = Macro(environment, macro, 'test_def', ('name', 'params'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '10=42&13=49&14=52&15=56&16=59&17=61&20=67&22=69&26=75&28=90&29=91&30=94&32=98&33=100&34=103&35=107&37=115&41=122&43=136&44=137&45=140&47=145&48=148&49=152&51=158&52=159&54=162&55=165&56=169&57=172&60=174&61=176&62=179&63=182&66=190&67=194&70=202&72=208&77=215&82=234&83=235&84=236&87=237&88=238&89=239&90=242&91=245&92=249&95=257&96=261&98=268&99=271&100=276&106=286&107=289&108=292&109=296&111=303&112=306&113=311&118=318&119=321&120=324&121=327&123=335&124=337&125=341&126=346&128=352&132=358&136=366&137=367&138=370&139=372&141=375&142=378&144=380&148=386&149=388&154=395&156=402&157=405&158=407&159=411&161=418'