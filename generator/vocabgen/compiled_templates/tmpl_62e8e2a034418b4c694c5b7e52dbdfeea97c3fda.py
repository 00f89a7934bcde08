from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/_macros.ex.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_spec = l_0_spec_call = l_0_type = l_0_list = l_0_pair = l_0_assign = l_0_raise_argument_error = l_0_head = l_0_defguard = l_0_fdoc = l_0_statement = l_0_blank_before = l_0_assertion = l_0_table = l_0_row = l_0_checks = l_0_assert_list = l_0_assert_macros_match = l_0_assert_aliases = l_0_guarded = l_0_constant = missing
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
        t_5 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_6 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    def macro(l_1_attribute, l_1_lines):
        t_7 = []
        if l_1_attribute is missing:
            l_1_attribute = undefined("parameter 'attribute' was not provided", name='attribute')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if (t_6(l_1_lines) == 1):
            pass
            t_7.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(t_3(environment.getitem(l_1_lines, 0))),
            ))
        else:
            pass
            t_7.extend((
                '  @',
                str(l_1_attribute),
                ' """\n',
            ))
            for l_2_line in l_1_lines:
                _loop_vars = {}
                pass
                if l_2_line:
                    pass
                    t_7.extend((
                        '  ',
                        str(t_2(l_2_line)),
                        '\n',
                    ))
                else:
                    pass
                    t_7.append(
                        '\n',
                    )
            l_2_line = missing
            t_7.append(
                '  """',
            )
        return concat(t_7)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('attribute', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_alternatives, l_1_attribute):
        t_8 = []
        l_1_union = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_alternatives is missing:
            l_1_alternatives = undefined("parameter 'alternatives' was not provided", name='alternatives')
        if l_1_attribute is missing:
            l_1_attribute = 'spec'
        pass
        l_1_union = t_5(context.eval_ctx, l_1_alternatives, ' | ')
        if (t_4(str_join(('  @', l_1_attribute, ' ', l_1_head, ' :: ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_8.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' :: ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        elif (t_4(str_join(('          ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_8.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' ::\n          ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        else:
            pass
            t_8.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(l_1_head),
                ' ::\n          ',
                str(t_5(context.eval_ctx, l_1_alternatives, '\n          | ')),
            ))
        return concat(t_8)
    context.exported_vars.add('spec')
    context.vars['spec'] = l_0_spec = Macro(environment, macro, 'spec', ('head', 'alternatives', 'attribute'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_args, l_1_alternatives):
        t_9 = []
        l_1_head = l_0_head
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_alternatives is missing:
            l_1_alternatives = undefined("parameter 'alternatives' was not provided", name='alternatives')
        pass
        l_1_head = str_join((l_1_name, '(', t_5(context.eval_ctx, l_1_args, ', '), ')', ))
        if (t_4(str_join(('  @spec ', (undefined(name='head') if l_1_head is missing else l_1_head), ' ::', ))) <= 98):
            pass
            t_9.append(
                str(context.call((undefined(name='spec') if l_0_spec is missing else l_0_spec), (undefined(name='head') if l_1_head is missing else l_1_head), l_1_alternatives)),
            )
        else:
            pass
            t_9.extend((
                '  @spec ',
                str(l_1_name),
                '(\n          ',
                str(t_5(context.eval_ctx, l_1_args, ',\n          ')),
                '\n        ) :: ',
                str(t_5(context.eval_ctx, l_1_alternatives, ' | ')),
            ))
        return concat(t_9)
    context.exported_vars.add('spec_call')
    context.vars['spec_call'] = l_0_spec_call = Macro(environment, macro, 'spec_call', ('name', 'args', 'alternatives'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name):
        t_10 = []
        l_1_one = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        pass
        l_1_one = str_join(('  @type ', l_1_name, ' :: String.t()', ))
        if (t_4((undefined(name='one') if l_1_one is missing else l_1_one)) <= 98):
            pass
            t_10.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_10.extend((
                '  @type ',
                str(l_1_name),
                ' ::\n          String.t()',
            ))
        return concat(t_10)
    context.exported_vars.add('type')
    context.vars['type'] = l_0_type = Macro(environment, macro, 'type', ('name',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_literals, l_1_indent):
        t_11 = []
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        t_11.extend((
            str(l_1_indent),
            '[\n',
            str(l_1_indent),
            '  ',
            str(t_5(context.eval_ctx, l_1_literals, str_join((',\n  ', l_1_indent, )))),
            '\n',
            str(l_1_indent),
            ']',
        ))
        return concat(t_11)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('literals', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_key, l_1_value, l_1_tail):
        t_12 = []
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
            t_12.extend((
                str(l_1_indent),
                str(l_1_key),
                ' => ',
                str(l_1_value),
                str(l_1_tail),
            ))
        else:
            pass
            t_12.extend((
                str(l_1_indent),
                str(l_1_key),
                ' =>\n',
                str(l_1_indent),
                '  ',
                str(l_1_value),
                str(l_1_tail),
            ))
        return concat(t_12)
    context.exported_vars.add('pair')
    context.vars['pair'] = l_0_pair = Macro(environment, macro, 'pair', ('indent', 'key', 'value', 'tail'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_lhs, l_1_rhs):
        t_13 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_lhs is missing:
            l_1_lhs = undefined("parameter 'lhs' was not provided", name='lhs')
        if l_1_rhs is missing:
            l_1_rhs = undefined("parameter 'rhs' was not provided", name='rhs')
        pass
        if (t_4(str_join((l_1_indent, l_1_lhs, ' = ', l_1_rhs, ))) <= 98):
            pass
            t_13.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' = ',
                str(l_1_rhs),
            ))
        else:
            pass
            t_13.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' =\n',
                str(l_1_indent),
                '  ',
                str(l_1_rhs),
            ))
        return concat(t_13)
    context.exported_vars.add('assign')
    context.vars['assign'] = l_0_assign = Macro(environment, macro, 'assign', ('indent', 'lhs', 'rhs'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_message):
        t_14 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_message is missing:
            l_1_message = undefined("parameter 'message' was not provided", name='message')
        pass
        if (t_4(str_join((l_1_indent, 'raise ArgumentError, ', l_1_message, ))) <= 98):
            pass
            t_14.extend((
                str(l_1_indent),
                'raise ArgumentError, ',
                str(l_1_message),
            ))
        else:
            pass
            t_14.extend((
                str(l_1_indent),
                'raise ArgumentError,\n',
                str(l_1_indent),
                '      ',
                str(l_1_message),
            ))
        return concat(t_14)
    context.exported_vars.add('raise_argument_error')
    context.vars['raise_argument_error'] = l_0_raise_argument_error = Macro(environment, macro, 'raise_argument_error', ('indent', 'message'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_def, l_1_name, l_1_args):
        t_15 = []
        l_1_params = missing
        if l_1_def is missing:
            l_1_def = undefined("parameter 'def' was not provided", name='def')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        pass
        l_1_params = t_5(context.eval_ctx, l_1_args, ', ')
        if (t_4(str_join(('  ', l_1_def, ' ', l_1_name, '(', (undefined(name='params') if l_1_params is missing else l_1_params), ') do', ))) <= 98):
            pass
            t_15.extend((
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
            t_15.extend((
                '  ',
                str(l_1_def),
                ' ',
                str(l_1_name),
                '(\n        ',
                str(t_5(context.eval_ctx, l_1_args, ',\n        ')),
                '\n      ) do',
            ))
        return concat(t_15)
    context.exported_vars.add('head')
    context.vars['head'] = l_0_head = Macro(environment, macro, 'head', ('def', 'name', 'args'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literals):
        t_16 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if (t_4(str_join(('  defguard ', l_1_name, '(value)', ))) <= 98):
            pass
            t_16.extend((
                '  defguard ',
                str(l_1_name),
                '(value)\n',
            ))
        else:
            pass
            t_16.extend((
                '  defguard ',
                str(l_1_name),
                '(\n             value\n           )\n',
            ))
        t_16.extend((
            '           when value in [\n                  ',
            str(t_5(context.eval_ctx, l_1_literals, ',\n                  ')),
            '\n                ]',
        ))
        return concat(t_16)
    context.exported_vars.add('defguard')
    context.vars['defguard'] = l_0_defguard = Macro(environment, macro, 'defguard', ('name', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_public, l_1_lines):
        t_17 = []
        if l_1_public is missing:
            l_1_public = undefined("parameter 'public' was not provided", name='public')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if l_1_public:
            pass
            t_17.append(
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
            )
        else:
            pass
            t_17.append(
                '  @doc false',
            )
        return concat(t_17)
    context.exported_vars.add('fdoc')
    context.vars['fdoc'] = l_0_fdoc = Macro(environment, macro, 'fdoc', ('public', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_gap, l_1_text):
        t_18 = []
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_text is missing:
            l_1_text = undefined("parameter 'text' was not provided", name='text')
        pass
        t_18.extend((
            str(context.call((undefined(name='blank_before') if l_0_blank_before is missing else l_0_blank_before), l_1_gap, ('\n' in l_1_text))),
            str(l_1_text),
        ))
        return concat(t_18)
    context.exported_vars.add('statement')
    context.vars['statement'] = l_0_statement = Macro(environment, macro, 'statement', ('gap', 'text'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_gap, l_1_multi):
        t_19 = []
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_multi is missing:
            l_1_multi = undefined("parameter 'multi' was not provided", name='multi')
        pass
        t_19.append(
            str(('\n' if ((not environment.getattr(l_1_gap, 'first')) and (l_1_multi or environment.getattr(l_1_gap, 'multi'))) else '')),
        )
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['first'] = False
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['multi'] = l_1_multi
        return concat(t_19)
    context.exported_vars.add('blank_before')
    context.vars['blank_before'] = l_0_blank_before = Macro(environment, macro, 'blank_before', ('gap', 'multi'), False, False, False, context.eval_ctx.autoescape)
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
    def macro(l_1_gap, l_1_pattern, l_1_checks, l_1_caller):
        t_21 = []
        l_1_text = missing
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_pattern is missing:
            l_1_pattern = undefined("parameter 'pattern' was not provided", name='pattern')
        if l_1_checks is missing:
            l_1_checks = undefined("parameter 'checks' was not provided", name='checks')
        pass
        t_22 = []
        pass
        t_22.extend((
            '    for ',
            str(l_1_pattern),
            ' <- [\n',
            str(context.call(l_1_caller)),
            '        ] do\n',
            str(l_1_checks),
            '\n    end',
        ))
        l_1_text = (Markup if context.eval_ctx.autoescape else identity)(concat(t_22))
        t_21.append(
            str(str_join((context.call((undefined(name='blank_before') if l_0_blank_before is missing else l_0_blank_before), l_1_gap, True), (undefined(name='text') if l_1_text is missing else l_1_text), '\n', ))),
        )
        return concat(t_21)
    context.exported_vars.add('table')
    context.vars['table'] = l_0_table = Macro(environment, macro, 'table', ('gap', 'pattern', 'checks'), False, False, True, context.eval_ctx.autoescape)
    def macro(l_1_literals, l_1_last):
        t_23 = []
        l_1_tail = l_1_tuple = missing
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_last is missing:
            l_1_last = undefined("parameter 'last' was not provided", name='last')
        pass
        l_1_tail = ('' if l_1_last else ',')
        l_1_tuple = str_join(('{', t_5(context.eval_ctx, l_1_literals, ', '), '}', ))
        if (t_6(l_1_literals) == 1):
            pass
            t_23.extend((
                '          ',
                str(environment.getitem(l_1_literals, 0)),
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        elif (t_4(str_join(('          ', (undefined(name='tuple') if l_1_tuple is missing else l_1_tuple), (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 98):
            pass
            t_23.extend((
                '          ',
                str((undefined(name='tuple') if l_1_tuple is missing else l_1_tuple)),
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        else:
            pass
            t_23.extend((
                '          {\n            ',
                str(t_5(context.eval_ctx, l_1_literals, ',\n            ')),
                '\n          }',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        return concat(t_23)
    context.exported_vars.add('row')
    context.vars['row'] = l_0_row = Macro(environment, macro, 'row', ('literals', 'last'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_list, l_1_label):
        t_24 = []
        l_1_namespace = resolve('namespace')
        l_1_gap = missing
        if l_1_list is missing:
            l_1_list = undefined("parameter 'list' was not provided", name='list')
        if l_1_label is missing:
            l_1_label = undefined("parameter 'label' was not provided", name='label')
        pass
        l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False)
        l_2_loop = missing
        for (l_2_kind, l_2_left, l_2_op, l_2_right), l_2_loop in LoopContext(l_1_list, undefined):
            l_2_line = resolve('line')
            l_2_text = missing
            _loop_vars = {}
            pass
            l_2_text = str_join((l_2_left, (str_join((' ', l_2_op, ' ', l_2_right, )) if l_2_op else ''), ))
            _loop_vars['text'] = l_2_text
            if (l_2_kind == 'raise'):
                pass
                if (t_4(str_join(('      assert_raise ArgumentError, fn -> ', l_2_left, ' end', ))) <= 98):
                    pass
                    l_2_line = str_join(('      assert_raise ArgumentError, fn -> ', l_2_left, ' end', ))
                    _loop_vars['line'] = l_2_line
                else:
                    pass
                    l_2_line = str_join(('      assert_raise ArgumentError, fn ->\n        ', l_2_left, '\n      end', ))
                    _loop_vars['line'] = l_2_line
            elif (t_4(str_join(('      assert ', (undefined(name='text') if l_2_text is missing else l_2_text), ', ', l_1_label, ))) <= 98):
                pass
                l_2_line = str_join(('      assert ', (undefined(name='text') if l_2_text is missing else l_2_text), ', ', l_1_label, ))
                _loop_vars['line'] = l_2_line
            elif ((t_4(str_join(('      assert ', (undefined(name='text') if l_2_text is missing else l_2_text), ',', ))) <= 98) or (not l_2_op)):
                pass
                l_2_line = str_join(('      assert ', (undefined(name='text') if l_2_text is missing else l_2_text), ',\n             ', l_1_label, ))
                _loop_vars['line'] = l_2_line
            else:
                pass
                l_2_line = str_join(('      assert ', l_2_left, ' ', l_2_op, '\n               ', l_2_right, ',\n             ', l_1_label, ))
                _loop_vars['line'] = l_2_line
            t_24.extend((
                str(context.call((undefined(name='statement') if l_0_statement is missing else l_0_statement), (undefined(name='gap') if l_1_gap is missing else l_1_gap), (undefined(name='line') if l_2_line is missing else l_2_line), _loop_vars=_loop_vars)),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else '')),
            ))
        l_2_loop = l_2_kind = l_2_left = l_2_op = l_2_right = l_2_text = l_2_line = missing
        return concat(t_24)
    context.exported_vars.add('checks')
    context.vars['checks'] = l_0_checks = Macro(environment, macro, 'checks', ('list', 'label'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_literals):
        t_25 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if l_1_literals:
            pass
            t_25.extend((
                '    assert ',
                str(l_1_left),
                ' == [\n             ',
                str(t_5(context.eval_ctx, l_1_literals, ',\n             ')),
                '\n           ]',
            ))
        else:
            pass
            t_25.extend((
                '    assert ',
                str(l_1_left),
                ' == []',
            ))
        return concat(t_25)
    context.exported_vars.add('assert_list')
    context.vars['assert_list'] = l_0_assert_list = Macro(environment, macro, 'assert_list', ('left', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_module, l_1_names, l_1_literals):
        t_26 = []
        if l_1_module is missing:
            l_1_module = undefined("parameter 'module' was not provided", name='module')
        if l_1_names is missing:
            l_1_names = undefined("parameter 'names' was not provided", name='names')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        t_26.append(
            '    assert [\n',
        )
        l_2_loop = missing
        for l_2_name, l_2_loop in LoopContext(l_1_names, undefined):
            _loop_vars = {}
            pass
            t_26.extend((
                '             ',
                str(l_1_module),
                '.',
                str(l_2_name),
                '()',
                str((',' if (not environment.getattr(l_2_loop, 'last')) else '')),
                '\n',
            ))
        l_2_loop = l_2_name = missing
        t_26.extend((
            '           ] = [\n             ',
            str(t_5(context.eval_ctx, l_1_literals, ',\n             ')),
            '\n           ]',
        ))
        return concat(t_26)
    context.exported_vars.add('assert_macros_match')
    context.vars['assert_macros_match'] = l_0_assert_macros_match = Macro(environment, macro, 'assert_macros_match', ('module', 'names', 'literals'), False, False, False, context.eval_ctx.autoescape)
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
debug_info = '5=48&6=55&7=59&9=67&10=70&11=73&12=77&23=92&24=102&25=103&26=107&27=113&28=117&29=121&31=127&32=131&38=136&39=146&40=147&41=150&43=156&44=158&45=160&50=165&51=171&52=172&53=175&55=181&61=187&62=195&63=197&64=201&69=207&70=218&71=221&73=230&74=233&79=241&80=250&81=253&83=261&84=264&89=271&90=278&91=281&93=288&94=290&99=297&100=307&101=308&102=312&104=323&105=327&112=333&113=340&114=344&116=351&121=356&126=362&127=369&128=372&138=382&139=390&143=396&144=404&145=408&146=411&150=415&151=424&152=428&154=438&155=442&162=447&164=461&165=463&166=465&163=468&169=470&174=475&175=483&176=484&177=485&178=489&179=492&180=496&183=503&184=505&192=510&193=519&194=521&195=526&196=528&197=530&198=532&200=536&202=538&203=540&204=542&205=544&207=548&209=551&214=558&215=565&216=569&217=571&220=578&226=584&228=597&229=602&232=612&237=618&238=625&239=629&240=633&241=637&245=648&250=654&252=662&253=666&255=673&265=682&266=695&267=698&269=701&270=705&272=710&273=714'