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
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '_VOCABGEN_S = TypeVar("_VOCABGEN_S", bound=str)\n'
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
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 175 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
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

blocks = {}
debug_info = '3=62&4=64&5=67&6=71&7=73&8=76&15=80&16=83&17=87&19=90&20=98&22=101&23=109&26=113&27=117&29=120&30=122&31=125&32=129&35=133&36=137&41=141&45=145&46=149&49=152&53=155&54=161&56=164&57=167&59=170&60=173&63=177&64=179&66=181&67=183&70=187&72=189&73=191&74=193&75=195&77=200&79=202&81=204&83=207&84=210&88=214&89=216&90=219&92=224&93=227&94=229&95=234&98=240&89=256&106=258&107=260&109=265&110=268&111=272&107=280&117=283&119=287&120=290&122=293&124=296&151=299&169=302&170=307&171=309&174=312&175=314&176=317&179=319&180=321&181=325&184=327&185=329&186=331&187=333&192=339&193=341&195=345&196=347&201=351&204=354&205=358&208=361&209=363&211=367&215=371&216=373&217=375&218=377&219=379&220=381&221=383'