from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/module.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_functions = resolve('functions')
    l_0_vocabularies = resolve('vocabularies')
    l_0_marker = resolve('marker')
    l_0_doc_lines = resolve('doc_lines')
    l_0_exports = resolve('exports')
    l_0_rules = resolve('rules')
    l_0_py = l_0_mappings = missing
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
        t_4 = environment.filters['py_comment']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'py_comment' found.")
    try:
        t_5 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_6 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    l_0_mappings = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) or t_2(context.eval_ctx, t_5(context, (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), 'has_aliases')))
    context.vars['mappings'] = l_0_mappings
    context.exported_vars.add('mappings')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n'
    for l_1_line in (undefined(name='doc_lines') if l_0_doc_lines is missing else l_0_doc_lines):
        _loop_vars = {}
        pass
        yield str(t_4(l_1_line))
        yield '\n'
    l_1_line = missing
    yield '"""Closed string vocabularies generated from one vocab.toml; import, never edit."""\n\nfrom __future__ import annotations\n\n__all__ = [\n'
    for l_1_name in (undefined(name='exports') if l_0_exports is missing else l_0_exports):
        _loop_vars = {}
        pass
        yield '    "'
        yield str(l_1_name)
        yield '",\n'
    l_1_name = missing
    yield ']\n\n'
    if (undefined(name='mappings') if l_0_mappings is missing else l_0_mappings):
        pass
        yield 'from collections.abc import Mapping\nfrom types import MappingProxyType\n'
    yield 'from typing import Final, Literal'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield ', TypeGuard, TypeVar'
    yield '\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n_VOCABGEN_T = TypeVar("_VOCABGEN_T", bound=str)\n'
        if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            pass
            yield '_VOCABGEN_S = TypeVar("_VOCABGEN_S", bound=str)\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'doc_lines'):
            _loop_vars = {}
            pass
            yield str(t_4(l_2_line))
            yield '\n'
        l_2_line = missing
        for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
            _loop_vars = {}
            pass
            for l_3_line in environment.getattr(l_2_constant, 'doc_lines'):
                _loop_vars = {}
                pass
                yield str(t_4(l_3_line))
                yield '\n'
            l_3_line = missing
            for l_3_line in environment.getattr(l_2_constant, 'deprecated_lines'):
                _loop_vars = {}
                pass
                yield str(t_4(l_3_line))
                yield '\n'
            l_3_line = missing
            if ((t_1(environment.getattr(l_2_constant, 'name')) + t_1(environment.getattr(l_2_constant, 'literal'))) <= 79):
                pass
                yield str(environment.getattr(l_2_constant, 'name'))
                yield ': Final = '
                yield str(environment.getattr(l_2_constant, 'literal'))
                yield '\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'final'), environment.getattr(l_2_constant, 'name'), environment.getattr(l_2_constant, 'literal'), _loop_vars=_loop_vars))
                yield '\n'
        l_2_constant = missing
        yield '\n'
        if ((t_1(str_join((environment.getattr(l_1_vocab, 'type'), ' = Literal[', ))) > 88) and (t_1(str_join((environment.getattr(l_1_vocab, 'type'), ' = (', ))) <= 88)):
            pass
            yield str(environment.getattr(l_1_vocab, 'type'))
            yield ' = (\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), '    Literal[', environment.getattr(l_1_vocab, 'literals'), ']', indent='    ', subscript=True, _loop_vars=_loop_vars))
            yield '\n)\n'
        else:
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), str_join((environment.getattr(l_1_vocab, 'type'), ' = Literal[', )), environment.getattr(l_1_vocab, 'literals'), ']', subscript=True, _loop_vars=_loop_vars))
            yield '\n'
        if (t_1(environment.getattr(l_1_vocab, 'constants')) == 1):
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(l_1_vocab, 'collection'), 'tuple', [environment.getattr(l_1_vocab, 'type'), '...'], ' = (', [environment.getattr(environment.getitem(environment.getattr(l_1_vocab, 'constants'), 0), 'name')], ')', _loop_vars=_loop_vars))
            yield '\n'
        else:
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(l_1_vocab, 'collection'), 'tuple', [environment.getattr(l_1_vocab, 'type'), '...'], ' = (', _loop_vars=_loop_vars))
            yield '\n'
            for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
                _loop_vars = {}
                pass
                yield '    '
                yield str(environment.getattr(l_2_constant, 'name'))
                yield ',\n'
            l_2_constant = missing
            yield ')\n'
        if environment.getattr(l_1_vocab, 'removed_name'):
            pass
            if t_2(context.eval_ctx, t_5(context, environment.getattr(l_1_vocab, 'removed'), 'reason_lines')):
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(l_1_vocab, 'removed_name'), 'tuple', ['str', '...'], ' = (', _loop_vars=_loop_vars))
                yield '\n'
                for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                    _loop_vars = {}
                    pass
                    for l_3_line in environment.getattr(l_2_removed, 'reason_lines'):
                        _loop_vars = {}
                        pass
                        yield '    '
                        yield str(t_4(l_3_line))
                        yield '\n'
                    l_3_line = missing
                    yield '    '
                    yield str(environment.getattr(l_2_removed, 'literal'))
                    yield ',\n'
                l_2_removed = missing
                yield ')\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(l_1_vocab, 'removed_name'), 'tuple', ['str', '...'], ' = (', t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal')), ')', _loop_vars=_loop_vars))
                yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            def macro():
                t_7 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_7.append(
                        '    {\n',
                    )
                    for l_3_alias in environment.getattr(l_1_vocab, 'aliases'):
                        _loop_vars = {}
                        pass
                        for l_4_line in environment.getattr(l_3_alias, 'deprecated_lines'):
                            _loop_vars = {}
                            pass
                            t_7.extend((
                                '        ',
                                str(t_4(l_4_line)),
                                '\n',
                            ))
                        l_4_line = missing
                        t_7.extend((
                            '        ',
                            str(environment.getattr(l_3_alias, 'literal')),
                            ': ',
                            str(environment.getattr(l_3_alias, 'constant')),
                            ',\n',
                        ))
                    l_3_alias = missing
                    t_7.append(
                        '    }',
                    )
                else:
                    pass
                    t_7.append(
                        '    {},',
                    )
                return concat(t_7)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr(l_1_vocab, 'aliases_name'), environment.getattr(l_1_vocab, 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            def macro():
                t_8 = []
                pass
                t_8.extend((
                    '    {\n        **{value: value for value in ',
                    str(environment.getattr(l_1_vocab, 'collection')),
                    '},\n',
                ))
                if environment.getattr(l_1_vocab, 'has_aliases'):
                    pass
                    t_8.extend((
                        '        **',
                        str(environment.getattr(l_1_vocab, 'aliases_name')),
                        ',\n',
                    ))
                t_8.append(
                    '    }',
                )
                return concat(t_8)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr(l_1_vocab, 'lookup'), environment.getattr(l_1_vocab, 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'doc_lines'):
            _loop_vars = {}
            pass
            yield str(t_4(l_2_line))
            yield '\n'
        l_2_line = missing
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(l_1_rule, 'members'), 'tuple', [environment.getattr(l_1_rule, 'subject_type'), '...'], ' = (', environment.getattr(l_1_rule, 'member_constants'), ')', _loop_vars=_loop_vars))
        yield '\n'
    l_1_rule = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n\ndef _vocabgen_read(\n    lookup: Mapping[str, _VOCABGEN_T],\n    value: object,\n) -> _VOCABGEN_T | None:\n    """Look value up exactly: no case folding or trimming, and never an error."""\n    return lookup.get(value) if isinstance(value, str) else None\n\n\ndef _vocabgen_is(lookup: Mapping[str, str], value: object) -> bool:\n    """Exact membership: a canonical value maps to itself, an alias to another value."""\n    return isinstance(value, str) and lookup.get(value) == value\n\n\ndef _vocabgen_canonical(\n    lookup: Mapping[str, _VOCABGEN_T],\n    kind: str,\n    name: object,\n) -> _VOCABGEN_T:\n    """Look name up exactly: no case folding or trimming, so a near miss is an error."""\n    found = _vocabgen_read(lookup, name)\n    if found is not None:\n        return found\n    spellings = ", ".join(repr(key) for key in lookup)\n    raise ValueError(f"unknown {kind} {name!r}; expected one of: {spellings}")\n'
        if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            pass
            yield '\n\ndef _vocabgen_settle(\n    subject_lookup: Mapping[str, _VOCABGEN_S],\n    subject_kind: str,\n    carried_lookup: Mapping[str, _VOCABGEN_T],\n    carried_kind: str,\n    members: tuple[_VOCABGEN_S, ...],\n    subject: object,\n    carried: object,\n) -> _VOCABGEN_T | None:\n    """Only members carry a value, so a settled result never contradicts itself."""\n    settled = _vocabgen_canonical(subject_lookup, subject_kind, subject)\n    if settled not in members or carried is None:\n        return None\n    return _vocabgen_canonical(carried_lookup, carried_kind, carried)\n'
        for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
            _loop_vars = {}
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr(l_1_vocab, 'guard'), '(', )), ['value: object'], str_join((') -> TypeGuard[', environment.getattr(l_1_vocab, 'type'), ']:', )), _loop_vars=_loop_vars))
            yield '\n    """Whether value is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 185 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
            yield '."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_is(', [environment.getattr(l_1_vocab, 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr(l_1_vocab, 'canonical'), '(', )), ['name: object'], str_join((') -> ', environment.getattr(l_1_vocab, 'type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 190 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_canonical(', [environment.getattr(l_1_vocab, 'lookup'), environment.getattr(l_1_vocab, 'noun_literal'), 'name'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr(l_1_vocab, 'read'), '(', )), ['value: object'], str_join((') -> ', environment.getattr(l_1_vocab, 'type'), ':', )), _loop_vars=_loop_vars))
                yield '\n    """Return the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' for a value'
                yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 196 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
                yield ', else '
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield '.\n\n    Never raises: the caller keeps its input, so a relay passes an unknown spelling\n    on unchanged.\n    """\n    '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'found = _vocabgen_read(', [environment.getattr(l_1_vocab, 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
                yield '\n    return '
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield ' if found is None else found\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr(l_1_vocab, 'read'), '(', )), ['value: object'], str_join((') -> ', environment.getattr(l_1_vocab, 'type'), ' | None:', )), _loop_vars=_loop_vars))
                yield '\n    """Return the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' for a value'
                yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 205 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
                yield ', else None.\n\n    Never raises: the caller keeps its input, so a relay passes an unknown spelling\n    on unchanged.\n    """\n    '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_read(', [environment.getattr(l_1_vocab, 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
                yield '\n'
        l_1_vocab = missing
        for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            _loop_vars = {}
            pass
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr(l_1_rule, 'settle'), '(', )), [str_join((environment.getattr(l_1_rule, 'subject_parameter'), ': object', )), str_join((environment.getattr(l_1_rule, 'carried_parameter'), ': object', ))], str_join((') -> ', environment.getattr(l_1_rule, 'carried_type'), ' | None:', )), _loop_vars=_loop_vars))
            yield '\n    """Return the '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' '
            yield str(t_6(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr(l_1_rule, 'members'))
            yield ' carry a canonical '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' (None stays\n    None); every other value carries None. An unknown value raises ValueError.\n    """\n    return _vocabgen_settle(\n        '
            yield str(environment.getattr(l_1_rule, 'subject_lookup'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'subject_noun_literal'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'carried_lookup'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'carried_noun_literal'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'members'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'subject_parameter'))
            yield ',\n        '
            yield str(environment.getattr(l_1_rule, 'carried_parameter'))
            yield ',\n    )\n'
        l_1_rule = missing

blocks = {}
debug_info = '24=54&25=56&26=59&27=61&28=64&35=68&36=72&40=76&44=80&45=84&48=87&52=90&54=94&55=97&57=100&58=103&59=106&61=109&62=112&64=115&65=117&67=123&71=127&73=129&74=131&77=135&79=137&80=139&82=143&83=145&84=149&88=153&89=155&90=157&91=159&92=162&93=166&95=170&99=176&102=178&103=180&104=183&106=188&107=191&108=196&110=202&103=218&118=220&119=222&121=227&122=230&123=234&119=242&129=245&131=249&132=252&134=255&136=258&163=261&181=264&184=268&185=270&186=273&189=275&190=277&191=281&194=283&195=285&196=287&201=293&202=295&204=299&205=301&210=305&213=308&216=312&217=314&219=318&223=322&224=324&225=326&226=328&227=330&228=332&229=334'