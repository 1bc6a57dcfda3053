/* allevents: listens to every event with empty handlers, and adds extra fields
 * to java.lang.Object, to measure the cost of the tool interface itself. */
#include <string.h>

#include <rti.h>

static const RtiExtraField *f1, *f2;

static void v_t(RtiEnv *e, RtiThread *t) { (void)e; (void)t; }
static void v_tc(RtiEnv *e, RtiThread *t, RtiClass *c) { (void)e; (void)t; (void)c; }
static void v_to(RtiEnv *e, RtiThread *t, RtiObject *o) { (void)e; (void)t; (void)o; }
static void v_acc(RtiEnv *e, const RtiAccess *a) { (void)e; (void)a; }
static void v_wait(RtiEnv *e, RtiThread *t, RtiObject *o, int64_t n) { (void)e; (void)t; (void)o; (void)n; }
static void v_waited(RtiEnv *e, RtiThread *t, RtiObject *o, bool b) { (void)e; (void)t; (void)o; (void)b; }
static void v_notify(RtiEnv *e, RtiThread *t, RtiObject *o, bool b, RtiThread *w) { (void)e; (void)t; (void)o; (void)b; (void)w; }
static void v_lock(RtiEnv *e, RtiThread *t, RtiObject *o, bool b) { (void)e; (void)t; (void)o; (void)b; }
static void v_tt(RtiEnv *e, RtiThread *a, RtiThread *b) { (void)e; (void)a; (void)b; }
static void v_tm(RtiEnv *e, RtiThread *t, RtiMethod *m) { (void)e; (void)t; (void)m; }
static void v_tmx(RtiEnv *e, RtiThread *t, RtiMethod *m, RtiObject *x) { (void)e; (void)t; (void)m; (void)x; }
static void v_exc(RtiEnv *e, RtiThread *t, RtiObject *x, RtiLocation l) { (void)e; (void)t; (void)x; (void)l; }
static void v_free(RtiEnv *e, RtiObject *o) { (void)e; (void)o; }
static void v_branch(RtiEnv *e, RtiThread *t, RtiLocation l) { (void)e; (void)t; (void)l; }

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    (void)options;
    rti_add_field(env, "java/lang/Object", RTI_FIELD_I64, &f1);
    rti_add_field(env, "java/lang/Object", RTI_FIELD_REF, &f2);
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.vm_start = v_t; cb.vm_death = v_t; cb.class_load = v_tc; cb.class_init = v_tc; cb.alloc = v_to;
    cb.field_access = v_acc; cb.array_access = v_acc; cb.monitor_enter = v_to; cb.monitor_contended_enter = v_to;
    cb.monitor_exit = v_to; cb.monitor_wait = v_wait; cb.monitor_waited = v_waited; cb.monitor_notify = v_notify;
    cb.lock_acquire = v_lock; cb.lock_release = v_lock; cb.thread_start = v_tt; cb.thread_end = v_t;
    cb.thread_switch = v_tt; cb.method_entry = v_tm; cb.method_exit = v_tmx; cb.exception_throw = v_exc;
    cb.exception_catch = v_exc; cb.object_free = v_free; cb.branch = v_branch;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, (UINT64_C(1) << RTI_EVENT_COUNT) - 1);
}
