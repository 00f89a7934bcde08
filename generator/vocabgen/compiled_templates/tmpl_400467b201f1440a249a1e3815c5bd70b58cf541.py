from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/enum.php.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_vocab = resolve('vocab')
    l_0_file = resolve('file')
    l_0_settings = resolve('settings')
    l_0_php = l_0_names = missing
    try:
        t_1 = environment.filters['phpdoc_line']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_line' found.")
    try:
        t_2 = environment.filters['phpdoc_lines']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_lines' found.")
    try:
        t_3 = environment.filters['phpdoc_text']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'phpdoc_text' found.")
    pass
    l_0_php = context.vars['php'] = environment.get_template('php/_macros.php.j2', 'php/enum.php.j2')._get_default_module(context)
    context.exported_vars.discard('php')
    l_0_names = environment.getattr(environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'names'), 'php')
    context.vars['names'] = l_0_names
    context.exported_vars.add('names')
    yield '<?php\n\n// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\n'
    yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'head'), (undefined(name='file') if l_0_file is missing else l_0_file), (undefined(name='settings') if l_0_settings is missing else l_0_settings)))
    yield '\n\n/**\n'
    yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'doc_body'), (t_2(environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'doc')) or [str_join(('The known ', environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'plural'), '.', ))]), ''))
    yield '\n *\n * A case per value, in vocab.toml order, backed by its string. from() and tryFrom() take the\n * values only'
    yield str((str_join((', ', environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'), '::', environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_parse'), '() an alias too', )) if environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'has_aliases') else cond_expr_undefined("the inline if-expression on line 14 in 'php/enum.php.j2' evaluated to false and no else section was defined.")))
    yield '; '
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'open_type'))
    yield '::parse() takes any string.\n */\nenum '
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_type'))
    yield ': string\n{\n'
    l_1_loop = missing
    for l_1_value, l_1_loop in LoopContext(environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'values'), undefined):
        _loop_vars = {}
        pass
        yield str(('\n' if (not environment.getattr(l_1_loop, 'first')) else cond_expr_undefined("the inline if-expression on line 19 in 'php/enum.php.j2' evaluated to false and no else section was defined.")))
        yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_1_value, 'names'), 'php'), 'member'), environment.getattr(environment.getattr(l_1_value, 'literal'), 'php'), (t_2(environment.getattr(l_1_value, 'doc')) or [str_join(('The ', environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'noun'), ' ', t_3(str_join(('"', environment.getattr(l_1_value, 'text'), '"', ))), '.', ))]), t_1(environment.getattr(l_1_value, 'deprecated')), 'case', _loop_vars=_loop_vars))
        yield '\n'
    l_1_loop = l_1_value = missing
    yield '}\n'

blocks = {}
debug_info = '2=33&3=35&6=39&8=41&11=43&14=45&16=49&18=52&19=55'