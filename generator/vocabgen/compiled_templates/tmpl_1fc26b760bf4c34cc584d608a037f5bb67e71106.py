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
    l_0_clj = l_0_emit = l_0_cljc = missing
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
    l_0_cljc = context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'endswith'), '.cljc')
    context.vars['cljc'] = l_0_cljc
    context.exported_vars.add('cljc')
    yield ';; '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n(ns '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield '-test\n  (:require [clojure.test :refer [deftest is]]\n            ['
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield ' :as v]))\n\n(defn- outcome\n  "The value f returns, or :error when it throws ex-info naming its input."\n  [f]\n  (try\n    (f)\n    (catch '
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
            yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 24 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
            yield '['
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'))
            yield ' v/'
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
            yield ' v/'
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
        yield '-values-order v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '))\n  (is (= (set v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ') v/'
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
            yield '-map-table v/'
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
            yield '-list-table v/'
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
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 53 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
            yield '-guard-table]\n    (is (= expected (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
            yield ' input)) (pr-str input))\n    (is (= expected (contains? v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
            yield ' input)) (pr-str input))))\n\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-read-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'read_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 61 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
            yield '-read-table]\n    (is (= expected (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' input)) (pr-str input)))\n  (is (= '
            yield str((environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'clojure') if environment.getattr(l_1_vocab, 'fallback') else 'nil'))
            yield ' (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' nil))))\n\n(def ^:private '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical-table\n  ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'canonical_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 69 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
            yield '-canonical-table]\n    (is (= expected (outcome #(v/'
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
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 78 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 81 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
                yield '-typed-table]\n    (is (= expected (v/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'))
                yield ' input)) (pr-str input))\n    (is (= (if (keyword? expected) (v/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                yield ' input) input) (v/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'))
                yield ' (v/'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'))
                yield ' input))) (pr-str input)))\n  (doseq [[input expected] '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
                yield '-typed-strict-table]\n    (is (= expected (outcome #(v/'
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
        yield '-list-table v/'
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
                yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 103 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
            yield '-cases-table]\n    (is (= expected (outcome #(v/'
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
                    yield str(('\n   ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 111 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
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
                yield '-cases-table]\n    (is (= expected (v/'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield ' subject carried)) (pr-str subject carried))))\n'
    l_1_loop = l_1_rule = l_1_names = missing

blocks = {}
debug_info = '5=38&6=40&7=43&8=47&9=49&11=51&18=53&20=56&21=60&23=63&24=66&26=90&27=92&29=94&30=96&32=98&33=102&34=106&36=109&37=111&39=113&40=115&42=119&44=122&45=124&47=126&48=128&50=132&52=135&53=138&55=149&56=151&57=153&58=155&60=157&61=160&63=171&64=173&65=175&66=177&68=181&69=184&71=195&72=197&73=199&74=201&77=204&78=207&80=231&81=234&83=245&84=247&85=249&86=251&87=257&88=259&92=263&93=267&95=270&96=272&98=274&99=276&100=280&102=283&103=286&105=299&106=301&107=303&108=305&110=308&111=310&113=328&114=330&115=332'