/* ckptbench: the cost of checkpoints for make bench (built with only
 * -I rti/include).
 *   unused   one checkpoint taken at VM start and never returned to: every
 *            object written afterwards is saved once (checkpointing on but
 *            unused, the thesis's 2% case);
 *   monexit  a checkpoint at every monitor exit, the previous one discarded
 *            (a tester backing up at every synchronisation). */
#include <string.h>

#include <rti.h>

static bool monexit;
static RtiCheckpoint *last;
static bool pending;

static void on_start(RtiEnv *env, RtiThread *t)
{
    (void)t;
    rti_checkpoint_take(env, NULL);
}

static void on_exit_mon(RtiEnv *env, RtiThread *t, RtiObject *o)
{
    (void)t;
    (void)o;
    if (!pending) {
        pending = true;
        rti_checkpoint_take(env, NULL);
    }
}

static void on_taken(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp, void *tag)
{
    (void)t;
    (void)tag;
    if (last)
        rti_checkpoint_discard(env, last);
    last = cp;
    pending = false;
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    monexit = options && !strcmp(options, "monexit");
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.vm_start = on_start;
    cb.monitor_exit = on_exit_mon;
    cb.checkpoint_taken = on_taken;
    rti_set_callbacks(env, &cb);
    uint64_t ev = RTI_EVENT_BIT(RTI_EVENT_CHECKPOINT) | RTI_EVENT_BIT(RTI_EVENT_VM_START);
    if (monexit)
        ev |= RTI_EVENT_BIT(RTI_EVENT_MONITOR_EXIT);
    return rti_enable_events(env, ev);
}
