from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/test_module.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_py = l_0_functions = l_0_mod = missing
    try:
        t_1 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_3 = environment.filters['py_optional']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'py_optional' found.")
    try:
        t_4 = environment.filters['py_string']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'py_string' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/test_module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_mod = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'python'), 'module_alias')
    context.vars['mod'] = l_0_mod
    context.exported_vars.add('mod')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n"""Behaviour tests for '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ', generated with it from the same vocab.toml.\n\nThey import the module by its own name, as the host\'s code does: run them wherever that\nimport works (the host\'s installed package, its pytest `pythonpath` or PYTHONPATH).\n"""\n\nfrom __future__ import annotations\n\nfrom typing import Any\n\nimport pytest\n\nimport '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ' as '
    yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
    yield '\n'
    for l_1_v in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_v, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_are_in_vocab_toml_order', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_1(context.eval_ctx, t_2(context, environment.getattr(l_1_v, 'values'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert values == EXPECTED\n    assert type(values) is tuple\n\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_are_unique', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert len(set(values)) == len(values)\n\n\n@pytest.mark.parametrize(\n    ("name", "value"),\n    [\n'
        for l_2_value in environment.getattr(l_1_v, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [t_4(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant')), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python')], _loop_vars=_loop_vars))
            yield '\n'
        l_2_value = missing
        def t_5(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_5(environment.getattr(l_1_v, 'aliases')):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [t_4(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant')), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python')], _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield '    ],\n)\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_constants_spell_their_values', )), ['name: str', 'value: str'], _loop_vars=_loop_vars))
        yield '\n    assert getattr('
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield ', name) == value\n'
        if environment.getattr(l_1_v, 'removed'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_removed_spellings', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_1(context.eval_ctx, t_2(context, environment.getattr(l_1_v, 'removed'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'removed = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert removed == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'canonical_cases'):
                l_2_spelling = l_2_expected = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_4(environment.getattr(l_2_case, 'input')), (t_4(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_canonicalise', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if expected is None:\n        with pytest.raises(ValueError, match="unknown"):\n            canonical(spelling)\n    else:\n        assert canonical(spelling) == expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'guard_cases'):
                l_2_spelling = l_2_expected = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_4(environment.getattr(l_2_case, 'input')), ('True' if (environment.getattr(l_2_case, 'want') == 'true') else 'False'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_guard', )), ['spelling: str', 'expected: bool'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert guard(spelling) is expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'read_cases'):
                l_2_spelling = l_2_expected = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_4(environment.getattr(l_2_case, 'input')), (t_4(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_read', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert read(spelling) == expected\n\n\n@pytest.mark.parametrize("junk", [None, 0, b"x", ("x",), ["x"]])\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_non_strings', )), ['junk: Any'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    with pytest.raises(ValueError, match="unknown"):\n        canonical(junk)\n    assert guard(junk) is False\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'assert_equal'), 'read(junk)', (environment.getattr(environment.getattr(environment.getattr(l_1_v, 'fallback'), 'literal'), 'python') if environment.getattr(l_1_v, 'fallback') else 'None'), _loop_vars=_loop_vars))
            yield '\n'
        if environment.getattr(l_1_v, 'has_aliases'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_aliases_are_exact_and_read_only', )), _loop_vars=_loop_vars))
            yield '\n    expected: dict[str, str] = {}\n'
            if environment.getattr(l_1_v, 'aliases'):
                pass
                yield '    for alias, canonical in [\n'
                for l_2_alias in environment.getattr(l_1_v, 'aliases'):
                    l_2_spelling = l_2_canonical = missing
                    _loop_vars = {}
                    pass
                    (l_2_spelling, l_2_canonical) = (environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'python'))
                    _loop_vars.update({'canonical': l_2_canonical, 'spelling': l_2_spelling})
                    yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='canonical') if l_2_canonical is missing else l_2_canonical)], _loop_vars=_loop_vars))
                    yield '\n'
                l_2_alias = l_2_spelling = l_2_canonical = missing
                yield '    ]:\n'
            else:
                pass
                yield '    for alias, canonical in []:\n'
            yield '        expected[alias] = canonical\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'aliases = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert dict(aliases) == expected\n    assert set(aliases.values()) <= set(values)\n    with pytest.raises(TypeError):\n        aliases["new"] = values[0]\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_known_values', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert [str(member) for member in known] == list(values)\n\n\n@pytest.mark.parametrize(\n    ("spelling", "known", "wire"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'parse_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [t_4(environment.getattr(l_2_case, 'input')), (t_4(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'known') else 'None'), t_4(environment.getattr(l_2_case, 'want'))], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_parse', )), ['spelling: str', 'known: str | None', 'wire: str'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'parse = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_parse = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'wire_of = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_type = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'unknown_type = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    parsed = parse(spelling)\n    assert wire_of(parsed) == wire\n    if known is None:\n        assert type(parsed) is unknown_type\n        with pytest.raises(ValueError, match="unknown"):\n            known_parse(spelling)\n    else:\n        assert parsed is known_type(known)\n        assert known_parse(spelling) is known_type(known)\n'
    l_1_v = l_1_names = missing
    for l_1_r in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_subject_names = resolve('subject_names')
        l_1_carried_names = resolve('carried_names')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_r, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_members', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_1(context.eval_ctx, t_2(context, environment.getattr(l_1_r, 'members'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'members = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert members == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("subject", "carried", "kind", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_r, 'settle_cases'):
                l_2_subject = l_2_carried = l_2_kind = l_2_expected = missing
                _loop_vars = {}
                pass
                (l_2_subject, l_2_carried, l_2_kind, l_2_expected) = (t_4(environment.getattr(l_2_case, 'subject')), t_3(environment.getattr(l_2_case, 'carried')), t_4(environment.getattr(l_2_case, 'kind')), (t_4(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'carried': l_2_carried, 'expected': l_2_expected, 'kind': l_2_kind, 'subject': l_2_subject})
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [(undefined(name='subject') if l_2_subject is missing else l_2_subject), (undefined(name='carried') if l_2_carried is missing else l_2_carried), (undefined(name='kind') if l_2_kind is missing else l_2_kind), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = l_2_subject = l_2_carried = l_2_kind = l_2_expected = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_settle', )), ['subject: str', 'carried: str | None', 'kind: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if kind == "error":\n        with pytest.raises(ValueError, match="unknown"):\n            settle(subject, carried)\n    else:\n        assert settle(subject, carried) == expected\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject_names, l_1_carried_names) = (environment.getattr(environment.getattr(environment.getattr(l_1_r, 'subject'), 'names'), 'python'), environment.getattr(environment.getattr(environment.getattr(l_1_r, 'carried'), 'names'), 'python'))
            _loop_vars.update({'carried_names': l_1_carried_names, 'subject_names': l_1_subject_names})
            yield '\n\n@pytest.mark.parametrize(\n    ("subject", "carried", "kind", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_r, 'typed_settle_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'row'), [t_4(environment.getattr(l_2_case, 'subject')), t_3(environment.getattr(l_2_case, 'carried')), t_4(environment.getattr(l_2_case, 'kind')), (t_4(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None')], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_settle_known', )), ['subject: str', 'carried: str | None', 'kind: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_subject = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='subject_names') if l_1_subject_names is missing else l_1_subject_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_carried = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_4(environment.getattr((undefined(name='carried_names') if l_1_carried_names is missing else l_1_carried_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n    def call() -> object:\n        subject_member = known_subject(subject)\n        carried_member = None if carried is None else known_carried(carried)\n        return settle(subject_member, carried_member)\n\n    if kind == "error":\n        with pytest.raises(ValueError, match="unknown"):\n            call()\n    else:\n        assert call() == expected\n'
    l_1_r = l_1_names = l_1_subject_names = l_1_carried_names = missing

blocks = {}
debug_info = '3=38&4=40&5=43&6=47&7=49&19=51&20=55&21=59&24=62&25=64&26=66&31=68&32=70&39=72&40=75&42=78&43=85&47=89&48=91&49=93&52=96&53=98&54=100&57=102&63=105&64=109&65=111&69=115&70=117&81=119&82=123&83=125&87=129&88=131&95=133&96=137&97=139&101=143&102=145&107=147&108=149&109=151&110=153&114=155&116=157&119=160&121=162&123=165&124=169&125=171&132=179&133=181&139=183&142=186&143=188&144=190&151=192&152=195&156=199&157=201&158=203&159=205&160=207&161=209&173=212&174=218&177=221&178=223&179=225&181=227&187=230&188=234&189=236&193=240&194=242&201=244&202=246&208=249&209=252&213=256&214=258&215=260&216=262'