from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kotlin/test_class.kt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_namespace = resolve('namespace')
    l_0_file = resolve('file')
    l_0_kt = l_0_with_functions = l_0_object = l_0_deprecated = missing
    try:
        t_1 = environment.filters['kotlin_member']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_member' found.")
    try:
        t_2 = environment.filters['kotlin_string']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_string' found.")
    try:
        t_3 = environment.filters['last']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'last' found.")
    try:
        t_4 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_5 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_kt = context.vars['kt'] = environment.get_template('kotlin/_macros.kt.j2', 'kotlin/test_class.kt.j2')._get_default_module(context)
    context.exported_vars.discard('kt')
    l_0_with_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    l_0_object = environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'object')
    context.vars['object'] = l_0_object
    context.exported_vars.add('object')
    l_0_deprecated = context.call((undefined(name='namespace') if l_0_namespace is missing else l_0_namespace), any=False)
    context.vars['deprecated'] = l_0_deprecated
    context.exported_vars.add('deprecated')
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        def t_6(fiter):
            for l_2_value in fiter:
                if environment.getattr(l_2_value, 'deprecated'):
                    yield l_2_value
        for l_2_value in t_6(environment.getattr(l_1_vocab, 'values')):
            _loop_vars = {}
            pass
            if not isinstance(l_0_deprecated, Namespace):
                raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
            l_0_deprecated['any'] = True
        l_2_value = missing
    l_1_vocab = missing
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    if environment.getattr((undefined(name='deprecated') if l_0_deprecated is missing else l_0_deprecated), 'any'):
        pass
        yield '@file:Suppress("DEPRECATION") // the tests check deprecated constants too\n\n'
    else:
        pass
        yield '\n'
    yield 'package '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield '\n\nimport kotlin.test.Test\nimport kotlin.test.assertEquals\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield 'import kotlin.test.assertFailsWith\nimport kotlin.test.assertFalse\nimport kotlin.test.assertNull\nimport kotlin.test.assertTrue\n'
    yield '\n/** Checks ['
    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
    yield '] against the cases vocabgen derives from vocab.toml. */\nclass '
    yield str(t_3(environment, context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'split'), '/'))[:-3])
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = l_1_prefix = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_prefix) = (environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin'), 'test'))
        _loop_vars.update({'names': l_1_names, 'prefix': l_1_prefix})
        yield str(('\n' if (not environment.getattr(l_1_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 33 in 'kotlin/test_class.kt.j2' evaluated to false and no else section was defined.")))
        yield '    @Test\n    fun '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Constants() {\n'
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
            _loop_vars = {}
            pass
            yield '        assertEquals('
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'))
            yield ')\n        assertEquals('
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '['
            yield str(environment.getattr(l_2_loop, 'index0'))
            yield '])\n'
        l_2_loop = l_2_value = missing
        yield '    }\n\n    @Test\n    fun '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Collections() {\n        assertEquals('
        yield str(t_4(environment.getattr(l_1_vocab, 'values')))
        yield ', '
        yield str((undefined(name='object') if l_0_object is missing else l_0_object))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '.size)\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '        assertEquals('
            yield str(t_4(environment.getattr(l_1_vocab, 'aliases')))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield '.size)\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '        assertEquals(\n            listOf(\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '                '
                yield str(environment.getattr(environment.getattr(l_2_removed, 'literal'), 'kotlin'))
                yield ',\n'
            l_2_removed = missing
            yield '            ),\n            '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield ',\n        )\n'
        yield '    }\n'
        if environment.getattr(l_1_vocab, 'aliases'):
            pass
            yield '\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Aliases() {\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'kotlin'))
                yield ', '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '['
                yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'kotlin'))
                yield '])\n'
            l_2_alias = missing
            yield '    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Canonical() {\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'expect'), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), )), t_2(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Guard() {\n        assertFalse('
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(null))\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'expect'), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), )), t_2(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Read() {\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '        assertEquals('
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'kotlin'), 'constant'))
                yield ', '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(null))\n'
            else:
                pass
                yield '        assertNull('
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(null))\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'expect'), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), )), t_2(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Enum() {\n        assertEquals('
            yield str(t_4(environment.getattr(l_1_vocab, 'values')))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '.entries.size)\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'))
                yield ', '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'member'))
                yield '.wire)\n'
            l_2_value = missing
            yield '    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Parse() {\n'
            for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                l_2_raw = missing
                _loop_vars = {}
                pass
                l_2_raw = t_2(environment.getattr(l_2_case, 'input'))
                _loop_vars['raw'] = l_2_raw
                if (environment.getattr(l_2_case, 'kind') == 'known'):
                    pass
                    yield '        assertEquals('
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                    yield '.Known('
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(t_1(environment.getattr(l_2_case, 'want'), l_1_vocab))
                    yield '), '
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
                    yield '('
                    yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                    yield '))\n        assertEquals('
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(t_1(environment.getattr(l_2_case, 'want'), l_1_vocab))
                    yield ', '
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known'))
                    yield '('
                    yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                    yield '))\n'
                else:
                    pass
                    yield '        assertEquals('
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                    yield '.Unknown('
                    yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                    yield '), '
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
                    yield '('
                    yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                    yield '))\n        assertFailsWith<IllegalArgumentException> { '
                    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known'))
                    yield '('
                    yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                    yield ') }\n'
                yield '        assertEquals('
                yield str(t_2(environment.getattr(l_2_case, 'want')))
                yield ', '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
                yield '('
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
                yield '('
                yield str((undefined(name='raw') if l_2_raw is missing else l_2_raw))
                yield ')))\n'
            l_2_case = l_2_raw = missing
            yield '    }\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_prefix = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_subject = resolve('subject')
        l_1_carried = resolve('carried')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'kotlin')
        _loop_vars['names'] = l_1_names
        yield '\n    @Test\n    fun '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
        yield 'Members() {\n        assertEquals(\n            setOf(\n'
        for l_2_value in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            yield '                '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'))
            yield ',\n'
        l_2_value = missing
        yield '            ),\n            '
        yield str((undefined(name='object') if l_0_object is missing else l_0_object))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ',\n        )\n    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    @Test\n    fun '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
            yield 'Settle() {\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'expect'), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), )), str_join((t_2(environment.getattr(l_2_case, 'subject')), ', ', ('null' if t_5(environment.getattr(l_2_case, 'carried')) else t_2(environment.getattr(l_2_case, 'carried'))), )), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'kotlin'))
            _loop_vars.update({'carried': l_1_carried, 'subject': l_1_subject})
            yield '\n    @Test\n    fun '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
            yield 'SettleKnown() {\n'
            for l_2_case in environment.getattr(l_1_rule, 'typed_settle_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'expect'), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), )), str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'known'), '(', t_2(environment.getattr(l_2_case, 'subject')), '), ', ('null' if t_5(environment.getattr(l_2_case, 'carried')) else str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known'), '(', t_2(environment.getattr(l_2_case, 'carried')), ')', ))), )), environment.getattr(l_2_case, 'kind'), expected=(str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', t_1(environment.getattr(l_2_case, 'want'), environment.getattr(l_1_rule, 'carried')), )) if (environment.getattr(l_2_case, 'kind') == 'value') else ''), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    yield '}\n'

blocks = {}
debug_info = '2=45&3=47&4=50&5=53&6=56&7=59&8=68&11=72&12=74&18=81&22=83&29=87&30=89&31=92&32=96&33=98&34=100&35=103&36=107&37=113&42=123&43=125&44=131&45=134&47=140&50=143&51=147&54=151&58=156&61=159&62=161&63=165&67=175&70=178&71=180&72=183&77=187&78=189&79=193&80=196&85=200&86=202&87=205&89=216&91=220&92=223&96=227&99=230&100=232&101=238&102=242&107=254&108=256&109=260&110=262&111=265&112=279&114=292&115=304&117=311&122=326&123=332&126=335&129=337&130=341&133=345&136=349&139=352&140=354&141=357&145=361&146=363&149=366&150=368&151=371'