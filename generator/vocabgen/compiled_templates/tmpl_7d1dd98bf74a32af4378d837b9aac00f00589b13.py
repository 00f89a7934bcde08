# Compiled from templates/typescript/module.ts.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/module.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_module_comment = resolve('module_comment')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_uses_aliases = resolve('uses_aliases')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\n'
    for l_1_line in (undefined(name='module_comment') if l_0_module_comment is missing else l_0_module_comment):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
            _loop_vars = {}
            pass
            for l_3_line in environment.getattr(l_2_constant, 'comment'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            yield str(environment.getattr(l_2_constant, 'line'))
            yield '\n'
        l_2_constant = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection_comment'):
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
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'type_comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'type_line'))
        yield '\n'
        if environment.getattr(l_1_vocab, 'alias_lines'):
            pass
            yield '\n'
            for l_2_line in environment.getattr(l_1_vocab, 'alias_comment'):
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
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'lookup_line'))
        yield '\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'guard_comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'guard_signature'))
        yield '\n  '
        yield str(environment.getattr(l_1_vocab, 'guard_body'))
        yield '\n}\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'canonical_signature'))
        yield '\n  '
        yield str(environment.getattr(l_1_vocab, 'canonical_body'))
        yield '\n}\n'
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
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_rule, 'settle_signature'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_rule, 'settle_if'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    return undefined;\n  }\n  '
        yield str(environment.getattr(l_1_rule, 'settle_return'))
        yield '\n}\n'
    l_1_rule = missing
    yield '\n/** Whether `value` is one of `values`, compared exactly. */\nfunction contains(values: readonly string[], value: string): boolean {\n  return values.includes(value);\n}\n'
    if (undefined(name='uses_aliases') if l_0_uses_aliases is missing else l_0_uses_aliases):
        pass
        yield '\n/** Copies `entries` into a frozen object without a prototype, so only its own keys are found. */\nfunction frozenRecord<T>(entries: Record<string, T>): Readonly<Record<string, T>> {\n  const record: Record<string, T> = Object.create(null);\n  for (const [key, value] of Object.entries(entries)) {\n    record[key] = value;\n  }\n  return Object.freeze(record);\n}\n'
    yield '\n/** Every accepted spelling (each value, then each alias) mapped to its canonical value. */\nfunction lookupTable<T extends string>(\n  values: readonly T[],\n  aliases: Readonly<Record<string, T>>,\n): ReadonlyMap<string, T> {\n  const table = new Map<string, T>();\n  for (const value of values) {\n    table.set(value, value);\n  }\n  for (const [alias, value] of Object.entries(aliases)) {\n    table.set(alias, value);\n  }\n  return table;\n}\n\n/** Looks `name` up exactly: a near miss (case, spaces, lookalikes) is an error, never a guess. */\nfunction findCanonical<T extends string>(\n  table: ReadonlyMap<string, T>,\n  kind: string,\n  name: string,\n): T {\n  const found = table.get(name);\n  if (found !== undefined) {\n    return found;\n  }\n  const spellings = Array.from(table.keys(), (key) => JSON.stringify(key)).join(", ");\n  throw new RangeError(`unknown ${kind} ${JSON.stringify(name)}; expected one of: ${spellings}`);\n}\n'

blocks = {}
debug_info = '1=16&3=18&4=21&6=24&8=28&9=31&10=34&12=37&15=41&16=44&18=47&19=50&22=54&23=57&25=60&26=62&28=65&29=68&31=71&32=74&36=78&38=80&39=83&41=86&42=88&45=90&46=93&48=96&49=98&52=101&54=105&55=108&57=111&58=114&61=118&62=121&64=124&65=127&67=130&68=133&72=137&80=141'