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
        t_1 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_2 = environment.filters['md_code']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'md_code' found.")
    try:
        t_3 = environment.filters['md_comment']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'md_comment' found.")
    try:
        t_4 = environment.filters['md_text']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'md_text' found.")
    try:
        t_5 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    yield '<!-- '
    yield str(t_3(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker')))
    yield ' -->\n\n# Vocabularies\n'
    if t_4(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc')):
        pass
        yield '\n'
        yield str(t_4(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc')))
        yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'), undefined):
        l_1_ports = missing
        _loop_vars = {}
        pass
        l_1_ports = t_1(context.eval_ctx, context.call(environment.getattr(environment.getattr(environment.getitem(environment.getattr(l_1_vocab, 'values'), 0), 'name'), 'keys'), _loop_vars=_loop_vars))
        _loop_vars['ports'] = l_1_ports
        yield '\n## '
        yield str(t_4(environment.getattr(l_1_vocab, 'key')))
        yield '\n'
        if t_4(environment.getattr(l_1_vocab, 'doc')):
            pass
            yield '\n'
            yield str(t_4(environment.getattr(l_1_vocab, 'doc')))
            yield '\n'
        yield '\n| '
        yield str(t_4(environment.getattr(l_1_vocab, 'noun')))
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
            yield str(t_4(environment.getattr(l_2_value, 'doc')))
            if t_4(environment.getattr(l_2_value, 'deprecated')):
                pass
                yield ' **Deprecated:** '
                yield str(t_4(environment.getattr(l_2_value, 'deprecated')))
            yield ' | '
            l_3_loop = missing
            for l_3_alias, l_3_loop in LoopContext(environment.getattr(l_2_value, 'aliases'), undefined):
                _loop_vars = {}
                pass
                yield str(t_2(l_3_alias))
                yield str((', ' if (not environment.getattr(l_3_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 24 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_3_loop = l_3_alias = missing
            yield ' |'
            for l_3_name in context.call(environment.getattr(environment.getattr(l_2_value, 'name'), 'values'), _loop_vars=_loop_vars):
                _loop_vars = {}
                pass
                yield ' '
                yield str(t_2(l_3_name))
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
                yield str(t_4(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
    l_1_loop = l_1_vocab = l_1_ports = missing
    if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        pass
        yield '\n## Rules\n'
        l_1_loop = missing
        for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'), undefined):
            _loop_vars = {}
            pass
            yield '\n- **'
            yield str(t_4(environment.getattr(l_1_rule, 'key')))
            yield '**: '
            yield str(t_4(t_5(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'noun'))))
            yield ' that is '
            l_2_loop = missing
            for l_2_member, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'members'), undefined):
                _loop_vars = {}
                pass
                yield str(environment.getattr(environment.getattr(l_2_member, 'literal'), 'markdown'))
                yield str((', ' if (environment.getattr(l_2_loop, 'revindex') > 2) else cond_expr_undefined("the inline if-expression on line 45 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
                yield str((' or ' if (environment.getattr(l_2_loop, 'revindex') == 2) else cond_expr_undefined("the inline if-expression on line 45 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_member = missing
            yield ' carries '
            yield str(t_4(t_5(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun'))))
            yield '; every other '
            yield str(t_4(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'noun')))
            yield ' carries none.'
            if t_4(environment.getattr(l_1_rule, 'doc')):
                pass
                yield ' '
                yield str(t_4(environment.getattr(l_1_rule, 'doc')))
            yield '\n'
        l_1_loop = l_1_rule = missing

blocks = {}
debug_info = '3=43&6=45&8=48&10=51&11=55&13=58&14=60&16=63&19=66&21=76&23=83&24=87&27=112&29=115&31=117&35=120&36=124&40=130&43=134&45=138'