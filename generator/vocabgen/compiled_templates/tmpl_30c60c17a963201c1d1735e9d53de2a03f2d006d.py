# Compiled from templates/java/class.java.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/class.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_package = resolve('package')
    l_0_class_doc = resolve('class_doc')
    l_0_class = resolve('class')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\npackage '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield ';\n\nimport java.util.Collections;\nimport java.util.LinkedHashMap;\nimport java.util.List;\nimport java.util.Map;\n\n'
    for l_1_line in (undefined(name='class_doc') if l_0_class_doc is missing else l_0_class_doc):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield 'public final class '
    yield str((undefined(name='class') if l_0_class is missing else l_0_class))
    yield ' {\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n    // '
        yield str(environment.getattr(l_1_vocab, 'key'))
        yield '\n'
        for l_2_constant in environment.getattr(l_1_vocab, 'constants'):
            _loop_vars = {}
            pass
            yield '\n'
            for l_3_line in environment.getattr(l_2_constant, 'doc'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            yield '    public static final String '
            yield str(environment.getattr(l_2_constant, 'name'))
            yield ' = '
            yield str(environment.getattr(l_2_constant, 'literal'))
            yield ';\n'
        l_2_constant = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    public static final List<String> '
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ' = List.of(\n'
        for l_2_line in environment.getattr(l_1_vocab, 'entries'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n'
            for l_2_line in environment.getattr(l_1_vocab, 'aliases_doc'):
                _loop_vars = {}
                pass
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
            if environment.getattr(l_1_vocab, 'alias_puts'):
                pass
                yield '    public static final Map<String, String> '
                yield str(environment.getattr(l_1_vocab, 'aliases'))
                yield ';\n\n    static {\n        Map<String, String> aliases = new LinkedHashMap<>();\n'
                for l_2_line in environment.getattr(l_1_vocab, 'alias_puts'):
                    _loop_vars = {}
                    pass
                    yield str(l_2_line)
                    yield '\n'
                l_2_line = missing
                yield '        '
                yield str(environment.getattr(l_1_vocab, 'aliases'))
                yield ' = Collections.unmodifiableMap(aliases);\n    }\n'
            else:
                pass
                yield '    public static final Map<String, String> '
                yield str(environment.getattr(l_1_vocab, 'aliases'))
                yield ' = Map.of();\n'
        yield '\n    private static final Map<String, String> '
        yield str(environment.getattr(l_1_vocab, 'lookup'))
        yield ' = lookup('
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ', '
        yield str(environment.getattr(l_1_vocab, 'lookup_aliases'))
        yield ');\n'
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'members_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    public static final List<String> '
        yield str(environment.getattr(l_1_rule, 'members'))
        yield ' = List.of(\n'
        for l_2_line in environment.getattr(l_1_rule, 'entries'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_rule = missing
    yield '\n    private '
    yield str((undefined(name='class') if l_0_class is missing else l_0_class))
    yield '() {\n    }\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    public static String '
        yield str(environment.getattr(l_1_vocab, 'canonical'))
        yield '(String name) {\n        return canonical('
        yield str(environment.getattr(l_1_vocab, 'lookup'))
        yield ', '
        yield str(environment.getattr(l_1_vocab, 'kind'))
        yield ', name);\n    }\n'
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    public static String '
        yield str(environment.getattr(l_1_rule, 'settle'))
        yield '(String '
        yield str(environment.getattr(l_1_rule, 'subject_param'))
        yield ', String '
        yield str(environment.getattr(l_1_rule, 'carried_param'))
        yield ') {\n        if (!'
        yield str(environment.getattr(l_1_rule, 'members'))
        yield '.contains('
        yield str(environment.getattr(l_1_rule, 'subject_canonical'))
        yield '('
        yield str(environment.getattr(l_1_rule, 'subject_param'))
        yield ')) || '
        yield str(environment.getattr(l_1_rule, 'carried_param'))
        yield ' == null) {\n            return null;\n        }\n        return '
        yield str(environment.getattr(l_1_rule, 'carried_canonical'))
        yield '('
        yield str(environment.getattr(l_1_rule, 'carried_param'))
        yield ');\n    }\n'
    l_1_rule = missing
    yield '\n    /** Every accepted spelling mapped to its canonical value: values first, then aliases. */\n    private static Map<String, String> lookup(List<String> values, Map<String, String> aliases) {\n        Map<String, String> table = new LinkedHashMap<>();\n        for (String value : values) {\n            table.put(value, value);\n        }\n        table.putAll(aliases);\n        return Collections.unmodifiableMap(table);\n    }\n\n    /** Looks name up exactly: no trimming or case folding, so a near miss is an error. */\n    private static String canonical(Map<String, String> lookup, String kind, String name) {\n        String found = name == null ? null : lookup.get(name);\n        if (found == null) {\n            throw new IllegalArgumentException("unknown " + kind + " "\n                    + (name == null ? "null" : "\\"" + name + "\\"")\n                    + "; expected one of: " + String.join(", ", lookup.keySet()));\n        }\n        return found;\n    }\n}\n'

blocks = {}
debug_info = '1=17&3=19&10=21&11=24&13=28&14=30&16=34&17=36&19=40&20=43&22=47&25=53&26=56&28=60&29=62&30=65&32=68&34=71&35=74&37=77&38=80&42=82&43=85&45=89&48=94&52=97&54=104&56=108&57=111&59=115&60=117&61=120&65=125&67=127&69=131&70=134&72=138&73=140&76=145&78=149&79=152&81=156&82=162&85=170'