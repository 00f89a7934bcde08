from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'python/module.py.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_py = l_0_functions = l_0_mappings = missing
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
        t_5 = environment.filters['py_comments']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'py_comments' found.")
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
    try:
        t_8 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_mappings = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) or t_3(context.eval_ctx, t_7(context, environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), 'has_aliases')))
    context.vars['mappings'] = l_0_mappings
    context.exported_vars.add('mappings')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    for l_1_line in t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '"""Closed string vocabularies generated from one vocab.toml; import, never edit."""\n\nfrom __future__ import annotations\n\n__all__ = [\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'))
            yield '",\n'
        l_2_value = missing
        def t_9(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_9(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant'))
            yield '",\n'
        l_2_alias = missing
        def t_10(fiter):
            for l_2_role in fiter:
                if (l_2_role in environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')):
                    yield l_2_role
        for l_2_role in t_10(('type', 'collection', 'removed', 'aliases')):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getitem(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python'), l_2_role))
            yield '",\n'
        l_2_role = missing
    l_1_vocab = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '    "'
        yield str(environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), 'members'))
        yield '",\n'
    l_1_rule = missing
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            _loop_vars = {}
            pass
            for l_2_role in ('known_type', 'unknown_type', 'open_type'):
                _loop_vars = {}
                pass
                yield '    "'
                yield str(environment.getitem(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python'), l_2_role))
                yield '",\n'
            l_2_role = missing
        l_1_vocab = missing
    if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'public'):
        pass
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            _loop_vars = {}
            pass
            for l_2_role in ('guard', 'canonical', 'read'):
                _loop_vars = {}
                pass
                yield '    "'
                yield str(environment.getitem(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python'), l_2_role))
                yield '",\n'
            l_2_role = missing
        l_1_vocab = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), 'settle'))
            yield '",\n'
        l_1_rule = missing
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
                _loop_vars = {}
                pass
                for l_2_role in ('parse', 'known_parse', 'wire'):
                    _loop_vars = {}
                    pass
                    yield '    "'
                    yield str(environment.getitem(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python'), l_2_role))
                    yield '",\n'
                l_2_role = missing
            l_1_vocab = missing
            for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
                _loop_vars = {}
                pass
                yield '    "'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), 'typed_settle'))
                yield '",\n'
            l_1_rule = missing
    yield ']\n\n'
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        yield 'import enum\n'
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
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '_VOCABGEN_S = TypeVar("_VOCABGEN_S", bound=str)\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '_VOCABGEN_K = TypeVar("_VOCABGEN_K", bound=enum.StrEnum)\n_VOCABGEN_U = TypeVar("_VOCABGEN_U", bound=str)\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_namespace = resolve('namespace')
        l_1_removed = resolve('removed')
        l_1_names = l_1_literals = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n'
        for l_2_line in t_5(environment.getattr(l_1_vocab, 'doc')):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'), (t_5(environment.getattr(l_2_value, 'doc')) + (t_5(str_join(('Deprecated: ', environment.getattr(l_2_value, 'deprecated'), ))) if environment.getattr(l_2_value, 'deprecated') else [])), _loop_vars=_loop_vars))
            yield '\n'
        l_2_value = missing
        yield '\n'
        l_1_literals = t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.python'))
        _loop_vars['literals'] = l_1_literals
        if ((t_2(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' = Literal[', ))) > 88) and (t_2(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' = (', ))) <= 88)):
            pass
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' = (\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), '    Literal[', (undefined(name='literals') if l_1_literals is missing else l_1_literals), ']', indent='    ', subscript=True, _loop_vars=_loop_vars))
            yield '\n)\n'
        else:
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' = Literal[', )), (undefined(name='literals') if l_1_literals is missing else l_1_literals), ']', subscript=True, _loop_vars=_loop_vars))
            yield '\n'
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), 'tuple', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), '...'], ' = (', t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='names.python.constant')), ')', _loop_vars=_loop_vars))
        yield '\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            l_1_removed = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), items=[], _loop_vars=_loop_vars)
            _loop_vars['removed'] = l_1_removed
            for l_2_spelling in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                if not isinstance(l_1_removed, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_removed['items'] = (environment.getattr((undefined(name='removed') if l_1_removed is missing else l_1_removed), 'items') + [t_1(context.eval_ctx, (t_5(environment.getattr(l_2_spelling, 'reason')) + [environment.getattr(environment.getattr(l_2_spelling, 'literal'), 'python')]), '\n    ')])
            l_2_spelling = missing
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), 'tuple', ['str', '...'], ' = (', environment.getattr((undefined(name='removed') if l_1_removed is missing else l_1_removed), 'items'), ')', _loop_vars=_loop_vars))
            yield '\n'
        if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and environment.getattr(l_1_vocab, 'aliases')):
            pass
            yield '\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python'), (t_5(str_join(('An alias of ', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'python'), 'constant'), '.', ))) + (t_5(str_join(('Deprecated: ', environment.getattr(l_2_alias, 'deprecated'), ))) if environment.getattr(l_2_alias, 'deprecated') else [])), _loop_vars=_loop_vars))
                yield '\n'
            l_2_alias = missing
            yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            def macro():
                t_11 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_11.append(
                        '    {\n',
                    )
                    for l_3_alias in environment.getattr(l_1_vocab, 'aliases'):
                        _loop_vars = {}
                        pass
                        if environment.getattr(l_3_alias, 'deprecated'):
                            pass
                            for l_4_line in t_5(str_join(('Deprecated: ', environment.getattr(l_3_alias, 'deprecated'), ))):
                                _loop_vars = {}
                                pass
                                t_11.extend((
                                    '        ',
                                    str(l_4_line),
                                    '\n',
                                ))
                            l_4_line = missing
                        t_11.extend((
                            '        ',
                            str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'python')),
                            ': ',
                            str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'names'), 'python'), 'constant')),
                            ',\n',
                        ))
                    l_3_alias = missing
                    t_11.append(
                        '    }',
                    )
                else:
                    pass
                    t_11.append(
                        '    {},',
                    )
                return concat(t_11)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            def macro():
                t_12 = []
                pass
                t_12.extend((
                    '    {\n        **{value: value for value in ',
                    str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection')),
                    '},\n',
                ))
                if environment.getattr(l_1_vocab, 'has_aliases'):
                    pass
                    t_12.extend((
                        '        **',
                        str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases')),
                        ',\n',
                    ))
                t_12.append(
                    '    }',
                )
                return concat(t_12)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
    l_1_vocab = l_1_names = l_1_literals = l_1_namespace = l_1_removed = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in t_5(environment.getattr(l_1_rule, 'doc')):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), 'members'), 'tuple', [environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'python'), 'type'), '...'], ' = (', t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_rule, 'members'), attribute='names.python.constant')), ')', _loop_vars=_loop_vars))
        yield '\n'
    l_1_rule = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n\ndef _vocabgen_read(\n    lookup: Mapping[str, _VOCABGEN_T],\n    value: object,\n) -> _VOCABGEN_T | None:\n    """Look value up exactly: no case folding or trimming, and never an error."""\n    return lookup.get(value) if isinstance(value, str) else None\n\n\ndef _vocabgen_is(lookup: Mapping[str, str], value: object) -> bool:\n    """Exact membership: a canonical value maps to itself, an alias to another value."""\n    return isinstance(value, str) and lookup.get(value) == value\n\n\ndef _vocabgen_canonical(\n    lookup: Mapping[str, _VOCABGEN_T],\n    kind: str,\n    name: object,\n) -> _VOCABGEN_T:\n    """Look name up exactly: no case folding or trimming, so a near miss is an error."""\n    found = _vocabgen_read(lookup, name)\n    if found is not None:\n        return found\n    spellings = ", ".join(repr(key) for key in lookup)\n    raise ValueError(f"unknown {kind} {name!r}; expected one of: {spellings}")\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n\ndef _vocabgen_settle(\n    subject_lookup: Mapping[str, _VOCABGEN_S],\n    subject_kind: str,\n    carried_lookup: Mapping[str, _VOCABGEN_T],\n    carried_kind: str,\n    members: tuple[_VOCABGEN_S, ...],\n    subject: object,\n    carried: object,\n) -> _VOCABGEN_T | None:\n    """Only members carry a value, so a settled result never contradicts itself."""\n    settled = _vocabgen_canonical(subject_lookup, subject_kind, subject)\n    if settled not in members or carried is None:\n        return None\n    return _vocabgen_canonical(carried_lookup, carried_kind, carried)\n'
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            l_1_fallback = resolve('fallback')
            l_1_names = l_1_or_alias = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')
            _loop_vars['names'] = l_1_names
            l_1_or_alias = (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else '')
            _loop_vars['or_alias'] = l_1_or_alias
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), '(', )), ['value: object'], str_join((') -> TypeGuard[', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ']:', )), _loop_vars=_loop_vars))
            yield '\n    """Whether value is exactly a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 199 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
            yield '."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_is(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), '(', )), ['name: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_canonical(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_6(environment.getattr(l_1_vocab, 'noun')), 'name'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                l_1_fallback = environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'python'), 'constant')
                _loop_vars['fallback'] = l_1_fallback
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), '(', )), ['value: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ':', )), _loop_vars=_loop_vars))
                yield '\n    """Return the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' for a value'
                yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
                yield ', else '
                yield str((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback))
                yield '.\n\n    Never raises: the caller keeps its input, so a relay passes an unknown spelling\n    on unchanged.\n    """\n    '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'found = _vocabgen_read(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
                yield '\n    return '
                yield str((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback))
                yield ' if found is None else found\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), '(', )), ['value: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' | None:', )), _loop_vars=_loop_vars))
                yield '\n    """Return the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' for a value'
                yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
                yield ', else None.\n\n    Never raises: the caller keeps its input, so a relay passes an unknown spelling\n    on unchanged.\n    """\n    '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), 'return _vocabgen_read(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
                yield '\n'
        l_1_vocab = l_1_names = l_1_or_alias = l_1_fallback = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_names = l_1_subject = l_1_carried = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', )), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': object', )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': object', ))], str_join((') -> ', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'python'), 'type'), ' | None:', )), _loop_vars=_loop_vars))
            yield '\n    """Return the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_8(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry a canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (None stays\n    None); every other value carries None. An unknown value raises ValueError.\n    """\n    return _vocabgen_settle(\n        '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'python'), 'lookup'))
            yield ',\n        '
            yield str(t_6(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ',\n        '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'python'), 'lookup'))
            yield ',\n        '
            yield str(t_6(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
            yield ',\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ',\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ',\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ',\n    )\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        yield '\n\ndef _vocabgen_parse(\n    known: type[_VOCABGEN_K],\n    unknown: type[_VOCABGEN_U],\n    lookup: Mapping[str, str],\n    raw: str,\n) -> _VOCABGEN_K | _VOCABGEN_U:\n    """The known member for a value or an alias, else the unknown carrier keeping raw."""\n    found = lookup.get(raw)\n    return unknown(raw) if found is None else known(found)\n\n\ndef _vocabgen_known(\n    known: type[_VOCABGEN_K],\n    lookup: Mapping[str, str],\n    kind: str,\n    raw: object,\n) -> _VOCABGEN_K:\n    """The known member for a value or an alias; ValueError as the canonical function raises."""\n    return known(_vocabgen_canonical(lookup, kind, raw))\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n\ndef _vocabgen_carry(\n    members: tuple[str, ...],\n    subject: str,\n    carried: _VOCABGEN_K | None,\n) -> _VOCABGEN_K | None:\n    """Only members carry a value: the typed settle of known members."""\n    return carried if subject in members else None\n'
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            l_1_names = l_1_or_alias = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')
            _loop_vars['names'] = l_1_names
            l_1_or_alias = (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else '')
            _loop_vars['or_alias'] = l_1_or_alias
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'class_head'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), 'enum.StrEnum', _loop_vars=_loop_vars))
            yield '\n    """Every known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': each member is its canonical string, as on the wire."""\n\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'assigned'), str_join(('    ', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'member'), )), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_value = missing
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'class_head'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'), 'str', _loop_vars=_loop_vars))
            yield '\n    """An unknown '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ': a string this module does not know, kept byte for byte."""\n\n    __slots__ = ()\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'union'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type')], _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), '(', )), ['raw: str'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield ', else an unknown keeping raw.\n\n    Never raises: '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
            yield ' gives an unknown back byte for byte.\n    """\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), 'return _vocabgen_parse(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'raw'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'), '(', )), ['raw: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), 'return _vocabgen_known(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_6(environment.getattr(l_1_vocab, 'noun')), 'raw'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'), '(', )), [str_join(('value: ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), ))], ') -> str:', _loop_vars=_loop_vars))
            yield '\n    """The wire string: a known member\'s canonical one, an unknown\'s raw one, byte for byte."""\n    return str.__str__(value)\n'
        l_1_vocab = l_1_names = l_1_or_alias = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_names = l_1_subject = l_1_carried = l_1_known_carried = l_1_params = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'python'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            l_1_known_carried = environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'python'), 'known_type')
            _loop_vars['known_carried'] = l_1_known_carried
            l_1_params = [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': ', environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'python'), 'known_type'), )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': ', (undefined(name='known_carried') if l_1_known_carried is missing else l_1_known_carried), ' | None', ))]
            _loop_vars['params'] = l_1_params
            if (t_2(str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', t_1(context.eval_ctx, (undefined(name='params') if l_1_params is missing else l_1_params), ', '), ') -> ', (undefined(name='known_carried') if l_1_known_carried is missing else l_1_known_carried), ' | None:', ))) > 88):
                pass
                l_1_params = [environment.getitem((undefined(name='params') if l_1_params is missing else l_1_params), 0), context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'optional_param'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), (undefined(name='known_carried') if l_1_known_carried is missing else l_1_known_carried), _loop_vars=_loop_vars)]
                _loop_vars['params'] = l_1_params
            yield '\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', )), (undefined(name='params') if l_1_params is missing else l_1_params), str_join((') -> ', (undefined(name='known_carried') if l_1_known_carried is missing else l_1_known_carried), ' | None:', )), _loop_vars=_loop_vars))
            yield '\n    """Return the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_8(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry theirs; every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries None.\n    """\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), 'return _vocabgen_carry(', [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param')], ')', '    ', _loop_vars=_loop_vars))
            yield '\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_known_carried = l_1_params = missing

