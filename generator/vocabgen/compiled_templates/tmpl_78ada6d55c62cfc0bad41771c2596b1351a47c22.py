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
        yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(('Package ', (undefined(name='package') if l_0_package is missing else l_0_package), ' holds closed string vocabularies generated from ', (undefined(name='source') if l_0_source is missing else l_0_source), '.', ))], (undefined(name='doc') if l_0_doc is missing else l_0_doc)))
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
        yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), ' is wrapped by every error for a spelling that is neither a value nor an alias.', ))]))
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
        if (_attr if (_attr := getattr(l_1_vocab, 'doc', missing)) is not missing else environment.getattr(l_1_vocab, 'doc')):
            pass
            yield str(t_2(t_4(context.eval_ctx, (_attr if (_attr := getattr(l_1_vocab, 'doc', missing)) is not missing else environment.getattr(l_1_vocab, 'doc')), '\n')))
            yield '\n'
        yield 'const (\n'
        for l_2_value in (_attr if (_attr := getattr(l_1_vocab, 'values', missing)) is not missing else environment.getattr(l_1_vocab, 'values')):
            _loop_vars = {}
            pass
            yield str(t_2(str_join(((_attr if (_attr := getattr(l_2_value, 'name', missing)) is not missing else environment.getattr(l_2_value, 'name')), ' is ', (_attr if (_attr := getattr(l_2_value, 'literal', missing)) is not missing else environment.getattr(l_2_value, 'literal')), (str_join((': ', t_4(context.eval_ctx, (_attr if (_attr := getattr(l_2_value, 'doc', missing)) is not missing else environment.getattr(l_2_value, 'doc')), '\n'), )) if (_attr if (_attr := getattr(l_2_value, 'doc', missing)) is not missing else environment.getattr(l_2_value, 'doc')) else '.'), (str_join(('\n\nDeprecated: ', (_attr if (_attr := getattr(l_2_value, 'deprecated', missing)) is not missing else environment.getattr(l_2_value, 'deprecated')), )) if (_attr if (_attr := getattr(l_2_value, 'deprecated', missing)) is not missing else environment.getattr(l_2_value, 'deprecated')) else ''), )), '\t'))
            yield '\n\t'
            yield str((_attr if (_attr := getattr(l_2_value, 'name', missing)) is not missing else environment.getattr(l_2_value, 'name')))
            yield ' = '
            yield str((_attr if (_attr := getattr(l_2_value, 'literal', missing)) is not missing else environment.getattr(l_2_value, 'literal')))
            yield '\n'
        l_2_value = missing
        yield ')\n\n'
        yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_vocab, 'collection', missing)) is not missing else environment.getattr(l_1_vocab, 'collection')), ' returns every ', (_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun')), ' in declaration order, as a fresh slice the caller may modify.', ))], _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str((_attr if (_attr := getattr(l_1_vocab, 'collection', missing)) is not missing else environment.getattr(l_1_vocab, 'collection')))
        yield '() []string {\n\treturn []string{\n'
        for l_2_value in (_attr if (_attr := getattr(l_1_vocab, 'values', missing)) is not missing else environment.getattr(l_1_vocab, 'values')):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str((_attr if (_attr := getattr(l_2_value, 'name', missing)) is not missing else environment.getattr(l_2_value, 'name')))
            yield ',\n'
        l_2_value = missing
        yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_vocab, 'guard', missing)) is not missing else environment.getattr(l_1_vocab, 'guard')), ' reports whether s is a canonical ', (_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun')), ('; an alias is not.' if (_attr if (_attr := getattr(l_1_vocab, 'has_aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'has_aliases')) else '.'), ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'guard', missing)) is not missing else environment.getattr(l_1_vocab, 'guard')))
            yield '(s string) bool {\n\tvalue, ok := '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'lookup', missing)) is not missing else environment.getattr(l_1_vocab, 'lookup')))
            yield '[s]\n\treturn ok && value == s\n}\n'
        if (_attr if (_attr := getattr(l_1_vocab, 'has_aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'has_aliases')):
            pass
            l_1_notes = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), items=[], _loop_vars=_loop_vars)
            _loop_vars['notes'] = l_1_notes
            def t_8(fiter):
                for l_2_alias in fiter:
                    if (_attr if (_attr := getattr(l_2_alias, 'deprecated', missing)) is not missing else environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            for l_2_alias in t_8((_attr if (_attr := getattr(l_1_vocab, 'aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'aliases'))):
                _loop_vars = {}
                pass
                if not isinstance(l_1_notes, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_notes['items'] = ((_attr if (_attr := getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items', missing)) is not missing else environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items')) + [str_join(((_attr if (_attr := getattr(l_2_alias, 'literal', missing)) is not missing else environment.getattr(l_2_alias, 'literal')), ' is deprecated (still accepted): ', (_attr if (_attr := getattr(l_2_alias, 'deprecated', missing)) is not missing else environment.getattr(l_2_alias, 'deprecated')), ))])
            l_2_alias = missing
            yield '\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), ([str_join(((_attr if (_attr := getattr(l_1_vocab, 'alias_map', missing)) is not missing else environment.getattr(l_1_vocab, 'alias_map')), ' returns the accepted alternative spellings of ', t_7((_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun'))), ', each mapped to its canonical value, as a fresh map the caller may modify.', ))] + (_attr if (_attr := getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items', missing)) is not missing else environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items'))), _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'alias_map', missing)) is not missing else environment.getattr(l_1_vocab, 'alias_map')))
            yield '() map[string]string {\n'
            if (_attr if (_attr := getattr(l_1_vocab, 'aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'aliases')):
                pass
                yield '\treturn map[string]string{\n'
                l_1_keys = t_3(t_5(context.eval_ctx, t_6(context, (_attr if (_attr := getattr(l_1_vocab, 'aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'aliases')), attribute='literal')))
                _loop_vars['keys'] = l_1_keys
                l_2_loop = missing
                for l_2_alias, l_2_loop in LoopContext((_attr if (_attr := getattr(l_1_vocab, 'aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'aliases')), undefined):
                    _loop_vars = {}
                    pass
                    yield '\t\t'
                    yield str(environment.getitem((undefined(name='keys') if l_1_keys is missing else l_1_keys), (_attr if (_attr := getattr(l_2_loop, 'index0', missing)) is not missing else environment.getattr(l_2_loop, 'index0'))))
                    yield str((_attr if (_attr := getattr(l_2_alias, 'constant', missing)) is not missing else environment.getattr(l_2_alias, 'constant')))
                    yield ',\n'
                l_2_loop = l_2_alias = missing
                yield '\t}\n'
            else:
                pass
                yield '\treturn map[string]string{}\n'
            yield '}\n'
        if (_attr if (_attr := getattr(l_1_vocab, 'removed', missing)) is not missing else environment.getattr(l_1_vocab, 'removed')):
            pass
            yield '\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_vocab, 'removed_list', missing)) is not missing else environment.getattr(l_1_vocab, 'removed_list')), ' returns the spellings that were once ', t_7((_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun'))), ' or an alias and may never come back, as a fresh slice the caller may modify. Readers treat them as unknown.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'removed_list', missing)) is not missing else environment.getattr(l_1_vocab, 'removed_list')))
            yield '() []string {\n\treturn []string{\n'
            for l_2_removed in (_attr if (_attr := getattr(l_1_vocab, 'removed', missing)) is not missing else environment.getattr(l_1_vocab, 'removed')):
                _loop_vars = {}
                pass
                if (_attr if (_attr := getattr(l_2_removed, 'reason', missing)) is not missing else environment.getattr(l_2_removed, 'reason')):
                    pass
                    yield str(t_1(t_4(context.eval_ctx, (_attr if (_attr := getattr(l_2_removed, 'reason', missing)) is not missing else environment.getattr(l_2_removed, 'reason')), '\n'), '\t\t'))
                    yield '\n'
                yield '\t\t'
                yield str((_attr if (_attr := getattr(l_2_removed, 'literal', missing)) is not missing else environment.getattr(l_2_removed, 'literal')))
                yield ',\n'
            l_2_removed = missing
            yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\nvar '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'lookup', missing)) is not missing else environment.getattr(l_1_vocab, 'lookup')))
            yield ' = vocabgenLookupOf('
            yield str((_attr if (_attr := getattr(l_1_vocab, 'collection', missing)) is not missing else environment.getattr(l_1_vocab, 'collection')))
            yield '(), '
            yield str((str_join(((_attr if (_attr := getattr(l_1_vocab, 'alias_map', missing)) is not missing else environment.getattr(l_1_vocab, 'alias_map')), '()', )) if (_attr if (_attr := getattr(l_1_vocab, 'has_aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'has_aliases')) else 'nil'))
            yield ')\n\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_vocab, 'canonical', missing)) is not missing else environment.getattr(l_1_vocab, 'canonical')), ' returns the canonical ', (_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun')), ' for a value', (' or an alias' if (_attr if (_attr := getattr(l_1_vocab, 'has_aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'has_aliases')) else ''), '. The lookup is exact: no trimming and no case folding. Any other spelling returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'canonical', missing)) is not missing else environment.getattr(l_1_vocab, 'canonical')))
            yield '(name string) (string, error) {\n\treturn vocabgenCanonical('
            yield str((_attr if (_attr := getattr(l_1_vocab, 'lookup', missing)) is not missing else environment.getattr(l_1_vocab, 'lookup')))
            yield ', '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'noun_literal', missing)) is not missing else environment.getattr(l_1_vocab, 'noun_literal')))
            yield ', name)\n}\n\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_vocab, 'read', missing)) is not missing else environment.getattr(l_1_vocab, 'read')), ' returns the canonical ', (_attr if (_attr := getattr(l_1_vocab, 'noun', missing)) is not missing else environment.getattr(l_1_vocab, 'noun')), ' for a value', (' or an alias' if (_attr if (_attr := getattr(l_1_vocab, 'has_aliases', missing)) is not missing else environment.getattr(l_1_vocab, 'has_aliases')) else ''), ', and true. It never fails: any other spelling (a removed one, a misspelling, the empty string) returns ', (str_join(((_attr if (_attr := getattr(l_1_vocab, 'fallback', missing)) is not missing else environment.getattr(l_1_vocab, 'fallback')), ', the fallback,', )) if (_attr if (_attr := getattr(l_1_vocab, 'fallback', missing)) is not missing else environment.getattr(l_1_vocab, 'fallback')) else '""'), ' and false. The caller keeps its input, so a relay passes an unknown spelling on unchanged.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'read', missing)) is not missing else environment.getattr(l_1_vocab, 'read')))
            yield '(s string) (string, bool) {\n\tif value, ok := '
            yield str((_attr if (_attr := getattr(l_1_vocab, 'lookup', missing)) is not missing else environment.getattr(l_1_vocab, 'lookup')))
            yield '[s]; ok {\n\t\treturn value, true\n\t}\n\treturn '
            yield str(((_attr if (_attr := getattr(l_1_vocab, 'fallback', missing)) is not missing else environment.getattr(l_1_vocab, 'fallback')) or '""'))
            yield ', false\n}\n'
    l_1_loop = l_1_vocab = l_1_namespace = l_1_notes = l_1_keys = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_rule, 'members', missing)) is not missing else environment.getattr(l_1_rule, 'members')), ' returns the ', (_attr if (_attr := getattr(l_1_rule, 'subject_plural', missing)) is not missing else environment.getattr(l_1_rule, 'subject_plural')), ' that carry ', t_7((_attr if (_attr := getattr(l_1_rule, 'carried_noun', missing)) is not missing else environment.getattr(l_1_rule, 'carried_noun'))), ', as a fresh slice the caller may modify.', ))], (_attr if (_attr := getattr(l_1_rule, 'doc', missing)) is not missing else environment.getattr(l_1_rule, 'doc')), _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str((_attr if (_attr := getattr(l_1_rule, 'members', missing)) is not missing else environment.getattr(l_1_rule, 'members')))
        yield '() []string {\n\treturn []string{\n'
        for l_2_name in (_attr if (_attr := getattr(l_1_rule, 'member_constants', missing)) is not missing else environment.getattr(l_1_rule, 'member_constants')):
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
            yield str((_attr if (_attr := getattr(l_1_rule, 'member_set', missing)) is not missing else environment.getattr(l_1_rule, 'member_set')))
            yield ' = vocabgenSetOf('
            yield str((_attr if (_attr := getattr(l_1_rule, 'members', missing)) is not missing else environment.getattr(l_1_rule, 'members')))
            yield '())\n\n'
            yield str(context.call((_attr if (_attr := getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc', missing)) is not missing else environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc')), [str_join(((_attr if (_attr := getattr(l_1_rule, 'settle', missing)) is not missing else environment.getattr(l_1_rule, 'settle')), ' returns the canonical ', (_attr if (_attr := getattr(l_1_rule, 'carried_noun', missing)) is not missing else environment.getattr(l_1_rule, 'carried_noun')), ' ', t_7((_attr if (_attr := getattr(l_1_rule, 'subject_noun', missing)) is not missing else environment.getattr(l_1_rule, 'subject_noun'))), ' carries, or "" for none.', )), str_join(('Members of ', (_attr if (_attr := getattr(l_1_rule, 'members', missing)) is not missing else environment.getattr(l_1_rule, 'members')), ' carry ', (_attr if (_attr := getattr(l_1_rule, 'carried_canonical', missing)) is not missing else environment.getattr(l_1_rule, 'carried_canonical')), '(', (_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')), '), and an empty ', (_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')), ' carries none; every other ', (_attr if (_attr := getattr(l_1_rule, 'subject_noun', missing)) is not missing else environment.getattr(l_1_rule, 'subject_noun')), ' carries none. An unknown ', (_attr if (_attr := getattr(l_1_rule, 'subject_param', missing)) is not missing else environment.getattr(l_1_rule, 'subject_param')), ', or an unknown ', (_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')), ' on a member, returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str((_attr if (_attr := getattr(l_1_rule, 'settle', missing)) is not missing else environment.getattr(l_1_rule, 'settle')))
            yield '('
            yield str((_attr if (_attr := getattr(l_1_rule, 'subject_param', missing)) is not missing else environment.getattr(l_1_rule, 'subject_param')))
            yield ', '
            yield str((_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')))
            yield ' string) (string, error) {\n\tvalue, err := '
            yield str((_attr if (_attr := getattr(l_1_rule, 'subject_canonical', missing)) is not missing else environment.getattr(l_1_rule, 'subject_canonical')))
            yield '('
            yield str((_attr if (_attr := getattr(l_1_rule, 'subject_param', missing)) is not missing else environment.getattr(l_1_rule, 'subject_param')))
            yield ')\n\tif err != nil {\n\t\treturn "", err\n\t}\n\tif '
            yield str((_attr if (_attr := getattr(l_1_rule, 'member_set', missing)) is not missing else environment.getattr(l_1_rule, 'member_set')))
            yield '[value] && '
            yield str((_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')))
            yield ' != "" {\n\t\treturn '
            yield str((_attr if (_attr := getattr(l_1_rule, 'carried_canonical', missing)) is not missing else environment.getattr(l_1_rule, 'carried_canonical')))
            yield '('
            yield str((_attr if (_attr := getattr(l_1_rule, 'carried_param', missing)) is not missing else environment.getattr(l_1_rule, 'carried_param')))
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
debug_info = '26=63&27=65&29=67&30=69&31=71&32=73&35=76&36=78&46=81&47=83&49=86&51=93&52=95&55=98&57=101&58=103&62=109&63=111&65=113&66=117&70=121&72=124&73=126&74=128&78=130&79=132&80=134&81=143&84=146&85=148&86=150&88=153&89=156&90=160&98=169&100=172&101=174&103=176&104=179&105=181&107=184&112=188&114=191&116=197&117=199&118=201&121=205&122=207&123=209&126=211&130=214&132=218&133=220&135=222&136=226&140=230&142=233&144=237&146=239&147=245&151=249&152=253&158=258&172=261&195=265'