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
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    yield '{\n  "generated": '
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield ',\n  "schema_version": '
    yield str((undefined(name='schema_version') if l_0_schema_version is missing else l_0_schema_version))
    yield ',\n  "vocabularies": [\n'
    if (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        pass
        yield '    '
        yield str(t_1(context.eval_ctx, (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), ',\n    '))
        yield '\n'
    yield '  ],\n  "rules": [\n'
    if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        pass
        yield '    '
        yield str(t_1(context.eval_ctx, (undefined(name='rules') if l_0_rules is missing else l_0_rules), ',\n    '))
        yield '\n'
    yield '  ],\n  "vectors": [\n'
    if (undefined(name='vectors') if l_0_vectors is missing else l_0_vectors):
        pass
        yield '    '
        yield str(t_1(context.eval_ctx, (undefined(name='vectors') if l_0_vectors is missing else l_0_vectors), ',\n    '))
        yield '\n'
    yield '  ]\n}\n'

blocks = {}
debug_info = '2=23&3=25&5=27&6=30&10=33&11=36&15=39&16=42'