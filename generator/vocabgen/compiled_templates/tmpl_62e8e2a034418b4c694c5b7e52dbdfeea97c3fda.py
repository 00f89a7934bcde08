from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/_macros.ex.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_flat = l_0_code = l_0_spec = l_0_list = l_0_pair = l_0_head = l_0_defguard = l_0_fdoc = l_0_statement = l_0_blank_before = l_0_table = l_0_row = l_0_checks = l_0_assert_raise = l_0_assert_list = l_0_assert_macros_match = l_0_assert_aliases = l_0_guarded = l_0_constant = missing
    try:
        t_1 = environment.filters['ex_ascii']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ex_ascii' found.")
    try:
        t_2 = environment.filters['ex_fits']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ex_fits' found.")
    try:
        t_3 = environment.filters['ex_heredoc']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'ex_heredoc' found.")
    try:
        t_4 = environment.filters['ex_string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'ex_string' found.")
    try:
        t_5 = environment.filters['ex_width']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'ex_width' found.")
    try:
        t_6 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_7 = environment.filters['last']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'last' found.")
    try:
        t_8 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_9 = environment.tests['string']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No test named 'string' found.")
    pass
    def macro(l_1_attribute, l_1_lines):
        t_10 = []
        if l_1_attribute is missing:
            l_1_attribute = undefined("parameter 'attribute' was not provided", name='attribute')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if (t_8(l_1_lines) == 1):
            pass
            t_10.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(t_4(environment.getitem(l_1_lines, 0))),
            ))
        else:
            pass
            t_10.extend((
                '  @',
                str(l_1_attribute),
                ' """\n',
            ))
            for l_2_line in l_1_lines:
                _loop_vars = {}
                pass
                if l_2_line:
                    pass
                    t_10.extend((
                        '  ',
                        str(t_3(l_2_line)),
                        '\n',
                    ))
                else:
                    pass
                    t_10.append(
                        '\n',
                    )
            l_2_line = missing
            t_10.append(
                '  """',
            )
        return concat(t_10)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('attribute', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_node):
        t_11 = []
        if l_1_node is missing:
            l_1_node = undefined("parameter 'node' was not provided", name='node')
        pass
        if t_9(l_1_node):
            pass
            t_11.append(
                str(l_1_node),
            )
        elif (environment.getitem(l_1_node, 0) == '|'):
            pass
            l_2_loop = missing
            for l_2_alternative, l_2_loop in LoopContext(l_1_node[1:], undefined):
                _loop_vars = {}
                pass
                t_11.extend((
                    str((' | ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 43 in 'elixir/_macros.ex.j2' evaluated to false and no else section was defined."))),
                    str((l_2_alternative if t_9(l_2_alternative) else context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), l_2_alternative, _loop_vars=_loop_vars))),
                ))
            l_2_loop = l_2_alternative = missing
        elif (environment.getitem(environment.getitem(l_1_node, 0), -1) in '([{ '):
            pass
            t_11.append(
                str(environment.getitem(l_1_node, 0)),
            )
            l_2_loop = missing
            for l_2_item, l_2_loop in LoopContext(l_1_node[1:], undefined):
                _loop_vars = {}
                pass
                t_11.extend((
                    str((', ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 45 in 'elixir/_macros.ex.j2' evaluated to false and no else section was defined."))),
                    str((l_2_item if t_9(l_2_item) else context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), l_2_item, _loop_vars=_loop_vars))),
                ))
            l_2_loop = l_2_item = missing
            t_11.append(
                str(environment.getitem({'(': ')', '[': ']', '{': '}', ' ': ''}, environment.getitem(environment.getitem(l_1_node, 0), -1))),
            )
        else:
            pass
            t_11.extend((
                str(context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), environment.getitem(l_1_node, 1))),
                ' ',
                str(environment.getitem(l_1_node, 0)),
                ' ',
                str((environment.getitem(l_1_node, 2) if t_9(environment.getitem(l_1_node, 2)) else context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), environment.getitem(l_1_node, 2)))),
            ))
        return concat(t_11)
    context.exported_vars.add('flat')
    context.vars['flat'] = l_0_flat = Macro(environment, macro, 'flat', ('node',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_lead, l_1_node, l_1_tail, l_1_after):
        t_12 = []
        l_1_left = resolve('left')
        l_1_rest = resolve('rest')
        l_1_col = l_1_text = l_1_one_argument = missing
        if l_1_lead is missing:
            l_1_lead = undefined("parameter 'lead' was not provided", name='lead')
        if l_1_node is missing:
            l_1_node = undefined("parameter 'node' was not provided", name='node')
        if l_1_tail is missing:
            l_1_tail = ''
        if l_1_after is missing:
            l_1_after = ''
        pass
        l_1_col = t_5(l_1_lead)
        l_1_text = (l_1_node if t_9(l_1_node) else context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), l_1_node))
        l_1_one_argument = (((not t_9(l_1_node)) and (environment.getitem(environment.getitem(l_1_node, 0), -1) == '(')) and (t_8(l_1_node) == 2))
        if (t_9(l_1_node) or t_2(str_join(((undefined(name='text') if l_1_text is missing else l_1_text), l_1_tail, ('' if (undefined(name='one_argument') if l_1_one_argument is missing else l_1_one_argument) else l_1_after), )), (undefined(name='col') if l_1_col is missing else l_1_col))):
            pass
            t_12.append(
                str(str_join((l_1_lead, (undefined(name='text') if l_1_text is missing else l_1_text), l_1_tail, l_1_after, ))),
            )
        elif (environment.getitem(l_1_node, 0) == '|'):
            pass
            l_2_loop = missing
            for l_2_alternative, l_2_loop in LoopContext(l_1_node[1:], undefined):
                _loop_vars = {}
                pass
                t_12.extend((
                    str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), (l_1_lead if environment.getattr(l_2_loop, 'first') else str_join(((' ' * (undefined(name='col') if l_1_col is missing else l_1_col)), '| ', ))), l_2_alternative, (l_1_tail if environment.getattr(l_2_loop, 'last') else ''), (l_1_after if environment.getattr(l_2_loop, 'last') else ''), _loop_vars=_loop_vars)),
                    str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 67 in 'elixir/_macros.ex.j2' evaluated to false and no else section was defined."))),
                ))
            l_2_loop = l_2_alternative = missing
        elif (environment.getitem(environment.getitem(l_1_node, 0), -1) == ' '):
            pass
            l_2_loop = missing
            for l_2_item, l_2_loop in LoopContext(l_1_node[1:], undefined):
                _loop_vars = {}
                pass
                t_12.extend((
                    str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), (str_join((l_1_lead, environment.getitem(l_1_node, 0), )) if environment.getattr(l_2_loop, 'first') else (' ' * ((undefined(name='col') if l_1_col is missing else l_1_col) + t_8(environment.getitem(l_1_node, 0))))), l_2_item, (l_1_tail if environment.getattr(l_2_loop, 'last') else ','), (l_1_after if environment.getattr(l_2_loop, 'last') else ''), _loop_vars=_loop_vars)),
                    str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 71 in 'elixir/_macros.ex.j2' evaluated to false and no else section was defined."))),
                ))
            l_2_loop = l_2_item = missing
        elif (environment.getitem(environment.getitem(l_1_node, 0), -1) in '([{'):
            pass
            t_12.extend((
                str(str_join((l_1_lead, environment.getitem(l_1_node, 0), ))),
                '\n',
            ))
            l_2_loop = missing
            for l_2_item, l_2_loop in LoopContext(l_1_node[1:], undefined):
                _loop_vars = {}
                pass
                t_12.extend((
                    str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), (' ' * ((undefined(name='col') if l_1_col is missing else l_1_col) + 2)), l_2_item, (',' if (not environment.getattr(l_2_loop, 'last')) else ''), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_loop = l_2_item = missing
            t_12.append(
                str(str_join(((' ' * (undefined(name='col') if l_1_col is missing else l_1_col)), environment.getitem({'(': ')', '[': ']', '{': '}'}, environment.getitem(environment.getitem(l_1_node, 0), -1)), l_1_tail, l_1_after, ))),
            )
        else:
            pass
            l_1_left = context.call((undefined(name='code') if l_0_code is missing else l_0_code), l_1_lead, environment.getitem(l_1_node, 1), '', str_join((' ', environment.getitem(l_1_node, 0), )))
            l_1_rest = str_join((' ', context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), environment.getitem(l_1_node, 2)), l_1_tail, l_1_after, ))
            if (('\n' in (undefined(name='left') if l_1_left is missing else l_1_left)) and t_2(str_join((t_7(environment, context.call(environment.getattr((undefined(name='left') if l_1_left is missing else l_1_left), 'split'), '\n')), (undefined(name='rest') if l_1_rest is missing else l_1_rest), )))):
                pass
                t_12.append(
                    str(str_join(((undefined(name='left') if l_1_left is missing else l_1_left), (undefined(name='rest') if l_1_rest is missing else l_1_rest), ))),
                )
            else:
                pass
                t_12.extend((
                    str((undefined(name='left') if l_1_left is missing else l_1_left)),
                    '\n',
                    str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), (' ' * ((undefined(name='col') if l_1_col is missing else l_1_col) + 2)), environment.getitem(l_1_node, 2), l_1_tail, l_1_after)),
                ))
        return concat(t_12)
    context.exported_vars.add('code')
    context.vars['code'] = l_0_code = Macro(environment, macro, 'code', ('lead', 'node', 'tail', 'after'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_type, l_1_attribute):
        t_13 = []
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        if l_1_attribute is missing:
            l_1_attribute = 'spec'
        pass
        t_13.append(
            str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), str_join(('  @', l_1_attribute, ' ', )), ['::', l_1_head, l_1_type])),
        )
        return concat(t_13)
    context.exported_vars.add('spec')
    context.vars['spec'] = l_0_spec = Macro(environment, macro, 'spec', ('head', 'type', 'attribute'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_literals, l_1_indent):
        t_14 = []
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        t_14.extend((
            str(l_1_indent),
            '[\n',
            str(l_1_indent),
            '  ',
            str(t_6(context.eval_ctx, l_1_literals, str_join((',\n  ', l_1_indent, )))),
            '\n',
            str(l_1_indent),
            ']',
        ))
        return concat(t_14)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('literals', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_key, l_1_value, l_1_tail):
        t_15 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_key is missing:
            l_1_key = undefined("parameter 'key' was not provided", name='key')
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        pass
        if t_2(str_join((l_1_indent, l_1_key, ' => ', l_1_value, l_1_tail, ))):
            pass
            t_15.extend((
                str(l_1_indent),
                str(l_1_key),
                ' => ',
                str(l_1_value),
                str(l_1_tail),
            ))
        else:
            pass
            t_15.extend((
                str(l_1_indent),
                str(l_1_key),
                ' =>\n',
                str(l_1_indent),
                '  ',
                str(l_1_value),
                str(l_1_tail),
            ))
        return concat(t_15)
    context.exported_vars.add('pair')
    context.vars['pair'] = l_0_pair = Macro(environment, macro, 'pair', ('indent', 'key', 'value', 'tail'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_def, l_1_name, l_1_args):
        t_16 = []
        if l_1_def is missing:
            l_1_def = undefined("parameter 'def' was not provided", name='def')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        pass
        t_16.append(
            str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), str_join(('  ', l_1_def, ' ', )), ([str_join((l_1_name, '(', ))] + l_1_args), after=' do')),
        )
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
        t_17.extend((
            str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), '  defguard ', [str_join((l_1_name, '(', )), 'value'])),
            '\n           when value in [\n                  ',
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
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_text is missing:
            l_1_text = undefined("parameter 'text' was not provided", name='text')
        pass
        t_19.extend((
            str(context.call((undefined(name='blank_before') if l_0_blank_before is missing else l_0_blank_before), l_1_gap, ('\n' in l_1_text))),
            str(l_1_text),
        ))
        return concat(t_19)
    context.exported_vars.add('statement')
    context.vars['statement'] = l_0_statement = Macro(environment, macro, 'statement', ('gap', 'text'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_gap, l_1_multi):
        t_20 = []
        if l_1_gap is missing:
            l_1_gap = undefined("parameter 'gap' was not provided", name='gap')
        if l_1_multi is missing:
            l_1_multi = undefined("parameter 'multi' was not provided", name='multi')
        pass
        t_20.append(
            str(('\n' if ((not environment.getattr(l_1_gap, 'first')) and (l_1_multi or environment.getattr(l_1_gap, 'multi'))) else '')),
        )
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['first'] = False
        if not isinstance(l_1_gap, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_1_gap['multi'] = l_1_multi
        return concat(t_20)
    context.exported_vars.add('blank_before')
    context.vars['blank_before'] = l_0_blank_before = Macro(environment, macro, 'blank_before', ('gap', 'multi'), False, False, False, context.eval_ctx.autoescape)
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
        l_1_tuple = str_join(('{', t_6(context.eval_ctx, l_1_literals, ', '), '}', ))
        if (t_8(l_1_literals) == 1):
            pass
            t_23.extend((
                '          ',
                str(environment.getitem(l_1_literals, 0)),
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        elif t_2(str_join(((undefined(name='tuple') if l_1_tuple is missing else l_1_tuple), (undefined(name='tail') if l_1_tail is missing else l_1_tail), )), 10):
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
                str(t_6(context.eval_ctx, l_1_literals, ',\n            ')),
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
            _loop_vars = {}
            pass
            if (l_2_kind == 'raise'):
                pass
                l_2_line = context.call((undefined(name='assert_raise') if l_0_assert_raise is missing else l_0_assert_raise), l_2_left, _loop_vars=_loop_vars)
                _loop_vars['line'] = l_2_line
            else:
                pass
                l_2_line = context.call((undefined(name='code') if l_0_code is missing else l_0_code), '      ', ['assert ', ([l_2_op, l_2_left, l_2_right] if l_2_op else l_2_left), l_1_label], _loop_vars=_loop_vars)
                _loop_vars['line'] = l_2_line
            t_24.extend((
                str(context.call((undefined(name='statement') if l_0_statement is missing else l_0_statement), (undefined(name='gap') if l_1_gap is missing else l_1_gap), (undefined(name='line') if l_2_line is missing else l_2_line), _loop_vars=_loop_vars)),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else '')),
            ))
        l_2_loop = l_2_kind = l_2_left = l_2_op = l_2_right = l_2_line = missing
        return concat(t_24)
    context.exported_vars.add('checks')
    context.vars['checks'] = l_0_checks = Macro(environment, macro, 'checks', ('list', 'label'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_call):
        t_25 = []
        l_1_head = l_0_head
        if l_1_call is missing:
            l_1_call = undefined("parameter 'call' was not provided", name='call')
        pass
        l_1_head = '      assert_raise ArgumentError, fn ->'
        if t_2(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' ', context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), l_1_call), ' end', ))):
            pass
            t_25.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' ',
                str(context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), l_1_call)),
                ' end',
            ))
        else:
            pass
            t_25.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                '\n',
                str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), '        ', l_1_call)),
                '\n      end',
            ))
        return concat(t_25)
    context.exported_vars.add('assert_raise')
    context.vars['assert_raise'] = l_0_assert_raise = Macro(environment, macro, 'assert_raise', ('call',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_literals):
        t_26 = []
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if (not l_1_literals):
            pass
            t_26.append(
                str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), '    ', ['assert ', ['==', l_1_left, '[]']])),
            )
        elif t_2(str_join(('    assert ', l_1_left, ' == [', ))):
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
                ' ==\n             [\n               ',
                str(t_6(context.eval_ctx, l_1_literals, ',\n               ')),
                '\n             ]',
            ))
        return concat(t_26)
    context.exported_vars.add('assert_list')
    context.vars['assert_list'] = l_0_assert_list = Macro(environment, macro, 'assert_list', ('left', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_module, l_1_names, l_1_literals):
        t_27 = []
        if l_1_module is missing:
            l_1_module = undefined("parameter 'module' was not provided", name='module')
        if l_1_names is missing:
            l_1_names = undefined("parameter 'names' was not provided", name='names')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        t_27.append(
            '    assert [\n',
        )
        l_2_loop = missing
        for l_2_name, l_2_loop in LoopContext(l_1_names, undefined):
            _loop_vars = {}
            pass
            t_27.extend((
                '             ',
                str(l_1_module),
                '.',
                str(l_2_name),
                '()',
                str((',' if (not environment.getattr(l_2_loop, 'last')) else '')),
                '\n',
            ))
        l_2_loop = l_2_name = missing
        t_27.extend((
            '           ] = [\n             ',
            str(t_6(context.eval_ctx, l_1_literals, ',\n             ')),
            '\n           ]',
        ))
        return concat(t_27)
    context.exported_vars.add('assert_macros_match')
    context.vars['assert_macros_match'] = l_0_assert_macros_match = Macro(environment, macro, 'assert_macros_match', ('module', 'names', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_left, l_1_aliases):
        t_28 = []
        l_1_same_line = resolve('same_line')
        l_1_indent = resolve('indent')
        if l_1_left is missing:
            l_1_left = undefined("parameter 'left' was not provided", name='left')
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        if (not l_1_aliases):
            pass
            t_28.append(
                str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), '    ', ['assert ', ['==', l_1_left, '%{}']])),
            )
        else:
            pass
            l_1_same_line = t_2(str_join(('    assert ', l_1_left, ' == %{', )))
            l_1_indent = ('             ' if (undefined(name='same_line') if l_1_same_line is missing else l_1_same_line) else '               ')
            if (undefined(name='same_line') if l_1_same_line is missing else l_1_same_line):
                pass
                t_28.extend((
                    '    assert ',
                    str(l_1_left),
                    ' == %{\n',
                ))
            else:
                pass
                t_28.extend((
                    '    assert ',
                    str(l_1_left),
                    ' ==\n             %{\n',
                ))
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
                _loop_vars = {}
                pass
                t_28.extend((
                    str(context.call((undefined(name='pair') if l_0_pair is missing else l_0_pair), (undefined(name='indent') if l_1_indent is missing else l_1_indent), t_1(environment.getattr(l_2_alias, 'name')), t_1(environment.getattr(environment.getattr(l_2_alias, 'value'), 'text')), (',' if (not environment.getattr(l_2_loop, 'last')) else ''), _loop_vars=_loop_vars)),
                    '\n',
                ))
            l_2_loop = l_2_alias = missing
            t_28.append(
                str(('           }' if (undefined(name='same_line') if l_1_same_line is missing else l_1_same_line) else '             }')),
            )
        return concat(t_28)
    context.exported_vars.add('assert_aliases')
    context.vars['assert_aliases'] = l_0_assert_aliases = Macro(environment, macro, 'assert_aliases', ('left', 'aliases'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_guard):
        t_29 = []
        l_1_call = missing
        if l_1_guard is missing:
            l_1_guard = undefined("parameter 'guard' was not provided", name='guard')
        pass
        l_1_call = [str_join((l_1_guard, '(', )), 'value']
        t_29.append(
            '    guarded = fn\n',
        )
        if t_2(str_join(('      value when ', context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), (undefined(name='call') if l_1_call is missing else l_1_call)), ' -> true', ))):
            pass
            t_29.extend((
                '      value when ',
                str(context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), (undefined(name='call') if l_1_call is missing else l_1_call))),
                ' -> true\n      _value -> false\n',
            ))
        else:
            pass
            if t_2(str_join(('      value when ', context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), (undefined(name='call') if l_1_call is missing else l_1_call)), ' ->', ))):
                pass
                t_29.extend((
                    '      value when ',
                    str(context.call((undefined(name='flat') if l_0_flat is missing else l_0_flat), (undefined(name='call') if l_1_call is missing else l_1_call))),
                    ' ->\n',
                ))
            else:
                pass
                t_29.extend((
                    '      value\n',
                    str(context.call((undefined(name='code') if l_0_code is missing else l_0_code), '      when ', (undefined(name='call') if l_1_call is missing else l_1_call), after=' ->')),
                    '\n',
                ))
            t_29.append(
                '        true\n\n      _value ->\n        false\n',
            )
        t_29.append(
            '    end',
        )
        return concat(t_29)
    context.exported_vars.add('guarded')
    context.vars['guarded'] = l_0_guarded = Macro(environment, macro, 'guarded', ('guard',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_lines, l_1_deprecated, l_1_keyword):
        t_30 = []
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
            t_30.extend((
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
                '\n',
            ))
        if l_1_deprecated:
            pass
            t_30.extend((
                '  @deprecated ',
                str(t_4(l_1_deprecated)),
                '\n',
            ))
        t_30.extend((
            '  ',
            str(l_1_keyword),
            ' ',
            str(l_1_name),
            ' do\n    ',
            str(l_1_literal),
            '\n  end',
        ))
        return concat(t_30)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'lines', 'deprecated', 'keyword'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '5=66&6=73&7=77&9=85&10=88&11=91&12=95&39=110&40=115&41=118&42=120&43=123&44=131&45=134&47=151&59=160&60=174&61=175&62=176&63=177&64=180&65=182&66=185&67=189&69=193&70=196&71=200&73=204&74=207&75=211&76=215&78=220&80=224&81=225&82=226&83=229&85=234&86=236&92=241&93=251&97=256&98=264&99=266&100=270&105=276&106=287&107=290&109=299&110=302&115=310&116=320&121=325&122=333&124=335&129=341&130=348&131=351&141=361&142=369&146=375&147=383&148=387&149=390&155=394&157=408&158=410&159=412&156=415&162=417&167=422&168=430&169=431&170=432&171=436&172=439&173=443&176=450&177=452&185=457&186=466&187=468&188=472&189=474&191=478&193=481&199=488&200=494&201=495&202=498&204=506&205=508&212=514&213=521&214=524&215=526&216=530&217=532&220=539&222=541&229=547&231=560&232=565&235=575&241=581&242=590&243=593&245=597&246=598&247=599&248=603&250=610&253=614&254=618&256=623&263=628&264=634&266=638&267=642&270=647&271=651&274=658&286=670&287=683&288=686&290=689&291=693&293=698&294=702'