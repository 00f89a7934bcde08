from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/_macros.ex.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_spec = l_0_spec_call = l_0_type = l_0_list = l_0_pair = l_0_assign = l_0_raise_argument_error = l_0_head = l_0_defguard = l_0_fdoc = l_0_statement = l_0_assertion = l_0_assert_apply = l_0_raises = l_0_check = l_0_expect = l_0_assert_list = l_0_assert_aliases = l_0_guarded = l_0_constant = missing
    try:
        t_1 = environment.filters['ex_ascii']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ex_ascii' found.")
    try:
        t_2 = environment.filters['ex_heredoc']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ex_heredoc' found.")
    try:
        t_3 = environment.filters['ex_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'ex_string' found.")
    try:
        t_4 = environment.filters['ex_width']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'ex_width' found.")
    try:
        t_5 = environment.filters['format']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'format' found.")
    try:
        t_6 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_7 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    def macro(l_1_attribute, l_1_lines):
        t_8 = []
        if l_1_attribute is missing:
            l_1_attribute = undefined("parameter 'attribute' was not provided", name='attribute')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if (t_7(l_1_lines) == 1):
            pass
            t_8.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(t_3(environment.getitem(l_1_lines, 0))),
            ))
        else:
            pass
            t_8.extend((
                '  @',
                str(l_1_attribute),
                ' """\n',
            ))
            for l_2_line in l_1_lines:
                _loop_vars = {}
                pass
                if l_2_line:
                    pass
                    t_8.extend((
                        '  ',
                        str(t_2(l_2_line)),
                        '\n',
                    ))
                else:
                    pass
                    t_8.append(
                        '\n',
                    )
            l_2_line = missing
            t_8.append(
                '  """',
            )
        return concat(t_8)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('attribute', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_alternatives, l_1_attribute):
        t_9 = []
        l_1_union = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_alternatives is missing:
            l_1_alternatives = undefined("parameter 'alternatives' was not provided", name='alternatives')
        if l_1_attribute is missing:
            l_1_attribute = 'spec'
        pass
        l_1_union = t_6(context.eval_ctx, l_1_alternatives, ' | ')
        if (t_4(str_join(('  @', l_1_attribute, ' ', l_1_head, ' :: ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_9.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' :: ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        elif (t_4(str_join(('          ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_9.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' ::\n          ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        else:
            pass
            t_9.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' ::\n          ',
                str(t_6(context.eval_ctx, l_1_alternatives, '\n          | ')),
            ))
        return concat(t_9)
    context.exported_vars.add('spec')
    context.vars['spec'] = l_0_spec = Macro(environment, macro, 'spec', ('head', 'alternatives', 'attribute'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_args, l_1_alternatives):
        t_10 = []
        l_1_head = l_0_head
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_alternatives is missing:
            l_1_alternatives = undefined("parameter 'alternatives' was not provided", name='alternatives')
        pass
        l_1_head = str_join((l_1_name, '(', t_6(context.eval_ctx, l_1_args, ', '), ')', ))
        if (t_4(str_join(('  @spec ', (undefined(name='head') if l_1_head is missing else l_1_head), ' ::', ))) <= 98):
            pass
            t_10.append(
                str(context.call((undefined(name='spec') if l_0_spec is missing else l_0_spec), (undefined(name='head') if l_1_head is missing else l_1_head), l_1_alternatives)),
            )
        else:
            pass
            t_10.extend((
                '  @spec ',
                str(l_1_name),
                '(\n          ',
                str(t_6(context.eval_ctx, l_1_args, ',\n          ')),
                '\n        ) :: ',
                str(t_6(context.eval_ctx, l_1_alternatives, ' | ')),
            ))
        return concat(t_10)
    context.exported_vars.add('spec_call')
    context.vars['spec_call'] = l_0_spec_call = Macro(environment, macro, 'spec_call', ('name', 'args', 'alternatives'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name):
        t_11 = []
        l_1_one = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        pass
        l_1_one = str_join(('  @type ', l_1_name, ' :: String.t()', ))
        if (t_4((undefined(name='one') if l_1_one is missing else l_1_one)) <= 98):
            pass
            t_11.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_11.extend((
                '  @type ',
                str(l_1_name),
                ' ::\n          String.t()',
            ))
        return concat(t_11)
    context.exported_vars.add('type')
    context.vars['type'] = l_0_type = Macro(environment, macro, 'type', ('name',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_literals, l_1_indent):
        t_12 = []
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        t_12.extend((
            str(l_1_indent),
            '[\n',
            str(l_1_indent),
            '  ',
            str(t_6(context.eval_ctx, l_1_literals, str_join((',\n  ', l_1_indent, )))),
            '\n',
            str(l_1_indent),
            ']',
        ))
        return concat(t_12)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('literals', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_key, l_1_value, l_1_tail):
        t_13 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_key is missing:
            l_1_key = undefined("parameter 'key' was not provided", name='key')
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        pass
        if (t_4(str_join((l_1_indent, l_1_key, ' => ', l_1_value, l_1_tail, ))) <= 98):
            pass
            t_13.extend((
                str(l_1_indent),
                str(l_1_key),
                ' => ',
                str(l_1_value),
                str(l_1_tail),
            ))
        else:
            pass
            t_13.extend((
                str(l_1_indent),
                str(l_1_key),
                ' =>\n',
                str(l_1_indent),
                '  ',
                str(l_1_value),
                str(l_1_tail),
            ))
        return concat(t_13)
    context.exported_vars.add('pair')
    context.vars['pair'] = l_0_pair = Macro(environment, macro, 'pair', ('indent', 'key', 'value', 'tail'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_lhs, l_1_rhs):
        t_14 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_lhs is missing:
            l_1_lhs = undefined("parameter 'lhs' was not provided", name='lhs')
        if l_1_rhs is missing:
            l_1_rhs = undefined("parameter 'rhs' was not provided", name='rhs')
        pass
        if (t_4(str_join((l_1_indent, l_1_lhs, ' = ', l_1_rhs, ))) <= 98):
            pass
            t_14.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' = ',
                str(l_1_rhs),
            ))
        else:
            pass
            t_14.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' =\n',
                str(l_1_indent),
                '  ',
                str(l_1_rhs),
            ))
        return concat(t_14)
    context.exported_vars.add('assign')
    context.vars['assign'] = l_0_assign = Macro(environment, macro, 'assign', ('indent', 'lhs', 'rhs'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_message):
        t_15 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_message is missing:
            l_1_message = undefined("parameter 'message' was not provided", name='message')
        pass
        if (t_4(str_join((l_1_indent, 'raise ArgumentError, ', l_1_message, ))) <= 98):
            pass
            t_15.extend((
                str(l_1_indent),
                'raise ArgumentError, ',
                str(l_1_message),
            ))
        else:
            pass
            t_15.extend((
                str(l_1_indent),
                'raise ArgumentError,\n',
                str(l_1_indent),
                '      ',
                str(l_1_message),
            ))
        return concat(t_15)
    context.exported_vars.add('raise_argument_error')
    context.vars['raise_argument_error'] = l_0_raise_argument_error = Macro(environment, macro, 'raise_argument_error', ('indent', 'message'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_def, l_1_name, l_1_args):
        t_16 = []
        l_1_params = missing
        if l_1_def is missing:
            l_1_def = undefined("parameter 'def' was not provided", name='def')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        pass
        l_1_params = t_6(context.eval_ctx, l_1_args, ', ')
        if (t_4(str_join(('  ', l_1_def, ' ', l_1_name, '(', (undefined(name='params') if l_1_params is missing else l_1_params), ') do', ))) <= 98):
            pass
            t_16.extend((
                '  ',
                str(l_1_def),
                ' ',
                str(l_1_name),
                '(',
                str((undefined(name='params') if l_1_params is missing else l_1_params)),
                ') do',
            ))
        else:
            pass
            t_16.extend((
                '  ',
                str(l_1_def),
                ' ',
                str(l_1_name),
                '(\n        ',
                str(t_6(context.eval_ctx, l_1_args, ',\n        ')),
                '\n      ) do',
            ))
        return concat(t_16)
    context.exported_vars.add('head')
    context.vars['head'] = l_0_head = Macro(environment, macro, 'head', ('def', 'name', 'args'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literals):
        t_17 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if (t_4(str_join(('  defguard ', l_1_name, '(value)', ))) <= 98):
            pass
            t_17.extend((
                '  defguard ',
                str(l_1_name),
                '(value)\n',
            ))
        else:
            pass
            t_17.extend((
                '  defguard ',
                str(l_1_name),
                '(\n             value\n           )\n',
            ))
        t_17.extend((
            '           when value in [\n                  ',
            str(t_6(context.eval_ctx, l_1_literals, ',\n                  ')),
            '\n                ]',
        ))
        return concat(t_17)
    context.exported_vars.add('defguard')
    context.vars['defguard'] = l_0_defguard = Macro(environment, macro, 'defguard', ('name', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_public, l_1_lines):
        t_18 = []
        if l_1_public is missing:
            l_1_public = undefined("parameter 'public' was not provided", name='public')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if l_1_public:
            pass
            t_18.append(
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
            )
        else:
            pass
            t_18.append(
                '  @doc false',
            )
        return concat(t_18)
    context.exported_vars.add('fdoc')
    context.vars['fdoc'] = l_0_fdoc = Macro(environment, macro, 'fdoc', ('public', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_gap, l_1_text):
        t_19 = []
        l_1_multi = missing
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_text is missing:
            l_1_text = undefined("parameter 'text' was not provided", name='text')
        pass
        l_1_multi = ('\n' in l_1_text)
        t_19.extend((
            str(('\n' if ((not environment.getattr(l_1_gap, 'first')) and ((undefined(name='multi') if l_1_multi is missing else l_1_multi) or environment.getattr(l_1_gap, 'multi'))) else '')),
            str(l_1_text),
        ))
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['first'] = False
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['multi'] = (undefined(name='multi') if l_1_multi is missing else l_1_multi)
        return concat(t_19)
    context.exported_vars.add('statement')
    context.vars['statement'] = l_0_statement = Macro(environment, macro, 'statement', ('gap', 'text'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_op, l_1_right):
        t_20 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_op is missing:
            l_1_op = undefined("parameter 'op' was not provided", name='op')
        if l_1_right is missing:
            l_1_right = undefined("parameter 'right' was not provided", name='right')
        pass
        if (t_4(str_join(('    assert ', l_1_left, ' ', l_1_op, ' ', l_1_right, ))) <= 98):
            pass
            t_20.extend((
                '    assert ',
                str(l_1_left),
                ' ',
                str(l_1_op),
                ' ',
                str(l_1_right),
            ))
        else:
            pass
            t_20.extend((
                '    assert ',
                str(l_1_left),
                ' ',
                str(l_1_op),
                '\n             ',
                str(l_1_right),
            ))
        return concat(t_20)
    context.exported_vars.add('assertion')
    context.vars['assertion'] = l_0_assertion = Macro(environment, macro, 'assertion', ('left', 'op', 'right'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_function, l_1_args, l_1_right):
        t_21 = []
        l_1_call = missing
        if l_1_function is missing:
            l_1_function = undefined("parameter 'function' was not provided", name='function')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_right is missing:
            l_1_right = undefined("parameter 'right' was not provided", name='right')
        pass
        l_1_call = str_join(('apply(V, ', l_1_function, ', ', l_1_args, ')', ))
        if (t_4(str_join(('    assert ', (undefined(name='call') if l_1_call is missing else l_1_call), ' ==', ))) <= 98):
            pass
            t_21.append(
                str(context.call((undefined(name='assertion') if l_0_assertion is missing else l_0_assertion), (undefined(name='call') if l_1_call is missing else l_1_call), '==', l_1_right)),
            )
        else:
            pass
            t_21.extend((
                '    assert apply(\n             V,\n             ',
                str(l_1_function),
                ',\n             ',
                str(l_1_args),
                '\n',
            ))
            if (t_4(str_join(('           ) == ', l_1_right, ))) <= 98):
                pass
                t_21.extend((
                    '           ) == ',
                    str(l_1_right),
                ))
            else:
                pass
                t_21.extend((
                    '           ) ==\n             ',
                    str(l_1_right),
                ))
        return concat(t_21)
    context.exported_vars.add('assert_apply')
    context.vars['assert_apply'] = l_0_assert_apply = Macro(environment, macro, 'assert_apply', ('function', 'args', 'right'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_call):
        t_22 = []
        if l_1_call is missing:
            l_1_call = undefined("parameter 'call' was not provided", name='call')
        pass
        if (t_4(str_join(('    assert_raise ArgumentError, fn -> ', l_1_call, ' end', ))) <= 98):
            pass
            t_22.extend((
                '    assert_raise ArgumentError, fn -> ',
                str(l_1_call),
                ' end',
            ))
        else:
            pass
            t_22.extend((
                '    assert_raise ArgumentError, fn ->\n      ',
                str(l_1_call),
                '\n    end',
            ))
        return concat(t_22)
    context.exported_vars.add('raises')
    context.vars['raises'] = l_0_raises = Macro(environment, macro, 'raises', ('call',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_op, l_1_left, l_1_right):
        t_23 = []
        if l_1_op is missing:
            l_1_op = undefined("parameter 'op' was not provided", name='op')
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_right is missing:
            l_1_right = undefined("parameter 'right' was not provided", name='right')
        pass
        if (l_1_op == 'raise'):
            pass
            t_23.append(
                str(context.call((undefined(name='raises') if l_0_raises is missing else l_0_raises), l_1_right)),
            )
        else:
            pass
            t_23.append(
                str(context.call((undefined(name='assertion') if l_0_assertion is missing else l_0_assertion), l_1_left, l_1_op, l_1_right)),
            )
        return concat(t_23)
    context.exported_vars.add('check')
    context.vars['check'] = l_0_check = Macro(environment, macro, 'check', ('op', 'left', 'right'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_gap, l_1_literals, l_1_checks):
        t_24 = []
        l_1_namespace = resolve('namespace')
        l_1_inline = l_1_names = l_1_using = missing
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_checks is missing:
            l_1_checks = undefined("parameter 'checks' was not provided", name='checks')
        pass
        l_1_inline = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), fits=True)
        def t_25(fiter):
            for (l_2_op, l_2_left, l_2_right) in fiter:
                if environment.getattr((undefined(name='inline') if l_1_inline is missing else l_1_inline), 'fits'):
                    yield (l_2_op, l_2_left, l_2_right)
        for (l_2_op, l_2_left, l_2_right) in t_25(l_1_checks):
            _loop_vars = {}
            pass
            if ('\n' in context.call((undefined(name='check') if l_0_check is missing else l_0_check), l_2_op, t_5(l_2_left, **l_1_literals), t_5(l_2_right, **l_1_literals), _loop_vars=_loop_vars)):
                pass
                if not isinstance(l_1_inline, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_inline['fits'] = False
        l_2_op = l_2_left = l_2_right = missing
        l_1_names = {'input': 'input', 'subject': 'subject', 'carried': 'carried', 'want': 'want', 'wire': 'wire'}
        l_1_using = (l_1_literals if environment.getattr((undefined(name='inline') if l_1_inline is missing else l_1_inline), 'fits') else (undefined(name='names') if l_1_names is missing else l_1_names))
        if (not environment.getattr((undefined(name='inline') if l_1_inline is missing else l_1_inline), 'fits')):
            pass
            for (l_2_name, l_2_literal) in context.call(environment.getattr(l_1_literals, 'items')):
                _loop_vars = {}
                pass
                t_24.extend((
                    str(context.call((undefined(name='statement') if l_0_statement is missing else l_0_statement), l_1_gap, context.call((undefined(name='assign') if l_0_assign is missing else l_0_assign), '    ', l_2_name, l_2_literal, _loop_vars=_loop_vars), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_name = l_2_literal = missing
        l_2_loop = missing
        for (l_2_op, l_2_left, l_2_right), l_2_loop in LoopContext(l_1_checks, undefined):
            _loop_vars = {}
            pass
            t_24.extend((
                str(context.call((undefined(name='statement') if l_0_statement is missing else l_0_statement), l_1_gap, context.call((undefined(name='check') if l_0_check is missing else l_0_check), l_2_op, t_5(l_2_left, **(undefined(name='using') if l_1_using is missing else l_1_using)), t_5(l_2_right, **(undefined(name='using') if l_1_using is missing else l_1_using)), _loop_vars=_loop_vars), _loop_vars=_loop_vars)),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else '')),
            ))
        l_2_loop = l_2_op = l_2_left = l_2_right = missing
        return concat(t_24)
    context.exported_vars.add('expect')
    context.vars['expect'] = l_0_expect = Macro(environment, macro, 'expect', ('gap', 'literals', 'checks'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_literals):
        t_26 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if l_1_literals:
            pass
            t_26.extend((
                '    assert ',
                str(l_1_left),
                ' == [\n             ',
                str(t_6(context.eval_ctx, l_1_literals, ',\n             ')),
                '\n           ]',
            ))
        else:
            pass
            t_26.extend((
                '    assert ',
                str(l_1_left),
                ' == []',
            ))
        return concat(t_26)
    context.exported_vars.add('assert_list')
    context.vars['assert_list'] = l_0_assert_list = Macro(environment, macro, 'assert_list', ('left', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_aliases):
        t_27 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        if l_1_aliases:
            pass
            t_27.extend((
                '    assert ',
                str(l_1_left),
                ' == %{\n',
            ))
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
                _loop_vars = {}
                pass
                t_27.extend((
                    str(context.call((undefined(name='pair') if l_0_pair is missing else l_0_pair), '             ', t_1(environment.getattr(l_2_alias, 'name')), t_1(environment.getattr(environment.getattr(l_2_alias, 'value'), 'text')), (',' if (not environment.getattr(l_2_loop, 'last')) else ''), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_loop = l_2_alias = missing
            t_27.append(
                '           }',
            )
        else:
            pass
            t_27.extend((
                '    assert ',
                str(l_1_left),
                ' == %{}',
            ))
        return concat(t_27)
    context.exported_vars.add('assert_aliases')
    context.vars['assert_aliases'] = l_0_assert_aliases = Macro(environment, macro, 'assert_aliases', ('left', 'aliases'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_guard):
        t_28 = []
        if l_1_guard is missing:
            l_1_guard = undefined("parameter 'guard' was not provided", name='guard')
        pass
        t_28.append(
            '    guarded = fn\n',
        )
        if (t_4(str_join(('      value when ', l_1_guard, '(value) -> true', ))) <= 98):
            pass
            t_28.extend((
                '      value when ',
                str(l_1_guard),
                '(value) -> true\n',
            ))
        else:
            pass
            t_28.extend((
                '      value when ',
                str(l_1_guard),
                '(value) ->\n        true\n\n',
            ))
        t_28.append(
            '      _value -> false\n    end',
        )
        return concat(t_28)
    context.exported_vars.add('guarded')
    context.vars['guarded'] = l_0_guarded = Macro(environment, macro, 'guarded', ('guard',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_lines, l_1_deprecated, l_1_keyword):
        t_29 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        if l_1_keyword is missing:
            l_1_keyword = 'def'
        pass
        if l_1_lines:
            pass
            t_29.extend((
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
                '\n',
            ))
        if l_1_deprecated:
            pass
            t_29.extend((
                '  @deprecated ',
                str(t_3(l_1_deprecated)),
                '\n',
            ))
        t_29.extend((
            '  ',
            str(l_1_keyword),
            ' ',
            str(l_1_name),
            ' do\n    ',
            str(l_1_literal),
            '\n  end',
        ))
        return concat(t_29)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'lines', 'deprecated', 'keyword'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '5=54&6=61&7=65&9=73&10=76&11=79&12=83&23=98&24=108&25=109&26=113&27=119&28=123&29=127&31=133&32=137&38=142&39=152&40=153&41=156&43=162&44=164&45=166&50=171&51=177&52=178&53=181&55=187&61=193&62=201&63=203&64=207&69=213&70=224&71=227&73=236&74=239&79=247&80=256&81=259&83=267&84=270&89=277&90=284&91=287&93=294&94=296&99=303&100=313&101=314&102=318&104=329&105=333&112=339&113=346&114=350&116=357&121=362&126=368&127=375&128=378&138=388&139=396&140=398&141=403&142=406&146=410&147=419&148=423&150=433&151=437&157=442&158=452&159=453&160=456&164=462&165=464&166=467&167=471&170=477&176=482&177=487&178=491&181=498&187=504&188=513&189=516&191=521&199=526&200=537&201=538&202=545&203=549&206=551&207=552&208=553&209=555&210=559&213=564&214=568&219=575&220=582&221=586&222=588&225=595&230=601&231=608&232=612&233=616&234=620&238=631&243=637&245=645&246=649&248=656&258=665&259=678&260=681&262=684&263=688&265=693&266=697'