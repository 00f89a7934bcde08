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
    l_0_py = l_0_functions = l_0_mappings = l_0_own = missing
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
        t_5 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_6 = environment.filters['py_comments']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'py_comments' found.")
    try:
        t_7 = environment.filters['py_string']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'py_string' found.")
    try:
        t_8 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_9 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_py = context.vars['py'] = environment.get_template('python/_macros.py.j2', 'python/module.py.j2')._get_default_module(context)
    context.exported_vars.discard('py')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_mappings = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) or t_3(context.eval_ctx, t_8(context, environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), 'has_aliases')))
    context.vars['mappings'] = l_0_mappings
    context.exported_vars.add('mappings')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'python')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    for l_1_line in t_6(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield '"""Closed string vocabularies generated from one vocab.toml; import, never edit."""\n\nfrom __future__ import annotations\n\n'
    yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'exports'))
    yield ' = [\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'))
            yield '",\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '    "'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'python'), 'constant'))
                yield '",\n'
            l_3_former = missing
        l_2_value = missing
        def t_10(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_10(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '    "'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant'))
            yield '",\n'
        l_2_alias = missing
        def t_11(fiter):
            for l_2_role in fiter:
                if (l_2_role in environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')):
                    yield l_2_role
        for l_2_role in t_11(('type', 'collection', 'removed', 'aliases')):
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
        yield '\n'
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield ' = TypeVar("'
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield '", bound=str)\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'subject_type_var'))
            yield ' = TypeVar("'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'subject_type_var'))
            yield '", bound=str)\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
            yield ' = TypeVar("'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
            yield '", bound=enum.StrEnum)\n'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'unknown_type_var'))
            yield ' = TypeVar("'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'unknown_type_var'))
            yield '", bound=str)\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_namespace = resolve('namespace')
        l_1_removed = resolve('removed')
        l_1_names = l_1_literals = l_1_wrapped = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'python')
        _loop_vars['names'] = l_1_names
        yield '\n'
        for l_2_line in t_6(environment.getattr(l_1_vocab, 'doc')):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'), (t_6(environment.getattr(l_2_value, 'doc')) + (t_6(str_join(('Deprecated: ', environment.getattr(l_2_value, 'deprecated'), ))) if environment.getattr(l_2_value, 'deprecated') else [])), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'python'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'python'), (t_6(str_join(('A deprecated name of ', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'python'), 'constant'), '.', ))) + t_6(str_join(('Deprecated: ', environment.getattr(l_3_former, 'reason'), )))), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield '\n'
        l_1_literals = t_3(context.eval_ctx, t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.python'))
        _loop_vars['literals'] = l_1_literals
        t_12 = []
        pass
        t_12.extend((
            str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type')),
            ' = (\n',
            str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'collection'), '    Literal[', (undefined(name='literals') if l_1_literals is missing else l_1_literals), ']', indent='    ', subscript=True)),
            '\n)\n',
        ))
        l_1_wrapped = (Markup if context.eval_ctx.autoescape else identity)(concat(t_12))
        _loop_vars['wrapped'] = l_1_wrapped
        if ((t_2(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' = Literal[', ))) > 88) and (t_5(environment, t_4(context, context.call(environment.getattr((undefined(name='wrapped') if l_1_wrapped is missing else l_1_wrapped), 'split'), '\n', _loop_vars=_loop_vars), 'length')) <= 88)):
            pass
            yield str((undefined(name='wrapped') if l_1_wrapped is missing else l_1_wrapped))
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
                l_1_removed['items'] = (environment.getattr((undefined(name='removed') if l_1_removed is missing else l_1_removed), 'items') + [t_1(context.eval_ctx, (t_6(environment.getattr(l_2_spelling, 'reason')) + [environment.getattr(environment.getattr(l_2_spelling, 'literal'), 'python')]), '\n    ')])
            l_2_spelling = missing
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'typed'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), 'tuple', ['str', '...'], ' = (', environment.getattr((undefined(name='removed') if l_1_removed is missing else l_1_removed), 'items'), ')', _loop_vars=_loop_vars))
            yield '\n'
        if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and environment.getattr(l_1_vocab, 'aliases')):
            pass
            yield '\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'python'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'python'), (t_6(str_join(('An alias of ', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'python'), 'constant'), '.', ))) + (t_6(str_join(('Deprecated: ', environment.getattr(l_2_alias, 'deprecated'), ))) if environment.getattr(l_2_alias, 'deprecated') else [])), _loop_vars=_loop_vars))
                yield '\n'
            l_2_alias = missing
            yield '\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            def macro():
                t_13 = []
                pass
                if environment.getattr(l_1_vocab, 'aliases'):
                    pass
                    t_13.append(
                        '    {\n',
                    )
                    for l_3_alias in environment.getattr(l_1_vocab, 'aliases'):
                        _loop_vars = {}
                        pass
                        if environment.getattr(l_3_alias, 'deprecated'):
                            pass
                            for l_4_line in t_6(str_join(('Deprecated: ', environment.getattr(l_3_alias, 'deprecated'), ))):
                                _loop_vars = {}
                                pass
                                t_13.extend((
                                    '        ',
                                    str(l_4_line),
                                    '\n',
                                ))
                            l_4_line = missing
                        t_13.extend((
                            '        ',
                            str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'python')),
                            ': ',
                            str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'names'), 'python'), 'constant')),
                            ',\n',
                        ))
                    l_3_alias = missing
                    t_13.append(
                        '    }',
                    )
                else:
                    pass
                    t_13.append(
                        '    {},',
                    )
                return concat(t_13)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            def macro():
                t_14 = []
                pass
                t_14.extend((
                    '    {\n',
                    str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'spread_identity'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))),
                    '\n',
                ))
                if environment.getattr(l_1_vocab, 'has_aliases'):
                    pass
                    t_14.extend((
                        '        **',
                        str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases')),
                        ',\n',
                    ))
                t_14.append(
                    '    }',
                )
                return concat(t_14)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'mapping'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), caller=caller, _loop_vars=_loop_vars)
            yield '\n'
    l_1_vocab = l_1_names = l_1_literals = l_1_wrapped = l_1_namespace = l_1_removed = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in t_6(environment.getattr(l_1_rule, 'doc')):
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
        yield '\n\ndef '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'read_helper'))
        yield '(\n    lookup: Mapping[str, '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield '],\n    value: object,\n) -> '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield ' | None:\n    """Look value up exactly: no case folding or trimming, and never an error."""\n    return lookup.get(value) if isinstance(value, str) else None\n\n\ndef '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'is_helper'))
        yield '(lookup: Mapping[str, str], value: object) -> bool:\n    """Exact membership: a canonical value maps to itself, an alias to another value."""\n    return isinstance(value, str) and lookup.get(value) == value\n\n\ndef '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '(\n    lookup: Mapping[str, '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield '],\n    kind: str,\n    name: object,\n) -> '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
        yield ':\n    """Look name up exactly: no case folding or trimming, so a near miss is an error."""\n    found = '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'read_helper'))
        yield '(lookup, name)\n    if found is not None:\n        return found\n    spellings = ", ".join(repr(key) for key in lookup)\n    raise ValueError(f"unknown {kind} {name!r}; expected one of: {spellings}")\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n\ndef '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'settle_helper'))
            yield '(\n    subject_lookup: Mapping[str, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'subject_type_var'))
            yield '],\n    subject_kind: str,\n    carried_lookup: Mapping[str, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
            yield '],\n    carried_kind: str,\n    members: tuple['
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'subject_type_var'))
            yield ', ...],\n    subject: object,\n    carried: object,\n) -> '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'type_var'))
            yield ' | None:\n    """Only members carry a value, so a settled result never contradicts itself."""\n    settled = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '(subject_lookup, subject_kind, subject)\n    if settled not in members or carried is None:\n        return None\n    return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '(carried_lookup, carried_kind, carried)\n'
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
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 209 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
            yield '."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'is_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), '(', )), ['name: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_7(environment.getattr(l_1_vocab, 'noun')), 'name'], ')', '    ', _loop_vars=_loop_vars))
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
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('found = ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'read_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'return_unless_none'), (undefined(name='fallback') if l_1_fallback is missing else l_1_fallback), _loop_vars=_loop_vars))
                yield '\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), '(', )), ['value: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' | None:', )), _loop_vars=_loop_vars))
                yield '\n    """Return the canonical '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' for a value'
                yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
                yield ', else None.\n\n    Never raises: the caller keeps its input, so a relay passes an unknown spelling\n    on unchanged.\n    """\n    '
                yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'read_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
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
            yield str(t_9(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry a canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (None stays\n    None); every other value carries None. An unknown value raises ValueError.\n    """\n    return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'settle_helper'))
            yield '(\n        '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'python'), 'lookup'))
            yield ',\n        '
            yield str(t_7(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ',\n        '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'python'), 'lookup'))
            yield ',\n        '
            yield str(t_7(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
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
        yield '\n\ndef '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'parse_helper'))
        yield '(\n    known: type['
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
        yield '],\n    unknown: type['
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'unknown_type_var'))
        yield '],\n    lookup: Mapping[str, str],\n    raw: str,\n) -> '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
        yield ' | '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'unknown_type_var'))
        yield ':\n    """The known member for a value or an alias, else the unknown carrier keeping raw."""\n    found = lookup.get(raw)\n    return unknown(raw) if found is None else known(found)\n\n\ndef '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_helper'))
        yield '(\n    known: type['
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
        yield '],\n    lookup: Mapping[str, str],\n    kind: str,\n    raw: object,\n) -> '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
        yield ':\n    """The known member for a value or an alias; ValueError as the canonical function raises."""\n    return known('
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '(lookup, kind, raw))\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n\ndef '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'carry_helper'))
            yield '(\n    members: tuple[str, ...],\n    subject: str,\n    carried: '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
            yield ' | None,\n) -> '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_type_var'))
            yield ' | None:\n    """Only members carry a value: the typed settle of known members."""\n    return carried if subject in members else None\n'
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
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'parse_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'raw'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'), '(', )), ['raw: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the known '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_7(environment.getattr(l_1_vocab, 'noun')), 'raw'], ')', '    ', _loop_vars=_loop_vars))
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
            yield str(t_9(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry theirs; every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries None.\n    """\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'carry_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param')], ')', '    ', _loop_vars=_loop_vars))
            yield '\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_known_carried = l_1_params = missing

