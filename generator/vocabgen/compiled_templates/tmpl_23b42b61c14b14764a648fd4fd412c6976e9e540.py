from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/_macros.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_constant = missing
    try:
        t_1 = environment.filters['go_doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'go_doc' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    def macro(l_1_sentences, l_1_text, l_1_indent):
        t_4 = []
        if l_1_sentences is missing:
            l_1_sentences = undefined("parameter 'sentences' was not provided", name='sentences')
        if l_1_text is missing:
            l_1_text = ''
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        t_4.append(
            str(t_1(str_join((t_2(context.eval_ctx, t_3(context, l_1_sentences, 'wordwrap', 80, False, break_on_hyphens=False), '\n\n'), (str_join(('\n\n', l_1_text, )) if l_1_text else ''), )), l_1_indent)),
        )
        return concat(t_4)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('sentences', 'text', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated, l_1_type):
        t_5 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = ''
        if l_1_deprecated is missing:
            l_1_deprecated = ''
        if l_1_type is missing:
            l_1_type = ''
        pass
        t_5.extend((
            str(t_1(str_join((l_1_name, ' is ', l_1_literal, (str_join((': ', l_1_doc, )) if l_1_doc else '.'), (str_join(('\n\nDeprecated: ', l_1_deprecated, )) if l_1_deprecated else ''), )), '\t')),
            '\n\t',
            str(l_1_name),
            str((str_join((' ', l_1_type, )) if l_1_type else '')),
            ' = ',
            str(l_1_literal),
        ))
        return concat(t_5)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated', 'type'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=30&5=40&12=45&14=59&15=61'