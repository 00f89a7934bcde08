from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/_macros.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_collection = l_0_fitted = l_0_exploded = l_0_typed = l_0_mapping = l_0_test_def = l_0_constant = l_0_call = l_0_assigned = l_0_union = l_0_class_head = l_0_optional_param = l_0_spread_identity = l_0_return_unless_none = l_0_assert_equal = missing
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
    def macro(l_1_head, l_1_items, l_1_tail, l_1_indent, l_1_subscript):
        t_6 = []
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
            t_6.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            l_1_trailing = ('' if (l_1_subscript and (t_4(l_1_items) == 1)) else ',')
            t_6.extend((
                str(l_1_head),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_6.extend((
                    str(l_1_indent),
                    '    ',
                    str(l_2_item),
                    str((undefined(name='trailing') if l_1_trailing is missing else l_1_trailing)),
                    '\n',
                ))
            l_2_item = missing
            t_6.extend((
                str(l_1_indent),
                str(l_1_tail),
            ))
        return concat(t_6)
    context.exported_vars.add('collection')
    context.vars['collection'] = l_0_collection = Macro(environment, macro, 'collection', ('head', 'items', 'tail', 'indent', 'subscript'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_head, l_1_items, l_1_tail, l_1_indent):
        t_7 = []
        l_1_bracket = resolve('bracket')
        l_1_union = l_0_union
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
            t_7.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            l_1_bracket = context.call(environment.getattr(l_1_tail, 'rfind'), '[')
            if ((((t_4(str_join((l_1_indent, l_1_tail, ))) > 88) and context.call(environment.getattr(l_1_tail, 'endswith'), ']:')) and ((undefined(name='bracket') if l_1_bracket is missing else l_1_bracket) > 0)) and (',' not in l_1_tail[(undefined(name='bracket') if l_1_bracket is missing else l_1_bracket):])):
                pass
                t_7.extend((
                    str(context.call((undefined(name='exploded') if l_0_exploded is missing else l_0_exploded), l_1_head, l_1_items, l_1_tail[:((undefined(name='bracket') if l_1_bracket is missing else l_1_bracket) + 1)], l_1_indent)),
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
                t_7.extend((
                    str(context.call((undefined(name='exploded') if l_0_exploded is missing else l_0_exploded), l_1_head, l_1_items, ') -> (', l_1_indent)),
                    '\n',
                ))
                if (t_4(str_join((l_1_indent, '    ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 88):
                    pass
                    t_7.extend((
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
                        t_7.extend((
                            str(l_1_indent),
                            '    ',
                            str(('| ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 41 in 'python/_macros.py.j2' evaluated to false and no else section was defined."))),
                            str(l_2_part),
                            '\n',
                        ))
                    l_2_loop = l_2_part = missing
                t_7.extend((
                    str(l_1_indent),
                    '):',
                ))
            else:
                pass
                t_7.append(
                    str(context.call((undefined(name='exploded') if l_0_exploded is missing else l_0_exploded), l_1_head, l_1_items, l_1_tail, l_1_indent)),
                )
        return concat(t_7)
    context.exported_vars.add('fitted')
    context.vars['fitted'] = l_0_fitted = Macro(environment, macro, 'fitted', ('head', 'items', 'tail', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_head, l_1_items, l_1_tail, l_1_indent):
        t_8 = []
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        if l_1_indent is missing:
            l_1_indent = ''
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
        t_8.extend((
            str(l_1_indent),
            str(l_1_tail),
        ))
        return concat(t_8)
    context.exported_vars.add('exploded')
    context.vars['exploded'] = l_0_exploded = Macro(environment, macro, 'exploded', ('head', 'items', 'tail', 'indent'), False, False, False, context.eval_ctx.autoescape)
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
        elif ((((t_4(l_1_items) == 1) and ('\n' not in environment.getitem(l_1_items, 0))) and (t_4(str_join(((undefined(name='last') if l_1_last is missing else l_1_last), l_1_open, environment.getitem(l_1_items, 0), l_1_comma, l_1_close, ))) <= 88)) and (t_4(str_join((l_1_name, ': Final[', ))) <= 88)):
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
    yield '\n\n'
    def macro(l_1_name, l_1_literal, l_1_comments):
        t_12 = []
        l_1_line = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_comments is missing:
            l_1_comments = undefined("parameter 'comments' was not provided", name='comments')
        pass
        for l_2_line in l_1_comments:
            _loop_vars = {}
            pass
            t_12.extend((
                str(l_2_line),
                '\n',
            ))
        l_2_line = missing
        l_1_line = str_join((l_1_name, ': Final = ', l_1_literal, ))
        if (t_4((undefined(name='line') if l_1_line is missing else l_1_line)) <= 88):
            pass
            t_12.append(
                str((undefined(name='line') if l_1_line is missing else l_1_line)),
            )
        elif (t_4(str_join((l_1_name, ': Final = (', ))) <= 88):
            pass
            t_12.extend((
                str(l_1_name),
                ': Final = (\n    ',
                str(l_1_literal),
                '\n)',
            ))
        else:
            pass
            t_12.extend((
                str(l_1_name),
                ': (\n    Final\n) = ',
                str(l_1_literal),
            ))
        return concat(t_12)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'comments'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_head, l_1_args, l_1_tail, l_1_indent):
        t_13 = []
        l_1_one = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        l_1_one = str_join((l_1_head, t_3(context.eval_ctx, l_1_args, ', '), l_1_tail, ))
        if (t_4(str_join((l_1_indent, (undefined(name='one') if l_1_one is missing else l_1_one), ))) <= 88):
            pass
            t_13.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        elif ((t_4(l_1_args) == 1) or (t_4(str_join((l_1_indent, '    ', t_3(context.eval_ctx, l_1_args, ', '), ))) <= 88)):
            pass
            t_13.extend((
                str(l_1_head),
                '\n',
                str(l_1_indent),
                '    ',
                str(t_3(context.eval_ctx, l_1_args, ', ')),
                '\n',
                str(l_1_indent),
                str(l_1_tail),
            ))
        else:
            pass
            t_13.append(
                str(context.call((undefined(name='exploded') if l_0_exploded is missing else l_0_exploded), l_1_head, l_1_args, l_1_tail, l_1_indent)),
            )
        return concat(t_13)
    context.exported_vars.add('call')
    context.vars['call'] = l_0_call = Macro(environment, macro, 'call', ('head', 'args', 'tail', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_target, l_1_value):
        t_14 = []
        l_1_indent = missing
        if l_1_target is missing:
            l_1_target = undefined("parameter 'target' was not provided", name='target')
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        pass
        l_1_indent = l_1_target[:(t_4(l_1_target) - t_4(context.call(environment.getattr(l_1_target, 'lstrip'))))]
        if ((t_4(str_join((l_1_target, ' = ', l_1_value, ))) <= 88) or (t_4(str_join(((undefined(name='indent') if l_1_indent is missing else l_1_indent), '    ', l_1_value, ))) > 88)):
            pass
            t_14.extend((
                str(l_1_target),
                ' = ',
                str(l_1_value),
            ))
        else:
            pass
            t_14.extend((
                str(l_1_target),
                ' = (\n',
                str((undefined(name='indent') if l_1_indent is missing else l_1_indent)),
                '    ',
                str(l_1_value),
                '\n',
                str((undefined(name='indent') if l_1_indent is missing else l_1_indent)),
                ')',
            ))
        return concat(t_14)
    context.exported_vars.add('assigned')
    context.vars['assigned'] = l_0_assigned = Macro(environment, macro, 'assigned', ('target', 'value'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_types):
        t_15 = []
        l_1_one = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_types is missing:
            l_1_types = undefined("parameter 'types' was not provided", name='types')
        pass
        l_1_one = t_3(context.eval_ctx, l_1_types, ' | ')
        if (t_4(str_join((l_1_name, ' = ', (undefined(name='one') if l_1_one is missing else l_1_one), ))) <= 88):
            pass
            t_15.extend((
                str(l_1_name),
                ' = ',
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            ))
        elif (t_4(str_join(('    ', (undefined(name='one') if l_1_one is missing else l_1_one), ))) <= 88):
            pass
            t_15.extend((
                str(l_1_name),
                ' = (\n    ',
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
                '\n)',
            ))
        else:
            pass
            t_15.extend((
                str(l_1_name),
                ' = (\n',
            ))
            l_2_loop = missing
            for l_2_type, l_2_loop in LoopContext(l_1_types, undefined):
                _loop_vars = {}
                pass
                t_15.extend((
                    '    ',
                    str(('| ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 216 in 'python/_macros.py.j2' evaluated to false and no else section was defined."))),
                    str(l_2_type),
                    '\n',
                ))
            l_2_loop = l_2_type = missing
            t_15.append(
                ')',
            )
        return concat(t_15)
    context.exported_vars.add('union')
    context.vars['union'] = l_0_union = Macro(environment, macro, 'union', ('name', 'types'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_base):
        t_16 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_base is missing:
            l_1_base = undefined("parameter 'base' was not provided", name='base')
        pass
        if (t_4(str_join(('class ', l_1_name, '(', l_1_base, '):', ))) <= 88):
            pass
            t_16.extend((
                'class ',
                str(l_1_name),
                '(',
                str(l_1_base),
                '):',
            ))
        else:
            pass
            t_16.extend((
                'class ',
                str(l_1_name),
                '(\n    ',
                str(l_1_base),
                '\n):',
            ))
        return concat(t_16)
    context.exported_vars.add('class_head')
    context.vars['class_head'] = l_0_class_head = Macro(environment, macro, 'class_head', ('name', 'base'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_type):
        t_17 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        if (t_4(str_join(('    ', l_1_name, ': ', l_1_type, ' | None,', ))) <= 88):
            pass
            t_17.extend((
                str(l_1_name),
                ': ',
                str(l_1_type),
                ' | None',
            ))
        elif (t_4(str_join(('        ', l_1_type, ' | None', ))) <= 88):
            pass
            t_17.extend((
                str(l_1_name),
                ': (\n        ',
                str(l_1_type),
                ' | None\n    )',
            ))
        else:
            pass
            t_17.extend((
                str(l_1_name),
                ': (\n        ',
                str(l_1_type),
                '\n        | None\n    )',
            ))
        return concat(t_17)
    context.exported_vars.add('optional_param')
    context.vars['optional_param'] = l_0_optional_param = Macro(environment, macro, 'optional_param', ('name', 'type'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_collection):
        t_18 = []
        if l_1_collection is missing:
            l_1_collection = undefined("parameter 'collection' was not provided", name='collection')
        pass
        if (t_4(str_join(('        **{value: value for value in ', l_1_collection, '},', ))) <= 88):
            pass
            t_18.extend((
                '        **{value: value for value in ',
                str(l_1_collection),
                '},',
            ))
        elif (t_4(str_join(('            value: value for value in ', l_1_collection, ))) <= 88):
            pass
            t_18.extend((
                '        **{\n            value: value for value in ',
                str(l_1_collection),
                '\n        },',
            ))
        else:
            pass
            t_18.extend((
                '        **{\n            value: value\n            for value in ',
                str(l_1_collection),
                '\n        },',
            ))
        return concat(t_18)
    context.exported_vars.add('spread_identity')
    context.vars['spread_identity'] = l_0_spread_identity = Macro(environment, macro, 'spread_identity', ('collection',), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_fallback):
        t_19 = []
        l_1_expression = missing
        if l_1_fallback is missing:
            l_1_fallback = undefined("parameter 'fallback' was not provided", name='fallback')
        pass
        l_1_expression = str_join((l_1_fallback, ' if found is None else found', ))
        if (t_4(str_join(('    return ', (undefined(name='expression') if l_1_expression is missing else l_1_expression), ))) <= 88):
            pass
            t_19.extend((
                '    return ',
                str((undefined(name='expression') if l_1_expression is missing else l_1_expression)),
            ))
        elif (t_4(str_join(('        ', (undefined(name='expression') if l_1_expression is missing else l_1_expression), ))) <= 88):
            pass
            t_19.extend((
                '    return (\n        ',
                str((undefined(name='expression') if l_1_expression is missing else l_1_expression)),
                '\n    )',
            ))
        else:
            pass
            t_19.extend((
                '    return (\n        ',
                str(l_1_fallback),
                '\n        if found is None\n        else found\n    )',
            ))
        return concat(t_19)
    context.exported_vars.add('return_unless_none')
    context.vars['return_unless_none'] = l_0_return_unless_none = Macro(environment, macro, 'return_unless_none', ('fallback',), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_left, l_1_right):
        t_20 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_right is missing:
            l_1_right = undefined("parameter 'right' was not provided", name='right')
        pass
        if (t_4(str_join(('    assert ', l_1_left, ' == ', l_1_right, ))) <= 88):
            pass
            t_20.extend((
                '    assert ',
                str(l_1_left),
                ' == ',
                str(l_1_right),
            ))
        elif (t_4(str_join(('        ', l_1_left, ' == ', l_1_right, ))) <= 88):
            pass
            t_20.extend((
                '    assert (\n        ',
                str(l_1_left),
                ' == ',
                str(l_1_right),
                '\n    )',
            ))
        else:
            pass
            t_20.extend((
                '    assert (\n        ',
                str(l_1_left),
                '\n        == ',
                str(l_1_right),
                '\n    )',
            ))
        return concat(t_20)
    context.exported_vars.add('assert_equal')
    context.vars['assert_equal'] = l_0_assert_equal = Macro(environment, macro, 'assert_equal', ('left', 'right'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '4=42&6=57&7=58&8=61&10=65&11=67&12=70&13=74&15=82&19=89&21=103&22=104&23=107&25=111&26=112&28=115&29=117&30=121&31=124&34=126&35=128&36=131&37=134&40=142&41=146&44=154&46=160&51=166&54=178&55=181&56=185&58=192&61=199&67=218&68=219&69=220&72=221&73=222&74=223&75=226&76=229&77=233&80=241&81=245&83=252&84=255&85=260&91=270&92=273&93=276&94=280&96=287&97=290&98=295&103=302&104=305&105=308&107=311&109=319&110=321&111=325&112=330&114=336&118=342&122=350&123=351&124=354&125=356&127=359&128=362&130=364&134=370&135=372&140=379&142=386&143=389&144=391&145=395&147=402&154=409&156=419&157=423&159=427&160=428&161=431&162=433&165=436&166=438&169=444&171=446&175=452&178=464&179=465&180=468&181=470&182=473&183=475&184=479&186=485&190=491&193=499&194=500&195=503&197=510&198=512&199=516&203=523&206=531&207=532&208=535&209=539&210=542&211=544&214=550&215=554&216=559&222=571&224=578&225=582&227=591&228=593&233=600&236=607&237=610&238=615&239=618&240=620&243=626&244=628&250=635&253=640&254=644&255=647&257=651&262=658&267=665&270=671&271=672&272=676&273=678&275=682&279=689&286=696&289=703&290=707&291=711&293=715&297=724&298=726'