# Compiled from templates/markdown/vocabulary.md.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
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
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
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
    yield str(t_4(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'marker')))
    yield ' -->\n\n# Vocabularies\n'
    if environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'doc'):
        pass
        yield '\n'
        yield str(t_5(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'doc')))
        yield '\n'
    for l_1_vocab in environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'vocabularies'):
        _loop_vars = {}
        pass
        yield '\n## '
        yield str(t_5(environment.getattr(l_1_vocab, 'key')))
        yield '\n'
        if environment.getattr(l_1_vocab, 'doc'):
            pass
            yield '\n'
            yield str(t_5(environment.getattr(l_1_vocab, 'doc')))
            yield '\n'
        yield '\n| '
        yield str(t_5(environment.getattr(l_1_vocab, 'noun')))
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
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '| '
            yield str(t_3(environment.getattr(l_2_value, 'text')))
            yield ' | '
            yield str(t_5(environment.getattr(l_2_value, 'doc')))
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                yield ' **Deprecated:** '
                yield str(t_5(environment.getattr(l_2_value, 'deprecated')))
            yield ' | '
            yield str(t_1(context.eval_ctx, t_2(context, environment.getattr(l_2_value, 'aliases'), 'md_code'), ', '))
            yield ' |'
            for l_3_name in environment.getattr(l_2_value, 'names'):
                _loop_vars = {}
                pass
                yield ' '
                yield str(t_3(environment.getattr(l_3_name, 'name')))
                yield ' |'
            l_3_name = missing
            yield '\n'
        l_2_value = missing
        if environment.getattr(l_1_vocab, 'fallback'):
            pass
            yield '\nUnknown input read leniently becomes '
            yield str(t_3(environment.getattr(l_1_vocab, 'fallback')))
            yield '.\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\nRemoved spellings (never valid again):\n\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '- '
                yield str(t_3(environment.getattr(l_2_removed, 'text')))
                yield ': '
                yield str(t_5(environment.getattr(l_2_removed, 'reason')))
                yield '\n'
            l_2_removed = missing
    l_1_vocab = missing
    if environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'rules'):
        pass
        yield '\n## Rules\n'
        l_1_loop = missing
        for l_1_rule, l_1_loop in LoopContext(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'rules'), undefined):
            _loop_vars = {}
            pass
            yield '\n- **'
            yield str(t_5(environment.getattr(l_1_rule, 'key')))
            yield '**: '
            yield str(t_5(t_6(environment.getattr(l_1_rule, 'subject_noun'))))
            yield ' that is '
            l_2_loop = missing
            for l_2_member, l_2_loop in LoopContext(environment.getattr(l_1_rule, 'members'), undefined):
                _loop_vars = {}
                pass
                yield str(t_3(l_2_member))
                yield str((', ' if (environment.getattr(l_2_loop, 'revindex') > 2) else cond_expr_undefined("the inline if-expression on line 47 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
                yield str((' or ' if (environment.getattr(l_2_loop, 'revindex') == 2) else cond_expr_undefined("the inline if-expression on line 47 in 'markdown/vocabulary.md.j2' evaluated to false and no else section was defined.")))
            l_2_loop = l_2_member = missing
            yield ' carries '
            yield str(t_5(t_6(environment.getattr(l_1_rule, 'carried_noun'))))
            yield '; every other '
            yield str(t_5(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries none.'
            if environment.getattr(l_1_rule, 'doc'):
                pass
                yield ' '
                yield str(t_5(environment.getattr(l_1_rule, 'doc')))
            yield '\n'
        l_1_loop = l_1_rule = missing

blocks = {}
debug_info = '6=49&9=51&11=54&13=56&15=60&16=62&18=65&21=68&23=78&25=84&26=88&29=107&31=110&33=112&37=115&38=119&42=125&45=129&47=133'