from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'clojure/test.clj.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_clj = l_0_emit = l_0_mod = l_0_outcome = l_0_cljc = missing
    try:
        t_1 = environment.filters['clj_member']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'clj_member' found.")
    try:
        t_2 = environment.filters['clj_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'clj_string' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_clj = context.vars['clj'] = environment.get_template('clojure/_macros.cljc.j2', 'clojure/test.clj.j2')._get_default_module(context)
    context.exported_vars.discard('clj')
    l_0_emit = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['emit'] = l_0_emit
    context.exported_vars.add('emit')
    (l_0_mod, l_0_outcome) = (environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'clojure'), 'module_alias'), environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'clojure'), 'outcome_helper'))
    context.vars.update({'mod': l_0_mod, 'outcome': l_0_outcome})
    context.exported_vars.update(('mod', 'outcome'))
    l_0_cljc = context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'endswith'), '.cljc')
    context.vars['cljc'] = l_0_cljc
    context.exported_vars.add('cljc')
    yield ';; '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n(ns '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield '-test\n  (:require [clojure.test :refer [deftest is]]\n            ['
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield ' :as '
    yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
    yield ']))\n\n(defn- '
    yield str((undefined(name='outcome') if l_0_outcome is missing else l_0_outcome))
    yield '\n  "The value f returns, or :error when it throws ex-info naming its input."\n  [f]\n  (try\n    (f)\n    (catch '
    yield str(('#?(:clj clojure.lang.ExceptionInfo :cljs ExceptionInfo)' if (undefined(name='cljc') if l_0_cljc is missing else l_0_cljc) else 'clojure.lang.ExceptionInfo'))
    yield ' e\n      (if (contains? (ex-data e) :input) :error (throw e)))))\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_n = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'clojure')
        _loop_vars['n'] = l_1_n
        yield '\n(def ^:private '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values-table\n  ['
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
            _loop_vars = {}
            pass
            yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 25 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
            yield '['
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'))
            yield ' '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'constant'))
            yield ']'
        l_2_loop = l_2_value = missing
        def t_5(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_5(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n   ['
            yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'clojure'))
            yield ' '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'clojure'), 'alias_constant'))
            yield ']'
        l_2_alias = missing
        yield '])\n\n(def ^:private '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values-order\n  '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_3(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
        yield ')\n\n(deftest '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values\n  (doseq [[expected constant] '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values-table]\n    (is (= expected constant) (pr-str expected)))\n  (is (= '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values-order '
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '))\n  (is (= (set '
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ') '
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
        yield ')))\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '-map-table\n  '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'map'), environment.getattr(l_1_vocab, 'aliases'), 2, _loop_vars=_loop_vars))
            yield ')\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '-map\n  (is (= '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '-map-table '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield ')))\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '-list-table\n  '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_3(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
            yield ')\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '-list\n  (is (= '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '-list-table '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield ')))\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-guard-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'guard_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 54 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield '])\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-guard\n  (doseq [[input expected] '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-guard-table]\n    (is (= expected ('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
            yield ' input)) (pr-str input))\n    (is (= expected (contains? '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
            yield ' input)) (pr-str input))))\n\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-read-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'read_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 62 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield '])\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-read\n  (doseq [[input expected] '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-read-table]\n    (is (= expected ('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' input)) (pr-str input)))\n  (is (= '
            yield str((environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'clojure') if environment.getattr(l_1_vocab, 'fallback') else 'nil'))
            yield ' ('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' nil))))\n\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'canonical_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 70 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ':error'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield '])\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical\n  (doseq [[input expected] '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical-table]\n    (is (= expected ('
            yield str((undefined(name='outcome') if l_0_outcome is missing else l_0_outcome))
            yield ' #('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield ' input))) (pr-str input))))\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield "\n;; known keywords from the table; anything else, a keyword's own name too, {:unknown raw}\n(def ^:private "
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed-table\n  ['
                l_2_loop = missing
                for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'parse_cases'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 79 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                    yield '['
                    yield str(t_2(environment.getattr(l_2_case, 'input')))
                    yield ' '
                    yield str((t_1(environment.getattr(l_2_case, 'want'), l_1_vocab) if (environment.getattr(l_2_case, 'kind') == 'known') else str_join(('{:unknown ', t_2(environment.getattr(l_2_case, 'input')), '}', ))))
                    yield ']'
                l_2_loop = l_2_case = missing
                def t_6(fiter):
                    for l_2_value in fiter:
                        if (environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'member') not in environment.getattr(l_1_vocab, 'spellings')):
                            yield l_2_value
                for l_2_value in t_6(environment.getattr(l_1_vocab, 'values')):
                    _loop_vars = {}
                    pass
                    yield '\n   ['
                    yield str(t_2(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'member')))
                    yield ' {:unknown '
                    yield str(t_2(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'member')))
                    yield '}]'
                l_2_value = missing
                yield '])\n\n(def ^:private '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed-strict-table\n  ['
                l_2_loop = missing
                for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'canonical_cases'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 82 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                    yield '['
                    yield str(t_2(environment.getattr(l_2_case, 'input')))
                    yield ' '
                    yield str((t_1(environment.getattr(l_2_case, 'want'), l_1_vocab) if (environment.getattr(l_2_case, 'kind') == 'value') else ':error'))
                    yield ']'
                l_2_loop = l_2_case = missing
                yield '])\n\n(deftest '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed\n  (doseq [[input expected] '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed-table]\n    (is (= expected ('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'))
                yield ' input)) (pr-str input))\n    (is (= (if (keyword? expected) ('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                yield ' input) input) ('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'))
                yield ' ('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'))
                yield ' input))) (pr-str input)))\n  (doseq [[input expected] '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed-strict-table]\n    (is (= expected ('
                yield str((undefined(name='outcome') if l_0_outcome is missing else l_0_outcome))
                yield ' #('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'))
                yield ' input))) (pr-str input))))\n'
    l_1_loop = l_1_vocab = l_1_n = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'clojure')
        _loop_vars['names'] = l_1_names
        yield '\n(def ^:private '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '-list-table\n  '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_3(context, environment.getattr(l_1_rule, 'members'), attribute='literal.clojure'), 2, _loop_vars=_loop_vars))
        yield ')\n\n(deftest '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '-list\n  (is (= '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '-list-table '
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '/'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ')))\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(def ^:private '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '-cases-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'settle_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 104 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_2(environment.getattr(l_2_case, 'subject')))
                yield ' '
                yield str((t_2(environment.getattr(l_2_case, 'carried')) if (not t_4(environment.getattr(l_2_case, 'carried'))) else 'nil'))
                yield ' '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ('nil' if (environment.getattr(l_2_case, 'kind') == 'none') else ':error')))
                yield ']'
            l_2_loop = l_2_case = missing
            yield '])\n\n(deftest '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '-cases\n  (doseq [[subject carried expected] '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '-cases-table]\n    (is (= expected ('
            yield str((undefined(name='outcome') if l_0_outcome is missing else l_0_outcome))
            yield ' #('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '/'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield ' subject carried))) (pr-str subject carried))))\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield '\n(def ^:private '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '-cases-table\n  ['
                def t_7(fiter):
                    for l_2_case in fiter:
                        if (environment.getattr(l_2_case, 'kind') != 'error'):
                            yield l_2_case
                l_2_loop = missing
                for l_2_case, l_2_loop in LoopContext(t_7(environment.getattr(l_1_rule, 'typed_settle_cases')), undefined):
                    _loop_vars = {}
                    pass
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 112 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                    yield '['
                    yield str(t_1(environment.getattr(l_2_case, 'subject'), environment.getattr(l_1_rule, 'subject')))
                    yield ' '
                    yield str((t_1(environment.getattr(l_2_case, 'carried'), environment.getattr(l_1_rule, 'carried')) if (not t_4(environment.getattr(l_2_case, 'carried'))) else 'nil'))
                    yield ' '
                    yield str((t_1(environment.getattr(l_2_case, 'want'), environment.getattr(l_1_rule, 'carried')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'))
                    yield ']'
                l_2_loop = l_2_case = missing
                yield '])\n\n(deftest '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '-cases\n  (doseq [[subject carried expected] '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '-cases-table]\n    (is (= expected ('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '/'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield ' subject carried)) (pr-str subject carried))))\n'
    l_1_loop = l_1_rule = l_1_names = missing

blocks = {}
debug_info = '5=38&6=40&7=43&8=46&9=50&10=52&12=54&14=58&19=60&21=63&22=67&24=70&25=73&27=101&28=103&30=105&31=107&33=109&34=115&35=123&37=126&38=128&40=130&41=132&43=138&45=141&46=143&48=145&49=147&51=153&53=156&54=159&56=170&57=172&58=174&59=178&61=182&62=185&64=196&65=198&66=200&67=204&69=210&70=213&72=224&73=226&74=228&75=234&78=237&79=240&81=264&82=267&84=278&85=280&86=282&87=286&88=298&89=300&93=308&94=312&96=315&97=317&99=319&100=321&101=327&103=330&104=333&106=346&107=348&108=350&109=356&111=359&112=361&114=379&115=381&116=383'