# Compiled from templates/conformance/vectors.json.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'conformance/vectors.json.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_schema_version = resolve('schema_version')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_vectors = resolve('vectors')
    pass
    yield '{\n  "generated": '
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield ',\n  "schema_version": '
    yield str((undefined(name='schema_version') if l_0_schema_version is missing else l_0_schema_version))
    yield ',\n  "vocabularies": [\n'
    l_1_loop = missing
    for l_1_row, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        _loop_vars = {}
        pass
        yield '    '
        yield str(l_1_row)
        yield str((',' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 6 in 'conformance/vectors.json.j2' evaluated to false and no else section was defined.")))
        yield '\n'
    l_1_loop = l_1_row = missing
    yield '  ],\n  "rules": [\n'
    l_1_loop = missing
    for l_1_row, l_1_loop in LoopContext((undefined(name='rules') if l_0_rules is missing else l_0_rules), undefined):
        _loop_vars = {}
        pass
        yield '    '
        yield str(l_1_row)
        yield str((',' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 11 in 'conformance/vectors.json.j2' evaluated to false and no else section was defined.")))
        yield '\n'
    l_1_loop = l_1_row = missing
    yield '  ],\n  "vectors": [\n'
    l_1_loop = missing
    for l_1_row, l_1_loop in LoopContext((undefined(name='vectors') if l_0_vectors is missing else l_0_vectors), undefined):
        _loop_vars = {}
        pass
        yield '    '
        yield str(l_1_row)
        yield str((',' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 16 in 'conformance/vectors.json.j2' evaluated to false and no else section was defined.")))
        yield '\n'
    l_1_loop = l_1_row = missing
    yield '  ]\n}\n'

blocks = {}
debug_info = '2=17&3=19&5=22&6=26&10=32&11=36&15=42&16=46'