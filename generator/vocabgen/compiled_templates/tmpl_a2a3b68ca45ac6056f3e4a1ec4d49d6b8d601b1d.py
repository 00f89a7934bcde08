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
        yield ', so a match needs a wildcard arm.\n#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n#[non_exhaustive]\n#[allow(clippy::enum_variant_names)] // the variants spell the wire strings, whatever they share\npub enum '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield ' {\n'
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
        l_2_value = missing
        yield '\n/// Every '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', in declaration order: the wire strings of [`'
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield '::ALL`].\n'
        if (undefined(name='has_deprecated') if l_1_has_deprecated is missing else l_1_has_deprecated):
            pass
            yield '#[allow(deprecated)]\n'
        yield 'pub const '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield ': &[&str] = &[\n    // in declaration order\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_vocab, 'values'), attribute='names.rust.constant'), _loop_vars=_loop_vars))
        yield '\n];\n'
        def t_11(fiter):
            for l_2_alias in fiter:
                if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'alias_constants'):
                    yield l_2_alias
        for l_2_alias in t_11(environment.getattr(l_1_vocab, 'aliases')):
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
            yield ', each with the value it names, in\n/// declaration order.\npub const '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'aliases'))
            yield ': &[(&str, &str)] = &[\n    // (alias, canonical value)\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'aliases'):
                l_2_pair = missing
                _loop_vars = {}
                pass
                if environment.getattr(l_2_alias, 'deprecated'):
                    pass
                    yield str(t_5(str_join(('deprecated: ', environment.getattr(l_2_alias, 'deprecated'), )), '    //'))
                    yield '\n'
                l_2_pair = str_join((environment.getattr(environment.getattr(l_2_alias, 'literal'), 'rust'), ', ', environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'rust'), ))
                _loop_vars['pair'] = l_2_pair
                if (t_3((undefined(name='pair') if l_2_pair is missing else l_2_pair)) > 60):
                    pass
                    yield '    (\n        '
                    yield str(environment.getattr(environment.getattr(l_2_alias, 'literal'), 'rust'))
                    yield ',\n        '
                    yield str(environment.getattr(environment.getattr(environment.getattr(l_2_alias, 'value'), 'literal'), 'rust'))
                    yield ',\n    ),\n'
                else:
                    pass
                    yield '    ('
                    yield str((undefined(name='pair') if l_2_pair is missing else l_2_pair))
                    yield '),\n'
            l_2_alias = l_2_pair = missing
            yield '];\n'
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
            yield 'pub const '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'removed'))
            yield ': &[&str] = &[\n    // removed spellings\n'
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_vocab, 'removed'), attribute='literal.rust'), _loop_vars=_loop_vars))
            yield '\n];\n'
        yield '\nimpl '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield ' {\n    /// Every '
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
        yield "`].\n    pub const fn as_str(self) -> &'static str {\n        "
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
        yield '[self as usize]\n    }\n}\n\nimpl ::core::fmt::Display for '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield " {\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {\n        f.write_str(self.as_str())\n    }\n}\n"
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/// Exact, like [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\nimpl ::core::str::FromStr for '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield ' {\n    type Err = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield ';\n\n    fn from_str(spelling: &str) -> Result<Self, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield '> {\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling)\n    }\n}\n\n/// Exact, like [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\nimpl TryFrom<&str> for '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield ' {\n    type Error = '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield ';\n\n    fn try_from(spelling: &str) -> Result<Self, '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield '> {\n        '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling)\n    }\n}\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'serde'):
            pass
            yield '\n/// Serialises to the exact wire string.\nimpl ::serde::Serialize for '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield ' {\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {\n        serializer.serialize_str(self.as_str())\n    }\n}\n'
            if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
                pass
                yield "\n/// Deserialises a value or an alias, exactly; any other string is an error naming it.\nimpl<'de> ::serde::Deserialize<'de> for "
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield " {\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {\n        let spelling = <::std::string::String as ::serde::Deserialize>::deserialize(deserializer)?;\n        "
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '(&spelling).map_err(::serde::de::Error::custom)\n    }\n}\n'
        if (undefined(name='functions') if l_0_functions is missing else l_0_functions):
            pass
            yield '\n/// Whether `value` is a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 159 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'guard'))
            yield '(value: &str) -> bool {\n    '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'collection'))
            yield '.contains(&value)\n}\n\n/// The '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 164 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield ' names. The lookup is exact: no trimming and no case\n/// folding. Any other spelling is an error naming it and every accepted spelling.\n'
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '(spelling: &str) -> Result<'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield ', '
            yield str(environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'))
            yield '> {\n'
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
            yield '    Ok('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '::ALL[index])\n}\n\n'
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
                yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
                yield ' fn '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(spelling: &str) -> '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield ' {\n    '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '(spelling).unwrap_or('
                yield str((undefined(name='fallback') if l_1_fallback is missing else l_1_fallback))
                yield ')\n}\n'
            else:
                pass
                yield '/// The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' a known spelling names, or `None` for anything else (removed, misspelt,\n/// empty). Never fails. The caller keeps its input, so a relay passes an unknown spelling on\n/// unchanged.\n'
                yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
                yield ' fn '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'read'))
                yield '(spelling: &str) -> Option<'
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
                yield '> {\n    '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
                yield '(spelling).ok()\n}\n'
        if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'typed'):
            pass
            yield '\n/// An open '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ', as it came on the wire: a known [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '`], or an unknown\n/// spelling kept byte for byte. Match the known ones exhaustively, and `Unknown(_)` for the rest.\n#[derive(Debug, Clone, PartialEq, Eq, Hash)]\npub enum '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield ' {\n    /// A value, or a value an alias names.\n    Known('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
            yield '),\n    /// Any other spelling (removed, misspelt, or added by a later schema), exactly as given.\n    Unknown(String),\n}\n\nimpl '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield ' {\n    /// Never fails: a value or an alias is known (exactly, as [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield '`] reads it);\n    /// any other spelling is kept as an unknown.\n    '
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn parse(raw: &str) -> Self {\n        match '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
            yield "(raw) {\n            Ok(known) => Self::Known(known),\n            Err(_) => Self::Unknown(raw.to_owned()),\n        }\n    }\n\n    /// The wire string: a known member's canonical one, an unknown's raw one, byte for byte.\n    "
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn as_wire(&self) -> &str {\n        match self {\n            Self::Known(known) => known.as_str(),\n            Self::Unknown(raw) => raw,\n        }\n    }\n\n    /// Whether the spelling was a value or an alias.\n    '
            yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
            yield ' fn is_known(&self) -> bool {\n        matches!(self, Self::Known(_))\n    }\n}\n\n/// The open parse: [`'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield '::parse`].\nimpl From<&str> for '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield ' {\n    fn from(raw: &str) -> Self {\n        Self::parse(raw)\n    }\n}\n\nimpl ::core::fmt::Display for '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
            yield " {\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {\n        f.write_str(self.as_wire())\n    }\n}\n"
            if environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'serde'):
                pass
                yield "\n/// Serialises to the wire string: a known member's canonical one, an unknown's raw one.\nimpl ::serde::Serialize for "
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield " {\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {\n        serializer.serialize_str(self.as_wire())\n    }\n}\n\n/// Deserialises any string: a value or an alias is known, anything else an unknown keeping it.\nimpl<'de> ::serde::Deserialize<'de> for "
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
                yield " {\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {\n        let raw = <::std::string::String as ::serde::Deserialize>::deserialize(deserializer)?;\n        Ok(Self::parse(&raw))\n    }\n}\n"
    l_1_vocab = l_1_names = l_1_has_deprecated = l_1_doc = l_1_arguments = l_1_line = l_1_fallback = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_doc = l_0_doc
        l_1_parameters = resolve('parameters')
        l_1_returns = resolve('returns')
        l_1_line = resolve('line')
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
        yield 'pub const '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ': &[&str] = &[\n    // the '
        yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'plural'))
        yield ' that carry '
        yield str(t_9(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'noun')))
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'rows'), t_4(context, environment.getattr(l_1_rule, 'members'), attribute='names.rust.constant'), _loop_vars=_loop_vars))
        yield '\n];\n'
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
            l_1_parameters = [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': &str', )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': Option<&str>', ))]
            _loop_vars['parameters'] = l_1_parameters
            l_1_returns = str_join(('-> Result<Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '>, ', environment.getattr((undefined(name='own') if l_0_own is missing else l_0_own), 'error_type'), '> {', ))
            _loop_vars['returns'] = l_1_returns
            l_1_line = str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'), '(', t_2(context.eval_ctx, (undefined(name='parameters') if l_1_parameters is missing else l_1_parameters), ', '), ') ', (undefined(name='returns') if l_1_returns is missing else l_1_returns), ))
            _loop_vars['line'] = l_1_line
            if (t_3((undefined(name='line') if l_1_line is missing else l_1_line)) > 100):
                pass
                yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
                yield ' fn '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'settle'))
                yield '(\n'
                for l_2_parameter in (undefined(name='parameters') if l_1_parameters is missing else l_1_parameters):
                    _loop_vars = {}
                    pass
                    yield '    '
                    yield str(l_2_parameter)
                    yield ',\n'
                l_2_parameter = missing
                yield ') '
                yield str((undefined(name='returns') if l_1_returns is missing else l_1_returns))
                yield '\n'
            else:
                pass
                yield str((undefined(name='line') if l_1_line is missing else l_1_line))
                yield '\n'
            yield '    let '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ' = '
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'rust'), 'canonical'))
            yield '('
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield ')?;\n    if !'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '.contains(&'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '.as_str()) {\n        return Ok(None);\n    }\n    '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '.map('
            yield str(environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'canonical'))
            yield ').transpose()\n}\n'
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
            l_1_parameters = [str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'), ': ', environment.getattr(environment.getattr(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'names'), 'rust'), 'enum'), )), str_join((environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'), ': Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '>', ))]
            _loop_vars['parameters'] = l_1_parameters
            l_1_returns = str_join(('-> Option<', environment.getattr(environment.getattr(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'names'), 'rust'), 'enum'), '> {', ))
            _loop_vars['returns'] = l_1_returns
            l_1_line = str_join(((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis), ' fn ', environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'), '(', t_2(context.eval_ctx, (undefined(name='parameters') if l_1_parameters is missing else l_1_parameters), ', '), ') ', (undefined(name='returns') if l_1_returns is missing else l_1_returns), ))
            _loop_vars['line'] = l_1_line
            if (t_3((undefined(name='line') if l_1_line is missing else l_1_line)) > 100):
                pass
                yield str((undefined(name='fn_vis') if l_0_fn_vis is missing else l_0_fn_vis))
                yield ' fn '
                yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
                yield '(\n'
                for l_2_parameter in (undefined(name='parameters') if l_1_parameters is missing else l_1_parameters):
                    _loop_vars = {}
                    pass
                    yield '    '
                    yield str(l_2_parameter)
                    yield ',\n'
                l_2_parameter = missing
                yield ') '
                yield str((undefined(name='returns') if l_1_returns is missing else l_1_returns))
                yield '\n'
            else:
                pass
                yield str((undefined(name='line') if l_1_line is missing else l_1_line))
                yield '\n'
            yield '    if !'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
            yield '.contains(&'
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
            yield '.as_str()) {\n        return None;\n    }\n    '
            yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
            yield '\n}\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_doc = l_1_parameters = l_1_returns = l_1_line = missing
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
debug_info = '3=74&4=76&5=79&6=82&7=86&8=88&9=91&11=94&16=97&17=105&18=107&20=110&21=112&22=114&25=117&29=119&30=121&31=125&32=127&33=129&35=131&36=133&38=136&41=140&43=144&46=148&47=152&50=156&52=158&54=160&56=168&58=171&60=174&62=176&64=178&65=182&66=184&69=186&70=188&72=191&73=193&76=198&81=202&83=205&85=207&87=211&89=215&91=217&95=220&96=222&97=224&102=228&103=232&107=236&109=238&113=240&118=242&120=245&121=247&122=249&124=251&125=253&129=255&130=257&131=259&133=261&134=263&138=265&141=268&146=270&149=273&152=275&157=277&159=280&160=283&161=287&164=289&166=293&169=301&170=303&171=305&172=308&173=310&174=314&178=320&180=323&183=325&184=327&185=330&186=332&188=334&191=337&192=343&195=350&198=352&199=358&203=360&205=363&208=367&210=369&215=371&216=373&218=375&219=377&226=379&234=381&239=383&240=385&246=387&251=389&254=392&261=394&270=397&271=405&273=408&274=410&275=412&277=414&280=418&281=420&282=424&284=426&286=429&287=433&288=439&290=443&291=445&292=447&293=449&294=451&295=455&296=459&298=463&300=467&302=470&303=476&306=480&309=484&311=487&312=493&313=495&314=497&315=499&316=501&317=503&318=507&319=511&321=515&323=519&325=522&328=526&332=529&336=532&343=534&355=536&368=538&372=540&377=542&384=544'