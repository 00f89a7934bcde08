from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/test.exs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_functions = resolve('functions')
    l_0_marker = resolve('marker')
    l_0_test_module = resolve('test_module')
    l_0_module = resolve('module')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    l_0_emit = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    pass
    l_0_emit = ((undefined(name='functions') if l_0_functions is missing else l_0_functions) != 'none')
    context.vars['emit'] = l_0_emit
    context.exported_vars.add('emit')
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\ndefmodule '
    yield str((undefined(name='test_module') if l_0_test_module is missing else l_0_test_module))
    yield ' do\n  use ExUnit.Case, async: true\n\n  alias '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ', as: V\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext((undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies), undefined):
        l_1_n = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(l_1_vocab, 'names')
        _loop_vars['n'] = l_1_n
        yield '\n  test "'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ': every value, in order" do\n'
        for l_2_case in environment.getattr(l_1_vocab, 'value_cases'):
            _loop_vars = {}
            pass
            yield '    # apply/3: a deprecated accessor is still tested without a compile-time warning\n    assert apply(V, :'
            yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
            yield ', []) == '
            yield str(environment.getattr(l_2_case, 'expected'))
            yield '\n'
        l_2_case = missing
        yield '    assert V.'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '() == [\n'
        if environment.getattr(l_1_vocab, 'collection_literals'):
            pass
            yield '             '
            yield str(t_1(context.eval_ctx, environment.getattr(l_1_vocab, 'collection_literals'), ',\n             '))
            yield '\n'
        yield '           ]\n  end\n'
        if environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '" do\n    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '() == %{\n'
            l_2_loop = missing
            for l_2_case, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'alias_cases'), undefined):
                _loop_vars = {}
                pass
                yield '             '
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ' => '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield str((',' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 38 in 'elixir/test.exs.j2' evaluated to false and no else section was defined.")))
                yield '\n'
            l_2_loop = l_2_case = missing
            yield '           }\n  end\n'
        if environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '" do\n    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '() == [\n'
            l_2_loop = missing
            for l_2_literal, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'removed_literals'), undefined):
                _loop_vars = {}
                pass
                yield '             '
                yield str(l_2_literal)
                yield str((',' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 48 in 'elixir/test.exs.j2' evaluated to false and no else section was defined.")))
                yield '\n'
            l_2_loop = l_2_literal = missing
            yield '           ]\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
            yield '/1 is exact" do\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '    assert V.'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
                yield '('
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ') == '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield '\n'
            l_2_case = missing
            yield '  end\n\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield '/1 never fails" do\n'
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                yield '    assert V.'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
                yield '('
                yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                yield ') == '
                yield str(environment.getattr(l_2_case, 'expected'))
                yield '\n'
            l_2_case = missing
            yield '    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield '(nil) == '
            yield str((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'fallback_literal') or 'nil'))
            yield '\n  end\n\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield '/1 and '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
            yield '/1" do\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_case, 'expected') == ':error'):
                    pass
                    yield '    assert V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                    yield '('
                    yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                    yield ') == {:error, {:'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'reason'))
                    yield ', '
                    yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                    yield '}}\n    assert_raise ArgumentError, fn -> V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
                    yield '('
                    yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                    yield ') end\n'
                else:
                    pass
                    yield '    assert V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                    yield '('
                    yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                    yield ') == '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '\n    assert {:ok, V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
                    yield '('
                    yield str(environment.getitem(environment.getattr(l_2_case, 'args'), 0))
                    yield ')} == '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '\n'
            l_2_case = missing
            yield '  end\n'
    l_1_loop = l_1_vocab = l_1_n = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext((undefined(name='rules') if l_0_rules is missing else l_0_rules), undefined):
        _loop_vars = {}
        pass
        yield '\n  test "'
        yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'members'))
        yield '" do\n    assert V.'
        yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'members'))
        yield '() == [\n'
        l_2_loop = missing
        for l_2_literal, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'member_literals'), undefined):
            _loop_vars = {}
            pass
            yield '             '
            yield str(l_2_literal)
            yield str((',' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 86 in 'elixir/test.exs.j2' evaluated to false and no else section was defined.")))
            yield '\n'
        l_2_loop = l_2_literal = missing
        yield '           ]\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n  test "'
            yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle'))
            yield '/2 and '
            yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle_bang'))
            yield '/2" do\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_case, 'expected') == ':error'):
                    pass
                    yield '    assert {:error, _} = V.'
                    yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle'))
                    yield '('
                    yield str(t_1(context.eval_ctx, environment.getattr(l_2_case, 'args'), ', '))
                    yield ')\n    assert_raise ArgumentError, fn -> V.'
                    yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle_bang'))
                    yield '('
                    yield str(t_1(context.eval_ctx, environment.getattr(l_2_case, 'args'), ', '))
                    yield ') end\n'
                else:
                    pass
                    yield '    assert V.'
                    yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle'))
                    yield '('
                    yield str(t_1(context.eval_ctx, environment.getattr(l_2_case, 'args'), ', '))
                    yield ') == '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '\n    assert {:ok, V.'
                    yield str(environment.getattr(environment.getattr(l_1_rule, 'names'), 'settle_bang'))
                    yield '('
                    yield str(t_1(context.eval_ctx, environment.getattr(l_2_case, 'args'), ', '))
                    yield ')} == '
                    yield str(environment.getattr(l_2_case, 'expected'))
                    yield '\n'
            l_2_case = missing
            yield '  end\n'
    l_1_loop = l_1_rule = missing
    yield 'end\n'

blocks = {}
debug_info = '13=24&14=27&15=29&18=31&19=34&20=38&22=41&23=43&25=47&27=53&28=55&29=58&33=61&35=64&36=66&37=69&38=73&43=80&45=83&46=85&47=88&48=92&53=97&55=100&56=102&57=106&61=114&62=116&63=120&65=128&68=132&69=136&70=139&71=142&72=150&74=157&75=163&81=173&83=177&84=179&85=182&86=186&90=191&92=194&93=198&94=201&95=204&96=208&98=215&99=221'