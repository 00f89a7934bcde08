from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/module.test.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_functions = missing
    try:
        t_1 = environment.filters['ts_import']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ts_import' found.")
    try:
        t_2 = environment.filters['ts_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ts_string' found.")
    try:
        t_3 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\nimport { test } from "node:test";\nimport assert from "node:assert/strict";\n\nimport * as v from "'
    yield str(t_1(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'path'), environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_import')))
    yield '";\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'typescript')
        _loop_vars['names'] = l_1_names
        yield '\ntest("'
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': every value, in vocab.toml order", () => {\n  assert.deepEqual(v.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ', [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'))
            yield ',\n'
        l_2_value = missing
        yield '  ]);\n  assert.equal(new Set(v.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ').size, v.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '.length);\n});\n\ntest("'
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': each constant spells its value", () => {\n  const constants: readonly string[] = [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    v.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'))
            yield ',\n'
        l_2_value = missing
        def t_4(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_4(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '    v.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'typescript'), 'alias_constant'))
            yield ',\n'
        l_2_alias = missing
        yield '  ];\n  assert.deepEqual(constants, [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'))
            yield ',\n'
        l_2_value = missing
        def t_5(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_5(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'))
            yield ',\n'
        l_2_alias = missing
        yield '  ]);\n});\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': aliases, in vocab.toml order", () => {\n'
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                yield '  assert.deepEqual(v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
                yield ', [\n'
                for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                    _loop_vars = {}
                    pass
                    yield '    ['
                    yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'))
                    yield ', '
                    yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'typescript'))
                    yield '],\n'
                l_2_alias = missing
                yield '  ]);\n  for (const [alias, value] of v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
                yield ') {\n    assert.equal(v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '[alias], value);\n  }\n'
            else:
                pass
                yield '  assert.equal(v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
                yield '.length, 0);\n  assert.equal(Object.keys(v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ').length, 0);\n'
            yield '});\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield ' accepts canonical values only", () => {\n  const cases: readonly (readonly [string, boolean])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, member] of cases) {\n    assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(spelling), member, JSON.stringify(spelling));\n  }\n  assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(undefined), false);\n});\n\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield ' is exact and throws RangeError on anything else", () => {\n  const cases: readonly (readonly [string, string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    if (expected === null) {\n      assert.throws(() => v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling), RangeError, JSON.stringify(spelling));\n    } else {\n      assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling), expected, JSON.stringify(spelling));\n    }\n  }\n});\n\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield ' never throws", () => {\n  const cases: readonly (readonly [string, string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(spelling) ?? null, expected, JSON.stringify(spelling));\n  }\n  assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(null) ?? null, v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '("") ?? null);\n});\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' holds each value as its member, in vocab.toml order", () => {\n  assert.deepEqual(Object.values(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield '), v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield ');\n  const members: readonly string[] = [\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '    v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'member'))
                yield ',\n'
            l_2_value = missing
            yield '  ];\n  assert.deepEqual(members, [\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '    v.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'))
                yield ',\n'
            l_2_value = missing
            yield '  ]);\n});\n\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield ' never throws and keeps an unknown byte for byte", () => {\n  const cases: readonly (readonly [string, boolean, string])[] = [\n'
            for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(('true' if (environment.getattr(l_2_case, 'kind') == 'known') else 'false'))
                yield ', '
                yield str(t_2(environment.getattr(l_2_case, 'want')))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [spelling, known, wire] of cases) {\n    const parsed = v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(spelling);\n    assert.deepEqual(parsed, known ? wire : { unknown: spelling }, JSON.stringify(spelling));\n    assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
            yield '(parsed), wire, JSON.stringify(spelling));\n  }\n});\n'
    l_1_vocab = l_1_names = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_subject = resolve('subject')
        l_1_carried = resolve('carried')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'typescript')
        _loop_vars['names'] = l_1_names
        yield '\ntest('
        yield str(t_2(environment.getattr(l_1_rule, 'key')))
        yield ' + ": members, in vocab.toml order", () => {\n  assert.deepEqual(v.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ', [\n'
        for l_2_member in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(environment.getattr(l_2_member, 'literal'), 'typescript'))
            yield ',\n'
        l_2_member = missing
        yield '  ]);\n});\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\ntest('
            yield str(t_2(environment.getattr(l_1_rule, 'key')))
            yield ' + ": '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '", () => {\n  const cases: readonly (readonly [string, string | null, "value" | "none" | "error", string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'subject')))
                yield ', '
                yield str(('null' if t_3(environment.getattr(l_2_case, 'carried')) else t_2(environment.getattr(l_2_case, 'carried'))))
                yield ', "'
                yield str(environment.getattr(l_2_case, 'kind'))
                yield '", '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [subject, carried, kind, expected] of cases) {\n    const where = JSON.stringify([subject, carried]);\n    if (kind === "error") {\n      assert.throws(() => v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(subject, carried), RangeError, where);\n    } else {\n      assert.equal(v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(subject, carried) ?? null, kind === "none" ? null : expected, where);\n    }\n  }\n});\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'typescript'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'typescript'))
            _loop_vars.update({'carried': l_1_carried, 'subject': l_1_subject})
            yield '\ntest('
            yield str(t_2(environment.getattr(l_1_rule, 'key')))
            yield ' + ": '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield ' on strict-parsed members", () => {\n  const cases: readonly (readonly [string, string | null, "value" | "none" | "error", string | null])[] = [\n'
            for l_2_case in environment.getattr(l_1_rule, 'typed_settle_cases'):
                _loop_vars = {}
                pass
                yield '    ['
                yield str(t_2(environment.getattr(l_2_case, 'subject')))
                yield ', '
                yield str(('null' if t_3(environment.getattr(l_2_case, 'carried')) else t_2(environment.getattr(l_2_case, 'carried'))))
                yield ', "'
                yield str(environment.getattr(l_2_case, 'kind'))
                yield '", '
                yield str((t_2(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield '  ];\n  for (const [subject, carried, kind, expected] of cases) {\n    const where = JSON.stringify([subject, carried]);\n    const settle = () =>\n      v.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield '(\n        v.'
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'canonical'))
            yield '(subject),\n        carried === null ? undefined : v.'
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'canonical'))
            yield '(carried),\n      );\n    if (kind === "error") {\n      assert.throws(settle, RangeError, where);\n    } else {\n      assert.equal(settle() ?? null, kind === "none" ? null : expected, where);\n    }\n  }\n});\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing

blocks = {}
debug_info = '6=32&7=36&11=38&12=40&13=44&15=47&16=49&17=51&18=55&21=59&24=63&26=65&27=69&29=72&30=80&34=84&35=88&37=91&38=99&42=103&44=106&45=108&46=111&47=113&48=117&51=123&52=125&56=130&57=132&61=135&63=138&65=142&66=146&70=152&72=154&75=156&77=160&78=164&83=170&85=172&90=174&92=178&93=182&97=188&99=190&102=194&104=197&105=201&107=205&108=209&112=215&113=219&118=223&120=227&121=231&125=239&127=241&132=244&133=250&135=253&136=255&137=257&138=261&142=265&144=268&146=272&147=276&153=286&155=288&160=290&161=292&163=295&165=299&166=303&172=313&173=315&174=317'