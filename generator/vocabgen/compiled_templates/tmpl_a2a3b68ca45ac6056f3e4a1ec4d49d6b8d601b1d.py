from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/vocabulary.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_settings = resolve('settings')
    l_0_file = resolve('file')
    l_0_rust = l_0_functions = l_0_fn_vis = l_0_own = l_0_doc = missing
    try:
        t_1 = environment.filters['first']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'first' found.")
    try:
        t_2 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_3 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_4 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_5 = environment.filters['rust_doc']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'rust_doc' found.")
    try:
        t_6 = environment.filters['rust_doc_text']
    except KeyError:
        @internalcode
        def t_6(*unused):
            raise TemplateRuntimeError("No filter named 'rust_doc_text' found.")
    try:
        t_7 = environment.filters['rust_string']
    except KeyError:
        @internalcode
        def t_7(*unused):
            raise TemplateRuntimeError("No filter named 'rust_string' found.")
    try:
        t_8 = environment.filters['selectattr']
    except KeyError:
        @internalcode
        def t_8(*unused):
            raise TemplateRuntimeError("No filter named 'selectattr' found.")
    try:
        t_9 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_9(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    try:
        t_10 = environment.tests['defined']
    except KeyError:
        @internalcode
        def t_10(*unused):
            raise TemplateRuntimeError("No test named 'defined' found.")
    pass
    l_0_rust = context.vars['rust'] = environment.get_template('rust/_macros.rs.j2', 'rust/vocabulary.rs.j2')._get_default_module(context)
    context.exported_vars.discard('rust')
    l_0_functions = (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') != 'none')
    context.vars['functions'] = l_0_functions
    context.exported_vars.add('functions')
    l_0_fn_vis = ('pub' if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'public') else 'pub(crate)')
    context.vars['fn_vis'] = l_0_fn_vis
    context.exported_vars.add('fn_vis')
    l_0_own = environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'rust')
    context.vars['own'] = l_0_own
    context.exported_vars.add('own')
    yield '// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    l_0_doc = t_5(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), '//!')
    context.vars['doc'] = l_0_doc
    context.exported_vars.add('doc')
    if (undefined(name='doc') if l_0_doc is missing else l_0_doc):
        pass
        yield '\n'
        yield str((undefined(name='doc') if l_0_doc is missing else l_0_doc))
        yield '\n'
    yield '\n// Every item is public for the host to pick from; the ones it does not use are not dead code.\n#![allow(dead_code)]\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_doc = l_0_doc
        l_1_arguments = resolve('arguments')
        l_1_line = resolve('line')
        l_1_fallback = resolve('fallback')
        l_1_names = l_1_has_deprecated = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'rust')
        _loop_vars['names'] = l_1_names
        l_1_has_deprecated = t_10(t_1(environment, t_8(context, environment.getattr(l_1_vocab, 'values'), 'deprecated')))
        _loop_vars['has_deprecated'] = l_1_has_deprecated
        yield '\n'
        l_1_doc = t_5(environment.getattr(l_1_vocab, 'doc'), '///')
        _loop_vars['doc'] = l_1_doc
        if (undefined(name='doc') if l_1_doc is missing else l_1_doc):
            pass
            yield str((undefined(name='doc') if l_1_doc is missing else l_1_doc))
            yield '\n///\n'
        yield '/// Non-exhaustive: a later schema may add '
        yield str(environment.getattr(l_1_vocab, 'plural'))
        yield ', so a match needs a wildcard arm.\n#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n#[non_exhaustive]\n#[allow(clippy::enum_variant_names)] // the variants spell the wire strings, whatever they share\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'braced'), str_join(('pub enum ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), )), _loop_vars=_loop_vars))
        yield '\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            l_2_doc = l_1_doc
            _loop_vars = {}
            pass
            l_2_doc = t_5(environment.getattr(l_2_value, 'doc'), '    ///')
            _loop_vars['doc'] = l_2_doc
            if (undefined(name='doc') if l_2_doc is missing else l_2_doc):
                pass
                yield str((undefined(name='doc') if l_2_doc is missing else l_2_doc))
                yield '\n'
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'deprecated'), environment.getattr(l_2_value, 'deprecated'), '    ', _loop_vars=_loop_vars))
                yield '\n'
            yield '    '
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'rust'), 'variant'))
            yield ',\n'
        l_2_value = l_2_doc = missing
        yield '}\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'rust'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'rust'), t_5(environment.getattr(l_2_value, 'doc'), '///'), environment.getattr(l_2_value, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
            for l_3_former in environment.getattr(l_2_value, 'deprecated_names'):
                _loop_vars = {}
                pass
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_3_former, 'names'), 'rust'), 'constant'), environment.getattr(environment.getattr(l_2_value, 'literal'), 'rust'), str_join(('/// A deprecated name of [`', environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'rust'), 'constant'), '`].', )), environment.getattr(l_3_former, 'reason'), _loop_vars=_loop_vars))
                yield '\n'
            l_3_former = missing
        l_2_value = missing
        yield '\n/// Every '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', in declaration order: the wire strings of [`'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield '::ALL`].\n'
        if (undefined(name='has_deprecated') if l_1_has_deprecated is missing else l_1_has_deprecated):
            pass
            yield '#[allow(deprecated)]\n'
        def macro(l_2_deeper):
            t_11 = []
            if l_2_deeper is missing:
                l_2_deeper = undefined("parameter 'deeper' was not provided", name='deeper')
            pass
            t_11.extend((
                str(l_2_deeper),
                '    // in declaration order\n',
                str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='names.rust.constant'), str_join((l_2_deeper, '    ', )))),
            ))
            return concat(t_11)
        caller = Macro(environment, macro, None, ('deeper',), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'slice'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), '&[&str]', caller=caller, _loop_vars=_loop_vars)
        yield '\n'
        def t_12(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_12(environment.getattr(l_1_vocab, 'aliases')):
            _loop_vars = {}
            pass
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'constant'), environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'names'), 'rust'), 'alias_constant'), environment.getattr(environment.getattr(l_2_alias, 'literal'), 'rust'), str_join(('/// The alias ', t_6(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'rust')), ' of [`', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'names'), 'rust'), 'constant'), '`].', )), environment.getattr(l_2_alias, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_alias = missing
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n/// The accepted alternative spellings of '
            yield str(t_9(environment.getattr(l_1_vocab, 'noun')))
            yield ', each with the value it names, in\n/// declaration order.\n'
            def macro(l_2_deeper):
                t_13 = []
                if l_2_deeper is missing:
                    l_2_deeper = undefined("parameter 'deeper' was not provided", name='deeper')
                pass
                t_13.extend((
                    str(l_2_deeper),
                    '    // (alias, canonical value)\n',
                ))
                for l_3_alias in environment.getattr(l_1_vocab, 'aliases'):
                    l_3_pair = missing
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_3_alias, 'deprecated'):
                        pass
                        t_13.extend((
                            str(t_5(str_join(('deprecated: ', environment.getattr(l_3_alias, 'deprecated'), )), str_join((l_2_deeper, '    //', )))),
                            '\n',
                        ))
                    l_3_pair = str_join((environment.getattr(environment.getattr(l_3_alias, 'literal'), 'rust'), ', ', environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'literal'), 'rust'), ))
                    _loop_vars['pair'] = l_3_pair
                    if (t_3((undefined(name='pair') if l_3_pair is missing else l_3_pair)) > 60):
                        pass
                        t_13.extend((
                            str(l_2_deeper),
                            '    (\n',
                            str(l_2_deeper),
                            '        ',
                            str(environment.getattr(environment.getattr(l_3_alias, 'literal'), 'rust')),
                            ',\n',
                            str(l_2_deeper),
                            '        ',
                            str(environment.getattr(environment.getattr(environment.getattr(l_3_alias, 'value'), 'literal'), 'rust')),
                            ',\n',
                            str(l_2_deeper),
                            '    ),\n',
                        ))
                    else:
                        pass
                        t_13.extend((
                            str(l_2_deeper),
                            '    (',
                            str((undefined(name='pair') if l_3_pair is missing else l_3_pair)),
                            '),\n',
                        ))
                l_3_alias = l_3_pair = missing
                return concat(t_13)
            caller = Macro(environment, macro, None, ('deeper',), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'slice'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'), '&[(&str, &str)]', caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n/// Spellings that were '
            yield str(environment.getattr(l_1_vocab, 'plural'))
            yield ' once and may never come back; a reader treats them as\n/// unknown.\n'
            for l_2_removed in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '///\n'
                yield str(t_5(environment.getattr(l_2_removed, 'reason'), '///', str_join((environment.getattr(environment.getattr(l_2_removed, 'literal'), 'rust'), ':', ))))
                yield '\n'
            l_2_removed = missing
            def macro(l_2_deeper):
                t_14 = []
                if l_2_deeper is missing:
                    l_2_deeper = undefined("parameter 'deeper' was not provided", name='deeper')
                pass
                t_14.extend((
                    str(l_2_deeper),
                    '    // removed spellings\n',
                    str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.rust'), str_join((l_2_deeper, '    ', )))),
                ))
                return concat(t_14)
            caller = Macro(environment, macro, None, ('deeper',), False, False, False, context.eval_ctx.autoescape)
            yield context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'slice'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'), '&[&str]', caller=caller, _loop_vars=_loop_vars)
            yield '\n'
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
        yield '\n    /// Every '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', in declaration order.\n'
        if (undefined(name='has_deprecated') if l_1_has_deprecated is missing else l_1_has_deprecated):
            pass
            yield '    #[allow(deprecated)]\n'
        yield "    pub const ALL: &'static [Self] = &[\n        // in declaration order\n"
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '        Self::'
            yield str(environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'rust'), 'variant'))
            yield ',\n'
        l_2_value = missing
        yield '    ];\n\n    /// The exact wire string, one of [`'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield "`].\n    pub const fn as_str(self) -> &'static str {\n"
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'suffixed'), '        ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), '[self as usize]', _loop_vars=_loop_vars))
        yield '\n    }\n}\n\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl ::core::fmt::Display', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
        yield "\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {\n        f.write_str(self.as_str())\n    }\n}\n"
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/// Exact, like [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl ::core::str::FromStr', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
            yield '\n    type Err = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield ';\n\n    fn from_str(spelling: &str) -> Result<Self, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield '> {\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'tail_call'), '        ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), 'spelling', _loop_vars=_loop_vars))
            yield '\n    }\n}\n\n/// Exact, like [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl TryFrom<&str>', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
            yield '\n    type Error = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield ';\n\n    fn try_from(spelling: &str) -> Result<Self, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield '> {\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'tail_call'), '        ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), 'spelling', _loop_vars=_loop_vars))
            yield '\n    }\n}\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'serde'):
            pass
            yield '\n/// Serialises to the exact wire string.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl ::serde::Serialize', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
            yield '\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {\n        serializer.serialize_str(self.as_str())\n    }\n}\n'
            if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
                pass
                yield '\n/// Deserialises a value or an alias, exactly; any other string is an error naming it.\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), "impl<'de> ::serde::Deserialize<'de>", environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
                yield "\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {\n        let spelling = <::std::string::String as ::serde::Deserialize>::deserialize(deserializer)?;\n"
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'call_chain'), '        ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), '&spelling', 'map_err', '::serde::de::Error::custom', _loop_vars=_loop_vars))
                yield '\n    }\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/// Whether `value` is a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 163 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'), )), ['value: &str'], 'bool', _loop_vars=_loop_vars))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'suffixed'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), '.contains(&value)', _loop_vars=_loop_vars))
            yield '\n}\n\n/// The '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 168 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield ' names. The lookup is exact: no trimming and no case\n/// folding. Any other spelling is an error naming it and every accepted spelling.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), )), ['spelling: &str'], str_join(('Result<', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), ', ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'), '>', )), _loop_vars=_loop_vars))
            yield '\n'
            l_1_arguments = [t_7(environment.getattr(l_1_vocab, 'noun')), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'), (environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases') if environment.getattr(l_1_vocab, 'has_aliases') else '&[]'), 'spelling']
            _loop_vars['arguments'] = l_1_arguments
            l_1_line = str_join(('    let index = ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'index_helper'), '(', t_2(context.eval_ctx, (undefined(name='arguments') if l_1_arguments is missing else l_1_arguments), ', '), ')?;', ))
            _loop_vars['line'] = l_1_line
            if ((t_3(t_2(context.eval_ctx, (undefined(name='arguments') if l_1_arguments is missing else l_1_arguments), ', ')) > 60) or (t_3((undefined(name='line') if l_1_line is missing else l_1_line)) > 100)):
                pass
                yield '    let index = '
                yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'index_helper'))
                yield '(\n'
                for l_2_argument in (undefined(name='arguments') if l_1_arguments is missing else l_1_arguments):
                    _loop_vars = {}
                    pass
                    yield '        '
                    yield str(l_2_argument)
                    yield ',\n'
                l_2_argument = missing
                yield '    )?;\n'
            else:
                pass
                yield str((undefined(name='line') if l_1_line is missing else l_1_line))
                yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'ok_all'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
            yield '\n}\n\n'
            if environment.getattr(l_1_vocab, 'fallback'):
                pass
                l_1_fallback = str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), '::', environment.getattr(environment.getattr(environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'names'), 'rust'), 'variant'), ))
                _loop_vars['fallback'] = l_1_fallback
                yield '/// The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' a known spelling names; anything else (removed, misspelt, empty) reads as\n/// [`'
                yield str((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback))
                yield '`]. Never fails. The caller keeps its input, so a relay passes an\n/// unknown spelling on unchanged.\n'
                if environment.getattr(environment.getattr(l_1_vocab, 'fallback'), 'deprecated'):
                    pass
                    yield '#[allow(deprecated)]\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), )), ['spelling: &str'], environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'call_chain'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), 'spelling', 'unwrap_or', (undefined(name='fallback') if l_1_fallback is missing else l_1_fallback), _loop_vars=_loop_vars))
                yield '\n}\n'
            else:
                pass
                yield '/// The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' a known spelling names, or `None` for anything else (removed, misspelt,\n/// empty). Never fails. The caller keeps its input, so a relay passes an unknown spelling on\n/// unchanged.\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'), )), ['spelling: &str'], str_join(('Option<', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), '>', )), _loop_vars=_loop_vars))
                yield '\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'call_chain'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), 'spelling', 'ok', _loop_vars=_loop_vars))
                yield '\n}\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n/// An open '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ', as it came on the wire: a known [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '`], or an unknown\n/// spelling kept byte for byte. Match the known ones exhaustively, and `Unknown(_)` for the rest.\n#[derive(Debug, Clone, PartialEq, Eq, Hash)]\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'braced'), str_join(('pub enum ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), )), _loop_vars=_loop_vars))
            yield '\n    /// A value, or a value an alias names.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'tuple_variant'), 'Known', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'), _loop_vars=_loop_vars))
            yield '\n    /// Any other spelling (removed, misspelt, or added by a later schema), exactly as given.\n    Unknown(String),\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), _loop_vars=_loop_vars))
            yield '\n    /// Never fails: a value or an alias is known (exactly, as [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`] reads it);\n    /// any other spelling is kept as an unknown.\n    '
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn parse(raw: &str) -> Self {\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'match_call'), '        ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'), 'raw', _loop_vars=_loop_vars))
            yield "\n            Ok(known) => Self::Known(known),\n            Err(_) => Self::Unknown(raw.to_owned()),\n        }\n    }\n\n    /// The wire string: a known member's canonical one, an unknown's raw one, byte for byte.\n    "
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn as_wire(&self) -> &str {\n        match self {\n            Self::Known(known) => known.as_str(),\n            Self::Unknown(raw) => raw,\n        }\n    }\n\n    /// Whether the spelling was a value or an alias.\n    '
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn is_known(&self) -> bool {\n        matches!(self, Self::Known(_))\n    }\n}\n\n/// The open parse: [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '::parse`].\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl From<&str>', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), _loop_vars=_loop_vars))
            yield '\n    fn from(raw: &str) -> Self {\n        Self::parse(raw)\n    }\n}\n\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl ::core::fmt::Display', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), _loop_vars=_loop_vars))
            yield "\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {\n        f.write_str(self.as_wire())\n    }\n}\n"
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'serde'):
                pass
                yield "\n/// Serialises to the wire string: a known member's canonical one, an unknown's raw one.\n"
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), 'impl ::serde::Serialize', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), _loop_vars=_loop_vars))
                yield '\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {\n        serializer.serialize_str(self.as_wire())\n    }\n}\n\n/// Deserialises any string: a value or an alias is known, anything else an unknown keeping it.\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'impl_head'), "impl<'de> ::serde::Deserialize<'de>", environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'), _loop_vars=_loop_vars))
                yield "\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {\n        let raw = <::std::string::String as ::serde::Deserialize>::deserialize(deserializer)?;\n        Ok(Self::parse(&raw))\n    }\n}\n"
    l_1_vocab = l_1_names = l_1_has_deprecated = l_1_doc = l_1_arguments = l_1_line = l_1_fallback = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_doc = l_0_doc
        l_1_names = l_1_subject = l_1_carried = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'rust'), environment.getattr(l_1_rule, 'subject'), environment.getattr(l_1_rule, 'carried'))
        _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
        yield '\n'
        l_1_doc = t_5(environment.getattr(l_1_rule, 'doc'), '///')
        _loop_vars['doc'] = l_1_doc
        if (undefined(name='doc') if l_1_doc is missing else l_1_doc):
            pass
            yield str((undefined(name='doc') if l_1_doc is missing else l_1_doc))
            yield '\n'
        if t_10(t_1(environment, t_8(context, environment.getattr(l_1_rule, 'members'), 'deprecated'))):
            pass
            yield '#[allow(deprecated)]\n'
        def macro(l_2_deeper):
            t_15 = []
            if l_2_deeper is missing:
                l_2_deeper = undefined("parameter 'deeper' was not provided", name='deeper')
            pass
            t_15.extend((
                str(l_2_deeper),
                '    // the ',
                str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'plural')),
                ' that carry ',
                str(t_9(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))),
                '\n',
                str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_rule, 'members'), attribute='names.rust.constant'), str_join((l_2_deeper, '    ', )))),
            ))
            return concat(t_15)
        caller = Macro(environment, macro, None, ('deeper',), False, False, False, context.eval_ctx.autoescape)
        yield context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'slice'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), '&[&str]', caller=caller, _loop_vars=_loop_vars)
        yield '\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/// The canonical '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' '
            yield str(t_9(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun')))
            yield ' carries, or `None` for none: members of\n/// [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '`] carry their '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ', canonicalised; every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries none.\n/// An unknown '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ', or an unknown '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' on a member, is an error.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), )), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': &str', )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': Option<&str>', ))], str_join(('Result<Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '>, ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'), '>', )), _loop_vars=_loop_vars))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'let_try'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'rust'), 'canonical'), environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), _loop_vars=_loop_vars))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'if_not_contains'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), str_join(('&', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), '.as_str()', )), _loop_vars=_loop_vars))
            yield '\n        return Ok(None);\n    }\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'map_transpose'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'canonical'), _loop_vars=_loop_vars))
            yield '\n}\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n/// The '
            yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun'))
            yield ' a known '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries: members of [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '`] carry theirs;\n/// every other '
            yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'noun'))
            yield ' carries none.\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'signature'), str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), )), [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': ', environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'rust'), 'enum'), )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '>', ))], str_join(('Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '>', )), _loop_vars=_loop_vars))
            yield '\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'if_not_contains'), '    ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'), str_join(('&', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), '.as_str()', )), _loop_vars=_loop_vars))
            yield '\n        return None;\n    }\n    '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '\n}\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_doc = missing
    if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
        pass
        yield '\n/// A spelling that is neither a value nor an alias: names the input and every accepted spelling.\n#[derive(Debug, Clone, PartialEq, Eq)]\npub struct '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield " {\n    kind: &'static str,\n    spelling: String,\n    values: &'static [&'static str],\n    aliases: &'static [(&'static str, &'static str)],\n}\n\nimpl "
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield ' {\n    /// The refused input, exactly as given.\n    pub fn spelling(&self) -> &str {\n        &self.spelling\n    }\n\n    /// What was expected, as prose: "status", "run status".\n    pub fn kind(&self) -> &\'static str {\n        self.kind\n    }\n}\n\nimpl ::core::fmt::Display for '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield ' {\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<\'_>) -> ::core::fmt::Result {\n        let (kind, spelling) = (self.kind, &self.spelling);\n        write!(f, "unknown {kind} {spelling:?}; expected one of")?;\n        let aliases = self.aliases.iter().map(|(alias, _)| alias);\n        for (index, spelling) in self.values.iter().chain(aliases).enumerate() {\n            let separator = if index == 0 { ": " } else { ", " };\n            write!(f, "{separator}{spelling:?}")?;\n        }\n        Ok(())\n    }\n}\n\nimpl ::std::error::Error for '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield ' {}\n\n/// The index among `values` of the value `spelling` is or, as an alias, names; exact: no\n/// trimming, no case folding.\nfn '
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'index_helper'))
        yield "(\n    kind: &'static str,\n    values: &'static [&'static str],\n    aliases: &'static [(&'static str, &'static str)],\n    spelling: &str,\n) -> Result<usize, "
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield '> {\n    let canonical = aliases\n        .iter()\n        .find(|(alias, _)| *alias == spelling)\n        .map_or(spelling, |(_, value)| value);\n    match values.iter().position(|value| *value == canonical) {\n        Some(index) => Ok(index),\n        None => Err('
        yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
        yield ' {\n            kind,\n            spelling: spelling.to_owned(),\n            values,\n            aliases,\n        }),\n    }\n}\n'

