from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'rust/_macros.rs.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_deprecated = l_0_rows = missing
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

blocks = {}
debug_info = '3=42&4=50&5=51&6=52&7=55&8=57&9=61&11=67&15=73&16=82&17=83&18=86&19=90&22=98&23=99&24=103&25=105&26=108&27=114&29=119&32=122'