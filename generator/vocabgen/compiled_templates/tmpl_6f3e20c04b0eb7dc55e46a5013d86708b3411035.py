from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'csharp/_macros.cs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_uses = l_0_elements = l_0_constant = missing
    try:
        t_1 = environment.filters['cs_doc']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'cs_doc' found.")
    try:
        t_2 = environment.filters['cs_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'cs_line' found.")
    try:
        t_3 = environment.filters['cs_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'cs_string' found.")
    pass
    def macro(l_1_lines, l_1_indent):
        t_4 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '        '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_4.extend((
                str(l_1_indent),
                '///',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_4)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_value, l_1_line):
        t_5 = []
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        if l_1_line is missing:
            l_1_line = undefined("parameter 'line' was not provided", name='line')
        pass
        if environment.getattr(l_1_value, 'deprecated'):
            pass
            t_5.extend((
                '#pragma warning disable 618\n',
                str(l_1_line),
                '\n#pragma warning restore 618',
            ))
        else:
            pass
            t_5.append(
                str(l_1_line),
            )
        return concat(t_5)
    context.exported_vars.add('uses')
    context.vars['uses'] = l_0_uses = Macro(environment, macro, 'uses', ('value', 'line'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_values):
        t_6 = []
        if l_1_values is missing:
            l_1_values = undefined("parameter 'values' was not provided", name='values')
        pass
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(l_1_values, undefined):
            _loop_vars = {}
            pass
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                t_6.append(
                    '#pragma warning disable 618\n',
                )
            t_6.extend((
                '            ',
                str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'csharp'), 'constant')),
                ',',
                str(('\n#pragma warning restore 618' if environment.getattr(l_2_value, 'deprecated') else cond_expr_undefined("the inline if-expression on line 22 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 22 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_value = missing
        return concat(t_6)
    context.exported_vars.add('elements')
    context.vars['elements'] = l_0_elements = Macro(environment, macro, 'elements', ('values',), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_7 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        t_7.extend((
            str(t_1(l_1_doc)),
            '\n',
        ))
        if l_1_deprecated:
            pass
            t_7.extend((
                '        [Obsolete(',
                str(t_3(t_2(l_1_deprecated))),
                ')]\n',
            ))
        t_7.extend((
            '        public const string ',
            str(l_1_name),
            ' = ',
            str(l_1_literal),
            ';',
        ))
        return concat(t_7)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=30&4=38&5=42&8=51&9=58&11=62&14=68&17=73&18=79&19=82&22=89&26=99&28=111&29=114&30=118&32=123'