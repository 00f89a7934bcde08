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
        yield ': each constant spells its value", () => {\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '  assert.equal(v.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'))
            yield ', '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'))
            yield ');\n'
        l_2_value = missing
        def t_4(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_4(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '  assert.equal(v.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'typescript'), 'alias_constant'))
            yield ', '
            yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'))
            yield ');\n'
        l_2_alias = missing
        yield '});\n'
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
            yield ');\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '  assert.equal(v.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'member'))
                yield ', v.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'))
                yield ');\n'
            l_2_value = missing
            yield '});\n\ntest("'
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
debug_info = '3=32&4=36&8=38&9=40&10=44&12=47&13=49&14=51&15=55&18=59&21=63&22=65&23=69&25=74&26=82&29=88&31=91&32=93&33=96&34=98&35=102&38=108&39=110&43=115&44=117&48=120&50=123&52=127&53=131&57=137&59=139&62=141&64=145&65=149&70=155&72=157&77=159&79=163&80=167&84=173&86=175&89=179&91=182&92=186&93=190&94=194&98=202&100=206&101=210&105=218&107=220&112=223&113=229&115=232&116=234&117=236&118=240&122=244&124=247&126=251&127=255&133=265&135=267&140=269&141=271&143=274&145=278&146=282&152=292&153=294&154=296'