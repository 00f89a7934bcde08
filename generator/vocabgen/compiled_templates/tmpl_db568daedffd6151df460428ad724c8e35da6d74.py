# Compiled from templates/python/module.py.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/module.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_module_comment = resolve('module_comment')
    l_0_rules = resolve('rules')
    l_0_vocabularies = resolve('vocabularies')
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n'
    for l_1_line in (undefined(name='module_comment') if l_0_module_comment is missing else l_0_module_comment):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '"""Closed string vocabularies generated from one vocab.toml; import, never edit."""\n\nfrom __future__ import annotations\n\nfrom collections.abc import '
    if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        pass
        yield 'Callable, '
    yield 'Mapping\nfrom types import MappingProxyType\nfrom typing import Final, Literal, TypeVar\n\n_T = TypeVar("_T", bound=str)\n'
    if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        pass
        yield '_S = TypeVar("_S", bound=str)\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
            _loop_vars = {}
            pass
            for l_3_line in environment.getattr(l_2_constant, 'comment'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            for l_3_line in environment.getattr(l_2_constant, 'lines'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
        l_2_constant = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'literal_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_vocab, 'collection_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_vocab, 'alias_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_vocab, 'lookup_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_rule, 'members_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_rule = missing
    yield '\n\ndef _canonical(lookup: Mapping[str, _T], kind: str, name: object) -> _T:\n    """Look name up exactly: no case folding or trimming, so a near miss is an error."""\n    if isinstance(name, str):\n        found = lookup.get(name)\n        if found is not None:\n            return found\n    spellings = ", ".join(repr(key) for key in lookup)\n    raise ValueError(f"unknown {kind} {name!r}; expected one of: {spellings}")\n'
    if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        pass
        yield '\n\ndef _settle(\n    canonical_subject: Callable[[object], _S],\n    canonical_carried: Callable[[object], _T],\n    members: tuple[_S, ...],\n    subject: object,\n    carried: object,\n) -> _T | None:\n    """Only members carry a value, so a settled result never contradicts itself."""\n    if canonical_subject(subject) not in members or carried is None:\n        return None\n    return canonical_carried(carried)\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_def'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    """'
        yield str(environment.getattr(l_1_vocab, 'canonical_doc'))
        yield '"""\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_return'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_def'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    '
        yield str(t_1(context.eval_ctx, environment.getattr(l_1_rule, 'settle_doc'), '\n'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_return'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_rule = missing

blocks = {}
debug_info = '1=21&2=23&3=26&9=30&14=34&17=37&19=41&20=44&22=47&23=50&24=53&26=56&27=59&31=64&32=67&34=70&35=73&37=76&38=79&40=82&41=85&44=89&46=93&47=96&49=99&50=102&63=107&78=110&81=114&82=117&84=121&85=123&86=126&89=130&92=134&93=137&95=141&96=143&97=146'