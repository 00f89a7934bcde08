from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/class.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_settings = resolve('settings')
    l_0_namespace = resolve('namespace')
    l_0_java = l_0_own = l_0_access = l_0_chunk = l_0_chunked = l_0_file_doc = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['capitalize']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'capitalize' found.")
    try:
        t_3 = environment.filters['java_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'java_string' found.")
    try:
        t_4 = environment.filters['javadoc_line']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'javadoc_line' found.")
    try:
        t_5 = environment.filters['javadoc_lines']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'javadoc_lines' found.")
    try:
        t_6 = environment.filters['javadoc_text']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'javadoc_text' found.")
    try:
        t_7 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_8 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_9 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_10 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_11 = environment.filters['replace']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No filter named 'replace' found.")
    try:
        t_12 = environment.filters['trim']
    except KeyError:
        @internalcode
        def t_12(*unused):
            raise TemplateRuntimeError("No filter named 'trim' found.")
    try:
        t_13 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_13(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_java = context.vars['java'] = environment.get_template('java/_macros.java.j2', 'java/class.java.j2')._get_default_module(context)
    context.exported_vars.discard('java')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'java')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    l_0_access = context.call(environment.getattr({'public': 'public static', 'internal': 'static'}, 'get'), environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions'), '')
    context.vars['access'] = l_0_access
    context.exported_vars.add('access')
    l_0_chunk = environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'chunk')
    context.vars['chunk'] = l_0_chunk
    context.exported_vars.add('chunk')
    l_0_chunked = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), any=False)
    context.vars['chunked'] = l_0_chunked
    context.exported_vars.add('chunked')
    def t_14(fiter):
        for l_1_vocab in fiter:
            if (t_10(environment, t_9(context, [environment.getattr(l_1_vocab, 'values'), environment.getattr(l_1_vocab, 'aliases'), environment.getattr(l_1_vocab, 'removed')], 'length')) > (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)):
                yield l_1_vocab
    for l_1_vocab in t_14(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies')):
        _loop_vars = {}
        pass
        if not isinstance(l_0_chunked, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_0_chunked['any'] = True
    l_1_vocab = missing
    def t_15(fiter):
        for l_1_rule in fiter:
            if (t_7(environment.getattr(l_1_rule, 'members')) > (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)):
                yield l_1_rule
    for l_1_rule in t_15(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules')):
        _loop_vars = {}
        pass
        if not isinstance(l_0_chunked, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_0_chunked['any'] = True
    l_1_rule = missing
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\npackage '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield ';\n\n'
    if environment.getattr((undefined(name='chunked') if l_0_chunked is missing else l_0_chunked), 'any'):
        pass
        yield 'import java.util.ArrayList;\nimport java.util.Arrays;\n'
    yield 'import java.util.Collections;\nimport java.util.LinkedHashMap;\nimport java.util.List;\nimport java.util.Map;\n\n'
    l_0_file_doc = t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'))
    context.vars['file_doc'] = l_0_file_doc
    context.exported_vars.add('file_doc')
    yield '/**\n'
    if (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc):
        pass
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc), ''))
        yield '\n *\n * <p>Closed string vocabularies generated from one vocab.toml by vocabgen;\n'
    else:
        pass
        yield ' * Closed string vocabularies generated from one vocab.toml by vocabgen;\n'
    yield ' * edit the vocab.toml and re-render, never this file.\n */\npublic final class '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_parts = resolve('parts')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'java')
        _loop_vars['names'] = l_1_names
        yield '\n    // '
        yield str(environment.getattr(l_1_vocab, 'key'))
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'java'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'java'), (t_5(environment.getattr(l_2_value, 'doc')) or [str_join(('The ', environment.getattr(l_1_vocab, 'noun'), ' ', t_6(str_join(('"', environment.getattr(l_2_value, 'text'), '"', ))), '.', ))]), t_4(environment.getattr(l_2_value, 'deprecated')), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'java'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'java'), [str_join(('A deprecated name of {@link #', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'java'), 'constant'), '}.', ))], t_4(environment.getattr(l_3_former, 'reason')), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (t_5(environment.getattr(l_1_vocab, 'doc')) or [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), t_8(context.eval_ctx, t_9(context, environment.getattr(l_1_vocab, 'values'), attribute='names.java.constant')), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk), environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'join_helper'), _loop_vars=_loop_vars))
        yield '\n'
        def t_16(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_16(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'java'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'java'), [str_join(('The alias ', t_6(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))), ' of {@link #', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'java'), 'constant'), '}.', ))], t_4(environment.getattr(l_2_alias, 'deprecated')), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n    /**\n     * Accepted non-canonical spellings of '
            yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
            yield ', each mapped to its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '.\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n'
            def t_17(fiter):
                for l_2_alias in fiter:
                    if t_4(environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(t_17(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '     *\n     * <p>Deprecated aliases:\n     * <ul>\n'
                yield '     * <li>'
                yield str(t_6(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))))
                yield ': '
                yield str(t_4(environment.getattr(l_2_alias, 'deprecated')))
                yield '</li>\n'
                if environment.getattr(l_2_loop, 'last'):
                    pass
                    yield '     * </ul>\n'
            l_2_loop = l_2_alias = missing
            yield '     */\n'
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                l_1_parts = t_8(context.eval_ctx, t_1(environment.getattr(l_1_vocab, 'aliases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)))
                _loop_vars['parts'] = l_1_parts
                yield '    public static final Map<String, String> '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ';\n\n    static {\n        Map<String, String> aliases = new LinkedHashMap<>();\n'
                if (t_7((undefined(name='parts') if l_1_parts is missing else l_1_parts)) == 1):
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'puts'), environment.getattr(l_1_vocab, 'aliases'), _loop_vars=_loop_vars))
                    yield '\n'
                else:
                    pass
                    l_2_loop = missing
                    for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                        _loop_vars = {}
                        pass
                        yield '        '
                        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                        yield '_PART_'
                        yield str(environment.getattr(l_2_loop, 'index'))
                        yield '(aliases);\n'
                    l_2_loop = l_2_part = missing
                yield '        '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ' = Collections.unmodifiableMap(aliases);\n    }\n'
                if (t_7((undefined(name='parts') if l_1_parts is missing else l_1_parts)) > 1):
                    pass
                    l_2_loop = missing
                    for l_2_part, l_2_loop in LoopContext((undefined(name='parts') if l_1_parts is missing else l_1_parts), undefined):
                        _loop_vars = {}
                        pass
                        yield '\n    private static void '
                        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                        yield '_PART_'
                        yield str(environment.getattr(l_2_loop, 'index'))
                        yield '(Map<String, String> aliases) {\n'
                        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'puts'), l_2_part, _loop_vars=_loop_vars))
                        yield '\n    }\n'
                    l_2_loop = l_2_part = missing
            else:
                pass
                yield '    public static final Map<String, String> '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ' = Map.of();\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n    /**\n     * Spellings of '
            yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
            yield ' that were removed from vocab.toml; a reader treats each as unknown.\n     *\n     * <ul>\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '     * <li>'
                yield str(t_6(str_join(('"', environment.getattr(l_2_removed, 'text'), '"', ))))
                yield ': '
                yield str(t_4(environment.getattr(l_2_removed, 'reason')))
                yield '</li>\n'
            l_2_removed = missing
            yield '     * </ul>\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
            yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), t_8(context.eval_ctx, t_9(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.java')), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk), environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'join_helper'), _loop_vars=_loop_vars))
            yield '\n'
        if (undefined(name='access') if l_0_access is missing else l_0_access):
            pass
            yield '\n    private static final Map<String, String> '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ' = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield ', '
            yield str((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases') if environment.getattr(l_1_vocab, 'has_aliases') else 'Map.of()'))
            yield ');\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_parts = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (t_5(environment.getattr(l_1_rule, 'doc')) or [str_join(('The ', environment.getattr(environment.getattr(l_1_rule, 'subject'), 'plural'), ' that carry ', t_13(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun')), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'java'), 'members'), t_8(context.eval_ctx, t_9(context, environment.getattr(l_1_rule, 'members'), attribute='names.java.constant')), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk), environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'join_helper'), _loop_vars=_loop_vars))
        yield '\n'
    l_1_rule = missing
    yield '\n    private '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
    yield '() {\n    }\n'
    if environment.getattr((undefined(name='chunked') if l_0_chunked is missing else l_0_chunked), 'any'):
        pass
        yield '\n    /** Joins initialiser chunks: javac caps a method at 64 KiB of bytecode ("code too large"). */\n    private static String[] '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'join_helper'))
        yield '(String[]... parts) {\n        List<String> all = new ArrayList<>();\n        for (String[] part : parts) {\n            all.addAll(Arrays.asList(part));\n        }\n        return all.toArray(new String[0]);\n    }\n'
    if (undefined(name='access') if l_0_access is missing else l_0_access):
        pass
        l_1_loop = missing
        for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
            l_1_creator = resolve('creator')
            l_1_method = resolve('method')
            l_1_names = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'java')
            _loop_vars['names'] = l_1_names
            yield '\n    /**\n     * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for '
            yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
            yield str((str_join((' or one of its {@link #', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), ' aliases}', )) if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 156 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * <p>The match is exact: no trimming and no case folding.\n     *\n     * @param name the spelling to canonicalise\n     * @return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     * @throws IllegalArgumentException if {@code name} is {@code null} or not a known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(String name) {\n        return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ', '
            yield str(t_3(environment.getattr(l_1_vocab, 'noun')))
            yield ', name);\n    }\n\n    /**\n     * Returns whether {@code name} is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 169 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * <p>No trimming and no case folding'
            yield str((str_join(('; a removed spelling is not ', t_13(environment.getattr(l_1_vocab, 'noun')), )) if environment.getattr(l_1_vocab, 'removed') else cond_expr_undefined("the inline if-expression on line 171 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * @param name the spelling to test, or {@code null}\n     * @return whether {@code name} is one of {@link #'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '}\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' boolean '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(String name) {\n        return name != null && name.equals('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '.get(name));\n    }\n\n    /**\n     * Reads '
            yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently: a known spelling ('
            yield str(('a value or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else 'a value'))
            yield ') gives its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ',\n     * anything else (a removed or misspelt spelling, the empty string, {@code null}) gives\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '     * the fallback {@link #'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'java'), 'constant'))
                yield '}.\n'
            else:
                pass
                yield '     * {@code null}.\n'
            yield '     *\n     * <p>Never throws. The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n     *\n     * @param name the spelling to read, or {@code null}\n     * @return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ', or '
            yield str((str_join(('{@link #', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'java'), 'constant'), '}', )) if environment.getattr(l_1_vocab, 'fallback') else '{@code null}'))
            yield ' when {@code name} is unknown\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(String name) {\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '        return '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '.getOrDefault(name, '
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'java'), 'constant'))
                yield ');\n'
            else:
                pass
                yield '        return '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '.get(name);\n'
            yield '    }\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                l_1_creator = '@com.fasterxml.jackson.annotation.JsonCreator(mode = com.fasterxml.jackson.annotation.JsonCreator.Mode.DELEGATING)'
                _loop_vars['creator'] = l_1_creator
                l_1_method = t_12(t_11(context.eval_ctx, (undefined(name='access') if l_0_access is missing else l_0_access), 'static', ''))
                _loop_vars['method'] = l_1_method
                yield '\n    /**\n     * '
                yield str(t_2(environment.getattr(l_1_vocab, 'noun')))
                yield ', typed: each canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' as a member carrying its wire string.\n     *\n     * <p>A {@code switch} over it without {@code default} is exhaustive: a value added to vocab.toml\n     * makes it fail to compile. Read the wire with {@link '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield '#parse}, which never fails.\n     */\n    public enum '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' {\n'
                l_2_loop = missing
                for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'member'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'java'), 'member'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'java'), 'constant'), (t_5(environment.getattr(l_2_value, 'doc')) or [str_join(('The ', environment.getattr(l_1_vocab, 'noun'), ' ', t_6(str_join(('"', environment.getattr(l_2_value, 'text'), '"', ))), '.', ))]), t_4(environment.getattr(l_2_value, 'deprecated')), environment.getattr(l_2_loop, 'last'), _loop_vars=_loop_vars))
                    yield '\n'
                l_2_loop = l_2_value = missing
                yield '\n        private static final Map<String, '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '> byWire = new LinkedHashMap<>();\n\n        static {\n            for ('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' member : values()) {\n                byWire.put(member.wire, member);\n            }\n        }\n\n        private final String wire;\n\n        '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '(String wire) {\n            this.wire = wire;\n        }\n\n        /**\n         * Returns the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' this member stands for.\n         *\n         * @return the wire string, exactly as in {@link '
                yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
                yield '#'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield '}\n         */\n'
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'jackson'):
                    pass
                    yield '        @com.fasterxml.jackson.annotation.JsonValue\n'
                yield '        public String wire() {\n            return wire;\n        }\n\n        /**\n         * Returns the member for '
                yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
                yield str((' or one of its aliases' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 243 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
                yield ': the strict parse.\n         *\n         * <p>The match is exact, as {@link '
                yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
                yield '#'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '} reads it.\n         *\n         * @param raw the spelling to parse\n         * @return the member\n         * @throws IllegalArgumentException if {@code raw} is {@code null} or not a known '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield '\n         */\n'
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'jackson'):
                    pass
                    yield '        '
                    yield str((undefined(name='creator') if l_1_creator is missing else l_1_creator))
                    yield '\n'
                yield '        '
                yield str(t_12(str_join(((undefined(name='method') if l_1_method is missing else l_1_method), ' static', ))))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' of(String raw) {\n            return byWire.get('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '(raw));\n        }\n    }\n\n    /**\n     * '
                yield str(t_2(t_13(environment.getattr(l_1_vocab, 'noun'))))
                yield ' as it came on the wire: a known {@link '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '}, or an unknown spelling\n     * kept byte for byte.\n     *\n     * <p>Two are equal when their wire strings are: an alias parses equal to its value.\n     */\n    public static final class '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield ' {\n        private final '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' known;\n        private final String wire;\n\n        private '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield '('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' known, String wire) {\n            this.known = known;\n            this.wire = wire;\n        }\n\n        /**\n         * Reads '
                yield str(t_13(environment.getattr(l_1_vocab, 'noun')))
                yield ' and never fails: a value or an alias is known, any other spelling (removed,\n         * misspelt, or added by a later schema) is kept as an unknown, exactly as given.\n         *\n         * @param raw the spelling to parse\n         * @return the open '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield '\n         * @throws NullPointerException if {@code raw} is {@code null}\n         */\n'
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'jackson'):
                    pass
                    yield '        '
                    yield str((undefined(name='creator') if l_1_creator is missing else l_1_creator))
                    yield '\n'
                yield '        '
                yield str(t_12(str_join(((undefined(name='method') if l_1_method is missing else l_1_method), ' static', ))))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield ' parse(String raw) {\n            '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' known = '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '.byWire.get('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '.get(java.util.Objects.requireNonNull(raw, "raw")));\n            return new '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield '(known, known == null ? raw : known.wire);\n        }\n\n        /**\n         * Returns whether the spelling was a value or an alias.\n         *\n         * @return whether {@link #known()} holds a member\n         */\n        '
                yield str((str_join(((undefined(name='method') if l_1_method is missing else l_1_method), ' ', )) if (undefined(name='method') if l_1_method is missing else l_1_method) else cond_expr_undefined("the inline if-expression on line 295 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
                yield 'boolean isKnown() {\n            return known != null;\n        }\n\n        /**\n         * Returns the known member, or empty for an unknown spelling.\n         *\n         * @return the member, if the spelling was a value or an alias\n         */\n        '
                yield str((str_join(((undefined(name='method') if l_1_method is missing else l_1_method), ' ', )) if (undefined(name='method') if l_1_method is missing else l_1_method) else cond_expr_undefined("the inline if-expression on line 304 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
                yield 'java.util.Optional<'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield "> known() {\n            return java.util.Optional.ofNullable(known);\n        }\n\n        /**\n         * Returns the wire string: a known member's canonical "
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ", an unknown's raw spelling byte for byte.\n         *\n         * @return the wire string\n         */\n"
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'jackson'):
                    pass
                    yield '        @com.fasterxml.jackson.annotation.JsonValue\n'
                yield '        '
                yield str((str_join(((undefined(name='method') if l_1_method is missing else l_1_method), ' ', )) if (undefined(name='method') if l_1_method is missing else l_1_method) else cond_expr_undefined("the inline if-expression on line 316 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
                yield 'String wire() {\n            return wire;\n        }\n\n        @java.lang.Override\n        public boolean equals(java.lang.Object other) {\n            return other instanceof '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield ' open && wire.equals(open.wire);\n        }\n\n        @java.lang.Override\n        public int hashCode() {\n            return wire.hashCode();\n        }\n\n        /** Returns {@link #wire()}. */\n        @java.lang.Override\n        public String toString() {\n            return wire;\n        }\n    }\n'
        l_1_loop = l_1_vocab = l_1_names = l_1_creator = l_1_method = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_subject_type = resolve('subject_type')
            l_1_carried_type = resolve('carried_type')
            l_1_names = l_1_subject = l_1_carried = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'java'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            yield '\n    /**\n     * Returns the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_13(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n     *\n     * <p>Members of {@link #'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '} carry the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' ({@code null} stays\n     * {@code null}); every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries {@code null}.\n     *\n     * @param '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ' '
            yield str(t_13(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield str((' or one of its aliases' if environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'aliases') else cond_expr_undefined("the inline if-expression on line 347 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '\n     * @param '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' '
            yield str(t_13(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
            yield str((' or one of its aliases' if environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'aliases') else cond_expr_undefined("the inline if-expression on line 348 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield ', or {@code null}\n     * @return the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ', or {@code null}\n     * @throws IllegalArgumentException if {@code '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '} is not a known '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ', or a carried\n     *         {@code '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '} is not a known '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(String '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ', String '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ') {\n        if (!'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '.contains('
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'java'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ')) || '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' == null) {\n            return null;\n        }\n        return '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'java'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ');\n    }\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                (l_1_subject_type, l_1_carried_type) = (environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'java'), 'enum'), environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'java'), 'enum'))
                _loop_vars.update({'carried_type': l_1_carried_type, 'subject_type': l_1_subject_type})
                yield '\n    /**\n     * Returns the '
                yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
                yield ' '
                yield str(t_13(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
                yield ' carries, typed.\n     *\n     * <p>Members of {@link #'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
                yield '} carry {@code '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield '}; every other '
                yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
                yield ' carries {@code null}.\n     *\n     * @param '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ' '
                yield str(t_13(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
                yield '\n     * @param '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ' '
                yield str(t_13(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
                yield ', or {@code null}\n     * @return the carried '
                yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
                yield ', or {@code null}\n     * @throws NullPointerException if {@code '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield '} is {@code null}\n     */\n    '
                yield str((undefined(name='access') if l_0_access is missing else l_0_access))
                yield ' '
                yield str((undefined(name='carried_type') if l_1_carried_type is missing else l_1_carried_type))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '('
                yield str((undefined(name='subject_type') if l_1_subject_type is missing else l_1_subject_type))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ', '
                yield str((undefined(name='carried_type') if l_1_carried_type is missing else l_1_carried_type))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ') {\n        if (!'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
                yield '.contains('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield '.wire())) {\n            return null;\n        }\n        return '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ';\n    }\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_subject_type = l_1_carried_type = missing
        yield '\n    /** Every accepted spelling mapped to its canonical value: values first, then aliases. */\n    private static Map<String, String> '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
        yield '(List<String> values, Map<String, String> aliases) {\n        Map<String, String> table = new LinkedHashMap<>();\n        for (String value : values) {\n            table.put(value, value);\n        }\n        table.putAll(aliases);\n        return Collections.unmodifiableMap(table);\n    }\n\n    /** Looks name up exactly: no trimming or case folding, so a near miss is an error. */\n    private static String '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '(Map<String, String> lookup, String kind, String name) {\n        String found = name == null ? null : lookup.get(name);\n        if (found == null) {\n            throw new IllegalArgumentException("unknown " + kind + " "\n                    + (name == null ? "null" : "\\"" + name + "\\"")\n                    + "; expected one of: " + String.join(", ", lookup.keySet()));\n        }\n        return found;\n    }\n'
    yield '}\n'

blocks = {}
debug_info = '3=93&4=95&5=98&6=101&8=104&9=107&10=116&12=118&13=127&15=130&17=132&19=134&28=138&30=142&31=144&39=150&40=153&41=158&43=161&44=163&46=167&47=169&49=173&54=178&58=180&59=182&61=190&63=193&66=196&69=200&70=208&75=212&76=216&81=221&82=223&83=226&87=228&88=230&90=235&91=239&94=245&96=247&97=250&99=254&100=258&105=264&108=266&111=269&114=271&115=275&121=281&123=283&125=286&128=295&131=299&135=301&138=305&140=307&143=310&151=312&152=315&153=321&156=324&161=329&162=331&164=333&165=337&169=343&171=346&174=348&176=350&177=354&181=356&183=362&184=365&192=371&194=375&195=379&196=382&198=389&201=392&202=394&203=396&206=399&209=403&211=405&212=408&213=411&216=415&219=417&226=419&231=421&233=423&235=427&243=431&245=434&249=438&251=440&252=443&254=446&255=450&260=452&265=456&266=458&269=460&275=464&279=466&282=468&283=471&285=474&286=478&287=484&295=486&304=488&309=492&313=494&316=498&322=500&338=503&339=509&342=512&344=516&345=520&347=522&348=527&349=532&350=534&351=538&353=542&354=550&357=558&359=562&360=564&363=567&365=571&367=577&368=581&369=585&370=587&372=589&373=603&376=607&382=611&392=613'