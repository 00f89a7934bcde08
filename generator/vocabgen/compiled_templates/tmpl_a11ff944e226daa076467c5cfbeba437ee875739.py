from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/test.exs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_ex = l_0_emit = l_0_macros = missing
    try:
        t_1 = environment.filters['ex_string']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ex_string' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No test named 'none' found.")
    pass
    l_0_ex = context.vars['ex'] = environment.get_template('elixir/_macros.ex.j2', 'elixir/test.exs.j2')._get_default_module(context)
    context.exported_vars.discard('ex')
    l_0_emit = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['emit'] = l_0_emit
    context.exported_vars.add('emit')
    l_0_macros = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'accessors') == 'macros')
    context.vars['macros'] = l_0_macros
    context.exported_vars.add('macros')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\ndefmodule '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield 'Test do\n  use ExUnit.Case, async: true\n\n  '
    yield str(('require' if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else 'alias'))
    yield ' '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ', as: V\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_n = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'elixir')
        _loop_vars['n'] = l_1_n
        yield '\n  test "'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ': every value, in order" do\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            if (not (undefined(name='macros') if l_0_macros is missing else l_0_macros)):
                pass
                yield '    # apply/3: a deprecated accessor is still tested without a compile-time warning\n    assert apply(V, :'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'constant'))
                yield ', []) == '
                yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'elixir'))
                yield '\n'
            elif environment.getattr(l_2_value, 'deprecated'):
                pass
                yield '    # a deprecated macro through its MACRO- function: tested without a compile-time warning\n    assert apply(V, :"MACRO-'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'constant'))
                yield '", [__ENV__]) == '
                yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'elixir'))
                yield '\n'
            else:
                pass
                yield '    assert V.'
                yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'constant'))
                yield '() = '
                yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'elixir'))
                yield '\n'
        l_2_value = missing
        def t_5(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_5(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '    assert apply(V, :'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'elixir'), 'alias_constant'))
            yield ', []) == '
            yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'elixir'))
            yield '\n'
        l_2_alias = missing
        yield '    assert V.'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield '() == [\n'
        if environment.getattr(l_1_vocab, 'values'):
            pass
            yield '             '
            yield str(t_2(context.eval_ctx, t_3(context, environment.getattr(l_1_vocab, 'values'), attribute='literal.elixir'), ',\n             '))
            yield '\n'
        yield '           ]\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'))
            yield '/1 in a guard" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'), )), _loop_vars=_loop_vars))
            yield '\n\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield '    assert guarded.('
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ') == '
                yield str(environment.getattr(l_2_case, 'want'))
                yield '\n'
            l_2_case = missing
            yield '    assert guarded.(nil) == false\n  end\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '" do\n    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '() == %{\n'
            l_2_loop = missing
            for l_2_alias, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'aliases'), undefined):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'pair'), '             ', environment.getattr(environment.getattr(l_2_alias, 'literal'), 'elixir'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'elixir'), (',' if (not environment.getattr(l_2_loop, 'last')) else ''), _loop_vars=_loop_vars))
                yield '\n'
            l_2_loop = l_2_alias = missing
            yield '           }\n  end\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '" do\n    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '() == [\n'
            l_2_loop = missing
            for l_2_removed, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'removed'), undefined):
                _loop_vars = {}
                pass
                yield '             '
                yield str(environment.getattr(environment.getattr(l_2_removed, 'literal'), 'elixir'))
                yield str((',' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 60 in 'elixir/test.exs.j2' evaluated to false and no else section was defined.")))
                yield '\n'
            l_2_loop = l_2_removed = missing
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
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ') == '
                yield str(environment.getattr(l_2_case, 'want'))
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
                yield str(t_1(environment.getattr(l_2_case, 'input')))
                yield ') == '
                yield str((t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'))
                yield '\n'
            l_2_case = missing
            yield '    assert V.'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield '(nil) == '
            yield str((environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'elixir') if environment.getattr(l_1_vocab, 'fallback') else 'nil'))
            yield '\n  end\n\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield '/1 and '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
            yield '/1" do\n'
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                l_2_input = missing
                _loop_vars = {}
                pass
                l_2_input = t_1(environment.getattr(l_2_case, 'input'))
                _loop_vars['input'] = l_2_input
                if (environment.getattr(l_2_case, 'kind') == 'error'):
                    pass
                    yield '    assert V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                    yield '('
                    yield str((undefined(name='input') if l_2_input is missing else l_2_input))
                    yield ') == {:error, {:'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'reason'))
                    yield ', '
                    yield str((undefined(name='input') if l_2_input is missing else l_2_input))
                    yield '}}\n    assert_raise ArgumentError, fn -> V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
                    yield '('
                    yield str((undefined(name='input') if l_2_input is missing else l_2_input))
                    yield ') end\n'
                else:
                    pass
                    yield '    assert V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
                    yield '('
                    yield str((undefined(name='input') if l_2_input is missing else l_2_input))
                    yield ') == {:ok, '
                    yield str(t_1(environment.getattr(l_2_case, 'want')))
                    yield '}\n    assert {:ok, V.'
                    yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
                    yield '('
                    yield str((undefined(name='input') if l_2_input is missing else l_2_input))
                    yield ')} == {:ok, '
                    yield str(t_1(environment.getattr(l_2_case, 'want')))
                    yield '}\n'
            l_2_case = l_2_input = missing
            yield '  end\n'
    l_1_loop = l_1_vocab = l_1_n = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'elixir')
        _loop_vars['names'] = l_1_names
        yield '\n  test "'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '" do\n    assert V.'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '() == [\n'
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'members'), undefined):
            _loop_vars = {}
            pass
            yield '             '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'elixir'))
            yield str((',' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 100 in 'elixir/test.exs.j2' evaluated to false and no else section was defined.")))
            yield '\n'
        l_2_loop = l_2_value = missing
        yield '           ]\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'))
            yield '/1 in a guard" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'), )), _loop_vars=_loop_vars))
            yield '\n\n'
            for l_2_value in environment.getattr(environment.getattr(l_1_rule, 'subject'), 'values'):
                _loop_vars = {}
                pass
                yield '    assert guarded.('
                yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'elixir'))
                yield ') == '
                yield str(('true' if (l_2_value in environment.getattr(l_1_rule, 'members')) else 'false'))
                yield '\n'
            l_2_value = missing
            yield '    assert guarded.(nil) == false\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '/2 and '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'))
            yield '/2" do\n'
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                l_2_want = resolve('want')
                l_2_args = missing
                _loop_vars = {}
                pass
                l_2_args = str_join((t_1(environment.getattr(l_2_case, 'subject')), ', ', (t_1(environment.getattr(l_2_case, 'carried')) if (not t_4(environment.getattr(l_2_case, 'carried'))) else 'nil'), ))
                _loop_vars['args'] = l_2_args
                if (environment.getattr(l_2_case, 'kind') == 'error'):
                    pass
                    yield '    assert {:error, _} = V.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                    yield '('
                    yield str((undefined(name='args') if l_2_args is missing else l_2_args))
                    yield ')\n    assert_raise ArgumentError, fn -> V.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'))
                    yield '('
                    yield str((undefined(name='args') if l_2_args is missing else l_2_args))
                    yield ') end\n'
                else:
                    pass
                    l_2_want = str_join(('{:ok, ', (t_1(environment.getattr(l_2_case, 'want')) if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'), '}', ))
                    _loop_vars['want'] = l_2_want
                    yield '    assert V.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                    yield '('
                    yield str((undefined(name='args') if l_2_args is missing else l_2_args))
                    yield ') == '
                    yield str((undefined(name='want') if l_2_want is missing else l_2_want))
                    yield '\n    assert {:ok, V.'
                    yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'))
                    yield '('
                    yield str((undefined(name='args') if l_2_args is missing else l_2_args))
                    yield ')} == '
                    yield str((undefined(name='want') if l_2_want is missing else l_2_want))
                    yield '\n'
            l_2_case = l_2_args = l_2_want = missing
            yield '  end\n'
    l_1_loop = l_1_rule = l_1_names = missing
    yield 'end\n'

blocks = {}
debug_info = '2=38&3=40&4=43&5=47&6=49&9=51&10=56&11=60&13=63&14=65&15=68&17=71&18=75&20=78&22=85&25=90&26=98&28=104&29=106&30=109&34=112&36=115&37=117&39=119&40=123&45=129&47=132&48=134&49=137&50=140&55=144&57=147&58=149&59=152&60=156&65=161&67=164&68=166&69=170&73=178&74=180&75=184&77=192&80=196&81=200&82=204&83=206&84=209&85=217&87=224&88=230&94=240&95=244&97=247&98=249&99=252&100=256&104=261&106=264&107=266&109=268&110=272&115=278&117=281&118=285&119=290&120=292&121=295&122=299&124=305&125=308&126=314'