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
    l_0_py = l_0_functions = l_0_constant_row = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['py_optional']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'py_optional' found.")
    try:
        t_5 = environment.filters['py_string']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'py_string' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/test_module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n"""Behaviour tests for '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ', generated with it from the same vocab.toml.\n\nThey import the module by its own name, as the host\'s code does: run them wherever that\nimport works (the host\'s installed package, its pytest `pythonpath` or PYTHONPATH).\n"""\n\nfrom __future__ import annotations\n\nfrom typing import Any\n\nimport pytest\n\nimport '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ' as vocab\n'
    def macro(l_1_name, l_1_literal):
        t_6 = []
        l_1_constant = l_1_line = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        pass
        l_1_constant = t_5(l_1_name)
        l_1_line = str_join(('(', (undefined(name='constant') if l_1_constant is missing else l_1_constant), ', ', l_1_literal, '),', ))
        t_6.extend((
            '        ',
            str(((undefined(name='line') if l_1_line is missing else l_1_line) if (t_1((undefined(name='line') if l_1_line is missing else l_1_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='constant') if l_1_constant is missing else l_1_constant), l_1_literal], '),', '        '))),
        ))
        return concat(t_6)
    context.exported_vars.add('constant_row')
    context.vars['constant_row'] = l_0_constant_row = Macro(environment, macro, 'constant_row', ('name', 'literal'), False, False, False, context.eval_ctx.autoescape)
    for l_1_v in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_v, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_are_in_vocab_toml_order', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_v, 'values'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert values == EXPECTED\n    assert type(values) is tuple\n\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_are_unique', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert len(set(values)) == len(values)\n\n\n@pytest.mark.parametrize(\n    ("name", "value"),\n    [\n'
        for l_2_value in environment.getattr(l_1_v, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call((undefined(name='constant_row') if l_0_constant_row is missing else l_0_constant_row), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_value = missing
        def t_7(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_7(environment.getattr(l_1_v, 'aliases')):
            _loop_vars = {}
            pass
            yield str(context.call((undefined(name='constant_row') if l_0_constant_row is missing else l_0_constant_row), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield '    ],\n)\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_constants_spell_their_values', )), ['name: str', 'value: str'], _loop_vars=_loop_vars))
        yield '\n    assert getattr(vocab, name) == value\n'
        if environment.getattr(l_1_v, 'removed'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_removed_spellings', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_v, 'removed'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'removed = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert removed == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'canonical_cases'):
                l_2_spelling = l_2_expected = l_2_line = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_5(environment.getattr(l_2_case, 'input')), (t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                l_2_line = str_join(('(', (undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), ', ', (undefined(name='expected') if l_2_expected is missing else l_2_expected), '),', ))
                _loop_vars['line'] = l_2_line
                yield '        '
                yield str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_1((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], '),', '        ', _loop_vars=_loop_vars)))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = l_2_line = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_canonicalise', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if expected is None:\n        with pytest.raises(ValueError, match="unknown"):\n            canonical(spelling)\n    else:\n        assert canonical(spelling) == expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'guard_cases'):
                l_2_spelling = l_2_expected = l_2_line = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_5(environment.getattr(l_2_case, 'input')), ('True' if (environment.getattr(l_2_case, 'want') == 'true') else 'False'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                l_2_line = str_join(('(', (undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), ', ', (undefined(name='expected') if l_2_expected is missing else l_2_expected), '),', ))
                _loop_vars['line'] = l_2_line
                yield '        '
                yield str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_1((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], '),', '        ', _loop_vars=_loop_vars)))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = l_2_line = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_guard', )), ['spelling: str', 'expected: bool'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert guard(spelling) is expected\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_v, 'read_cases'):
                l_2_spelling = l_2_expected = l_2_line = missing
                _loop_vars = {}
                pass
                (l_2_spelling, l_2_expected) = (t_5(environment.getattr(l_2_case, 'input')), (t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'expected': l_2_expected, 'spelling': l_2_spelling})
                l_2_line = str_join(('(', (undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), ', ', (undefined(name='expected') if l_2_expected is missing else l_2_expected), '),', ))
                _loop_vars['line'] = l_2_line
                yield '        '
                yield str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_1((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], '),', '        ', _loop_vars=_loop_vars)))
                yield '\n'
            l_2_case = l_2_spelling = l_2_expected = l_2_line = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_read', )), ['spelling: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert read(spelling) == expected\n\n\n@pytest.mark.parametrize("junk", [None, 0, b"x", ("x",), ["x"]])\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_non_strings', )), ['junk: Any'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    with pytest.raises(ValueError, match="unknown"):\n        canonical(junk)\n    assert guard(junk) is False\n    assert read(junk) == '
            yield str((environment.getattr(environment.getattr(environment.getattr(l_1_v, 'fallback'), 'literal'), 'python') if environment.getattr(l_1_v, 'fallback') else 'None'))
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
                    l_2_spelling = l_2_canonical = l_2_line = missing
                    _loop_vars = {}
                    pass
                    (l_2_spelling, l_2_canonical) = (environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'python'))
                    _loop_vars.update({'canonical': l_2_canonical, 'spelling': l_2_spelling})
                    l_2_line = str_join(('(', (undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), ', ', (undefined(name='canonical') if l_2_canonical is missing else l_2_canonical), '),', ))
                    _loop_vars['line'] = l_2_line
                    yield '        '
                    yield str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_1((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='spelling') if l_2_spelling is missing else l_2_spelling), (undefined(name='canonical') if l_2_canonical is missing else l_2_canonical)], '),', '        ', _loop_vars=_loop_vars)))
                    yield '\n'
                l_2_alias = l_2_spelling = l_2_canonical = l_2_line = missing
                yield '    ]:\n'
            else:
                pass
                yield '    for alias, canonical in []:\n'
            yield '        expected[alias] = canonical\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'aliases = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert dict(aliases) == expected\n    assert set(aliases.values()) <= set(values)\n    with pytest.raises(TypeError):\n        aliases["new"] = values[0]\n'
    l_1_v = l_1_names = missing
    for l_1_r in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_r, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_members', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_r, 'members'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'members = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert members == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n@pytest.mark.parametrize(\n    ("subject", "carried", "kind", "expected"),\n    [\n'
            for l_2_case in environment.getattr(l_1_r, 'settle_cases'):
                l_2_subject = l_2_carried = l_2_kind = l_2_expected = l_2_line = missing
                _loop_vars = {}
                pass
                (l_2_subject, l_2_carried, l_2_kind, l_2_expected) = (t_5(environment.getattr(l_2_case, 'subject')), t_4(environment.getattr(l_2_case, 'carried')), t_5(environment.getattr(l_2_case, 'kind')), (t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'None'))
                _loop_vars.update({'carried': l_2_carried, 'expected': l_2_expected, 'kind': l_2_kind, 'subject': l_2_subject})
                l_2_line = str_join(('(', (undefined(name='subject') if l_2_subject is missing else l_2_subject), ', ', (undefined(name='carried') if l_2_carried is missing else l_2_carried), ', ', (undefined(name='kind') if l_2_kind is missing else l_2_kind), ', ', (undefined(name='expected') if l_2_expected is missing else l_2_expected), '),', ))
                _loop_vars['line'] = l_2_line
                yield '        '
                yield str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_1((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', [(undefined(name='subject') if l_2_subject is missing else l_2_subject), (undefined(name='carried') if l_2_carried is missing else l_2_carried), (undefined(name='kind') if l_2_kind is missing else l_2_kind), (undefined(name='expected') if l_2_expected is missing else l_2_expected)], '),', '        ', _loop_vars=_loop_vars)))
                yield '\n'
            l_2_case = l_2_subject = l_2_carried = l_2_kind = l_2_expected = l_2_line = missing
            yield '    ],\n)\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_settle', )), ['subject: str', 'carried: str | None', 'kind: str', 'expected: str | None'], _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', ['vocab', t_5(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    if kind == "error":\n        with pytest.raises(ValueError, match="unknown"):\n            settle(subject, carried)\n    else:\n        assert settle(subject, carried) == expected\n'
    l_1_r = l_1_names = missing

blocks = {}
debug_info = '3=44&4=46&5=50&6=52&18=54&19=56&20=64&21=65&22=68&24=73&25=77&28=80&29=82&30=84&35=86&36=88&43=90&44=93&46=96&47=103&51=107&53=109&56=112&57=114&58=116&61=118&67=121&68=125&69=127&70=130&74=134&75=136&86=138&87=142&88=144&89=147&93=151&94=153&101=155&102=159&103=161&104=164&108=168&109=170&114=172&115=174&116=176&117=178&121=180&123=182&126=185&128=187&130=190&131=194&132=196&133=199&140=207&141=209&148=212&149=216&152=219&153=221&154=223&156=225&162=228&163=232&164=234&165=237&169=241&170=243'