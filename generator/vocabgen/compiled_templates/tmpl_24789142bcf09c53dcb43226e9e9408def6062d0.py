from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/test_module.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_module = resolve('module')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_py = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['py_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'py_string' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/test_module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n"""Behaviour tests for '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ', generated with it from the same vocab.toml.\n\nThey import the module by its own name, as the host\'s code does: run them wherever that\nimport works (the host\'s installed package, its pytest `pythonpath` or PYTHONPATH).\n"""\n\nfrom __future__ import annotations\n\nfrom typing import Any\n\nimport pytest\n\nimport '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ' as vocab\n'
    for l_1_v in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        l_1_functions = resolve('functions')
        _loop_vars = {}
        pass
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_are_in_vocab_toml_order', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', environment.getattr(l_1_v, 'literals'), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert values == EXPECTED\n    assert type(values) is tuple\n\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_are_unique', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert len(set(values)) == len(values)\n\n\n@pytest.mark.parametrize(\n    ("name", "value"),\n    [\n'
        for (l_2_name, l_2_value) in environment.getattr(l_1_v, 'constants'):
            _loop_vars = {}
            pass
            if ((t_1(l_2_name) + t_1(l_2_value)) <= 75):
                pass
                yield '        ('
                yield str(l_2_name)
                yield ', '
                yield str(l_2_value)
                yield '),\n'
            else:
                pass
                yield '        '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [l_2_name, l_2_value], '),', '        ', _loop_vars=_loop_vars))
                yield '\n'
        l_2_name = l_2_value = missing
        yield '    ],\n)\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_constants_spell_their_values', )), ['name: str', 'value: str'], _loop_vars=_loop_vars))
        yield '\n    assert getattr(vocab, name) == value\n'
        if environment.getattr(l_1_v, 'removed_name'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_removed_spellings', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', environment.getattr(l_1_v, 'removed'), ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'removed = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'removed_name'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert removed == EXPECTED\n'
        if (undefined(name='functions') if l_1_functions is missing else l_1_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'canonical_cases'):
                _loop_vars = {}
                pass
                if ((t_1(environment.getattr(l_2_case, 'spelling')) + t_1(environment.getattr(l_2_case, 'expected'))) <= 75):
                    pass
                    yield '        ('
                    yield str(environment.getattr(l_2_case, 'spelling'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '),\n'
                else:
                    pass
                    yield '        '
                    yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [environment.getattr(l_2_case, 'spelling'), environment.getattr(l_2_case, 'expected')], '),', '        ', _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_canonicalise', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if expected is None:\n        with pytest.raises(ValueError, match="unknown"):\n            canonical(spelling)\n    else:\n        assert canonical(spelling) == expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'guard_cases'):
                _loop_vars = {}
                pass
                if ((t_1(environment.getattr(l_2_case, 'spelling')) + t_1(environment.getattr(l_2_case, 'expected'))) <= 75):
                    pass
                    yield '        ('
                    yield str(environment.getattr(l_2_case, 'spelling'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '),\n'
                else:
                    pass
                    yield '        '
                    yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [environment.getattr(l_2_case, 'spelling'), environment.getattr(l_2_case, 'expected')], '),', '        ', _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_guard', )), ['spelling: str', 'expected: bool'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert guard(spelling) is expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'read_cases'):
                _loop_vars = {}
                pass
                if ((t_1(environment.getattr(l_2_case, 'spelling')) + t_1(environment.getattr(l_2_case, 'expected'))) <= 75):
                    pass
                    yield '        ('
                    yield str(environment.getattr(l_2_case, 'spelling'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '),\n'
                else:
                    pass
                    yield '        '
                    yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [environment.getattr(l_2_case, 'spelling'), environment.getattr(l_2_case, 'expected')], '),', '        ', _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_read', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert read(spelling) == expected\n\n\n@pytest.mark.parametrize("junk", [None, 0, b"x", ("x",), ["x"]])\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_non_strings', )), ['junk: Any'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    with pytest.raises(ValueError, match="unknown"):\n        canonical(junk)\n    assert guard(junk) is False\n    assert read(junk) == '
            yield str(environment.getattr(l_1_v, 'fallback'))
            yield '\n'
        if environment.getattr(l_1_v, 'aliases_name'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_v, 'test'), '_aliases_are_exact_and_read_only', )), _loop_vars=_loop_vars))
            yield '\n    expected: dict[str, str] = {}\n'
            if environment.getattr(l_1_v, 'aliases'):
                pass
                yield '    for alias, canonical in [\n'
                for (l_2_alias, l_2_canonical) in environment.getattr(l_1_v, 'aliases'):
                    _loop_vars = {}
                    pass
                    if ((t_1(l_2_alias) + t_1(l_2_canonical)) <= 75):
                        pass
                        yield '        ('
                        yield str(l_2_alias)
                        yield ', '
                        yield str(l_2_canonical)
                        yield '),\n'
                    else:
                        pass
                        yield '        '
                        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [l_2_alias, l_2_canonical], '),', '        ', _loop_vars=_loop_vars))
                        yield '\n'
                l_2_alias = l_2_canonical = missing
                yield '    ]:\n'
            else:
                pass
                yield '    for alias, canonical in []:\n'
            yield '        expected[alias] = canonical\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'aliases = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'aliases_name'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_2(environment.getattr(l_1_v, 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert dict(aliases) == expected\n    assert set(aliases.values()) <= set(values)\n    with pytest.raises(TypeError):\n        aliases["new"] = values[0]\n'
    l_1_v = l_1_functions = missing
    for l_1_r in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        l_1_functions = resolve('functions')
        _loop_vars = {}
        pass
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_r, 'test'), '_members', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', environment.getattr(l_1_r, 'member_literals'), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'members = getattr(', ['vocab', t_2(environment.getattr(l_1_r, 'members'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert members == EXPECTED\n'
        if (undefined(name='functions') if l_1_functions is missing else l_1_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("subject", "carried", "kind", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_r, 'cases'):
                _loop_vars = {}
                pass
                if ((((t_1(environment.getattr(l_2_case, 'subject')) + t_1(environment.getattr(l_2_case, 'carried'))) + t_1(environment.getattr(l_2_case, 'kind'))) + t_1(environment.getattr(l_2_case, 'expected'))) <= 71):
                    pass
                    yield '        ('
                    yield str(environment.getattr(l_2_case, 'subject'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'carried'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'kind'))
                    yield ', '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '),\n'
                else:
                    pass
                    yield '        '
                    yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), '(', [environment.getattr(l_2_case, 'subject'), environment.getattr(l_2_case, 'carried'), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'expected')], '),', '        ', _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join(('test_', environment.getattr(l_1_r, 'test'), '_settle', )), ['subject: str', 'carried: str | None', 'kind: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', ['vocab', t_2(environment.getattr(l_1_r, 'settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if kind == "error":\n        with pytest.raises(ValueError, match="unknown"):\n            settle(subject, carried)\n    else:\n        assert settle(subject, carried) == expected\n'
    l_1_r = l_1_functions = missing

blocks = {}
debug_info = '19=28&20=30&21=32&33=34&34=36&37=41&38=43&39=45&44=47&45=49&52=51&53=54&54=57&56=64&61=68&63=70&66=73&67=75&68=77&71=79&77=82&78=85&79=88&81=95&86=99&87=101&98=103&99=106&100=109&102=116&107=120&108=122&115=124&116=127&117=130&119=137&124=141&125=143&130=145&131=147&132=149&133=151&137=153&139=155&142=158&144=160&146=163&147=166&148=169&150=176&158=184&159=186&166=189&169=194&170=196&171=198&173=200&179=203&180=206&181=209&183=220&188=224&189=226'