blocks = {}
debug_info = '3=68&4=70&5=73&6=76&7=80&8=82&9=85&15=89&16=91&17=94&18=98&19=100&20=104&23=108&24=116&26=119&27=127&30=131&31=135&33=138&34=140&35=143&36=147&40=151&41=153&42=156&43=160&46=164&47=168&49=171&50=173&51=176&52=180&55=184&56=188&62=192&65=195&69=199&70=203&72=206&73=210&74=212&76=216&77=218&78=222&81=226&82=232&84=235&85=238&87=241&88=244&89=246&90=249&94=254&96=259&97=261&95=264&100=266&103=268&104=271&106=273&107=275&108=277&109=279&111=284&113=286&115=288&117=291&118=294&122=298&123=300&124=303&126=308&127=311&128=313&129=318&132=324&123=340&140=342&141=344&143=349&144=352&145=356&141=364&151=367&153=371&154=374&156=377&158=380&161=383&162=385&164=387&169=389&174=391&175=393&178=395&180=397&185=399&188=402&189=404&191=406&193=408&196=410&198=412&201=414&203=416&204=421&205=423&208=426&209=428&210=431&213=433&214=435&215=439&218=441&219=443&220=445&221=447&226=453&227=455&229=459&230=461&235=465&238=468&239=472&242=475&243=477&245=481&248=485&249=487&250=489&251=491&252=493&253=495&254=497&255=499&259=502&262=505&263=507&264=509&267=511&273=515&274=517&278=519&280=521&281=523&284=526&287=528&288=530&292=532&293=536&294=538&297=541&298=543&300=545&301=548&305=552&306=554&311=556&314=558&315=560&317=564&319=566&322=568&323=570&324=574&327=576&331=579&332=583&333=585&334=587&335=589&336=591&340=594&341=596&343=600&345=604'