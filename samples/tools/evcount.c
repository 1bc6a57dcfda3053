/* evcount: a sample Rivet tool. Counts monitor, allocation, field-access and
 * thread events per thread and prints a table when the VM ends.
 *
 * Build it out of tree against the installed headers:
 *     cc -shared -fPIC $(pkg-config --cflags rivet-rti) -o evcount.so evcount.c
 * or in this tree:  cc -shared -fPIC -I rti/include -o evcount.so samples/tools/evcount.c
 * Run:   rivet -tool ./evcount.so Main
 * Option "fields" also counts field reads and writes (slower: every access is an event). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rti.h>

typedef struct Counts {
    long enters, exits, waits, notifies, allocs, reads, writes, switches_in;
    char name[64];
    struct Counts *next;
} Counts;

static RtiEnv *env_;
static Counts *all;

static Counts *counts(RtiThread *t)
{
    void **slot = rti_thread_data(env_, t);
    if (!*slot) {
        Counts *c = calloc(1, sizeof *c);
        rti_thread_name(t, c->name, sizeof c->name);
        c->next = all;
        all = c;
        *slot = c;
    }
    Counts *c = *slot;
    if (!strcmp(c->name, "Thread-?")) /* named once its java.lang.Thread exists */
        rti_thread_name(t, c->name, sizeof c->name);
    return c;
}

static void on_enter(RtiEnv *e, RtiThread *t, RtiObject *o) { (void)e; (void)o; counts(t)->enters++; }
static void on_exit_(RtiEnv *e, RtiThread *t, RtiObject *o) { (void)e; (void)o; counts(t)->exits++; }
static void on_wait(RtiEnv *e, RtiThread *t, RtiObject *o, int64_t ns) { (void)e; (void)o; (void)ns; counts(t)->waits++; }
static void on_notify(RtiEnv *e, RtiThread *t, RtiObject *o, bool all_, RtiThread *w)
{
    (void)e; (void)o; (void)all_; (void)w;
    counts(t)->notifies++;
}
static void on_alloc(RtiEnv *e, RtiThread *t, RtiObject *o) { (void)e; (void)o; counts(t)->allocs++; }
static void on_switch(RtiEnv *e, RtiThread *from, RtiThread *to) { (void)e; (void)from; counts(to)->switches_in++; }
static void on_field(RtiEnv *e, const RtiAccess *a)
{
    (void)e;
    if (a->is_write)
        counts(a->thread)->writes++;
    else
        counts(a->thread)->reads++;
}

static void on_death(RtiEnv *e, RtiThread *t)
{
    (void)e;
    (void)t;
    fflush(stdout);
    fprintf(stderr, "evcount: %-20s %8s %8s %6s %7s %9s %9s %9s %8s\n", "thread", "enters", "exits", "waits",
            "notify", "allocs", "reads", "writes", "switches");
    for (Counts *c = all; c; c = c->next)
        fprintf(stderr, "evcount: %-20s %8ld %8ld %6ld %7ld %9ld %9ld %9ld %8ld\n", c->name, c->enters, c->exits,
                c->waits, c->notifies, c->allocs, c->reads, c->writes, c->switches_in);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    if ((rti_version() >> 16) != RTI_VERSION_MAJOR)
        return RTI_ERR_VERSION;
    env_ = env;
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.monitor_enter = on_enter;
    cb.monitor_exit = on_exit_;
    cb.monitor_wait = on_wait;
    cb.monitor_notify = on_notify;
    cb.alloc = on_alloc;
    cb.thread_switch = on_switch;
    cb.field_access = on_field;
    cb.vm_death = on_death;
    rti_set_callbacks(env, &cb);
    uint64_t mask = RTI_EVENT_BIT(RTI_EVENT_MONITOR_ENTER) | RTI_EVENT_BIT(RTI_EVENT_MONITOR_EXIT) |
                    RTI_EVENT_BIT(RTI_EVENT_MONITOR_WAIT) | RTI_EVENT_BIT(RTI_EVENT_MONITOR_NOTIFY) |
                    RTI_EVENT_BIT(RTI_EVENT_ALLOC) | RTI_EVENT_BIT(RTI_EVENT_THREAD_SWITCH) |
                    RTI_EVENT_BIT(RTI_EVENT_VM_DEATH);
    if (options && strstr(options, "fields"))
        mask |= RTI_EVENT_BIT(RTI_EVENT_FIELD_READ) | RTI_EVENT_BIT(RTI_EVENT_FIELD_WRITE);
    return rti_enable_events(env, mask);
}
