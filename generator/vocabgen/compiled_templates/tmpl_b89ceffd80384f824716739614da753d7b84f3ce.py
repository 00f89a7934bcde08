from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
name = 'typescript/_macros.ts.j2'

def root(context, missing=missing):
    resolve = context.resolve_or_missing
    undefined = environment.undefined
    concat = environment.concat
    cond_expr_undefined = Undefined
    if 0: yield None
    l_0_list = missing
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
    pass
    def macro(l_1_head, l_1_items, l_1_tail):
        t_5 = []
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
            t_5.append(
                str((undefined(name='one') if l_1_one is missing else l_1_one)),
            )
        else:
            pass
            t_5.extend((
                str(t_4(l_1_head)),
                '\n',
            ))
            for l_2_item in l_1_items:
                _loop_vars = {}
                pass
                t_5.extend((
                    '  ',
                    str(l_2_item),
                    ',\n',
                ))
            l_2_item = missing
            t_5.append(
                str(t_4(l_1_tail)),
            )
        return concat(t_5)
    context.exported_vars.add('list')
    context.vars['list'] = l_0_list = Macro(environment, macro, 'list', ('head', 'items', 'tail'), False, False, False, context.eval_ctx.autoescape)

blocks = {}
debug_info = '3=36&4=46&5=47&6=48&7=51&9=56&10=59&11=64&13=69'