blocks = {}
debug_info = '3=74&4=76&5=79&6=82&7=86&8=88&9=91&11=94&16=97&17=105&18=107&20=110&21=112&22=114&25=117&29=119&30=121&31=125&32=127&33=129&35=131&36=133&38=136&41=140&43=144&44=146&46=150&50=155&51=159&54=162&55=168&56=170&54=174&58=176&60=184&62=187&64=190&66=192&67=198&68=201&69=205&70=208&73=211&74=213&75=216&76=218&77=222&78=226&80=232&66=240&85=242&87=245&89=247&91=251&93=254&94=260&95=262&93=266&99=269&100=271&101=273&106=277&107=281&111=285&113=287&117=289&122=291&124=294&125=296&126=298&128=300&129=302&133=304&134=306&135=308&137=310&138=312&142=314&145=317&150=319&153=322&156=324&161=326&163=329&164=332&165=334&168=336&170=340&173=342&174=344&175=346&176=349&177=351&178=355&182=361&184=363&187=365&188=367&189=370&190=372&192=374&195=377&196=379&199=384&202=386&203=388&207=390&209=393&212=397&214=399&219=401&220=403&222=405&223=407&230=409&238=411&243=413&244=415&250=417&255=419&258=422&265=424&274=427&275=432&277=435&278=437&279=439&281=441&284=444&285=450&286=456&284=460&288=462&290=465&291=469&292=475&293=479&294=481&295=483&298=485&301=487&303=490&304=496&305=498&306=500&309=502&313=505&317=508&324=510&336=512&349=514&353=516&358=518&365=520'