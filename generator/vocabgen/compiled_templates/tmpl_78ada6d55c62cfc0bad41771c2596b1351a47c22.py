from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/vocabulary.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_package_doc = resolve('package_doc')
    l_0_package = resolve('package')
    l_0_source = resolve('source')
    l_0_doc = resolve('doc')
    l_0_functions = resolve('functions')
    l_0_err_unknown = resolve('err_unknown')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_go = missing
    try:
        t_1 = environment.filters['go_comment']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'go_comment' found.")
    try:
        t_2 = environment.filters['go_doc']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'go_doc' found.")
    try:
        t_3 = environment.filters['go_keys']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'go_keys' found.")
    try:
        t_4 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_5 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_6 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_7 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_go = context.vars['go'] = environment.get_template('go/_macros.go.j2', 'go/vocabulary.go.j2')._get_default_module(context)
    context.exported_vars.discard('go')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\n'
    if (undefined(name='package_doc') if l_0_package_doc is missing else l_0_package_doc):
        pass
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('Package ', (undefined(name='package') if l_0_package is missing else l_0_package), ' holds closed string vocabularies generated from ', (undefined(name='source') if l_0_source is missing else l_0_source), '.', ))], (undefined(name='doc') if l_0_doc is missing else l_0_doc)))
        yield '\n'
    elif (undefined(name='doc') if l_0_doc is missing else l_0_doc):
        pass
        yield str(t_1(t_4(context.eval_ctx, (undefined(name='doc') if l_0_doc is missing else l_0_doc), '\n')))
        yield '\n\n'
    yield 'package '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield '\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\nimport (\n\t"errors"\n\t"fmt"\n\t"sort"\n\t"strconv"\n\t"strings"\n)\n\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), ' is wrapped by every error for a spelling that is neither a value nor an alias.', ))]))
        yield '\nvar '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield ' = errors.New("unknown spelling")\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_namespace = resolve('namespace')
        l_1_notes = resolve('notes')
        l_1_keys = resolve('keys')
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_vocab, 'doc'):
            pass
            yield str(t_2(t_4(context.eval_ctx, environment.getattr(l_1_vocab, 'doc'), '\n')))
            yield '\n'
        yield 'const (\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield str(t_2(str_join((environment.getattr(l_2_value, 'name'), ' is ', environment.getattr(l_2_value, 'literal'), (str_join((': ', t_4(context.eval_ctx, environment.getattr(l_2_value, 'doc'), '\n'), )) if environment.getattr(l_2_value, 'doc') else '.'), (str_join(('\n\nDeprecated: ', environment.getattr(l_2_value, 'deprecated'), )) if environment.getattr(l_2_value, 'deprecated') else ''), )), '\t'))
            yield '\n\t'
            yield str(environment.getattr(l_2_value, 'name'))
            yield ' = '
            yield str(environment.getattr(l_2_value, 'literal'))
            yield '\n'
        l_2_value = missing
        yield ')\n\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_vocab, 'collection'), ' returns every ', environment.getattr(l_1_vocab, 'noun'), ' in declaration order, as a fresh slice the caller may modify.', ))], _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield '() []string {\n\treturn []string{\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(environment.getattr(l_2_value, 'name'))
            yield ',\n'
        l_2_value = missing
        yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_vocab, 'guard'), ' reports whether s is a canonical ', environment.getattr(l_1_vocab, 'noun'), ('; an alias is not.' if environment.getattr(l_1_vocab, 'has_aliases') else '.'), ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(s string) bool {\n\tvalue, ok := '
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield '[s]\n\treturn ok && value == s\n}\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            l_1_notes = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), items=[], _loop_vars=_loop_vars)
            _loop_vars['notes'] = l_1_notes
            def t_8(fiter):
                for l_2_alias in fiter:
                    if environment.getattr(l_2_alias, 'deprecated'):
                        yield l_2_alias
            for l_2_alias in t_8(environment.getattr(l_1_vocab, 'aliases')):
                _loop_vars = {}
                pass
                if not isinstance(l_1_notes, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_notes['items'] = (environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items') + [str_join((environment.getattr(l_2_alias, 'literal'), ' is deprecated (still accepted): ', environment.getattr(l_2_alias, 'deprecated'), ))])
            l_2_alias = missing
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), ([str_join((environment.getattr(l_1_vocab, 'alias_map'), ' returns the accepted alternative spellings of ', t_7(environment.getattr(l_1_vocab, 'noun')), ', each mapped to its canonical value, as a fresh map the caller may modify.', ))] + environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items')), _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_vocab, 'alias_map'))
            yield '() map[string]string {\n'
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                yield '\treturn map[string]string{\n'
                l_1_keys = t_3(t_5(context.eval_ctx, t_6(context, environment.getattr(l_1_vocab, 'aliases'), attribute='literal')))
                _loop_vars['keys'] = l_1_keys
                l_2_loop = missing
                for l_2_alias, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'aliases'), undefined):
                    _loop_vars = {}
                    pass
                    yield '\t\t'
                    yield str(environment.getitem((undefined(name='keys') if l_1_keys is missing else l_1_keys), environment.getattr(l_2_loop, 'index0')))
                    yield str(environment.getattr(l_2_alias, 'constant'))
                    yield ',\n'
                l_2_loop = l_2_alias = missing
                yield '\t}\n'
            else:
                pass
                yield '\treturn map[string]string{}\n'
            yield '}\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_vocab, 'removed_list'), ' returns the spellings that were once ', t_7(environment.getattr(l_1_vocab, 'noun')), ' or an alias and may never come back, as a fresh slice the caller may modify. Readers treat them as unknown.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_vocab, 'removed_list'))
            yield '() []string {\n\treturn []string{\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_removed, 'reason'):
                    pass
                    yield str(t_1(t_4(context.eval_ctx, environment.getattr(l_2_removed, 'reason'), '\n'), '\t\t'))
                    yield '\n'
                yield '\t\t'
                yield str(environment.getattr(l_2_removed, 'literal'))
                yield ',\n'
            l_2_removed = missing
            yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\nvar '
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield ' = vocabgenLookupOf('
            yield str(environment.getattr(l_1_vocab, 'collection'))
            yield '(), '
            yield str((str_join((environment.getattr(l_1_vocab, 'alias_map'), '()', )) if environment.getattr(l_1_vocab, 'has_aliases') else 'nil'))
            yield ')\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_vocab, 'canonical'), ' returns the canonical ', environment.getattr(l_1_vocab, 'noun'), ' for a value', (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else ''), '. The lookup is exact: no trimming and no case folding. Any other spelling returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(name string) (string, error) {\n\treturn vocabgenCanonical('
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield ', '
            yield str(environment.getattr(l_1_vocab, 'noun_literal'))
            yield ', name)\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_vocab, 'read'), ' returns the canonical ', environment.getattr(l_1_vocab, 'noun'), ' for a value', (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else ''), ', and true. It never fails: any other spelling (a removed one, a misspelling, the empty string) returns ', (str_join((environment.getattr(l_1_vocab, 'fallback'), ', the fallback,', )) if environment.getattr(l_1_vocab, 'fallback') else '""'), ' and false. The caller keeps its input, so a relay passes an unknown spelling on unchanged.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_vocab, 'read'))
            yield '(s string) (string, bool) {\n\tif value, ok := '
            yield str(environment.getattr(l_1_vocab, 'lookup'))
            yield '[s]; ok {\n\t\treturn value, true\n\t}\n\treturn '
            yield str((environment.getattr(l_1_vocab, 'fallback') or '""'))
            yield ', false\n}\n'
    l_1_loop = l_1_vocab = l_1_namespace = l_1_notes = l_1_keys = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_rule, 'members'), ' returns the ', environment.getattr(l_1_rule, 'subject_plural'), ' that carry ', t_7(environment.getattr(l_1_rule, 'carried_noun')), ', as a fresh slice the caller may modify.', ))], environment.getattr(l_1_rule, 'doc'), _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str(environment.getattr(l_1_rule, 'members'))
        yield '() []string {\n\treturn []string{\n'
        for l_2_name in environment.getattr(l_1_rule, 'member_constants'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(l_2_name)
            yield ',\n'
        l_2_name = missing
        yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\nvar '
            yield str(environment.getattr(l_1_rule, 'member_set'))
            yield ' = vocabgenSetOf('
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '())\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr(l_1_rule, 'settle'), ' returns the canonical ', environment.getattr(l_1_rule, 'carried_noun'), ' ', t_7(environment.getattr(l_1_rule, 'subject_noun')), ' carries, or "" for none.', )), str_join(('Members of ', environment.getattr(l_1_rule, 'members'), ' carry ', environment.getattr(l_1_rule, 'carried_canonical'), '(', environment.getattr(l_1_rule, 'carried_param'), '), and an empty ', environment.getattr(l_1_rule, 'carried_param'), ' carries none; every other ', environment.getattr(l_1_rule, 'subject_noun'), ' carries none. An unknown ', environment.getattr(l_1_rule, 'subject_param'), ', or an unknown ', environment.getattr(l_1_rule, 'carried_param'), ' on a member, returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr(l_1_rule, 'settle'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ', '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ' string) (string, error) {\n\tvalue, err := '
            yield str(environment.getattr(l_1_rule, 'subject_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ')\n\tif err != nil {\n\t\treturn "", err\n\t}\n\tif '
            yield str(environment.getattr(l_1_rule, 'member_set'))
            yield '[value] && '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ' != "" {\n\t\treturn '
            yield str(environment.getattr(l_1_rule, 'carried_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield ')\n\t}\n\treturn "", nil\n}\n'
    l_1_rule = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n// vocabgenLookupOf maps every accepted spelling (each value and each alias) to its\n// canonical value.\nfunc vocabgenLookupOf(values []string, aliases map[string]string) map[string]string {\n\tlookup := make(map[string]string, len(values)+len(aliases))\n\tfor _, value := range values {\n\t\tlookup[value] = value\n\t}\n\tfor alias, value := range aliases {\n\t\tlookup[alias] = value\n\t}\n\treturn lookup\n}\n'
        if (undefined(name='rules') if l_0_rules is missing else l_0_rules):
            pass
            yield '\n// vocabgenSetOf holds each of values, for membership tests.\nfunc vocabgenSetOf(values []string) map[string]bool {\n\tset := make(map[string]bool, len(values))\n\tfor _, value := range values {\n\t\tset[value] = true\n\t}\n\treturn set\n}\n'
        yield '\n// vocabgenCanonical looks name up exactly: a near miss (case, spaces, lookalikes)\n// is an error, never a guess.\nfunc vocabgenCanonical(lookup map[string]string, kind, name string) (string, error) {\n\tif value, ok := lookup[name]; ok {\n\t\treturn value, nil\n\t}\n\tspellings := make([]string, 0, len(lookup))\n\tfor spelling := range lookup {\n\t\tspellings = append(spellings, strconv.Quote(spelling))\n\t}\n\tsort.Strings(spellings)\n\treturn "", fmt.Errorf("%w: %s %q; expected one of: %s", '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield ', kind, name, strings.Join(spellings, ", "))\n}\n'

blocks = {}
debug_info = '25=63&26=65&28=67&29=69&30=71&31=73&34=76&35=78&45=81&46=83&48=86&50=93&51=95&54=98&56=101&57=103&61=109&62=111&64=113&65=117&69=121&71=124&72=126&73=128&77=130&78=132&79=134&80=143&83=146&84=148&85=150&87=153&88=156&89=160&97=169&99=172&100=174&102=176&103=179&104=181&106=184&111=188&113=191&115=197&116=199&117=201&120=205&121=207&122=209&125=211&129=214&131=218&132=220&134=222&135=226&139=230&141=233&143=237&145=239&146=245&150=249&151=253&157=258&171=261&194=265'