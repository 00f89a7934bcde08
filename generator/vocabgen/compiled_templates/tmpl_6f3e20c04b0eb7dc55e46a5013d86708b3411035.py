from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'csharp/_macros.cs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_uses = l_0_elements = missing
    pass
    def macro(l_1_lines, l_1_indent):
        t_1 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '        '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_1.extend((
                str(l_1_indent),
                '///',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_1)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_value, l_1_line):
        t_2 = []
        if l_1_value is missing:
            l_1_value = undefined("parameter 'value' was not provided", name='value')
        if l_1_line is missing:
            l_1_line = undefined("parameter 'line' was not provided", name='line')
        pass
        if environment.getattr(l_1_value, 'deprecated'):
            pass
            t_2.extend((
                '#pragma warning disable 618\n',
                str(l_1_line),
                '\n#pragma warning restore 618',
            ))
        else:
            pass
            t_2.append(
                str(l_1_line),
            )
        return concat(t_2)
    context.exported_vars.add('uses')
    context.vars['uses'] = l_0_uses = Macro(environment, macro, 'uses', ('value', 'line'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_values):
        t_3 = []
        if l_1_values is missing:
            l_1_values = undefined("parameter 'values' was not provided", name='values')
        pass
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(l_1_values, undefined):
            _loop_vars = {}
            pass
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                t_3.append(
                    '#pragma warning disable 618\n',
                )
            t_3.extend((
                '            ',
                str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'csharp'), 'constant')),
                ',',
                str(('\n#pragma warning restore 618' if environment.getattr(l_2_value, 'deprecated') else cond_expr_undefined("the inline if-expression on line 22 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 22 in 'csharp/_macros.cs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_value = missing
        return concat(t_3)
    context.exported_vars.add('elements')
    context.vars['elements'] = l_0_elements = Macro(environment, macro, 'elements', ('values',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=12&4=20&5=24&8=33&9=40&11=44&14=50&17=55&18=61&19=64&22=71'