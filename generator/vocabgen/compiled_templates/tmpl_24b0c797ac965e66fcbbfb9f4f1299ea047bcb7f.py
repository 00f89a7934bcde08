from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/test_class.php.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_php = l_0_with_functions = l_0_class_name = l_0_parsed = l_0_unknown = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['last']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'last' found.")
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
    try:
        t_5 = environment.filters['php_string']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'php_string' found.")
    try:
        t_6 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_php = context.vars['php'] = environment.get_template('php/_macros.php.j2', 'php/test_class.php.j2')._get_default_module(context)
    context.exported_vars.discard('php')
    l_0_with_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['with_functions'] = l_0_with_functions
    context.exported_vars.add('with_functions')
    l_0_class_name = environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class')
    context.vars['class_name'] = l_0_class_name
    context.exported_vars.add('class_name')
    (l_0_parsed, l_0_unknown) = (environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'php'), 'parsed_helper'), environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'php'), 'unknown_helper'))
    context.vars.update({'parsed': l_0_parsed, 'unknown': l_0_unknown})
    context.exported_vars.update(('parsed', 'unknown'))
    yield '<?php\n\n// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\ndeclare(strict_types=1);\n\nnamespace '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'namespace'))
    yield ';\n\nuse PHPUnit\\Framework\\TestCase;\n\n// phpcs:disable Generic.Files.LineLength.TooLong\n\n/**\n * Checks '
    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
    yield ' against the cases vocabgen derives from vocab.toml.\n */\nfinal class '
    yield str(t_2(environment, context.call(environment.getattr(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'tests_path'), 'split'), '/'))[:-4])
    yield ' extends TestCase\n{\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_names = l_1_prefix = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_prefix) = (environment.getattr(environment.getattr(l_1_vocab, 'names'), 'php'), environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'names'), 'php'), 'test'))
        _loop_vars.update({'names': l_1_names, 'prefix': l_1_prefix})
        yield str(('\n' if (not environment.getattr(l_1_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 25 in 'php/test_class.php.j2' evaluated to false and no else section was defined.")))
        yield '    public function '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Constants(): void\n    {\n'
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
            _loop_vars = {}
            pass
            yield '        $this->assertSame('
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'php'))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'))
            yield ');\n        $this->assertSame('
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'php'))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '['
            yield str(environment.getattr(l_2_loop, 'index0'))
            yield ']);\n'
        l_2_loop = l_2_value = missing
        yield '    }\n\n    public function '
        yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
        yield 'Collections(): void\n    {\n        $this->assertCount('
        yield str(t_3(environment.getattr(l_1_vocab, 'values')))
        yield ', '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '::'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ');\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '        $this->assertCount('
            yield str(t_3(environment.getattr(l_1_vocab, 'aliases')))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield ');\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '        $this->assertSame(['
            yield str(t_1(context.eval_ctx, t_4(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.php'), ', '))
            yield '], '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield ');\n'
        yield '    }\n'
        if environment.getattr(l_1_vocab, 'aliases'):
            pass
            yield '\n    public function '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Aliases(): void\n    {\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield '        $this->assertSame('
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'php'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
                yield '['
                yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'php'))
                yield ']);\n'
            l_2_alias = missing
            yield '    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    public function '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Canonical(): void\n    {\n        $this->'
            yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
            yield '(fn () => '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(null));\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), )), t_5(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n\n    public function '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Guard(): void\n    {\n        $this->assertFalse('
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(null));\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), )), t_5(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n\n    public function '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Read(): void\n    {\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                yield '        $this->assertSame('
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'php'), 'constant'))
                yield ', '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(null));\n'
            else:
                pass
                yield '        $this->assertNull('
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(null));\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), )), t_5(environment.getattr(l_2_case, 'input')), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_test'))
            yield 'Cases(): void\n    {\n        $this->assertCount('
            yield str(t_3(environment.getattr(l_1_vocab, 'values')))
            yield ', '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
            yield '::cases());\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '        $this->assertSame('
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'))
                yield ', '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                yield '::'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'member'))
                yield '->value);\n'
            l_2_value = missing
            yield '    }\n\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_test'))
            yield 'Parse(): void\n    {\n'
            for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_case, 'kind') == 'known'):
                    pass
                    yield '        $this->'
                    yield str((undefined(name='parsed') if l_0_parsed is missing else l_0_parsed))
                    yield '('
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                    yield '::from('
                    yield str(t_5(environment.getattr(l_2_case, 'want')))
                    yield '), '
                    yield str(t_5(environment.getattr(l_2_case, 'want')))
                    yield ', '
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                    yield '::parse('
                    yield str(t_5(environment.getattr(l_2_case, 'input')))
                    yield '));\n        $this->assertSame('
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                    yield '::from('
                    yield str(t_5(environment.getattr(l_2_case, 'want')))
                    yield '), '
                    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                    yield '::'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))
                    yield '('
                    yield str(t_5(environment.getattr(l_2_case, 'input')))
                    yield '));\n'
                else:
                    pass
                    yield '        $this->'
                    yield str((undefined(name='parsed') if l_0_parsed is missing else l_0_parsed))
                    yield '(null, '
                    yield str(t_5(environment.getattr(l_2_case, 'want')))
                    yield ', '
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                    yield '::parse('
                    yield str(t_5(environment.getattr(l_2_case, 'input')))
                    yield '));\n        $this->'
                    yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
                    yield '(fn () => '
                    yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                    yield '::'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))
                    yield '('
                    yield str(t_5(environment.getattr(l_2_case, 'input')))
                    yield '));\n'
            l_2_case = missing
            yield '    }\n'
    l_1_loop = l_1_vocab = l_1_names = l_1_prefix = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_subject = resolve('subject')
        l_1_carried = resolve('carried')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'php')
        _loop_vars['names'] = l_1_names
        yield '\n    public function '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
        yield 'Members(): void\n    {\n        $this->assertSame(['
        yield str(t_1(context.eval_ctx, t_4(context, environment.getattr(l_1_rule, 'members'), attribute='literal.php'), ', '))
        yield '], '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '::'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ');\n    }\n'
        if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
            pass
            yield '\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'rule_test'))
            yield 'Settle(): void\n    {\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'expect'), str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), )), str_join((t_5(environment.getattr(l_2_case, 'subject')), ', ', ('null' if t_6(environment.getattr(l_2_case, 'carried')) else t_5(environment.getattr(l_2_case, 'carried'))), )), environment.getattr(l_2_case, 'kind'), environment.getattr(l_2_case, 'want'), _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'php'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'php'))
            _loop_vars.update({'carried': l_1_carried, 'subject': l_1_subject})
            yield '\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_rule_test'))
            yield 'Settle(): void\n    {\n'
            for l_2_case in environment.getattr(l_1_rule, 'typed_settle_cases'):
                l_2_call = missing
                _loop_vars = {}
                pass
                l_2_call = str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', (undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'known_parse'), '(', t_5(environment.getattr(l_2_case, 'subject')), '), ', ('null' if t_6(environment.getattr(l_2_case, 'carried')) else str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known_parse'), '(', t_5(environment.getattr(l_2_case, 'carried')), ')', ))), ')', ))
                _loop_vars['call'] = l_2_call
                if (environment.getattr(l_2_case, 'kind') == 'value'):
                    pass
                    yield '        $this->assertSame('
                    yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known_type'))
                    yield '::from('
                    yield str(t_5(environment.getattr(l_2_case, 'want')))
                    yield '), '
                    yield str((undefined(name='call') if l_2_call is missing else l_2_call))
                    yield ');\n'
                elif (environment.getattr(l_2_case, 'kind') == 'none'):
                    pass
                    yield '        $this->assertNull('
                    yield str((undefined(name='call') if l_2_call is missing else l_2_call))
                    yield ');\n'
                else:
                    pass
                    yield '        $this->'
                    yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
                    yield '(fn () => '
                    yield str((undefined(name='call') if l_2_call is missing else l_2_call))
                    yield ');\n'
            l_2_case = l_2_call = missing
            yield '    }\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        yield '\n    /**\n     * Asserts that an open parse gave $known (null: unknown) and the wire string $wire, also through json_encode().\n     */\n    private function '
        yield str((undefined(name='parsed') if l_0_parsed is missing else l_0_parsed))
        yield '(?\\UnitEnum $known, string $wire, object $open): void\n    {\n        $this->assertSame($known, $open->known());\n        $this->assertSame($known !== null, $open->isKnown());\n        $this->assertSame($wire, $open->wire());\n        $this->assertSame(\\json_encode($wire, \\JSON_THROW_ON_ERROR), \\json_encode($open, \\JSON_THROW_ON_ERROR));\n    }\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield '\n    /**\n     * Asserts that $call throws the InvalidArgumentException an unknown spelling raises.\n     */\n    private function '
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield "(callable $call): void\n    {\n        try {\n            $call();\n        } catch (\\InvalidArgumentException $e) {\n            $this->addToAssertionCount(1);\n            return;\n        }\n        $this->fail('expected an InvalidArgumentException');\n    }\n"
    yield '}\n'

blocks = {}
debug_info = '2=50&3=52&4=55&5=58&8=62&12=64&19=66&21=68&23=71&24=75&25=77&27=82&28=86&29=92&33=102&35=104&36=110&37=113&39=119&40=122&43=129&45=132&47=134&48=138&52=148&54=151&56=153&57=159&58=162&62=166&64=168&65=172&66=175&70=179&72=181&73=184&75=195&77=199&78=202&82=206&84=209&86=211&87=215&88=219&92=229&94=231&95=234&96=237&97=249&99=262&100=270&106=281&107=287&109=290&111=292&113=298&115=301&117=303&118=306&122=310&123=312&125=315&127=317&128=321&129=323&130=326&131=332&132=335&134=340&140=347&145=350&153=352&158=355'