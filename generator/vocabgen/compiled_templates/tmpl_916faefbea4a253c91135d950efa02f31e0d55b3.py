from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'markdown/vocabulary.md.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_page = resolve('page')
    try:
        t_1 = environment.filters['md_code']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'md_code' found.")
    try:
        t_2 = environment.filters['md_comment']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'md_comment' found.")
    try:
        t_3 = environment.filters['md_text']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'md_text' found.")
    try:
        t_4 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    yield '<!-- '
    yield str(t_2(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'marker')))
    yield ' -->\n\n# Vocabularies\n'
    if environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'doc'):
        pass
        yield '\n'
        yield str(t_3(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'doc')))
        yield '\n'
    l_1_loop = missing
    for l_1_vocab, l_1_loop in LoopContext(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'vocabularies'), undefined):
        _loop_vars = {}
        pass
        yield '\n## '
        yield str(t_3(environment.getattr(l_1_vocab, 'key')))
        yield '\n'
        if environment.getattr(l_1_vocab, 'doc'):
            pass
            yield '\n'
            yield str(t_3(environment.getattr(l_1_vocab, 'doc')))
            yield '\n'
        yield '\n| '
        yield str(t_3(environment.getattr(l_1_vocab, 'noun')))
        yield ' | meaning | also accepted |'
        for l_2_port in environment.getattr(l_1_vocab, 'ports'):
            _loop_vars = {}
            pass
            yield ' '
            yield str(l_2_port)
            yield ' |'
        l_2_port = missing
        yield '\n|---|---|---|'
        for l_2_port in environment.getattr(l_1_vocab, 'ports'):
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
            yield str(t_1(environment.getattr(l_2_value, 'text')))
            yield ' | '
            yield str(t_3(environment.getattr(l_2_value, 'doc')))
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                yield ' **Deprecated:** '
                yield str(t_3(environment.getattr(l_2_value, 'deprecated')))
            yield ' | '
            if environment.getattr(l_2_value, 'aliases'):
                pass
                l_3_loop = missing
                for l_3_alias, l_3_loop in LoopContext(environment.getattr(l_2_value, 'aliases'), undefined):
                    _loop_vars = {}
                    pass
                    yield str(t_1(l_3_alias))
                    yield str((', ' if (not environment.getattr(l_3_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 27 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
                l_3_loop = l_3_alias = missing
            yield ' |'
            for l_3_name in environment.getattr(l_2_value, 'names'):
                _loop_vars = {}
                pass
                yield ' '
                yield str(t_1(l_3_name))
                yield ' |'
            l_3_name = missing
            yield '\n'
        l_2_loop = l_2_value = missing
        if environment.getattr(l_1_vocab, 'fallback'):
            pass
            yield '\nUnknown input read leniently becomes '
            yield str(t_1(environment.getattr(l_1_vocab, 'fallback')))
            yield '.\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\nRemoved spellings (never valid again):\n\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '- '
                yield str(t_1(environment.getattr(l_2_removed, 'text')))
                yield ': '
                yield str(t_3(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
    l_1_loop = l_1_vocab = missing
    if environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'rules'):
        pass
        yield '\n## Rules\n'
        l_1_loop = missing
        for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'rules'), undefined):
            _loop_vars = {}
            pass
            yield '\n- **'
            yield str(t_3(environment.getattr(l_1_rule, 'key')))
            yield '**: '
            yield str(t_3(t_4(environment.getattr(l_1_rule, 'subject_noun'))))
            yield ' that is '
            l_2_loop = missing
            for l_2_member, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'members'), undefined):
                _loop_vars = {}
                pass
                yield str(t_1(l_2_member))
                yield str((', ' if (environment.getattr(l_2_loop, 'revindex') > 2) else cond_expr_undefined("the inline if-expression on line 48 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
                yield str((' or ' if (environment.getattr(l_2_loop, 'revindex') == 2) else cond_expr_undefined("the inline if-expression on line 48 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_member = missing
            yield ' carries '
            yield str(t_3(t_4(environment.getattr(l_1_rule, 'carried_noun'))))
            yield '; every other '
            yield str(t_3(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries none.'
            if environment.getattr(l_1_rule, 'doc'):
                pass
                yield ' '
                yield str(t_3(environment.getattr(l_1_rule, 'doc')))
            yield '\n'
        l_1_loop = l_1_rule = missing

blocks = {}
debug_info = '6=37&9=39&11=42&13=45&15=49&16=51&18=54&21=57&23=67&26=74&27=78&30=105&32=108&34=110&38=113&39=117&43=123&46=127&48=131'