from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/vocabulary.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_rust = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    l_0_rust = context.vars['rust'] = environment.get_template('rust/_macros.rs.j2', 'rust/vocabulary.rs.j2')._get_default_module(context)
    context.exported_vars.discard('rust')
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n'
    if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'):
        pass
        yield '\n'
        yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'doc'), environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'doc'), '//!'))
        yield '\n'
    yield '\n// Every item is public for the host to pick from; the ones it does not use are not dead code.\n#![allow(dead_code)]\n'
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_vocab, 'doc'):
            pass
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'doc'), environment.getattr(l_1_vocab, 'doc'), '///', _loop_vars=_loop_vars))
            yield '\n///\n'
        yield '/// Non-exhaustive: a later schema may add '
        yield str(environment.getattr(l_1_vocab, 'plural'))
        yield ', so a match needs a wildcard arm.\n#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]\n#[non_exhaustive]\n#[allow(clippy::enum_variant_names)] // the variants spell the wire strings, whatever they share\npub enum '
        yield str(environment.getattr(l_1_vocab, 'enum'))
        yield ' {\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            for l_3_line in environment.getattr(l_2_value, 'doc'):
                _loop_vars = {}
                pass
                yield '    ///'
                yield str((' ' if l_3_line else cond_expr_undefined("the inline if-expression on line 37 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            if environment.getattr(l_2_value, 'variant_deprecated'):
                pass
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'deprecated'), environment.getattr(l_2_value, 'variant_deprecated'), '    ', _loop_vars=_loop_vars))
                yield '\n'
            yield '    '
            yield str(environment.getattr(l_2_value, 'variant'))
            yield ',\n'
        l_2_value = missing
        yield '}\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '\n'
            for l_3_line in environment.getattr(l_2_value, 'doc'):
                _loop_vars = {}
                pass
                yield '///'
                yield str((' ' if l_3_line else cond_expr_undefined("the inline if-expression on line 48 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
                yield str(l_3_line)
                yield '\n'
            l_3_line = missing
            if environment.getattr(l_2_value, 'deprecated'):
                pass
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'deprecated'), environment.getattr(l_2_value, 'deprecated'), '', _loop_vars=_loop_vars))
                yield '\n'
            if (environment.getattr(l_2_value, 'layout') == 'line'):
                pass
                yield 'pub const '
                yield str(environment.getattr(l_2_value, 'constant'))
                yield ': &str = '
                yield str(environment.getattr(l_2_value, 'literal'))
                yield ';\n'
            elif (environment.getattr(l_2_value, 'layout') == 'value'):
                pass
                yield 'pub const '
                yield str(environment.getattr(l_2_value, 'constant'))
                yield ': &str =\n    '
                yield str(environment.getattr(l_2_value, 'literal'))
                yield ';\n'
            elif (environment.getattr(l_2_value, 'layout') == 'type'):
                pass
                yield 'pub const '
                yield str(environment.getattr(l_2_value, 'constant'))
                yield ':\n    &str = '
                yield str(environment.getattr(l_2_value, 'literal'))
                yield ';\n'
        l_2_value = missing
        yield '\n/// Every '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', in declaration order: the wire strings of [`'
        yield str(environment.getattr(l_1_vocab, 'enum'))
        yield '::ALL`].\n'
        if environment.getattr(l_1_vocab, 'has_deprecated'):
            pass
            yield '#[allow(deprecated)]\n'
        yield 'pub const '
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield ': &[&str] = &[\n    // in declaration order\n'
        for l_2_row in environment.getattr(l_1_vocab, 'value_rows'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(t_1(context.eval_ctx, l_2_row, ', '))
            yield ',\n'
        l_2_row = missing
        yield '];\n'
        if environment.getattr(l_1_vocab, 'has_aliases'):
            pass
            yield '\n/// The accepted alternative spellings of '
            yield str(t_2(environment.getattr(l_1_vocab, 'noun')))
            yield ', each with the value it names, in\n/// declaration order.\npub const '
            yield str(environment.getattr(l_1_vocab, 'aliases'))
            yield ': &[(&str, &str)] = &[\n    // (alias, canonical value)\n'
            for l_2_alias in environment.getattr(l_1_vocab, 'alias_entries'):
                _loop_vars = {}
                pass
                if environment.getattr(l_2_alias, 'deprecated'):
                    pass
                    yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'doc'), environment.getattr(l_2_alias, 'deprecated'), '    //', _loop_vars=_loop_vars))
                    yield '\n'
                if environment.getattr(l_2_alias, 'vertical'):
                    pass
                    yield '    (\n        '
                    yield str(environment.getattr(l_2_alias, 'name_literal'))
                    yield ',\n        '
                    yield str(environment.getattr(l_2_alias, 'canonical_literal'))
                    yield ',\n    ),\n'
                else:
                    pass
                    yield '    ('
                    yield str(environment.getattr(l_2_alias, 'name_literal'))
                    yield ', '
                    yield str(environment.getattr(l_2_alias, 'canonical_literal'))
                    yield '),\n'
            l_2_alias = missing
            yield '];\n'
        if environment.getattr(l_1_vocab, 'removed'):
            pass
            yield '\n/// Spellings that were '
            yield str(environment.getattr(l_1_vocab, 'plural'))
            yield ' once and may never come back; a reader treats them as\n/// unknown.\n'
            for l_2_tombstone in environment.getattr(l_1_vocab, 'removed'):
                _loop_vars = {}
                pass
                yield '///\n'
                yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'doc'), environment.getattr(l_2_tombstone, 'doc'), '///', _loop_vars=_loop_vars))
                yield '\n'
            l_2_tombstone = missing
            yield 'pub const '
            yield str(environment.getattr(l_1_vocab, 'removed_name'))
            yield ': &[&str] = &[\n    // removed spellings\n'
            for l_2_row in environment.getattr(l_1_vocab, 'removed_rows'):
                _loop_vars = {}
                pass
                yield '    '
                yield str(t_1(context.eval_ctx, l_2_row, ', '))
                yield ',\n'
            l_2_row = missing
            yield '];\n'
        yield '\nimpl '
        yield str(environment.getattr(l_1_vocab, 'enum'))
        yield ' {\n    /// Every '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', in declaration order.\n'
        if environment.getattr(l_1_vocab, 'has_deprecated'):
            pass
            yield '    #[allow(deprecated)]\n'
        yield "    pub const ALL: &'static [Self] = &[\n        // in declaration order\n"
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            _loop_vars = {}
            pass
            yield '        Self::'
            yield str(environment.getattr(l_2_value, 'variant'))
            yield ',\n'
        l_2_value = missing
        yield '    ];\n\n    /// The exact wire string, one of [`'
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield "`].\n    pub const fn as_str(self) -> &'static str {\n        "
        yield str(environment.getattr(l_1_vocab, 'collection'))
        yield '[self as usize]\n    }\n}\n\nimpl ::core::fmt::Display for '
        yield str(environment.getattr(l_1_vocab, 'enum'))
        yield " {\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {\n        f.write_str(self.as_str())\n    }\n}\n"
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'functions'):
            pass
            yield '\n/// Exact, like [`'
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\nimpl ::core::str::FromStr for '
            yield str(environment.getattr(l_1_vocab, 'enum'))
            yield ' {\n    type Err = UnknownSpelling;\n\n    fn from_str(spelling: &str) -> Result<Self, UnknownSpelling> {\n        '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(spelling)\n    }\n}\n\n/// Exact, like [`'
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '`]: a value or an alias; no trimming, no case folding.\nimpl TryFrom<&str> for '
            yield str(environment.getattr(l_1_vocab, 'enum'))
            yield ' {\n    type Error = UnknownSpelling;\n\n    fn try_from(spelling: &str) -> Result<Self, UnknownSpelling> {\n        '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(spelling)\n    }\n}\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'serde'):
            pass
            yield '\n/// Serialises to the exact wire string.\nimpl ::serde::Serialize for '
            yield str(environment.getattr(l_1_vocab, 'enum'))
            yield ' {\n    fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {\n        serializer.serialize_str(self.as_str())\n    }\n}\n'
            if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'functions'):
                pass
                yield "\n/// Deserialises a value or an alias, exactly; any other string is an error naming it.\nimpl<'de> ::serde::Deserialize<'de> for "
                yield str(environment.getattr(l_1_vocab, 'enum'))
                yield " {\n    fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {\n        let spelling = <::std::string::String as ::serde::Deserialize>::deserialize(deserializer)?;\n        "
                yield str(environment.getattr(l_1_vocab, 'canonical'))
                yield '(&spelling).map_err(::serde::de::Error::custom)\n    }\n}\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'functions'):
            pass
            yield '\n/// Whether `value` is a canonical '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield str(('; an alias is not' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 175 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield '.\n'
            yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
            yield ' fn '
            yield str(environment.getattr(l_1_vocab, 'guard'))
            yield '(value: &str) -> bool {\n    '
            yield str(environment.getattr(l_1_vocab, 'collection'))
            yield '.contains(&value)\n}\n\n/// The '
            yield str(environment.getattr(l_1_vocab, 'noun'))
            yield ' a value'
            yield str((' or an alias' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 180 in 'rust/vocabulary.rs.j2' evaluated to false and no else section was defined.")))
            yield ' names. The lookup is exact: no trimming and no case\n/// folding. Any other spelling is an error naming it and every accepted spelling.\n'
            yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
            yield ' fn '
            yield str(environment.getattr(l_1_vocab, 'canonical'))
            yield '(spelling: &str) -> Result<'
            yield str(environment.getattr(l_1_vocab, 'enum'))
            yield ', UnknownSpelling> {\n'
            if environment.getattr(l_1_vocab, 'lookup_vertical'):
                pass
                yield '    let index = vocabgen_index(\n        '
                yield str(environment.getattr(l_1_vocab, 'noun_literal'))
                yield ',\n        '
                yield str(environment.getattr(l_1_vocab, 'collection'))
                yield ',\n        '
                yield str(environment.getattr(l_1_vocab, 'aliases_arg'))
                yield ',\n        spelling,\n    )?;\n'
            else:
                pass
                yield '    let index = vocabgen_index('
                yield str(environment.getattr(l_1_vocab, 'noun_literal'))
                yield ', '
                yield str(environment.getattr(l_1_vocab, 'collection'))
                yield ', '
                yield str(environment.getattr(l_1_vocab, 'aliases_arg'))
                yield ', spelling)?;\n'
            yield '    Ok('
            yield str(environment.getattr(l_1_vocab, 'enum'))
            yield '::ALL[index])\n}\n\n'
            if environment.getattr(l_1_vocab, 'fallback_variant'):
                pass
                yield '/// The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' a known spelling names; anything else (removed, misspelt, empty) reads as\n/// [`'
                yield str(environment.getattr(l_1_vocab, 'enum'))
                yield '::'
                yield str(environment.getattr(l_1_vocab, 'fallback_variant'))
                yield '`]. Never fails. The caller keeps its input, so a relay passes an\n/// unknown spelling on unchanged.\n'
                if environment.getattr(l_1_vocab, 'fallback_deprecated'):
                    pass
                    yield '#[allow(deprecated)]\n'
                yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
                yield ' fn '
                yield str(environment.getattr(l_1_vocab, 'reader'))
                yield '(spelling: &str) -> '
                yield str(environment.getattr(l_1_vocab, 'enum'))
                yield ' {\n    '
                yield str(environment.getattr(l_1_vocab, 'canonical'))
                yield '(spelling).unwrap_or('
                yield str(environment.getattr(l_1_vocab, 'enum'))
                yield '::'
                yield str(environment.getattr(l_1_vocab, 'fallback_variant'))
                yield ')\n}\n'
            else:
                pass
                yield '/// The '
                yield str(environment.getattr(l_1_vocab, 'noun'))
                yield ' a known spelling names, or `None` for anything else (removed, misspelt,\n/// empty). Never fails. The caller keeps its input, so a relay passes an unknown spelling on\n/// unchanged.\n'
                yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
                yield ' fn '
                yield str(environment.getattr(l_1_vocab, 'reader'))
                yield '(spelling: &str) -> Option<'
                yield str(environment.getattr(l_1_vocab, 'enum'))
                yield '> {\n    '
                yield str(environment.getattr(l_1_vocab, 'canonical'))
                yield '(spelling).ok()\n}\n'
    l_1_vocab = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        _loop_vars = {}
        pass
        yield '\n'
        if environment.getattr(l_1_rule, 'doc'):
            pass
            yield str(context.call(environment.getattr((undefined(name='rust') if l_0_rust is missing else l_0_rust), 'doc'), environment.getattr(l_1_rule, 'doc'), '///', _loop_vars=_loop_vars))
            yield '\n'
        if environment.getattr(l_1_rule, 'members_deprecated'):
            pass
            yield '#[allow(deprecated)]\n'
        yield 'pub const '
        yield str(environment.getattr(l_1_rule, 'members'))
        yield ': &[&str] = &[\n    // the '
        yield str(environment.getattr(l_1_rule, 'subject_plural'))
        yield ' that carry '
        yield str(t_2(environment.getattr(l_1_rule, 'carried_noun')))
        yield '\n'
        for l_2_row in environment.getattr(l_1_rule, 'member_rows'):
            _loop_vars = {}
            pass
            yield '    '
            yield str(t_1(context.eval_ctx, l_2_row, ', '))
            yield ',\n'
        l_2_row = missing
        yield '];\n'
        if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'functions'):
            pass
            yield '\n/// The canonical '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' '
            yield str(t_2(environment.getattr(l_1_rule, 'subject_noun')))
            yield ' carries, or `None` for none: members of\n/// [`'
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '`] carry their '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ', canonicalised; every other '
            yield str(environment.getattr(l_1_rule, 'subject_noun'))
            yield ' carries none.\n/// An unknown '
            yield str(environment.getattr(l_1_rule, 'subject_noun'))
            yield ', or an unknown '
            yield str(environment.getattr(l_1_rule, 'carried_noun'))
            yield ' on a member, is an error.\n'
            if environment.getattr(l_1_rule, 'wrap'):
                pass
                yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
                yield ' fn '
                yield str(environment.getattr(l_1_rule, 'settle'))
                yield '(\n    '
                yield str(environment.getattr(l_1_rule, 'subject_param'))
                yield ': &str,\n    '
                yield str(environment.getattr(l_1_rule, 'carried_param'))
                yield ': Option<&str>,\n) -> Result<Option<'
                yield str(environment.getattr(l_1_rule, 'carried_enum'))
                yield '>, UnknownSpelling> {\n'
            else:
                pass
                yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'fn_vis'))
                yield ' fn '
                yield str(environment.getattr(l_1_rule, 'settle'))
                yield '('
                yield str(environment.getattr(l_1_rule, 'subject_param'))
                yield ': &str, '
                yield str(environment.getattr(l_1_rule, 'carried_param'))
                yield ': Option<&str>) -> Result<Option<'
                yield str(environment.getattr(l_1_rule, 'carried_enum'))
                yield '>, UnknownSpelling> {\n'
            yield '    let '
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ' = '
            yield str(environment.getattr(l_1_rule, 'subject_canonical'))
            yield '('
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield ')?;\n    if !'
            yield str(environment.getattr(l_1_rule, 'members'))
            yield '.contains(&'
            yield str(environment.getattr(l_1_rule, 'subject_param'))
            yield '.as_str()) {\n        return Ok(None);\n    }\n    '
            yield str(environment.getattr(l_1_rule, 'carried_param'))
            yield '.map('
            yield str(environment.getattr(l_1_rule, 'carried_canonical'))
            yield ').transpose()\n}\n'
    l_1_rule = missing
    if environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'functions'):
        pass
        yield '\n/// A spelling that is neither a value nor an alias: names the input and every accepted spelling.\n#[derive(Debug, Clone, PartialEq, Eq)]\npub struct UnknownSpelling {\n    kind: &\'static str,\n    spelling: String,\n    values: &\'static [&\'static str],\n    aliases: &\'static [(&\'static str, &\'static str)],\n}\n\nimpl UnknownSpelling {\n    /// The refused input, exactly as given.\n    pub fn spelling(&self) -> &str {\n        &self.spelling\n    }\n\n    /// What was expected, as prose: "status", "run status".\n    pub fn kind(&self) -> &\'static str {\n        self.kind\n    }\n}\n\nimpl ::core::fmt::Display for UnknownSpelling {\n    fn fmt(&self, f: &mut ::core::fmt::Formatter<\'_>) -> ::core::fmt::Result {\n        let (kind, spelling) = (self.kind, &self.spelling);\n        write!(f, "unknown {kind} {spelling:?}; expected one of")?;\n        let aliases = self.aliases.iter().map(|(alias, _)| alias);\n        for (index, spelling) in self.values.iter().chain(aliases).enumerate() {\n            let separator = if index == 0 { ": " } else { ", " };\n            write!(f, "{separator}{spelling:?}")?;\n        }\n        Ok(())\n    }\n}\n\nimpl ::std::error::Error for UnknownSpelling {}\n\n/// The index among `values` of the value `spelling` is or, as an alias, names; exact: no\n/// trimming, no case folding.\nfn vocabgen_index(\n    kind: &\'static str,\n    values: &\'static [&\'static str],\n    aliases: &\'static [(&\'static str, &\'static str)],\n    spelling: &str,\n) -> Result<usize, UnknownSpelling> {\n    let canonical = aliases\n        .iter()\n        .find(|(alias, _)| *alias == spelling)\n        .map_or(spelling, |(_, value)| value);\n    match values.iter().position(|value| *value == canonical) {\n        Some(index) => Ok(index),\n        None => Err(UnknownSpelling {\n            kind,\n            spelling: spelling.to_owned(),\n            values,\n            aliases,\n        }),\n    }\n}\n'

blocks = {}
debug_info = '15=25&16=27&17=29&19=32&24=35&26=39&27=41&30=44&34=46&35=48&36=51&37=55&39=59&40=61&42=64&45=68&47=72&48=76&50=80&51=82&53=84&54=87&55=91&56=94&57=96&58=98&59=101&60=103&64=107&65=111&68=115&70=117&71=121&74=125&76=128&78=130&80=132&81=135&82=137&84=139&86=142&87=144&90=149&95=155&97=158&99=160&101=164&103=168&105=170&106=174&111=179&112=181&113=183&118=187&119=191&123=195&125=197&129=199&134=201&136=204&137=206&141=208&145=210&146=212&150=214&154=216&157=219&162=221&165=224&168=226&173=228&175=231&176=234&177=238&180=240&182=244&183=250&185=253&186=255&187=257&191=262&193=269&196=271&197=274&198=276&200=280&203=283&204=289&207=298&210=300&211=306&216=309&218=313&219=315&221=317&224=321&225=323&226=327&227=331&230=335&232=338&233=342&234=348&235=352&236=354&237=358&238=360&239=362&241=366&243=377&244=383&247=387&251=392'