from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'conformance/vectors.json.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_settings = resolve('settings')
    l_0_typed = resolve('typed')
    l_0_vectors = missing
    try:
        t_1 = environment.filters['json_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'json_string' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    yield '{\n  "generated": '
    yield str(t_1(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker')))
    yield ',\n  "schema_version": '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'schema_version'))
    yield ',\n  "vocabularies": [\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_values = l_1_aliases = l_1_deprecated = l_1_removed = missing
        _loop_vars = {}
        pass
        t_3 = []
        pass
        for l_3_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            t_3.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'conformance')),
            ))
        l_3_value = missing
        l_1_values = (Markup if context.eval_ctx.autoescape else identity)(concat(t_3))
        _loop_vars['values'] = l_1_values
        t_4 = []
        pass
        for l_3_alias in environment.getattr(l_1_vocab, 'aliases'):
            _loop_vars = {}
            pass
            t_4.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'conformance')),
                ': ',
                str(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'literal'), 'conformance')),
            ))
        l_3_alias = missing
        l_1_aliases = (Markup if context.eval_ctx.autoescape else identity)(concat(t_4))
        _loop_vars['aliases'] = l_1_aliases
        t_5 = []
        pass
        def t_6(fiter):
            for l_3_value in fiter:
                if environment.getattr(l_3_value, 'deprecated'):
                    yield l_3_value
        for l_3_value in t_6(environment.getattr(l_1_vocab, 'values')):
            _loop_vars = {}
            pass
            t_5.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'conformance')),
                ': ',
                str(t_1(environment.getattr(l_3_value, 'deprecated'))),
            ))
        l_3_value = missing
        def t_7(fiter):
            for l_3_alias in fiter:
                if environment.getattr(l_3_alias, 'deprecated'):
                    yield l_3_alias
        for l_3_alias in t_7(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            t_5.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'conformance')),
                ': ',
                str(t_1(environment.getattr(l_3_alias, 'deprecated'))),
            ))
        l_3_alias = missing
        l_1_deprecated = (Markup if context.eval_ctx.autoescape else identity)(concat(t_5))
        _loop_vars['deprecated'] = l_1_deprecated
        t_8 = []
        pass
        for l_3_removed in environment.getattr(l_1_vocab, 'removed'):
            _loop_vars = {}
            pass
            t_8.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_removed, 'literal'), 'conformance')),
                ': ',
                str(t_1(environment.getattr(l_3_removed, 'reason'))),
            ))
        l_3_removed = missing
        l_1_removed = (Markup if context.eval_ctx.autoescape else identity)(concat(t_8))
        _loop_vars['removed'] = l_1_removed
        yield '    {"key": '
        yield str(t_1(environment.getattr(l_1_vocab, 'key')))
        yield ', "values": ['
        yield str((undefined(name='values') if l_1_values is missing else l_1_values)[2:])
        yield '], "aliases": '
        yield str((str_join(('{', (undefined(name='aliases') if l_1_aliases is missing else l_1_aliases)[2:], '}', )) if environment.getattr(l_1_vocab, 'has_aliases') else 'null'))
        yield ', "deprecated": '
        yield str(str_join(('{', (undefined(name='deprecated') if l_1_deprecated is missing else l_1_deprecated)[2:], '}', )))
        yield ', "removed": '
        yield str(str_join(('{', (undefined(name='removed') if l_1_removed is missing else l_1_removed)[2:], '}', )))
        yield ', "fallback": '
        yield str((environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'conformance') if environment.getattr(l_1_vocab, 'fallback') else 'null'))
        yield '}'
        yield str((',' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 16 in 'conformance/vectors.json.j2' evaluated to false and no else section was defined.")))
        yield '\n'
    l_1_loop = l_1_vocab = l_1_values = l_1_aliases = l_1_deprecated = l_1_removed = missing
    yield '  ],\n  "rules": [\n'
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_members = missing
        _loop_vars = {}
        pass
        t_9 = []
        pass
        for l_3_value in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            t_9.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'conformance')),
            ))
        l_3_value = missing
        l_1_members = (Markup if context.eval_ctx.autoescape else identity)(concat(t_9))
        _loop_vars['members'] = l_1_members
        yield '    {"key": '
        yield str(t_1(environment.getattr(l_1_rule, 'key')))
        yield ', "vocabulary": '
        yield str(t_1(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'key')))
        yield ', "values": ['
        yield str((undefined(name='members') if l_1_members is missing else l_1_members)[2:])
        yield '], "carries": '
        yield str(t_1(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'key')))
        yield '}'
        yield str((',' if (not environment.getattr(l_1_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 22 in 'conformance/vectors.json.j2' evaluated to false and no else section was defined.")))
        yield '\n'
    l_1_loop = l_1_rule = l_1_members = missing
    yield '  ],\n  "vectors": [\n'
    t_10 = []
    pass
    l_2_loop = missing
    for l_2_vocab, l_2_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_2_key = l_2_id = l_2_values = missing
        _loop_vars = {}
        pass
        l_2_key = t_1(environment.getattr(l_2_vocab, 'key'))
        _loop_vars['key'] = l_2_key
        l_2_id = (undefined(name='key') if l_2_key is missing else l_2_key)[1:-1]
        _loop_vars['id'] = l_2_id
        t_11 = []
        pass
        for l_4_value in environment.getattr(l_2_vocab, 'values'):
            _loop_vars = {}
            pass
            t_11.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_4_value, 'literal'), 'conformance')),
            ))
        l_4_value = missing
        l_2_values = (Markup if context.eval_ctx.autoescape else identity)(concat(t_11))
        _loop_vars['values'] = l_2_values
        t_10.extend((
            '    {"id": "values/',
            str((undefined(name='id') if l_2_id is missing else l_2_id)),
            '", "op": "values", "vocabulary": ',
            str((undefined(name='key') if l_2_key is missing else l_2_key)),
            ', "expect": {"kind": "list", "values": [',
            str((undefined(name='values') if l_2_values is missing else l_2_values)[2:]),
            ']}},\n',
        ))
        if environment.getattr(l_2_vocab, 'has_aliases'):
            pass
            t_10.extend((
                '    {"id": "alias_count/',
                str((undefined(name='id') if l_2_id is missing else l_2_id)),
                '", "op": "alias_count", "vocabulary": ',
                str((undefined(name='key') if l_2_key is missing else l_2_key)),
                ', "expect": {"kind": "value", "value": "',
                str(t_2(environment.getattr(l_2_vocab, 'aliases'))),
                '"}},\n',
            ))
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'aliases'), undefined):
                _loop_vars = {}
                pass
                t_10.extend((
                    '    {"id": "alias/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "alias", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'conformance')),
                    ', "expect": {"kind": "value", "value": ',
                    str(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'literal'), 'conformance')),
                    '}},\n',
                ))
            l_3_loop = l_3_alias = missing
            l_3_loop = missing
            for l_3_value, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'values')[:3], undefined):
                _loop_vars = {}
                pass
                t_10.extend((
                    '    {"id": "alias/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str((t_2(environment.getattr(l_2_vocab, 'aliases')) + environment.getattr(l_3_loop, 'index0'))),
                    '", "op": "alias", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'conformance')),
                    ', "expect": {"kind": "none"}},\n',
                ))
            l_3_loop = l_3_value = missing
            def t_12(fiter):
                for l_3_alias in fiter:
                    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                        yield l_3_alias
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(t_12(environment.getattr(l_2_vocab, 'aliases')), undefined):
                _loop_vars = {}
                pass
                t_10.extend((
                    '    {"id": "alias_constant/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "alias_constant", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'conformance')),
                    ', "expect": {"kind": "value", "value": ',
                    str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'conformance')),
                    '}},\n',
                ))
            l_3_loop = l_3_alias = missing
        for l_3_value in environment.getattr(l_2_vocab, 'values'):
            _loop_vars = {}
            pass
            for l_4_former in environment.getattr(l_3_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                t_10.extend((
                    '    {"id": "deprecated_name/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_4_former, 'name')),
                    '", "op": "deprecated_name", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(t_1(environment.getattr(l_4_former, 'name'))),
                    ', "expect": {"kind": "value", "value": ',
                    str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'conformance')),
                    '}},\n',
                ))
            l_4_former = missing
        l_3_value = missing
        l_3_loop = missing
        for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'canonical_cases'), undefined):
            _loop_vars = {}
            pass
            t_10.extend((
                '    {"id": "canonical/',
                str((undefined(name='id') if l_2_id is missing else l_2_id)),
                '/',
                str(environment.getattr(l_3_loop, 'index0')),
                '", "op": "canonical", "vocabulary": ',
                str((undefined(name='key') if l_2_key is missing else l_2_key)),
                ', "input": ',
                str(t_1(environment.getattr(l_3_case, 'input'))),
                ', "expect": {"kind": "',
                str(environment.getattr(l_3_case, 'kind')),
                '"',
            ))
            if (environment.getattr(l_3_case, 'kind') == 'value'):
                pass
                t_10.extend((
                    ', "value": ',
                    str(t_1(environment.getattr(l_3_case, 'want'))),
                ))
            t_10.append(
                '}},\n',
            )
        l_3_loop = l_3_case = missing
        l_3_loop = missing
        for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'guard_cases'), undefined):
            _loop_vars = {}
            pass
            t_10.extend((
                '    {"id": "guard/',
                str((undefined(name='id') if l_2_id is missing else l_2_id)),
                '/',
                str(environment.getattr(l_3_loop, 'index0')),
                '", "op": "guard", "vocabulary": ',
                str((undefined(name='key') if l_2_key is missing else l_2_key)),
                ', "input": ',
                str(t_1(environment.getattr(l_3_case, 'input'))),
                ', "expect": {"kind": "value", "value": "',
                str(environment.getattr(l_3_case, 'want')),
                '"}},\n',
            ))
        l_3_loop = l_3_case = missing
        l_3_loop = missing
        for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'read_cases'), undefined):
            _loop_vars = {}
            pass
            t_10.extend((
                '    {"id": "read/',
                str((undefined(name='id') if l_2_id is missing else l_2_id)),
                '/',
                str(environment.getattr(l_3_loop, 'index0')),
                '", "op": "read", "vocabulary": ',
                str((undefined(name='key') if l_2_key is missing else l_2_key)),
                ', "input": ',
                str(t_1(environment.getattr(l_3_case, 'input'))),
                ', "expect": {"kind": "',
                str(environment.getattr(l_3_case, 'kind')),
                '"',
            ))
            if (environment.getattr(l_3_case, 'kind') == 'value'):
                pass
                t_10.extend((
                    ', "value": ',
                    str(t_1(environment.getattr(l_3_case, 'want'))),
                ))
            t_10.append(
                '}},\n',
            )
        l_3_loop = l_3_case = missing
    l_2_loop = l_2_vocab = l_2_key = l_2_id = l_2_values = missing
    l_2_loop = missing
    for l_2_rule, l_2_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_2_key = l_2_id = l_2_members = missing
        _loop_vars = {}
        pass
        l_2_key = t_1(environment.getattr(l_2_rule, 'key'))
        _loop_vars['key'] = l_2_key
        l_2_id = (undefined(name='key') if l_2_key is missing else l_2_key)[1:-1]
        _loop_vars['id'] = l_2_id
        t_13 = []
        pass
        for l_4_value in environment.getattr(l_2_rule, 'members'):
            _loop_vars = {}
            pass
            t_13.extend((
                ', ',
                str(environment.getattr(environment.getattr(l_4_value, 'literal'), 'conformance')),
            ))
        l_4_value = missing
        l_2_members = (Markup if context.eval_ctx.autoescape else identity)(concat(t_13))
        _loop_vars['members'] = l_2_members
        t_10.extend((
            '    {"id": "members/',
            str((undefined(name='id') if l_2_id is missing else l_2_id)),
            '", "op": "members", "rule": ',
            str((undefined(name='key') if l_2_key is missing else l_2_key)),
            ', "expect": {"kind": "list", "values": [',
            str((undefined(name='members') if l_2_members is missing else l_2_members)[2:]),
            ']}},\n',
        ))
        l_3_loop = missing
        for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_rule, 'settle_cases'), undefined):
            _loop_vars = {}
            pass
            t_10.extend((
                '    {"id": "settle/',
                str((undefined(name='id') if l_2_id is missing else l_2_id)),
                '/',
                str(environment.getattr(l_3_loop, 'index0')),
                '", "op": "settle", "rule": ',
                str((undefined(name='key') if l_2_key is missing else l_2_key)),
                ', "subject": ',
                str(t_1(environment.getattr(l_3_case, 'subject'))),
                ', "carried": ',
                str(t_1(environment.getattr(l_3_case, 'carried'))),
                ', "expect": {"kind": "',
                str(environment.getattr(l_3_case, 'kind')),
                '"',
            ))
            if (environment.getattr(l_3_case, 'kind') == 'value'):
                pass
                t_10.extend((
                    ', "value": ',
                    str(t_1(environment.getattr(l_3_case, 'want'))),
                ))
            t_10.append(
                '}},\n',
            )
        l_3_loop = l_3_case = missing
    l_2_loop = l_2_rule = l_2_key = l_2_id = l_2_members = missing
    l_0_vectors = (Markup if context.eval_ctx.autoescape else identity)(concat(t_10))
    context.vars['vectors'] = l_0_vectors
    context.exported_vars.add('vectors')
    if (undefined(name='vectors') if l_0_vectors is missing else l_0_vectors):
        pass
        yield str((undefined(name='vectors') if l_0_vectors is missing else l_0_vectors)[:-2])
        yield '\n'
    yield '  ]'
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        yield ',\n  "typed_vectors": [\n'
        t_14 = []
        pass
        l_2_loop = missing
        for l_2_vocab, l_2_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
            l_2_key = l_2_id = missing
            _loop_vars = {}
            pass
            l_2_key = t_1(environment.getattr(l_2_vocab, 'key'))
            _loop_vars['key'] = l_2_key
            l_2_id = (undefined(name='key') if l_2_key is missing else l_2_key)[1:-1]
            _loop_vars['id'] = l_2_id
            l_3_loop = missing
            for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'parse_cases'), undefined):
                _loop_vars = {}
                pass
                t_14.extend((
                    '    {"id": "parse/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "parse", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(t_1(environment.getattr(l_3_case, 'input'))),
                    ', "expect": {"kind": "',
                    str(environment.getattr(l_3_case, 'kind')),
                    '", "value": ',
                    str(t_1(environment.getattr(l_3_case, 'want'))),
                    '}},\n',
                ))
            l_3_loop = l_3_case = missing
            l_3_loop = missing
            for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'parse_cases'), undefined):
                _loop_vars = {}
                pass
                t_14.extend((
                    '    {"id": "wire/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "wire", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(t_1(environment.getattr(l_3_case, 'input'))),
                    ', "expect": {"kind": "value", "value": ',
                    str(t_1(environment.getattr(l_3_case, 'want'))),
                    '}},\n',
                ))
            l_3_loop = l_3_case = missing
            l_3_loop = missing
            for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_vocab, 'parse_cases'), undefined):
                _loop_vars = {}
                pass
                t_14.extend((
                    '    {"id": "member/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "member", "vocabulary": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "input": ',
                    str(t_1(environment.getattr(l_3_case, 'input'))),
                    ', "expect": {"kind": "value", "value": "',
                    str(('true' if environment.getattr(l_3_case, 'known') else 'false')),
                    '"}},\n',
                ))
            l_3_loop = l_3_case = missing
        l_2_loop = l_2_vocab = l_2_key = l_2_id = missing
        l_2_loop = missing
        for l_2_rule, l_2_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
            l_2_key = l_2_id = missing
            _loop_vars = {}
            pass
            l_2_key = t_1(environment.getattr(l_2_rule, 'key'))
            _loop_vars['key'] = l_2_key
            l_2_id = (undefined(name='key') if l_2_key is missing else l_2_key)[1:-1]
            _loop_vars['id'] = l_2_id
            l_3_loop = missing
            for l_3_case, l_3_loop in LoopContext(environment.getattr(l_2_rule, 'typed_settle_cases'), undefined):
                _loop_vars = {}
                pass
                t_14.extend((
                    '    {"id": "typed_settle/',
                    str((undefined(name='id') if l_2_id is missing else l_2_id)),
                    '/',
                    str(environment.getattr(l_3_loop, 'index0')),
                    '", "op": "typed_settle", "rule": ',
                    str((undefined(name='key') if l_2_key is missing else l_2_key)),
                    ', "subject": ',
                    str(t_1(environment.getattr(l_3_case, 'subject'))),
                    ', "carried": ',
                    str(t_1(environment.getattr(l_3_case, 'carried'))),
                    ', "expect": {"kind": "',
                    str(environment.getattr(l_3_case, 'kind')),
                    '"',
                ))
                if (environment.getattr(l_3_case, 'kind') == 'value'):
                    pass
                    t_14.extend((
                        ', "value": ',
                        str(t_1(environment.getattr(l_3_case, 'want'))),
                    ))
                t_14.append(
                    '}},\n',
                )
            l_3_loop = l_3_case = missing
        l_2_loop = l_2_rule = l_2_key = l_2_id = missing
        l_0_typed = (Markup if context.eval_ctx.autoescape else identity)(concat(t_14))
        context.vars['typed'] = l_0_typed
        context.exported_vars.add('typed')
        if (undefined(name='typed') if l_0_typed is missing else l_0_typed):
            pass
            yield str((undefined(name='typed') if l_0_typed is missing else l_0_typed)[:-2])
            yield '\n'
        yield '  ]'
    yield '\n}\n'

blocks = {}
debug_info = '5=28&6=30&8=33&9=39&10=51&12=65&13=79&11=93&15=97&16=110&20=127&21=133&22=144&27=159&28=163&29=165&30=169&31=181&32=188&33=192&34=200&35=205&37=218&38=223&40=233&41=243&44=255&45=258&46=263&49=277&50=282&52=304&53=309&55=322&56=327&59=350&60=354&61=356&62=360&63=372&64=380&65=385&26=409&69=412&70=414&72=417&75=423&76=427&77=429&78=432&79=437&81=452&82=457&84=470&85=475&88=489&89=493&90=495&91=498&92=503&74=527&96=530&97=532'