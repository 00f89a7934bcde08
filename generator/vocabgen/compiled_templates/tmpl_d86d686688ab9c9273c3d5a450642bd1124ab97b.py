from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/module.test.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_import_path = resolve('import_path')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\nimport { test } from "node:test";\nimport assert from "node:assert/strict";\n\nimport * as v from "'
    yield str((undefined(name='import_path') if l_0_import_path is missing else l_0_import_path))
    yield '";\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        l_1_functions = resolve('functions')
        _loop_vars = {}
        pass
        yield '\ntest("'
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': every value, in vocab.toml order", () => {\n  assert.deepEqual(v.'
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ', [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield ',\n'
        l_2_value = missing
        yield '  ]);\n  assert.equal(new Set(v.'
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ').size, v.'
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield '.length);\n});\n\ntest("'
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': each constant spells its value", () => {\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '  assert.equal(v.'
            yield str(environment.getattr(l_2_value, 'constant'))
            yield ', '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield ');\n'
        l_2_value = missing
        yield '});\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': aliases, in vocab.toml order", () => {\n  assert.deepEqual(v.'
            yield str(environment.getattr(l_1_vocab, 'alias_entries'))
            yield ', [\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'alias_pairs'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(environment.getattr(l_2_alias, 'alias'))
                yield ', '
                yield str(environment.getattr(l_2_alias, 'value'))
                yield '],\n'
            l_2_alias = missing
            yield '  ]);\n  for (const [alias, value] of v.'
            yield str(environment.getattr(l_1_vocab, 'alias_entries'))
            yield ') {\n    assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'aliases'))
            yield '[alias], value);\n  }\n});\n'
        if (undefined(name='functions') if l_1_functions is missing else l_1_functions):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield ' accepts canonical values only", () => {\n  const cases: readonly (readonly [string, boolean])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(environment.getattr(l_2_case, 'spelling'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'member'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, member] of cases) {\n    assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(spelling), member, JSON.stringify(spelling));\n  }\n  assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(undefined), false);\n});\n\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield ' is exact and throws RangeError on anything else", () => {\n  const cases: readonly (readonly [string, string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(environment.getattr(l_2_case, 'spelling'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    if (expected === null) {\n      assert.throws(() => v.'
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(spelling), RangeError, JSON.stringify(spelling));\n    } else {\n      assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(spelling), expected, JSON.stringify(spelling));\n    }\n  }\n});\n\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield ' never throws", () => {\n  const cases: readonly (readonly [string, string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(environment.getattr(l_2_case, 'spelling'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield '(spelling) ?? null, expected, JSON.stringify(spelling));\n  }\n  assert.equal(v.'
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield '(null) ?? null, v.'
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield '("") ?? null);\n});\n'
    l_1_vocab = l_1_functions = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        l_1_functions = resolve('functions')
        _loop_vars = {}
        pass
        yield '\ntest('
        yield str(environment.getattr(l_1_rule, 'key_literal'))
        yield ' + ": members, in vocab.toml order", () => {\n  assert.deepEqual(v.'
        yield str(environment.getattr(l_1_rule, 'members'))
        yield ', [\n'
        for l_2_member in environment.getattr(l_1_rule, 'members_literals'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(l_2_member)
            yield ',\n'
        l_2_member = missing
        yield '  ]);\n});\n'
        if (undefined(name='functions') if l_1_functions is missing else l_1_functions):
            pass
            yield '\ntest('
            yield str(environment.getattr(l_1_rule, 'key_literal'))
            yield ' + ": '
            yield str(environment.getattr(l_1_rule, 'settle'))
            yield '", () => {\n  const cases: readonly (readonly [string, string | null, "value" | "none" | "error", string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(environment.getattr(l_2_case, 'subject'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'carried'))
                yield ', "'
                yield str(environment.getattr(l_2_case, 'kind'))
                yield '", '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [subject, carried, kind, expected] of cases) {\n    const where = JSON.stringify([subject, carried]);\n    if (kind === "error") {\n      assert.throws(() => v.'
            yield str(environment.getattr(l_1_rule, 'settle'))
            yield '(subject, carried), RangeError, where);\n    } else {\n      assert.equal(v.'
            yield str(environment.getattr(l_1_rule, 'settle'))
            yield '(subject, carried) ?? null, kind === "none" ? null : expected, where);\n    }\n  }\n});\n'
    l_1_rule = l_1_functions = missing

blocks = {}
debug_info = '16=15&20=17&21=19&23=24&24=26&25=28&26=32&29=36&32=40&33=42&34=46&37=52&39=55&40=57&41=59&42=63&45=69&46=71&50=73&52=76&54=80&55=84&59=90&61=92&64=94&66=98&67=102&72=108&74=110&79=112&81=116&82=120&86=126&88=128&92=133&94=138&95=140&96=142&97=146&101=150&103=153&105=157&106=161&112=171&114=173'