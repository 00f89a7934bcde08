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
    l_0_kt = l_0_with_functions = l_0_chunk = l_0_object = l_0_deprecated = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['kotlin_member']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_member' found.")
    try:
        t_3 = environment.filters['kotlin_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'kotlin_string' found.")
    try:
        t_4 = environment.filters['last']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'last' found.")
    try:
        t_5 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    pass
    l_0_kt = context.vars['kt'] = environment.get_template('kotlin/_macros.kt.j2', 'kotlin/test_class.kt.j2')._get_default_module(context)
    context.exported_vars.discard('kt')
    l_0_with_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    l_0_chunk = 1000
    context.vars['chunk'] = l_0_chunk
    context.exported_vars.add('chunk')
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
        yield 'import kotlin.test.assertFailsWith\n'
    yield '\n/** Checks ['
    yield str((undefined(name='object') if l_0_object is missing else l_0_object))
    yield '] against the cases vocabgen derives from vocab.toml. */\nclass '
    yield str(t_4(environment, context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'split'), '/'))[:-3])
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = l_1_prefix = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_prefix) = (environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin'), 'test'))
        _loop_vars.update({'names': l_1_names, 'prefix': l_1_prefix})
        yield str(('\n' if (not environment.getattr(l_1_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 34 in 'kotlin/test_class.kt.j2' evaluated to false and no else section was defined.")))
        yield '    @Test\n    fun '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Constants() {\n        val expected = listOf(\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '            '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'kotlin'))
            yield ',\n'
        l_2_value = missing
        yield '        )\n        assertEquals(expected, '
        yield str((undefined(name='object') if l_0_object is missing else l_0_object))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ')\n        assertEquals(\n            expected,\n            listOf(\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '                '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'))
            yield ',\n'
        l_2_value = missing
        yield '            ),\n        )\n    }\n\n    @Test\n    fun '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Collections() {\n        assertEquals('
        yield str(t_5(environment.getattr(l_1_vocab, 'values')))
        yield ', '
        yield str((undefined(name='object') if l_0_object is missing else l_0_object))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '.size)\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '        assertEquals('
            yield str(t_5(environment.getattr(l_1_vocab, 'aliases')))
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
            yield 'Aliases() {\n        assertEquals(\n            listOf(\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield '                '
                yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'kotlin'))
                yield ' to '
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'kotlin'))
                yield ',\n'
            l_2_alias = missing
            yield '            ),\n            '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield '.toList(),\n        )\n    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Canonical() {\n        val cases: List<Pair<String, String?>> = listOf(\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(t_3(environment.getattr(l_2_case, 'input')))
                yield ' to '
                yield str((t_3(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield ',\n'
            l_2_case = missing
            yield '        )\n        for ((input, expected) in cases) {\n            if (expected == null) {\n                assertFailsWith<IllegalArgumentException>(input) { '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(input) }\n            } else {\n                assertEquals(expected, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(input), input)\n            }\n        }\n    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Guard() {\n        assertEquals(false, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(null))\n        val cases = listOf(\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(t_3(environment.getattr(l_2_case, 'input')))
                yield ' to '
                yield str(environment.getattr(l_2_case, 'want'))
                yield ',\n'
            l_2_case = missing
            yield '        )\n        for ((input, expected) in cases) {\n            assertEquals(expected, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(input), input)\n        }\n    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Read() {\n        assertEquals('
            yield str((str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'kotlin'), 'constant'), )) if environment.getattr(l_1_vocab, 'fallback') else 'null'))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(null))\n        val cases: List<Pair<String, String?>> = listOf(\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(t_3(environment.getattr(l_2_case, 'input')))
                yield ' to '
                yield str((t_3(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield ',\n'
            l_2_case = missing
            yield '        )\n        for ((input, expected) in cases) {\n            assertEquals(expected, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield '(input), input)\n        }\n    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Enum() {\n        assertEquals(\n            listOf(\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '                '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'))
                yield ',\n'
            l_2_value = missing
            yield '            ),\n            listOf(\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '                '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'member'))
                yield '.wire,\n'
            l_2_value = missing
            yield '            ),\n        )\n        assertEquals('
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield ', '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '.entries.map { it.wire })\n    }\n\n    @Test\n    fun '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Parse() {\n        val cases: List<Pair<String, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '?>> = listOf(\n'
            for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(t_3(environment.getattr(l_2_case, 'input')))
                yield ' to '
                yield str((str_join(((undefined(name='object') if l_0_object is missing else l_0_object), '.', t_2(environment.getattr(l_2_case, 'want'), l_1_vocab), )) if (environment.getattr(l_2_case, 'kind') == 'known') else 'null'))
                yield ',\n'
            l_2_case = missing
            yield '        )\n        for ((raw, known) in cases) {\n            val parsed = '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
            yield '(raw)\n            if (known == null) {\n                assertEquals('
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '.'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'kotlin'), 'unknown_case'))
            yield '(raw), parsed, raw)\n                assertFailsWith<IllegalArgumentException>(raw) { '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known'))
            yield '(raw) }\n                assertEquals(raw, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
            yield '(parsed), raw)\n            } else {\n                assertEquals('
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '.'
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'kotlin'), 'known_case'))
            yield '(known), parsed, raw)\n                assertEquals(known, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known'))
            yield '(raw), raw)\n                assertEquals(known.wire, '
            yield str((undefined(name='object') if l_0_object is missing else l_0_object))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
            yield '(parsed), raw)\n            }\n        }\n    }\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_prefix = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
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
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_rule, 'settle_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    fun '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
                yield 'Settle'
                yield str((environment.getattr(l_2_loop, 'index') if (not environment.getattr(l_2_loop, 'first')) else ''))
                yield '() {\n        // subject, carried, the settled value ("" for none), or null where settle throws\n        val cases: List<Triple<String, String?, String?>> = listOf(\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'settle_row'), l_3_case, _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '        )\n        for ((subject, carried, expected) in cases) {\n            val where = listOf(subject, carried).toString()\n            if (expected == null) {\n                assertFailsWith<IllegalArgumentException>(where) { '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '(subject, carried) }\n            } else {\n                assertEquals(expected.ifEmpty { null }, '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '(subject, carried), where)\n            }\n        }\n    }\n'
            l_2_loop = l_2_part = missing
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'kotlin'))
            _loop_vars.update({'carried': l_1_carried, 'subject': l_1_subject})
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_rule, 'typed_settle_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    fun '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
                yield 'SettleKnown'
                yield str((environment.getattr(l_2_loop, 'index') if (not environment.getattr(l_2_loop, 'first')) else ''))
                yield '() {\n        // subject, carried, the settled value ("" for none), or null where a strict parse throws\n        val cases: List<Triple<String, String?, String?>> = listOf(\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='kt') if l_0_kt is missing else l_0_kt), 'settle_row'), l_3_case, _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '        )\n        for ((subject, carried, expected) in cases) {\n            val where = listOf(subject, carried).toString()\n            val settle = {\n                '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '(\n                    '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'known'))
                yield '(subject),\n                    carried?.let { '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known'))
                yield '(it) },\n                )\n            }\n            if (expected == null) {\n                assertFailsWith<IllegalArgumentException>(where) { settle() }\n            } else {\n                assertEquals(expected.ifEmpty { null }?.let { '
                yield str((undefined(name='object') if l_0_object is missing else l_0_object))
                yield '.'
                yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known'))
                yield '(it) }, settle(), where)\n            }\n        }\n    }\n'
            l_2_loop = l_2_part = missing
    l_1_loop = l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    yield '}\n'

blocks = {}
debug_info = '2=45&3=47&7=50&8=53&9=56&10=59&11=62&12=71&15=75&16=77&22=84&26=86&30=90&31=92&32=95&33=99&34=101&35=103&37=105&38=109&41=113&45=117&46=121&53=127&54=129&55=135&56=138&58=144&61=147&62=151&65=155&69=160&72=163&75=165&76=169&79=175&83=179&86=182&88=184&89=188&94=194&96=198&102=202&103=204&105=208&106=212&110=218&115=222&116=224&118=230&119=234&123=240&127=244&130=247&133=249&134=253&138=259&139=263&143=271&147=279&148=281&149=285&150=289&154=295&156=299&157=305&158=309&160=313&161=319&162=323&168=329&169=335&172=338&175=340&176=344&179=348&182=352&183=355&186=359&189=363&190=366&196=370&198=374&204=379&205=381&206=384&209=388&212=392&213=395&219=399&220=403&221=407&227=411'