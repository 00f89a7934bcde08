from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'go/vocabulary.go.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_element = resolve('element')
    l_0_go = l_0_functions = l_0_err_unknown = l_0_own = l_0_typed = missing
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
        t_4 = environment.filters['go_line']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'go_line' found.")
    try:
        t_5 = environment.filters['go_string']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'go_string' found.")
    try:
        t_6 = environment.filters['go_text']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'go_text' found.")
    try:
        t_7 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_8 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_9 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_go = context.vars['go'] = environment.get_template('go/_macros.go.j2', 'go/vocabulary.go.j2')._get_default_module(context)
    context.exported_vars.discard('go')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_err_unknown = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'err_unknown')
    context.vars['err_unknown'] = l_0_err_unknown
    context.exported_vars.add('err_unknown')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    l_0_typed = environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed')
    context.vars['typed'] = l_0_typed
    context.exported_vars.add('typed')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\n'
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package_doc'):
        pass
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('Package ', environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'), ' holds closed string vocabularies generated from ', environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'source'), '.', ))], t_6(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True)))
        yield '\n'
    elif t_6(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True):
        pass
        yield str(t_1(t_6(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), header=True)))
        yield '\n\n'
    yield 'package '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield '\n'
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\nimport (\n\t"errors"\n\t"fmt"\n\t"sort"\n\t"strconv"\n\t"strings"\n)\n\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), ' is wrapped by every error for a spelling that is neither a value nor an alias.', ))]))
        yield '\nvar '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield ' = errors.New("unknown spelling")\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_namespace = resolve('namespace')
        l_1_notes = resolve('notes')
        l_1_keys = resolve('keys')
        l_1_fallback = resolve('fallback')
        l_1_known = resolve('known')
        l_1_names = l_1_member = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'go')
        _loop_vars['names'] = l_1_names
        l_1_member = (environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type') if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'string')
        _loop_vars['member'] = l_1_member
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' is ', t_9(environment.getattr(l_1_vocab, 'noun')), ' as it came on the wire: one of the ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' constants, or an unknown spelling (removed, misspelt, or added by a later schema) kept byte for byte. ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), ' reads one, String gives it back, and ', environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known'), ' tells them apart.', ))], _loop_vars=_loop_vars))
            yield '\ntype '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' string\n'
        yield '\n'
        if t_6(environment.getattr(l_1_vocab, 'doc')):
            pass
            yield str(t_2(t_6(environment.getattr(l_1_vocab, 'doc'))))
            yield '\n'
        yield 'const (\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'go'), t_6(environment.getattr(l_2_value, 'doc')), t_4(environment.getattr(l_2_value, 'deprecated')), (environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type') if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else ''), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'go'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'go'), str_join(('A deprecated name of ', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant'), '.', )), t_4(environment.getattr(l_3_former, 'reason')), (environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type') if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else ''), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield ')\n\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), ' returns every ', environment.getattr(l_1_vocab, 'noun'), ' in declaration order, as a fresh slice the caller may modify.', ))], _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '() []'
        yield str((undefined(name='member') if l_1_member is missing else l_1_member))
        yield ' {\n\treturn []'
        yield str((undefined(name='member') if l_1_member is missing else l_1_member))
        yield '{\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant'))
            yield ',\n'
        l_2_value = missing
        yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), ' reports whether s is a canonical ', environment.getattr(l_1_vocab, 'noun'), ('; an alias is not.' if environment.getattr(l_1_vocab, 'has_aliases') else '.'), ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(s string) bool {\n\tvalue, ok := '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '[s]\n\treturn ok && '
            yield str(('string(value)' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'value'))
            yield ' == s\n}\n'
        if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and environment.getattr(l_1_vocab, 'aliases')):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('The alternative spellings ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), ' accepts, by name.', ))], _loop_vars=_loop_vars))
            yield '\nconst (\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'go'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'go'), str_join(('An alias of ', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'go'), 'constant'), '.', )), t_4(environment.getattr(l_2_alias, 'deprecated')), _loop_vars=_loop_vars))
                yield '\n'
            l_2_alias = missing
            yield ')\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            l_1_notes = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), items=[], _loop_vars=_loop_vars)
            _loop_vars['notes'] = l_1_notes
            def t_10(fiter):
                for l_2_alias in fiter:
                    if t_4(environment.getattr(l_2_alias, 'deprecated')):
                        yield l_2_alias
            for l_2_alias in t_10(environment.getattr(l_1_vocab, 'aliases')):
                _loop_vars = {}
                pass
                if not isinstance(l_1_notes, Namespace):
                    raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                l_1_notes['items'] = (environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items') + [str_join((environment.getattr(environment.getattr(l_2_alias, 'literal'), 'go'), ' is deprecated (still accepted): ', t_4(environment.getattr(l_2_alias, 'deprecated')), ))])
            l_2_alias = missing
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), ([str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), ' returns the accepted alternative spellings of ', t_9(environment.getattr(l_1_vocab, 'noun')), ', each mapped to its canonical value, as a fresh map the caller may modify.', ))] + environment.getattr((undefined(name='notes') if l_1_notes is missing else l_1_notes), 'items')), _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield '() map[string]'
            yield str((undefined(name='member') if l_1_member is missing else l_1_member))
            yield ' {\n'
            if environment.getattr(l_1_vocab, 'aliases'):
                pass
                yield '\treturn map[string]'
                yield str((undefined(name='member') if l_1_member is missing else l_1_member))
                yield '{\n'
                l_1_keys = t_3(t_7(context.eval_ctx, t_8(context, environment.getattr(l_1_vocab, 'aliases'), attribute='literal.go')))
                _loop_vars['keys'] = l_1_keys
                l_2_loop = missing
                for l_2_alias, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'aliases'), undefined):
                    _loop_vars = {}
                    pass
                    yield '\t\t'
                    yield str(environment.getitem((undefined(name='keys') if l_1_keys is missing else l_1_keys), environment.getattr(l_2_loop, 'index0')))
                    yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'go'), 'constant'))
                    yield ',\n'
                l_2_loop = l_2_alias = missing
                yield '\t}\n'
            else:
                pass
                yield '\treturn map[string]'
                yield str((undefined(name='member') if l_1_member is missing else l_1_member))
                yield '{}\n'
            yield '}\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), ' returns the spellings that were once ', t_9(environment.getattr(l_1_vocab, 'noun')), ' or an alias and may never come back, as a fresh slice the caller may modify. Readers treat them as unknown.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield '() []string {\n\treturn []string{\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                if t_6(environment.getattr(l_2_removed, 'reason')):
                    pass
                    yield str(t_1(t_6(environment.getattr(l_2_removed, 'reason')), '\t\t'))
                    yield '\n'
                yield '\t\t'
                yield str(environment.getattr(environment.getattr(l_2_removed, 'literal'), 'go'))
                yield ',\n'
            l_2_removed = missing
            yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\nvar '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ' = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '(), '
            yield str((str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), '()', )) if environment.getattr(l_1_vocab, 'has_aliases') else 'nil'))
            yield ')\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), ' returns the canonical ', environment.getattr(l_1_vocab, 'noun'), ' for a value', (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else ''), '. The lookup is exact: no trimming and no case folding. Any other spelling returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(name string) ('
            yield str((undefined(name='member') if l_1_member is missing else l_1_member))
            yield ', error) {\n\treturn '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield ', '
            yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
            yield ', name)\n}\n\n'
            l_1_fallback = (environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'go'), 'constant') if environment.getattr(l_1_vocab, 'fallback') else '')
            _loop_vars['fallback'] = l_1_fallback
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), ' returns the canonical ', environment.getattr(l_1_vocab, 'noun'), ' for a value', (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else ''), ', and true. It never fails: any other spelling (a removed one, a misspelling, the empty string) returns ', (str_join(((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback), ', the fallback,', )) if (undefined(name='fallback') if l_1_fallback is missing else l_1_fallback) else '""'), ' and false. The caller keeps its input, so a relay passes an unknown spelling on unchanged.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(s string) ('
            yield str((undefined(name='member') if l_1_member is missing else l_1_member))
            yield ', bool) {\n\tif value, ok := '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '[s]; ok {\n\t\treturn value, true\n\t}\n\treturn '
            yield str(((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback) or '""'))
            yield ', false\n}\n'
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            l_1_known = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'go'), 'known')
            _loop_vars['known'] = l_1_known
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), ' returns the ', environment.getattr(l_1_vocab, 'noun'), ' a value', (' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else ''), ' names (exactly, as ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), ' reads it), and any other spelling as an unknown ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' holding it byte for byte. It never fails.', ))], _loop_vars=_loop_vars))
            yield '\nfunc '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(raw string) '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ' {\n\tif value, ok := '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
            yield '[raw]; ok {\n\t\treturn value\n\t}\n\treturn '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield '(raw)\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(((undefined(name='known') if l_1_known is missing else l_1_known), ' reports whether s is one of the ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' constants; an unknown spelling ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), ' kept is not', (str_join((', and neither is an alias converted to ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'), ' without ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), )) if environment.getattr(l_1_vocab, 'has_aliases') else ''), '.', ))], _loop_vars=_loop_vars))
            yield '\nfunc (s '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ') '
            yield str((undefined(name='known') if l_1_known is missing else l_1_known))
            yield '() bool {\n\treturn '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(string(s))\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('String returns the wire string: a known ', environment.getattr(l_1_vocab, 'noun'), "'s canonical spelling, an unknown one's raw spelling, byte for byte.", ))], _loop_vars=_loop_vars))
            yield '\nfunc (s '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ') String() string {\n\treturn string(s)\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('MarshalText returns the wire string (encoding.TextMarshaler), so encoding/json writes ', t_9(environment.getattr(l_1_vocab, 'noun')), ' as its string, an unknown one unchanged.', ))], _loop_vars=_loop_vars))
            yield '\nfunc (s '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ') MarshalText() ([]byte, error) {\n\treturn []byte(s), nil\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join(('UnmarshalText sets s to ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'), '(string(text)) (encoding.TextUnmarshaler). It never fails: encoding/json decodes any string, and an unknown one encodes back unchanged.', ))], _loop_vars=_loop_vars))
            yield '\nfunc (s *'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'type'))
            yield ') UnmarshalText(text []byte) error {\n\t*s = '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(string(text))\n\treturn nil\n}\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_member = l_1_namespace = l_1_notes = l_1_keys = l_1_fallback = l_1_known = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_names = l_1_subject = l_1_carried = l_1_subject_type = l_1_carried_type = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'go'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
        _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
        (l_1_subject_type, l_1_carried_type) = ((environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'go'), 'type'), environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'go'), 'type')) if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else ('string', 'string'))
        _loop_vars.update({'carried_type': l_1_carried_type, 'subject_type': l_1_subject_type})
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), ' returns the ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'plural'), ' that carry ', t_9(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')), ', as a fresh slice the caller may modify.', ))], t_6(environment.getattr(l_1_rule, 'doc')), _loop_vars=_loop_vars))
        yield '\nfunc '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '() []'
        yield str((undefined(name='subject_type') if l_1_subject_type is missing else l_1_subject_type))
        yield ' {\n\treturn []'
        yield str((undefined(name='subject_type') if l_1_subject_type is missing else l_1_subject_type))
        yield '{\n'
        for l_2_value in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            yield '\t\t'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'go'), 'constant'))
            yield ',\n'
        l_2_value = missing
        yield '\t}\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\nvar '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'member_set'))
            yield ' = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'set_helper'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '())\n\n'
            yield str(context.call(environment.getattr((undefined(name='go') if l_0_go is missing else l_0_go), 'doc'), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), ' returns the canonical ', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'), ' ', t_9(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')), ' carries, or "" for none.', )), str_join(('Members of ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), ' carry ', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'go'), 'canonical'), '(', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), '), and an empty ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ' carries none; every other ', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'), ' carries none. An unknown ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ', or an unknown ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ' on a member, returns an error wrapping ', (undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown), '.', ))], _loop_vars=_loop_vars))
            yield '\n'
            if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
                pass
                yield 'func '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ' '
                yield str((undefined(name='subject_type') if l_1_subject_type is missing else l_1_subject_type))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ' '
                yield str((undefined(name='carried_type') if l_1_carried_type is missing else l_1_carried_type))
                yield ') ('
                yield str((undefined(name='carried_type') if l_1_carried_type is missing else l_1_carried_type))
                yield ', error) {\n\tvalue, err := '
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'go'), 'canonical'))
                yield '(string('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield '))\n'
            else:
                pass
                yield 'func '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
                yield ' string) (string, error) {\n\tvalue, err := '
                yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'go'), 'canonical'))
                yield '('
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
                yield ')\n'
            yield '\tif err != nil {\n\t\treturn "", err\n\t}\n\tif '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'member_set'))
            yield '[value] && '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield ' != "" {\n\t\treturn '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'go'), 'canonical'))
            yield '('
            yield str((str_join(('string(', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ')', )) if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param')))
            yield ')\n\t}\n\treturn "", nil\n}\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_subject_type = l_1_carried_type = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n// '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
        yield ' maps every accepted spelling (each value and each alias) to its\n// canonical value.\n'
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
            yield '[T ~string](values []T, aliases map[string]T) map[string]T {\n\tlookup := make(map[string]T, len(values)+len(aliases))\n\tfor _, value := range values {\n\t\tlookup[string(value)] = value\n\t}\n'
        else:
            pass
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'lookup_helper'))
            yield '(values []string, aliases map[string]string) map[string]string {\n\tlookup := make(map[string]string, len(values)+len(aliases))\n\tfor _, value := range values {\n\t\tlookup[value] = value\n\t}\n'
        yield '\tfor alias, value := range aliases {\n\t\tlookup[alias] = value\n\t}\n\treturn lookup\n}\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
            pass
            yield '\n// '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'set_helper'))
            yield ' holds each of values, for membership tests.\n'
            l_0_element = ('T' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'string')
            context.vars['element'] = l_0_element
            context.exported_vars.add('element')
            yield 'func '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'set_helper'))
            yield str(('[T ~string]' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else ''))
            yield '(values []'
            yield str((undefined(name='element') if l_0_element is missing else l_0_element))
            yield ') map['
            yield str((undefined(name='element') if l_0_element is missing else l_0_element))
            yield ']bool {\n\tset := make(map['
            yield str((undefined(name='element') if l_0_element is missing else l_0_element))
            yield ']bool, len(values))\n\tfor _, value := range values {\n\t\tset[value] = true\n\t}\n\treturn set\n}\n'
        yield '\n// '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield ' looks name up exactly: a near miss (case, spaces, lookalikes)\n// is an error, never a guess.\n'
        l_0_element = ('T' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else 'string')
        context.vars['element'] = l_0_element
        context.exported_vars.add('element')
        yield 'func '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'canonical_helper'))
        yield str(('[T ~string]' if (undefined(name='typed') if l_0_typed is missing else l_0_typed) else ''))
        yield '(lookup map[string]'
        yield str((undefined(name='element') if l_0_element is missing else l_0_element))
        yield ', kind, name string) ('
        yield str((undefined(name='element') if l_0_element is missing else l_0_element))
        yield ', error) {\n\tif value, ok := lookup[name]; ok {\n\t\treturn value, nil\n\t}\n\tspellings := make([]string, 0, len(lookup))\n\tfor spelling := range lookup {\n\t\tspellings = append(spellings, strconv.Quote(spelling))\n\t}\n\tsort.Strings(spellings)\n\treturn "", fmt.Errorf("%w: %s %q; expected one of: %s", '
        yield str((undefined(name='err_unknown') if l_0_err_unknown is missing else l_0_err_unknown))
        yield ', kind, name, strings.Join(spellings, ", "))\n}\n'

blocks = {}
debug_info = '4=69&5=71&6=74&7=77&10=80&11=84&13=86&14=88&15=90&16=92&19=95&20=97&30=100&31=102&33=105&34=114&35=116&36=118&38=121&39=123&42=126&43=128&46=131&47=134&48=136&49=139&54=144&55=146&56=150&57=152&58=156&62=160&64=163&65=165&66=167&67=169&70=171&72=174&74=176&75=179&79=183&80=185&81=187&82=196&85=199&86=201&87=205&88=208&89=210&90=213&91=217&95=225&99=228&101=231&102=233&104=235&105=238&106=240&108=243&113=247&115=250&117=258&118=260&119=264&122=270&123=272&124=274&125=278&128=280&131=282&132=284&134=287&135=289&136=293&139=295&142=297&143=299&144=303&147=305&148=307&152=309&153=311&157=313&158=315&159=317&164=320&165=324&166=326&168=329&169=331&170=335&171=337&172=341&176=345&178=348&180=354&182=356&183=359&184=371&186=378&187=384&192=389&193=393&199=398&201=401&203=403&204=406&210=411&221=414&223=417&224=419&225=423&226=430&234=433&236=435&237=439&246=446'