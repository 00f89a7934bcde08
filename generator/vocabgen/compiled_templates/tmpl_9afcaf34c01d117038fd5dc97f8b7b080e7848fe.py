from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'clojure/_macros.cljc.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_docstring = l_0_vector = l_0_map = l_0_fn_meta = l_0_constant = missing
    try:
        t_1 = environment.filters['clj_doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'clj_doc' found.")
    try:
        t_2 = environment.filters['clj_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'clj_line' found.")
    try:
        t_3 = environment.filters['clj_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'clj_string' found.")
    try:
        t_4 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    def macro(l_1_lines):
        t_5 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_5.extend((
                str(('  "' if environment.getattr(l_2_loop, 'first') else ('  ' if l_2_line else cond_expr_undefined("the inline if-expression on line 6 in 'clojure/_macros.cljc.j2' evaluated to false and no else section was defined.")))),
                str(t_1(l_2_line)),
                str(('"' if environment.getattr(l_2_loop, 'last') else '\n')),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_5)
    context.exported_vars.add('docstring')
    context.vars['docstring'] = l_0_docstring = Macro(environment, macro, 'docstring', ('lines',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_items, l_1_column):
        t_6 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_column is missing:
            l_1_column = undefined("parameter 'column' was not provided", name='column')
        pass
        t_6.extend((
            '[',
            str(t_4(context.eval_ctx, l_1_items, str_join(('\n', (' ' * (l_1_column + 1)), )))),
            ']',
        ))
        return concat(t_6)
    context.exported_vars.add('vector')
    context.vars['vector'] = l_0_vector = Macro(environment, macro, 'vector', ('items', 'column'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_aliases, l_1_column):
        t_7 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        if l_1_column is missing:
            l_1_column = undefined("parameter 'column' was not provided", name='column')
        pass
        t_7.append(
            '{',
        )
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_7.extend((
                str((str_join(('\n', (' ' * (l_1_column + 1)), )) if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 18 in 'clojure/_macros.cljc.j2' evaluated to false and no else section was defined."))),
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'clojure')),
                ' ',
                str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'clojure')),
            ))
        l_2_loop = l_2_alias = missing
        t_7.append(
            '}',
        )
        return concat(t_7)
    context.exported_vars.add('map')
    context.vars['map'] = l_0_map = Macro(environment, macro, 'map', ('aliases', 'column'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_public):
        t_8 = []
        if l_1_public is missing:
            l_1_public = undefined("parameter 'public' was not provided", name='public')
        pass
        t_8.append(
            str(('' if l_1_public else '^:no-doc ')),
        )
        return concat(t_8)
    context.exported_vars.add('fn_meta')
    context.vars['fn_meta'] = l_0_fn_meta = Macro(environment, macro, 'fn_meta', ('public',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_9 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        t_9.extend((
            '(def ',
            str((str_join(('^{:deprecated ', t_3(t_2(l_1_deprecated)), '} ', )) if l_1_deprecated else '')),
            str(l_1_name),
            '\n',
        ))
        if l_1_doc:
            pass
            t_9.extend((
                str(context.call((undefined(name='docstring') if l_0_docstring is missing else l_0_docstring), l_1_doc)),
                '\n',
            ))
        t_9.extend((
            '  ',
            str(l_1_literal),
            ')',
        ))
        return concat(t_9)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '4=36&5=42&6=46&11=54&12=63&17=69&18=80&22=96&23=102&29=107&30=120&31=124&32=127&34=132'