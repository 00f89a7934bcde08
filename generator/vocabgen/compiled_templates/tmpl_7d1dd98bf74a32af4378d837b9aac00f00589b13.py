from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/module.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_functions = resolve('functions')
    l_0_uses_aliases = resolve('uses_aliases')
    l_0_ts = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_3 = environment.filters['ts_doc']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'ts_doc' found.")
    try:
        t_4 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_ts = context.vars['ts'] = environment.get_template('typescript/_macros.ts.j2', 'typescript/module.ts.j2')._get_default_module(context)
    context.exported_vars.discard('ts')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n/* c8 ignore start */\n/* node:coverage disable */\n\n'
    l_1_doc = resolve('doc')
    t_5 = []
    pass
    t_5.extend((
        str(t_1(context.eval_ctx, (undefined(name='doc') if l_1_doc is missing else l_1_doc), '\n')),
        '\n\n@packageDocumentation\n',
    ))
    yield t_3(concat(t_5))
    l_1_doc = missing
    yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_internal = resolve('internal')
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            if (environment.getattr(l_2_value, 'doc') or environment.getattr(l_2_value, 'deprecated')):
                pass
                t_6 = []
                pass
                t_6.extend((
                    str(t_1(context.eval_ctx, environment.getattr(l_2_value, 'doc'), '\n')),
                    '\n',
                ))
                if environment.getattr(l_2_value, 'deprecated'):
                    pass
                    t_6.extend((
                        '\n@deprecated ',
                        str(environment.getattr(l_2_value, 'deprecated')),
                        '\n',
                    ))
                yield t_3(concat(t_6))
                yield '\n'
            yield 'export const '
            yield str(environment.getattr(l_2_value, 'constant'))
            yield ' = '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield ' as const;\n'
        l_2_value = missing
        yield '\n'
        t_7 = []
        pass
        t_7.extend((
            'Every ',
            str(environment.getattr(l_1_vocab, 'noun')),
            ', in declaration order.\n',
        ))
        yield t_3(concat(t_7))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr(l_1_vocab, 'collection'), ' = [', )), environment.getattr(l_1_vocab, 'value_references'), '] as const;', _loop_vars=_loop_vars))
        yield '\n\n'
        t_8 = []
        pass
        t_8.extend((
            str(t_1(context.eval_ctx, environment.getattr(l_1_vocab, 'doc'), '\n')),
            '\n\nOne of {@link ',
            str(environment.getattr(l_1_vocab, 'collection')),
            '}.\n',
        ))
        yield t_3(concat(t_8))
        yield '\nexport type '
        yield str(environment.getattr(l_1_vocab, 'type'))
        yield ' = (typeof '
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ')[number];\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n'
            t_9 = []
            pass
            t_9.extend((
                'Accepted alternative spellings of ',
                str(t_4(environment.getattr(l_1_vocab, 'noun'))),
                ' with their canonical values, in vocab.toml order.\n',
            ))
            def t_10(fiter):
                for l_3_alias in fiter:
                    if environment.getattr(l_3_alias, 'deprecated'):
                        yield l_3_alias
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(t_10(environment.getattr(l_1_vocab, 'alias_list')), undefined):
                _loop_vars = {}
                pass
                if environment.getattr(l_3_loop, 'first'):
                    pass
                    t_9.append(
                        '\nDeprecated aliases:\n',
                    )
                t_9.extend((
                    '- ',
                    str(environment.getattr(l_3_alias, 'literal')),
                    ': ',
                    str(environment.getattr(l_3_alias, 'deprecated')),
                    '\n',
                ))
            l_3_loop = l_3_alias = missing
            yield t_3(concat(t_9))
            yield '\nexport const '
            yield str(environment.getattr(l_1_vocab, 'alias_entries'))
            yield ': readonly (readonly [string, '
            yield str(environment.getattr(l_1_vocab, 'type'))
            yield '])[] = vocabgenFrozenEntries([\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'alias_list'):
                _loop_vars = {}
                pass
                yield '  ['
                yield str(environment.getattr(l_2_alias, 'literal'))
                yield ', '
                yield str(environment.getattr(l_2_alias, 'reference'))
                yield '],\n'
            l_2_alias = missing
            yield ']);\n\n'
            t_11 = []
            pass
            t_11.extend((
                str(environment.getattr(l_1_vocab, 'alias_entries')),
                ' as a frozen record without a prototype, for `ALIASES[spelling]` lookups.\n\nIts key order is JavaScript\'s, not vocab.toml\'s: integer-like keys ("10") come first.\nIterate {@link ',
                str(environment.getattr(l_1_vocab, 'alias_entries')),
                '} for the declared order.\n',
            ))
            yield t_3(concat(t_11))
            yield '\nexport const '
            yield str(environment.getattr(l_1_vocab, 'aliases'))
            yield ': Readonly<Record<string, '
            yield str(environment.getattr(l_1_vocab, 'type'))
            yield '>> = vocabgenFrozenRecord('
            yield str(environment.getattr(l_1_vocab, 'alias_entries'))
            yield ');\n'
        if environment.getattr(l_1_vocab, 'removed_list'):
            pass
            yield '\n'
            t_12 = []
            pass
            t_12.extend((
                'Spellings that were ',
                str(environment.getattr(l_1_vocab, 'noun')),
                ' values or aliases once and never come back; every reader treats them as unknown.\n\n',
            ))
            for l_3_removed in environment.getattr(l_1_vocab, 'removed_list'):
                _loop_vars = {}
                pass
                t_12.extend((
                    '- ',
                    str(environment.getattr(l_3_removed, 'literal')),
                    ': ',
                    str(environment.getattr(l_3_removed, 'reason')),
                    '\n',
                ))
            l_3_removed = missing
            yield t_3(concat(t_12))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr(l_1_vocab, 'removed'), ' = [', )), t_2(context, environment.getattr(l_1_vocab, 'removed_list'), attribute='literal'), '] as const;', _loop_vars=_loop_vars))
            yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('const ', environment.getattr(l_1_vocab, 'lookup'), ': ReadonlyMap<string, ', environment.getattr(l_1_vocab, 'type'), '> = vocabgenLookupTable(', )), [environment.getattr(l_1_vocab, 'collection'), (environment.getattr(l_1_vocab, 'alias_entries') if environment.getattr(l_1_vocab, 'has_aliases') else '[]')], ');', _loop_vars=_loop_vars))
            yield '\n\n'
            t_13 = []
            pass
            t_13.extend((
                'Whether `value` is a canonical ',
                str(environment.getattr(l_1_vocab, 'noun')),
                str((' (an alias is not)' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 99 in 'typescript/module.ts.j2' evaluated to false and no else section was defined."))),
                '.\n',
            ))
            if (undefined(name='internal') if l_1_internal is missing else l_1_internal):
                pass
                t_13.append(
                    '\n@internal\n',
                )
            yield t_3(concat(t_13))
            yield '\nexport function '
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(value: unknown): value is '
            yield str(environment.getattr(l_1_vocab, 'type'))
            yield ' {\n  return typeof value === "string" && vocabgenContains('
            yield str(environment.getattr(l_1_vocab, 'collection'))
            yield ', value);\n}\n\n/**\n * Returns the canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' for a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 110 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield '.\n *\n * The lookup is exact: no trimming and no case folding.\n *\n * @throws RangeError when `name` is not '
            yield str(t_4(environment.getattr(l_1_vocab, 'noun')))
            yield str((' or an alias of one' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 114 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            if (undefined(name='internal') if l_1_internal is missing else l_1_internal):
                pass
                yield ' * @internal\n'
            yield ' */\nexport function '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(name: string): '
            yield str(environment.getattr(l_1_vocab, 'type'))
            yield ' {\n  return vocabgenFindCanonical('
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield ', '
            yield str(environment.getattr(l_1_vocab, 'noun_literal'))
            yield ', name);\n}\n\n/**\n * Reads '
            yield str(t_4(environment.getattr(l_1_vocab, 'noun')))
            yield ' leniently and never throws: a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 124 in 'typescript/module.ts.j2' evaluated to false and no else section was defined.")))
            yield ' gives its canonical value;\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield ' * anything else (a removed spelling, a misspelling, "", null) gives '
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield '.\n'
            else:
                pass
                yield ' * anything else (a removed spelling, a misspelling, "", null) gives `undefined`.\n'
            yield ' *\n * The caller keeps its input, so a relay passes an unknown spelling on unchanged.\n'
            if (undefined(name='internal') if l_1_internal is missing else l_1_internal):
                pass
                yield ' * @internal\n'
            yield ' */\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield 'export function '
                yield str(environment.getattr(l_1_vocab, 'read'))
                yield '(value: unknown): '
                yield str(environment.getattr(l_1_vocab, 'type'))
                yield ' {\n  return (typeof value === "string" ? '
                yield str(environment.getattr(l_1_vocab, 'lookup'))
                yield '.get(value) : undefined) ?? '
                yield str(environment.getattr(l_1_vocab, 'fallback'))
                yield ';\n}\n'
            else:
                pass
                yield 'export function '
                yield str(environment.getattr(l_1_vocab, 'read'))
                yield '(value: unknown): '
                yield str(environment.getattr(l_1_vocab, 'type'))
                yield ' | undefined {\n  return typeof value === "string" ? '
                yield str(environment.getattr(l_1_vocab, 'lookup'))
                yield '.get(value) : undefined;\n}\n'
    l_1_loop = l_1_vocab = l_1_internal = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        l_1_internal = resolve('internal')
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_rule, 'doc'):
            pass
            yield str(t_3(environment.getattr(l_1_rule, 'doc')))
            yield '\n'
        yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export const ', environment.getattr(l_1_rule, 'members'), ' = [', )), environment.getattr(l_1_rule, 'member_references'), '] as const;', _loop_vars=_loop_vars))
        yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/**\n * Returns the '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' '
            yield str(t_4(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries.\n *\n * Members of {@link '
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '} carry the canonical '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' (`null` or `undefined` carries none);\n * every other '
            yield str(environment.getattr(l_1_rule, 'subject_noun'))
            yield ' carries none.\n *\n * @throws RangeError when `'
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield '` is unknown, or when a member carries an unknown `'
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield '`.\n'
            if (undefined(name='internal') if l_1_internal is missing else l_1_internal):
                pass
                yield ' * @internal\n'
            yield ' */\n'
            yield str(context.call(environment.getattr((undefined(name='ts') if l_0_ts is missing else l_0_ts), 'list'), str_join(('export function ', environment.getattr(l_1_rule, 'settle'), '(', )), [str_join((environment.getattr(l_1_rule, 'subject_param'), ': string', )), str_join((environment.getattr(l_1_rule, 'carried_param'), ': string | null | undefined', ))], str_join(('): ', environment.getattr(l_1_rule, 'carried_type'), ' | undefined {', )), _loop_vars=_loop_vars))
            yield '\n  const member = vocabgenContains('
            yield str(environment.getattr(l_1_rule, 'members'))
            yield ', '
            yield str(environment.getattr(l_1_rule, 'subject_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield '));\n  if (!member || '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ' == null) {\n    return undefined;\n  }\n  return '
            yield str(environment.getattr(l_1_rule, 'carried_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ');\n}\n'
    l_1_rule = l_1_internal = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n/** Whether `value` is one of `values`, compared exactly. */\nfunction vocabgenContains(values: readonly string[], value: string): boolean {\n  return values.includes(value);\n}\n'
    if (undefined(name='uses_aliases') if l_0_uses_aliases is missing else l_0_uses_aliases):
        pass
        yield '\n/** Freezes `entries` and each pair in it, keeping their order. */\nfunction vocabgenFrozenEntries<T>(entries: readonly (readonly [string, T])[]): readonly (readonly [string, T])[] {\n  return Object.freeze(entries.map(([key, value]) => Object.freeze([key, value] as const)));\n}\n\n/** Copies `entries` into a frozen object without a prototype, so only its own keys are found. */\nfunction vocabgenFrozenRecord<T>(entries: readonly (readonly [string, T])[]): Readonly<Record<string, T>> {\n  const record: Record<string, T> = Object.create(null);\n  for (const [key, value] of entries) {\n    record[key] = value;\n  }\n  return Object.freeze(record);\n}\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n/** Every accepted spelling (each value, then each alias, in vocab.toml order) mapped to its canonical value. */\nfunction vocabgenLookupTable<T extends string>(\n  values: readonly T[],\n  aliases: readonly (readonly [string, T])[],\n): ReadonlyMap<string, T> {\n  const table = new Map<string, T>();\n  for (const value of values) {\n    table.set(value, value);\n  }\n  for (const [alias, value] of aliases) {\n    table.set(alias, value);\n  }\n  return table;\n}\n\n/** Looks `name` up exactly: a near miss (case, spaces, lookalikes) is an error, never a guess. */\nfunction vocabgenFindCanonical<T extends string>(\n  table: ReadonlyMap<string, T>,\n  kind: string,\n  name: string,\n): T {\n  const found = table.get(name);\n  if (found !== undefined) {\n    return found;\n  }\n  const spellings = Array.from(table.keys(), (key) => JSON.stringify(key)).join(", ");\n  throw new RangeError(`unknown ${kind} ${JSON.stringify(name)}; expected one of: ${spellings}`);\n}\n'
    yield '\n/* node:coverage enable */\n/* c8 ignore stop */\n'

blocks = {}
debug_info = '21=41&22=43&27=49&26=52&31=56&33=61&34=64&36=69&37=72&39=76&35=79&43=82&47=92&46=95&49=97&52=102&54=104&51=107&56=109&57=113&60=120&61=123&62=131&66=138&59=144&69=146&70=150&71=154&76=163&79=165&75=168&81=170&83=176&86=183&88=186&89=191&85=197&92=199&94=201&96=204&99=210&100=214&98=219&105=221&106=225&110=227&114=231&115=234&119=238&120=242&124=246&125=250&126=253&132=259&136=263&137=266&138=270&141=277&142=281&147=284&149=289&150=291&152=293&153=295&156=298&158=302&159=306&161=308&162=312&166=316&167=318&168=324&171=326&175=331&182=334&198=337'