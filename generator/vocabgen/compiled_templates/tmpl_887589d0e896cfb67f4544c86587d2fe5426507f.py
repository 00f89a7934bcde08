from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/vocabulary_test.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_package = resolve('package')
    l_0_functions = resolve('functions')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_err_unknown = resolve('err_unknown')
    try:
        t_1 = environment.filters['go_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'go_string' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\npackage '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n\nimport (\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\t"errors"\n\t"fmt"\n'
    yield '\t"testing"\n)\n'
    for l_1_entry in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        l_1_vocab = missing
        _loop_vars = {}
        pass
        l_1_vocab = environment.getattr(l_1_entry, 'vocab')
        _loop_vars['vocab'] = l_1_vocab
        yield '\nfunc '
        yield str(environment.getattr(l_1_entry, 'test'))
        yield '(t *testing.T) {\n'
        for l_2_value in environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'values'):
            _loop_vars = {}
            pass
            yield '\tvocabgenTestEqual(t, '
            yield str(t_1(environment.getattr(l_2_value, 'name')))
            yield ', '
            yield str(environment.getattr(l_2_value, 'name'))
            yield ', '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield ')\n'
        l_2_value = missing
        yield '\tvocabgenTestList(t, '
        yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'collection')))
        yield ', '
        yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'collection'))
        yield ', []string{\n'
        for l_2_text in environment.getattr(l_1_entry, 'texts'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(l_2_text)
            yield ',\n'
        l_2_text = missing
        yield '\t})\n'
        if environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'has_aliases'):
            pass
            yield '\tvocabgenTestAliases(t, '
            yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'alias_map')))
            yield ', '
            yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'alias_map'))
            yield ', [][2]string{\n'
            for (l_2_alias, l_2_canonical) in environment.getattr(l_1_entry, 'aliases'):
                _loop_vars = {}
                pass
                yield '\t\t{'
                yield str(l_2_alias)
                yield ', '
                yield str(l_2_canonical)
                yield '},\n'
            l_2_alias = l_2_canonical = missing
            yield '\t})\n'
        if environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'removed'):
            pass
            yield '\tvocabgenTestList(t, '
            yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'removed_list')))
            yield ', '
            yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'removed_list'))
            yield ', []string{\n'
            for l_2_text in environment.getattr(l_1_entry, 'removed'):
                _loop_vars = {}
                pass
                yield '\t\t'
                yield str(l_2_text)
                yield ',\n'
            l_2_text = missing
            yield '\t})\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            for l_2_case in environment.getattr(l_1_entry, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '\tvocabgenTestGuard(t, '
                yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'guard')))
                yield ', '
                yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'guard'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'input'))
                yield ', '
                yield str(('true' if environment.getattr(l_2_case, 'ok') else 'false'))
                yield ')\n'
            l_2_case = missing
            for l_2_case in environment.getattr(l_1_entry, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '\tvocabgenTestStrict(t, '
                yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'canonical')))
                yield ', '
                yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'canonical'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'input'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ', '
                yield str(('false' if environment.getattr(l_2_case, 'ok') else 'true'))
                yield ')\n'
            l_2_case = missing
            for l_2_case in environment.getattr(l_1_entry, 'read_cases'):
                _loop_vars = {}
                pass
                yield '\tvocabgenTestRead(t, '
                yield str(t_1(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'read')))
                yield ', '
                yield str(environment.getattr((undefined(name='vocab') if l_1_vocab is missing else l_1_vocab), 'read'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'input'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ', '
                yield str(('true' if environment.getattr(l_2_case, 'ok') else 'false'))
                yield ')\n'
            l_2_case = missing
        yield '}\n'
    l_1_entry = l_1_vocab = missing
    for l_1_entry in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        l_1_rule = missing
        _loop_vars = {}
        pass
        l_1_rule = environment.getattr(l_1_entry, 'rule')
        _loop_vars['rule'] = l_1_rule
        yield '\nfunc '
        yield str(environment.getattr(l_1_entry, 'test'))
        yield '(t *testing.T) {\n\tvocabgenTestList(t, '
        yield str(t_1(environment.getattr((undefined(name='rule') if l_1_rule is missing else l_1_rule), 'members')))
        yield ', '
        yield str(environment.getattr((undefined(name='rule') if l_1_rule is missing else l_1_rule), 'members'))
        yield ', []string{\n'
        for l_2_text in environment.getattr(l_1_entry, 'members'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(l_2_text)
            yield ',\n'
        l_2_text = missing
        yield '\t})\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            for l_2_case in environment.getattr(l_1_entry, 'settle_cases'):
                _loop_vars = {}
                pass
                yield '\tvocabgenTestSettle(t, '
                yield str(t_1(environment.getattr((undefined(name='rule') if l_1_rule is missing else l_1_rule), 'settle')))
                yield ', '
                yield str(environment.getattr((undefined(name='rule') if l_1_rule is missing else l_1_rule), 'settle'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'subject'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'carried'))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ', '
                yield str(('true' if environment.getattr(l_2_case, 'fails') else 'false'))
                yield ')\n'
            l_2_case = missing
        yield '}\n'
    l_1_entry = l_1_rule = missing
    yield '\nfunc vocabgenTestEqual(t *testing.T, name, got, want string) {\n\tt.Helper()\n\tif got != want {\n\t\tt.Errorf("%s = %q, want %q", name, got, want)\n\t}\n}\n\n// vocabgenTestList checks a collection\'s contents and order, and that each call returns a\n// fresh slice.\nfunc vocabgenTestList(t *testing.T, name string, get func() []string, want []string) {\n\tt.Helper()\n\tgot := get()\n\tif len(got) != len(want) {\n\t\tt.Fatalf("%s() = %q, want %q", name, got, want)\n\t}\n\tfor i := range want {\n\t\tif got[i] != want[i] {\n\t\t\tt.Fatalf("%s() = %q, want %q", name, got, want)\n\t\t}\n\t}\n\tif len(got) > 0 {\n\t\tgot[0] += " changed by the caller"\n\t\tif get()[0] != want[0] {\n\t\t\tt.Errorf("%s() returns shared storage", name)\n\t\t}\n\t}\n}\n'
    if t_2(context.eval_ctx, t_3(context, (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), 'vocab.has_aliases')):
        pass
        yield '\n// vocabgenTestAliases checks an alias map\'s entries, and that each call returns a fresh map.\nfunc vocabgenTestAliases(t *testing.T, name string, get func() map[string]string, want [][2]string) {\n\tt.Helper()\n\tgot := get()\n\tif len(got) != len(want) {\n\t\tt.Fatalf("%s() has %d entries, want %d", name, len(got), len(want))\n\t}\n\tfor _, pair := range want {\n\t\tif value, ok := got[pair[0]]; !ok || value != pair[1] {\n\t\t\tt.Errorf("%s()[%q] = %q, %t; want %q", name, pair[0], value, ok, pair[1])\n\t\t}\n\t}\n\tgot["changed by the caller"] = ""\n\tif _, shared := get()["changed by the caller"]; shared {\n\t\tt.Errorf("%s() returns a shared map", name)\n\t}\n}\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\nfunc vocabgenTestGuard(t *testing.T, name string, guard func(string) bool, in string, want bool) {\n\tt.Helper()\n\tif got := guard(in); got != want {\n\t\tt.Errorf("%s(%q) = %t, want %t", name, in, got, want)\n\t}\n}\n\n// vocabgenTestStrict checks a canonicalise call: the value, or an error wrapping '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '.\nfunc vocabgenTestStrict(t *testing.T, name string, canonical func(string) (string, error), in, want string, fails bool) {\n\tt.Helper()\n\tgot, err := canonical(in)\n\tvocabgenTestOutcome(t, fmt.Sprintf("%s(%q)", name, in), got, err, want, fails)\n}\n\nfunc vocabgenTestRead(t *testing.T, name string, read func(string) (string, bool), in, want string, known bool) {\n\tt.Helper()\n\tif got, ok := read(in); got != want || ok != known {\n\t\tt.Errorf("%s(%q) = %q, %t; want %q, %t", name, in, got, ok, want, known)\n\t}\n}\n'
        if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            pass
            yield '\n// vocabgenTestSettle checks a settle call: the carried value, "" for none, or an error\n// wrapping '
            yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
            yield '.\nfunc vocabgenTestSettle(t *testing.T, name string, settle func(string, string) (string, error), subject, carried, want string, fails bool) {\n\tt.Helper()\n\tgot, err := settle(subject, carried)\n\tvocabgenTestOutcome(t, fmt.Sprintf("%s(%q, %q)", name, subject, carried), got, err, want, fails)\n}\n'
        yield '\nfunc vocabgenTestOutcome(t *testing.T, call, got string, err error, want string, fails bool) {\n\tt.Helper()\n\tswitch {\n\tcase fails && !errors.Is(err, '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '):\n\t\tt.Errorf("%s = %q, %v; want an error wrapping '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '", call, got, err)\n\tcase !fails && (err != nil || got != want):\n\t\tt.Errorf("%s = %q, %v; want %q", call, got, err, want)\n\t}\n}\n'

blocks = {}
debug_info = '17=35&19=37&22=39&28=43&29=47&31=50&32=52&33=56&35=64&36=68&37=72&40=76&41=79&42=83&43=87&47=93&48=96&49=100&50=104&54=108&55=110&56=114&58=123&59=127&61=138&62=142&67=155&68=159&70=162&71=164&72=168&73=172&76=176&77=178&78=182&111=198&131=201&140=204&153=206&156=209&167=212&168=214'