from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kotlin/_macros.kt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_constant = l_0_member = l_0_collection = l_0_pairs = missing
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
    pass
    def macro(l_1_lines, l_1_indent):
        t_3 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_3.extend((
                str(l_1_indent),
                ' *',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_3)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_4 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        t_4.extend((
            str(t_1(l_1_doc)),
            '\n',
        ))
        if l_1_deprecated:
            pass
            t_4.extend((
                '    @Deprecated(',
                str(t_2(l_1_deprecated)),
                ')\n',
            ))
        t_4.extend((
            '    const val ',
            str(l_1_name),
            ': String = ',
            str(l_1_literal),
        ))
        return concat(t_4)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_constant, l_1_deprecated):
        t_5 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_constant is missing:
            l_1_constant = undefined("parameter 'constant' was not provided", name='constant')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        if l_1_deprecated:
            pass
            t_5.extend((
                '        @Deprecated(',
                str(t_2(l_1_deprecated)),
                ')\n',
            ))
        t_5.extend((
            '        ',
            str(l_1_name),
            '(',
            str(l_1_constant),
            '),',
        ))
        return concat(t_5)
    context.exported_vars.add('member')
    context.vars['member'] = l_0_member = Macro(environment, macro, 'member', ('name', 'constant', 'deprecated'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_type, l_1_make, l_1_caller):
        t_6 = []
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
            t_6.extend((
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
            t_6.extend((
                '    ',
                str(l_1_head),
                ': ',
                str(l_1_type),
                ' = ',
                str(l_1_make),
                '()',
            ))
        return concat(t_6)
    context.exported_vars.add('collection')
    context.vars['collection'] = l_0_collection = Macro(environment, macro, 'collection', ('head', 'type', 'make'), False, False, True, context.eval_ctx.autoescape)
    def macro(l_1_aliases):
        t_7 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_7.extend((
                '        ',
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'kotlin')),
                ' to ',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'kotlin'), 'constant')),
                ',',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 35 in 'kotlin/_macros.kt.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_alias = missing
        return concat(t_7)
    context.exported_vars.add('pairs')
    context.vars['pairs'] = l_0_pairs = Macro(environment, macro, 'pairs', ('aliases',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=24&4=32&5=36&8=45&10=57&11=60&12=64&14=69&16=76&18=85&19=89&21=94&23=102&25=112&26=113&27=117&28=123&30=130&33=140&34=146&35=151'