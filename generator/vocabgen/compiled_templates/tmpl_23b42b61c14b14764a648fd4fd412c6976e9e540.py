from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/_macros.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_value_doc = missing
    try:
        t_1 = environment.filters['go_doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'go_doc' found.")
    try:
        t_2 = environment.filters['go_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'go_line' found.")
    try:
        t_3 = environment.filters['go_text']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'go_text' found.")
    try:
        t_4 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_5 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    def macro(l_1_sentences, l_1_text, l_1_indent):
        t_6 = []
        if l_1_sentences is missing:
            l_1_sentences = undefined("parameter 'sentences' was not provided", name='sentences')
        if l_1_text is missing:
            l_1_text = ''
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        t_6.append(
            str(t_1(str_join((t_4(context.eval_ctx, t_5(context, l_1_sentences, 'wordwrap', 80, False, break_on_hyphens=False), '\n\n'), (str_join(('\n\n', l_1_text, )) if l_1_text else ''), )), l_1_indent)),
        )
        return concat(t_6)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('sentences', 'text', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_value):
        t_7 = []
        l_1_doc = l_0_doc
        l_1_deprecated = missing
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        pass
        (l_1_doc, l_1_deprecated) = (t_3(environment.getattr(l_1_value, 'doc')), t_2(environment.getattr(l_1_value, 'deprecated')))
        t_7.append(
            str(t_1(str_join((environment.getattr(environment.getattr(environment.getattr(l_1_value, 'names'), 'go'), 'constant'), ' is ', environment.getattr(environment.getattr(l_1_value, 'literal'), 'go'), (str_join((': ', (undefined(name='doc') if l_1_doc is missing else l_1_doc), )) if (undefined(name='doc') if l_1_doc is missing else l_1_doc) else '.'), (str_join(('\n\nDeprecated: ', (undefined(name='deprecated') if l_1_deprecated is missing else l_1_deprecated), )) if (undefined(name='deprecated') if l_1_deprecated is missing else l_1_deprecated) else ''), )), '\t')),
        )
        return concat(t_7)
    context.exported_vars.add('value_doc')
    context.vars['value_doc'] = l_0_value_doc = Macro(environment, macro, 'value_doc', ('value',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '9=42&11=52&14=58&15=65&17=67'