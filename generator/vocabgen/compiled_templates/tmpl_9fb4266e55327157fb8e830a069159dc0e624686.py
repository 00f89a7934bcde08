from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/_macros.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_deprecated = l_0_rows = l_0_constant = missing
    try:
        t_1 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_2 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_3 = environment.filters['map']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'map' found.")
    try:
        t_4 = environment.filters['max']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'max' found.")
    try:
        t_5 = environment.filters['rust_string']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'rust_string' found.")
    pass
    def macro(l_1_reason, l_1_indent):
        t_6 = []
        l_1_note = l_1_attribute = missing
        if l_1_reason is missing:
            l_1_reason = undefined("parameter 'reason' was not provided", name='reason')
        if l_1_indent is missing:
            l_1_indent = ''
        pass
        l_1_note = t_5(l_1_reason)
        l_1_attribute = str_join(('#[deprecated(note = ', (undefined(name='note') if l_1_note is missing else l_1_note), ')]', ))
        if (t_1(str_join((l_1_indent, (undefined(name='attribute') if l_1_attribute is missing else l_1_attribute), ))) > 100):
            pass
            t_6.extend((
                str(l_1_indent),
                '#[deprecated(\n',
                str(l_1_indent),
                '    note = ',
                str((undefined(name='note') if l_1_note is missing else l_1_note)),
                '\n',
                str(l_1_indent),
                ')]',
            ))
        else:
            pass
            t_6.append(
                str(str_join((l_1_indent, (undefined(name='attribute') if l_1_attribute is missing else l_1_attribute), ))),
            )
        return concat(t_6)
    context.exported_vars.add('deprecated')
    context.vars['deprecated'] = l_0_deprecated = Macro(environment, macro, 'deprecated', ('reason', 'indent'), False, False, False, context.eval_ctx.autoescape)
    yield '\n'
    def macro(l_1_items, l_1_indent):
        t_7 = []
        l_1_namespace = resolve('namespace')
        l_1_row = resolve('row')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_indent is missing:
            l_1_indent = '    '
        pass
        l_1_items = t_2(context.eval_ctx, l_1_items)
        if ((t_1(l_1_items) < 2) or (t_4(environment, t_3(context, l_1_items, 'length')) > 10)):
            pass
            l_2_loop = missing
            for l_2_item, l_2_loop in LoopContext(l_1_items, undefined):
                _loop_vars = {}
                pass
                t_7.extend((
                    str(l_1_indent),
                    str(l_2_item),
                    ',',
                    str(('\n' if (not environment.getattr(l_2_loop, 'last')) else cond_expr_undefined("the inline if-expression on line 19 in 'rust/_macros.rs.j2' evaluated to false and no else section was defined."))),
                ))
            l_2_loop = l_2_item = missing
        else:
            pass
            l_1_row = context.call((undefined(name='namespace') if l_1_namespace is missing else l_1_namespace), line=environment.getitem(l_1_items, 0))
            for l_2_item in l_1_items[1:]:
                l_2_joined = missing
                _loop_vars = {}
                pass
                l_2_joined = str_join((environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line'), ', ', l_2_item, ))
                _loop_vars['joined'] = l_2_joined
                if (t_1(str_join((l_1_indent, (undefined(name='joined') if l_2_joined is missing else l_2_joined), ',', ))) > 100):
                    pass
                    t_7.extend((
                        str(l_1_indent),
                        str(environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line')),
                        ',\n',
                    ))
                    if not isinstance(l_1_row, Namespace):
                        raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                    l_1_row['line'] = l_2_item
                else:
                    pass
                    if not isinstance(l_1_row, Namespace):
                        raise TemplateRuntimeError("cannot assign attribute on non-namespace object")
                    l_1_row['line'] = (undefined(name='joined') if l_2_joined is missing else l_2_joined)
            l_2_item = l_2_joined = missing
            t_7.extend((
                str(l_1_indent),
                str(environment.getattr((undefined(name='row') if l_1_row is missing else l_1_row), 'line')),
                ',',
            ))
        return concat(t_7)
    context.exported_vars.add('rows')
    context.vars['rows'] = l_0_rows = Macro(environment, macro, 'rows', ('items', 'indent'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_reason):
        t_8 = []
        l_1_head = l_1_tail = l_1_line = missing
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_reason is missing:
            l_1_reason = undefined("parameter 'reason' was not provided", name='reason')
        pass
        if l_1_doc:
            pass
            t_8.extend((
                str(l_1_doc),
                '\n',
            ))
        if l_1_reason:
            pass
            t_8.extend((
                str(context.call((undefined(name='deprecated') if l_0_deprecated is missing else l_0_deprecated), l_1_reason)),
                '\n',
            ))
        (l_1_head, l_1_tail) = (str_join(('pub const ', l_1_name, ':', )), str_join((l_1_literal, ';', )))
        l_1_line = str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' &str = ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))
        if (((t_1((undefined(name='line') if l_1_line is missing else l_1_line)) > 100) and (t_1(str_join(((undefined(name='head') if l_1_head is missing else l_1_head), ' &str =', ))) <= 100)) and (t_1(str_join(('    ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 100)):
            pass
            t_8.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                ' &str =\n    ',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        elif (((t_1((undefined(name='line') if l_1_line is missing else l_1_line)) > 100) and (t_1((undefined(name='head') if l_1_head is missing else l_1_head)) <= 100)) and (t_1(str_join(('    &str = ', (undefined(name='tail') if l_1_tail is missing else l_1_tail), ))) <= 100)):
            pass
            t_8.extend((
                str((undefined(name='head') if l_1_head is missing else l_1_head)),
                '\n    &str = ',
                str((undefined(name='tail') if l_1_tail is missing else l_1_tail)),
            ))
        else:
            pass
            t_8.append(
                str((undefined(name='line') if l_1_line is missing else l_1_line)),
            )
        return concat(t_8)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'reason'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=42&4=50&5=51&6=52&7=55&8=57&9=61&11=67&15=73&16=82&17=83&18=86&19=90&22=98&23=99&24=103&25=105&26=108&27=114&29=119&32=122&40=129&41=141&42=144&44=147&45=150&47=153&48=154&49=155&50=158&51=160&52=162&53=165&54=167&56=172'