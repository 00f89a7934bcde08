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
            for l_2_role in fiter:
                if (l_2_role in environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')):
                    yield l_2_role
        for l_2_role in t_9(('type', 'collection', 'removed', 'aliases')):
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
            l_2_name = l_2_literal = l_2_line = missing
            _loop_vars = {}
            pass
            (l_2_name, l_2_literal) = (environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'))
            _loop_vars.update({'literal': l_2_literal, 'name': l_2_name})
            for l_3_line in t_5(environment.getattr(l_2_value, 'doc')):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                for l_3_line in t_5(str_join(('Deprecated: ', environment.getattr(l_2_value, 'deprecated'), ))):
                    _loop_vars = {}
                    pass
                    yield str(l_3_line)
                    yield '\n'
                l_3_line = missing
            l_2_line = str_join(((undefined(name='name') if l_2_name is missing else l_2_name), ': Final = ', (undefined(name='literal') if l_2_literal is missing else l_2_literal), ))
            _loop_vars['line'] = l_2_line
            if (t_2((undefined(name='line') if l_2_line is missing else l_2_line)) <= 88):
                pass
                yield str((undefined(name='line') if l_2_line is missing else l_2_line))
                yield '\n'
            elif (t_2(str_join(((undefined(name='name') if l_2_name is missing else l_2_name), ': Final = (', ))) <= 88):
                pass
                yield str((undefined(name='name') if l_2_name is missing else l_2_name))
                yield ': Final = (\n    '
                yield str((undefined(name='literal') if l_2_literal is missing else l_2_literal))
                yield '\n)\n'
            else:
                pass
                yield str((undefined(name='name') if l_2_name is missing else l_2_name))
                yield ': (\n    Final\n) = '
                yield str((undefined(name='literal') if l_2_literal is missing else l_2_literal))
                yield '\n'
        l_2_value = l_2_name = l_2_literal = l_2_line = missing
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
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            def macro():
                t_10 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_10.append(
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
                                t_10.extend((
                                    '        ',
                                    str(l_4_line),
                                    '\n',
                                ))
                            l_4_line = missing
                        t_10.extend((
                            '        ',
                            str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'python')),
                            ': ',
                            str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'names'), 'python'), 'constant')),
                            ',\n',
                        ))
                    l_3_alias = missing
                    t_10.append(
                        '    }',
                    )
                else:
                    pass
                    t_10.append(
                        '    {},',
                    )
                return concat(t_10)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            def macro():
                t_11 = []
                pass
                t_11.extend((
                    '    {\n        **{value: value for value in ',
                    str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection')),
                    '},\n',
                ))
                if environment.getattr(l_1_vocab, 'has_aliases'):
                    pass
                    t_11.extend((
                        '        **',
                        str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases')),
                        ',\n',
                    ))
                t_11.append(
                    '    }',
                )
                return concat(t_11)
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
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 211 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
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
debug_info = '3=62&4=64&5=67&6=71&7=73&8=76&15=80&16=83&17=87&19=90&20=98&23=102&24=106&26=109&27=111&28=114&29=118&33=122&34=124&35=127&36=131&39=135&40=139&42=142&43=144&44=147&45=151&48=155&49=159&55=163&58=166&62=170&63=174&66=177&69=180&74=183&75=189&77=192&78=195&80=198&81=202&82=204&83=207&85=210&86=212&87=215&90=218&91=220&92=222&93=224&96=226&97=228&100=232&102=234&106=238&107=240&109=242&110=244&113=248&115=250&116=252&117=254&118=256&120=261&122=263&124=265&125=267&126=270&128=275&129=278&130=280&131=285&134=291&125=307&142=309&143=311&145=316&146=319&147=323&143=331&153=334&155=338&156=341&158=344&160=347&187=350&205=353&206=358&207=360&210=363&211=365&212=368&215=370&216=372&217=376&220=378&221=380&222=382&223=384&228=390&229=392&231=396&232=398&237=402&240=405&241=409&244=412&245=414&247=418&251=422&252=424&253=426&254=428&255=430&256=432&257=434&261=437&283=440&294=443&295=447&296=449&299=452&300=454&302=456&303=459&307=463&308=465&313=467&316=469&317=471&319=475&321=477&324=479&325=481&326=485&329=487&333=490&334=494&335=496&336=498&337=500&338=502&342=505&343=507&345=511&347=515'