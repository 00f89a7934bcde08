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
        t_1 = environment.filters['clj_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'clj_string' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_3 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_3(*unused):
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
        yield '\n(deftest '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '  (is (= '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'clojure'))
            yield ' v/'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'clojure'), 'constant'))
            yield '))\n'
        l_2_value = missing
        def t_4(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_4(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '  (is (= '
            yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'clojure'))
            yield ' v/'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'clojure'), 'alias_constant'))
            yield '))\n'
        l_2_alias = missing
        yield '  (is (= '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_2(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.clojure'), 9, _loop_vars=_loop_vars))
        yield '\n         v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '))\n  (is (= (set v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ') v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
        yield ')))\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '-map\n  (is (= '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'map'), environment.getattr(l_1_vocab, 'aliases'), 9, _loop_vars=_loop_vars))
            yield '\n         v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield ')))\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '-list\n  (is (= '
            yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_2(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.clojure'), 9, _loop_vars=_loop_vars))
            yield '\n         v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield ')))\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-guard\n  (doseq [[input expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'guard_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 46 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
            yield ' input)) (pr-str input))\n    (is (= expected (contains? v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
            yield ' input)) (pr-str input))))\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-read\n  (doseq [[input expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'read_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 51 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str((t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' input)) (pr-str input)))\n  (is (= '
            yield str((environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'clojure') if environment.getattr(l_1_vocab, 'fallback') else 'nil'))
            yield ' (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' nil))))\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical\n  (doseq [[input expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'canonical_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 56 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ' '
                yield str((t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ':error'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (outcome #(v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield ' input))) (pr-str input))))\n'
    l_1_loop = l_1_vocab = l_1_n = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'clojure')
        _loop_vars['names'] = l_1_names
        yield '\n(deftest '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '-list\n  (is (= '
        yield str(context.call(environment.getattr((undefined(name='clj') if l_0_clj is missing else l_0_clj), 'vector'), t_2(context, environment.getattr(l_1_rule, 'members'), attribute='literal.clojure'), 9, _loop_vars=_loop_vars))
        yield '\n         v/'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ')))\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '-cases\n  (doseq [[subject carried expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'settle_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                                      ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 69 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_1(environment.getattr(l_2_case, 'subject')))
                yield ' '
                yield str((t_1(environment.getattr(l_2_case, 'carried')) if (not t_3(environment.getattr(l_2_case, 'carried'))) else 'nil'))
                yield ' '
                yield str((t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ('nil' if (environment.getattr(l_2_case, 'kind') == 'none') else ':error')))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (outcome #(v/'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield ' subject carried))) (pr-str subject carried))))\n'
    l_1_loop = l_1_rule = l_1_names = missing

blocks = {}
debug_info = '3=32&4=34&5=37&6=41&7=43&9=45&16=47&18=50&19=54&21=57&22=59&23=63&25=68&26=76&28=82&29=84&30=86&31=90&33=93&34=95&35=97&37=99&39=102&40=104&41=106&43=108&45=111&46=114&47=125&48=127&50=129&51=132&52=143&53=145&55=149&56=152&57=163&60=167&61=171&63=174&64=176&65=178&66=180&68=183&69=186&70=199'