# Compiled from templates/java/_macros.java.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/_macros.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_items_of = l_0_list_field = l_0_expect = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    pass
    def macro(l_1_lines, l_1_indent):
        t_4 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_4.extend((
                str(l_1_indent),
                ' *',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 8 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 8 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_4)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_items, l_1_close):
        t_5 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_close is missing:
            l_1_close = undefined("parameter 'close' was not provided", name='close')
        pass
        l_2_loop = missing
        for l_2_item, l_2_loop in LoopContext(l_1_items, undefined):
            _loop_vars = {}
            pass
            t_5.extend((
                '            ',
                str(l_2_item),
                str((l_1_close if environment.getattr(l_2_loop, 'last') else ',')),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 14 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_item = missing
        return concat(t_5)
    context.exported_vars.add('items_of')
    context.vars['items_of'] = l_0_items_of = Macro(environment, macro, 'items_of', ('items', 'close'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_field, l_1_items, l_1_chunk):
        t_6 = []
        l_1_parts = resolve('parts')
        if l_1_field is missing:
            l_1_field = undefined("parameter 'field' was not provided", name='field')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_chunk is missing:
            l_1_chunk = undefined("parameter 'chunk' was not provided", name='chunk')
        pass
        if (t_2(l_1_items) <= l_1_chunk):
            pass
            t_6.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(\n',
                str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_1_items, ');')),
            ))
        else:
            pass
            l_1_parts = t_3(context.eval_ctx, t_1(l_1_items, l_1_chunk))
            t_6.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(join(\n',
            ))
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                _loop_vars = {}
                pass
                t_6.extend((
                    '            ',
                    str(l_1_field),
                    '_PART_',
                    str(environment.getattr(l_2_loop, 'index')),
                    '()',
                    str(('));' if environment.getattr(l_2_loop, 'last') else ',')),
                    '\n',
                ))
            l_2_loop = l_2_part = missing
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                _loop_vars = {}
                pass
                t_6.extend((
                    '\n    private static String[] ',
                    str(l_1_field),
                    '_PART_',
                    str(environment.getattr(l_2_loop, 'index')),
                    '() {\n        return new String[] {\n',
                    str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_2_part, '', _loop_vars=_loop_vars)),
                    '\n        };\n    }',
                ))
            l_2_loop = l_2_part = missing
        return concat(t_6)
    context.exported_vars.add('list_field')
    context.vars['list_field'] = l_0_list_field = Macro(environment, macro, 'list_field', ('field', 'items', 'chunk'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_case, l_1_call):
        t_7 = []
        if l_1_case is missing:
            l_1_case = undefined("parameter 'case' was not provided", name='case')
        if l_1_call is missing:
            l_1_call = undefined("parameter 'call' was not provided", name='call')
        pass
        if (environment.getattr(l_1_case, 'kind') == 'value'):
            pass
            t_7.extend((
                '        assertEquals(',
                str(environment.getattr(l_1_case, 'expected')),
                ', ',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        elif (environment.getattr(l_1_case, 'kind') == 'none'):
            pass
            t_7.extend((
                '        assertNull(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        elif (environment.getattr(l_1_case, 'kind') == 'true'):
            pass
            t_7.extend((
                '        assertTrue(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        elif (environment.getattr(l_1_case, 'kind') == 'false'):
            pass
            t_7.extend((
                '        assertFalse(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        else:
            pass
            t_7.extend((
                '        assertThrows(IllegalArgumentException.class, () -> ',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        return concat(t_7)
    context.exported_vars.add('expect')
    context.vars['expect'] = l_0_expect = Macro(environment, macro, 'expect', ('case', 'call'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '6=30&7=38&8=42&12=51&13=59&14=64&22=72&23=82&24=86&25=88&27=92&28=95&29=99&30=104&32=113&34=118&36=122&43=129&44=136&45=140&46=147&47=151&48=156&49=160&50=165&51=169&53=178'