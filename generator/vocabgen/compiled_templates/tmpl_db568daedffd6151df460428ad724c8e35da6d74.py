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
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'python')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    for l_1_line in t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True):
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
            yield str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 200 in 'python/module.py.j2' evaluated to false and no else section was defined.")))
            yield '."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'is_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), 'value'], ')', '    ', _loop_vars=_loop_vars))
            yield '\n\n\n'
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('def ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), '(', )), ['name: object'], str_join((') -> ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ':', )), _loop_vars=_loop_vars))
            yield '\n    """Return the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield '; raise ValueError otherwise."""\n    '
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'fitted'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_6(environment.getattr(l_1_vocab, 'noun')), 'name'], ')', '    ', _loop_vars=_loop_vars))
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
            yield str(t_8(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n\n    Members of '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ' carry a canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (None stays\n    None); every other value carries None. An unknown value raises ValueError.\n    """\n    return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'settle_helper'))
            yield '(\n        '
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
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'known_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), t_6(environment.getattr(l_1_vocab, 'noun')), 'raw'], ')', '    ', _loop_vars=_loop_vars))
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
            yield str(context.call(environment.getattr((undefined(name='py') if l_0_py is missing else l_0_py), 'call'), str_join(('return ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'carry_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param')], ')', '    ', _loop_vars=_loop_vars))
            yield '\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_known_carried = l_1_params = missing

blocks = {}
debug_info = '3=62&4=64&5=67&6=70&7=74&8=76&9=79&15=83&16=85&17=88&18=92&20=95&21=103&23=106&24=114&27=118&28=122&30=125&31=127&32=130&33=134&37=138&38=140&39=143&40=147&43=151&44=155&46=158&47=160&48=163&49=167&52=171&53=175&59=179&62=182&66=186&67=190&69=193&70=197&71=199&73=203&74=205&75=209&78=213&79=219&81=222&82=225&84=228&85=231&88=235&89=237&91=239&92=241&95=245&97=247&98=249&99=251&100=253&102=258&104=260&106=262&108=265&109=268&113=272&114=274&115=277&117=282&118=285&119=287&120=292&123=298&114=314&131=316&132=318&134=323&135=326&136=330&132=338&142=341&144=345&145=348&147=351&149=354&152=357&153=359&155=361&160=363&165=365&166=367&169=369&171=371&176=373&179=376&180=378&182=380&184=382&187=384&189=386&192=388&194=390&195=395&196=397&199=400&200=402&201=405&204=407&205=409&206=413&209=415&210=417&211=419&212=421&217=427&218=429&220=433&221=435&226=439&229=442&230=446&233=449&234=451&236=455&239=459&240=461&241=463&242=465&243=467&244=469&245=471&246=473&250=476&253=479&254=481&255=483&258=485&264=489&265=491&269=493&271=495&272=497&275=500&278=502&279=504&283=506&284=510&285=512&288=515&289=517&291=519&292=522&296=526&297=528&302=530&305=532&306=534&308=538&310=540&313=542&314=544&315=548&318=550&322=553&323=557&324=559&325=561&326=563&327=565&331=568&332=570&334=574&336=578'