from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'php/open.php.j2'

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
    pass
    l_0_php = context.vars['php'] = environment.get_template('php/_macros.php.j2', 'php/open.php.j2')._get_default_module(context)
    context.exported_vars.discard('php')
    l_0_names = environment.getattr(environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'names'), 'php')
    context.vars['names'] = l_0_names
    context.exported_vars.add('names')
    yield '<?php\n\n// '
    yield str(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'marker'))
    yield '\n\n'
    yield str(context.call(environment.getattr((undefined(name='php') if l_0_php is missing else l_0_php), 'head'), (undefined(name='file') if l_0_file is missing else l_0_file), (undefined(name='settings') if l_0_settings is missing else l_0_settings)))
    yield '\n\n/**\n * An open '
    yield str(environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'noun'))
    yield ', as it came on the wire: a known '
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_type'))
    yield ', or any other string (a removed,\n * misspelt or later-added spelling) kept byte for byte. json_encode() writes its wire string.\n */\nfinal class '
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'open_type'))
    yield ' implements \\JsonSerializable\n{\n    private function __construct(private readonly ?'
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_type'))
    yield ' $known, private readonly string $wire)\n    {\n    }\n\n    /**\n     * The open parse: a value'
    yield str((' or an alias' if environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'has_aliases') else cond_expr_undefined("the inline if-expression on line 21 in 'php/open.php.j2' evaluated to false and no else section was defined.")))
    yield ' is known (exactly, as '
    yield str(environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'))
    yield '::'
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'canonical'))
    yield '() reads it);\n     * any other string is an unknown keeping it. Never throws.\n'
    if (environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'functions') == 'internal'):
        pass
        yield '     *\n     * @internal\n'
    yield '     */\n    public static function parse(string $raw): self\n    {\n        $known = '
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_type'))
    yield '::tryFrom('
    yield str((str_join((environment.getattr((undefined(name='settings') if l_0_settings is missing else l_0_settings), 'class'), '::', environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'aliases'), '[$raw] ?? $raw', )) if environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'has_aliases') else '$raw'))
    yield ');\n        return new self($known, $known === null ? $raw : $known->value);\n    }\n\n    /**\n     * Whether the spelling was a value'
    yield str((' or an alias' if environment.getattr((undefined(name='vocab') if l_0_vocab is missing else l_0_vocab), 'has_aliases') else cond_expr_undefined("the inline if-expression on line 35 in 'php/open.php.j2' evaluated to false and no else section was defined.")))
    yield '.\n     */\n    public function isKnown(): bool\n    {\n        return $this->known !== null;\n    }\n\n    /**\n     * The known case, or null for an unknown spelling.\n     */\n    public function known(): ?'
    yield str(environment.getattr((undefined(name='names') if l_0_names is missing else l_0_names), 'known_type'))
    yield "\n    {\n        return $this->known;\n    }\n\n    /**\n     * The wire string: a known case's value, an unknown's raw string, byte for byte.\n     */\n    public function wire(): string\n    {\n        return $this->wire;\n    }\n\n    /**\n     * The wire string, for json_encode().\n     */\n    public function jsonSerialize(): string\n    {\n        return $this->wire;\n    }\n}\n"

blocks = {}
debug_info = '2=15&3=17&6=21&8=23&11=25&14=29&16=31&21=33&23=39&30=43&35=47&45=49'