from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kotlin/_macros.kt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_constant = l_0_member = l_0_collection = l_0_pairs = l_0_settle_row = missing
    try:
        t_1 = environment.filters['kdoc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'kdoc' found.")
    try:
        t_2 = environment.filters['kotlin_deprecated']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_deprecated' found.")
    try:
        t_3 = environment.filters['kotlin_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_string' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    def macro(l_1_lines, l_1_indent):
        t_5 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_5.extend((
                str(l_1_indent),
                ' *',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_5)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_6 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        t_6.extend((
            str(t_1(l_1_doc)),
            '\n',
        ))
        if l_1_deprecated:
            pass
            t_6.extend((
                '    @Deprecated(',
                str(t_2(l_1_deprecated)),
                ')\n',
            ))
        t_6.extend((
            '    const val ',
            str(l_1_name),
            ': String = ',
            str(l_1_literal),
        ))
        return concat(t_6)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_constant, l_1_deprecated):
        t_7 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_constant is missing:
            l_1_constant = undefined("parameter 'constant' was not provided", name='constant')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        if l_1_deprecated:
            pass
            t_7.extend((
                '        @Deprecated(',
                str(t_2(l_1_deprecated)),
                ')\n',
            ))
        t_7.extend((
            '        ',
            str(l_1_name),
            '(',
            str(l_1_constant),
            '),',
        ))
        return concat(t_7)
    context.exported_vars.add('member')
    context.vars['member'] = l_0_member = Macro(environment, macro, 'member', ('name', 'constant', 'deprecated'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_type, l_1_make, l_1_caller):
        t_8 = []
        l_1_items = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_type is missing:
            l_1_type = undefined("parameter 'type' was not provided", name='type')
        if l_1_make is missing:
            l_1_make = undefined("parameter 'make' was not provided", name='make')
        pass
        l_1_items = context.call(l_1_caller)
        if (undefined(name='items') if l_1_items is missing else l_1_items):
            pass
            t_8.extend((
                '    ',
                str(l_1_head),
                ': ',
                str(l_1_type),
                ' = ',
                str(l_1_make),
                '(\n',
                str((undefined(name='items') if l_1_items is missing else l_1_items)),
                '    )',
            ))
        else:
            pass
            t_8.extend((
                '    ',
                str(l_1_head),
                ': ',
                str(l_1_type),
                ' = ',
                str(l_1_make),
                '()',
            ))
        return concat(t_8)
    context.exported_vars.add('collection')
    context.vars['collection'] = l_0_collection = Macro(environment, macro, 'collection', ('head', 'type', 'make'), False, False, True, context.eval_ctx.autoescape)
    def macro(l_1_aliases):
        t_9 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_9.extend((
                '        ',
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'kotlin')),
                ' to ',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'kotlin'), 'constant')),
                ',',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 35 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_alias = missing
        return concat(t_9)
    context.exported_vars.add('pairs')
    context.vars['pairs'] = l_0_pairs = Macro(environment, macro, 'pairs', ('aliases',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_case):
        t_10 = []
        if l_1_case is missing:
            l_1_case = undefined("parameter 'case' was not provided", name='case')
        pass
        t_10.extend((
            '            Triple(',
            str(t_3(environment.getattr(l_1_case, 'subject'))),
            ', ',
            str(('null' if t_4(environment.getattr(l_1_case, 'carried')) else t_3(environment.getattr(l_1_case, 'carried')))),
            ', ',
            str((t_3(environment.getattr(l_1_case, 'want')) if (environment.getattr(l_1_case, 'kind') == 'value') else ('""' if (environment.getattr(l_1_case, 'kind') == 'none') else 'null'))),
            '),',
        ))
        return concat(t_10)
    context.exported_vars.add('settle_row')
    context.vars['settle_row'] = l_0_settle_row = Macro(environment, macro, 'settle_row', ('case',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=36&4=44&5=48&8=57&10=69&11=72&12=76&14=81&16=88&18=97&19=101&21=106&23=114&25=124&26=125&27=129&28=135&30=142&33=152&34=158&35=163&38=173&41=180'