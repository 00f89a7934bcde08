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
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
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
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 8 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 8 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_5)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_items, l_1_close):
        t_6 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_close is missing:
            l_1_close = undefined("parameter 'close' was not provided", name='close')
        pass
        if l_1_items:
            pass
            t_6.extend((
                '            ',
                str(t_2(context.eval_ctx, l_1_items, ',\n            ')),
                str(l_1_close),
            ))
        return concat(t_6)
    context.exported_vars.add('items_of')
    context.vars['items_of'] = l_0_items_of = Macro(environment, macro, 'items_of', ('items', 'close'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_field, l_1_items, l_1_chunk):
        t_7 = []
        l_1_parts = resolve('parts')
        if l_1_field is missing:
            l_1_field = undefined("parameter 'field' was not provided", name='field')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_chunk is missing:
            l_1_chunk = undefined("parameter 'chunk' was not provided", name='chunk')
        pass
        if (t_3(l_1_items) <= l_1_chunk):
            pass
            t_7.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(\n',
                str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_1_items, ');')),
            ))
        else:
            pass
            l_1_parts = t_4(context.eval_ctx, t_1(l_1_items, l_1_chunk))
            t_7.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(join(\n',
            ))
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                _loop_vars = {}
                pass
                t_7.extend((
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
                t_7.extend((
                    '\n    private static String[] ',
                    str(l_1_field),
                    '_PART_',
                    str(environment.getattr(l_2_loop, 'index')),
                    '() {\n        return new String[] {\n',
                    str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_2_part, '', _loop_vars=_loop_vars)),
                    '\n        };\n    }',
                ))
            l_2_loop = l_2_part = missing
        return concat(t_7)
    context.exported_vars.add('list_field')
    context.vars['list_field'] = l_0_list_field = Macro(environment, macro, 'list_field', ('field', 'items', 'chunk'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_case, l_1_call):
        t_8 = []
        if l_1_case is missing:
            l_1_case = undefined("parameter 'case' was not provided", name='case')
        if l_1_call is missing:
            l_1_call = undefined("parameter 'call' was not provided", name='call')
        pass
        if (environment.getattr(l_1_case, 'kind') == 'value'):
            pass
            t_8.extend((
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
            t_8.extend((
                '        assertNull(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        elif (environment.getattr(l_1_case, 'kind') == 'true'):
            pass
            t_8.extend((
                '        assertTrue(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        elif (environment.getattr(l_1_case, 'kind') == 'false'):
            pass
            t_8.extend((
                '        assertFalse(',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        else:
            pass
            t_8.extend((
                '        assertThrows(IllegalArgumentException.class, () -> ',
                str(l_1_call),
                '(',
                str(environment.getattr(l_1_case, 'args')),
                '));',
            ))
        return concat(t_8)
    context.exported_vars.add('expect')
    context.vars['expect'] = l_0_expect = Macro(environment, macro, 'expect', ('case', 'call'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '6=36&7=44&8=48&12=57&13=64&14=68&22=74&23=84&24=88&25=90&27=94&28=97&29=101&30=106&32=115&34=120&36=124&43=131&44=138&45=142&46=149&47=153&48=158&49=162&50=167&51=171&53=180'