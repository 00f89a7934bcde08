from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/_macros.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_deprecated = l_0_rows = l_0_constant = l_0_braced = l_0_impl_head = l_0_signature = l_0_returns = l_0_tail_call = l_0_call_chain = l_0_suffixed = l_0_map_transpose = l_0_let_try = l_0_if_not_contains = l_0_match_call = l_0_ok_all = l_0_tuple_variant = l_0_slice = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_6 = environment.filters['rust_string']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'rust_string' found.")
    pass
    def macro(l_1_reason, l_1_indent):
        t_7 = []
        l_1_note = l_1_attribute = missing
        if l_1_reason is missing:
            l_1_reason = undefined("parameter 'reason' was not provided", name='reason')
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        l_1_note = t_6(l_1_reason)
        l_1_attribute = str_join(('#[deprecated(note = ', (undefined(name='note') if l_1_note is missing else l_1_note), ')]', ))
        if (t_2(str_join((l_1_indent, (undefined(name='attribute') if l_1_attribute is missing else l_1_attribute), ))) > (99 if l_1_indent else 100)):
            pass
            t_7.extend((
                str(l_1_indent),
                '#[deprecated(\n',
                str(l_1_indent),
                '    note = ',
                str((undefined(name='note') if l_1_note is missing else l_1_note)),
                '\n',
                str(l_1_indent),
                ')]',
            ))
        else:
            pass
            t_7.append(
                str(str_join((l_1_indent, (undefined(name='attribute') if l_1_attribute is missing else l_1_attribute), ))),
            )
        return concat(t_7)
    context.exported_vars.add('deprecated')
    context.vars['deprecated'] = l_0_deprecated = Macro(environment, macro, 'deprecated', ('reason', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_items, l_1_indent):
        t_8 = []
        l_1_namespace = resolve('namespace')
        l_1_row = resolve('row')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_1_items = t_3(context.eval_ctx, l_1_items)
        if ((t_2(l_1_items) < 2) or (t_5(environment, t_4(context, l_1_items, 'length')) > 10)):
            pass
            l_2_loop = missing
            for l_2_item, l_2_loop in LoopContext(l_1_items, undefined):
                _loop_vars = {}
                pass
                t_8.extend((
                    str(l_1_indent),
                    str(l_2_item),
                    ',',
                    str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 19 in 'rust/_macros.rs.j2' evaluated to false and no else section was defined."))),
                ))
            l_2_loop = l_2_item = missing
        else:
            pass
            l_1_row = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), line=environment.getitem(l_1_items, 0))
            for l_2_item in l_1_items[1:]:
                l_2_joined = missing
                _loop_vars = {}
                pass
                l_2_joined = str_join((environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line'), ', ', l_2_item, ))
                _loop_vars['joined'] = l_2_joined
                if (t_2(str_join((l_1_indent, (undefined(name='joined') if l_2_joined is missing else l_2_joined), ',', ))) > 100):
                    pass
                    t_8.extend((
                        str(l_1_indent),
                        str(environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line')),
                        ',\n',
                    ))
                    if not isinstance(l_1_row, Namespace):
                        raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                    l_1_row['line'] = l_2_item
                else:
                    pass
                    if not isinstance(l_1_row, Namespace):
                        raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                    l_1_row['line'] = (undefined(name='joined') if l_2_joined is missing else l_2_joined)
            l_2_item = l_2_joined = missing
            t_8.extend((
                str(l_1_indent),
                str(environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line')),
                ',',
            ))
        return concat(t_8)
    context.exported_vars.add('rows')
    context.vars['rows'] = l_0_rows = Macro(environment, macro, 'rows', ('items', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_reason):
        t_9 = []
        l_1_head = l_1_tail = l_1_line = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_reason is missing:
            l_1_reason = undefined("parameter 'reason' was not provided", name='reason')
        pass
        if l_1_doc:
            pass
            t_9.extend((
                str(l_1_doc),
                '\n',
            ))
        if l_1_reason:
            pass
            t_9.extend((
                str(context.call((undefined(name='deprecated') if l_0_deprecated is missing else l_0_deprecated), l_1_reason)),
                '\n',
            ))
        (l_1_head, l_1_tail) = (str_join(('pub const ', l_1_name, ':', )), str_join((l_1_literal, ';', )))
        l_1_line = str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' &str = ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))
        if (((t_2((undefined(name='line') if l_1_line is missing else l_1_line)) > 100) and (t_2(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' &str =', ))) <= 100)) and (t_2(str_join(('    ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 100)):
            pass
            t_9.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' &str =\n    ',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        elif (((t_2((undefined(name='line') if l_1_line is missing else l_1_line)) > 100) and (t_2((undefined(name='head') if l_1_head is missing else l_1_head)) <= 100)) and (t_2(str_join(('    &str = ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 100)):
            pass
            t_9.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                '\n    &str = ',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        elif (((t_2((undefined(name='line') if l_1_line is missing else l_1_line)) > 100) and (t_2((undefined(name='head') if l_1_head is missing else l_1_head)) <= 100)) and (t_2(str_join(('    ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 100)):
            pass
            t_9.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                '\n    &str =\n    ',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        else:
            pass
            t_9.append(
                str((undefined(name='line') if l_1_line is missing else l_1_line)),
            )
        return concat(t_9)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'reason'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head):
        t_10 = []
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        pass
        t_10.extend((
            str(l_1_head),
            str(('\n{' if (t_2(str_join((l_1_head, ' {', ))) > 100) else ' {')),
        ))
        return concat(t_10)
    context.exported_vars.add('braced')
    context.vars['braced'] = l_0_braced = Macro(environment, macro, 'braced', ('head',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_type):
        t_11 = []
        l_1_rest = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        l_1_rest = str_join((('for ' if (l_1_head != 'impl') else ''), l_1_type, ))
        if ((t_2(str_join((l_1_head, ' ', (undefined(name='rest') if l_1_rest is missing else l_1_rest), ' {', ))) <= 100) or (t_2(str_join(('    ', (undefined(name='rest') if l_1_rest is missing else l_1_rest), ))) > 100)):
            pass
            t_11.extend((
                str(l_1_head),
                ' ',
                str((undefined(name='rest') if l_1_rest is missing else l_1_rest)),
                ' {',
            ))
        else:
            pass
            t_11.extend((
                str(l_1_head),
                '\n    ',
                str((undefined(name='rest') if l_1_rest is missing else l_1_rest)),
                '\n{',
            ))
        return concat(t_11)
    context.exported_vars.add('impl_head')
    context.vars['impl_head'] = l_0_impl_head = Macro(environment, macro, 'impl_head', ('head', 'type'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_params, l_1_ret):
        t_12 = []
        l_1_one = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_params is missing:
            l_1_params = undefined("parameter 'params' was not provided", name='params')
        if l_1_ret is missing:
            l_1_ret = undefined("parameter 'ret' was not provided", name='ret')
        pass
        l_1_one = str_join((l_1_head, '(', t_1(context.eval_ctx, l_1_params, ', '), ') -> ', l_1_ret, ' {', ))
        if (t_2((undefined(name='one') if l_1_one is missing else l_1_one)) <= 100):
            pass
            t_12.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_12.extend((
                str(l_1_head),
                '(\n',
            ))
            for l_2_param in l_1_params:
                l_2_name = l_2__ = l_2_type = missing
                _loop_vars = {}
                pass
                (l_2_name, l_2__, l_2_type) = context.call(environment.getattr(l_2_param, 'partition'), ': ', _loop_vars=_loop_vars)
                _loop_vars.update({'_': l_2__, 'name': l_2_name, 'type': l_2_type})
                if (((t_2(str_join(('    ', l_2_param, ',', ))) > 100) and context.call(environment.getattr((undefined(name='type') if l_2_type is missing else l_2_type), 'startswith'), 'Option<', _loop_vars=_loop_vars)) and (t_2(str_join(('        ', (undefined(name='type') if l_2_type is missing else l_2_type)[7:-1], ',', ))) <= 100)):
                    pass
                    t_12.extend((
                        '    ',
                        str((undefined(name='name') if l_2_name is missing else l_2_name)),
                        ': Option<\n        ',
                        str((undefined(name='type') if l_2_type is missing else l_2_type)[7:-1]),
                        ',\n    >,\n',
                    ))
                else:
                    pass
                    t_12.extend((
                        '    ',
                        str(l_2_param),
                        ',\n',
                    ))
            l_2_param = l_2_name = l_2__ = l_2_type = missing
            t_12.append(
                str(context.call((undefined(name='returns') if l_0_returns is missing else l_0_returns), l_1_ret)),
            )
        return concat(t_12)
    context.exported_vars.add('signature')
    context.vars['signature'] = l_0_signature = Macro(environment, macro, 'signature', ('head', 'params', 'ret'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_ret):
        t_13 = []
        l_1_generic = l_1_outer = l_1_args = missing
        if l_1_ret is missing:
            l_1_ret = undefined("parameter 'ret' was not provided", name='ret')
        pass
        l_1_generic = context.call(environment.getattr(l_1_ret, 'endswith'), '>')
        l_1_outer = (environment.getitem(context.call(environment.getattr(l_1_ret, 'split'), '<', 1), 0) if (undefined(name='generic') if l_1_generic is missing else l_1_generic) else '')
        l_1_args = (context.call(environment.getattr(l_1_ret[(t_2((undefined(name='outer') if l_1_outer is missing else l_1_outer)) + 1):-1], 'rsplit'), ', ', 1) if ((undefined(name='outer') if l_1_outer is missing else l_1_outer) == 'Result') else [l_1_ret[(t_2((undefined(name='outer') if l_1_outer is missing else l_1_outer)) + 1):-1]])
        if (t_2(str_join((') -> ', l_1_ret, ' {', ))) <= 100):
            pass
            t_13.extend((
                ') -> ',
                str(l_1_ret),
                ' {',
            ))
        elif (t_2(l_1_ret) <= 97):
            pass
            t_13.extend((
                ') -> ',
                str(l_1_ret),
                '\n{',
            ))
        elif ((undefined(name='generic') if l_1_generic is missing else l_1_generic) and ((t_5(environment, t_4(context, (undefined(name='args') if l_1_args is missing else l_1_args), 'length')) + 5) <= 100)):
            pass
            t_13.extend((
                ') -> ',
                str((undefined(name='outer') if l_1_outer is missing else l_1_outer)),
                '<\n',
            ))
            for l_2_arg in (undefined(name='args') if l_1_args is missing else l_1_args):
                _loop_vars = {}
                pass
                t_13.extend((
                    '    ',
                    str(l_2_arg),
                    ',\n',
                ))
            l_2_arg = missing
            t_13.append(
                '> {',
            )
        elif (((undefined(name='generic') if l_1_generic is missing else l_1_generic) and context.call(environment.getattr(environment.getitem((undefined(name='args') if l_1_args is missing else l_1_args), 0), 'startswith'), 'Option<')) and ((t_2(environment.getitem((undefined(name='args') if l_1_args is missing else l_1_args), 0)[7:-1]) + 9) <= 100)):
            pass
            t_13.extend((
                ') -> ',
                str((undefined(name='outer') if l_1_outer is missing else l_1_outer)),
                '<\n    Option<\n        ',
                str(environment.getitem((undefined(name='args') if l_1_args is missing else l_1_args), 0)[7:-1]),
                ',\n    >,\n',
            ))
            for l_2_arg in (undefined(name='args') if l_1_args is missing else l_1_args)[1:]:
                _loop_vars = {}
                pass
                t_13.extend((
                    '    ',
                    str(l_2_arg),
                    ',\n',
                ))
            l_2_arg = missing
            t_13.append(
                '> {',
            )
        else:
            pass
            t_13.extend((
                ') -> ',
                str(l_1_ret),
                '{',
            ))
        return concat(t_13)
    context.exported_vars.add('returns')
    context.vars['returns'] = l_0_returns = Macro(environment, macro, 'returns', ('ret',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_callee, l_1_arg):
        t_14 = []
        l_1_one = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_callee is missing:
            l_1_callee = undefined("parameter 'callee' was not provided", name='callee')
        if l_1_arg is missing:
            l_1_arg = undefined("parameter 'arg' was not provided", name='arg')
        pass
        l_1_one = str_join((l_1_indent, l_1_callee, '(', l_1_arg, ')', ))
        if ((t_2((undefined(name='one') if l_1_one is missing else l_1_one)) <= 100) or (t_2(str_join((l_1_indent, l_1_callee, ))) > 100)):
            pass
            t_14.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_14.extend((
                str(l_1_indent),
                str(l_1_callee),
                '(\n',
                str(l_1_indent),
                '    ',
                str(l_1_arg),
                ',\n',
                str(l_1_indent),
                ')',
            ))
        return concat(t_14)
    context.exported_vars.add('tail_call')
    context.vars['tail_call'] = l_0_tail_call = Macro(environment, macro, 'tail_call', ('indent', 'callee', 'arg'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_callee, l_1_arg, l_1_method, l_1_argument):
        t_15 = []
        l_1_root = l_1_call = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_callee is missing:
            l_1_callee = undefined("parameter 'callee' was not provided", name='callee')
        if l_1_arg is missing:
            l_1_arg = undefined("parameter 'arg' was not provided", name='arg')
        if l_1_method is missing:
            l_1_method = undefined("parameter 'method' was not provided", name='method')
        if l_1_argument is missing:
            l_1_argument = ''
        pass
        l_1_root = str_join((l_1_indent, l_1_callee, '(', l_1_arg, ')', ))
        l_1_call = str_join(('.', l_1_method, '(', l_1_argument, ')', ))
        if ((t_2(str_join(((undefined(name='root') if l_1_root is missing else l_1_root), (undefined(name='call') if l_1_call is missing else l_1_call), ))) <= 100) or (t_2(str_join((l_1_indent, l_1_callee, '(', ))) > 100)):
            pass
            t_15.extend((
                str((undefined(name='root') if l_1_root is missing else l_1_root)),
                str((undefined(name='call') if l_1_call is missing else l_1_call)),
            ))
        elif (t_2((undefined(name='root') if l_1_root is missing else l_1_root)) <= 100):
            pass
            if (t_2(str_join((l_1_indent, '    ', (undefined(name='call') if l_1_call is missing else l_1_call), ))) <= 100):
                pass
                t_15.extend((
                    str((undefined(name='root') if l_1_root is missing else l_1_root)),
                    '\n',
                    str(l_1_indent),
                    '    ',
                    str((undefined(name='call') if l_1_call is missing else l_1_call)),
                ))
            elif (t_2(str_join(((undefined(name='root') if l_1_root is missing else l_1_root), '.', l_1_method, '(', ))) <= 100):
                pass
                t_15.extend((
                    str((undefined(name='root') if l_1_root is missing else l_1_root)),
                    '.',
                    str(l_1_method),
                    '(\n',
                    str(l_1_indent),
                    '    ',
                    str(l_1_argument),
                    ',\n',
                    str(l_1_indent),
                    ')',
                ))
            elif (t_2(str_join((l_1_indent, '        ', l_1_argument, ',', ))) <= 100):
                pass
                t_15.extend((
                    str((undefined(name='root') if l_1_root is missing else l_1_root)),
                    '\n',
                    str(l_1_indent),
                    '    .',
                    str(l_1_method),
                    '(\n',
                    str(l_1_indent),
                    '        ',
                    str(l_1_argument),
                    ',\n',
                    str(l_1_indent),
                    '    )',
                ))
            else:
                pass
                t_15.extend((
                    str((undefined(name='root') if l_1_root is missing else l_1_root)),
                    '\n',
                    str(l_1_indent),
                    '    .',
                    str(l_1_method),
                    '(\n',
                    str(l_1_indent),
                    '    ',
                    str(l_1_argument),
                    ',\n',
                    str(l_1_indent),
                    ')',
                ))
        else:
            pass
            t_15.extend((
                str(l_1_indent),
                str(l_1_callee),
                '(\n',
                str(l_1_indent),
                '    ',
                str(l_1_arg),
                ',\n',
                str(l_1_indent),
                ')\n',
            ))
            if ((t_2(str_join((l_1_indent, (undefined(name='call') if l_1_call is missing else l_1_call), ))) <= 100) or (not l_1_argument)):
                pass
                t_15.extend((
                    str(l_1_indent),
                    str((undefined(name='call') if l_1_call is missing else l_1_call)),
                ))
            else:
                pass
                t_15.extend((
                    str(l_1_indent),
                    '.',
                    str(l_1_method),
                    '(\n',
                    str(l_1_indent),
                    '    ',
                    str(l_1_argument),
                    ',\n',
                    str(l_1_indent),
                    ')',
                ))
        return concat(t_15)
    context.exported_vars.add('call_chain')
    context.vars['call_chain'] = l_0_call_chain = Macro(environment, macro, 'call_chain', ('indent', 'callee', 'arg', 'method', 'argument'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_name, l_1_suffix):
        t_16 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_suffix is missing:
            l_1_suffix = undefined("parameter 'suffix' was not provided", name='suffix')
        pass
        if ((t_2(str_join((l_1_indent, l_1_name, l_1_suffix, ))) <= 100) or (t_2(str_join((l_1_indent, l_1_name, ))) > 100)):
            pass
            t_16.extend((
                str(l_1_indent),
                str(l_1_name),
                str(l_1_suffix),
            ))
        else:
            pass
            t_16.extend((
                str(l_1_indent),
                str(l_1_name),
                '\n',
                str(l_1_indent),
                '    ',
                str(l_1_suffix),
            ))
        return concat(t_16)
    context.exported_vars.add('suffixed')
    context.vars['suffixed'] = l_0_suffixed = Macro(environment, macro, 'suffixed', ('indent', 'name', 'suffix'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_receiver, l_1_function):
        t_17 = []
        l_1_chain = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_receiver is missing:
            l_1_receiver = undefined("parameter 'receiver' was not provided", name='receiver')
        if l_1_function is missing:
            l_1_function = undefined("parameter 'function' was not provided", name='function')
        pass
        l_1_chain = str_join((l_1_receiver, '.map(', l_1_function, ').transpose()', ))
        if (((t_2((undefined(name='chain') if l_1_chain is missing else l_1_chain)) <= 60) and (t_2(str_join((l_1_indent, (undefined(name='chain') if l_1_chain is missing else l_1_chain), ))) <= 100)) or (t_2(str_join((l_1_indent, '        ', l_1_function, ',', ))) > 100)):
            pass
            t_17.extend((
                str(l_1_indent),
                str((undefined(name='chain') if l_1_chain is missing else l_1_chain)),
            ))
        elif (t_2(str_join((l_1_indent, '    .map(', l_1_function, ')', ))) <= 100):
            pass
            t_17.extend((
                str(l_1_indent),
                str(l_1_receiver),
                '\n',
                str(l_1_indent),
                '    .map(',
                str(l_1_function),
                ')\n',
                str(l_1_indent),
                '    .transpose()',
            ))
        else:
            pass
            t_17.extend((
                str(l_1_indent),
                str(l_1_receiver),
                '\n',
                str(l_1_indent),
                '    .map(\n',
                str(l_1_indent),
                '        ',
                str(l_1_function),
                ',\n',
                str(l_1_indent),
                '    )\n',
                str(l_1_indent),
                '    .transpose()',
            ))
        return concat(t_17)
    context.exported_vars.add('map_transpose')
    context.vars['map_transpose'] = l_0_map_transpose = Macro(environment, macro, 'map_transpose', ('indent', 'receiver', 'function'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_name, l_1_callee, l_1_arg):
        t_18 = []
        l_1_call = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_callee is missing:
            l_1_callee = undefined("parameter 'callee' was not provided", name='callee')
        if l_1_arg is missing:
            l_1_arg = undefined("parameter 'arg' was not provided", name='arg')
        pass
        l_1_call = str_join((l_1_callee, '(', l_1_arg, ')?;', ))
        if ((t_2(str_join((l_1_indent, 'let ', l_1_name, ' = ', (undefined(name='call') if l_1_call is missing else l_1_call), ))) <= 100) or (t_2(str_join((l_1_indent, '    ', l_1_callee, '(', ))) > 99)):
            pass
            t_18.extend((
                str(l_1_indent),
                'let ',
                str(l_1_name),
                ' = ',
                str((undefined(name='call') if l_1_call is missing else l_1_call)),
            ))
        elif (t_2(str_join((l_1_indent, '    ', (undefined(name='call') if l_1_call is missing else l_1_call), ))) <= 100):
            pass
            t_18.extend((
                str(l_1_indent),
                'let ',
                str(l_1_name),
                ' =\n',
                str(l_1_indent),
                '    ',
                str((undefined(name='call') if l_1_call is missing else l_1_call)),
            ))
        else:
            pass
            t_18.extend((
                str(l_1_indent),
                'let ',
                str(l_1_name),
                ' =\n',
                str(l_1_indent),
                '    ',
                str(l_1_callee),
                '(\n',
                str(l_1_indent),
                '        ',
                str(l_1_arg),
                ',\n',
                str(l_1_indent),
                '    )?;',
            ))
        return concat(t_18)
    context.exported_vars.add('let_try')
    context.vars['let_try'] = l_0_let_try = Macro(environment, macro, 'let_try', ('indent', 'name', 'callee', 'arg'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_name, l_1_arg):
        t_19 = []
        l_1_condition = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_arg is missing:
            l_1_arg = undefined("parameter 'arg' was not provided", name='arg')
        pass
        l_1_condition = str_join((l_1_indent, 'if !', l_1_name, '.contains(', l_1_arg, ')', ))
        if ((t_2(str_join(((undefined(name='condition') if l_1_condition is missing else l_1_condition), ' {', ))) <= 100) or (t_2(str_join((l_1_indent, 'if !', l_1_name, ))) > 100)):
            pass
            t_19.extend((
                str((undefined(name='condition') if l_1_condition is missing else l_1_condition)),
                ' {',
            ))
        elif (t_2((undefined(name='condition') if l_1_condition is missing else l_1_condition)) <= 100):
            pass
            t_19.extend((
                str((undefined(name='condition') if l_1_condition is missing else l_1_condition)),
                '\n',
                str(l_1_indent),
                '{',
            ))
        elif ((t_2(str_join((l_1_indent, '    .contains(', l_1_arg, ')', ))) <= 100) or (t_2(str_join((l_1_indent, '        ', l_1_arg, ',', ))) > 100)):
            pass
            t_19.extend((
                str(l_1_indent),
                'if !',
                str(l_1_name),
                '\n',
                str(l_1_indent),
                '    .contains(',
                str(l_1_arg),
                ')\n',
                str(l_1_indent),
                '{',
            ))
        else:
            pass
            t_19.extend((
                str(l_1_indent),
                'if !',
                str(l_1_name),
                '\n',
                str(l_1_indent),
                '    .contains(\n',
                str(l_1_indent),
                '        ',
                str(l_1_arg),
                ',\n',
                str(l_1_indent),
                '    )\n',
                str(l_1_indent),
                '{',
            ))
        return concat(t_19)
    context.exported_vars.add('if_not_contains')
    context.vars['if_not_contains'] = l_0_if_not_contains = Macro(environment, macro, 'if_not_contains', ('indent', 'name', 'arg'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_callee, l_1_arg):
        t_20 = []
        l_1_scrutinee = missing
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_callee is missing:
            l_1_callee = undefined("parameter 'callee' was not provided", name='callee')
        if l_1_arg is missing:
            l_1_arg = undefined("parameter 'arg' was not provided", name='arg')
        pass
        l_1_scrutinee = str_join((l_1_indent, 'match ', l_1_callee, '(', l_1_arg, ')', ))
        if ((t_2(str_join(((undefined(name='scrutinee') if l_1_scrutinee is missing else l_1_scrutinee), ' {', ))) <= 100) or (t_2(str_join((l_1_indent, 'match ', l_1_callee, '(', ))) > 101)):
            pass
            t_20.extend((
                str((undefined(name='scrutinee') if l_1_scrutinee is missing else l_1_scrutinee)),
                ' {',
            ))
        elif (t_2((undefined(name='scrutinee') if l_1_scrutinee is missing else l_1_scrutinee)) <= 100):
            pass
            t_20.extend((
                str((undefined(name='scrutinee') if l_1_scrutinee is missing else l_1_scrutinee)),
                '\n',
                str(l_1_indent),
                '{',
            ))
        else:
            pass
            t_20.extend((
                str(l_1_indent),
                'match ',
                str(l_1_callee),
                '(\n',
                str(l_1_indent),
                '    ',
                str(l_1_arg),
                ',\n',
                str(l_1_indent),
                ') {',
            ))
        return concat(t_20)
    context.exported_vars.add('match_call')
    context.vars['match_call'] = l_0_match_call = Macro(environment, macro, 'match_call', ('indent', 'callee', 'arg'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_type):
        t_21 = []
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        if ((t_2(str_join(('    Ok(', l_1_type, '::ALL[index])', ))) <= 99) or (t_2(str_join(('        ', l_1_type, '::ALL', ))) > 99)):
            pass
            t_21.extend((
                '    Ok(',
                str(l_1_type),
                '::ALL[index])',
            ))
        else:
            pass
            t_21.extend((
                '    Ok(\n        ',
                str(l_1_type),
                '::ALL\n            [index],\n    )',
            ))
        return concat(t_21)
    context.exported_vars.add('ok_all')
    context.vars['ok_all'] = l_0_ok_all = Macro(environment, macro, 'ok_all', ('type',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_variant, l_1_type):
        t_22 = []
        if l_1_variant is missing:
            l_1_variant = undefined("parameter 'variant' was not provided", name='variant')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        if ((t_2(str_join(('    ', l_1_variant, '(', l_1_type, '),', ))) <= 100) or (t_2(str_join(('        ', l_1_type, ',', ))) > 100)):
            pass
            t_22.extend((
                '    ',
                str(l_1_variant),
                '(',
                str(l_1_type),
                '),',
            ))
        else:
            pass
            t_22.extend((
                '    ',
                str(l_1_variant),
                '(\n        ',
                str(l_1_type),
                ',\n    ),',
            ))
        return concat(t_22)
    context.exported_vars.add('tuple_variant')
    context.vars['tuple_variant'] = l_0_tuple_variant = Macro(environment, macro, 'tuple_variant', ('variant', 'type'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_type, l_1_caller):
        t_23 = []
        l_1_head = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        pass
        l_1_head = str_join(('pub const ', l_1_name, ':', ))
        if ((t_2(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' ', l_1_type, ' = &[', ))) <= 100) or (t_2(l_1_name) >= 87)):
            pass
            t_23.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' ',
                str(l_1_type),
                ' = &[\n',
                str(context.call(environment.getattr(context.call(l_1_caller, ''), 'rstrip'), '\n')),
                '\n];',
            ))
        elif (t_2(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' ', l_1_type, ' =', ))) <= 98):
            pass
            t_23.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' ',
                str(l_1_type),
                ' =\n    &[\n',
                str(context.call(environment.getattr(context.call(l_1_caller, '    '), 'rstrip'), '\n')),
                '\n    ];',
            ))
        elif (context.call(environment.getattr(l_1_type, 'startswith'), '&[(') and (t_2(l_1_name) < 82)):
            pass
            t_23.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' &[(\n    &str,\n    &str,\n)] = &[\n',
                str(context.call(environment.getattr(context.call(l_1_caller, ''), 'rstrip'), '\n')),
                '\n];',
            ))
        else:
            pass
            t_23.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                '\n    ',
                str(l_1_type),
                ' = &[\n',
                str(context.call(environment.getattr(context.call(l_1_caller, ''), 'rstrip'), '\n')),
                '\n];',
            ))
        return concat(t_23)
    context.exported_vars.add('slice')
    context.vars['slice'] = l_0_slice = Macro(environment, macro, 'slice', ('name', 'type'), False, False, True, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=48&4=56&5=57&6=58&7=61&8=63&9=67&11=73&15=79&16=88&17=89&18=92&19=96&22=104&23=105&24=109&25=111&26=114&27=120&29=125&32=128&41=135&42=147&43=150&45=153&46=156&48=159&49=160&50=161&51=164&52=166&53=168&54=171&55=173&56=175&57=178&59=180&61=185&74=190&75=196&80=202&81=210&82=211&83=214&85=222&86=224&96=230&97=240&98=241&99=244&101=249&102=252&103=256&104=258&105=262&106=264&109=271&112=276&118=281&119=287&120=288&121=289&122=290&123=294&124=297&125=301&127=304&128=308&129=311&130=316&133=323&134=327&136=329&138=332&139=337&143=348&149=354&150=364&151=365&152=368&154=373&155=376&156=380&167=386&168=400&169=401&170=402&171=405&172=408&173=410&174=413&175=415&176=419&177=422&178=426&179=430&180=433&181=436&182=438&183=442&184=446&186=452&187=454&188=458&189=462&192=468&193=471&194=475&195=478&196=481&198=487&199=491&200=495&207=501&208=510&209=513&211=520&212=523&219=530&220=540&221=541&222=544&223=547&224=550&225=553&226=557&228=563&229=566&230=568&231=572&232=574&238=580&239=592&240=593&241=596&242=602&243=605&244=609&246=616&247=620&248=624&249=628&256=634&257=644&258=645&259=648&260=651&261=654&262=656&263=659&264=662&265=666&266=670&268=676&269=680&270=682&271=686&272=688&278=694&279=704&280=705&281=708&282=711&283=714&284=716&286=722&287=726&288=730&294=736&295=741&296=745&299=752&306=758&307=765&308=769&310=778&311=780&321=786&322=794&323=795&324=798&325=802&327=805&328=808&330=812&332=815&333=818&337=820&340=826&341=828&342=830'