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
        yield 'Constants(): void\n    {\n        $values = [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '            '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'php'))
            yield ',\n'
        l_2_value = missing
        yield '        ];\n        $this->assertSame($values, '
        yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
        yield '::'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ');\n        $this->assertSame($values, [\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '            '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'))
            yield ',\n'
        l_2_value = missing
        yield '        ]);\n    }\n\n    public function '
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
            yield 'Aliases(): void\n    {\n        $this->assertSame([\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'php'))
                yield ' => '
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'php'))
                yield ',\n'
            l_2_alias = missing
            yield '        ], '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield ');\n    }\n'
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
            yield "(null), '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield "(null)');\n        $cases = [\n"
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                yield '            ['
                yield str(t_5(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str((t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield "        ];\n        foreach ($cases as [$input, $expected]) {\n            $where = '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield "(' . \\json_encode($input) . ')';\n            if ($expected === null) {\n                $this->"
            yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
            yield '(fn () => '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '($input), $where);\n            } else {\n                $this->assertSame($expected, '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '($input), $where);\n            }\n        }\n    }\n\n    public function '
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Guard(): void\n    {\n        $this->assertFalse('
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield "(null), '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield "(null)');\n        $cases = [\n"
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '            ['
                yield str(t_5(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str(environment.getattr(l_2_case, 'want'))
                yield '],\n'
            l_2_case = missing
            yield '        ];\n        foreach ($cases as [$input, $expected]) {\n            $this->assertSame($expected, '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield "($input), '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield "(' . \\json_encode($input) . ')');\n        }\n    }\n\n    public function "
            yield str((undefined(name='prefix') if l_1_prefix is missing else l_1_prefix))
            yield 'Read(): void\n    {\n        $this->assertSame('
            yield str((str_join(((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name), '::', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'php'), 'constant'), )) if environment.getattr(l_1_vocab, 'fallback') else 'null'))
            yield ', '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield "(null), '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield "(null)');\n        $cases = [\n"
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '            ['
                yield str(t_5(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str((t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'null'))
                yield '],\n'
            l_2_case = missing
            yield '        ];\n        foreach ($cases as [$input, $expected]) {\n            $this->assertSame($expected, '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield "($input), '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
            yield "(' . \\json_encode($input) . ')');\n        }\n    }\n"
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_test'))
            yield 'Cases(): void\n    {\n        $this->assertCount('
            yield str(t_3(environment.getattr(l_1_vocab, 'values')))
            yield ', '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
            yield '::cases());\n        $this->assertSame([\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '            '
                yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
                yield '::'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'constant'))
                yield ',\n'
            l_2_value = missing
            yield '        ], [\n'
            for l_2_value in environment.getattr(l_1_vocab, 'values'):
                _loop_vars = {}
                pass
                yield '            '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
                yield '::'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'php'), 'member'))
                yield '->value,\n'
            l_2_value = missing
            yield '        ]);\n    }\n\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_test'))
            yield "Parse(): void\n    {\n        // the input, its known member's value (null for an unknown) and its wire string\n        $cases = [\n"
            for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                _loop_vars = {}
                pass
                yield '            ['
                yield str(t_5(environment.getattr(l_2_case, 'input')))
                yield ', '
                yield str((t_5(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'known') else 'null'))
                yield ', '
                yield str(t_5(environment.getattr(l_2_case, 'want')))
                yield '],\n'
            l_2_case = missing
            yield "        ];\n        foreach ($cases as [$input, $known, $wire]) {\n            $where = '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield "::parse(' . \\json_encode($input) . ')';\n            $member = $known === null ? null : "
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_type'))
            yield '::from($known);\n            $this->'
            yield str((undefined(name='parsed') if l_0_parsed is missing else l_0_parsed))
            yield '($member, $wire, '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '::parse($input), $where);\n            if ($member === null) {\n                $this->'
            yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
            yield '(fn () => '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))
            yield '($input), $where);\n            } else {\n                $this->assertSame($member, '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_parse'))
            yield '($input), $where);\n            }\n        }\n    }\n'
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
            yield 'Settle(): void\n    {\n        // subject, carried, the settled value (null for none), or false where settle throws\n        $cases = [\n'
            yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'settle_rows'), environment.getattr(l_1_rule, 'settle_cases'), _loop_vars=_loop_vars))
            yield "\n        ];\n        foreach ($cases as [$subject, $carried, $expected]) {\n            $where = '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield "(' . \\json_encode($subject) . ', ' . \\json_encode($carried) . ')';\n            if ($expected === false) {\n                $this->"
            yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
            yield '(fn () => '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '($subject, $carried), $where);\n            } else {\n                $this->assertSame($expected, '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '($subject, $carried), $where);\n            }\n        }\n    }\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            (l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'php'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'php'))
            _loop_vars.update({'carried': l_1_carried, 'subject': l_1_subject})
            yield '\n    public function '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_rule_test'))
            yield "Settle(): void\n    {\n        // subject, carried, the settled member's value (null for none), or false where a strict parse throws\n        $cases = [\n"
            yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'settle_rows'), environment.getattr(l_1_rule, 'typed_settle_cases'), _loop_vars=_loop_vars))
            yield "\n        ];\n        foreach ($cases as [$subject, $carried, $expected]) {\n            $where = '"
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield "(' . \\json_encode($subject) . ', ' . \\json_encode($carried) . ')';\n            $settle = fn () => "
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield '(\n                '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'known_parse'))
            yield '($subject),\n                $carried === null ? null : '
            yield str((undefined(name='class_name') if l_0_class_name is missing else l_0_class_name))
            yield '::'
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known_parse'))
            yield '($carried),\n            );\n            if ($expected === false) {\n                $this->'
            yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
            yield '($settle, $where);\n            } else {\n                $this->assertSame($expected === null ? null : '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'known_type'))
            yield '::from($expected), $settle(), $where);\n            }\n        }\n    }\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = missing
    if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
        pass
        yield '\n    /**\n     * Asserts that an open parse gave $known (null: unknown) and the wire string $wire, also through json_encode().\n     */\n    private function '
        yield str((undefined(name='parsed') if l_0_parsed is missing else l_0_parsed))
        yield '(?\\UnitEnum $known, string $wire, object $open, string $where): void\n    {\n        $this->assertSame($known, $open->known(), $where);\n        $this->assertSame($known !== null, $open->isKnown(), $where);\n        $this->assertSame($wire, $open->wire(), $where);\n        $this->assertSame(\\json_encode($wire, \\JSON_THROW_ON_ERROR), \\json_encode($open, \\JSON_THROW_ON_ERROR), $where);\n    }\n'
    if (undefined(name='with_functions') if l_0_with_functions is missing else l_0_with_functions):
        pass
        yield '\n    /**\n     * Asserts that $call throws the InvalidArgumentException an unknown spelling raises; $where names the case.\n     */\n    private function '
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield "(callable $call, string $where): void\n    {\n        try {\n            $call();\n        } catch (\\InvalidArgumentException $e) {\n            $this->addToAssertionCount(1);\n            return;\n        }\n        $this->fail($where . ': expected an InvalidArgumentException');\n    }\n"
    yield '}\n'

blocks = {}
debug_info = '2=44&3=46&4=49&5=52&8=56&12=58&19=60&21=62&23=65&24=69&25=71&28=75&29=79&32=83&34=87&35=91&40=97&42=99&43=105&44=108&46=114&47=117&50=124&52=127&55=129&56=133&58=139&61=143&63=146&65=148&67=156&68=160&72=166&74=168&76=174&81=178&83=180&85=186&86=190&90=196&94=202&96=204&98=212&99=216&103=222&107=228&109=231&111=233&113=237&114=241&117=247&118=251&123=257&127=259&128=263&132=271&133=273&134=275&136=279&138=285&144=290&145=296&147=299&149=301&151=307&153=310&157=312&160=314&162=316&164=322&169=326&170=328&172=331&176=333&179=335&180=337&181=341&182=345&185=349&187=351&193=354&198=357&206=359&211=362'