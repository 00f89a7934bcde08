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
    l_0_ex = l_0_emit = l_0_macros = l_0_mod = missing
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
        t_3 = environment.filters['ex_test_name']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'ex_test_name' found.")
    try:
        t_4 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_5 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_6 = environment.filters['reject']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'reject' found.")
    try:
        t_7 = environment.filters['rejectattr']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'rejectattr' found.")
    try:
        t_8 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_9 = environment.tests['none']
    except KeyError:
        @internalcode
        def t_9(*unused):
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
    l_0_mod = environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'elixir'), 'module_alias')
    context.vars['mod'] = l_0_mod
    context.exported_vars.add('mod')
    yield '# '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\ndefmodule '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield 'Test do\n  use ExUnit.Case, async: true\n\n  '
    yield str(('require' if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else 'alias'))
    yield ' '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'module'))
    yield ', as: '
    yield str((undefined(name='mod') if l_0_mod is missing else l_0_mod))
    yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_namespace = resolve('namespace')
        l_1_canonical_errors = resolve('canonical_errors')
        l_1_canonical_values = resolve('canonical_values')
        l_1_known = resolve('known')
        l_1_unknown = resolve('unknown')
        l_1_n = l_1_applied = l_1_through_apply = l_1_alias_constants = l_1_gap = missing
        _loop_vars = {}
        pass
        l_1_n = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'elixir')
        _loop_vars['n'] = l_1_n
        l_1_applied = (t_4(context.eval_ctx, t_7(context, environment.getattr(l_1_vocab, 'values'), 'deprecated')) if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else [])
        _loop_vars['applied'] = l_1_applied
        l_1_through_apply = (t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_vocab, 'values'), 'deprecated')) if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else environment.getattr(l_1_vocab, 'values'))
        _loop_vars['through_apply'] = l_1_through_apply
        l_1_alias_constants = (environment.getattr(l_1_vocab, 'aliases') if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants') else [])
        _loop_vars['alias_constants'] = l_1_alias_constants
        yield '\n  test "'
        yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'), ': every value, in order', ))))
        yield '" do\n'
        l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
        _loop_vars['gap'] = l_1_gap
        if (not (undefined(name='macros') if l_0_macros is missing else l_0_macros)):
            pass
            yield '    # apply/3: a deprecated accessor is still tested without a compile-time warning\n'
        elif (undefined(name='through_apply') if l_1_through_apply is missing else l_1_through_apply):
            pass
            yield '    # a deprecated macro through its MACRO- function: tested without a compile-time warning\n'
        if ((undefined(name='through_apply') if l_1_through_apply is missing else l_1_through_apply) or (undefined(name='alias_constants') if l_1_alias_constants is missing else l_1_alias_constants)):
            pass
            def macro():
                t_10 = []
                pass
                l_3_loop = missing
                for l_3_value, l_3_loop in LoopContext((undefined(name='through_apply') if l_1_through_apply is missing else l_1_through_apply), undefined):
                    l_3_name = missing
                    _loop_vars = {}
                    pass
                    l_3_name = environment.getattr(environment.getattr(environment.getattr(l_3_value, 'names'), 'elixir'), 'constant')
                    _loop_vars['name'] = l_3_name
                    t_10.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [(str_join((':"MACRO-', (undefined(name='name') if l_3_name is missing else l_3_name), '"', )) if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else str_join((':', (undefined(name='name') if l_3_name is missing else l_3_name), ))), ('[__ENV__]' if (undefined(name='macros') if l_0_macros is missing else l_0_macros) else '[]'), t_1(environment.getattr(l_3_value, 'text'))], (environment.getattr(l_3_loop, 'last') and (not (undefined(name='alias_constants') if l_1_alias_constants is missing else l_1_alias_constants))), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_value = l_3_name = missing
                l_3_loop = missing
                for l_3_alias, l_3_loop in LoopContext((undefined(name='alias_constants') if l_1_alias_constants is missing else l_1_alias_constants), undefined):
                    _loop_vars = {}
                    pass
                    t_10.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [str_join((':', environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'names'), 'elixir'), 'alias_constant'), )), '[]', t_1(environment.getattr(l_3_alias, 'name'))], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_alias = missing
                return concat(t_10)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{function, args, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', str_join(('apply(', (undefined(name='mod') if l_0_mod is missing else l_0_mod), ', function, args)', )), '==', 'want']], 'inspect(function)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
        if (undefined(name='applied') if l_1_applied is missing else l_1_applied):
            pass
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_macros_match'), (undefined(name='mod') if l_0_mod is missing else l_0_mod), t_5(context, (undefined(name='applied') if l_1_applied is missing else l_1_applied), attribute='names.elixir.constant'), t_5(context, t_5(context, (undefined(name='applied') if l_1_applied is missing else l_1_applied), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'collection'), '()', )), t_5(context, t_5(context, environment.getattr(l_1_vocab, 'values'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
        yield '\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'), '/1 in a guard', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard_macro'), )), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
            def macro():
                t_11 = []
                pass
                l_3_loop = missing
                for l_3_case, l_3_loop in LoopContext(environment.getattr(l_1_vocab, 'guard_cases'), undefined):
                    _loop_vars = {}
                    pass
                    t_11.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), environment.getattr(l_3_case, 'want')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_case = missing
                return concat(t_11)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', 'guarded.(input)', '==', 'want']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'code'), '    ', ['assert ', ['==', 'guarded.(nil)', 'false']], _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n  test "'
            yield str(t_3(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases')))
            yield '" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_aliases'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'aliases'), '()', )), environment.getattr(l_1_vocab, 'aliases'), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n  test "'
            yield str(t_3(environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed')))
            yield '" do\n'
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'removed'), '()', )), t_5(context, t_5(context, environment.getattr(l_1_vocab, 'removed'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            l_1_canonical_errors = t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_vocab, 'canonical_cases'), 'kind', 'equalto', 'error'))
            _loop_vars['canonical_errors'] = l_1_canonical_errors
            l_1_canonical_values = t_4(context.eval_ctx, t_7(context, environment.getattr(l_1_vocab, 'canonical_cases'), 'kind', 'equalto', 'error'))
            _loop_vars['canonical_values'] = l_1_canonical_values
            yield '\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'), '/1 is exact', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            def macro():
                t_12 = []
                pass
                l_3_loop = missing
                for l_3_case, l_3_loop in LoopContext(environment.getattr(l_1_vocab, 'guard_cases'), undefined):
                    _loop_vars = {}
                    pass
                    t_12.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), environment.getattr(l_3_case, 'want')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_case = missing
                return concat(t_12)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'guard'), '(', )), 'input'], '==', 'want']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield '  end\n\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '/1 never fails', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            def macro():
                t_13 = []
                pass
                l_3_loop = missing
                for l_3_case, l_3_loop in LoopContext(environment.getattr(l_1_vocab, 'read_cases'), undefined):
                    _loop_vars = {}
                    pass
                    t_13.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), (t_1(environment.getattr(l_3_case, 'want')) if (environment.getattr(l_3_case, 'kind') == 'value') else 'nil')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_case = missing
                return concat(t_13)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '(', )), 'input'], '==', 'want']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'code'), '    ', ['assert ', ['==', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'read'), '(', )), 'nil'], (t_1(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'text')) if environment.getattr(l_1_vocab, 'fallback') else 'nil')]], _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'), '/1 and ', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'), '/1', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            if (undefined(name='canonical_values') if l_1_canonical_values is missing else l_1_canonical_values):
                pass
                def macro():
                    t_14 = []
                    pass
                    l_3_loop = missing
                    for l_3_case, l_3_loop in LoopContext((undefined(name='canonical_values') if l_1_canonical_values is missing else l_1_canonical_values), undefined):
                        _loop_vars = {}
                        pass
                        t_14.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), t_1(environment.getattr(l_3_case, 'want'))], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_case = missing
                    return concat(t_14)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'), '(', )), 'input'], '==', '{:ok, want}'], ['assert', ['{', ':ok', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'), '(', )), 'input']], '==', '{:ok, want}']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            if (undefined(name='canonical_errors') if l_1_canonical_errors is missing else l_1_canonical_errors):
                pass
                def macro():
                    t_15 = []
                    pass
                    l_3_loop = missing
                    for l_3_case, l_3_loop in LoopContext((undefined(name='canonical_errors') if l_1_canonical_errors is missing else l_1_canonical_errors), undefined):
                        _loop_vars = {}
                        pass
                        t_15.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input'))], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_case = missing
                    return concat(t_15)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), 'input', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical'), '(', )), 'input'], '==', ['{', ':error', ['{', str_join((':', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'reason'), )), 'input']]], ['raise', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'canonical_bang'), '(', )), 'input'], '', '']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield '  end\n'
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
                pass
                l_1_known = t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_vocab, 'parse_cases'), 'kind', 'equalto', 'known'))
                _loop_vars['known'] = l_1_known
                l_1_unknown = t_4(context.eval_ctx, t_5(context, t_7(context, environment.getattr(l_1_vocab, 'parse_cases'), 'kind', 'equalto', 'known'), attribute='input'))
                _loop_vars['unknown'] = l_1_unknown
                l_1_unknown = ((undefined(name='unknown') if l_1_unknown is missing else l_1_unknown) + t_4(context.eval_ctx, t_6(context, t_5(context, environment.getattr(l_1_vocab, 'values'), attribute='names.elixir.member'), 'in', environment.getattr(l_1_vocab, 'spellings'))))
                _loop_vars['unknown'] = l_1_unknown
                yield '\n  test "'
                yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '/1 and ', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'), '/1: known atoms from the table, anything else unknown', ))))
                yield '" do\n'
                l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
                _loop_vars['gap'] = l_1_gap
                def macro():
                    t_16 = []
                    pass
                    l_3_loop = missing
                    for l_3_case, l_3_loop in LoopContext((undefined(name='known') if l_1_known is missing else l_1_known), undefined):
                        _loop_vars = {}
                        pass
                        t_16.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), t_2(environment.getattr(l_3_case, 'want'), l_1_vocab), t_1(environment.getattr(l_3_case, 'want'))], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_case = missing
                    return concat(t_16)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want, wire}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '(', )), 'input'], '==', 'want'], ['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'), '(', )), 'want'], '==', 'wire']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
                def macro():
                    t_17 = []
                    pass
                    l_3_loop = missing
                    for l_3_input, l_3_loop in LoopContext((undefined(name='unknown') if l_1_unknown is missing else l_1_unknown), undefined):
                        _loop_vars = {}
                        pass
                        t_17.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(l_3_input)], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_input = missing
                    return concat(t_17)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), 'input', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse'), '(', )), 'input'], '==', '{:unknown, input}'], ['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'wire'), '(', )), '{:unknown, input}'], '==', 'input']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
                yield '  end\n\n  test "'
                yield str(t_3(str_join((environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'), '/1', ))))
                yield '" do\n'
                l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
                _loop_vars['gap'] = l_1_gap
                if (undefined(name='canonical_values') if l_1_canonical_values is missing else l_1_canonical_values):
                    pass
                    def macro():
                        t_18 = []
                        pass
                        l_3_loop = missing
                        for l_3_case, l_3_loop in LoopContext((undefined(name='canonical_values') if l_1_canonical_values is missing else l_1_canonical_values), undefined):
                            _loop_vars = {}
                            pass
                            t_18.extend((
                                str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input')), t_2(environment.getattr(l_3_case, 'want'), l_1_vocab)], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                                '\n',
                            ))
                        l_3_loop = l_3_case = missing
                        return concat(t_18)
                    caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                    yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'), '(', )), 'input'], '==', 'want']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
                if (undefined(name='canonical_errors') if l_1_canonical_errors is missing else l_1_canonical_errors):
                    pass
                    def macro():
                        t_19 = []
                        pass
                        l_3_loop = missing
                        for l_3_case, l_3_loop in LoopContext((undefined(name='canonical_errors') if l_1_canonical_errors is missing else l_1_canonical_errors), undefined):
                            _loop_vars = {}
                            pass
                            t_19.extend((
                                str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'input'))], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                                '\n',
                            ))
                        l_3_loop = l_3_case = missing
                        return concat(t_19)
                    caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                    yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), 'input', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['raise', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='n') if l_1_n is missing else l_1_n), 'parse_bang'), '(', )), 'input'], '', '']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
                yield '  end\n'
    l_1_loop = l_1_vocab = l_1_n = l_1_applied = l_1_through_apply = l_1_alias_constants = l_1_namespace = l_1_gap = l_1_canonical_errors = l_1_canonical_values = l_1_known = l_1_unknown = missing
    l_1_loop = missing
    for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
        l_1_namespace = resolve('namespace')
        l_1_gap = resolve('gap')
        l_1_settle_errors = resolve('settle_errors')
        l_1_settle_values = resolve('settle_values')
        l_1_args = resolve('args')
        l_1_typed_cases = resolve('typed_cases')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_rule, 'names'), 'elixir')
        _loop_vars['names'] = l_1_names
        yield '\n  test "'
        yield str(t_3(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members')))
        yield '" do\n'
        yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'assert_list'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), '()', )), t_5(context, t_5(context, environment.getattr(l_1_rule, 'members'), attribute='text'), 'ex_ascii'), _loop_vars=_loop_vars))
        yield '\n  end\n'
        if (undefined(name='macros') if l_0_macros is missing else l_0_macros):
            pass
            yield '\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'), '/1 in a guard', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'guarded'), str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members_guard'), )), _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n'
            def macro():
                t_20 = []
                pass
                l_3_loop = missing
                for l_3_value, l_3_loop in LoopContext(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'values'), undefined):
                    _loop_vars = {}
                    pass
                    t_20.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_value, 'text')), ('true' if (l_3_value in environment.getattr(l_1_rule, 'members')) else 'false')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_value = missing
                return concat(t_20)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{input, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', 'guarded.(input)', '==', 'want']], 'inspect(input)', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'statement'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'code'), '    ', ['assert ', ['==', 'guarded.(nil)', 'false']], _loop_vars=_loop_vars), _loop_vars=_loop_vars))
            yield '\n  end\n'
        if (undefined(name='emit') if l_0_emit is missing else l_0_emit):
            pass
            l_1_settle_errors = t_4(context.eval_ctx, t_8(context, environment.getattr(l_1_rule, 'settle_cases'), 'kind', 'equalto', 'error'))
            _loop_vars['settle_errors'] = l_1_settle_errors
            l_1_settle_values = t_4(context.eval_ctx, t_7(context, environment.getattr(l_1_rule, 'settle_cases'), 'kind', 'equalto', 'error'))
            _loop_vars['settle_values'] = l_1_settle_values
            l_1_args = ['subject', 'carried']
            _loop_vars['args'] = l_1_args
            yield '\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '/2 and ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'), '/2', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            if (undefined(name='settle_values') if l_1_settle_values is missing else l_1_settle_values):
                pass
                def macro():
                    t_21 = []
                    pass
                    l_3_loop = missing
                    for l_3_case, l_3_loop in LoopContext((undefined(name='settle_values') if l_1_settle_values is missing else l_1_settle_values), undefined):
                        _loop_vars = {}
                        pass
                        t_21.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'subject')), (t_1(environment.getattr(l_3_case, 'carried')) if (not t_9(environment.getattr(l_3_case, 'carried'))) else 'nil'), (t_1(environment.getattr(l_3_case, 'want')) if (environment.getattr(l_3_case, 'kind') == 'value') else 'nil')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_case = missing
                    return concat(t_21)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{subject, carried, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', ([str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', ))] + (undefined(name='args') if l_1_args is missing else l_1_args)), '==', '{:ok, want}'], ['assert', ['{', ':ok', ([str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'), '(', ))] + (undefined(name='args') if l_1_args is missing else l_1_args))], '==', '{:ok, want}']], 'inspect({subject, carried})', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            if (undefined(name='settle_errors') if l_1_settle_errors is missing else l_1_settle_errors):
                pass
                def macro():
                    t_22 = []
                    pass
                    l_3_loop = missing
                    for l_3_case, l_3_loop in LoopContext((undefined(name='settle_errors') if l_1_settle_errors is missing else l_1_settle_errors), undefined):
                        _loop_vars = {}
                        pass
                        t_22.extend((
                            str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_1(environment.getattr(l_3_case, 'subject')), (t_1(environment.getattr(l_3_case, 'carried')) if (not t_9(environment.getattr(l_3_case, 'carried'))) else 'nil')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                            '\n',
                        ))
                    l_3_loop = l_3_case = missing
                    return concat(t_22)
                caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
                yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{subject, carried}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', ['match?(', '{:error, _}', ([str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', ))] + (undefined(name='args') if l_1_args is missing else l_1_args))], '', ''], ['raise', ([str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle_bang'), '(', ))] + (undefined(name='args') if l_1_args is missing else l_1_args)), '', '']], 'inspect({subject, carried})', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield '  end\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            l_1_typed_cases = t_4(context.eval_ctx, t_7(context, environment.getattr(l_1_rule, 'typed_settle_cases'), 'kind', 'equalto', 'error'))
            _loop_vars['typed_cases'] = l_1_typed_cases
            yield '\n  test "'
            yield str(t_3(str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '/2', ))))
            yield '" do\n'
            l_1_gap = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), first=True, multi=False, _loop_vars=_loop_vars)
            _loop_vars['gap'] = l_1_gap
            def macro():
                t_23 = []
                pass
                l_3_loop = missing
                for l_3_case, l_3_loop in LoopContext((undefined(name='typed_cases') if l_1_typed_cases is missing else l_1_typed_cases), undefined):
                    _loop_vars = {}
                    pass
                    t_23.extend((
                        str(context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'row'), [t_2(environment.getattr(l_3_case, 'subject'), environment.getattr(l_1_rule, 'subject')), (t_2(environment.getattr(l_3_case, 'carried'), environment.getattr(l_1_rule, 'carried')) if (not t_9(environment.getattr(l_3_case, 'carried'))) else 'nil'), (t_2(environment.getattr(l_3_case, 'want'), environment.getattr(l_1_rule, 'carried')) if (environment.getattr(l_3_case, 'kind') == 'value') else 'nil')], environment.getattr(l_3_loop, 'last'), _loop_vars=_loop_vars)),
                        '\n',
                    ))
                l_3_loop = l_3_case = missing
                return concat(t_23)
            caller = Macro(environment, macro, None, (), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'table'), (undefined(name='gap') if l_1_gap is missing else l_1_gap), '{subject, carried, want}', context.call(environment.getattr((undefined(name='ex') if l_0_ex is missing else l_0_ex), 'checks'), [['assert', [str_join(((undefined(name='mod') if l_0_mod is missing else l_0_mod), '.', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', )), 'subject', 'carried'], '==', 'want']], 'inspect({subject, carried})', _loop_vars=_loop_vars), caller=caller, _loop_vars=_loop_vars)
            yield '  end\n'
    l_1_loop = l_1_rule = l_1_names = l_1_namespace = l_1_gap = l_1_settle_errors = l_1_settle_values = l_1_args = l_1_typed_cases = missing
    yield 'end\n'

blocks = {}
debug_info = '6=68&7=70&8=73&9=76&10=80&11=82&14=84&15=91&16=100&17=102&18=104&19=106&21=109&22=111&23=113&25=116&28=119&29=121&30=125&31=129&32=132&34=137&35=141&29=147&39=148&40=150&42=152&44=154&46=157&47=159&48=161&49=163&50=167&51=171&49=177&54=178&57=180&59=183&60=185&63=187&65=190&66=192&69=194&70=196&71=198&73=201&74=203&75=205&76=209&77=213&75=219&82=221&83=223&84=225&85=229&86=233&84=239&89=240&92=242&93=244&94=246&95=248&99=252&100=256&95=262&104=263&105=265&109=269&110=273&105=279&115=281&116=283&117=285&118=287&120=290&121=292&122=294&126=298&127=302&122=308&130=309&134=313&135=317&130=323&140=325&141=327&142=329&143=331&144=335&145=339&143=345&149=346&150=348&151=352&152=356&150=362&160=366&161=376&163=379&164=381&166=383&168=386&169=388&170=390&171=392&172=396&173=400&171=406&176=407&179=409&180=411&181=413&182=415&184=418&185=420&186=422&187=424&191=428&192=432&187=438&196=439&197=441&201=445&202=449&197=455&208=457&209=459&211=462&212=464&213=466&214=470&215=474&213=480'