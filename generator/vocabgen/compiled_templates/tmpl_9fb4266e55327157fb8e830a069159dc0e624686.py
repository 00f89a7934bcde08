from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/_macros.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc = l_0_deprecated = l_0_rows = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    def macro(l_1_lines, l_1_prefix):
        t_2 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_prefix is missing:
            l_1_prefix = undefined("parameter 'prefix' was not provided", name='prefix')
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_2.extend((
                str(l_1_prefix),
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 8 in 'rust/_macros.rs.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 8 in 'rust/_macros.rs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_2)
    context.exported_vars.add('doc')
    context.vars['doc'] = l_0_doc = Macro(environment, macro, 'doc', ('lines', 'prefix'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_attr, l_1_indent):
        t_3 = []
        if l_1_attr is missing:
            l_1_attr = undefined("parameter 'attr' was not provided", name='attr')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        if environment.getattr(l_1_attr, 'wrap'):
            pass
            t_3.extend((
                str(l_1_indent),
                '#[deprecated(\n',
                str(l_1_indent),
                '    note = ',
                str(environment.getattr(l_1_attr, 'note_literal')),
                '\n',
                str(l_1_indent),
                ')]',
            ))
        else:
            pass
            t_3.extend((
                str(l_1_indent),
                '#[deprecated(note = ',
                str(environment.getattr(l_1_attr, 'note_literal')),
                ')]',
            ))
        return concat(t_3)
    context.exported_vars.add('deprecated')
    context.vars['deprecated'] = l_0_deprecated = Macro(environment, macro, 'deprecated', ('attr', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_rows, l_1_indent):
        t_4 = []
        if l_1_rows is missing:
            l_1_rows = undefined("parameter 'rows' was not provided", name='rows')
        if l_1_indent is missing:
            l_1_indent = undefined("parameter 'indent' was not provided", name='indent')
        pass
        l_2_loop = missing
        for l_2_row, l_2_loop in LoopContext(l_1_rows, undefined):
            _loop_vars = {}
            pass
            t_4.extend((
                str(l_1_indent),
                str(t_1(context.eval_ctx, l_2_row, ', ')),
                ',',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 22 in 'rust/_macros.rs.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_row = missing
        return concat(t_4)
    context.exported_vars.add('rows')
    context.vars['rows'] = l_0_rows = Macro(environment, macro, 'rows', ('rows', 'indent'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '6=18&7=26&8=30&11=38&12=45&13=48&14=50&15=54&17=60&20=68&21=76&22=80'