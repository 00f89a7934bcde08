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
        t_1 = environment.filters['ex_ascii']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'ex_ascii' found.")
    try:
        t_2 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_5 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    try:
        t_6 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_6(*unused):
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
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_namespace = resolve('namespace')
        l_1_n = l_1_gap = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'elixir')
        _loop_vars['n'] = l_1_n
        yield '\n  test "'
        yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'))
        yield ': every value, in order" do\n'
        l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
        _loop_vars['gap'] = l_1_gap
        if (not (undefined(name='macros') if l_0_macros is missing else l_0_macros)):
            pass
            yield '    # apply/3: a deprecated accessor is still tested without a compile-time warning\n'
        elif t_5(t_2(environment, t_4(context, environment.getattr(l_1_vocab, 'values'), 'deprecated'))):
            pass
            yield '    # a deprecated macro through its MACRO- function: tested without a compile-time warning\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            l_2_name = missing
            _loop_vars = {}
            pass
            l_2_name = environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'constant')
            _loop_vars['name'] = l_2_name
            if (not (undefined(name='macros') if l_0_macros is missing else l_0_macros)):
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_apply'), str_join((':', (undefined(name='name') if l_2_name is missing else l_2_name), )), '[]', t_1(environment.getattr(l_2_value, 'text')), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
                yield '\n'
            elif environment.getattr(l_2_value, 'deprecated'):
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_apply'), str_join((':"MACRO-', (undefined(name='name') if l_2_name is missing else l_2_name), '"', )), '[__ENV__]', t_1(environment.getattr(l_2_value, 'text')), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
                yield '\n'
            else:
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assertion'), str_join(('V.', (undefined(name='name') if l_2_name is missing else l_2_name), '()', )), '=', t_1(environment.getattr(l_2_value, 'text')), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
                yield '\n'
        l_2_value = l_2_name = missing
        def t_7(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_7(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_apply'), str_join((':', environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'elixir'), 'alias_constant'), )), '[]', t_1(environment.getattr(l_2_alias, 'name')), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'), '()', )), t_3(context, t_3(context, environment.getattr(l_1_vocab, 'values'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
        yield '\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'))
            yield '/1 in a guard" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'), )), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['==', 'guarded.(%(input)s)', environment.getattr(l_2_case, 'want')]], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assertion'), 'guarded.(nil)', '==', 'false', _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'))
            yield '" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_aliases'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'), '()', )), environment.getattr(l_1_vocab, 'aliases'), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'))
            yield '" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'), '()', )), t_3(context, t_3(context, environment.getattr(l_1_vocab, 'removed'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'))
            yield '/1 is exact" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            for l_2_case in environment.getattr(l_1_vocab, 'guard_cases'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'), '(%(input)s)', )), environment.getattr(l_2_case, 'want')]], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = missing
            yield '  end\n\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'))
            yield '/1 never fails" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            for l_2_case in environment.getattr(l_1_vocab, 'read_cases'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_case, 'kind') == 'value'):
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input')), 'want': t_1(environment.getattr(l_2_case, 'want'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '(%(input)s)', )), '%(want)s']], _loop_vars=_loop_vars))
                    yield '\n'
                else:
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '(%(input)s)', )), 'nil']], _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assertion'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '(nil)', )), '==', (t_1(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'text')) if environment.getattr(l_1_vocab, 'fallback') else 'nil'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n\n  test "'
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'))
            yield '/1 and '
            yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'))
            yield '/1" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                _loop_vars = {}
                pass
                if (environment.getattr(l_2_case, 'kind') == 'error'):
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'), '(%(input)s)', )), str_join(('{:error, {:', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'reason'), ', %(input)s}}', ))], ['raise', '', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'), '(%(input)s)', ))]], _loop_vars=_loop_vars))
                    yield '\n'
                else:
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input')), 'want': t_1(environment.getattr(l_2_case, 'want'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'), '(%(input)s)', )), '{:ok, %(want)s}'], ['==', str_join(('{:ok, V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'), '(%(input)s)}', )), '{:ok, %(want)s}']], _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = missing
            yield '  end\n'
    l_1_vocab = l_1_n = l_1_namespace = l_1_gap = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_namespace = resolve('namespace')
        l_1_gap = resolve('gap')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'elixir')
        _loop_vars['names'] = l_1_names
        yield '\n  test "'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '" do\n'
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), '()', )), t_3(context, t_3(context, environment.getattr(l_1_rule, 'members'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
        yield '\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'))
            yield '/1 in a guard" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'), )), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
            for l_2_value in environment.getattr(environment.getattr(l_1_rule, 'subject'), 'values'):
                _loop_vars = {}
                pass
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_value, 'text'))}, [['==', 'guarded.(%(input)s)', ('true' if (l_2_value in environment.getattr(l_1_rule, 'members')) else 'false')]], _loop_vars=_loop_vars))
                yield '\n'
            l_2_value = missing
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assertion'), 'guarded.(nil)', '==', 'false', _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
            yield '/2 and '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'))
            yield '/2" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            for l_2_case in environment.getattr(l_1_rule, 'settle_cases'):
                l_2_dict = resolve('dict')
                l_2_want = resolve('want')
                l_2_literals = l_2_args = missing
                _loop_vars = {}
                pass
                l_2_literals = {'subject': t_1(environment.getattr(l_2_case, 'subject'))}
                _loop_vars['literals'] = l_2_literals
                if (not t_6(environment.getattr(l_2_case, 'carried'))):
                    pass
                    l_2_literals = context.call((undefined(name='dict') if l_2_dict is missing else l_2_dict), (undefined(name='literals') if l_2_literals is missing else l_2_literals), carried=t_1(environment.getattr(l_2_case, 'carried')), _loop_vars=_loop_vars)
                    _loop_vars['literals'] = l_2_literals
                l_2_args = str_join(('%(subject)s, ', ('%(carried)s' if (not t_6(environment.getattr(l_2_case, 'carried'))) else 'nil'), ))
                _loop_vars['args'] = l_2_args
                if (environment.getattr(l_2_case, 'kind') == 'error'):
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), (undefined(name='literals') if l_2_literals is missing else l_2_literals), [['=', '{:error, _}', str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', (undefined(name='args') if l_2_args is missing else l_2_args), ')', ))], ['raise', '', str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'), '(', (undefined(name='args') if l_2_args is missing else l_2_args), ')', ))]], _loop_vars=_loop_vars))
                    yield '\n'
                else:
                    pass
                    if (environment.getattr(l_2_case, 'kind') == 'value'):
                        pass
                        l_2_literals = context.call((undefined(name='dict') if l_2_dict is missing else l_2_dict), (undefined(name='literals') if l_2_literals is missing else l_2_literals), want=t_1(environment.getattr(l_2_case, 'want')), _loop_vars=_loop_vars)
                        _loop_vars['literals'] = l_2_literals
                    l_2_want = str_join(('{:ok, ', ('%(want)s' if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil'), '}', ))
                    _loop_vars['want'] = l_2_want
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), (undefined(name='literals') if l_2_literals is missing else l_2_literals), [['==', str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', (undefined(name='args') if l_2_args is missing else l_2_args), ')', )), (undefined(name='want') if l_2_want is missing else l_2_want)], ['==', str_join(('{:ok, V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'), '(', (undefined(name='args') if l_2_args is missing else l_2_args), ')}', )), (undefined(name='want') if l_2_want is missing else l_2_want)]], _loop_vars=_loop_vars))
                    yield '\n'
            l_2_case = l_2_literals = l_2_dict = l_2_args = l_2_want = missing
            yield '  end\n'
    l_1_rule = l_1_names = l_1_namespace = l_1_gap = missing
    yield 'end\n'

blocks = {}
debug_info = '4=50&5=52&6=55&7=59&8=61&11=63&12=67&13=72&15=75&16=77&17=79&19=82&22=85&23=89&24=91&25=93&26=95&27=97&29=101&32=104&33=111&35=114&37=116&39=119&40=121&41=123&42=125&43=128&45=131&48=133&50=136&51=138&54=140&56=143&57=145&60=147&62=150&63=152&64=154&65=157&69=161&70=163&71=165&72=168&73=170&75=174&78=177&81=179&82=183&83=185&84=188&85=190&90=194&99=199&100=205&102=208&103=210&105=212&107=215&108=217&109=219&110=221&111=224&113=227&116=229&118=232&119=236&120=238&121=244&122=246&123=248&125=250&126=252&127=254&132=258&133=260&135=262&136=264'