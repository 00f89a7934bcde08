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
        t_2 = environment.filters['ex_member']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'ex_member' found.")
    try:
        t_3 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_6 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    try:
        t_7 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_7(*unused):
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
        elif t_6(t_3(environment, t_5(context, environment.getattr(l_1_vocab, 'values'), 'deprecated'))):
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
        def t_8(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_8(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_apply'), str_join((':', environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'elixir'), 'alias_constant'), )), '[]', t_1(environment.getattr(l_2_alias, 'name')), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'), '()', )), t_4(context, t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
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
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'), '()', )), t_4(context, t_4(context, environment.getattr(l_1_vocab, 'removed'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
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
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                yield '\n  test "'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'))
                yield '/1 and '
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'))
                yield '/1: known atoms from the table, anything else unknown" do\n'
                l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
                _loop_vars['gap'] = l_1_gap
                for l_2_case in environment.getattr(l_1_vocab, 'parse_cases'):
                    _loop_vars = {}
                    pass
                    if (environment.getattr(l_2_case, 'kind') == 'known'):
                        pass
                        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input')), 'want': t_2(environment.getattr(l_2_case, 'want'), l_1_vocab), 'wire': t_1(environment.getattr(l_2_case, 'want'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '(%(input)s)', )), '%(want)s'], ['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'), '(%(want)s)', )), '%(wire)s']], _loop_vars=_loop_vars))
                        yield '\n'
                    else:
                        pass
                        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '(%(input)s)', )), '{:unknown, %(input)s}'], ['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'), '({:unknown, %(input)s})', )), '%(input)s']], _loop_vars=_loop_vars))
                        yield '\n'
                l_2_case = missing
                def t_9(fiter):
                    for l_2_value in fiter:
                        if (environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'member') not in environment.getattr(l_1_vocab, 'spellings')):
                            yield l_2_value
                for l_2_value in t_9(environment.getattr(l_1_vocab, 'values')):
                    _loop_vars = {}
                    pass
                    yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'elixir'), 'member'))}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '(%(input)s)', )), '{:unknown, %(input)s}']], _loop_vars=_loop_vars))
                    yield '\n'
                l_2_value = missing
                yield '  end\n\n  test "'
                yield str(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'))
                yield '/1" do\n'
                l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
                _loop_vars['gap'] = l_1_gap
                for l_2_case in environment.getattr(l_1_vocab, 'canonical_cases'):
                    _loop_vars = {}
                    pass
                    if (environment.getattr(l_2_case, 'kind') == 'error'):
                        pass
                        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input'))}, [['raise', '', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'), '(%(input)s)', ))]], _loop_vars=_loop_vars))
                        yield '\n'
                    else:
                        pass
                        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), {'input': t_1(environment.getattr(l_2_case, 'input')), 'want': t_2(environment.getattr(l_2_case, 'want'), l_1_vocab)}, [['==', str_join(('V.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'), '(%(input)s)', )), '%(want)s']], _loop_vars=_loop_vars))
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
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), '()', )), t_4(context, t_4(context, environment.getattr(l_1_rule, 'members'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
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
                if (not t_7(environment.getattr(l_2_case, 'carried'))):
                    pass
                    l_2_literals = context.call((undefined(name='dict') if l_2_dict is missing else l_2_dict), (undefined(name='literals') if l_2_literals is missing else l_2_literals), carried=t_1(environment.getattr(l_2_case, 'carried')), _loop_vars=_loop_vars)
                    _loop_vars['literals'] = l_2_literals
                l_2_args = str_join(('%(subject)s, ', ('%(carried)s' if (not t_7(environment.getattr(l_2_case, 'carried'))) else 'nil'), ))
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
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n  test "'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
            yield '/2" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            def t_10(fiter):
                for l_2_case in fiter:
                    if (environment.getattr(l_2_case, 'kind') != 'error'):
                        yield l_2_case
            for l_2_case in t_10(environment.getattr(l_1_rule, 'typed_settle_cases')):
                l_2_dict = resolve('dict')
                l_2_literals = missing
                _loop_vars = {}
                pass
                l_2_literals = {'subject': t_2(environment.getattr(l_2_case, 'subject'), environment.getattr(l_1_rule, 'subject')), 'carried': (t_2(environment.getattr(l_2_case, 'carried'), environment.getattr(l_1_rule, 'carried')) if (not t_7(environment.getattr(l_2_case, 'carried'))) else 'nil')}
                _loop_vars['literals'] = l_2_literals
                if (environment.getattr(l_2_case, 'kind') == 'value'):
                    pass
                    l_2_literals = context.call((undefined(name='dict') if l_2_dict is missing else l_2_dict), (undefined(name='literals') if l_2_literals is missing else l_2_literals), want=t_2(environment.getattr(l_2_case, 'want'), environment.getattr(l_1_rule, 'carried')), _loop_vars=_loop_vars)
                    _loop_vars['literals'] = l_2_literals
                yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'expect'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), (undefined(name='literals') if l_2_literals is missing else l_2_literals), [['==', str_join(('V.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(%(subject)s, %(carried)s)', )), ('%(want)s' if (environment.getattr(l_2_case, 'kind') == 'value') else 'nil')]], _loop_vars=_loop_vars))
                yield '\n'
            l_2_case = l_2_literals = l_2_dict = missing
            yield '  end\n'
    l_1_rule = l_1_names = l_1_namespace = l_1_gap = missing
    yield 'end\n'

blocks = {}
debug_info = '4=56&5=58&6=61&7=65&8=67&11=69&12=73&13=78&15=81&16=83&17=85&19=88&22=91&23=95&24=97&25=99&26=101&27=103&29=107&32=110&33=117&35=120&37=122&39=125&40=127&41=129&42=131&43=134&45=137&48=139&50=142&51=144&54=146&56=149&57=151&60=153&62=156&63=158&64=160&65=163&69=167&70=169&71=171&72=174&73=176&75=180&78=183&81=185&82=189&83=191&84=194&85=196&90=200&97=204&99=207&100=211&101=213&102=216&103=218&108=222&114=225&115=232&119=236&120=238&121=240&122=243&123=245&125=249&132=254&133=260&135=263&136=265&138=267&140=270&141=272&142=274&143=276&144=279&146=282&149=284&151=287&152=291&153=293&154=299&155=301&156=303&158=305&159=307&160=309&165=313&166=315&168=317&169=319&177=323&179=326&180=328&181=330&182=339&183=341&184=343&186=345'