from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/_macros.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_list = l_0_constant = missing
    try:
        t_1 = environment.filters['join']
    except KeyError:
        @internalcode
        def t_1(*unused):
            raise TemplateRuntimeError("No filter named 'join' found.")
    try:
        t_2 = environment.filters['length']
    except KeyError:
        @internalcode
        def t_2(*unused):
            raise TemplateRuntimeError("No filter named 'length' found.")
    try:
        t_3 = environment.filters['list']
    except KeyError:
        @internalcode
        def t_3(*unused):
            raise TemplateRuntimeError("No filter named 'list' found.")
    try:
        t_4 = environment.filters['trim']
    except KeyError:
        @internalcode
        def t_4(*unused):
            raise TemplateRuntimeError("No filter named 'trim' found.")
    try:
        t_5 = environment.filters['ts_doc']
    except KeyError:
        @internalcode
        def t_5(*unused):
            raise TemplateRuntimeError("No filter named 'ts_doc' found.")
    pass
    def macro(l_1_head, l_1_items, l_1_tail):
        t_6 = []
        l_1_one = missing
        if l_1_head is missing:
            l_1_head = undefined("parameter 'head' was not provided", name='head')
        if l_1_items is missing:
            l_1_items = undefined("parameter 'items' was not provided", name='items')
        if l_1_tail is missing:
            l_1_tail = undefined("parameter 'tail' was not provided", name='tail')
        pass
        l_1_items = t_3(context.eval_ctx, l_1_items)
        l_1_one = str_join((l_1_head, t_1(context.eval_ctx, l_1_items, ', '), l_1_tail, ))
        if (t_2((undefined(name='one') if l_1_one is missing else l_1_one)) <= 100):
            pass
            t_6.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_6.extend((
                str(t_4(l_1_head)),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_6.extend((
                    '  ',
                    str(l_2_item),
                    ',\n',
                ))
            l_2_item = missing
            t_6.append(
                str(t_4(l_1_tail)),
            )
        return concat(t_6)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('head', 'items', 'tail'), False, False, False, context.eval_ctx.autoescape)
    def macro(l_1_name, l_1_literal, l_1_doc, l_1_deprecated):
        t_7 = []
        if l_1_name is missing:
            l_1_name = undefined("parameter 'name' was not provided", name='name')
        if l_1_literal is missing:
            l_1_literal = undefined("parameter 'literal' was not provided", name='literal')
        if l_1_doc is missing:
            l_1_doc = undefined("parameter 'doc' was not provided", name='doc')
        if l_1_deprecated is missing:
            l_1_deprecated = undefined("parameter 'deprecated' was not provided", name='deprecated')
        pass
        if (l_1_doc or l_1_deprecated):
            pass
            t_8 = []
            pass
            t_8.extend((
                str(t_1(context.eval_ctx, l_1_doc, '\n')),
                '\n',
            ))
            if l_1_deprecated:
                pass
                t_8.extend((
                    '\n@deprecated ',
                    str(l_1_deprecated),
                    '\n',
                ))
            t_7.append(t_5(concat(t_8)))
            t_7.append(
                '\n',
            )
        t_7.extend((
            'export const ',
            str(l_1_name),
            ' = ',
            str(l_1_literal),
            ' as const;',
        ))
        return concat(t_7)
    context.exported_vars.add('constant')
    context.vars['constant'] = l_0_constant = Macro(environment, macro, 'constant', ('name', 'literal', 'doc', 'deprecated'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=42&4=52&5=53&6=54&7=57&9=62&10=65&11=70&13=75&20=80&21=91&23=96&24=99&26=103&22=106&30=112'