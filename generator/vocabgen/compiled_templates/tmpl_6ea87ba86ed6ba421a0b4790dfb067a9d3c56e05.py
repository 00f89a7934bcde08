from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/_macros.php.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_array = l_0_pairs = l_0_expect = missing
    try:
        t_1 = environment.filters['php_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'php_string' found.")
    pass
    def macro(l_1_lines, l_1_indent):
        t_2 = []
        if l_1_lines is missing:
            l_1_lines = undefined("parameter 'lines' was not provided", name='lines')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_2_loop = missing
        for l_2_line, l_2_loop in LoopContext(l_1_lines, undefined):
            _loop_vars = {}
            pass
            t_2.extend((
                str(l_1_indent),
                ' *',
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_2)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_caller):
        t_3 = []
        l_1_items = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        pass
        l_1_items = context.call(l_1_caller)
        if (undefined(name='items') if l_1_items is missing else l_1_items):
            pass
            t_3.extend((
                '    ',
                str(l_1_head),
                ' = [\n',
                str((undefined(name='items') if l_1_items is missing else l_1_items)),
                '    ];',
            ))
        else:
            pass
            t_3.extend((
                '    ',
                str(l_1_head),
                ' = [];',
            ))
        return concat(t_3)
    context.exported_vars.add('array')
    context.vars['array'] = l_0_array = Macro(environment, macro, 'array', ('head',), False, False, True, context.eval_ctx.autoescape)
    def macro(l_1_aliases):
        t_4 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_4.extend((
                '        ',
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'php')),
                ' => self::',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'php'), 'constant')),
                ',',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 19 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_alias = missing
        return concat(t_4)
    context.exported_vars.add('pairs')
    context.vars['pairs'] = l_0_pairs = Macro(environment, macro, 'pairs', ('aliases',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_call, l_1_args, l_1_kind, l_1_want):
        t_5 = []
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
            t_5.extend((
                '        $this->assertSame(',
                str(t_1(l_1_want)),
                ', ',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'none'):
            pass
            t_5.extend((
                '        $this->assertNull(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'true'):
            pass
            t_5.extend((
                '        $this->assertTrue(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        elif (l_1_kind == 'false'):
            pass
            t_5.extend((
                '        $this->assertFalse(',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        else:
            pass
            t_5.extend((
                '        $this->assertUnknown(fn () => ',
                str(l_1_call),
                '(',
                str(l_1_args),
                '));',
            ))
        return concat(t_5)
    context.exported_vars.add('expect')
    context.vars['expect'] = l_0_expect = Macro(environment, macro, 'expect', ('call', 'args', 'kind', 'want'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=18&4=26&5=30&8=39&9=45&10=46&11=50&12=52&14=59&17=65&18=71&19=76&22=86&23=97&24=101&25=108&26=112&27=117&28=121&29=126&30=130&32=139'