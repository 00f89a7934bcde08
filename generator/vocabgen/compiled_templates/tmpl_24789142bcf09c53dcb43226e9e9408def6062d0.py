# Compiled from templates/python/test_module.py.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
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
    l_0_root = resolve('root')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n"""Behaviour tests for '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ', generated with it from the same vocab.toml."""\n\nfrom __future__ import annotations\n\nimport sys\nfrom pathlib import Path\nfrom typing import Any\n\nimport pytest\n\nsys.path.insert(0, str(Path(__file__).resolve().parent.joinpath('
    yield str((undefined(name='root') if l_0_root is missing else l_0_root))
    yield ')))\n\nimport '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ' as vocab  # noqa: E402\n'
    for l_1_v in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n\ndef test_'
        yield str(environment.getattr(l_1_v, 'test'))
        yield '_are_in_vocab_toml_order() -> None:\n'
        for l_2_line in environment.getattr(l_1_v, 'expected_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    assert vocab.'
        yield str(environment.getattr(l_1_v, 'collection'))
        yield ' == EXPECTED\n    assert type(vocab.'
        yield str(environment.getattr(l_1_v, 'collection'))
        yield ') is tuple\n\n\ndef test_'
        yield str(environment.getattr(l_1_v, 'test'))
        yield '_are_unique() -> None:\n    assert len(set(vocab.'
        yield str(environment.getattr(l_1_v, 'collection'))
        yield ')) == len(vocab.'
        yield str(environment.getattr(l_1_v, 'collection'))
        yield ')\n\n\n@pytest.mark.parametrize(\n    ("name", "value"),\n    [\n'
        for l_2_line in environment.getattr(l_1_v, 'constant_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    ],\n)\ndef test_'
        yield str(environment.getattr(l_1_v, 'test'))
        yield '_constants_spell_their_values(name: str, value: str) -> None:\n    assert getattr(vocab, name) == value\n\n\n@pytest.mark.parametrize(\n    ("spelling", "expected"),\n    [\n'
        for l_2_line in environment.getattr(l_1_v, 'canonical_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    ],\n)\ndef test_'
        yield str(environment.getattr(l_1_v, 'test'))
        yield '_canonicalise(spelling: str, expected: str | None) -> None:\n    if expected is None:\n        with pytest.raises(ValueError, match="unknown"):\n            vocab.'
        yield str(environment.getattr(l_1_v, 'canonical'))
        yield '(spelling)\n    else:\n        assert vocab.'
        yield str(environment.getattr(l_1_v, 'canonical'))
        yield '(spelling) == expected\n\n\n@pytest.mark.parametrize("junk", [None, 0, b"x", ("x",)])\ndef test_'
        yield str(environment.getattr(l_1_v, 'test'))
        yield '_reject_non_strings(junk: Any) -> None:\n    with pytest.raises(ValueError, match="unknown"):\n        vocab.'
        yield str(environment.getattr(l_1_v, 'canonical'))
        yield '(junk)\n'
        if environment.getattr(l_1_v, 'aliases'):
            pass
            yield '\n\ndef test_'
            yield str(environment.getattr(l_1_v, 'test'))
            yield '_aliases_are_exact_and_read_only() -> None:\n    expected: dict[str, str] = {}\n'
            if environment.getattr(l_1_v, 'alias_lines'):
                pass
                yield '    for alias, canonical in [\n'
                for l_2_line in environment.getattr(l_1_v, 'alias_lines'):
                    _loop_vars = {}
                    pass
                    yield str(l_2_line)
                    yield '\n'
                l_2_line = missing
                yield '    ]:\n'
            else:
                pass
                yield '    for alias, canonical in []:\n'
            yield '        expected[alias] = canonical\n    assert dict(vocab.'
            yield str(environment.getattr(l_1_v, 'aliases'))
            yield ') == expected\n    assert set(vocab.'
            yield str(environment.getattr(l_1_v, 'aliases'))
            yield '.values()) <= set(vocab.'
            yield str(environment.getattr(l_1_v, 'collection'))
            yield ')\n    with pytest.raises(TypeError):\n        vocab.'
            yield str(environment.getattr(l_1_v, 'aliases'))
            yield '["new"] = vocab.'
            yield str(environment.getattr(l_1_v, 'collection'))
            yield '[0]  # type: ignore[index]\n'
    l_1_v = missing
    for l_1_r in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n\ndef test_'
        yield str(environment.getattr(l_1_r, 'test'))
        yield '_members() -> None:\n'
        for l_2_line in environment.getattr(l_1_r, 'member_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '\n\n@pytest.mark.parametrize(\n    ("subject", "carried", "kind", "expected"),\n    [\n'
        for l_2_line in environment.getattr(l_1_r, 'rows'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    ],\n)\ndef test_'
        yield str(environment.getattr(l_1_r, 'test'))
        yield '_settle(\n    subject: str, carried: str | None, kind: str, expected: str | None\n) -> None:\n    if kind == "error":\n        with pytest.raises(ValueError, match="unknown"):\n            vocab.'
        yield str(environment.getattr(l_1_r, 'settle'))
        yield '(subject, carried)\n    else:\n        assert vocab.'
        yield str(environment.getattr(l_1_r, 'settle'))
        yield '(subject, carried) == expected\n'
    l_1_r = missing

blocks = {}
debug_info = '1=16&2=18&12=20&14=22&15=24&18=28&19=30&20=33&22=37&23=39&26=41&27=43&33=47&34=50&38=54&45=56&46=59&50=63&53=65&55=67&59=69&61=71&62=73&65=76&67=78&69=81&70=84&77=92&78=94&80=98&83=103&86=107&87=109&88=112&95=116&96=119&100=123&105=125&107=127'