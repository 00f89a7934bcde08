from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/module.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_ts = l_0_functions = l_0_internal = l_0_own = missing
    try:
        t_1 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_5 = environment.filters['ts_doc']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'ts_doc' found.")
    try:
        t_6 = environment.filters['ts_line']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'ts_line' found.")
    try:
        t_7 = environment.filters['ts_reference']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'ts_reference' found.")
    try:
        t_8 = environment.filters['ts_string']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'ts_string' found.")
    try:
        t_9 = environment.filters['ts_text']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'ts_text' found.")
    try:
        t_10 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    try:
        t_11 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    l_0_ts = context.vars['ts'] = environment.get_template('typescript/_macros.ts.j2', 'typescript/module.ts.j2')._get_default_module(context)
    context.exported_vars.discard('ts')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_internal = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'internal')
    context.vars['internal'] = l_0_internal
    context.exported_vars.add('internal')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'typescript')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n/* c8 ignore start */\n/* node:coverage disable */\n\n'
    t_12 = []
    pass
    t_12.extend((
        str(t_2(context.eval_ctx, t_9(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc')), '\n')),
        '\n\n@packageDocumentation\n',
    ))
    yield t_5(concat(t_12))
    yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'typescript')
        _loop_vars['names'] = l_1_names
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'), t_9(environment.getattr(l_2_value, 'doc')), t_6(environment.getattr(l_2_value, 'deprecated')), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'typescript'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'typescript'), [str_join(('A deprecated name of {@link ', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'constant'), '}.', ))], t_6(environment.getattr(l_3_former, 'reason')), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield '\n'
        t_13 = []
        pass
        t_13.extend((
            'Every ',
            str(environment.getattr(l_1_vocab, 'noun')),
            ', in declaration order.\n',
        ))
        yield t_5(concat(t_13))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), ' = [', )), t_3(context, environment.getattr(l_1_vocab, 'values'), 'ts_reference'), '] as const;', _loop_vars=_loop_vars))
        yield '\n\n'
        t_14 = []
        pass
        t_14.extend((
            str(t_2(context.eval_ctx, t_9(environment.getattr(l_1_vocab, 'doc')), '\n')),
            '\n\nOne of {@link ',
            str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection')),
            '}.\n',
        ))
        yield t_5(concat(t_14))
        yield '\nexport type '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
        yield ' = (typeof '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ')[number];\n'
        if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and environment.getattr(l_1_vocab, 'aliases')):
            pass
            yield '\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'typescript'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'), [str_join(('The alias ', environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'), ' of {@link ', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'typescript'), 'constant'), '}.', ))], t_6(environment.getattr(l_2_alias, 'deprecated')), _loop_vars=_loop_vars))
                yield '\n'
            l_2_alias = missing
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n'
            t_15 = []
            pass
            t_15.extend((
                'Accepted alternative spellings of ',
                str(t_10(environment.getattr(l_1_vocab, 'noun'))),
                ' with their canonical values, in vocab.toml order.\n',
            ))
            def t_16(fiter):
                for l_3_alias in fiter:
                    if t_6(environment.getattr(l_3_alias, 'deprecated')):
                        yield l_3_alias
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(t_16(environment.getattr(l_1_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_3_loop, 'first'):
                    pass
                    t_15.append(
                        '\nDeprecated aliases:\n',
                    )
                t_15.extend((
                    '- ',
                    str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'typescript')),
                    ': ',
                    str(t_6(environment.getattr(l_3_alias, 'deprecated'))),
                    '\n',
                ))
            l_3_loop = l_3_alias = missing
            yield t_5(concat(t_15))
            yield '\nexport const '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
            yield ': readonly (readonly [string, '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield '])[] = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'frozen_entries_helper'))
            yield '([\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield '  ['
                yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'typescript'))
                yield ', '
                yield str(t_7(environment.getattr(l_2_alias, 'value')))
                yield '],\n'
            l_2_alias = missing
            yield ']);\n\n'
            t_17 = []
            pass
            t_17.extend((
                str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries')),
                ' as a frozen record without a prototype, for `ALIASES[spelling]` lookups.\n\nIts key order is JavaScript\'s, not vocab.toml\'s: integer-like keys ("10") come first.\nIterate {@link ',
                str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries')),
                '} for the declared order.\n',
            ))
            yield t_5(concat(t_17))
            yield '\nexport const '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield ': Readonly<Record<string, '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield '>> = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'frozen_record_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries'))
            yield ');\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n'
            t_18 = []
            pass
            t_18.extend((
                'Spellings that were ',
                str(environment.getattr(l_1_vocab, 'noun')),
                ' values or aliases once and never come back; every reader treats them as unknown.\n\n',
            ))
            for l_3_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                t_18.extend((
                    '- ',
                    str(environment.getattr(environment.getattr(l_3_removed, 'literal'), 'typescript')),
                    ': ',
                    str(t_6(environment.getattr(l_3_removed, 'reason'))),
                    '\n',
                ))
            l_3_removed = missing
            yield t_5(concat(t_18))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), ' = [', )), t_3(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.typescript'), '] as const;', _loop_vars=_loop_vars))
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'), ': ReadonlyMap<string, ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), '> = ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'), '(', )), [environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), (environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'alias_entries') if environment.getattr(l_1_vocab, 'has_aliases') else '[]')], ');', _loop_vars=_loop_vars))
            yield '\n\n'
            t_19 = []
            pass
            t_19.extend((
                'Whether `value` is a canonical ',
                str(environment.getattr(l_1_vocab, 'noun')),
                str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 85 in 'typescript/module.ts.j2' evaluated to false and no else section was defined."))),
                '.\n',
            ))
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                t_19.append(
                    '\n@internal\n',
                )
            yield t_5(concat(t_19))
            yield '\nexport function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(value: unknown): value is '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' {\n  return typeof value === "string" && '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'contains_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield ', value);\n}\n\n/**\n * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 96 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield '.\n *\n * The lookup is exact: no trimming and no case folding.\n *\n * @throws RangeError when `name` is not '
            yield str(t_10(environment.getattr(l_1_vocab, 'noun')))
            yield str((' or an alias of one' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 100 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield ' * @internal\n'
            yield ' */\nexport function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(name: string): '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' {\n  return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ', '
            yield str(t_8(environment.getattr(l_1_vocab, 'noun')))
            yield ', name);\n}\n\n/**\n * Reads '
            yield str(t_10(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently and never throws: a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 110 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield ' gives its canonical value;\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield ' * anything else (a removed spelling, a misspelling, "", null) gives '
                yield str(t_7(environment.getattr(l_1_vocab, 'fallback')))
                yield '.\n'
            else:
                pass
                yield ' * anything else (a removed spelling, a misspelling, "", null) gives `undefined`.\n'
            yield ' *\n * The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield ' * @internal\n'
            yield ' */\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield 'export function '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(value: unknown): '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
                yield ' {\n  return (typeof value === "string" ? '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '.get(value) : undefined) ?? '
                yield str(t_7(environment.getattr(l_1_vocab, 'fallback')))
                yield ';\n}\n'
            else:
                pass
                yield 'export function '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(value: unknown): '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
                yield ' | undefined {\n  return typeof value === "string" ? '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
                yield '.get(value) : undefined;\n}\n'
    l_1_loop = l_1_vocab = l_1_names = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_names = l_1_subject = l_1_carried = l_1_doc = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'typescript'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
        _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
        yield '\n'
        l_1_doc = t_9(environment.getattr(l_1_rule, 'doc'))
        _loop_vars['doc'] = l_1_doc
        if (undefined(name='doc') if l_1_doc is missing else l_1_doc):
            pass
            yield str(t_5((undefined(name='doc') if l_1_doc is missing else l_1_doc)))
            yield '\n'
        yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), ' = [', )), t_3(context, environment.getattr(l_1_rule, 'members'), 'ts_reference'), '] as const;', _loop_vars=_loop_vars))
        yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/**\n * Returns the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_10(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries.\n *\n * Members of {@link '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '} carry the canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' (`null` or `undefined` carries none);\n * every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries none.\n *\n * @throws RangeError when `'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '` is unknown, or when a member carries an unknown `'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '`.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield ' * @internal\n'
            yield ' */\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export function ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', )), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': string', )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': string | null | undefined', ))], str_join(('): ', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'typescript'), 'type'), ' | undefined {', )), _loop_vars=_loop_vars))
            yield '\n  const member = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'contains_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ', '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'typescript'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '));\n  if (!member || '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' == null) {\n    return undefined;\n  }\n  return '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'typescript'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ');\n}\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_doc = missing
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
            l_1_names = l_1_or_alias = missing
            _loop_vars = {}
            pass
            l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'typescript')
            _loop_vars['names'] = l_1_names
            l_1_or_alias = (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else '')
            _loop_vars['or_alias'] = l_1_or_alias
            yield '\n'
            t_20 = []
            pass
            t_20.extend((
                'Every known ',
                str(environment.getattr(l_1_vocab, 'noun')),
                ' as a frozen object of members (`',
                str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type')),
                '.',
                str(environment.getattr(environment.getattr(environment.getattr(environment.getitem(environment.getattr(l_1_vocab, 'values'), 0), 'names'), 'typescript'), 'member')),
                '`), beside the type {@link ',
                str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type')),
                '}.\n',
            ))
            yield t_5(concat(t_20))
            yield '\nexport const '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' = Object.freeze({\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                if t_6(environment.getattr(l_2_value, 'deprecated')):
                    pass
                    yield '  /** @deprecated '
                    yield str(t_6(environment.getattr(l_2_value, 'deprecated')))
                    yield ' */\n'
                yield '  '
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'typescript'), 'member'))
                yield ': '
                yield str(t_7(l_2_value))
                yield ',\n'
            l_2_value = missing
            yield '} as const);\n\n'
            t_21 = []
            pass
            t_21.extend((
                'An unknown ',
                str(environment.getattr(l_1_vocab, 'noun')),
                ': a string this module does not know, kept byte for byte in `unknown`.\n',
            ))
            yield t_5(concat(t_21))
            yield '\nexport interface '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'))
            yield ' {\n  readonly unknown: string;\n}\n\n'
            t_22 = []
            pass
            t_22.extend((
                'A known ',
                str(environment.getattr(l_1_vocab, 'noun')),
                ' or an unknown one: what {@link ',
                str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse')),
                '} returns.\n',
            ))
            yield t_5(concat(t_22))
            yield '\nexport type '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield ' = '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' | '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'))
            yield ';\n\n/**\n * Parses '
            yield str(t_10(environment.getattr(l_1_vocab, 'noun')))
            yield ' and never throws: a value'
            yield str((undefined(name='or_alias') if l_1_or_alias is missing else l_1_or_alias))
            yield ' gives its known member,\n * anything else an {@link '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'unknown_type'))
            yield '} keeping the raw string.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield ' *\n * @internal\n'
            yield ' */\nexport function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(raw: string): '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield ' {\n  return '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '.get(raw) ?? Object.freeze({ unknown: raw });\n}\n\n'
            t_23 = []
            pass
            t_23.append(
                "The wire string: a known member's canonical one, an unknown's raw one, byte for byte.\n",
            )
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                t_23.append(
                    '\n@internal\n',
                )
            yield t_5(concat(t_23))
            yield '\nexport function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
            yield '(value: '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '): string {\n  return typeof value === "string" ? value : value.unknown;\n}\n'
        l_1_vocab = l_1_names = l_1_or_alias = missing
        for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            l_1_names = l_1_subject = l_1_carried = missing
            _loop_vars = {}
            pass
            (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'typescript'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
            _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
            yield '\n/**\n * Returns the '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' a known '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries: members of {@link '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '} carry theirs,\n * every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries none.\n'
            if (undefined(name='internal') if l_0_internal is missing else l_0_internal):
                pass
                yield ' *\n * @internal\n'
            yield ' */\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export function ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', )), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': ', environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'typescript'), 'type'), )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': ', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'typescript'), 'type'), ' | undefined', ))], str_join(('): ', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'typescript'), 'type'), ' | undefined {', )), _loop_vars=_loop_vars))
            yield '\n  return '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'contains_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield ', '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ') ? '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' : undefined;\n}\n'
        l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n/** Whether `value` is one of `values`, compared exactly. */\nfunction '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'contains_helper'))
        yield '(values: readonly string[], value: string): boolean {\n  return values.includes(value);\n}\n'
    if t_11(t_1(environment, t_4(context, environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), 'has_aliases'))):
        pass
        yield '\n/** Freezes `entries` and each pair in it, keeping their order. */\nfunction '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'frozen_entries_helper'))
        yield '<T>(entries: readonly (readonly [string, T])[]): readonly (readonly [string, T])[] {\n  return Object.freeze(entries.map(([key, value]) => Object.freeze([key, value] as const)));\n}\n\n/** Copies `entries` into a frozen object without a prototype, so only its own keys are found. */\nfunction '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'frozen_record_helper'))
        yield '<T>(entries: readonly (readonly [string, T])[]): Readonly<Record<string, T>> {\n  const record: Record<string, T> = Object.create(null);\n  for (const [key, value] of entries) {\n    record[key] = value;\n  }\n  return Object.freeze(record);\n}\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n/** Every accepted spelling (each value, then each alias, in vocab.toml order) mapped to its canonical value. */\nfunction '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
        yield '<T extends string>(\n  values: readonly T[],\n  aliases: readonly (readonly [string, T])[],\n): ReadonlyMap<string, T> {\n  const table = new Map<string, T>();\n  for (const value of values) {\n    table.set(value, value);\n  }\n  for (const [alias, value] of aliases) {\n    table.set(alias, value);\n  }\n  return table;\n}\n\n/** Looks `name` up exactly: a near miss (case, spaces, lookalikes) is an error, never a guess. */\nfunction '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield '<T extends string>(\n  table: ReadonlyMap<string, T>,\n  kind: string,\n  name: string,\n): T {\n  const found = table.get(name);\n  if (found !== undefined) {\n    return found;\n  }\n  const spellings = Array.from(table.keys(), (key) => JSON.stringify(key)).join(", ");\n  throw new RangeError(`unknown ${kind} ${JSON.stringify(name)}; expected one of: ${spellings}`);\n}\n'
    yield '\n/* node:coverage enable */\n/* c8 ignore stop */\n'

blocks = {}
debug_info = '3=80&4=82&5=85&6=88&7=92&12=97&11=100&16=103&17=107&19=110&20=113&21=115&22=118&27=127&26=130&29=132&32=137&34=139&31=142&36=144&37=148&39=151&40=154&43=157&46=164&47=167&48=175&52=182&45=188&55=190&56=196&57=200&62=209&65=211&61=214&67=216&69=224&72=231&74=234&75=239&71=245&78=247&80=249&82=252&85=258&86=262&84=267&91=269&92=273&96=277&100=281&101=284&105=288&106=292&110=298&111=302&112=305&118=311&122=315&123=318&124=322&127=329&128=333&133=336&134=340&136=343&137=345&138=347&140=349&141=351&144=354&146=358&147=362&149=364&150=368&154=372&155=374&156=382&159=384&163=389&164=391&165=395&166=397&169=404&168=413&171=415&172=417&173=420&174=423&176=426&181=436&180=439&183=441&188=447&187=452&190=454&193=460&194=464&195=466&200=470&201=474&206=481&204=486&211=488&215=493&216=497&219=500&220=506&221=508&226=512&227=514&231=523&234=526&238=528&241=531&246=533&254=535&257=538&272=540'