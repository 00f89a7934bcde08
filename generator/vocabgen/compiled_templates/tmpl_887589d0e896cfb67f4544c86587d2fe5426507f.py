from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/vocabulary_test.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_functions = l_0_err_unknown = l_0_own = l_0_t = l_0_typed = missing
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
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_err_unknown = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'err_unknown')
    context.vars['err_unknown'] = l_0_err_unknown
    context.exported_vars.add('err_unknown')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    l_0_t = environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_param')
    context.vars['t'] = l_0_t
    context.exported_vars.add('t')
    l_0_typed = environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed')
    context.vars['typed'] = l_0_typed
    context.exported_vars.add('typed')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\npackage '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield '\n\nimport (\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\t"errors"\n\t"fmt"\n'
    yield '\t"testing"\n)\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'go')
        _loop_vars['names'] = l_1_names
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'test'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T) {\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_equal_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', '
            yield str(t_1(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant')))
            yield ', '
            yield str((str_join(('string(', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant'), ')', )) if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant')))
            yield ', '
            yield str(t_1(environment.getattr(l_2_value, 'text')))
            yield ')\n'
        l_2_value = missing
        def t_4(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_4(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_equal_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', '
            yield str(t_1(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'go'), 'alias_constant')))
            yield ', '
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'go'), 'alias_constant'))
            yield ', '
            yield str(t_1(environment.getattr(l_2_alias, 'name')))
            yield ')\n'
        l_2_alias = missing
        yield '\t'
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ', '
        yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection')))
        yield ', '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ', []string{\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_1(environment.getattr(l_2_value, 'text')))
            yield ',\n'
        l_2_value = missing
        yield '\t})\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_aliases_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ', [][2]string{\n'
                for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                    _loop_vars = {}
                    pass
                    yield '\t\t{'
                    yield str(t_1(environment.getattr(l_2_alias, 'name')))
                    yield ', '
                    yield str(t_1(environment.getattr(environment.getattr(l_2_alias, 'value'), 'text')))
                    yield '},\n'
                l_2_alias = missing
                yield '\t})\n'
            else:
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_aliases_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield ', [][2]string{})\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', '
            yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed')))
            yield ', '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield ', []string{\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '\t\t'
                yield str(t_1(environment.getattr(l_2_removed, 'text')))
                yield ',\n'
            l_2_removed = missing
            yield '\t})\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_guard_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ')\n'
            l_2_case = missing
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_strict_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'want')))
                yield ', '
                yield str(('false' if (environment.getattr(l_2_case, 'kind') == 'value') else 'true'))
                yield ')\n'
            l_2_case = missing
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_read_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'want')))
                yield ', '
                yield str(('true' if environment.getattr(l_2_case, 'known') else 'false'))
                yield ')\n'
            l_2_case = missing
        def t_5(fiter):
            for l_2_case in fiter:
                if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
                    yield l_2_case
        for l_2_case in t_5(environment.getattr(l_1_vocab, 'parse_cases')):
            _loop_vars = {}
            pass
            yield '\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_parse_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', '
            yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse')))
            yield ', '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield ', '
            yield str(t_1(environment.getattr(l_2_case, 'input')))
            yield ', '
            yield str(t_1(environment.getattr(l_2_case, 'want')))
            yield ', '
            yield str(('true' if environment.getattr(l_2_case, 'known') else 'false'))
            yield ')\n'
        l_2_case = missing
        yield '}\n'
    l_1_vocab = l_1_names = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'go')
        _loop_vars['names'] = l_1_names
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T) {\n\t'
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ', '
        yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members')))
        yield ', '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ', []string{\n'
        for l_2_value in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(t_1(environment.getattr(l_2_value, 'text')))
            yield ',\n'
        l_2_value = missing
        yield '\t})\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                yield '\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_settle_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', '
                yield str(t_1(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle')))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'subject')))
                yield ', '
                yield str(t_1((environment.getattr(l_2_case, 'carried') or '')))
                yield ', '
                yield str(t_1(environment.getattr(l_2_case, 'want')))
                yield ', '
                yield str(('true' if (environment.getattr(l_2_case, 'kind') == 'error') else 'false'))
                yield ')\n'
            l_2_case = missing
        yield '}\n'
    l_1_rule = l_1_names = missing
    yield '\nfunc '
    yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_equal_helper'))
    yield '('
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield ' *testing.T, name, got, want string) {\n\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Helper()\n\tif got != want {\n\t\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Errorf("%s = %q, want %q", name, got, want)\n\t}\n}\n\n// '
    yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
    yield " checks a collection's contents and order, and that each call returns a\n// fresh slice.\n"
    if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
        pass
        yield 'func '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
        yield '[T ~string]('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T, name string, get func() []T, want []string) {\n'
    else:
        pass
        yield 'func '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_list_helper'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T, name string, get func() []string, want []string) {\n'
    yield '\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Helper()\n\tgot := get()\n\tif len(got) != len(want) {\n\t\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Fatalf("%s() = %q, want %q", name, got, want)\n\t}\n\tfor i := range want {\n\t\tif '
    yield str(('string(got[i])' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'got[i]'))
    yield ' != want[i] {\n\t\t\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Fatalf("%s() = %q, want %q", name, got, want)\n\t\t}\n\t}\n\tif len(got) > 0 {\n\t\tgot[0] += " changed by the caller"\n\t\tif '
    yield str(('string(get()[0])' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'get()[0]'))
    yield ' != want[0] {\n\t\t\t'
    yield str((undefined(name='t') if l_0_t is missing else l_0_t))
    yield '.Errorf("%s() returns shared storage", name)\n\t\t}\n\t}\n}\n'
    if t_2(context.eval_ctx, t_3(context, environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), 'has_aliases')):
        pass
        yield '\n// '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_aliases_helper'))
        yield " checks an alias map's entries, and that each call returns a fresh map.\n"
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_aliases_helper'))
            yield '[T ~string]('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, get func() map[string]T, want [][2]string) {\n'
        else:
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_aliases_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, get func() map[string]string, want [][2]string) {\n'
        yield '\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Helper()\n\tgot := get()\n\tif len(got) != len(want) {\n\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Fatalf("%s() has %d entries, want %d", name, len(got), len(want))\n\t}\n\tfor _, pair := range want {\n\t\tif value, ok := got[pair[0]]; !ok || '
        yield str(('string(value)' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'value'))
        yield ' != pair[1] {\n\t\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s()[%q] = %q, %t; want %q", name, pair[0], value, ok, pair[1])\n\t\t}\n\t}\n\tgot["changed by the caller"] = ""\n\tif _, shared := get()["changed by the caller"]; shared {\n\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s() returns a shared map", name)\n\t}\n}\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_guard_helper'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T, name string, guard func(string) bool, in string, want bool) {\n\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Helper()\n\tif got := guard(in); got != want {\n\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s(%q) = %t, want %t", name, in, got, want)\n\t}\n}\n\n// '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_strict_helper'))
        yield ' checks a canonicalise call: the value, or an error wrapping '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '.\n'
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_strict_helper'))
            yield '[T ~string]('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, canonical func(string) (T, error), in, want string, fails bool) {\n\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Helper()\n\tgot, err := canonical(in)\n\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_outcome_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', fmt.Sprintf("%s(%q)", name, in), string(got), err, want, fails)\n}\n\nfunc '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_read_helper'))
            yield '[T ~string]('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, read func(string) (T, bool), in, want string, known bool) {\n\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Helper()\n\tif got, ok := read(in); string(got) != want || ok != known {\n'
        else:
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_strict_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, canonical func(string) (string, error), in, want string, fails bool) {\n\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Helper()\n\tgot, err := canonical(in)\n\t'
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_outcome_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ', fmt.Sprintf("%s(%q)", name, in), got, err, want, fails)\n}\n\nfunc '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_read_helper'))
            yield '('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, read func(string) (string, bool), in, want string, known bool) {\n\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Helper()\n\tif got, ok := read(in); got != want || ok != known {\n'
        yield '\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s(%q) = %q, %t; want %q, %t", name, in, got, ok, want, known)\n\t}\n}\n'
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield '\n// '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_parse_helper'))
            yield ' checks an open parse: the known member or the unknown spelling kept, its\n// '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known'))
            yield '(), and its wire string through String and MarshalText.\nfunc '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_parse_helper'))
            yield '[T interface {\n\t~string\n\t'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known'))
            yield '() bool\n\tString() string\n\tMarshalText() ([]byte, error)\n}]('
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield ' *testing.T, name string, parse func(string) T, in, want string, known bool) {\n\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Helper()\n\tgot := parse(in)\n\ttext, err := got.MarshalText()\n\tif string(got) != want || got.'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known'))
            yield '() != known || got.String() != want || string(text) != want || err != nil {\n\t\t'
            yield str((undefined(name='t') if l_0_t is missing else l_0_t))
            yield '.Errorf("%s(%q) = %q, known %t, text %q, %v; want %q, known %t", name, in, got, got.'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known'))
            yield '(), text, err, want, known)\n\t}\n}\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n// '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_settle_helper'))
            yield ' checks a settle call: the carried value, "" for none, or an error\n// wrapping '
            yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
            yield '.\n'
            if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
                pass
                yield '// Typed, it takes the spellings converted, unparsed: it canonicalises them as the untyped one does.\nfunc '
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_settle_helper'))
                yield '[S, C ~string]('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ' *testing.T, name string, settle func(S, C) (C, error), subject, carried, want string, fails bool) {\n\t'
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield '.Helper()\n\tgot, err := settle(S(subject), C(carried))\n\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_outcome_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', fmt.Sprintf("%s(%q, %q)", name, subject, carried), string(got), err, want, fails)\n}\n'
            else:
                pass
                yield 'func '
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_settle_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ' *testing.T, name string, settle func(string, string) (string, error), subject, carried, want string, fails bool) {\n\t'
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield '.Helper()\n\tgot, err := settle(subject, carried)\n\t'
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_outcome_helper'))
                yield '('
                yield str((undefined(name='t') if l_0_t is missing else l_0_t))
                yield ', fmt.Sprintf("%s(%q, %q)", name, subject, carried), got, err, want, fails)\n}\n'
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'test_outcome_helper'))
        yield '('
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield ' *testing.T, call, got string, err error, want string, fails bool) {\n\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Helper()\n\tswitch {\n\tcase fails && !errors.Is(err, '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '):\n\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s = %q, %v; want an error wrapping '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield '", call, got, err)\n\tcase !fails && (err != nil || got != want):\n\t\t'
        yield str((undefined(name='t') if l_0_t is missing else l_0_t))
        yield '.Errorf("%s = %q, %v; want %q", call, got, err, want)\n\t}\n}\n'

blocks = {}
debug_info = '2=32&3=35&4=38&5=41&7=44&8=48&10=50&13=52&19=56&20=60&22=63&23=67&24=71&26=82&27=90&29=102&30=110&31=114&34=118&35=120&36=123&37=131&38=135&42=144&45=152&46=155&47=163&48=167&52=171&53=173&54=177&56=190&57=194&59=209&60=213&63=228&64=236&68=253&69=257&71=260&72=264&73=272&74=276&77=280&78=282&79=286&85=306&86=310&88=312&92=314&94=316&95=319&97=326&99=331&102=333&105=335&106=337&111=339&112=341&116=343&118=346&119=348&120=351&122=358&124=363&127=365&130=367&131=369&136=371&140=373&142=376&143=380&145=382&149=384&150=388&151=391&152=395&154=397&157=401&158=405&161=410&162=414&164=416&167=420&168=424&171=427&174=429&176=432&177=434&178=436&180=438&183=440&184=442&187=444&188=446&192=450&194=453&195=455&196=457&198=460&199=464&201=466&204=473&205=477&207=479&212=484&213=488&215=490&216=492&218=496'