from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/test_class.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_java = l_0_chunk = l_0_with_functions = l_0_class_name = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_3 = environment.filters['java_string']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'java_string' found.")
    try:
        t_4 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_5 = environment.filters['last']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'last' found.")
    try:
        t_6 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
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
        t_9 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_10 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    try:
        t_11 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_11(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_java = context.vars['java'] = environment.get_template('java/_macros.java.j2', 'java/test_class.java.j2')._get_default_module(context)
    context.exported_vars.discard('java')
    l_0_chunk = environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'chunk')
    context.vars['chunk'] = l_0_chunk
    context.exported_vars.add('chunk')
    l_0_with_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    l_0_class_name = environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class')
    context.vars['class_name'] = l_0_class_name
    context.exported_vars.add('class_name')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\npackage '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'package'))
    yield ';\n\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield 'import static org.junit.jupiter.api.Assertions.assertEquals;\nimport static org.junit.jupiter.api.Assertions.assertFalse;\nimport static org.junit.jupiter.api.Assertions.assertNull;\nimport static org.junit.jupiter.api.Assertions.assertThrows;\nimport static org.junit.jupiter.api.Assertions.assertTrue;\n'
    else:
        pass
        yield 'import static org.junit.jupiter.api.Assertions.assertEquals;\n'
    yield '\n'
    if ((undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions) and environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules')):
        pass
        yield 'import java.util.Arrays;\n'
    yield 'import java.util.List;\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield 'import java.util.Map;\n'
    yield 'import org.junit.jupiter.api.Test;\n\n/** Checks {@link '
    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
    yield '} against the cases vocabgen derives from vocab.toml. */\nclass '
    yield str(t_5(environment, context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'split'), '/'))[:-5])
    yield ' {\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = l_1_prefix = l_1_deprecated = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_prefix) = (environment.getattr(environment.getattr(l_1_vocab, 'names'), 'java'), environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'java'), 'test'))
        _loop_vars.update({'names': l_1_names, 'prefix': l_1_prefix})
        l_1_deprecated = t_7(context.eval_ctx, t_9(context, environment.getattr(l_1_vocab, 'values'), 'deprecated'))
        _loop_vars['deprecated'] = l_1_deprecated
        l_2_loop = missing
        for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'values'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
            l_2_offset = missing
            _loop_vars = {}
            pass
            yield '\n'
            if (undefined(name='deprecated') if l_1_deprecated is missing else l_1_deprecated):
                pass
                yield '    @SuppressWarnings("deprecation")\n'
            yield '    @Test\n    void '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Constants'
            yield str(environment.getattr(l_2_loop, 'index'))
            yield '() {\n'
            l_2_offset = (environment.getattr(l_2_loop, 'index0') * (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk))
            _loop_vars['offset'] = l_2_offset
            l_3_loop = missing
            for l_3_value, l_3_loop in LoopContext(l_2_part, undefined):
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'java'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'java'), 'constant'))
                yield ');\n        assertEquals('
                yield str(environment.getattr(environment.getattr(l_3_value, 'literal'), 'java'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
                yield '.get('
                yield str(((undefined(name='offset') if l_2_offset is missing else l_2_offset) + environment.getattr(l_3_loop, 'index0')))
                yield '));\n'
            l_3_loop = l_3_value = missing
            yield '    }\n'
        l_2_loop = l_2_part = l_2_offset = missing
        yield '\n    @Test\n    void '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Collections() {\n        assertEquals('
        yield str(t_6(environment.getattr(l_1_vocab, 'values')))
        yield ', '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '.size());\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '        assertEquals('
            yield str(t_6(environment.getattr(l_1_vocab, 'aliases')))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield '.size());\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '        assertEquals(List.of('
            yield str(t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.java'), ', '))
            yield '), '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '.'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield ');\n'
        yield '    }\n'
        l_2_loop = missing
        for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'aliases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
            _loop_vars = {}
            pass
            yield '\n'
            if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') and t_10(t_2(environment, t_9(context, l_2_part, 'deprecated')))):
                pass
                yield '    @SuppressWarnings("deprecation")\n'
            yield '    @Test\n    void '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Aliases'
            yield str(environment.getattr(l_2_loop, 'index'))
            yield '() {\n'
            for l_3_alias in l_2_part:
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'literal'), 'java'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '.get('
                yield str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'java'))
                yield '));\n'
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    pass
                    yield '        assertEquals('
                    yield str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'java'))
                    yield ', '
                    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                    yield '.'
                    yield str(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'names'), 'java'), 'alias_constant'))
                    yield ');\n'
            l_3_alias = missing
            yield '    }\n'
        l_2_loop = l_2_part = missing
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'canonical_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
                yield 'Canonical'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), )), t_3(environment.getattr(l_3_case, 'input')), environment.getattr(l_3_case, 'kind'), environment.getattr(l_3_case, 'want'), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'guard_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
                yield 'Guard'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '        assertFalse('
                    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                    yield '.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
                    yield '(null));\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), )), t_3(environment.getattr(l_3_case, 'input')), environment.getattr(l_3_case, 'want'), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_vocab, 'read_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
                yield 'Read'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    if environment.getattr(l_1_vocab, 'fallback'):
                        pass
                        yield '        assertEquals('
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'java'), 'constant'))
                        yield ', '
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                        yield '(null));\n'
                    else:
                        pass
                        yield '        assertNull('
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                        yield '(null));\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), )), t_3(environment.getattr(l_3_case, 'input')), environment.getattr(l_3_case, 'kind'), environment.getattr(l_3_case, 'want'), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
    l_1_loop = l_1_vocab = l_1_names = l_1_prefix = l_1_deprecated = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'java')
        _loop_vars['names'] = l_1_names
        yield '\n    @Test\n    void '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
        yield 'Members() {\n        assertEquals(List.of('
        yield str(t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_rule, 'members'), attribute='literal.java'), ', '))
        yield '), '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ');\n    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_rule, 'settle_cases'), (undefined(name='chunk') if l_0_chunk is missing else l_0_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
                yield 'Settle'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n        // subject, carried, the settled value ("" for none), or null where settle throws (one\n        // table and one loop: an assertThrows lambda a case passed javac\'s constant pool)\n        String[][] cases = {\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield '            {'
                    yield str(t_3(environment.getattr(l_3_case, 'subject')))
                    yield ', '
                    yield str(('null' if t_11(environment.getattr(l_3_case, 'carried')) else t_3(environment.getattr(l_3_case, 'carried'))))
                    yield ', '
                    yield str((t_3(environment.getattr(l_3_case, 'want')) if (environment.getattr(l_3_case, 'kind') == 'value') else ('""' if (environment.getattr(l_3_case, 'kind') == 'none') else 'null')))
                    yield '},\n'
                l_3_case = missing
                yield '        };\n        for (String[] row : cases) {\n            String where = Arrays.toString(row);\n            if (row[2] == null) {\n                assertThrows(IllegalArgumentException.class, () -> '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '(row[0], row[1]), where);\n            } else {\n                assertEquals(row[2].isEmpty() ? null : row[2], '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '(row[0], row[1]), where);\n            }\n        }\n    }\n'
            l_2_loop = l_2_part = missing
    l_1_loop = l_1_rule = l_1_names = missing
    yield '}\n'

blocks = {}
debug_info = '2=80&3=82&4=85&5=88&6=92&8=94&10=96&20=103&24=107&29=111&30=113&31=116&32=120&33=122&34=125&36=130&40=134&41=138&42=141&43=145&44=151&50=163&51=165&52=171&53=174&55=180&56=183&59=191&61=195&65=199&66=203&67=207&68=215&69=218&74=227&75=230&78=234&79=238&80=241&84=247&87=251&88=255&89=258&91=262&92=265&96=271&99=275&100=279&101=281&102=284&104=295&107=299&108=302&114=309&115=313&118=316&119=318&121=324&122=327&125=331&129=335&130=339&136=347&138=351'