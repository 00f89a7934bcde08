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
    l_0_py = l_0_rows = l_0_functions = l_0_mod = l_0_raises = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['py_optional']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'py_optional' found.")
    try:
        t_6 = environment.filters['py_string']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'py_string' found.")
    try:
        t_7 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/test_module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    def macro(l_1_cases, l_1_shape):
        t_8 = []
        if l_1_cases is missing:
            l_1_cases = undefined("parameter 'cases' was not provided", name='cases')
        if l_1_shape is missing:
            l_1_shape = undefined("parameter 'shape' was not provided", name='shape')
        pass
        l_2_loop = missing
        for l_2_case, l_2_loop in LoopContext(l_1_cases, undefined):
            l_2_items = resolve('items')
            l_2_want = resolve('want')
            l_2_line = missing
            _loop_vars = {}
            pass
            if (l_1_shape == 'constant'):
                pass
                l_2_items = [t_6(environment.getattr(environment.getattr(environment.getattr(l_2_case, 'names'), 'python'), 'constant')), environment.getattr(environment.getattr(l_2_case, 'literal'), 'python')]
                _loop_vars['items'] = l_2_items
            elif (l_1_shape == 'alias_constant'):
                pass
                l_2_items = [t_6(environment.getattr(environment.getattr(environment.getattr(l_2_case, 'names'), 'python'), 'alias_constant')), environment.getattr(environment.getattr(l_2_case, 'literal'), 'python')]
                _loop_vars['items'] = l_2_items
            elif (l_1_shape == 'alias'):
                pass
                l_2_items = [environment.getattr(environment.getattr(l_2_case, 'literal'), 'python'), environment.getattr(environment.getattr(environment.getattr(l_2_case, 'value'), 'literal'), 'python')]
                _loop_vars['items'] = l_2_items
            elif (l_1_shape == 'guard'):
                pass
                l_2_items = [t_6(environment.getattr(l_2_case, 'input')), ('True' if (environment.getattr(l_2_case, 'want') == 'true') else 'False')]
                _loop_vars['items'] = l_2_items
            elif (l_1_shape == 'parse'):
                pass
                l_2_items = [t_6(environment.getattr(l_2_case, 'input')), (t_6(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'known') else 'None'), t_6(environment.getattr(l_2_case, 'want'))]
                _loop_vars['items'] = l_2_items
            else:
                pass
                l_2_want = (t_6(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else ('None' if (environment.getattr(l_2_case, 'kind') == 'none') else 'ValueError'))
                _loop_vars['want'] = l_2_want
                l_2_items = ([t_6(environment.getattr(l_2_case, 'input')), (undefined(name='want') if l_2_want is missing else l_2_want)] if (l_1_shape == 'call') else [t_6(environment.getattr(l_2_case, 'subject')), t_5(environment.getattr(l_2_case, 'carried')), (undefined(name='want') if l_2_want is missing else l_2_want)])
                _loop_vars['items'] = l_2_items
            l_2_line = str_join(('(', t_1(context.eval_ctx, (undefined(name='items') if l_2_items is missing else l_2_items), ', '), '),', ))
            _loop_vars['line'] = l_2_line
            t_8.extend((
                '        ',
                str(((undefined(name='line') if l_2_line is missing else l_2_line) if (t_2((undefined(name='line') if l_2_line is missing else l_2_line)) <= 80) else context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'exploded'), '(', (undefined(name='items') if l_2_items is missing else l_2_items), '),', '        ', _loop_vars=_loop_vars))),
                str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 28 in 'python/test_module.py.j2' evaluated to false and no else section was defined."))),
            ))
        l_2_loop = l_2_case = l_2_items = l_2_want = l_2_line = missing
        return concat(t_8)
    context.exported_vars.add('rows')
    context.vars['rows'] = l_0_rows = Macro(environment, macro, 'rows', ('cases', 'shape'), False, False, False, context.eval_ctx.autoescape)
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_mod = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'python'), 'module_alias')
    context.vars['mod'] = l_0_mod
    context.exported_vars.add('mod')
    l_0_raises = 'got = ValueError if "unknown" in str(error) else error'
    context.vars['raises'] = l_0_raises
    context.exported_vars.add('raises')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n"""Behaviour tests for '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ', generated with it from the same vocab.toml.\n\nThey import the module by its own name, as the host\'s code does: run them wherever that\nimport works (the host\'s installed package, its pytest `pythonpath` or PYTHONPATH).\n"""\n\nfrom __future__ import annotations\n\n'
    if t_3(context.eval_ctx, t_7(context, environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), 'has_aliases')):
        pass
        yield 'import pytest\n\n'
    yield 'import '
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
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_v, 'values'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert values == EXPECTED\n    assert type(values) is tuple\n\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_are_unique', )), _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert len(set(values)) == len(values)\n\n\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_constants_spell_their_values', )), _loop_vars=_loop_vars))
        yield '\n    for name, value in [\n'
        yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'values'), 'constant', _loop_vars=_loop_vars))
        yield '\n'
        if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and environment.getattr(l_1_v, 'aliases')):
            pass
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'aliases'), 'alias_constant', _loop_vars=_loop_vars))
            yield '\n'
        yield '    ]:\n        assert getattr('
        yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
        yield ', name) == value, name\n'
        if environment.getattr(l_1_v, 'removed'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_removed_spellings', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_v, 'removed'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'removed = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert removed == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_canonicalise', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for spelling, expected in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'canonical_cases'), 'call', _loop_vars=_loop_vars))
            yield '\n    ]:\n        try:\n            got = canonical(spelling)\n        except ValueError as error:\n            '
            yield str((undefined(name='raises') if l_0_raises is missing else l_0_raises))
            yield '\n        assert got == expected, f"canonical({spelling!r})"\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_guard', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for spelling, expected in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'guard_cases'), 'guard', _loop_vars=_loop_vars))
            yield '\n    ]:\n        assert guard(spelling) is expected, f"guard({spelling!r})"\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_read', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for spelling, expected in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'read_cases'), 'call', _loop_vars=_loop_vars))
            yield '\n    ]:\n        assert read(spelling) == expected, f"read({spelling!r})"\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_non_strings', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'canonical = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'guard = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'read = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'assigned'), '    fallback', (environment.getattr(environment.getattr(environment.getattr(l_1_v, 'fallback'), 'literal'), 'python') if environment.getattr(l_1_v, 'fallback') else 'None'), _loop_vars=_loop_vars))
            yield '\n    for junk in [None, 0, b"x", ("x",), ["x"]]:\n        try:\n            got = canonical(junk)\n        except ValueError as error:\n            '
            yield str((undefined(name='raises') if l_0_raises is missing else l_0_raises))
            yield '\n        assert got == ValueError, f"canonical({junk!r})"\n        assert guard(junk) is False, f"guard({junk!r})"\n        assert read(junk) == fallback, f"read({junk!r})"\n'
        if environment.getattr(l_1_v, 'has_aliases'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_aliases_are_exact_and_read_only', )), _loop_vars=_loop_vars))
            yield '\n    expected: dict[str, str] = {}\n'
            if environment.getattr(l_1_v, 'aliases'):
                pass
                yield '    for alias, canonical in [\n'
                yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'aliases'), 'alias', _loop_vars=_loop_vars))
                yield '\n    ]:\n'
            else:
                pass
                yield '    for alias, canonical in []:\n'
            yield '        expected[alias] = canonical\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'aliases = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert dict(aliases) == expected\n    assert set(aliases.values()) <= set(values)\n    with pytest.raises(TypeError):\n        aliases["new"] = values[0]\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_known_values', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'values = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    assert [str(member) for member in known] == list(values)\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'), '_parse', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'parse = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_parse = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'wire_of = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_type = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'unknown_type = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for spelling, known, wire in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_v, 'parse_cases'), 'parse', _loop_vars=_loop_vars))
            yield '\n    ]:\n        where = f"parse({spelling!r})"\n        parsed = parse(spelling)\n        assert wire_of(parsed) == wire, where\n        try:\n            got = known_parse(spelling)\n        except ValueError as error:\n            '
            yield str((undefined(name='raises') if l_0_raises is missing else l_0_raises))
            yield '\n        if known is None:\n            assert type(parsed) is unknown_type, where\n            assert got == ValueError, where\n        else:\n            assert parsed is known_type(known), where\n            assert got is known_type(known), where\n'
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
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), 'EXPECTED = (', t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_r, 'members'), attribute='literal.python')), ')', '    ', _loop_vars=_loop_vars))
        yield '\n    '
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'members = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))], ')', '    ', _loop_vars=_loop_vars))
        yield '\n    assert members == EXPECTED\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_settle', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for subject, carried, expected in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_r, 'settle_cases'), 'settle', _loop_vars=_loop_vars))
            yield '\n    ]:\n        try:\n            got = settle(subject, carried)\n        except ValueError as error:\n            '
            yield str((undefined(name='raises') if l_0_raises is missing else l_0_raises))
            yield '\n        assert got == expected, f"settle({subject!r}, {carried!r})"\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject_names, l_1_carried_names) = (environment.getattr(environment.getattr(environment.getattr(l_1_r, 'subject'), 'names'), 'python'), environment.getattr(environment.getattr(environment.getattr(l_1_r, 'carried'), 'names'), 'python'))
            _loop_vars.update({'carried_names': l_1_carried_names, 'subject_names': l_1_subject_names})
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'test_def'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'), '_settle_known', )), _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'settle = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_subject = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='subject_names') if l_1_subject_names is missing else l_1_subject_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'known_carried = getattr(', [(undefined(name='mod') if l_0_mod is missing else l_0_mod), t_6(environment.getattr((undefined(name='carried_names') if l_1_carried_names is missing else l_1_carried_names), 'known_parse'))], ')', '    ', _loop_vars=_loop_vars))
            yield '\n    for subject, carried, expected in [\n'
            yield str(context.call((undefined(name='rows') if l_0_rows is missing else l_0_rows), environment.getattr(l_1_r, 'typed_settle_cases'), 'settle', _loop_vars=_loop_vars))
            yield '\n    ]:\n        try:\n            subject_member = known_subject(subject)\n            carried_member = None if carried is None else known_carried(carried)\n            got = settle(subject_member, carried_member)\n        except ValueError as error:\n            '
            yield str((undefined(name='raises') if l_0_raises is missing else l_0_raises))
            yield '\n        assert got == expected, f"settle({subject!r}, {carried!r})"\n'
    l_1_r = l_1_names = l_1_subject_names = l_1_carried_names = missing

blocks = {}
debug_info = '6=56&7=58&11=66&12=72&13=74&14=76&15=78&16=80&17=82&18=84&19=86&20=88&21=90&24=94&25=96&27=98&28=102&31=109&32=112&33=115&34=119&35=121&43=123&47=127&48=131&49=135&52=138&53=140&54=142&59=144&60=146&64=148&66=150&67=152&68=154&71=157&72=159&75=162&76=164&77=166&80=168&83=171&84=173&86=175&91=177&95=179&96=181&98=183&103=185&104=187&106=189&111=191&112=193&113=195&114=197&115=199&120=201&125=203&128=206&130=208&132=211&138=217&139=219&145=221&148=224&149=226&150=228&154=230&155=232&156=234&157=236&158=238&159=240&161=242&169=244&178=247&179=253&182=256&183=258&184=260&186=262&189=265&190=267&192=269&197=271&200=273&201=275&204=278&205=280&206=282&207=284&209=286&216=288'