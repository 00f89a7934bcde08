from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/class.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_functions = resolve('functions')
    l_0_marker = resolve('marker')
    l_0_package = resolve('package')
    l_0_chunked = resolve('chunked')
    l_0_doc = resolve('doc')
    l_0_class_name = resolve('class_name')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_java = l_0_access = missing
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
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_6 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_7 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_java = context.vars['java'] = environment.get_template('java/_macros.java.j2', 'java/class.java.j2')._get_default_module(context)
    context.exported_vars.discard('java')
    l_0_access = context.call(environment.getattr({'public': 'public static', 'internal': 'static'}, 'get'), (undefined(name='functions') if l_0_functions is missing else l_0_functions), '')
    context.vars['access'] = l_0_access
    context.exported_vars.add('access')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\npackage '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield ';\n\n'
    if (undefined(name='chunked') if l_0_chunked is missing else l_0_chunked):
        pass
        yield 'import java.util.ArrayList;\nimport java.util.Arrays;\n'
    yield 'import java.util.Collections;\nimport java.util.LinkedHashMap;\nimport java.util.List;\nimport java.util.Map;\n\n/**\n'
    if (undefined(name='doc') if l_0_doc is missing else l_0_doc):
        pass
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (undefined(name='doc') if l_0_doc is missing else l_0_doc), ''))
        yield '\n *\n * <p>Closed string vocabularies generated from one vocab.toml by vocabgen;\n'
    else:
        pass
        yield ' * Closed string vocabularies generated from one vocab.toml by vocabgen;\n'
    yield ' * edit the vocab.toml and re-render, never this file.\n */\npublic final class '
    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_chunk = resolve('chunk')
        _loop_vars = {}
        pass
        yield '\n    // '
        yield str(environment.getattr(l_1_vocab, 'key'))
        yield '\n'
        for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
            _loop_vars = {}
            pass
            yield '\n'
            if environment.getattr(l_2_constant, 'deprecated'):
                pass
                yield '    /**\n'
                yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (environment.getattr(l_2_constant, 'doc') or [str_join(('The ', environment.getattr(l_1_vocab, 'noun'), ' ', environment.getattr(l_2_constant, 'quoted_doc'), '.', ))]), _loop_vars=_loop_vars))
                yield '\n     *\n     * @deprecated '
                yield str(environment.getattr(l_2_constant, 'deprecated'))
                yield '\n     */\n    @Deprecated\n'
            elif environment.getattr(l_2_constant, 'doc'):
                pass
                yield str(t_3(environment.getattr(l_2_constant, 'doc')))
                yield '\n'
            else:
                pass
                yield '    /** The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' '
                yield str(environment.getattr(l_2_constant, 'quoted_doc'))
                yield '. */\n'
            yield '    public static final String '
            yield str(environment.getattr(l_2_constant, 'name'))
            yield ' = '
            yield str(environment.getattr(l_2_constant, 'literal'))
            yield ';\n'
        l_2_constant = missing
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (environment.getattr(l_1_vocab, 'doc') or [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr(l_1_vocab, 'collection'), environment.getattr(l_1_vocab, 'entries'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk), _loop_vars=_loop_vars))
        yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n    /**\n     * Accepted non-canonical spellings of '
            yield str(t_7(environment.getattr(l_1_vocab, 'noun')))
            yield ', each mapped to its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '.\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n'
            def t_8(fiter):
                for l_2_alias in fiter:
                    if environment.getattr(l_2_alias, 'deprecated'):
                        yield l_2_alias
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(t_8(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '     *\n     * <p>Deprecated aliases:\n     * <ul>\n'
                yield '     * <li>'
                yield str(environment.getattr(l_2_alias, 'quoted_doc'))
                yield ': '
                yield str(environment.getattr(l_2_alias, 'deprecated'))
                yield '</li>\n'
                if environment.getattr(l_2_loop, 'last'):
                    pass
                    yield '     * </ul>\n'
            l_2_loop = l_2_alias = missing
            yield '     */\n'
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                yield '    public static final Map<String, String> '
                yield str(environment.getattr(l_1_vocab, 'aliases_field'))
                yield ';\n\n    static {\n        Map<String, String> aliases = new LinkedHashMap<>();\n'
                if (t_4(environment.getattr(l_1_vocab, 'aliases')) <= (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)):
                    pass
                    for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                        _loop_vars = {}
                        pass
                        yield '        aliases.put('
                        yield str(environment.getattr(l_2_alias, 'literal'))
                        yield ', '
                        yield str(environment.getattr(l_2_alias, 'constant'))
                        yield ');\n'
                    l_2_alias = missing
                else:
                    pass
                    l_2_loop = missing
                    for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'aliases'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                        _loop_vars = {}
                        pass
                        yield '        '
                        yield str(environment.getattr(l_1_vocab, 'aliases_field'))
                        yield '_PART_'
                        yield str(environment.getattr(l_2_loop, 'index'))
                        yield '(aliases);\n'
                    l_2_loop = l_2_part = missing
                yield '        '
                yield str(environment.getattr(l_1_vocab, 'aliases_field'))
                yield ' = Collections.unmodifiableMap(aliases);\n    }\n'
                if (t_4(environment.getattr(l_1_vocab, 'aliases')) > (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)):
                    pass
                    l_2_loop = missing
                    for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'aliases'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                        _loop_vars = {}
                        pass
                        yield '\n    private static void '
                        yield str(environment.getattr(l_1_vocab, 'aliases_field'))
                        yield '_PART_'
                        yield str(environment.getattr(l_2_loop, 'index'))
                        yield '(Map<String, String> aliases) {\n'
                        for l_3_alias in l_2_part:
                            _loop_vars = {}
                            pass
                            yield '        aliases.put('
                            yield str(environment.getattr(l_3_alias, 'literal'))
                            yield ', '
                            yield str(environment.getattr(l_3_alias, 'constant'))
                            yield ');\n'
                        l_3_alias = missing
                        yield '    }\n'
                    l_2_loop = l_2_part = missing
            else:
                pass
                yield '    public static final Map<String, String> '
                yield str(environment.getattr(l_1_vocab, 'aliases_field'))
                yield ' = Map.of();\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n    /**\n     * Spellings of '
            yield str(t_7(environment.getattr(l_1_vocab, 'noun')))
            yield ' that were removed from vocab.toml; a reader treats each as unknown.\n     *\n     * <ul>\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '     * <li>'
                yield str(environment.getattr(l_2_removed, 'quoted_doc'))
                yield ': '
                yield str(environment.getattr(l_2_removed, 'reason'))
                yield '</li>\n'
            l_2_removed = missing
            yield '     * </ul>\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
            yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr(l_1_vocab, 'removed_field'), t_5(context.eval_ctx, t_6(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal')), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk), _loop_vars=_loop_vars))
            yield '\n'
        if (undefined(name='access') if l_0_access is missing else l_0_access):
            pass
            yield '\n    private static final Map<String, String> '
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield ' = lookup('
            yield str(environment.getattr(l_1_vocab, 'collection'))
            yield ', '
            yield str((environment.getattr(l_1_vocab, 'aliases_field') if environment.getattr(l_1_vocab, 'has_aliases') else 'Map.of()'))
            yield ');\n'
    l_1_loop = l_1_vocab = l_1_chunk = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        l_1_chunk = resolve('chunk')
        _loop_vars = {}
        pass
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'doc_body'), (environment.getattr(l_1_rule, 'doc') or [str_join(('The ', environment.getattr(l_1_rule, 'subject_plural'), ' that carry ', t_7(environment.getattr(l_1_rule, 'carried_noun')), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * <p>Unmodifiable, in vocab.toml order.\n     */\n'
        yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'list_field'), environment.getattr(l_1_rule, 'members'), t_5(context.eval_ctx, environment.getattr(l_1_rule, 'entries')), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk), _loop_vars=_loop_vars))
        yield '\n'
    l_1_rule = l_1_chunk = missing
    yield '\n    private '
    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
    yield '() {\n    }\n'
    if (undefined(name='chunked') if l_0_chunked is missing else l_0_chunked):
        pass
        yield '\n    /** Joins initialiser chunks: javac caps a method at 64 KiB of bytecode ("code too large"). */\n    private static String[] join(String[]... parts) {\n        List<String> all = new ArrayList<>();\n        for (String[] part : parts) {\n            all.addAll(Arrays.asList(part));\n        }\n        return all.toArray(new String[0]);\n    }\n'
    if (undefined(name='access') if l_0_access is missing else l_0_access):
        pass
        for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
            _loop_vars = {}
            pass
            yield '\n    /**\n     * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for '
            yield str(t_7(environment.getattr(l_1_vocab, 'noun')))
            yield str((str_join((' or one of its {@link #', environment.getattr(l_1_vocab, 'aliases_field'), ' aliases}', )) if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 159 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * <p>The match is exact: no trimming and no case folding.\n     *\n     * @param name the spelling to canonicalise\n     * @return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     * @throws IllegalArgumentException if {@code name} is {@code null} or not a known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(String name) {\n        return canonical('
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield ', '
            yield str(t_2(environment.getattr(l_1_vocab, 'noun')))
            yield ', name);\n    }\n\n    /**\n     * Returns whether {@code name} is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 172 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * <p>No trimming and no case folding'
            yield str((str_join(('; a removed spelling is not ', t_7(environment.getattr(l_1_vocab, 'noun')), )) if environment.getattr(l_1_vocab, 'removed') else cond_expr_undefined("the inline if-expression on line 174 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * @param name the spelling to test, or {@code null}\n     * @return whether {@code name} is one of {@link #'
            yield str(environment.getattr(l_1_vocab, 'collection'))
            yield '}\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' boolean '
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(String name) {\n        return name != null && name.equals('
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield '.get(name));\n    }\n\n    /**\n     * Reads '
            yield str(t_7(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently: a known spelling ('
            yield str(('a value or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else 'a value'))
            yield ') gives its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ',\n     * anything else (a removed or misspelt spelling, the empty string, {@code null}) gives\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '     * the fallback {@link #'
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield '}.\n'
            else:
                pass
                yield '     * {@code null}.\n'
            yield '     *\n     * <p>Never throws. The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n     *\n     * @param name the spelling to read, or {@code null}\n     * @return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ', or '
            yield str((str_join(('{@link #', environment.getattr(l_1_vocab, 'fallback'), '}', )) if environment.getattr(l_1_vocab, 'fallback') else '{@code null}'))
            yield ' when {@code name} is unknown\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield '(String name) {\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '        return '
                yield str(environment.getattr(l_1_vocab, 'lookup'))
                yield '.getOrDefault(name, '
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield ');\n'
            else:
                pass
                yield '        return '
                yield str(environment.getattr(l_1_vocab, 'lookup'))
                yield '.get(name);\n'
            yield '    }\n'
        l_1_vocab = missing
        for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            _loop_vars = {}
            pass
            yield '\n    /**\n     * Returns the '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' '
            yield str(t_7(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries.\n     *\n     * <p>Members of {@link #'
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '} carry the canonical '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' ({@code null} stays\n     * {@code null}); every other '
            yield str(environment.getattr(l_1_rule, 'subject_noun'))
            yield ' carries {@code null}.\n     *\n     * @param '
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ' '
            yield str(t_7(environment.getattr(l_1_rule, 'subject_noun')))
            yield str((' or one of its aliases' if environment.getattr(l_1_rule, 'subject_has_aliases') else cond_expr_undefined("the inline if-expression on line 213 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield '\n     * @param '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ' '
            yield str(t_7(environment.getattr(l_1_rule, 'carried_noun')))
            yield str((' or one of its aliases' if environment.getattr(l_1_rule, 'carried_has_aliases') else cond_expr_undefined("the inline if-expression on line 214 in 'java/class.java.j2' evaluated to false and no else section was defined.")))
            yield ', or {@code null}\n     * @return the canonical '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ', or {@code null}\n     * @throws IllegalArgumentException if {@code '
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield '} is not a known '
            yield str(environment.getattr(l_1_rule, 'subject_noun'))
            yield ', or a carried\n     *         {@code '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield '} is not a known '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield ' String '
            yield str(environment.getattr(l_1_rule, 'settle'))
            yield '(String '
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ', String '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ') {\n        if (!'
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '.contains('
            yield str(environment.getattr(l_1_rule, 'subject_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ')) || '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ' == null) {\n            return null;\n        }\n        return '
            yield str(environment.getattr(l_1_rule, 'carried_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ');\n    }\n'
        l_1_rule = missing
        yield '\n    /** Every accepted spelling mapped to its canonical value: values first, then aliases. */\n    private static Map<String, String> lookup(List<String> values, Map<String, String> aliases) {\n        Map<String, String> table = new LinkedHashMap<>();\n        for (String value : values) {\n            table.put(value, value);\n        }\n        table.putAll(aliases);\n        return Collections.unmodifiableMap(table);\n    }\n\n    /** Looks name up exactly: no trimming or case folding, so a near miss is an error. */\n    private static String canonical(Map<String, String> lookup, String kind, String name) {\n        String found = name == null ? null : lookup.get(name);\n        if (found == null) {\n            throw new IllegalArgumentException("unknown " + kind + " "\n                    + (name == null ? "null" : "\\"" + name + "\\"")\n                    + "; expected one of: " + String.join(", ", lookup.keySet()));\n        }\n        return found;\n    }\n'
    yield '}\n'

blocks = {}
debug_info = '12=62&13=64&14=67&16=69&18=71&28=75&29=77&37=83&38=86&40=91&41=93&43=97&45=100&47=102&50=104&51=106&53=111&55=116&59=122&63=124&64=126&67=129&70=133&71=141&76=145&77=149&82=154&83=157&87=159&88=161&89=165&92=173&93=177&96=183&98=185&99=188&101=192&102=196&103=200&109=210&112=212&115=215&118=217&119=221&125=227&127=229&129=232&132=239&135=244&139=246&142=250&144=252&155=255&156=257&159=261&164=266&165=268&167=270&168=274&172=278&174=281&177=283&179=285&180=289&184=291&186=297&187=300&195=306&197=310&198=314&199=317&201=324&205=328&208=332&210=336&211=340&213=342&214=347&215=352&216=354&217=358&219=362&220=370&223=378'