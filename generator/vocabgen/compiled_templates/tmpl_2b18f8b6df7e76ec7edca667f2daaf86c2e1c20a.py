from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kotlin/object.kt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_settings = resolve('settings')
    l_0_namespace = resolve('namespace')
    l_0_kt = l_0_own = l_0_access = l_0_deprecated = l_0_file_doc = missing
    try:
        t_1 = environment.filters['kdoc_line']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'kdoc_line' found.")
    try:
        t_2 = environment.filters['kdoc_lines']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'kdoc_lines' found.")
    try:
        t_3 = environment.filters['kdoc_text']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'kdoc_text' found.")
    try:
        t_4 = environment.filters['kotlin_string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_string' found.")
    try:
        t_5 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    try:
        t_6 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_kt = context.vars['kt'] = environment.get_template('kotlin/_macros.kt.j2', 'kotlin/object.kt.j2')._get_default_module(context)
    context.exported_vars.discard('kt')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'kotlin')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    l_0_access = context.call(environment.getattr({'public': '', 'internal': 'internal '}, 'get'), environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions'))
    context.vars['access'] = l_0_access
    context.exported_vars.add('access')
    l_0_deprecated = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), any=False)
    context.vars['deprecated'] = l_0_deprecated
    context.exported_vars.add('deprecated')
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        def t_7(fiter):
            for l_2_value in fiter:
                if environment.getattr(l_2_value, 'deprecated'):
                    yield l_2_value
        for l_2_value in t_7(environment.getattr(l_1_vocab, 'values')):
            _loop_vars = {}
            pass
            if not isinstance(l_0_deprecated, Namespace):
                raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
            l_0_deprecated['any'] = True
        l_2_value = missing
    l_1_vocab = missing
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    if environment.getattr((undefined(name='deprecated') if l_0_deprecated is missing else l_0_deprecated), 'any'):
        pass
        yield '@file:Suppress("DEPRECATION") // the object\'s own collections name its deprecated constants\n\n'
    else:
        pass
        yield '\n'
    yield 'package '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield '\n\n'
    l_0_file_doc = t_2(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'))
    context.vars['file_doc'] = l_0_file_doc
    context.exported_vars.add('file_doc')
    yield '/**\n'
    if (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc):
        pass
        yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'doc_body'), (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc), ''))
        yield '\n *\n'
    yield ' * Closed string vocabularies generated from one vocab.toml by vocabgen;\n * edit the vocab.toml and re-render, never this file.\n */\nobject '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'object'))
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin')
        _loop_vars['names'] = l_1_names
        if (not environment.getattr(l_1_loop, 'first')):
            pass
            yield '\n'
        yield '    // '
        yield str(environment.getattr(l_1_vocab, 'key'))
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'), (t_2(environment.getattr(l_2_value, 'doc')) or [str_join(('The ', environment.getattr(l_1_vocab, 'noun'), ' ', t_3(str_join(('"', environment.getattr(l_2_value, 'text'), '"', ))), '.', ))]), environment.getattr(l_2_value, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'kotlin'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'), [str_join(('A deprecated name of [', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'), '].', ))], environment.getattr(l_3_former, 'reason'), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        def t_8(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_8(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'kotlin'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'kotlin'), [str_join(('The alias ', t_3(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))), ' of [', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'kotlin'), 'constant'), '].', ))], environment.getattr(l_2_alias, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'doc_body'), (t_2(environment.getattr(l_1_vocab, 'doc')) or [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * Read-only, in vocab.toml order.\n     */\n'
        def macro():
            t_9 = []
            pass
            for l_3_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                t_9.extend((
                    '        ',
                    str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'kotlin'), 'constant')),
                    ',\n',
                ))
            l_3_value = missing
            return concat(t_9)
        caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'collection'), str_join(('val ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), )), 'List<String>', 'listOf', caller=caller, _loop_vars=_loop_vars)
        yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n    /**\n     * Accepted non-canonical spellings of '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ', each mapped to its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '.\n     *\n     * Read-only, in vocab.toml order.\n'
            def t_10(fiter):
                for l_2_alias in fiter:
                    if t_1(environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(t_10(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '     *\n     * Deprecated aliases:\n'
                yield '     * - '
                yield str(t_3(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))))
                yield ': '
                yield str(t_1(environment.getattr(l_2_alias, 'deprecated')))
                yield '\n'
            l_2_loop = l_2_alias = missing
            yield '     */\n'
            def macro():
                t_11 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_11.extend((
                        str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'pairs'), environment.getattr(l_1_vocab, 'aliases'))),
                        '\n',
                    ))
                return concat(t_11)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'collection'), str_join(('val ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), )), 'Map<String, String>', 'mapOf', caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n    /**\n     * Spellings of '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ' that were removed from vocab.toml; a reader treats each as unknown.\n     *\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '     * - '
                yield str(t_3(str_join(('"', environment.getattr(l_2_removed, 'text'), '"', ))))
                yield ': '
                yield str(t_1(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
            yield '     *\n     * Read-only, in vocab.toml order.\n     */\n'
            def macro():
                t_12 = []
                pass
                for l_3_removed in environment.getattr(l_1_vocab, 'removed'):
                    _loop_vars = {}
                    pass
                    t_12.extend((
                        '        ',
                        str(environment.getattr(environment.getattr(l_3_removed, 'literal'), 'kotlin')),
                        ',\n',
                    ))
                l_3_removed = missing
                return concat(t_12)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'collection'), str_join(('val ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), )), 'List<String>', 'listOf', caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (not t_6((undefined(name='access') if l_0_access is missing else l_0_access))):
            pass
            yield '\n    /** Every accepted spelling mapped to its canonical value: values first, then aliases. */\n'
            def macro():
                t_13 = []
                pass
                for l_3_value in environment.getattr(l_1_vocab, 'values'):
                    _loop_vars = {}
                    pass
                    t_13.extend((
                        '        ',
                        str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'kotlin'), 'constant')),
                        ' to ',
                        str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'kotlin'), 'constant')),
                        ',\n',
                    ))
                l_3_value = missing
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_13.extend((
                        str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'pairs'), environment.getattr(l_1_vocab, 'aliases'))),
                        '\n',
                    ))
                return concat(t_13)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'collection'), str_join(('private val ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), )), 'Map<String, String>', 'mapOf', caller=caller, _loop_vars=_loop_vars)
            yield '\n'
    l_1_loop = l_1_vocab = l_1_names = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'doc_body'), (t_2(environment.getattr(l_1_rule, 'doc')) or [str_join(('The ', environment.getattr(environment.getattr(l_1_rule, 'subject'), 'plural'), ' that carry ', t_5(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun')), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * Read-only, in vocab.toml order.\n     */\n'
        def macro():
            t_14 = []
            pass
            for l_3_value in environment.getattr(l_1_rule, 'members'):
                _loop_vars = {}
                pass
                t_14.extend((
                    '        ',
                    str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'kotlin'), 'constant')),
                    ',\n',
                ))
            l_3_value = missing
            return concat(t_14)
        caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'collection'), str_join(('val ', environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'kotlin'), 'members'), )), 'Set<String>', 'setOf', caller=caller, _loop_vars=_loop_vars)
        yield '\n'
    l_1_rule = missing
    if (not t_6((undefined(name='access') if l_0_access is missing else l_0_access))):
        pass
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            l_1_names = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin')
            _loop_vars['names'] = l_1_names
            yield '\n    /**\n     * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield str((str_join((' or one of its [aliases][', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), ']', )) if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 132 in 'kotlin/object.kt.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * The match is exact: no trimming and no case folding.\n     *\n     * @throws IllegalArgumentException if [name] is not a known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield 'fun '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(name: String): String = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ', '
            yield str(t_4(environment.getattr(l_1_vocab, 'noun')))
            yield ', name)\n\n    /**\n     * Returns whether [name] is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 141 in 'kotlin/object.kt.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * No trimming and no case folding'
            yield str((str_join(('; a removed spelling is not ', t_5(environment.getattr(l_1_vocab, 'noun')), )) if environment.getattr(l_1_vocab, 'removed') else cond_expr_undefined("the inline if-expression on line 143 in 'kotlin/object.kt.j2' evaluated to false and no else section was defined.")))
            yield '.\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield 'fun '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(name: String?): Boolean = name != null && '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '[name] == name\n\n    /**\n     * Reads '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently: a known spelling ('
            yield str(('a value or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else 'a value'))
            yield ') gives its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ',\n     * anything else (a removed or misspelt spelling, the empty string, `null`) gives\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '     * the fallback ['
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'kotlin'), 'constant'))
                yield '].\n'
            else:
                pass
                yield '     * `null`.\n'
            yield '     *\n     * Never throws. The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n     */\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '    '
                yield str((undefined(name='access') if l_0_access is missing else l_0_access))
                yield 'fun '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(name: String?): String = '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '[name] ?: '
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'kotlin'), 'constant'))
                yield '\n'
            else:
                pass
                yield '    '
                yield str((undefined(name='access') if l_0_access is missing else l_0_access))
                yield 'fun '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(name: String?): String? = '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '[name]\n'
        l_1_vocab = l_1_names = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_names = l_1_subject = l_1_carried = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'kotlin'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            yield '\n    /**\n     * Returns the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_5(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n     *\n     * Members of ['
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '] carry the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (`null` stays `null`);\n     * every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries `null`.\n     *\n     * @throws IllegalArgumentException if ['
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '] is not a known '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ', or a carried\n     *     ['
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '] is not a known '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield '\n     */\n    '
            yield str((undefined(name='access') if l_0_access is missing else l_0_access))
            yield 'fun '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ': String,\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ': String?,\n    ): String? {\n        if ('
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'kotlin'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ') !in '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' || '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' == null) {\n            return null\n        }\n        return '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'kotlin'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ')\n    }\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
        yield '\n    /** Looks [name] up exactly: no trimming or case folding, so a near miss is an error. */\n    private fun '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '(\n        lookup: Map<String, String>,\n        kind: String,\n        name: String,\n    ): String = lookup[name] ?: throw IllegalArgumentException(\n        "unknown " + kind + " \\"" + name + "\\"; expected one of: " + lookup.keys.joinToString(", "),\n    )\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            template = environment.get_template('kotlin/_typed.kt.j2', 'kotlin/object.kt.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'access': l_0_access, 'deprecated': l_0_deprecated, 'file_doc': l_0_file_doc, 'kt': l_0_kt, 'own': l_0_own}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
    yield '}\n'

blocks = {}
debug_info = '2=51&3=53&4=56&5=59&6=62&7=65&8=74&11=78&12=80&18=87&20=89&22=93&23=95&29=98&30=101&31=105&32=107&35=111&36=113&38=117&39=119&41=123&44=127&46=135&50=139&54=141&55=144&56=149&54=155&60=157&63=160&66=164&67=172&71=176&74=182&75=185&76=188&74=193&81=195&84=198&86=200&87=204&92=210&93=213&94=218&92=224&99=226&102=229&103=232&104=237&106=243&107=246&102=251&113=254&116=258&120=260&121=263&122=268&120=274&127=277&128=279&129=283&132=286&136=291&138=293&141=303&143=306&145=308&148=314&150=320&151=323&158=329&159=332&161=343&164=350&165=354&168=357&170=361&171=365&173=367&174=371&176=375&177=379&178=381&180=383&183=391&188=397&195=399&196=401'