# Compiled from templates/go/vocabulary.go.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/vocabulary.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_package_comment = resolve('package_comment')
    l_0_package = resolve('package')
    l_0_imports = resolve('imports')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\n'
    for l_1_line in (undefined(name='package_comment') if l_0_package_comment is missing else l_0_package_comment):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\nimport (\n'
    for l_1_name in (undefined(name='imports') if l_0_imports is missing else l_0_imports):
        _loop_vars = {}
        pass
        yield '\t"'
        yield str(l_1_name)
        yield '"\n'
    l_1_name = missing
    yield ')\n\n// ErrUnknown is wrapped by every error for a spelling that is neither a value nor an alias.\nvar ErrUnknown = errors.New("unknown spelling")\n'
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'comment'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield 'const (\n'
        for l_2_line in environment.getattr(l_1_vocab, 'const_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield ')\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'guard_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        if environment.getattr(l_1_vocab, 'alias_lines'):
            pass
            yield '\n'
            for l_2_line in environment.getattr(l_1_vocab, 'alias_lines'):
                _loop_vars = {}
                pass
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'lookup_line'))
        yield '\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'members_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_lines'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
    l_1_rule = missing
    yield '\n// lookupOf maps every accepted spelling (each value and each alias) to its canonical value.\nfunc lookupOf(values []string, aliases map[string]string) map[string]string {\n\tlookup := make(map[string]string, len(values)+len(aliases))\n\tfor _, value := range values {\n\t\tlookup[value] = value\n\t}\n\tfor alias, value := range aliases {\n\t\tlookup[alias] = value\n\t}\n\treturn lookup\n}\n\n// canonical looks name up exactly: a near miss (case, spaces, lookalikes) is an error, never a guess.\nfunc canonical(lookup map[string]string, kind, name string) (string, error) {\n\tif value, ok := lookup[name]; ok {\n\t\treturn value, nil\n\t}\n\tspellings := make([]string, 0, len(lookup))\n\tfor spelling := range lookup {\n\t\tspellings = append(spellings, strconv.Quote(spelling))\n\t}\n\tsort.Strings(spellings)\n\treturn "", fmt.Errorf("%w: %s %q; expected one of: %s", ErrUnknown, kind, name, strings.Join(spellings, ", "))\n}\n'

blocks = {}
debug_info = '1=17&3=19&4=22&6=26&9=28&10=32&16=36&18=40&19=43&22=47&23=50&27=54&28=57&31=61&32=64&34=67&36=70&37=73&41=77&43=79&44=82&47=86&49=90&50=93&53=97&54=100'