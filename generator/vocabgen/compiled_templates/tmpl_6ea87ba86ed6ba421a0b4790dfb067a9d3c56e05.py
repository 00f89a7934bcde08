from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/_macros.php.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_doc_body = l_0_constant = l_0_head = l_0_array = l_0_pairs = l_0_settle_rows = missing
    try:
        t_1 = environment.filters['php_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'php_string' found.")
    try:
        t_2 = environment.filters['phpdoc']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc' found.")
    try:
        t_3 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
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
                str((str_join((' ', l_2_line, )) if l_2_line else cond_expr_undefined("the inline if-expression on line 5 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 5 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_line = missing
        return concat(t_4)
    context.exported_vars.add('doc_body')
    context.vars['doc_body'] = l_0_doc_body = Macro(environment, macro, 'doc_body', ('lines', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated, l_1_declaration):
        t_5 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        if l_1_declaration is missing:
            l_1_declaration = 'public const'
        pass
        if l_1_deprecated:
            pass
            t_5.extend((
                '    /**\n',
                str(context.call((undefined(name='doc_body') if l_0_doc_body is missing else l_0_doc_body), l_1_doc)),
                '\n     *\n     * @deprecated ',
                str(l_1_deprecated),
                '\n     */\n',
            ))
        else:
            pass
            t_5.extend((
                str(t_2(l_1_doc)),
                '\n',
            ))
        t_5.extend((
            '    ',
            str(l_1_declaration),
            ' ',
            str(l_1_name),
            ' = ',
            str(l_1_literal),
            ';',
        ))
        return concat(t_5)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated', 'declaration'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_file, l_1_settings):
        t_6 = []
        if l_1_file is missing:
            l_1_file = undefined("parameter 'file' was not provided", name='file')
        if l_1_settings is missing:
            l_1_settings = undefined("parameter 'settings' was not provided", name='settings')
        pass
        t_6.extend((
            'declare(strict_types=1);\n\nnamespace ',
            str(environment.getattr(l_1_settings, 'namespace')),
            ';\n\n// phpcs:disable Generic.Files.LineLength.TooLong',
        ))
        return concat(t_6)
    context.exported_vars.add('head')
    context.vars['head'] = l_0_head = Macro(environment, macro, 'head', ('file', 'settings'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_head, l_1_caller):
        t_7 = []
        l_1_items = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        pass
        l_1_items = context.call(l_1_caller)
        if (undefined(name='items') if l_1_items is missing else l_1_items):
            pass
            t_7.extend((
                '    ',
                str(l_1_head),
                ' = [\n',
                str((undefined(name='items') if l_1_items is missing else l_1_items)),
                '    ];',
            ))
        else:
            pass
            t_7.extend((
                '    ',
                str(l_1_head),
                ' = [];',
            ))
        return concat(t_7)
    context.exported_vars.add('array')
    context.vars['array'] = l_0_array = Macro(environment, macro, 'array', ('head',), False, False, True, context.eval_ctx.autoescape)
    def macro(l_1_aliases):
        t_8 = []
        if l_1_aliases is missing:
            l_1_aliases = undefined("parameter 'aliases' was not provided", name='aliases')
        pass
        l_2_loop = missing
        for l_2_alias, l_2_loop in LoopContext(l_1_aliases, undefined):
            _loop_vars = {}
            pass
            t_8.extend((
                '        ',
                str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'php')),
                ' => self::',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'php'), 'constant')),
                ',',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 43 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_alias = missing
        return concat(t_8)
    context.exported_vars.add('pairs')
    context.vars['pairs'] = l_0_pairs = Macro(environment, macro, 'pairs', ('aliases',), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_cases):
        t_9 = []
        if l_1_cases is missing:
            l_1_cases = undefined("parameter 'cases' was not provided", name='cases')
        pass
        l_2_loop = missing
        for l_2_case, l_2_loop in LoopContext(l_1_cases, undefined):
            _loop_vars = {}
            pass
            t_9.extend((
                '            [',
                str(t_1(environment.getattr(l_2_case, 'subject'))),
                ', ',
                str(('null' if t_3(environment.getattr(l_2_case, 'carried')) else t_1(environment.getattr(l_2_case, 'carried')))),
                ', ',
                str((t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ('null' if (environment.getattr(l_2_case, 'kind') == 'none') else 'false'))),
                '],',
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 50 in 'php/_macros.php.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_case = missing
        return concat(t_9)
    context.exported_vars.add('settle_rows')
    context.vars['settle_rows'] = l_0_settle_rows = Macro(environment, macro, 'settle_rows', ('cases',), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=30&4=38&5=42&8=51&11=64&13=68&15=70&18=76&20=81&22=91&28=100&32=106&33=112&34=113&35=117&36=119&38=126&41=132&42=138&43=143&46=153&49=159&50=164'