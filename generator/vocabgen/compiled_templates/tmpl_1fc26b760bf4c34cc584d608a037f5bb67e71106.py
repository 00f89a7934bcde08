from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'clojure/test.clj.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_functions = resolve('functions')
    l_0_marker = resolve('marker')
    l_0_test_namespace = resolve('test_namespace')
    l_0_ns = resolve('ns')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_emit = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    l_0_emit = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) != 'none')
    context.vars['emit'] = l_0_emit
    context.exported_vars.add('emit')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n(ns '
    yield str((undefined(name='test_namespace') if l_0_test_namespace is missing else l_0_test_namespace))
    yield '\n  (:require [clojure.test :refer [deftest is]]\n            ['
    yield str((undefined(name='ns') if l_0_ns is missing else l_0_ns))
    yield ' :as v]))\n\n(defn- outcome\n  "The value f returns, or :error when it throws ex-info naming its input."\n  [f]\n  (try\n    (f)\n    (catch clojure.lang.ExceptionInfo e\n      (if (contains? (ex-data e) :input) :error (throw e)))))\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_n = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(l_1_vocab, 'names')
        _loop_vars['n'] = l_1_n
        yield '\n(deftest '
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '-values\n'
        for l_2_value in environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'values'):
            _loop_vars = {}
            pass
            yield '  (is (= '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield ' v/'
            yield str(environment.getattr(l_2_value, 'name'))
            yield '))\n'
        l_2_value = missing
        yield '  (is (= ['
        yield str(t_1(context.eval_ctx, environment.getattr(l_1_vocab, 'collection_literals'), '\n          '))
        yield ']\n         v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '))\n  (is (= (set v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ') v/'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'set'))
        yield ')))\n'
        if environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '-map\n  (is (= {'
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'alias_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n          ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 38 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ' '
                yield str(environment.getattr(l_2_case, 'expected'))
            l_2_loop = l_2_case = missing
            yield '}\n         v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield ')))\n'
        if environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'):
            pass
            yield '\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '-list\n  (is (= ['
            yield str(t_1(context.eval_ctx, t_2(context, environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed_entries'), attribute='literal'), '\n          '))
            yield ']\n         v/'
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
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 50 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ' '
                yield str(environment.getattr(l_2_case, 'expected'))
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
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 55 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ' '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' input)) (pr-str input)))\n  (is (= '
            yield str((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'fallback_literal') or 'nil'))
            yield ' (v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield ' nil))))\n\n(deftest '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
            yield '-canonical\n  (doseq [[input expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'canonical_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                            ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 60 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ' '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (outcome #(v/'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield ' input))) (pr-str input))))\n'
    l_1_loop = l_1_vocab = l_1_n = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext((undefined(name='rules') if l_0_rules is missing else l_0_rules), undefined):
        _loop_vars = {}
        pass
        yield '\n(deftest '
        yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'members'))
        yield '-list\n  (is (= ['
        yield str(t_1(context.eval_ctx, environment.getattr(environment.getattr(l_1_rule, 'names'), 'member_literals'), '\n          '))
        yield ']\n         v/'
        yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'members'))
        yield ')))\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n(deftest '
            yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle'))
            yield '-cases\n  (doseq [[subject carried expected] ['
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'settle_cases'), undefined):
                _loop_vars = {}
                pass
                yield str(('\n                                      ' if (not environment.getattr(l_2_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 72 in 'clojure/test.clj.j2' evaluated to false and no else section was defined.")))
                yield '['
                yield str(t_1(context.eval_ctx, environment.getattr(l_2_case, 'args'), ' '))
                yield ' '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield ']'
            l_2_loop = l_2_case = missing
            yield ']]\n    (is (= expected (outcome #(v/'
            yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle'))
            yield ' subject carried))) (pr-str subject carried))))\n'
    l_1_loop = l_1_rule = missing

blocks = {}
debug_info = '12=30&13=33&14=35&16=37&25=40&26=44&28=47&29=49&30=53&32=59&33=61&34=63&35=67&37=70&38=73&39=82&41=84&43=87&44=89&45=91&47=93&49=96&50=99&51=110&52=112&54=114&55=117&56=128&57=130&59=134&60=137&61=148&64=152&66=156&67=158&68=160&69=162&71=165&72=168&73=179'