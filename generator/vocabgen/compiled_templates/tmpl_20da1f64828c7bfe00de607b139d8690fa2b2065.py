# Compiled from templates/clojure/namespace.cljc.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'clojure/namespace.cljc.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_namespace = resolve('namespace')
    l_0_ns_doc = resolve('ns_doc')
    l_0_refer = resolve('refer')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n(ns '
    yield str((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace))
    yield '\n'
    for l_1_line in (undefined(name='ns_doc') if l_0_ns_doc is missing else l_0_ns_doc):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    for l_1_line in (undefined(name='refer') if l_0_refer is missing else l_0_refer):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        for l_2_def in environment.getattr(l_1_vocab, 'defs'):
            _loop_vars = {}
            pass
            yield '\n(def '
            yield str(environment.getattr(l_2_def, 'name'))
            yield '\n'
            for l_3_line in environment.getattr(l_2_def, 'doc'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            yield '  '
            yield str(environment.getattr(l_2_def, 'value'))
            yield ')\n'
        l_2_def = missing
        yield '\n(def '
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_vocab, 'collection_items'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        if environment.getattr(l_1_vocab, 'aliases_name'):
            pass
            yield '\n(def '
            yield str(environment.getattr(l_1_vocab, 'aliases_name'))
            yield '\n'
            for l_2_line in environment.getattr(l_1_vocab, 'aliases_doc'):
                _loop_vars = {}
                pass
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
            for l_2_line in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
        yield '\n(def ^:private '
        yield str(environment.getattr(l_1_vocab, 'lookup'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'lookup_value'))
        yield '\n\n(defn '
        yield str(environment.getattr(l_1_vocab, 'canonical'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '  [spelling]\n'
        yield str(environment.getattr(l_1_vocab, 'canonical_get'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'canonical_throw'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_data'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n(def '
        yield str(environment.getattr(l_1_rule, 'members'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'members_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_rule, 'members_items'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '\n(defn '
        yield str(environment.getattr(l_1_rule, 'settle'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_rule, 'settle_params'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_when'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_some'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_carried'))
        yield '\n'
    l_1_rule = missing

blocks = {}
debug_info = '1=17&2=19&3=21&4=24&6=27&7=30&9=33&10=36&12=40&13=42&14=45&16=49&19=53&20=55&21=58&23=61&24=64&26=67&28=70&29=72&30=75&32=78&33=81&37=85&38=87&40=89&41=91&42=94&45=98&46=100&47=102&48=105&51=109&53=113&54=115&55=118&57=121&58=124&61=128&62=130&63=133&65=136&66=138&67=140&68=142'