from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/class.php.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_settings = resolve('settings')
    l_0_php = l_0_own = l_0_with_functions = l_0_internal = l_0_file_doc = missing
    try:
        t_1 = environment.filters['php_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'php_string' found.")
    try:
        t_2 = environment.filters['phpdoc_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_line' found.")
    try:
        t_3 = environment.filters['phpdoc_lines']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_lines' found.")
    try:
        t_4 = environment.filters['phpdoc_text']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_text' found.")
    try:
        t_5 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_php = context.vars['php'] = environment.get_template('php/_macros.php.j2', 'php/class.php.j2')._get_default_module(context)
    context.exported_vars.discard('php')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'php')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    l_0_with_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    l_0_internal = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'internal')
    context.vars['internal'] = l_0_internal
    context.exported_vars.add('internal')
    yield '<?php\n\n// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\n'
    yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'head'), (undefined(name='file') if l_0_file is missing else l_0_file), (undefined(name='settings') if l_0_settings is missing else l_0_settings)))
    yield '\n\n'
    l_0_file_doc = t_3(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'))
    context.vars['file_doc'] = l_0_file_doc
    context.exported_vars.add('file_doc')
    yield '/**\n'
    if (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc):
        pass
        yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'doc_body'), (undefined(name='file_doc') if l_0_file_doc is missing else l_0_file_doc), ''))
        yield '\n *\n'
    yield ' * Closed string vocabularies generated from one vocab.toml by vocabgen;\n * edit the vocab.toml and re-render, never this file.\n */\nfinal class '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
    yield '\n{\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'php')
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
            yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'php'), (t_3(environment.getattr(l_2_value, 'doc')) or [str_join(('The ', environment.getattr(l_1_vocab, 'noun'), ' ', t_4(str_join(('"', environment.getattr(l_2_value, 'text'), '"', ))), '.', ))]), t_2(environment.getattr(l_2_value, 'deprecated')), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'php'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'php'), [str_join(('A deprecated name of self::', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'), '.', ))], t_2(environment.getattr(l_3_former, 'reason')), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        def t_6(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_6(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'php'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'php'), [str_join(('The alias ', t_4(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))), ' of self::', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'php'), 'constant'), '.', ))], t_2(environment.getattr(l_2_alias, 'deprecated')), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'doc_body'), (t_3(environment.getattr(l_1_vocab, 'doc')) or [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * In vocab.toml order.\n     *\n     * @var list<string>\n     */\n'
        def macro():
            t_7 = []
            pass
            for l_3_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                t_7.extend((
                    '        self::',
                    str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'php'), 'constant')),
                    ',\n',
                ))
            l_3_value = missing
            return concat(t_7)
        caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'array'), str_join(('public const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), )), caller=caller, _loop_vars=_loop_vars)
        yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n    /**\n     * Accepted non-canonical spellings of '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ', each mapped to its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '.\n     *\n     * In vocab.toml order; PHP stores an integer-like key ("10") as an int.\n'
            def t_8(fiter):
                for l_2_alias in fiter:
                    if t_2(environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(t_8(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '     *\n     * Deprecated aliases:\n'
                yield '     * - '
                yield str(t_4(str_join(('"', environment.getattr(l_2_alias, 'name'), '"', ))))
                yield ': '
                yield str(t_2(environment.getattr(l_2_alias, 'deprecated')))
                yield '\n'
            l_2_loop = l_2_alias = missing
            yield '     *\n     * @var array<string, string>\n     */\n'
            def macro():
                t_9 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_9.extend((
                        str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'pairs'), environment.getattr(l_1_vocab, 'aliases'))),
                        '\n',
                    ))
                return concat(t_9)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'array'), str_join(('public const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), )), caller=caller, _loop_vars=_loop_vars)
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
                yield str(t_4(str_join(('"', environment.getattr(l_2_removed, 'text'), '"', ))))
                yield ': '
                yield str(t_2(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
            yield '     *\n     * In vocab.toml order.\n     *\n     * @var list<string>\n     */\n'
            def macro():
                t_10 = []
                pass
                for l_3_removed in environment.getattr(l_1_vocab, 'removed'):
                    _loop_vars = {}
                    pass
                    t_10.extend((
                        '        ',
                        str(environment.getattr(environment.getattr(l_3_removed, 'literal'), 'php')),
                        ',\n',
                    ))
                l_3_removed = missing
                return concat(t_10)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'array'), str_join(('public const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), )), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    /** @var array<string, string> every accepted spelling mapped to its canonical value: values first, then aliases */\n'
            def macro():
                t_11 = []
                pass
                for l_3_value in environment.getattr(l_1_vocab, 'values'):
                    _loop_vars = {}
                    pass
                    t_11.extend((
                        '        self::',
                        str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'php'), 'constant')),
                        ' => self::',
                        str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'php'), 'constant')),
                        ',\n',
                    ))
                l_3_value = missing
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_11.extend((
                        str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'pairs'), environment.getattr(l_1_vocab, 'aliases'))),
                        '\n',
                    ))
                return concat(t_11)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'array'), str_join(('private const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), )), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
    l_1_loop = l_1_vocab = l_1_names = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n    /**\n'
        yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'doc_body'), (t_3(environment.getattr(l_1_rule, 'doc')) or [str_join(('The ', environment.getattr(environment.getattr(l_1_rule, 'subject'), 'plural'), ' that carry ', t_5(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun')), '.', ))]), _loop_vars=_loop_vars))
        yield '\n     *\n     * In vocab.toml order.\n     *\n     * @var list<string>\n     */\n'
        def macro():
            t_12 = []
            pass
            for l_3_value in environment.getattr(l_1_rule, 'members'):
                _loop_vars = {}
                pass
                t_12.extend((
                    '        self::',
                    str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'php'), 'constant')),
                    ',\n',
                ))
            l_3_value = missing
            return concat(t_12)
        caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'array'), str_join(('public const ', environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'php'), 'members'), )), caller=caller, _loop_vars=_loop_vars)
        yield '\n'
    l_1_rule = missing
    yield '\n    private function __construct()\n    {\n    }\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            l_1_names = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'php')
            _loop_vars['names'] = l_1_names
            yield '\n    /**\n     * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield str((' or one of its aliases' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 138 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * The match is exact: no trimming and no case folding.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield '     *\n     * @internal\n'
            yield '     *\n     * @param mixed $name the spelling to canonicalise\n     * @return string the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     * @throws \\InvalidArgumentException if $name is not a string naming a known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield '\n     */\n    public static function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(mixed $name): string\n    {\n        return self::'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '(self::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ', '
            yield str(t_1(environment.getattr(l_1_vocab, 'noun')))
            yield ', $name);\n    }\n\n    /**\n     * Returns whether $value is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 156 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
            yield '.\n     *\n     * No trimming and no case folding'
            yield str((str_join(('; a removed spelling is not ', t_5(environment.getattr(l_1_vocab, 'noun')), )) if environment.getattr(l_1_vocab, 'removed') else cond_expr_undefined("the inline if-expression on line 158 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield '     *\n     * @internal\n'
            yield '     *\n     * @param mixed $value the value to test\n     * @return bool whether $value is one of self::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '\n     */\n    public static function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(mixed $value): bool\n    {\n        return \\is_string($value) && (self::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '[$value] ?? null) === $value;\n    }\n\n    /**\n     * Reads '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently: a known spelling ('
            yield str(('a value or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else 'a value'))
            yield ') gives its canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ',\n     * anything else (a removed or misspelt spelling, the empty string, null, a non-string) gives\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '     * the fallback self::'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'php'), 'constant'))
                yield '.\n'
            else:
                pass
                yield '     * null.\n'
            yield '     *\n     * Never throws. The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield '     *\n     * @internal\n'
            yield '     *\n     * @param mixed $value the spelling to read\n     * @return '
            yield str(('string' if environment.getattr(l_1_vocab, 'fallback') else 'string|null'))
            yield ' the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ', or '
            yield str(('the fallback' if environment.getattr(l_1_vocab, 'fallback') else 'null'))
            yield ' when $value is unknown\n     */\n    public static function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(mixed $value): '
            yield str(('string' if environment.getattr(l_1_vocab, 'fallback') else '?string'))
            yield '\n    {\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '        return \\is_string($value) ? self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '[$value] ?? self::'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'php'), 'constant'))
                yield ' : self::'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'php'), 'constant'))
                yield ';\n'
            else:
                pass
                yield '        return \\is_string($value) ? self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '[$value] ?? null : null;\n'
            yield '    }\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield '\n    /**\n     * The strict parse: the known case for '
                yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
                yield str((' or one of its aliases' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 201 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
                yield ', as self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '() reads it.\n'
                if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                    pass
                    yield '     *\n     * @internal\n'
                yield '     *\n     * @param mixed $name the spelling to parse\n     * @return '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                yield ' the known case\n     * @throws \\InvalidArgumentException if $name is not a string naming a known '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield '\n     */\n    public static function '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))
                yield '(mixed $name): '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                yield '\n    {\n        return '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                yield '::from(self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '($name));\n    }\n'
        l_1_vocab = l_1_names = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_names = l_1_subject = l_1_carried = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'php'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            yield '\n    /**\n     * Returns the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_5(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n     *\n     * Members of self::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (null stays null);\n     * every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries null.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield '     *\n     * @internal\n'
            yield '     *\n     * @param mixed $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ' '
            yield str(t_5(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield str((' or one of its aliases' if environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'aliases') else cond_expr_undefined("the inline if-expression on line 230 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
            yield '\n     * @param mixed $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' '
            yield str(t_5(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
            yield str((' or one of its aliases' if environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'aliases') else cond_expr_undefined("the inline if-expression on line 231 in 'php/class.php.j2' evaluated to false and no else section was defined.")))
            yield ', or null\n     * @return string|null the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ', or null\n     * @throws \\InvalidArgumentException if $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ' is not a known '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ', or a carried\n     *     $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' is not a known '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield '\n     */\n    public static function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(mixed $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ', mixed $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '): ?string\n    {\n        if (!\\in_array(self::'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'php'), 'canonical'))
            yield '($'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '), self::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ', true) || $'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' === null) {\n            return null;\n        }\n        return self::'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'php'), 'canonical'))
            yield '($'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ');\n    }\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield '\n    /**\n     * The typed settle: the '
                yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
                yield ' a known '
                yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
                yield ' carries.\n     *\n     * Members of self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
                yield ' carry $'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield '; every other '
                yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
                yield ' carries null.\n'
                if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                    pass
                    yield '     *\n     * @internal\n'
                yield '     */\n    public static function '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '('
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'php'), 'known_type'))
                yield ' $'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ', ?'
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'php'), 'known_type'))
                yield ' $'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield '): ?'
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'php'), 'known_type'))
                yield '\n    {\n        return \\in_array($'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield '->value, self::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
                yield ', true) ? $'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ' : null;\n    }\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
        yield '\n    /**\n     * Looks $name up exactly: no trimming or case folding, so a near miss is an error.\n     *\n     * @param array<string, string> $lookup\n     */\n    private static function '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '(array $lookup, string $kind, mixed $name): string\n    {\n        if (\\is_string($name) && isset($lookup[$name])) {\n            return $lookup[$name];\n        }\n        $shown = \\is_string($name) ? \'"\' . $name . \'"\' : \\get_debug_type($name);\n        throw new \\InvalidArgumentException(\n            \'unknown \' . $kind . \' \' . $shown . \'; expected one of: \' . \\implode(\', \', \\array_keys($lookup))\n        );\n    }\n'
    yield '}\n'

blocks = {}
debug_info = '3=44&4=46&5=49&6=52&9=56&11=58&13=60&15=64&16=66&22=69&24=72&25=76&26=78&29=82&30=84&32=88&33=90&35=94&38=98&40=106&44=110&50=112&51=115&52=120&50=126&56=128&59=131&62=135&63=143&67=147&72=153&73=156&74=159&72=164&79=166&82=169&84=171&85=175&92=181&93=184&94=189&92=195&99=197&102=200&103=203&104=208&106=214&107=217&102=222&113=225&116=229&122=231&123=234&124=239&122=245&133=249&134=251&135=255&138=258&141=263&147=267&148=269&150=271&152=273&156=279&158=282&159=284&165=288&167=290&169=292&173=294&175=300&176=303&182=309&188=313&190=319&192=323&193=326&195=335&198=338&201=341&202=346&208=350&209=352&211=354&213=358&217=363&218=367&221=370&223=374&224=378&225=380&230=384&231=389&232=394&233=396&234=400&236=404&238=410&241=418&243=422&246=425&248=429&249=435&254=439&256=451&266=459'