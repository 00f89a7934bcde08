from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'clojure/namespace.cljc.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_namespace = resolve('namespace')
    l_0_clj = l_0_emit = l_0_public = l_0_doc = l_0_defined = l_0_excluded = missing
    try:
        t_1 = environment.filters['clj_core']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'clj_core' found.")
    try:
        t_2 = environment.filters['clj_line']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'clj_line' found.")
    try:
        t_3 = environment.filters['clj_lines']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'clj_lines' found.")
    try:
        t_4 = environment.filters['clj_string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'clj_string' found.")
    try:
        t_5 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_6 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_7 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_8 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_clj = context.vars['clj'] = environment.get_template('clojure/_macros.cljc.j2', 'clojure/namespace.cljc.j2')._get_default_module(context)
    context.exported_vars.discard('clj')
    l_0_emit = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['emit'] = l_0_emit
    context.exported_vars.add('emit')
    l_0_public = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'public')
    context.vars['public'] = l_0_public
    context.exported_vars.add('public')
    l_0_doc = t_3(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'))
    context.vars['doc'] = l_0_doc
    context.exported_vars.add('doc')
    l_0_defined = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), names=[])
    context.vars['defined'] = l_0_defined
    context.exported_vars.add('defined')
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        if not isinstance(l_0_defined, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_0_defined['names'] = ((environment.getattr((undefined(name='defined') if l_0_defined is missing else l_0_defined), 'names') + t_6(context.eval_ctx, t_7(context, environment.getattr(l_1_vocab, 'values'), attribute='names.clojure.constant'))) + t_6(context.eval_ctx, context.call(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'clojure'), 'values'), _loop_vars=_loop_vars)))
        def t_9(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_9(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            if not isinstance(l_0_defined, Namespace):
                raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
            l_0_defined['names'] = (environment.getattr((undefined(name='defined') if l_0_defined is missing else l_0_defined), 'names') + [environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'clojure'), 'alias_constant')])
        l_2_alias = missing
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            if not isinstance(l_0_defined, Namespace):
                raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
            l_0_defined['names'] = (environment.getattr((undefined(name='defined') if l_0_defined is missing else l_0_defined), 'names') + t_6(context.eval_ctx, t_7(context, environment.getattr(l_2_value, 'deprecated_names'), attribute='names.clojure.constant')))
        l_2_value = missing
    l_1_vocab = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        if not isinstance(l_0_defined, Namespace):
            raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
        l_0_defined['names'] = ((environment.getattr((undefined(name='defined') if l_0_defined is missing else l_0_defined), 'names') + [environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'clojure'), 'members')]) + ([environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'clojure'), 'settle')] if (undefined(name='emit') if l_0_emit is missing else l_0_emit) else []))
    l_1_rule = missing
    l_0_excluded = t_1(environment.getattr((undefined(name='defined') if l_0_defined is missing else l_0_defined), 'names'))
    context.vars['excluded'] = l_0_excluded
    context.exported_vars.add('excluded')
    yield ';; '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n(ns '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield '\n'
    yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), (((undefined(name='doc') if l_0_doc is missing else l_0_doc) + ([''] if (undefined(name='doc') if l_0_doc is missing else l_0_doc) else [])) + (['Closed string vocabularies: a def per value, the values in order (a vector and a set),', 'status?-style guards, lenient read-* functions, and canonical-* functions that throw', 'ex-info on unknown input. Generated by vocabgen; edit the vocab file, never this', 'namespace.'] if (undefined(name='emit') if l_0_emit is missing else l_0_emit) else ['Closed string vocabularies: a def per value and the values in order (a vector and a', 'set). Generated by vocabgen; edit the vocab file, never this namespace.']))))
    yield str((')' if (not (undefined(name='excluded') if l_0_excluded is missing else l_0_excluded)) else cond_expr_undefined("the inline if-expression on line 30 in 'clojure/namespace.cljc.j2' evaluated to false and no else section was defined.")))
    yield '\n'
    if (undefined(name='excluded') if l_0_excluded is missing else l_0_excluded):
        pass
        yield '  (:refer-clojure :exclude ['
        yield str(t_5(context.eval_ctx, (undefined(name='excluded') if l_0_excluded is missing else l_0_excluded), '\n                            '))
        yield ']))\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_doc = l_0_doc
        l_1_fallback = resolve('fallback')
        l_1_keywords = resolve('keywords')
        l_1_or_alias = resolve('or_alias')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'clojure')
        _loop_vars['names'] = l_1_names
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'), t_3(environment.getattr(l_2_value, 'doc')), environment.getattr(l_2_value, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'clojure'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'), [str_join(('A deprecated name of ', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'constant'), '.', ))], environment.getattr(l_3_former, 'reason'), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield '\n(def '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), (t_3(environment.getattr(l_1_vocab, 'doc')) or [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), ', in vocab.toml order.', ))]), _loop_vars=_loop_vars))
        yield '\n  '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_7(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
        yield ')\n\n(def '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'set'))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Every ', environment.getattr(l_1_vocab, 'noun'), ' as a set, for (contains? ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'set'), ' x) idioms.', ))], _loop_vars=_loop_vars))
        yield '\n  (set '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '))\n'
        def t_10(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_10(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'clojure'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'clojure'), [str_join(('The alias `', t_2(environment.getattr(l_2_alias, 'name')), '` of ', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'clojure'), 'constant'), '.', ))], environment.getattr(l_2_alias, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n(def '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield '\n'
            l_1_doc = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), lines=[str_join(('Accepted non-canonical spellings of ', t_8(environment.getattr(l_1_vocab, 'noun')), ', mapped to the canonical one.', ))], _loop_vars=_loop_vars)
            _loop_vars['doc'] = l_1_doc
            def t_11(fiter):
                for l_2_alias in fiter:
                    if t_2(environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(t_11(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if not isinstance(l_1_doc, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_doc['lines'] = ((environment.getattr((undefined(name='doc') if l_1_doc is missing else l_1_doc), 'lines') + (['', 'Deprecated aliases:'] if environment.getattr(l_2_loop, 'first') else [])) + [str_join(('  ', t_2(environment.getattr(l_2_alias, 'name')), ': ', t_2(environment.getattr(l_2_alias, 'deprecated')), ))])
            l_2_loop = l_2_alias = missing
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), environment.getattr((undefined(name='doc') if l_1_doc is missing else l_1_doc), 'lines'), _loop_vars=_loop_vars))
            yield '\n  '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'map'), environment.getattr(l_1_vocab, 'aliases'), 2, _loop_vars=_loop_vars))
            yield ')\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n(def '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield '\n'
            l_1_doc = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), lines=[str_join(('Spellings of ', t_8(environment.getattr(l_1_vocab, 'noun')), ' that were removed; readers treat them as unknown.', )), ''], _loop_vars=_loop_vars)
            _loop_vars['doc'] = l_1_doc
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                if not isinstance(l_1_doc, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_doc['lines'] = (environment.getattr((undefined(name='doc') if l_1_doc is missing else l_1_doc), 'lines') + [str_join(('  ', t_2(environment.getattr(l_2_removed, 'text')), ': ', t_2(environment.getattr(l_2_removed, 'reason')), ))])
            l_2_removed = missing
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), environment.getattr((undefined(name='doc') if l_1_doc is missing else l_1_doc), 'lines'), _loop_vars=_loop_vars))
            yield '\n  '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_7(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
            yield ')\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            l_1_fallback = (environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'clojure') if environment.getattr(l_1_vocab, 'fallback') else '')
            _loop_vars['fallback'] = l_1_fallback
            yield '\n(def ^:private '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '\n'
            if environment.getattr(l_1_vocab, 'has_aliases'):
                pass
                yield '  (merge (zipmap '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield ') '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '))\n'
            else:
                pass
                yield '  (zipmap '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield '))\n'
            yield '\n(defn '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('True when value is a canonical ', environment.getattr(l_1_vocab, 'noun'), ' (exact: ', ('an alias, ' if environment.getattr(l_1_vocab, 'has_aliases') else ''), 'a removed spelling or a near miss is not).', ))], _loop_vars=_loop_vars))
            yield '\n  [value]\n  (contains? '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'set'))
            yield ' value))\n\n(defn '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Read ', t_8(environment.getattr(l_1_vocab, 'noun')), ' leniently: ', t_8(environment.getattr(l_1_vocab, 'noun')), (' or one of its aliases' if environment.getattr(l_1_vocab, 'has_aliases') else ''), ' gives the canonical ', environment.getattr(l_1_vocab, 'noun'), ';', )), str_join(('anything else (removed, misspelt, empty, nil, not a string) gives ', ((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback) if (undefined(name='fallback') if l_1_fallback is missing else l_1_fallback) else 'nil'), '. Never throws.', )), 'The caller keeps its input, so a relay passes an unknown spelling on unchanged.'], _loop_vars=_loop_vars))
            yield '\n  [value]\n'
            if (undefined(name='fallback') if l_1_fallback is missing else l_1_fallback):
                pass
                yield '  (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield ' value '
                yield str((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback))
                yield '))\n'
            else:
                pass
                yield '  (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield ' value))\n'
            yield '\n(defn '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Return the canonical ', environment.getattr(l_1_vocab, 'noun'), ' for a value', (' or one of the aliases' if environment.getattr(l_1_vocab, 'has_aliases') else ''), ', or', )), 'throw ex-info whose data names the input and the valid spellings.', 'The lookup is exact: no trimming and no case folding.'], _loop_vars=_loop_vars))
            yield '\n  [spelling]\n  (or (get '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ' spelling)\n      (throw (ex-info (str '
            yield str(t_4(str_join(('unknown ', environment.getattr(l_1_vocab, 'noun'), ' ', ))))
            yield ' (pr-str spelling))\n                      {:vocabulary '
            yield str(t_4(environment.getattr(l_1_vocab, 'key')))
            yield '\n                       :input spelling\n'
            if environment.getattr(l_1_vocab, 'has_aliases'):
                pass
                yield '                       :expected (into '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield ' (keys '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '))}))))\n'
            else:
                pass
                yield '                       :expected '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield '}))))\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                l_1_keywords = t_6(context.eval_ctx, t_7(context, environment.getattr(l_1_vocab, 'values'), attribute='names.clojure.member'))
                _loop_vars['keywords'] = l_1_keywords
                l_1_or_alias = (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else '')
                _loop_vars['or_alias'] = l_1_or_alias
                yield '\n(def ^:private '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'keywords'))
                yield '\n  {'
                l_2_loop = missing
                for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 128 in 'clojure/namespace.cljc.j2' evaluated to false and no else section was defined.")))
                    yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'))
                    yield ' :'
                    yield str(environment.getitem((undefined(name='keywords') if l_1_keywords is missing else l_1_keywords), environment.getattr(l_2_loop, 'index0')))
                l_2_loop = l_2_value = missing
                yield '})\n\n(def ^:private '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wires'))
                yield '\n  {'
                l_2_loop = missing
                for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 131 in 'clojure/namespace.cljc.j2' evaluated to false and no else section was defined.")))
                    yield ':'
                    yield str(environment.getitem((undefined(name='keywords') if l_1_keywords is missing else l_1_keywords), environment.getattr(l_2_loop, 'index0')))
                    yield ' '
                    yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'))
                l_2_loop = l_2_value = missing
                yield '})\n\n(defn '
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Parse ', t_8(environment.getattr(l_1_vocab, 'noun')), ' and never throw: a value', (undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias), ' gives its keyword (:', environment.getitem((undefined(name='keywords') if l_1_keywords is missing else l_1_keywords), 0), '),', )), 'anything else {:unknown raw} with the raw string exactly as given. No input ever becomes a', 'keyword: the keywords are a table written from vocab.toml.'], _loop_vars=_loop_vars))
                yield '\n  [raw]\n  (let [canonical (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield ' raw)]\n    (if (some? canonical)\n      (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'keywords'))
                yield ' canonical)\n      {:unknown raw})))\n\n(defn '
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse_bang'))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Like ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), ', but return the known ', environment.getattr(l_1_vocab, 'noun'), "'s keyword, or throw ex-info as", )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), ' does.', ))], _loop_vars=_loop_vars))
                yield '\n  [raw]\n  (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'keywords'))
                yield ' ('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield ' raw)))\n\n(defn '
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('The wire string: a known ', environment.getattr(l_1_vocab, 'noun'), "'s canonical one, an unknown's raw one, byte for byte.", ))], _loop_vars=_loop_vars))
                yield '\n  [value]\n  (if (contains? '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wires'))
                yield ' value)\n    (get '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wires'))
                yield ' value)\n    (get value :unknown)))\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_doc = l_1_fallback = l_1_keywords = l_1_or_alias = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_names = l_1_subject = l_1_carried = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'clojure'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
        _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
        yield '\n(def '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), (t_3(environment.getattr(l_1_rule, 'doc')) or [str_join(('The ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' values that carry ', t_8(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')), '.', ))]), _loop_vars=_loop_vars))
        yield '\n  '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_7(context, environment.getattr(l_1_rule, 'members'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
        yield ')\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(defn '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Return the ', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'), ' ', t_8(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')), ' carries: members of ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), ' carry', )), str_join(('a canonical ', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'), ' (nil stays nil); every other ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' carries nil.', )), str_join(('Throw ex-info on an unknown ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' or ', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'), '.', ))], _loop_vars=_loop_vars))
            yield '\n  ['
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ' '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ']\n  (when (and (contains? (set '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ') ('
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'clojure'), 'canonical'))
            yield ' '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '))\n             (some? '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '))\n    ('
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'clojure'), 'canonical'))
            yield ' '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ')))\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield '\n(defn '
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'fn_meta'), (undefined(name='public') if l_0_public is missing else l_0_public), _loop_vars=_loop_vars))
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'docstring'), [str_join(('Return the ', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'), ' keyword a known ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' keyword carries: members of ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), )), str_join(('carry theirs (nil stays nil); every other ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' carries nil.', ))], _loop_vars=_loop_vars))
                yield '\n  ['
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ']\n  (when (contains? (set '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
                yield ') ('
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'clojure'), 'wire'))
                yield ' '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield '))\n    '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield '))\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing

blocks = {}
debug_info = '2=63&3=65&4=68&5=71&6=74&7=77&8=82&9=83&10=92&12=94&13=99&16=102&17=107&19=109&20=113&21=115&22=117&30=118&31=120&32=123&34=126&35=134&36=136&38=140&39=142&41=146&45=151&46=153&47=155&49=157&50=159&51=161&52=163&54=171&56=174&58=177&59=179&60=181&61=191&63=193&64=195&66=197&68=200&69=202&70=204&71=209&73=211&74=213&76=215&77=217&79=220&80=222&81=225&83=234&86=239&87=242&90=244&92=246&93=249&101=251&102=254&104=261&107=264&108=267&114=269&115=271&116=273&118=275&119=278&121=285&123=287&124=289&125=291&127=294&128=297&130=306&131=309&133=319&134=322&140=324&142=326&145=328&146=331&148=333&150=337&151=340&153=342&154=344&159=347&160=351&162=354&163=356&164=358&165=360&167=363&168=366&173=368&174=372&175=378&176=380&177=384&179=387&180=390&184=392&185=396&186=402'