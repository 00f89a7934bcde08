from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'kotlin/_typed.kt.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_file = resolve('file')
    l_0_known = l_0_unknown = missing
    try:
        t_1 = environment.filters['with_article']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'with_article' found.")
    pass
    (l_0_known, l_0_unknown) = (environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'kotlin'), 'known_case'), environment.getattr(environment.getattr(environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'names'), 'kotlin'), 'unknown_case'))
    context.vars.update({'known': l_0_known, 'unknown': l_0_unknown})
    context.exported_vars.update(('known', 'unknown'))
    for l_1_vocab in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'vocabularies'):
        l_1_access = resolve('access')
        l_1_names = missing
        _loop_vars = {}
        pass
        l_1_names = environment.getattr(environment.getattr(l_1_vocab, 'names'), 'kotlin')
        _loop_vars['names'] = l_1_names
        yield '\n    /** A known '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ': one member per value, in vocab.toml order, each with its wire string. */\n    enum class '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield '(val wire: String) {\n'
        for l_2_value in environment.getattr(l_1_vocab, 'values'):
            l_2_kt = resolve('kt')
            _loop_vars = {}
            pass
            yield str(context.call(environment.getattr((undefined(name='kt') if l_2_kt is missing else l_2_kt), 'member'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'member'), environment.getattr(environment.getattr(environment.getattr(l_2_value, 'names'), 'kotlin'), 'constant'), environment.getattr(l_2_value, 'deprecated'), _loop_vars=_loop_vars))
            yield '\n'
        l_2_value = l_2_kt = missing
        yield '    }\n\n    /**\n     * Read from the wire, '
        yield str(t_1(environment.getattr(l_1_vocab, 'noun')))
        yield ' is ['
        yield str((undefined(name='known') if l_0_known is missing else l_0_known))
        yield '], or ['
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield "] keeping the string byte for byte, so\n     * a value this file does not know (a newer sender's, a removed spelling) passes through unchanged.\n     */\n    sealed interface "
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield ' {\n        /** The canonical string of a known '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ', or the unknown string exactly as read. */\n        val wire: String\n\n        /** A known '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield '. */\n        data class '
        yield str((undefined(name='known') if l_0_known is missing else l_0_known))
        yield '(val value: '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield ') : '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield ' {\n            override val wire: String get() = value.wire\n        }\n\n        /** A '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ' this file does not know. */\n        data class '
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield '(val raw: String) : '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield ' {\n            override val wire: String get() = raw\n        }\n    }\n\n    /** Every accepted spelling mapped to its known member: values first, then aliases. */\n    private val '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_lookup'))
        yield ': Map<String, '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield '> =\n        '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield '.entries.associateBy { it.wire }.let { members -> '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'lookup'))
        yield '.mapValues { members.getValue(it.value) } }\n\n    /** Reads '
        yield str(t_1(environment.getattr(l_1_vocab, 'noun')))
        yield ' openly: a known spelling gives ['
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield '.'
        yield str((undefined(name='known') if l_0_known is missing else l_0_known))
        yield '], anything else ['
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield '.'
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield ']. Never throws. */\n    '
        yield str((undefined(name='access') if l_1_access is missing else l_1_access))
        yield 'fun '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'parse'))
        yield '(raw: String): '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield ' =\n        '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_lookup'))
        yield '[raw]?.let { '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield '.'
        yield str((undefined(name='known') if l_0_known is missing else l_0_known))
        yield '(it) } ?: '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield '.'
        yield str((undefined(name='unknown') if l_0_unknown is missing else l_0_unknown))
        yield '(raw)\n\n    /**\n     * Returns the known '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield ' for '
        yield str(t_1(environment.getattr(l_1_vocab, 'noun')))
        yield str((' or one of its aliases' if environment.getattr(l_1_vocab, 'has_aliases') else cond_expr_undefined("the inline if-expression on line 41 in 'kotlin/_typed.kt.j2' evaluated to false and no else section was defined.")))
        yield '.\n     *\n     * @throws IllegalArgumentException if [raw] is not a known '
        yield str(environment.getattr(l_1_vocab, 'noun'))
        yield '\n     */\n    '
        yield str((undefined(name='access') if l_1_access is missing else l_1_access))
        yield 'fun '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known'))
        yield '(raw: String): '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'enum'))
        yield ' = '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'known_lookup'))
        yield '.getValue('
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'canonical'))
        yield "(raw))\n\n    /** The string to send for [value]: a known member's canonical string, an unknown's exact string. */\n    "
        yield str((undefined(name='access') if l_1_access is missing else l_1_access))
        yield 'fun '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'wire'))
        yield '(value: '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'open_type'))
        yield '): String = value.wire\n'
    l_1_vocab = l_1_names = l_1_access = missing
    for l_1_rule in environment.getattr((undefined(name='file') if l_0_file is missing else l_0_file), 'rules'):
        l_1_access = resolve('access')
        l_1_names = l_1_subject = l_1_carried = missing
        _loop_vars = {}
        pass
        (l_1_names, l_1_subject, l_1_carried) = (environment.getattr(environment.getattr(l_1_rule, 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'names'), 'kotlin'), environment.getattr(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'names'), 'kotlin'))
        _loop_vars.update({'carried': l_1_carried, 'names': l_1_names, 'subject': l_1_subject})
        yield '\n    /** Returns the '
        yield str(environment.getattr(environment.getattr(l_1_rule, 'carried'), 'noun'))
        yield ' '
        yield str(t_1(environment.getattr(environment.getattr(l_1_rule, 'subject'), 'noun')))
        yield ' carries: ['
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
        yield '] for a member of ['
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield '], else `null`. */\n    '
        yield str((undefined(name='access') if l_1_access is missing else l_1_access))
        yield 'fun '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'typed_settle'))
        yield '(\n        '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
        yield ': '
        yield str(environment.getattr((undefined(name='subject') if l_1_subject is missing else l_1_subject), 'enum'))
        yield ',\n        '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
        yield ': '
        yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'enum'))
        yield '?,\n    ): '
        yield str(environment.getattr((undefined(name='carried') if l_1_carried is missing else l_1_carried), 'enum'))
        yield '? = if ('
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'subject_param'))
        yield '.wire in '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'members'))
        yield ') '
        yield str(environment.getattr((undefined(name='names') if l_1_names is missing else l_1_names), 'carried_param'))
        yield ' else null\n'
    l_1_rule = l_1_names = l_1_subject = l_1_carried = l_1_access = missing

blocks = {}
debug_info = '2=19&3=22&4=27&6=30&7=32&8=34&9=38&14=42&17=48&18=50&21=52&22=54&26=60&27=62&33=66&34=70&36=74&37=84&38=90&41=100&43=105&45=107&48=117&50=124&51=129&53=132&54=140&55=144&56=148&57=152'