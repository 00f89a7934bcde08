from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'java/test_class.java.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_functions = resolve('functions')
    l_0_marker = resolve('marker')
    l_0_package = resolve('package')
    l_0_class_name = resolve('class_name')
    l_0_test_class = resolve('test_class')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_java = l_0_with_functions = missing
    try:
        t_1 = environment.filters['batch']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'batch' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    pass
    l_0_java = context.vars['java'] = environment.get_template('java/_macros.java.j2', 'java/test_class.java.j2')._get_default_module(context)
    context.exported_vars.discard('java')
    l_0_with_functions = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\n\npackage '
    yield str((undefined(name='package') if l_0_package is missing else l_0_package))
    yield ';\n\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield 'import static org.junit.jupiter.api.Assertions.assertEquals;\nimport static org.junit.jupiter.api.Assertions.assertFalse;\nimport static org.junit.jupiter.api.Assertions.assertNull;\nimport static org.junit.jupiter.api.Assertions.assertThrows;\nimport static org.junit.jupiter.api.Assertions.assertTrue;\n'
    else:
        pass
        yield 'import static org.junit.jupiter.api.Assertions.assertEquals;\n'
    yield '\nimport java.util.List;\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield 'import java.util.Map;\n'
    yield 'import org.junit.jupiter.api.Test;\n\n/** Checks {@link '
    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
    yield '} against the cases vocabgen derives from vocab.toml. */\nclass '
    yield str((undefined(name='test_class') if l_0_test_class is missing else l_0_test_class))
    yield ' {\n'
    l_1_loop = missing
    for l_1_t, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_chunk = resolve('chunk')
        _loop_vars = {}
        pass
        l_2_loop = missing
        for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'constants'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
            l_2_offset = missing
            _loop_vars = {}
            pass
            yield '\n'
            if environment.getattr(l_1_t, 'deprecated'):
                pass
                yield '    @SuppressWarnings("deprecation")\n'
            yield '    @Test\n    void '
            yield str(environment.getattr(l_1_t, 'prefix'))
            yield 'Constants'
            yield str(environment.getattr(l_2_loop, 'index'))
            yield '() {\n'
            l_2_offset = (environment.getattr(l_2_loop, 'index0') * (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk))
            _loop_vars['offset'] = l_2_offset
            l_3_loop = missing
            for l_3_constant, l_3_loop in LoopContext(l_2_part, undefined):
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str(environment.getattr(l_3_constant, 'literal'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr(l_3_constant, 'name'))
                yield ');\n        assertEquals('
                yield str(environment.getattr(l_3_constant, 'literal'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'collection'))
                yield '.get('
                yield str(((undefined(name='offset') if l_2_offset is missing else l_2_offset) + environment.getattr(l_3_loop, 'index0')))
                yield '));\n'
            l_3_loop = l_3_constant = missing
            yield '    }\n'
        l_2_loop = l_2_part = l_2_offset = missing
        yield '\n    @Test\n    void '
        yield str(environment.getattr(l_1_t, 'prefix'))
        yield 'Collections() {\n        assertEquals('
        yield str(t_3(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'constants')))
        yield ', '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '.'
        yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'collection'))
        yield '.size());\n'
        if environment.getattr(environment.getattr(l_1_t, 'vocab'), 'has_aliases'):
            pass
            yield '        assertEquals('
            yield str(t_3(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'aliases')))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '.'
            yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'aliases_field'))
            yield '.size());\n'
        if environment.getattr(environment.getattr(l_1_t, 'vocab'), 'removed'):
            pass
            yield '        assertEquals(List.of('
            yield str(t_2(context.eval_ctx, t_4(context, environment.getattr(environment.getattr(l_1_t, 'vocab'), 'removed'), attribute='literal'), ', '))
            yield '), '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '.'
            yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'removed_field'))
            yield ');\n'
        yield '    }\n'
        l_2_loop = missing
        for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_t, 'aliases'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
            _loop_vars = {}
            pass
            yield '\n    @Test\n    void '
            yield str(environment.getattr(l_1_t, 'prefix'))
            yield 'Aliases'
            yield str(environment.getattr(l_2_loop, 'index'))
            yield '() {\n'
            for l_3_case in l_2_part:
                _loop_vars = {}
                pass
                yield '        assertEquals('
                yield str(environment.getattr(l_3_case, 'expected'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '.'
                yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'aliases_field'))
                yield '.get('
                yield str(environment.getattr(l_3_case, 'args'))
                yield '));\n'
            l_3_case = missing
            yield '    }\n'
        l_2_loop = l_2_part = missing
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_t, 'canonical'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str(environment.getattr(l_1_t, 'prefix'))
                yield 'Canonical'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), l_3_case, str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr(environment.getattr(l_1_t, 'vocab'), 'canonical'), )), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_t, 'guard'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str(environment.getattr(l_1_t, 'prefix'))
                yield 'Guard'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    yield '        assertFalse('
                    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                    yield '.'
                    yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'guard'))
                    yield '(null));\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), l_3_case, str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr(environment.getattr(l_1_t, 'vocab'), 'guard'), )), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_t, 'read'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str(environment.getattr(l_1_t, 'prefix'))
                yield 'Read'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                if environment.getattr(l_2_loop, 'first'):
                    pass
                    if environment.getattr(environment.getattr(l_1_t, 'vocab'), 'fallback'):
                        pass
                        yield '        assertEquals('
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'fallback'))
                        yield ', '
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'read'))
                        yield '(null));\n'
                    else:
                        pass
                        yield '        assertNull('
                        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                        yield '.'
                        yield str(environment.getattr(environment.getattr(l_1_t, 'vocab'), 'read'))
                        yield '(null));\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), l_3_case, str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr(environment.getattr(l_1_t, 'vocab'), 'read'), )), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
    l_1_loop = l_1_t = l_1_chunk = missing
    l_1_loop = missing
    for l_1_t, l_1_loop in LoopContext((undefined(name='rules') if l_0_rules is missing else l_0_rules), undefined):
        l_1_chunk = resolve('chunk')
        _loop_vars = {}
        pass
        yield '\n    @Test\n    void '
        yield str(environment.getattr(l_1_t, 'prefix'))
        yield 'Members() {\n        assertEquals(List.of('
        yield str(t_2(context.eval_ctx, environment.getattr(l_1_t, 'members'), ', '))
        yield '), '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '.'
        yield str(environment.getattr(environment.getattr(l_1_t, 'rule'), 'members'))
        yield ');\n    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            l_2_loop = missing
            for l_2_part, l_2_loop in LoopContext(t_1(environment.getattr(l_1_t, 'settle'), (undefined(name='chunk') if l_1_chunk is missing else l_1_chunk)), undefined):
                _loop_vars = {}
                pass
                yield '\n    @Test\n    void '
                yield str(environment.getattr(l_1_t, 'prefix'))
                yield 'Settle'
                yield str(environment.getattr(l_2_loop, 'index'))
                yield '() {\n'
                for l_3_case in l_2_part:
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='java') if l_0_java is missing else l_0_java), 'expect'), l_3_case, str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '.', environment.getattr(environment.getattr(l_1_t, 'rule'), 'settle'), )), _loop_vars=_loop_vars))
                    yield '\n'
                l_3_case = missing
                yield '    }\n'
            l_2_loop = l_2_part = missing
    l_1_loop = l_1_t = l_1_chunk = missing
    yield '}\n'

blocks = {}
debug_info = '9=43&10=45&11=48&13=50&15=52&26=59&31=63&32=65&33=68&34=73&36=78&40=82&41=86&42=89&43=93&44=99&50=111&51=113&52=119&53=122&55=128&56=131&59=139&62=143&63=147&64=151&68=162&69=165&72=169&73=173&74=176&78=182&81=186&82=190&83=193&85=197&86=200&90=206&93=210&94=214&95=216&96=219&98=230&101=234&102=237&108=244&111=249&112=251&114=257&115=260&118=264&119=268&120=271'