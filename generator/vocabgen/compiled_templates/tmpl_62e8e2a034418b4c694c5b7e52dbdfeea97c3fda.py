from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/_macros.ex.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_spec = l_0_type = l_0_list = l_0_pair = l_0_assign = l_0_raise_argument_error = l_0_head = l_0_defguard = l_0_fdoc = l_0_guarded = l_0_constant = missing
    try:
        t_1 = environment.filters['ex_heredoc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ex_heredoc' found.")
    try:
        t_2 = environment.filters['ex_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ex_string' found.")
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
    pass
    def macro(l_1_attribute, l_1_lines):
        t_5 = []
        if l_1_attribute is missing:
            l_1_attribute = undefined("parameter 'attribute' was not provided", name='attribute')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if (t_4(l_1_lines) == 1):
            pass
            t_5.extend((
                '  @',
                str(l_1_attribute),
                ' ',
                str(t_2(environment.getitem(l_1_lines, 0))),
            ))
        else:
            pass
            t_5.extend((
                '  @',
                str(l_1_attribute),
                ' """\n',
            ))
            for l_2_line in l_1_lines:
                _loop_vars = {}
                pass
                if l_2_line:
                    pass
                    t_5.extend((
                        '  ',
                        str(t_1(l_2_line)),
                        '\n',
                    ))
                else:
                    pass
                    t_5.append(
                        '\n',
                    )
            l_2_line = missing
            t_5.append(
                '  """',
            )
        return concat(t_5)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('attribute', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_alternatives):
        t_6 = []
        l_1_union = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_alternatives is missing:
            l_1_alternatives = undefined("parameter 'alternatives' was not provided", name='alternatives')
        pass
        l_1_union = t_3(context.eval_ctx, l_1_alternatives, ' | ')
        if (t_4(str_join(('  @spec ', l_1_head, ' :: ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_6.extend((
                '  @spec ',
                str(l_1_head),
                ' :: ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        elif (t_4(str_join(('          ', (undefined(name='union') if l_1_union is missing else l_1_union), ))) <= 98):
            pass
            t_6.extend((
                '  @spec ',
                str(l_1_head),
                ' ::\n          ',
                str((undefined(name='union') if l_1_union is missing else l_1_union)),
            ))
        else:
            pass
            t_6.extend((
                '  @spec ',
                str(l_1_head),
                ' ::\n          ',
                str(t_3(context.eval_ctx, l_1_alternatives, '\n          | ')),
            ))
        return concat(t_6)
    context.exported_vars.add('spec')
    context.vars['spec'] = l_0_spec = Macro(environment, macro, 'spec', ('head', 'alternatives'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name):
        t_7 = []
        l_1_one = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        pass
        l_1_one = str_join(('  @type ', l_1_name, ' :: String.t()', ))
        if (t_4((undefined(name='one') if l_1_one is missing else l_1_one)) <= 98):
            pass
            t_7.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_7.extend((
                '  @type ',
                str(l_1_name),
                ' ::\n          String.t()',
            ))
        return concat(t_7)
    context.exported_vars.add('type')
    context.vars['type'] = l_0_type = Macro(environment, macro, 'type', ('name',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_literals, l_1_indent):
        t_8 = []
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        t_8.extend((
            str(l_1_indent),
            '[\n',
            str(l_1_indent),
            '  ',
            str(t_3(context.eval_ctx, l_1_literals, str_join((',\n  ', l_1_indent, )))),
            '\n',
            str(l_1_indent),
            ']',
        ))
        return concat(t_8)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('literals', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_key, l_1_value, l_1_tail):
        t_9 = []
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
            t_9.extend((
                str(l_1_indent),
                str(l_1_key),
                ' => ',
                str(l_1_value),
                str(l_1_tail),
            ))
        else:
            pass
            t_9.extend((
                str(l_1_indent),
                str(l_1_key),
                ' =>\n',
                str(l_1_indent),
                '  ',
                str(l_1_value),
                str(l_1_tail),
            ))
        return concat(t_9)
    context.exported_vars.add('pair')
    context.vars['pair'] = l_0_pair = Macro(environment, macro, 'pair', ('indent', 'key', 'value', 'tail'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_lhs, l_1_rhs):
        t_10 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_lhs is missing:
            l_1_lhs = undefined("parameter 'lhs' was not provided", name='lhs')
        if l_1_rhs is missing:
            l_1_rhs = undefined("parameter 'rhs' was not provided", name='rhs')
        pass
        if (t_4(str_join((l_1_indent, l_1_lhs, ' = ', l_1_rhs, ))) <= 98):
            pass
            t_10.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' = ',
                str(l_1_rhs),
            ))
        else:
            pass
            t_10.extend((
                str(l_1_indent),
                str(l_1_lhs),
                ' =\n',
                str(l_1_indent),
                '  ',
                str(l_1_rhs),
            ))
        return concat(t_10)
    context.exported_vars.add('assign')
    context.vars['assign'] = l_0_assign = Macro(environment, macro, 'assign', ('indent', 'lhs', 'rhs'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_indent, l_1_message):
        t_11 = []
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        if l_1_message is missing:
            l_1_message = undefined("parameter 'message' was not provided", name='message')
        pass
        if (t_4(str_join((l_1_indent, 'raise ArgumentError, ', l_1_message, ))) <= 98):
            pass
            t_11.extend((
                str(l_1_indent),
                'raise ArgumentError, ',
                str(l_1_message),
            ))
        else:
            pass
            t_11.extend((
                str(l_1_indent),
                'raise ArgumentError,\n',
                str(l_1_indent),
                '      ',
                str(l_1_message),
            ))
        return concat(t_11)
    context.exported_vars.add('raise_argument_error')
    context.vars['raise_argument_error'] = l_0_raise_argument_error = Macro(environment, macro, 'raise_argument_error', ('indent', 'message'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_def, l_1_name, l_1_args):
        t_12 = []
        l_1_params = missing
        if l_1_def is missing:
            l_1_def = undefined("parameter 'def' was not provided", name='def')
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        pass
        l_1_params = t_3(context.eval_ctx, l_1_args, ', ')
        if (t_4(str_join(('  ', l_1_def, ' ', l_1_name, '(', (undefined(name='params') if l_1_params is missing else l_1_params), ') do', ))) <= 98):
            pass
            t_12.extend((
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
            t_12.extend((
                '  ',
                str(l_1_def),
                ' ',
                str(l_1_name),
                '(\n        ',
                str(t_3(context.eval_ctx, l_1_args, ',\n        ')),
                '\n      ) do',
            ))
        return concat(t_12)
    context.exported_vars.add('head')
    context.vars['head'] = l_0_head = Macro(environment, macro, 'head', ('def', 'name', 'args'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literals):
        t_13 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literals is missing:
            l_1_literals = undefined("parameter 'literals' was not provided", name='literals')
        pass
        if (t_4(str_join(('  defguard ', l_1_name, '(value)', ))) <= 98):
            pass
            t_13.extend((
                '  defguard ',
                str(l_1_name),
                '(value)\n',
            ))
        else:
            pass
            t_13.extend((
                '  defguard ',
                str(l_1_name),
                '(\n             value\n           )\n',
            ))
        t_13.extend((
            '           when value in [\n                  ',
            str(t_3(context.eval_ctx, l_1_literals, ',\n                  ')),
            '\n                ]',
        ))
        return concat(t_13)
    context.exported_vars.add('defguard')
    context.vars['defguard'] = l_0_defguard = Macro(environment, macro, 'defguard', ('name', 'literals'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_public, l_1_lines):
        t_14 = []
        if l_1_public is missing:
            l_1_public = undefined("parameter 'public' was not provided", name='public')
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        if l_1_public:
            pass
            t_14.append(
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
            )
        else:
            pass
            t_14.append(
                '  @doc false',
            )
        return concat(t_14)
    context.exported_vars.add('fdoc')
    context.vars['fdoc'] = l_0_fdoc = Macro(environment, macro, 'fdoc', ('public', 'lines'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_guard):
        t_15 = []
        if l_1_guard is missing:
            l_1_guard = undefined("parameter 'guard' was not provided", name='guard')
        pass
        t_15.extend((
            '    guarded = fn\n      value when ',
            str(l_1_guard),
            '(value) -> true\n      _value -> false\n    end',
        ))
        return concat(t_15)
    context.exported_vars.add('guarded')
    context.vars['guarded'] = l_0_guarded = Macro(environment, macro, 'guarded', ('guard',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_lines, l_1_deprecated, l_1_keyword):
        t_16 = []
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
            t_16.extend((
                str(context.call((undefined(name='doc') if l_0_doc is missing else l_0_doc), 'doc', l_1_lines)),
                '\n',
            ))
        if l_1_deprecated:
            pass
            t_16.extend((
                '  @deprecated ',
                str(t_2(l_1_deprecated)),
                '\n',
            ))
        t_16.extend((
            '  ',
            str(l_1_keyword),
            ' ',
            str(l_1_name),
            ' do\n    ',
            str(l_1_literal),
            '\n  end',
        ))
        return concat(t_16)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'lines', 'deprecated', 'keyword'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '4=36&5=43&6=47&8=55&9=58&10=61&11=65&21=80&22=88&23=89&24=93&25=97&26=101&27=103&29=109&30=111&35=116&36=122&37=123&38=126&40=132&46=138&47=146&48=148&49=152&54=158&55=169&56=172&58=181&59=184&64=192&65=201&66=204&68=212&69=215&74=222&75=229&76=232&78=239&79=241&84=248&85=258&86=259&87=263&89=274&90=278&97=284&98=291&99=295&101=302&106=307&111=313&112=320&113=323&120=333&122=340&130=346&131=359&132=362&134=365&135=369&137=374&138=378'