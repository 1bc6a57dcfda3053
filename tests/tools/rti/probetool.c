/* probetool: a test tool exercising the tool interface from outside the VM
 * (built with only -I rti/include).
 *
 * - Scheduling: owns scheduling with quantum 0 and always runs the most recently
 *   started runnable thread (LIFO), so the program's output order is fixed
 *   and different from the default round robin; notify wakes the LAST waiter.
 * - Extra fields: an I64 field on RtiProbe$Node counting allocations by class
 *   (set in the alloc event), a REF field on java/lang/Object that the
 *   downcall "Probe"/"tag" sets and "Probe"/"tagOf" reads back (after a GC).
 * - Downcalls: "Probe"/"add" returns the sum of two Integers; "Probe"/"fail"
 *   throws IllegalStateException.
 * - Queries: "Probe"/"stack" returns the caller's stack depth and top method as a
 *   String; "Probe"/"owner" says whether the current thread owns a monitor. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rti.h>

static RtiEnv *E;
static const RtiExtraField *xf_serial, *xf_tag;
static long node_allocs;
static RtiClass *node_class;
static RtiThread *order[64];
static int n_order;

static RtiThread *choose(RtiEnv *env, RtiThread *cur, bool cur_ok)
{
    (void)env;
    (void)cur;
    (void)cur_ok;
    for (int i = n_order - 1; i >= 0; i--)
        if (rti_thread_is_runnable(order[i]) && rti_thread_is_enabled(order[i]))
            return order[i];
    return NULL;
}

static RtiThread *choose_waiter(RtiEnv *env, RtiObject *obj, RtiThread **w, int n)
{
    (void)env;
    (void)obj;
    return n ? w[n - 1] : NULL;
}

static void on_start(RtiEnv *env, RtiThread *t, RtiThread *started)
{
    (void)env;
    (void)t;
    if (n_order < 64)
        order[n_order++] = started;
}

/* A thread handle dies with its thread (rti.h): drop it at THREAD_END. */
static void on_end(RtiEnv *env, RtiThread *t)
{
    (void)env;
    for (int i = 0; i < n_order; i++)
        if (order[i] == t) {
            memmove(order + i, order + i + 1, sizeof order[0] * (size_t)(n_order - i - 1));
            n_order--;
            break;
        }
}

static void on_vm_start(RtiEnv *env, RtiThread *main_thread)
{
    (void)env;
    order[n_order++] = main_thread;
}

static void on_alloc(RtiEnv *env, RtiThread *t, RtiObject *o)
{
    (void)env;
    (void)t;
    RtiClass *c = rti_object_class(o);
    if (!node_class && !strcmp(rti_class_name(c), "RtiProbe$Node"))
        node_class = c;
    for (RtiClass *k = c; node_class && k; k = rti_class_super(k))
        if (k == node_class) {
            rti_xset_i64(o, xf_serial, ++node_allocs); /* subclasses inherit the field */
            break;
        }
}

static RtiObject *arg(RtiObject *args, int i) { return rti_array_ref(args, i); }

static RtiObject *dc_add(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    char ta, tb;
    RtiValue a, b;
    if (rti_array_length(args) != 2 || rti_unbox(arg(args, 0), &ta, &a) != RTI_OK ||
        rti_unbox(arg(args, 1), &tb, &b) != RTI_OK) {
        rti_throw(env, t, "java/lang/IllegalArgumentException", "add needs two Integers");
        return NULL;
    }
    RtiValue r;
    r.i = a.i + b.i;
    return rti_box(t, 'I', r);
}

static RtiObject *dc_fail(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)args;
    rti_throw(env, t, "java/lang/IllegalStateException", "failed on request");
    return NULL;
}

static RtiObject *dc_tag(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)env;
    (void)t;
    rti_xset_ref(arg(args, 0), xf_tag, arg(args, 1));
    return NULL;
}

static RtiObject *dc_tag_of(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)env;
    (void)t;
    return rti_xget_ref(arg(args, 0), xf_tag);
}

static RtiObject *dc_serial(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)env;
    RtiValue v;
    v.j = rti_xget_i64(arg(args, 0), xf_serial);
    return rti_box(t, 'J', v);
}

static RtiObject *dc_stack(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)env;
    (void)args;
    RtiLocation frames[32];
    int n = 0;
    rti_thread_stack(t, frames, 32, &n);
    /* frames[0] is Downcall.downcall (native); frames[1] the caller. */
    char buf[256];
    snprintf(buf, sizeof buf, "%s.%s line %d", rti_class_name(rti_method_class(frames[1].method)),
             rti_method_name(frames[1].method), rti_method_line(frames[1].method, frames[1].bci));
    return rti_new_string(t, buf);
}

static RtiObject *dc_owner(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    (void)env;
    RtiThread *owner = NULL;
    int32_t count = 0;
    rti_monitor_owner(arg(args, 0), &owner, &count);
    RtiValue v;
    v.i = (owner == t) ? count : -1;
    return rti_box(t, 'I', v);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    (void)options;
    E = env;
    if (rti_add_field(env, "RtiProbe$Node", RTI_FIELD_I64, &xf_serial) != RTI_OK ||
        rti_add_field(env, "java/lang/Object", RTI_FIELD_REF, &xf_tag) != RTI_OK)
        return RTI_ERR_INVALID;
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.thread_start = on_start;
    cb.vm_start = on_vm_start;
    cb.thread_end = on_end;
    cb.alloc = on_alloc;
    rti_set_callbacks(env, &cb);
    RtiScheduler s = {sizeof s, choose, choose_waiter};
    if (rti_take_scheduling(env, &s) != RTI_OK || rti_set_quantum(env, 0) != RTI_OK)
        return RTI_ERR_BUSY;
    rti_register_downcall(env, "Probe", "add", dc_add);
    rti_register_downcall(env, "Probe", "fail", dc_fail);
    rti_register_downcall(env, "Probe", "tag", dc_tag);
    rti_register_downcall(env, "Probe", "tagOf", dc_tag_of);
    rti_register_downcall(env, "Probe", "serial", dc_serial);
    rti_register_downcall(env, "Probe", "stack", dc_stack);
    rti_register_downcall(env, "Probe", "owner", dc_owner);
    return rti_enable_events(env, RTI_EVENT_BIT(RTI_EVENT_THREAD_START) | RTI_EVENT_BIT(RTI_EVENT_VM_START) |
                                      RTI_EVENT_BIT(RTI_EVENT_THREAD_END) |
                                      RTI_EVENT_BIT(RTI_EVENT_ALLOC));
}