blocks = {}
debug_info = '3=62&4=64&5=67&6=71&7=73&8=76&15=80&16=83&17=87&19=90&20=98&22=101&23=109&26=113&27=117&29=120&30=122&31=125&32=129&36=133&37=135&38=138&39=142&42=146&43=150&45=153&46=155&47=158&48=162&51=166&52=170&58=174&61=177&65=181&66=185&69=188&72=191&77=194&78=200&80=203&81=206&83=209&84=212&87=216&88=218&90=220&91=222&94=226&96=228&97=230&98=232&99=234&101=239&103=241&105=243&107=246&108=249&112=253&113=255&114=258&116=263&117=266&118=268&119=273&122=279&113=295&130=297&131=299&133=304&134=307&135=311&131=319&141=322&143=326&144=329&146=332&148=335&175=338&193=341&194=346&195=348&198=351&199=353&200=356&203=358&204=360&205=364&208=366&209=368&210=370&211=372&216=378&217=380&219=384&220=386&225=390&228=393&229=397&232=400&233=402&235=406&239=410&240=412&241=414&242=416&243=418&244=420&245=422&249=425&271=428&282=431&283=435&284=437&287=440&288=442&290=444&291=447&295=451&296=453&301=455&304=457&305=459&307=463&309=465&312=467&313=469&314=473&317=475&321=478&322=482&323=484&324=486&325=488&326=490&330=493&331=495&333=499&335=503'