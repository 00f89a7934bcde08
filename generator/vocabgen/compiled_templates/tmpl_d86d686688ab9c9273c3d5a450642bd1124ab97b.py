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
    l_0_functions = l_0_mod = missing
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
    l_0_mod = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'typescript'), 'module_alias')
    context.vars['mod'] = l_0_mod
    context.exported_vars.add('mod')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\nimport { test } from "node:test";\nimport assert from "node:assert/strict";\n\nimport * as '
    yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
    yield ' from "'
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
        yield ': every value, in vocab.toml order", () => {\n  assert.deepEqual('
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ', [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'))
            yield ',\n'
        l_2_value = missing
        yield '  ]);\n  assert.equal(new Set('
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ').size, '
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '.length);\n});\n\ntest("'
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': each constant spells its value", () => {\n  const constants: readonly string[] = [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
            yield '    '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
                yield '  assert.deepEqual('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
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
                yield '  ]);\n  for (const [alias, value] of '
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
                yield ') {\n    assert.equal('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '[alias], value);\n  }\n'
            else:
                pass
                yield '  assert.equal('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
                yield '.length, 0);\n  assert.equal(Object.keys('
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
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
            yield '  ];\n  for (const [spelling, member] of cases) {\n    assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(spelling), member, JSON.stringify(spelling));\n  }\n  assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    if (expected === null) {\n      assert.throws(() => '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling), RangeError, JSON.stringify(spelling));\n    } else {\n      assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
            yield '  ];\n  for (const [spelling, expected] of cases) {\n    assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(spelling) ?? null, expected, JSON.stringify(spelling));\n  }\n  assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(null) ?? null, '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '("") ?? null);\n});\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\ntest("'
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' holds each value as its member, in vocab.toml order", () => {\n  assert.deepEqual(Object.values('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield '), '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield ');\n  const members: readonly string[] = [\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '    '
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'member'))
                yield ',\n'
            l_2_value = missing
            yield '  ];\n  assert.deepEqual(members, [\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '    '
                yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
                yield '.'
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
            yield '  ];\n  for (const [spelling, known, wire] of cases) {\n    const parsed = '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(spelling);\n    assert.deepEqual(parsed, known ? wire : { unknown: spelling }, JSON.stringify(spelling));\n    assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
        yield ' + ": members, in vocab.toml order", () => {\n  assert.deepEqual('
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield '.'
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
            yield '  ];\n  for (const [subject, carried, kind, expected] of cases) {\n    const where = JSON.stringify([subject, carried]);\n    if (kind === "error") {\n      assert.throws(() => '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '(subject, carried), RangeError, where);\n    } else {\n      assert.equal('
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
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
            yield '  ];\n  for (const [subject, carried, kind, expected] of cases) {\n    const where = JSON.stringify([subject, carried]);\n    const settle = () =>\n      '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield '(\n        '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'canonical'))
            yield '(subject),\n        carried === null ? undefined : '
            yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
            yield '.'
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'canonical'))
            yield '(carried),\n      );\n    if (kind === "error") {\n      assert.throws(settle, RangeError, where);\n    } else {\n      assert.equal(settle() ?? null, kind === "none" ? null : expected, where);\n    }\n  }\n});\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing

blocks = {}
debug_info = '6=32&7=35&8=39&12=41&13=45&14=49&16=52&17=54&18=58&19=62&22=66&25=74&27=76&28=80&30=85&31=93&35=99&36=103&38=106&39=114&43=118&45=121&46=123&47=126&48=130&49=134&52=140&53=144&57=151&58=155&62=160&64=163&66=167&67=171&71=177&73=181&76=185&78=189&79=193&84=199&86=203&91=207&93=211&94=215&98=221&100=225&103=233&105=236&106=240&108=248&109=252&113=260&114=264&119=270&121=274&122=278&126=286&128=290&133=295&134=301&136=304&137=306&138=310&139=314&143=318&145=321&147=325&148=329&154=339&156=343&161=347&162=349&164=352&166=356&167=360&173=370&174=374&175=378'