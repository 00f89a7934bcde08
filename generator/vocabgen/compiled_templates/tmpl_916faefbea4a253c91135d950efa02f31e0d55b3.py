from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'markdown/vocabulary.md.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    try:
        t_1 = environment.filters['groupby']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'groupby' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['md_code']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'md_code' found.")
    try:
        t_4 = environment.filters['md_comment']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'md_comment' found.")
    try:
        t_5 = environment.filters['md_text']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'md_text' found.")
    try:
        t_6 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    yield '<!-- '
    yield str(t_4(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker')))
    yield ' -->\n\n# Vocabularies\n'
    if t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc')):
        pass
        yield '\n'
        yield str(t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc')))
        yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_dict = resolve('dict')
        l_1_ports = l_1_aliases_of = missing
        _loop_vars = {}
        pass
        l_1_ports = t_2(context.eval_ctx, context.call(environment.getattr(environment.getattr(environment.getitem(environment.getattr(l_1_vocab, 'values'), 0), 'name'), 'keys'), _loop_vars=_loop_vars))
        _loop_vars['ports'] = l_1_ports
        l_1_aliases_of = context.call((undefined(name='dict') if l_1_dict is missing else l_1_dict), t_1(environment, environment.getattr(l_1_vocab, 'aliases'), 'value.text'), _loop_vars=_loop_vars)
        _loop_vars['aliases_of'] = l_1_aliases_of
        yield '\n## '
        yield str(t_5(environment.getattr(l_1_vocab, 'key')))
        yield '\n'
        if t_5(environment.getattr(l_1_vocab, 'doc')):
            pass
            yield '\n'
            yield str(t_5(environment.getattr(l_1_vocab, 'doc')))
            yield '\n'
        yield '\n| '
        yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
        yield ' | meaning | also accepted |'
        for l_2_port in (undefined(name='ports') if l_1_ports is missing else l_1_ports):
            _loop_vars = {}
            pass
            yield ' '
            yield str(l_2_port)
            yield ' |'
        l_2_port = missing
        yield '\n|---|---|---|'
        for l_2_port in (undefined(name='ports') if l_1_ports is missing else l_1_ports):
            _loop_vars = {}
            pass
            yield '---|'
        l_2_port = missing
        yield '\n'
        l_2_loop = missing
        for l_2_value, l_2_loop in LoopContext(environment.getattr(l_1_vocab, 'values'), undefined):
            _loop_vars = {}
            pass
            yield '| '
            yield str(environment.getattr(environment.getattr(l_2_value, 'literal'), 'markdown'))
            yield ' | '
            yield str(t_5(environment.getattr(l_2_value, 'doc')))
            if t_5(environment.getattr(l_2_value, 'deprecated')):
                pass
                yield ' **Deprecated:** '
                yield str(t_5(environment.getattr(l_2_value, 'deprecated')))
            yield ' | '
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(context.call(environment.getattr((undefined(name='aliases_of') if l_1_aliases_of is missing else l_1_aliases_of), 'get'), environment.getattr(l_2_value, 'text'), (), _loop_vars=_loop_vars), undefined):
                _loop_vars = {}
                pass
                yield str(t_3(environment.getattr(l_3_alias, 'name')))
                if t_5(environment.getattr(l_3_alias, 'deprecated')):
                    pass
                    yield ' (**Deprecated:** '
                    yield str(t_5(environment.getattr(l_3_alias, 'deprecated')))
                    yield ')'
                yield str((', ' if (not environment.getattr(l_3_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 25 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_3_loop = l_3_alias = missing
            yield ' |'
            for l_3_name in context.call(environment.getattr(environment.getattr(l_2_value, 'name'), 'values'), _loop_vars=_loop_vars):
                _loop_vars = {}
                pass
                yield ' '
                yield str(t_3(l_3_name))
                yield ' |'
            l_3_name = missing
            yield '\n'
        l_2_loop = l_2_value = missing
        if environment.getattr(l_1_vocab, 'fallback'):
            pass
            yield '\nUnknown input read leniently becomes '
            yield str(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'literal'), 'markdown'))
            yield '.\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\nRemoved spellings (never valid again):\n\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '- '
                yield str(environment.getattr(environment.getattr(l_2_removed, 'literal'), 'markdown'))
                yield ': '
                yield str(t_5(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
    l_1_loop = l_1_vocab = l_1_ports = l_1_dict = l_1_aliases_of = missing
    if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        pass
        yield '\n## Rules\n'
        l_1_loop = missing
        for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
            _loop_vars = {}
            pass
            yield '\n- **'
            yield str(t_5(environment.getattr(l_1_rule, 'key')))
            yield '**: '
            yield str(t_5(t_6(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'noun'))))
            yield ' that is '
            l_2_loop = missing
            for l_2_member, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'members'), undefined):
                _loop_vars = {}
                pass
                yield str(environment.getattr(environment.getattr(l_2_member, 'literal'), 'markdown'))
                yield str((', ' if (environment.getattr(l_2_loop, 'revindex') > 2) else cond_expr_undefined("the inline if-expression on line 46 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
                yield str((' or ' if (environment.getattr(l_2_loop, 'revindex') == 2) else cond_expr_undefined("the inline if-expression on line 46 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_member = missing
            yield ' carries '
            yield str(t_5(t_6(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun'))))
            yield '; every other '
            yield str(t_5(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'noun')))
            yield ' carries none.'
            if t_5(environment.getattr(l_1_rule, 'doc')):
                pass
                yield ' '
                yield str(t_5(environment.getattr(l_1_rule, 'doc')))
            yield '\n'
        l_1_loop = l_1_rule = missing

blocks = {}
debug_info = '3=49&6=51&8=54&10=57&11=62&12=64&14=67&15=69&17=72&20=75&22=85&24=92&25=96&28=126&30=129&32=131&36=134&37=138&41=144&44=148&46=152'