from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/_macros.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_chunk = l_0_doc_body = l_0_items_of = l_0_list_field = l_0_puts = l_0_expect = l_0_constant = l_0_member = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['java_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'java_string' found.")
    try:
        t_3 = environment.filters['javadoc']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'javadoc' found.")
    try:
        t_4 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_5 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_6 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    pass
    l_0_chunk = 2000
    context.vars['chunk'] = l_0_chunk
    context.exported_vars.add('chunk')
    def macro(l_1_lines, l_1_indent):
        t_7 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_7.extend((
                str(l_1_indent),
                ' *',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 6 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 6 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_7)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_items, l_1_close):
        t_8 = []
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_close is missing:
            l_1_close = undefined("parameter 'close' was not provided", name='close')
        pass
        if l_1_items:
            pass
            t_8.extend((
                '            ',
                str(t_4(context.eval_ctx, l_1_items, ',\n            ')),
                str(l_1_close),
            ))
        return concat(t_8)
    context.exported_vars.add('items_of')
    context.vars['items_of'] = l_0_items_of = Macro(environment, macro, 'items_of', ('items', 'close'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_field, l_1_items, l_1_chunk, l_1_join_helper):
        t_9 = []
        l_1_parts = resolve('parts')
        if l_1_field is missing:
            l_1_field = undefined("parameter 'field' was not provided", name='field')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_chunk is missing:
            l_1_chunk = undefined("parameter 'chunk' was not provided", name='chunk')
        if l_1_join_helper is missing:
            l_1_join_helper = undefined("parameter 'join_helper' was not provided", name='join_helper')
        pass
        if (t_5(l_1_items) <= l_1_chunk):
            pass
            t_9.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(\n',
                str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_1_items, ');')),
            ))
        else:
            pass
            l_1_parts = t_6(context.eval_ctx, t_1(l_1_items, l_1_chunk))
            t_9.extend((
                '    public static final List<String> ',
                str(l_1_field),
                ' = List.of(',
                str(l_1_join_helper),
                '(\n',
            ))
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                _loop_vars = {}
                pass
                t_9.extend((
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
                t_9.extend((
                    '\n    private static String[] ',
                    str(l_1_field),
                    '_PART_',
                    str(environment.getattr(l_2_loop, 'index')),
                    '() {\n        return new String[] {\n',
                    str(context.call((undefined(name='items_of') if l_0_items_of is missing else l_0_items_of), l_2_part, '', _loop_vars=_loop_vars)),
                    '\n        };\n    }',
                ))
            l_2_loop = l_2_part = missing
        return concat(t_9)
    context.exported_vars.add('list_field')
    context.vars['list_field'] = l_0_list_field = Macro(environment, macro, 'list_field', ('field', 'items', 'chunk', 'join_helper'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_aliases):
        t_10 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_10.extend((
                '        aliases.put(',
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'java')),
                ', ',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'java'), 'constant')),
                ');',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 36 in 'java/_macros.java.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_alias = missing
        return concat(t_10)
    context.exported_vars.add('puts')
    context.vars['puts'] = l_0_puts = Macro(environment, macro, 'puts', ('aliases',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_call, l_1_args, l_1_kind, l_1_want):
        t_11 = []
        if l_1_call is missing:
            l_1_call = undefined("parameter 'call' was not provided", name='call')
        if l_1_args is missing:
            l_1_args = undefined("parameter 'args' was not provided", name='args')
        if l_1_kind is missing:
            l_1_kind = undefined("parameter 'kind' was not provided", name='kind')
        if l_1_want is missing:
            l_1_want = ''
        pass
        if (l_1_kind == 'value'):
            pass
            t_11.extend((
                '        assertEquals(',
                str(t_2(l_1_want)),
                ', ',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'none'):
            pass
            t_11.extend((
                '        assertNull(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'true'):
            pass
            t_11.extend((
                '        assertTrue(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'false'):
            pass
            t_11.extend((
                '        assertFalse(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        else:
            pass
            t_11.extend((
                '        assertThrows(IllegalArgumentException.class, () -> ',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        return concat(t_11)
    context.exported_vars.add('expect')
    context.vars['expect'] = l_0_expect = Macro(environment, macro, 'expect', ('call', 'args', 'kind', 'want'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_12 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        if l_1_deprecated:
            pass
            t_12.extend((
                '    /**\n',
                str(context.call((undefined(name='doc_body') if l_0_doc_body is missing else l_0_doc_body), l_1_doc)),
                '\n     *\n     * @deprecated ',
                str(l_1_deprecated),
                '\n     */\n    @Deprecated\n',
            ))
        else:
            pass
            t_12.extend((
                str(t_3(l_1_doc)),
                '\n',
            ))
        t_12.extend((
            '    public static final String ',
            str(l_1_name),
            ' = ',
            str(l_1_literal),
            ';',
        ))
        return concat(t_12)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)
    yield '\n\n'
    def macro(l_1_name, l_1_constant, l_1_doc, l_1_deprecated, l_1_last):
        t_13 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_constant is missing:
            l_1_constant = undefined("parameter 'constant' was not provided", name='constant')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        if l_1_last is missing:
            l_1_last = undefined("parameter 'last' was not provided", name='last')
        pass
        if l_1_deprecated:
            pass
            t_13.extend((
                '        /**\n',
                str(context.call((undefined(name='doc_body') if l_0_doc_body is missing else l_0_doc_body), l_1_doc, '        ')),
                '\n         *\n         * @deprecated ',
                str(l_1_deprecated),
                '\n         */\n        @Deprecated\n',
            ))
        else:
            pass
            t_13.extend((
                str(t_3(l_1_doc, 8)),
                '\n',
            ))
        t_13.extend((
            '        ',
            str(l_1_name),
            '(',
            str(l_1_constant),
            ')',
            str((';' if l_1_last else ',')),
        ))
        return concat(t_13)
    context.exported_vars.add('member')
    context.vars['member'] = l_0_member = Macro(environment, macro, 'member', ('name', 'constant', 'doc', 'deprecated', 'last'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=48&4=51&5=59&6=63&9=72&10=79&11=83&14=89&15=101&16=105&17=107&19=111&20=114&21=120&22=125&24=134&26=139&28=143&34=150&35=156&36=161&39=171&40=182&41=186&42=193&43=197&44=202&45=206&46=211&47=215&49=224&53=233&55=244&57=248&59=250&63=256&65=261&69=270&71=283&73=287&75=289&79=295&81=300'