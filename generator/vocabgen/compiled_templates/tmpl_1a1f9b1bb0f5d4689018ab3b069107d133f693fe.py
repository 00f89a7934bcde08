# Compiled from templates/elixir/module.ex.j2 by `python -m vocabgen.precompile`. DO NOT EDIT.
# mypy: ignore-errors
from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'elixir/module.ex.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_marker = resolve('marker')
    l_0_module = resolve('module')
    l_0_moduledoc = resolve('moduledoc')
    l_0_vocabularies = resolve('vocabularies')
    l_0_rules = resolve('rules')
    pass
    yield str((undefined(name='marker') if l_0_marker is missing else l_0_marker))
    yield '\ndefmodule '
    yield str((undefined(name='module') if l_0_module is missing else l_0_module))
    yield ' do\n'
    for l_1_line in (undefined(name='moduledoc') if l_0_moduledoc is missing else l_0_moduledoc):
        _loop_vars = {}
        pass
        yield str(l_1_line)
        yield '\n'
    l_1_line = missing
    for l_1_vocab in (undefined(name='vocabularies') if l_0_vocabularies is missing else l_0_vocabularies):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'typedoc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'type'))
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'functions'):
            _loop_vars = {}
            pass
            yield '\n'
            for l_3_line in environment.getattr(l_2_value, 'doc'):
                _loop_vars = {}
                pass
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            yield str(environment.getattr(l_2_value, 'line'))
            yield '\n'
        l_2_value = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'collection_spec'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'collection'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        if environment.getattr(l_1_vocab, 'aliases'):
            pass
            yield '\n'
            for l_2_line in environment.getattr(l_1_vocab, 'aliases'):
                _loop_vars = {}
                pass
                yield str(l_2_line)
                yield '\n'
            l_2_line = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_spec'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'canonical_head'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_vocab, 'canonical_clauses'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'canonical_fallback'))
        yield '\n\n'
        for l_2_line in environment.getattr(l_1_vocab, 'bang_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_vocab, 'bang_spec'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'bang_head'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'bang_case'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'bang_ok'))
        yield '\n'
        yield str(environment.getattr(l_1_vocab, 'bang_value'))
        yield '\n\n      {:error, _reason} ->\n'
        for l_2_line in environment.getattr(l_1_vocab, 'bang_error'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '    end\n  end\n'
    l_1_vocab = missing
    for l_1_rule in (undefined(name='rules') if l_0_rules is missing else l_0_rules):
        _loop_vars = {}
        pass
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'members_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_rule, 'members_spec'))
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'members'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield '\n'
        for l_2_line in environment.getattr(l_1_rule, 'settle_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        for l_2_line in environment.getattr(l_1_rule, 'settle_spec'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_rule, 'settle_head'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_with'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_if'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'settle_carried'))
        yield '\n      else\n        {:ok, nil}\n      end\n    end\n  end\n\n'
        for l_2_line in environment.getattr(l_1_rule, 'bang_doc'):
            _loop_vars = {}
            pass
            yield str(l_2_line)
            yield '\n'
        l_2_line = missing
        yield str(environment.getattr(l_1_rule, 'bang_spec'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'bang_head'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'bang_subject'))
        yield '\n\n'
        yield str(environment.getattr(l_1_rule, 'bang_if'))
        yield '\n'
        yield str(environment.getattr(l_1_rule, 'bang_carried'))
        yield '\n    end\n  end\n'
    l_1_rule = missing
    yield 'end\n'

blocks = {}
debug_info = '1=16&2=18&3=20&4=23&6=26&8=30&9=33&11=36&12=38&14=42&15=45&17=48&20=52&21=55&23=58&24=60&25=63&27=66&29=69&30=72&34=76&35=79&37=82&38=85&40=88&41=90&42=93&44=96&46=98&47=101&49=104&50=106&51=108&52=110&53=112&56=114&57=117&62=122&64=126&65=129&67=132&68=134&69=137&72=141&73=144&75=147&76=150&78=153&79=155&80=157&81=159&88=161&89=164&91=167&92=169&93=171&95=173&96=175'