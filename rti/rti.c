/* The Rivet Tool Interface: tool loading, event dispatch, queries, extra
 * fields, scheduling control, downcalls and findings.
 *
 * The public types are the core's own structures behind opaque names
 * (RtiThread is Thread, RtiObject is Object, ...), so handing them to tools
 * costs nothing. Each tool has an RtiEnv with its callbacks and event mask; the
 * core's hook mask (rti_event_mask) is the union of what the tools enabled, and
 * the per-instruction events (heap accesses, method entry/exit, which also
 * carry the java.util.concurrent lock events, conditional branches) are
 * raised only by the instrumented interpreter, which threads run while
 * rti_instr_wanted is set. */
#include "rti/rti.h"

#include <dlfcn.h>
#include <errno.h>

#include "checkpoint/ckpt.h"
#include "checkpoint/replay.h"
#include "vm/loader.h"
#include "rti/events.h"
#include "vm/args.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/rti_hooks.h"
#include "vm/sched.h"
#include "vm/vmclock.h"
#include "vm/thread.h"
#include "vm/vmio.h"

#define MAX_TOOLS 16
/* A tool is a bit in rti_field_tools and Field.rti_ignore (uint16_t). */
_Static_assert(MAX_TOOLS <= 16, "tool bit masks are 16 bits");

struct RtiEnv {
    int index;
    char *name;
    char *options;
    RtiCallbacks cb;
    uint64_t mask;
    RtiScheduler sched;
    bool free_wanted_only; /* rti_free_wanted_only */
};

static RtiEnv *tools[MAX_TOOLS];
static int n_tools;
static bool in_init;       /* a tool's init is running: extra fields allowed */
static bool classes_loaded; /* too late for extra fields */
static RtiEnv *sched_owner;
uint64_t rti_event_mask; /* the core hooks some tool listens to (vm/rti_hooks.h) */
bool rti_instr_wanted;
const char *rti_report_path;

#define INSTR_EVENTS                                                                                             \
    (RTI_EVENT_BIT(RTI_EVENT_FIELD_READ) | RTI_EVENT_BIT(RTI_EVENT_FIELD_WRITE) |                                \
     RTI_EVENT_BIT(RTI_EVENT_ARRAY_READ) | RTI_EVENT_BIT(RTI_EVENT_ARRAY_WRITE) |                                \
     RTI_EVENT_BIT(RTI_EVENT_METHOD_ENTRY) | RTI_EVENT_BIT(RTI_EVENT_METHOD_EXIT) |                              \
     RTI_EVENT_BIT(RTI_EVENT_BRANCH))

uint32_t rti_version(void) { return RTI_VERSION; }
const char *rti_tool_name(RtiEnv *env) { return env ? env->name : "?"; }
int rti_tool_count(void) { return n_tools; }

/* ---- Built-in tools ----------------------------------------------------------- */

RtiStatus eraser_tool_init(RtiEnv *env, const char *options);
RtiStatus tester_tool_init(RtiEnv *env, const char *options);
RtiStatus predict_tool_init(RtiEnv *env, const char *options);

static const struct {
    const char *name;
    RtiStatus (*init)(RtiEnv *, const char *);
} builtin[] = {
    {"eraser", eraser_tool_init},
    {"tester", tester_tool_init},
    {"predict", predict_tool_init},
};

static void tool_error(RtiEnv *env, const char *fmt, const char *arg)
{
    fprintf(stderr, "rivet: tool %s: ", env ? env->name : "?");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
}

bool rti_load_tools(int n, char **specs)
{
    for (int i = 0; i < n; i++) {
        if (n_tools == MAX_TOOLS) {
            fprintf(stderr, "rivet: at most %d tools\n", MAX_TOOLS);
            return false;
        }
        char *spec = xstrdup(specs[i]);
        char *colon = strchr(spec, ':');
        char *opts = colon ? colon + 1 : "";
        if (colon)
            *colon = 0;
        RtiStatus (*init)(RtiEnv *, const char *) = NULL;
        if (strchr(spec, '/') || strstr(spec, ".so")) {
            void *h = dlopen(spec, RTLD_NOW | RTLD_LOCAL);
            if (!h) {
                fprintf(stderr, "rivet: cannot load tool %s: %s\n", spec, dlerror());
                free(spec);
                return false;
            }
            init = (RtiStatus(*)(RtiEnv *, const char *))dlsym(h, "rivet_tool_init");
            if (!init) {
                fprintf(stderr, "rivet: %s does not export rivet_tool_init\n", spec);
                free(spec);
                return false;
            }
        } else {
            for (size_t k = 0; k < ARRAY_LEN(builtin); k++)
                if (!strcmp(builtin[k].name, spec))
                    init = builtin[k].init;
            if (!init) {
                fprintf(stderr, "rivet: unknown tool '%s' (built-in tools:", spec);
                for (size_t k = 0; k < ARRAY_LEN(builtin); k++)
                    fprintf(stderr, " %s", builtin[k].name);
                fprintf(stderr, "; or give the path of a tool .so)\n");
                free(spec);
                return false;
            }
        }
        RtiEnv *env = xcalloc(1, sizeof(RtiEnv));
        env->index = n_tools;
        env->name = xstrdup(spec);
        env->options = xstrdup(opts);
        tools[n_tools++] = env;
        in_init = true;
        RtiStatus st = init(env, env->options);
        in_init = false;
        free(spec);
        if (st != RTI_OK) {
            fprintf(stderr, "rivet: tool %s failed to start (status %d)\n", env->name, st);
            return false;
        }
    }
    return true;
}

/* ---- Events ------------------------------------------------------------------- */

RtiStatus rti_set_callbacks(RtiEnv *env, const RtiCallbacks *cb)
{
    if (!env || !cb || cb->size == 0)
        return RTI_ERR_INVALID;
    memset(&env->cb, 0, sizeof env->cb);
    memcpy(&env->cb, cb, cb->size < sizeof env->cb ? cb->size : sizeof env->cb);
    env->cb.size = sizeof env->cb;
    for (int w = 0; w < 2; w++) {
        if (rti_sole_field[w] == env)
            rti_sole_field_cb[w] = env->cb.field_access;
        if (rti_sole_array[w] == env)
            rti_sole_array_cb[w] = env->cb.array_access;
    }
    if (rti_sole_branch == env)
        rti_sole_branch_cb = env->cb.branch;
    if (rti_sole_entry == env)
        rti_sole_entry_cb = env->cb.method_entry;
    if (rti_sole_exit == env)
        rti_sole_exit_cb = env->cb.method_exit;
    return RTI_OK;
}

uint64_t rti_callback_events(const RtiCallbacks *cb)
{
    RtiCallbacks c = {0};
    if (!cb || !cb->size)
        return 0;
    memcpy(&c, cb, cb->size < sizeof c ? cb->size : sizeof c);
    uint64_t m = 0;
#define ON(handler, ev) (m |= c.handler ? RTI_EVENT_BIT(RTI_EVENT_##ev) : 0)
    ON(vm_start, VM_START), ON(vm_death, VM_DEATH), ON(class_load, CLASS_LOAD), ON(class_init, CLASS_INIT);
    ON(alloc, ALLOC), ON(field_access, FIELD_READ), ON(field_access, FIELD_WRITE);
    ON(array_access, ARRAY_READ), ON(array_access, ARRAY_WRITE), ON(monitor_enter, MONITOR_ENTER);
    ON(monitor_contended_enter, MONITOR_CONTENDED_ENTER), ON(monitor_exit, MONITOR_EXIT);
    ON(monitor_wait, MONITOR_WAIT), ON(monitor_waited, MONITOR_WAITED), ON(monitor_notify, MONITOR_NOTIFY);
    ON(lock_acquire, LOCK_ACQUIRE), ON(lock_release, LOCK_RELEASE), ON(thread_start, THREAD_START);
    ON(thread_end, THREAD_END), ON(thread_switch, THREAD_SWITCH), ON(method_entry, METHOD_ENTRY);
    ON(method_exit, METHOD_EXIT), ON(exception_throw, EXCEPTION_THROW), ON(exception_catch, EXCEPTION_CATCH);
    ON(object_free, OBJECT_FREE), ON(checkpoint_taken, CHECKPOINT), ON(checkpoint_restored, CHECKPOINT);
    ON(uncaught_exception, UNCAUGHT_EXCEPTION), ON(deadlock, DEADLOCK), ON(program_exit, PROGRAM_EXIT);
    ON(park, PARK), ON(unpark, UNPARK), ON(branch, BRANCH), ON(fence, FENCE);
#undef ON
    return m;
}

static const struct {
    RtiEvent pub;
    int core;
} core_map[] = {
    {RTI_EVENT_VM_START, RTI_EV_vm_start},
    {RTI_EVENT_VM_DEATH, RTI_EV_vm_death},
    {RTI_EVENT_CLASS_LOAD, RTI_EV_class_load},
    {RTI_EVENT_CLASS_INIT, RTI_EV_class_init},
    {RTI_EVENT_ALLOC, RTI_EV_alloc},
    {RTI_EVENT_MONITOR_ENTER, RTI_EV_monitor_enter},
    {RTI_EVENT_MONITOR_CONTENDED_ENTER, RTI_EV_monitor_contended_enter},
    {RTI_EVENT_MONITOR_EXIT, RTI_EV_monitor_exit},
    {RTI_EVENT_MONITOR_WAIT, RTI_EV_monitor_wait},
    {RTI_EVENT_MONITOR_WAITED, RTI_EV_monitor_waited},
    {RTI_EVENT_MONITOR_NOTIFY, RTI_EV_monitor_notify},
    {RTI_EVENT_THREAD_START, RTI_EV_thread_start},
    {RTI_EVENT_THREAD_END, RTI_EV_thread_end},
    {RTI_EVENT_THREAD_SWITCH, RTI_EV_thread_switch},
    {RTI_EVENT_EXCEPTION_THROW, RTI_EV_exception_throw},
    {RTI_EVENT_EXCEPTION_CATCH, RTI_EV_exception_catch},
    {RTI_EVENT_UNCAUGHT_EXCEPTION, RTI_EV_uncaught_exception},
    {RTI_EVENT_DEADLOCK, RTI_EV_deadlock},
    {RTI_EVENT_PROGRAM_EXIT, RTI_EV_program_exit},
    {RTI_EVENT_PARK, RTI_EV_park},
    {RTI_EVENT_UNPARK, RTI_EV_unpark},
    {RTI_EVENT_FENCE, RTI_EV_fence},
};

uint64_t rti_tool_mask; /* the public events some tool listens to (rti/events.h) */
#define all_mask rti_tool_mask

/* ---- Repeated accesses (rti_skip_repeats, rti/events.h) ---- */

RtiSkip rti_skips[RTI_SKIPS];
uint64_t rti_skip_gen = 1;
uint64_t rti_skip_asked;
uint32_t rti_mark_off, rti_mark_base;
static const RtiExtraField *mark_fields[2];
static void set_free_hook(void);

RtiStatus rti_skip_marks(RtiEnv *env)
{
    if (!env)
        return RTI_ERR_INVALID;
    if (mark_fields[0])
        return RTI_OK;
    for (int i = 0; i < 2; i++) {
        RtiStatus s = rti_add_field(env, "java/lang/Object", RTI_FIELD_I64, &mark_fields[i]);
        if (s != RTI_OK)
            return s;
    }
    set_free_hook();
    return RTI_OK;
}

/* The one tool listening to a per-instruction event (or to allocations or
 * frees), when only one does (the usual case): the event calls it
 * directly. NULL when none or several do.
 * (General events go through EACH_TOOL, which rereads each tool's mask, so
 * that a callback may change what the tools listen to.) */
RtiEnv *rti_sole_field[2], *rti_sole_array[2]; /* [0] reads, [1] writes */
RtiAccessCallback rti_sole_field_cb[2], rti_sole_array_cb[2];
static RtiEnv *sole_alloc, *sole_free;
RtiEnv *rti_sole_entry, *rti_sole_exit; /* and their callbacks: rti/events.h */
RtiEntryCallback rti_sole_entry_cb;
RtiExitCallback rti_sole_exit_cb;
RtiEnv *rti_sole_branch; /* and its callback: rti/events.h */
RtiBranchCallback rti_sole_branch_cb;

/* The tools listening to an event, a bit each (RtiEnv.index). */
static uint16_t listeners(RtiEvent ev)
{
    uint16_t bits = 0;
    for (int i = 0; i < n_tools; i++)
        if (tools[i]->mask & RTI_EVENT_BIT(ev))
            bits |= (uint16_t)(1u << i);
    return bits;
}

static RtiEnv *sole_listener(RtiEvent ev)
{
    uint16_t bits = listeners(ev);
    return bits && !(bits & (bits - 1)) ? tools[__builtin_ctz(bits)] : NULL;
}

/* Accesses the tools ignore (rti_ignore_field, rti_ignore_arrays; events.h
 * tests them). */
uint16_t rti_field_tools[2], rti_array_tools[2];
bool rti_field_ignoring[2], rti_array_ignoring[2];
static uint16_t field_ignorers, array_ignorers; /* the tools that ignored a field (method) */

static void set_ignoring(void)
{
    for (int w = 0; w < 2; w++) {
        rti_field_ignoring[w] = rti_field_tools[w] && !(rti_field_tools[w] & ~field_ignorers);
        rti_array_ignoring[w] = rti_array_tools[w] && !(rti_array_tools[w] & ~array_ignorers);
    }
}

/* Sets env's bit in a Field's or Method's ignore mask and in the ignorers. */
static RtiStatus ignore(RtiEnv *env, uint16_t *mask, uint16_t *ignorers)
{
    uint16_t bit = (uint16_t)(1u << env->index);
    *mask |= bit;
    *ignorers |= bit;
    set_ignoring();
    return RTI_OK;
}

RtiStatus rti_ignore_field(RtiEnv *env, RtiField *f)
{
    return env && f ? ignore(env, &((Field *)f)->rti_ignore, &field_ignorers) : RTI_ERR_INVALID;
}

RtiStatus rti_ignore_arrays(RtiEnv *env, RtiMethod *m)
{
    return env && m ? ignore(env, &((Method *)m)->rti_ignore_arrays, &array_ignorers) : RTI_ERR_INVALID;
}

RtiStatus rti_watch_elements(RtiEnv *env, RtiObject *array)
{
    Object *a = (Object *)array;
    if (!env || !a || a->cls->kind != CK_ARRAY)
        return RTI_ERR_INVALID;
    if (!(a->flags & OF_WATCHED_ELEMS)) {
        heap_barrier(a); /* (a header word: a checkpoint's verify compares it) */
        a->flags |= OF_WATCHED_ELEMS;
    }
    return RTI_OK;
}

struct TakeTag {
    RtiEnv *env;
    void *tag;
};

/* The object an object_free callback is given: stores into it (a tool
 * clearing its extra field) are not versioned. Saving it would put a version
 * of a freed object in the newest checkpoint's undo log, and a return would
 * write it over whatever then used the memory, bringing back the tool's
 * pointer that the callback had just freed (Eraser under the tester: a
 * double free in tools/common/names.c once collections ran while checkpoints
 * were live). */
static Object *being_freed;

static void object_freed(Object *obj)
{
    if (rti_mark_off && obj->cls->kind == CK_ARRAY && arr_len(obj) > 32) {
        RtiElemMarks **slot = (RtiElemMarks **)(void *)((char *)obj + rti_mark_off);
        free(*slot);
        *slot = NULL;
    }
    /* Left over from a run a return took back: the tools' versioned memory
     * for it is gone with that run (rti_calloc'd shadows freed by the
     * return) while its extra fields still point there. For the program it
     * never existed. */
    if (unlikely(ckpt_epoch_undone(obj->born)))
        return;
    being_freed = obj;
    if (likely(sole_free != NULL)) {
        if (sole_free->cb.object_free)
            sole_free->cb.object_free(sole_free, (RtiObject *)obj);
        being_freed = NULL;
        return;
    }
    for (int i = 0; i < n_tools; i++) {
        RtiEnv *env = tools[i];
        if ((env->mask & RTI_EVENT_BIT(RTI_EVENT_OBJECT_FREE)) && env->cb.object_free)
            env->cb.object_free(env, (RtiObject *)obj);
    }
    being_freed = NULL;
}

/* The collector calls object_freed while a tool listens to frees, or while
 * skip marks are reserved (an array's side table goes with the array): for
 * every object while one of those tools wants every free, else for the
 * objects flagged OF_FREE_WANTED (rti_want_free, and arrays given a side
 * table). */
static void set_free_hook(void)
{
    bool all = false;
    for (int i = 0; i < n_tools; i++)
        all |= (tools[i]->mask & RTI_EVENT_BIT(RTI_EVENT_OBJECT_FREE)) && !tools[i]->free_wanted_only;
    bool any = (rti_tool_mask & RTI_EVENT_BIT(RTI_EVENT_OBJECT_FREE)) || mark_fields[0];
    heap_set_free_hook(any ? object_freed : NULL, !all);
}

RtiStatus rti_free_wanted_only(RtiEnv *env)
{
    if (!env)
        return RTI_ERR_INVALID;
    env->free_wanted_only = true;
    set_free_hook();
    return RTI_OK;
}

void rti_want_free(RtiObject *obj)
{
    if (obj)
        ((Object *)obj)->flags |= OF_FREE_WANTED;
}

void rti_note_memory(RtiEnv *env, size_t bytes)
{
    if (env)
        heap_note_external(bytes);
}

void rti_keep_stdin(RtiEnv *env)
{
    if (env)
        vmio_keep_stdin();
}

const void *rti_stdin_kept(RtiEnv *env, size_t *len)
{
    size_t n = 0;
    const char *p = env ? vmio_stdin_kept(&n) : NULL;
    if (len)
        *len = n;
    return p;
}

static void recompute(void)
{
    uint64_t m = 0, core = 0;
    for (int i = 0; i < n_tools; i++)
        m |= tools[i]->mask;
    all_mask = m;
    for (size_t k = 0; k < ARRAY_LEN(core_map); k++)
        if (m & RTI_EVENT_BIT(core_map[k].pub))
            core |= 1ull << core_map[k].core;
    if (m & (RTI_EVENT_BIT(RTI_EVENT_FIELD_READ) | RTI_EVENT_BIT(RTI_EVENT_FIELD_WRITE) |
             RTI_EVENT_BIT(RTI_EVENT_ARRAY_READ) | RTI_EVENT_BIT(RTI_EVENT_ARRAY_WRITE)))
        /* Unsafe accesses and array copies are accesses too; the
         * synchronisation hooks run even when no tool listens to them,
         * since they end rti_skip_repeats's skips. */
        core |= 1ull << RTI_EV_unsafe_access | 1ull << RTI_EV_array_copy | 1ull << RTI_EV_monitor_enter |
                1ull << RTI_EV_monitor_contended_enter | 1ull << RTI_EV_monitor_exit |
                1ull << RTI_EV_monitor_wait | 1ull << RTI_EV_monitor_waited | 1ull << RTI_EV_monitor_notify |
                1ull << RTI_EV_thread_start | 1ull << RTI_EV_thread_end | 1ull << RTI_EV_park |
                1ull << RTI_EV_unpark | 1ull << RTI_EV_fence;
    rti_event_mask = core;
    rti_skip_clear();
    for (int w = 0; w < 2; w++) {
        RtiEnv *f = sole_listener(w ? RTI_EVENT_FIELD_WRITE : RTI_EVENT_FIELD_READ);
        RtiEnv *a = sole_listener(w ? RTI_EVENT_ARRAY_WRITE : RTI_EVENT_ARRAY_READ);
        rti_sole_field[w] = f;
        rti_sole_field_cb[w] = f ? f->cb.field_access : NULL;
        rti_sole_array[w] = a;
        rti_sole_array_cb[w] = a ? a->cb.array_access : NULL;
        rti_field_tools[w] = listeners(w ? RTI_EVENT_FIELD_WRITE : RTI_EVENT_FIELD_READ);
        rti_array_tools[w] = listeners(w ? RTI_EVENT_ARRAY_WRITE : RTI_EVENT_ARRAY_READ);
    }
    set_ignoring();
    rti_sole_entry = sole_listener(RTI_EVENT_METHOD_ENTRY);
    rti_sole_entry_cb = rti_sole_entry ? rti_sole_entry->cb.method_entry : NULL;
    rti_sole_exit = sole_listener(RTI_EVENT_METHOD_EXIT);
    rti_sole_exit_cb = rti_sole_exit ? rti_sole_exit->cb.method_exit : NULL;
    rti_sole_branch = sole_listener(RTI_EVENT_BRANCH);
    rti_sole_branch_cb = rti_sole_branch ? rti_sole_branch->cb.branch : NULL;
    sole_alloc = sole_listener(RTI_EVENT_ALLOC);
    sole_free = sole_listener(RTI_EVENT_OBJECT_FREE);
    set_free_hook();
    bool instr = (m & INSTR_EVENTS) != 0;
    if (instr != rti_instr_wanted) {
        rti_instr_wanted = instr;
        for (Thread *t = sched_threads(); t; t = t->next)
            t->instrumented = instr;
        sched_request_safepoint();
    }
}

RtiStatus rti_enable_events(RtiEnv *env, uint64_t mask)
{
    if (!env || (mask >> RTI_EVENT_COUNT))
        return RTI_ERR_INVALID;
    env->mask |= mask;
    recompute();
    return RTI_OK;
}

RtiStatus rti_disable_events(RtiEnv *env, uint64_t mask)
{
    if (!env)
        return RTI_ERR_INVALID;
    env->mask &= ~mask;
    recompute();
    return RTI_OK;
}

#define EACH_TOOL(ev, cbname)                                                              \
    for (int i_ = 0; i_ < n_tools; i_++)                                                   \
        for (RtiEnv *env = tools[i_]; env && (env->mask & RTI_EVENT_BIT(ev)) && env->cb.cbname; env = NULL)

void rti_fire_vm_start(Thread *th)
{
    EACH_TOOL(RTI_EVENT_VM_START, vm_start) env->cb.vm_start(env, (RtiThread *)th);
}

void rti_fire_vm_death(Thread *th)
{
    EACH_TOOL(RTI_EVENT_VM_DEATH, vm_death) env->cb.vm_death(env, (RtiThread *)th);
}

void rti_fire_class_load(Thread *th, Class *cls)
{
    EACH_TOOL(RTI_EVENT_CLASS_LOAD, class_load) env->cb.class_load(env, (RtiThread *)th, (RtiClass *)cls);
}

void rti_fire_class_init(Thread *th, Class *cls)
{
    EACH_TOOL(RTI_EVENT_CLASS_INIT, class_init) env->cb.class_init(env, (RtiThread *)th, (RtiClass *)cls);
}

void rti_fire_alloc(Thread *th, Object *obj)
{
    if (likely(sole_alloc != NULL)) { /* (a program allocates millions) */
        if (sole_alloc->cb.alloc)
            sole_alloc->cb.alloc(sole_alloc, (RtiThread *)th, (RtiObject *)obj);
        return;
    }
    EACH_TOOL(RTI_EVENT_ALLOC, alloc) env->cb.alloc(env, (RtiThread *)th, (RtiObject *)obj);
}

void rti_fire_monitor_enter(Thread *th, Object *obj)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_ENTER, monitor_enter) env->cb.monitor_enter(env, (RtiThread *)th, (RtiObject *)obj);
}

void rti_fire_monitor_contended_enter(Thread *th, Object *obj)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_CONTENDED_ENTER, monitor_contended_enter)
    env->cb.monitor_contended_enter(env, (RtiThread *)th, (RtiObject *)obj);
}

void rti_fire_monitor_exit(Thread *th, Object *obj)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_EXIT, monitor_exit) env->cb.monitor_exit(env, (RtiThread *)th, (RtiObject *)obj);
}

void rti_fire_monitor_wait(Thread *th, Object *obj, int64_t timeout_ns)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_WAIT, monitor_wait)
    env->cb.monitor_wait(env, (RtiThread *)th, (RtiObject *)obj, timeout_ns);
}

void rti_fire_monitor_waited(Thread *th, Object *obj, bool timed_out)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_WAITED, monitor_waited)
    env->cb.monitor_waited(env, (RtiThread *)th, (RtiObject *)obj, timed_out);
}

void rti_fire_monitor_notify(Thread *th, Object *obj, bool all, Thread *woken)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_MONITOR_NOTIFY, monitor_notify)
    env->cb.monitor_notify(env, (RtiThread *)th, (RtiObject *)obj, all, (RtiThread *)woken);
}

void rti_fire_thread_start(Thread *th, Thread *started)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_THREAD_START, thread_start)
    env->cb.thread_start(env, (RtiThread *)th, (RtiThread *)started);
}

void rti_fire_thread_end(Thread *th)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_THREAD_END, thread_end) env->cb.thread_end(env, (RtiThread *)th);
}

void rti_fire_thread_switch(Thread *from, Thread *to)
{
    EACH_TOOL(RTI_EVENT_THREAD_SWITCH, thread_switch)
    env->cb.thread_switch(env, (RtiThread *)from, (RtiThread *)to);
}

static RtiLocation here(Thread *th)
{
    RtiLocation l = {NULL, -1};
    Frame *fr = th->top;
    if (fr && fr->m) {
        l.method = (RtiMethod *)fr->m;
        l.bci = (fr->flags & FR_NATIVE) ? -1 : (int32_t)(fr->pc - fr->m->code);
    }
    return l;
}

void rti_fire_exception_throw(Thread *th, Object *exc)
{
    EACH_TOOL(RTI_EVENT_EXCEPTION_THROW, exception_throw)
    env->cb.exception_throw(env, (RtiThread *)th, (RtiObject *)exc, here(th));
}

void rti_fire_exception_catch(Thread *th, Object *exc)
{
    EACH_TOOL(RTI_EVENT_EXCEPTION_CATCH, exception_catch)
    env->cb.exception_catch(env, (RtiThread *)th, (RtiObject *)exc, here(th));
}

void rti_fire_lock_acquire(Thread *th, Object *lock, bool shared)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_LOCK_ACQUIRE, lock_acquire)
    env->cb.lock_acquire(env, (RtiThread *)th, (RtiObject *)lock, shared);
}

void rti_fire_lock_release(Thread *th, Object *lock, bool shared)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_LOCK_RELEASE, lock_release)
    env->cb.lock_release(env, (RtiThread *)th, (RtiObject *)lock, shared);
}

/* ---- Per-instruction events (from the instrumented loop) ---------------------------- */

static inline RtiValue load_value(void *addr, char type)
{
    RtiValue v;
    v.j = 0;
    switch (type) {
    case 'Z': case 'B': v.i = *(int8_t *)addr; break;
    case 'C': v.i = *(uint16_t *)addr; break;
    case 'S': v.i = *(int16_t *)addr; break;
    case 'I': case 'F': v.i = *(int32_t *)addr; break;
    case 'J': case 'D': v.j = *(int64_t *)addr; break;
    default: v.a = *(RtiObject **)addr; break;
    }
    return v;
}

static inline RtiValue slot_value(Slot *s, char type)
{
    RtiValue v;
    v.j = 0;
    switch (type) {
    case 'J': case 'D': v.j = s->j; break;
    case 'L': case '[': v.a = (RtiObject *)s->a; break;
    default: v.i = s->i; break;
    }
    return v;
}

/* Field and array accesses: the instrumented loop calls these only when some
 * tool listens (rti_tool_mask), and one listener is called directly. */
static inline void dispatch_access(RtiEnv *sole, RtiEvent ev, const RtiAccess *acc, bool array)
{
    if (likely(sole != NULL)) {
        void (*cb)(RtiEnv *, const RtiAccess *) = array ? sole->cb.array_access : sole->cb.field_access;
        if (cb)
            cb(sole, acc);
    } else if (array) {
        EACH_TOOL(ev, array_access) env->cb.array_access(env, acc);
    } else {
        EACH_TOOL(ev, field_access) env->cb.field_access(env, acc);
    }
}


/* The access being raised by rti_ev_field or rti_ev_array (the only ones
 * rti_skip_repeats may mark: Unsafe's accesses take another path). */
const RtiAccess *rti_raising;

/* A field access when several tools, or none, listen (rti_ev_field). */
void rti_ev_field_all(const RtiAccess *acc)
{
    if (acc->is_write)
        dispatch_access(NULL, RTI_EVENT_FIELD_WRITE, acc, false);
    else
        dispatch_access(NULL, RTI_EVENT_FIELD_READ, acc, false);
}

static size_t field_bytes(char type)
{
    switch (type) {
    case 'J': case 'D': case 'L': case '[': return 8;
    case 'I': case 'F': return 4;
    default: return type == 'S' || type == 'C' ? 2 : 1;
    }
}

static void mark_set(RtiMark *k, uint32_t bit, bool write)
{
    if (k->gen != rti_skip_gen)
        *k = (RtiMark){rti_skip_gen, 0, 0};
    k->rmask |= bit;
    if (write)
        k->wmask |= bit;
}

void rti_skip_repeats(RtiEnv *env, const RtiAccess *a)
{
    if (!a || a != rti_raising || a->is_volatile)
        return;
    Object *holder;
    uintptr_t key;
    bool sole;
    if (a->field) {
        Field *f = (Field *)a->field;
        holder = a->is_static ? f->cls->mirror : (Object *)a->object;
        key = f->offset;
        sole = rti_sole_field[0] == env && rti_sole_field[1] == env;
    } else {
        holder = (Object *)a->object;
        key = (uintptr_t)(uint32_t)a->index + 1;
        sole = rti_sole_array[0] == env && rti_sole_array[1] == env;
    }
    if (!sole)
        return; /* another tool may want every access */
    rti_skip_asked = rti_skip_gen;
    if (a->field && !a->is_static) {
        RtiMark *k = rti_mark_of(holder, (uint32_t)key, field_bytes(a->type));
        if (k) {
            mark_set(k, 1u << (((uint32_t)key - rti_mark_base) >> 2), a->is_write);
            return;
        }
    } else if (!a->field && rti_mark_off && arr_len(holder) <= 32) {
        mark_set((RtiMark *)(void *)((char *)holder + rti_mark_off), 1u << a->index, a->is_write);
        return;
    } else if (!a->field && rti_mark_off && (uint32_t)a->index < RTI_ELEM_MARKED) {
        RtiElemMarks **slot = (RtiElemMarks **)(void *)((char *)holder + rti_mark_off);
        uint32_t len = (uint32_t)arr_len(holder);
        if (!*slot) {
            *slot = xcalloc(((len < RTI_ELEM_MARKED ? len : RTI_ELEM_MARKED) + 63) / 64, sizeof(RtiElemMarks));
            rti_want_free((RtiObject *)holder); /* object_freed frees it */
        }
        RtiElemMarks *c = *slot + ((uint32_t)a->index >> 6);
        uint64_t bit = 1ull << (a->index & 63);
        if (c->gen != rti_skip_gen)
            *c = (RtiElemMarks){rti_skip_gen, 0, 0};
        c->r |= bit;
        if (a->is_write)
            c->w |= bit;
        return;
    }
    RtiSkip *e = rti_skip_slot(holder, key);
    if (e->gen == rti_skip_gen && e->obj == holder && e->key == key && e->write)
        return;
    *e = (RtiSkip){holder, key, rti_skip_gen, a->is_write};
}

/* An array access when several tools, or none, listen (rti_ev_array). */
void rti_ev_array_all(const RtiAccess *acc)
{
    if (acc->is_write)
        dispatch_access(NULL, RTI_EVENT_ARRAY_WRITE, acc, true);
    else
        dispatch_access(NULL, RTI_EVENT_ARRAY_READ, acc, true);
}

/* System.arraycopy as the element accesses it makes, before it makes them:
 * each source element read, then the destination element written with it.
 * Values are taken before anything moves, as memmove copies. The location is
 * arraycopy's caller. */
void rti_fire_array_copy(Thread *th, Object *src, int32_t sp, Object *dst, int32_t dp, int32_t n)
{
    bool rd = (all_mask & RTI_EVENT_BIT(RTI_EVENT_ARRAY_READ)) != 0;
    bool wr = (all_mask & RTI_EVENT_BIT(RTI_EVENT_ARRAY_WRITE)) != 0;
    if (!rd && !wr)
        return;
    RtiAccess acc;
    memset(&acc, 0, sizeof acc);
    acc.thread = (RtiThread *)th;
    acc.where = here(th);
    if (th->top && th->top->prev && th->top->prev->m) {
        Frame *fr = th->top->prev;
        acc.where.method = (RtiMethod *)fr->m;
        acc.where.bci = (fr->flags & FR_NATIVE) ? -1 : (int32_t)(fr->pc - fr->m->code);
    }
    acc.field = NULL;
    acc.type = (char)src->cls->elem_type;
    int shift = src->cls->elem_shift;
    for (int32_t i = 0; i < n; i++) {
        RtiValue v = load_value((char *)arr_data(src) + ((size_t)(sp + i) << shift), acc.type);
        if (rd) {
            acc.object = (RtiObject *)src;
            acc.index = sp + i;
            acc.is_write = false;
            acc.value = acc.old_value = v;
            EACH_TOOL(RTI_EVENT_ARRAY_READ, array_access) env->cb.array_access(env, &acc);
        }
        if (wr) {
            acc.object = (RtiObject *)dst;
            acc.index = dp + i;
            acc.is_write = true;
            acc.value = v;
            acc.old_value = load_value((char *)arr_data(dst) + ((size_t)(dp + i) << shift), acc.type);
            EACH_TOOL(RTI_EVENT_ARRAY_WRITE, array_access) env->cb.array_access(env, &acc);
        }
    }
}

/* Whether the Unsafe access whose caller is fr was asked for by the
 * program's code, through an atomic class or a VarHandle (their frames and
 * the method handles' between them and the program). */
static bool program_asked_mode(const Frame *fr)
{
    for (; fr && fr->m; fr = fr->prev) {
        const char *cn = fr->m->cls->name;
        if (!strncmp(cn, "java/util/concurrent/atomic/", 28) || !strncmp(cn, "java/lang/invoke/", 17) ||
            !strcmp(cn, "jdk/internal/misc/Unsafe"))
            continue;
        return !rti_class_is_jdk((RtiClass *)fr->m->cls);
    }
    return false;
}

/* An Unsafe access at (obj, offset): a static field (obj is a mirror), an
 * array element, or an instance field. */
void rti_fire_unsafe_access(Thread *th, Object *obj, int64_t offset, char type, bool write, bool is_volatile,
                            Slot *val)
{
    rti_skip_clear(); /* a CAS or volatile access orders; a plain one is rare */
    RtiEvent ev;
    RtiAccess acc;
    acc.thread = (RtiThread *)th;
    acc.is_write = write;
    acc.is_volatile = is_volatile;
    acc.type = type;
    acc.where = here(th);
    /* The caller of the native (a VarHandle or atomic class method, or
     * Unsafe's own getAndAddInt ...) is the location. */
    bool opaque = false;
    const Frame *caller = NULL;
    if (th->top && th->top->m && th->top->prev && th->top->prev->m) {
        Frame *fr = th->top->prev;
        caller = fr;
        acc.where.method = (RtiMethod *)fr->m;
        acc.where.bci = (fr->flags & FR_NATIVE) ? -1 : (int32_t)(fr->pc - fr->m->code);
        /* Unsafe's getIntOpaque and putIntOpaque (JDK 17) call getIntVolatile
         * and putIntVolatile, but an opaque access orders nothing else
         * (java.lang.invoke.VarHandle). */
        if (is_volatile && fr->m->cls == th->top->m->cls) {
            const char *n = fr->m->name;
            size_t len = strlen(n);
            opaque = len > 6 && !strcmp(n + len - 6, "Opaque");
        }
    }
    /* A plain or opaque access the program asked for (AtomicInteger's
     * getPlain and setPlain, a VarHandle's plain or opaque modes) orders
     * nothing, even on a field declared volatile (JLS 17.4, VarHandle's
     * access modes). The JDK's own plain and opaque accesses of its volatile
     * fields (AQS's relaxed status writes) stay volatile for the tools: the
     * JDK orders them with fences, which are no events. The stack is walked
     * only for an opaque access, or below for a plain one of a volatile
     * field: not for the JDK's many plain accesses of arrays and fields. */
    if (opaque && program_asked_mode(caller))
        is_volatile = false;
    acc.is_atomic = is_volatile || opaque;
    acc.is_volatile = is_volatile;
    acc.value = slot_value(val, type);
    acc.old_value = load_value((char *)obj + offset, type);
    Class *c = obj->cls;
    if (c->kind == CK_ARRAY) {
        if (offset < (int64_t)g_array_base_off)
            return;
        ev = write ? RTI_EVENT_ARRAY_WRITE : RTI_EVENT_ARRAY_READ;
        acc.object = (RtiObject *)obj;
        acc.field = NULL;
        acc.is_static = false;
        acc.index = (int32_t)((offset - g_array_base_off) >> c->elem_shift);
        if (!(all_mask & RTI_EVENT_BIT(ev)))
            return;
        EACH_TOOL(ev, array_access) env->cb.array_access(env, &acc);
        return;
    }
    Field *f = NULL;
    bool is_static = false;
    if (c->cflags & CF_MIRROR) {
        Class *k = mirror_class(obj);
        for (uint16_t i = 0; k && i < k->n_fields && !f; i++)
            if ((k->fields[i].access & ACC_STATIC) && k->fields[i].offset == (uint32_t)offset)
                f = &k->fields[i];
        is_static = f != NULL;
    }
    for (Class *k = c; k && !f; k = k->super)
        for (uint16_t i = 0; i < k->n_fields && !f; i++)
            if (!(k->fields[i].access & ACC_STATIC) && k->fields[i].offset == (uint32_t)offset)
                f = &k->fields[i];
    if (!f)
        return;
    ev = write ? RTI_EVENT_FIELD_WRITE : RTI_EVENT_FIELD_READ;
    if (!(all_mask & RTI_EVENT_BIT(ev)))
        return;
    acc.object = is_static ? NULL : (RtiObject *)obj;
    acc.field = (RtiField *)f;
    acc.index = -1;
    acc.is_static = is_static;
    /* A plain Unsafe access of a volatile field (AtomicInteger.getPlain,
     * setPlain, a VarHandle's plain get and set) is plain: the mode, not the
     * declaration, says what orders (JLS 17.4, VarHandle's access modes). */
    if ((f->access & ACC_VOLATILE) && !acc.is_volatile && !(opaque || program_asked_mode(caller)))
        acc.is_volatile = acc.is_atomic = true;
    EACH_TOOL(ev, field_access) env->cb.field_access(env, &acc);
}

void rti_fire_uncaught_exception(Thread *th, Object *exc)
{
    EACH_TOOL(RTI_EVENT_UNCAUGHT_EXCEPTION, uncaught_exception)
    env->cb.uncaught_exception(env, (RtiThread *)th, (RtiObject *)exc);
}

void rti_fire_deadlock(Thread *th)
{
    EACH_TOOL(RTI_EVENT_DEADLOCK, deadlock) env->cb.deadlock(env, (RtiThread *)th);
}

void rti_fire_program_exit(Thread *th, int status)
{
    EACH_TOOL(RTI_EVENT_PROGRAM_EXIT, program_exit) env->cb.program_exit(env, (RtiThread *)th, status);
}

void rti_fire_park(Thread *th, bool timed)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_PARK, park) env->cb.park(env, (RtiThread *)th, timed);
}

void rti_fire_unpark(Thread *th, Thread *target)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_UNPARK, unpark) env->cb.unpark(env, (RtiThread *)th, (RtiThread *)target);
}

void rti_fire_fence(Thread *th, int kind)
{
    rti_skip_clear();
    EACH_TOOL(RTI_EVENT_FENCE, fence) env->cb.fence(env, (RtiThread *)th, kind);
}

/* The lock object a j.u.c. lock method acts on: a ReentrantLock itself, or the
 * Sync shared by a ReentrantReadWriteLock's read and write locks. */
static Object *object_field(Object *obj, const char *name, const char *desc);

/* A reference field's offset, found by name once per class (classes never
 * unload): every lock(), unlock() and await raises events, and finding the
 * field by name each time cost two symbol lookups and a field search. -1
 * when the class has no such instance field. */
typedef struct FieldMemo {
    Class *cls;
    int32_t off;
} FieldMemo;

static Object *memo_field(FieldMemo *memo, Object *obj, const char *name, const char *desc, const char *desc2)
{
    if (obj->cls != memo->cls) {
        Field *f = class_find_field(obj->cls, sym_c(name), sym_c(desc));
        if (!f && desc2)
            f = class_find_field(obj->cls, sym_c(name), sym_c(desc2));
        memo->off = f && !(f->access & ACC_STATIC) ? (int32_t)f->offset : -1;
        memo->cls = obj->cls;
    }
    return memo->off >= 0 ? FIELD_AT(obj, Object *, memo->off) : NULL;
}

/* A java.util.concurrent lock's synchroniser (its field "sync", an
 * AbstractQueuedSynchronizer): a ReentrantLock's, or the one a
 * ReentrantReadWriteLock's two halves share; the object itself when it has
 * none (it is a synchroniser already). Each caller keeps its own memo, so
 * the lock events' memo meets lock classes only. */
static Object *lock_sync(Object *lock, FieldMemo *memo)
{
    Object *sync = memo_field(memo, lock, "sync", "Ljava/util/concurrent/locks/ReentrantLock$Sync;",
                              "Ljava/util/concurrent/locks/ReentrantReadWriteLock$Sync;");
    return sync ? sync : lock;
}

/* The object a lock event names: the lock's synchroniser, for a
 * ReentrantLock as for a ReentrantReadWriteLock. A Condition knows only its
 * synchroniser (await releases and takes back the lock through it), and a
 * thread parked in lock() has it as its blocker, so every event of one lock
 * names the same object. rti_object_path names it by its lock. */
static Object *lock_identity(Method *m, Object *self)
{
    if (!self)
        return NULL;
    static FieldMemo outer; /* a ConditionObject's AQS */
    if (m->mflags & MF_LOCK_AWAIT)
        return memo_field(&outer, self, "this$0", "Ljava/util/concurrent/locks/AbstractQueuedSynchronizer;", NULL);
    static FieldMemo sync;
    return lock_sync(self, &sync);
}

/* The Thread object owning a java.util.concurrent lock (its synchroniser's
 * exclusiveOwnerThread), or NULL. */
static Object *lock_owner_object(Object *lock)
{
    static FieldMemo sync;
    return object_field(lock_sync(lock, &sync), "exclusiveOwnerThread", "Ljava/lang/Thread;");
}

/* How many holds of sync th has (a Condition's await releases them all):
 * an exclusive owner's count, from the AQS state of a ReentrantLock's Sync
 * or the write half of a ReentrantReadWriteLock's; 0 for any other
 * synchroniser, or when th does not own it. */
static int32_t await_holds(Thread *th, Object *sync)
{
    if (!sync || !th->jthread || lock_owner_object(sync) != th->jthread)
        return 0;
    Field *st = class_find_field(sync->cls, sym_c("state"), sym_c("I"));
    if (!st)
        return 0;
    int32_t state = FIELD_AT(sync, int32_t, st->offset);
    for (Class *k = sync->cls; k; k = k->super) {
        if (!strcmp(k->name, "java/util/concurrent/locks/ReentrantLock$Sync"))
            return state;
        if (!strcmp(k->name, "java/util/concurrent/locks/ReentrantReadWriteLock$Sync"))
            return state & 0xffff; /* the write holds */
    }
    return 0;
}

/* java.util.concurrent lock events, from both loops (the plain one raises
 * no per-instruction event, so a tool listening to these alone, or Eraser
 * before a second thread, runs it): at the entry of a lock method
 * (MF_LOCK_*; the plain loop reaches it through MF_SLOW_ENTRY), and at its
 * return. The entry marks an acquiring method's frame FR_LOCK_RET, so that
 * the plain loop raises the acquisition at its return whichever loop it was
 * entered in (the instrumented loop goes by the method's flags). */
void rti_lock_entry(Thread *th, Frame *fr)
{
    Method *m = fr->m;
    if (m->mflags & MF_LOCK_ACQUIRE)
        fr->flags |= FR_LOCK_RET;
    if (m->mflags & MF_LOCK_AWAIT) {
        /* await: every hold goes now (one release event each, so that a
         * tool's count of holds stays right), and comes back at its return */
        rti_skip_clear();
        Object *sync = lock_identity(m, fr->locals[0].a);
        int32_t n = await_holds(th, sync);
        if (all_mask & RTI_EVENT_BIT(RTI_EVENT_LOCK_RELEASE))
            for (int32_t i = 0; i < n; i++)
                rti_fire_lock_release(th, sync, false);
        return;
    }
    if (m->mflags & MF_LOCK_RELEASE) {
        rti_skip_clear();
        if (all_mask & RTI_EVENT_BIT(RTI_EVENT_LOCK_RELEASE))
            rti_fire_lock_release(th, lock_identity(m, fr->locals[0].a), (m->mflags & MF_LOCK_SHARED) != 0);
    }
}

void rti_lock_return(Thread *th, Frame *fr, bool returned, int32_t ret)
{
    Method *m = fr->m;
    rti_skip_clear();
    if (m->mflags & MF_LOCK_AWAIT) {
        /* the holds await took back, also before throwing (an interrupt, a
         * time-out); none when it threw for not owning the lock */
        Object *sync = lock_identity(m, fr->locals[0].a);
        int32_t n = await_holds(th, sync);
        if (all_mask & RTI_EVENT_BIT(RTI_EVENT_LOCK_ACQUIRE))
            for (int32_t i = 0; i < n; i++)
                rti_fire_lock_acquire(th, sync, false);
        return;
    }
    if (returned && (all_mask & RTI_EVENT_BIT(RTI_EVENT_LOCK_ACQUIRE)) && (!(m->mflags & MF_LOCK_TRY) || ret))
        rti_fire_lock_acquire(th, lock_identity(m, fr->locals[0].a), (m->mflags & MF_LOCK_SHARED) != 0);
}

void rti_ev_method_entry(Thread *th, Frame *fr)
{
    Method *m = fr->m;
    if (unlikely(m->mflags & (MF_LOCK_ACQUIRE | MF_LOCK_RELEASE)))
        rti_lock_entry(th, fr);
    if (all_mask & RTI_EVENT_BIT(RTI_EVENT_METHOD_ENTRY))
        rti_raise_entry(th, m);
}

void rti_ev_entry_all(Thread *th, const Method *m)
{
    EACH_TOOL(RTI_EVENT_METHOD_ENTRY, method_entry) env->cb.method_entry(env, (RtiThread *)th, (RtiMethod *)m);
}

void rti_ev_method_exit(Thread *th, Frame *fr, Slot *ret)
{
    Method *m = fr->m;
    if (unlikely(m->mflags & MF_LOCK_ACQUIRE))
        rti_lock_return(th, fr, ret != NULL, ret ? ret->i : 0);
    if (all_mask & RTI_EVENT_BIT(RTI_EVENT_METHOD_EXIT))
        rti_raise_exit(th, m, ret ? NULL : (RtiObject *)th->exc);
}

void rti_ev_exit_all(Thread *th, const Method *m, RtiObject *exc)
{
    EACH_TOOL(RTI_EVENT_METHOD_EXIT, method_exit) env->cb.method_exit(env, (RtiThread *)th, (RtiMethod *)m, exc);
}

void rti_ev_branch_all(Thread *th, RtiLocation where)
{
    EACH_TOOL(RTI_EVENT_BRANCH, branch) env->cb.branch(env, (RtiThread *)th, where);
}

void rti_mark_lock_methods(Class *cls)
{
    if (cls->loader)
        return;
    if (!strcmp(cls->name, "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject")) {
        for (uint16_t i = 0; i < cls->n_methods; i++) {
            Method *m = &cls->methods[i];
            if (!strncmp(m->name, "await", 5))
                m->mflags |= MF_LOCK_ACQUIRE | MF_LOCK_RELEASE | MF_LOCK_AWAIT | MF_SLOW_ENTRY;
        }
        return;
    }
    int shared = 0;
    if (!strcmp(cls->name, "java/util/concurrent/locks/ReentrantLock"))
        shared = 0;
    else if (!strcmp(cls->name, "java/util/concurrent/locks/ReentrantReadWriteLock$ReadLock"))
        shared = 1;
    else if (!strcmp(cls->name, "java/util/concurrent/locks/ReentrantReadWriteLock$WriteLock"))
        shared = 0;
    else
        return;
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        uint32_t f = shared ? MF_LOCK_SHARED : 0;
        if (!strcmp(m->name, "lock") || !strcmp(m->name, "lockInterruptibly"))
            m->mflags |= MF_LOCK_ACQUIRE | MF_SLOW_ENTRY | f;
        else if (!strcmp(m->name, "tryLock"))
            m->mflags |= MF_LOCK_ACQUIRE | MF_LOCK_TRY | MF_SLOW_ENTRY | f;
        else if (!strcmp(m->name, "unlock"))
            m->mflags |= MF_LOCK_RELEASE | MF_SLOW_ENTRY | f;
    }
}

/* ---- Classes, methods, fields, objects ---------------------------------------------- */

const char *rti_class_name(RtiClass *c) { return c ? ((Class *)c)->name : NULL; }
RtiClass *rti_class_super(RtiClass *c) { return c ? (RtiClass *)((Class *)c)->super : NULL; }
bool rti_class_is_array(RtiClass *c) { return c && ((Class *)c)->kind == CK_ARRAY; }
const char *rti_class_source_file(RtiClass *c) { return c ? ((Class *)c)->source_file : NULL; }

RtiClass *rti_class_of_mirror(RtiObject *obj)
{
    Object *o = (Object *)obj;
    return o && (o->cls->cflags & CF_MIRROR) ? (RtiClass *)mirror_class(o) : NULL;
}

bool rti_class_is_hidden(RtiClass *rc) { return rc && (((Class *)rc)->cflags & CF_HIDDEN); }

bool rti_class_is_jdk(RtiClass *rc)
{
    Class *c = (Class *)rc;
    while (c && c->kind == CK_ARRAY)
        c = c->component;
    if (!c || c->kind == CK_PRIMITIVE || !c->loader)
        return true;
    /* The platform class loader. Tools ask this on every access: the last
     * loader class seen and its answer are remembered (classes never unload). */
    static Class *last_lc;
    static bool last_jdk;
    Class *lc = c->loader->cls;
    if (lc != last_lc) {
        last_jdk = !strcmp(lc->name, "jdk/internal/loader/ClassLoaders$PlatformClassLoader");
        last_lc = lc;
    }
    return last_jdk;
}

RtiStatus rti_find_class(RtiEnv *env, const char *name, RtiObject *loader, RtiClass **out)
{
    (void)env;
    if (!name || !out)
        return RTI_ERR_INVALID;
    Object *ld = (Object *)loader;
    if (loader == RTI_APP_LOADER) {
        ld = NULL;
        for (Class *c = loader_all_classes(); c; c = c->next_all)
            if (c->loader && !strcmp(c->loader->cls->name, "jdk/internal/loader/ClassLoaders$AppClassLoader")) {
                ld = c->loader;
                break;
            }
        if (!ld)
            return RTI_ERR_NOT_FOUND;
    }
    Class *c = loader_find(ld, sym_c(name));
    if (!c)
        return RTI_ERR_NOT_FOUND;
    *out = (RtiClass *)c;
    return RTI_OK;
}

const char *rti_method_name(RtiMethod *m) { return m ? ((Method *)m)->name : NULL; }
const char *rti_method_descriptor(RtiMethod *m) { return m ? ((Method *)m)->desc : NULL; }
RtiClass *rti_method_class(RtiMethod *m) { return m ? (RtiClass *)((Method *)m)->cls : NULL; }
uint16_t rti_method_access(RtiMethod *m) { return m ? ((Method *)m)->access : 0; }

int rti_method_line(RtiMethod *rm, int32_t bci)
{
    Method *m = (Method *)rm;
    if (!m)
        return -1;
    if (m->access & ACC_NATIVE || bci < 0)
        return -2;
    return cf_line_of(m, (uint32_t)bci);
}

const char *rti_field_name(RtiField *f) { return f ? ((Field *)f)->name : NULL; }
const char *rti_field_descriptor(RtiField *f) { return f ? ((Field *)f)->desc : NULL; }
RtiClass *rti_field_class(RtiField *f) { return f ? (RtiClass *)((Field *)f)->cls : NULL; }
uint16_t rti_field_access(RtiField *f) { return f ? ((Field *)f)->access : 0; }

RtiClass *rti_object_class(RtiObject *o) { return o ? (RtiClass *)((Object *)o)->cls : NULL; }
int32_t rti_array_length(RtiObject *o) { return o && ((Object *)o)->cls->kind == CK_ARRAY ? arr_len((Object *)o) : -1; }
int32_t rti_identity_hash(RtiObject *o) { return o ? (int32_t)obj_identity_hash((Object *)o) : 0; }

RtiStatus rti_string_utf8(RtiObject *o, char *buf, size_t n)
{
    if (!o || !buf || !n || ((Object *)o)->cls != WK.String)
        return RTI_ERR_INVALID;
    char *s = str_to_cstr((Object *)o);
    snprintf(buf, n, "%s", s);
    free(s);
    return RTI_OK;
}

RtiObject *rti_array_ref(RtiObject *arr, int32_t i)
{
    Object *a = (Object *)arr;
    if (!a || a->cls->kind != CK_ARRAY || a->cls->elem_type != 'L' || i < 0 || i >= arr_len(a))
        return NULL;
    return (RtiObject *)ARR_AT(a, Object *, i);
}

RtiStatus rti_array_value(RtiObject *arr, int32_t i, RtiValue *out)
{
    Object *a = (Object *)arr;
    if (!a || !out || a->cls->kind != CK_ARRAY || i < 0 || i >= arr_len(a))
        return RTI_ERR_INVALID;
    *out = load_value((char *)arr_data(a) + ((size_t)i << a->cls->elem_shift), (char)a->cls->elem_type);
    return RTI_OK;
}

RtiObject *rti_new_string(RtiThread *t, const char *utf8)
{
    return t && utf8 ? (RtiObject *)str_new_cstr((Thread *)t, utf8) : NULL;
}

RtiObject *rti_box(RtiThread *t, char type, RtiValue v)
{
    extern Object *reflect_box(Thread * th, char type, Slot v);
    Slot s;
    s.j = 0;
    if (type == 'J' || type == 'D')
        s.j = v.j;
    else if (type == 'L' || type == '[')
        return v.a;
    else
        s.i = v.i;
    return t ? (RtiObject *)reflect_box((Thread *)t, type, s) : NULL;
}

/* Global references: a growable array that is a GC root. */
static Object **grefs;
static size_t n_grefs, cap_grefs;

static void gref_roots(void *arg)
{
    (void)arg;
    for (size_t i = 0; i < n_grefs; i++)
        heap_mark(grefs[i]);
}

RtiStatus rti_new_global_ref(RtiEnv *env, RtiObject *o)
{
    (void)env;
    if (!o)
        return RTI_ERR_INVALID;
    if (!cap_grefs)
        heap_add_roots_uncharged(gref_roots, NULL); /* a tool's, not the program's */
    if (n_grefs == cap_grefs) {
        cap_grefs = cap_grefs ? cap_grefs * 2 : 64;
        grefs = xrealloc(grefs, cap_grefs * sizeof(Object *));
    }
    grefs[n_grefs++] = (Object *)o;
    return RTI_OK;
}

RtiStatus rti_delete_global_ref(RtiEnv *env, RtiObject *o)
{
    (void)env;
    for (size_t i = 0; i < n_grefs; i++)
        if (grefs[i] == (Object *)o) {
            grefs[i] = grefs[--n_grefs];
            return RTI_OK;
        }
    return RTI_ERR_NOT_FOUND;
}

/* ---- Threads ---------------------------------------------------------------------- */

RtiThread *rti_current_thread(void) { return (RtiThread *)vm_current; }
int64_t rti_thread_id(RtiThread *t) { return t ? ((Thread *)t)->tid : -1; }
RtiObject *rti_thread_object(RtiThread *t) { return t ? (RtiObject *)((Thread *)t)->jthread : NULL; }

void rti_save_slow(void *addr, size_t n)
{
    if (addr && n)
        ckpt_save_raw(addr, n);
}

static void free_cb(void *a, void *b)
{
    (void)b;
    free(a);
}

void rti_free_later(void *p)
{
    if (p)
        ckpt_release_later(free_cb, p, NULL);
}

void rti_free_on_return(void *p)
{
    if (p && rti_versioning)
        ckpt_log_undo(free_cb, p, NULL);
}

void *rti_calloc(size_t n)
{
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fprintf(stderr, "rivet: out of memory (tool data)\n");
        abort();
    }
    rti_free_on_return(p);
    return p;
}

static uint64_t hash_mix(uint64_t h, uint64_t v)
{
    h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

uint64_t rti_thread_hash(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!t)
        return 0;
    uint64_t h = hash_mix((uint64_t)t->tid, t->state);
    h = hash_mix(h, (uint64_t)t->park_permit << 1 | t->enabled);
    if (t->jthread)
        h = hash_mix(h, FIELD_AT(t->jthread, uint8_t, g_thread_fields.interrupted));
    h = hash_mix(h, (uint64_t)(uintptr_t)rti_thread_blocker(rt));
    for (Frame *fr = t->top; fr; fr = fr->prev) {
        if (!fr->m)
            continue;
        h = hash_mix(h, (uint64_t)(uintptr_t)fr->m);
        h = hash_mix(h, (uint64_t)(uintptr_t)fr->pc ^ (uint64_t)fr->flags << 48);
        h = hash_mix(h, (uint64_t)(uintptr_t)fr->sync);
        int nl = (fr->flags & FR_NATIVE) ? fr->m->arg_slots : fr->m->max_locals;
        for (int i = 0; i < nl; i++)
            h = hash_mix(h, fr->locals[i].u);
        if (!(fr->flags & FR_NATIVE) && fr->sp > (Slot *)(fr + 1))
            for (Slot *s = (Slot *)(fr + 1); s < fr->sp; s++)
                h = hash_mix(h, s->u);
    }
    return h;
}

RtiThreadState rti_thread_state(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!t)
        return RTI_THREAD_TERMINATED;
    switch (t->state) {
    case TS_NEW: return RTI_THREAD_NEW;
    case TS_RUNNABLE: return RTI_THREAD_RUNNABLE;
    case TS_BLOCKED: return RTI_THREAD_BLOCKED;
    case TS_WAITING: return RTI_THREAD_WAITING;
    case TS_TIMED_WAITING: return RTI_THREAD_TIMED_WAITING;
    case TS_IO: return RTI_THREAD_IO;
    default: return RTI_THREAD_TERMINATED;
    }
}

static Object *object_field(Object *obj, const char *name, const char *desc)
{
    if (!obj)
        return NULL;
    Field *f = class_find_field(obj->cls, sym_c(name), sym_c(desc));
    return f && !(f->access & ACC_STATIC) ? FIELD_AT(obj, Object *, f->offset) : NULL;
}

RtiObject *rti_thread_blocker(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!t)
        return NULL;
    if (t->state == TS_BLOCKED && t->blocked_on)
        return (RtiObject *)t->blocked_on->obj;
    if ((t->state == TS_WAITING || t->state == TS_TIMED_WAITING) && t->waiting_on)
        return (RtiObject *)t->waiting_on->obj;
    if (t->state == TS_WAITING && t->clinit_wait)
        return (RtiObject *)t->clinit_wait->mirror;
    if (t->blocker == (void *)&t->park_permit)
        return (RtiObject *)object_field(t->jthread, "parkBlocker", "Ljava/lang/Object;");
    return NULL;
}

RtiThread *rti_lock_owner(RtiObject *lock)
{
    Object *o = (Object *)lock;
    if (o && (o->cls->cflags & CF_MIRROR)) {
        /* A class's initialisation lock (JLS 12.4.2): the thread running
         * its <clinit>. */
        Class *k = mirror_class(o);
        return k && k->state == CLS_INITIALIZING && k->init_thread && k->init_thread->state != TS_TERMINATED
                   ? (RtiThread *)k->init_thread
                   : NULL;
    }
    Object *owner = o ? lock_owner_object(o) : NULL;
    return owner ? (RtiThread *)(intptr_t)FIELD_AT(owner, int64_t, g_thread_fields.eetop) : NULL;
}

RtiStatus rti_lock_owner_name(RtiObject *lock, char *buf, size_t n, bool *ended)
{
    Object *o = (Object *)lock;
    if (!o || !buf || !n)
        return RTI_ERR_INVALID;
    if (o->cls->cflags & CF_MIRROR)
        return RTI_ERR_NOT_FOUND;
    Object *owner = lock_owner_object(o);
    if (!owner)
        return RTI_ERR_NOT_FOUND;
    Object *name = object_field(owner, "name", "Ljava/lang/String;");
    if (!name)
        return RTI_ERR_NOT_FOUND;
    rti_string_utf8((RtiObject *)name, buf, n);
    if (ended)
        *ended = FIELD_AT(owner, int64_t, g_thread_fields.eetop) == 0;
    return RTI_OK;
}

RtiStatus rti_exception_describe(RtiObject *exc, char *buf, size_t n)
{
    Object *e = (Object *)exc;
    if (!e || !buf || !n)
        return RTI_ERR_INVALID;
    size_t k = 0;
    for (const char *p = e->cls->name; *p && k + 1 < n; p++)
        buf[k++] = *p == '/' ? '.' : *p;
    buf[k] = 0;
    Object *msg = object_field(e, "detailMessage", "Ljava/lang/String;");
    if (msg && k + 3 < n) {
        buf[k++] = ':';
        buf[k++] = ' ';
        rti_string_utf8((RtiObject *)msg, buf + k, n - k);
    } else if (!msg && k + 3 < n && !strcmp(e->cls->name, "java/lang/NullPointerException")) {
        /* The helpful message getMessage() gives an NPE the VM threw. */
        extern char *npe_extended_cstr(Object *npe);
        char *x = npe_extended_cstr(e);
        if (x)
            snprintf(buf + k, n - k, ": %s", x);
        free(x);
    }
    return RTI_OK;
}

Object *exc_backtrace(Thread *th, Object *throwable, int32_t *depth);
bool exc_backtrace_frame(Object *throwable, int32_t i, Method **m, int32_t *bci);

RtiStatus rti_exception_stack(RtiObject *exc, RtiLocation *frames, int max, int *count)
{
    if (!exc || !count)
        return RTI_ERR_INVALID;
    int n = 0;
    Method *m;
    int32_t bci;
    for (int32_t i = 0; exc_backtrace_frame((Object *)exc, i, &m, &bci); i++) {
        if (frames && n < max) {
            frames[n].method = (RtiMethod *)m;
            frames[n].bci = bci;
        }
        n++;
    }
    *count = n;
    return RTI_OK;
}

RtiStatus rti_thread_name(RtiThread *t, char *buf, size_t n)
{
    if (!t || !buf || !n)
        return RTI_ERR_INVALID;
    thread_name((Thread *)t, buf, n);
    return RTI_OK;
}

extern Object *boot_main_group(void);

bool rti_thread_exception_handled(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!t || !t->jthread)
        return false;
    static uint32_t off_handler, off_parent;
    static Field *def;
    if (!off_handler) {
        off_handler = field_offset(WK.Thread, "uncaughtExceptionHandler", "Ljava/lang/Thread$UncaughtExceptionHandler;");
        off_parent = field_offset(WK.ThreadGroup, "parent", "Ljava/lang/ThreadGroup;");
        def = class_find_field(WK.Thread, sym_c("defaultUncaughtExceptionHandler"),
                               sym_c("Ljava/lang/Thread$UncaughtExceptionHandler;"));
    }
    if (FIELD_AT(t->jthread, Object *, off_handler))
        return true;
    for (Object *g = FIELD_AT(t->jthread, Object *, g_thread_fields.group); g; g = FIELD_AT(g, Object *, off_parent)) {
        if (g->cls == WK.ThreadGroup)
            continue;
        Method *m = class_find_method(g->cls, sym_c("uncaughtException"),
                                      sym_c("(Ljava/lang/Thread;Ljava/lang/Throwable;)V"));
        if (m && m->cls != WK.ThreadGroup)
            return true; /* a subclass's own uncaughtException */
    }
    return def && FIELD_AT(class_mirror(WK.Thread), Object *, def->offset) != NULL;
}

bool rti_thread_is_system(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!t || !t->jthread)
        return true;
    Object *main = boot_main_group();
    Object *g = FIELD_AT(t->jthread, Object *, g_thread_fields.group);
    if (!g) /* ended: remembered at start */
        return t->system;
    /* Tools ask this on every access: look the field up once. */
    static uint32_t off_parent;
    if (!off_parent)
        off_parent = field_offset(WK.ThreadGroup, "parent", "Ljava/lang/ThreadGroup;");
    for (; g; g = FIELD_AT(g, Object *, off_parent))
        if (g == main)
            return false;
    return true;
}

RtiStatus rti_threads(RtiThread **out, int max, int *count)
{
    if (!count)
        return RTI_ERR_INVALID;
    int n = 0;
    for (Thread *t = sched_threads(); t; t = t->next) {
        if (t->state == TS_TERMINATED || t->state == TS_NEW)
            continue;
        if (out && n < max)
            out[n] = (RtiThread *)t;
        n++;
    }
    *count = n;
    return RTI_OK;
}

RtiStatus rti_thread_stack(RtiThread *rt, RtiLocation *frames, int max, int *count)
{
    Thread *t = (Thread *)rt;
    if (!t || !count)
        return RTI_ERR_INVALID;
    int n = 0;
    for (Frame *fr = t->top; fr; fr = fr->prev) {
        if (!fr->m)
            continue;
        if (frames && n < max) {
            frames[n].method = (RtiMethod *)fr->m;
            frames[n].bci = (fr->flags & FR_NATIVE) ? -1 : (int32_t)(fr->pc - fr->m->code);
        }
        n++;
    }
    *count = n;
    return RTI_OK;
}

int rti_thread_top(RtiThread *rt, RtiLocation *frames, uint32_t *keys, int max)
{
    Thread *t = (Thread *)rt;
    int n = 0;
    for (Frame *fr = t ? t->top : NULL; fr && n < max; fr = fr->prev) {
        if (!fr->m)
            continue;
        frames[n].method = (RtiMethod *)fr->m;
        frames[n].bci = (fr->flags & FR_NATIVE) ? -1 : (int32_t)(fr->pc - fr->m->code);
        if (keys)
            keys[n] = fr->serial;
        n++;
    }
    return n;
}

uint32_t rti_thread_stack_key(RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    return t && t->top ? t->top->serial : 0;
}

RtiStatus rti_monitor_owner(RtiObject *obj, RtiThread **owner, int32_t *count)
{
    if (!obj || !owner)
        return RTI_ERR_INVALID;
    uint32_t c;
    *owner = (RtiThread *)mon_owner((Object *)obj, &c);
    if (count)
        *count = (int32_t)c;
    return RTI_OK;
}

static RtiStatus queue(Thread *head, RtiThread **out, int max, int *count)
{
    int n = 0;
    for (Thread *t = head; t; t = t->q_next) {
        if (out && n < max)
            out[n] = (RtiThread *)t;
        n++;
    }
    *count = n;
    return RTI_OK;
}

RtiStatus rti_monitor_blocked(RtiObject *obj, RtiThread **out, int max, int *count)
{
    if (!obj || !count)
        return RTI_ERR_INVALID;
    Monitor *m = mon_inflated((Object *)obj);
    return queue(m ? m->entry_head : NULL, out, max, count);
}

RtiStatus rti_monitor_waiters(RtiObject *obj, RtiThread **out, int max, int *count)
{
    if (!obj || !count)
        return RTI_ERR_INVALID;
    Monitor *m = mon_inflated((Object *)obj);
    return queue(m ? m->wait_head : NULL, out, max, count);
}

/* ---- Tool data ---------------------------------------------------------------------- */

void rti_thread_created(Thread *th)
{
    th->instrumented = rti_instr_wanted;
    if (n_tools && !th->tool_data)
        th->tool_data = xcalloc((size_t)n_tools, sizeof(void *));
}

void **rti_thread_data(RtiEnv *env, RtiThread *rt)
{
    Thread *t = (Thread *)rt;
    if (!env || !t)
        return NULL;
    if (!t->tool_data)
        t->tool_data = xcalloc((size_t)(n_tools ? n_tools : 1), sizeof(void *));
    return &((void **)t->tool_data)[env->index];
}

void **rti_class_data(RtiEnv *env, RtiClass *rc)
{
    Class *c = (Class *)rc;
    if (!env || !c)
        return NULL;
    if (!c->tool_data)
        c->tool_data = xcalloc((size_t)(n_tools ? n_tools : 1), sizeof(void *));
    return &((void **)c->tool_data)[env->index];
}

/* ---- Extra fields -------------------------------------------------------------------- */

typedef struct XField {
    RtiExtraField pub;
    Sym cls;
    struct XField *next;
} XField;
static XField *xfields, *xfields_tail;

RtiStatus rti_add_field(RtiEnv *env, const char *class_name, RtiFieldKind kind, const RtiExtraField **out)
{
    if (!env || !class_name || !out || kind < RTI_FIELD_I64 || kind > RTI_FIELD_REF)
        return RTI_ERR_INVALID;
    if (!in_init || classes_loaded) {
        tool_error(env, "extra field on %s requested after initialisation", class_name);
        return RTI_ERR_PHASE;
    }
    XField *x = xcalloc(1, sizeof(XField));
    x->pub.kind = kind;
    x->cls = sym_c(class_name);
    if (xfields_tail)
        xfields_tail->next = x;
    else
        xfields = x;
    xfields_tail = x;
    *out = &x->pub;
    return RTI_OK;
}

/* The layout hook (vm/link.c): place the extra fields declared for cls
 * at offset and onwards; returns the new end. */
static uint32_t lay_out_tool_fields(Class *cls, uint32_t off, uint32_t **refs, uint32_t *n_refs)
{
    classes_loaded = true;
    uint32_t n_inherited = cls->super ? cls->super->n_xfields : 0;
    uint32_t n_own = 0;
    /* Classes are matched by name, under any loader. */
    for (XField *x = xfields; x; x = x->next)
        if (x->cls == cls->name)
            n_own++;
    if (n_inherited + n_own == 0)
        return off;
    cls->n_xfields = (uint16_t)(n_inherited + n_own);
    cls->xfield_offsets = arena_alloc(&cls->arena, sizeof(uint32_t) * cls->n_xfields);
    if (n_inherited)
        memcpy(cls->xfield_offsets, cls->super->xfield_offsets, sizeof(uint32_t) * n_inherited);
    uint32_t k = n_inherited;
    for (XField *x = xfields; x; x = x->next) {
        if (x->cls != cls->name)
            continue;
        off = (uint32_t)ALIGN_UP(off, 8);
        x->pub.offset = off;
        cls->xfield_offsets[k++] = off;
        if (x->pub.kind == RTI_FIELD_REF) {
            *refs = xrealloc(*refs, sizeof(uint32_t) * (*n_refs + 1));
            (*refs)[(*n_refs)++] = off;
        }
        off += 8;
    }
    if (!cls->super && mark_fields[0]) {
        /* java.lang.Object: where the skip marks are, and where the Java
         * fields they cover begin (rti/events.h). */
        rti_mark_off = mark_fields[0]->offset;
        rti_mark_base = off;
        g_obj_unversioned_off = rti_mark_off;
        g_obj_unversioned_len = sizeof(RtiMark);
    }
    return off;
}

void rti_clear_extra_fields(Object *obj)
{
    Class *c = obj->cls->kind == CK_ARRAY ? WK.Object : obj->cls;
    if (c->n_xfields)
        heap_barrier(obj);
    for (uint16_t i = 0; i < c->n_xfields; i++)
        FIELD_AT(obj, int64_t, c->xfield_offsets[i]) = 0;
}

void rti_object_will_change(RtiObject *obj)
{
    if ((Object *)obj != being_freed)
        heap_barrier((Object *)obj);
}

extern uint32_t (*link_tool_fields)(Class *cls, uint32_t offset, uint32_t **ref_offsets, uint32_t *n_refs);

/* ---- Scheduling --------------------------------------------------------------------- */

static Thread *choose_hook(Thread *cur, bool cur_ok)
{
    RtiEnv *env = sched_owner;
    if (!env || !env->sched.choose)
        return NULL;
    RtiThread *rt = env->sched.choose(env, (RtiThread *)cur, cur_ok);
    if (rt == RTI_CHOOSE_AGAIN)
        return SCHED_CHOOSE_AGAIN;
    Thread *t = (Thread *)rt;
    if (t && (t->state != TS_RUNNABLE || t->suspended))
        return NULL;
    return t;
}

static Thread *choose_waiter_hook(Monitor *m)
{
    RtiEnv *env = sched_owner;
    if (!env || !env->sched.choose_waiter)
        return NULL;
    int n = 0;
    for (Thread *t = m->wait_head; t; t = t->q_next)
        n++;
    RtiThread **w = xmalloc(sizeof(RtiThread *) * (size_t)(n ? n : 1));
    int k = 0;
    for (Thread *t = m->wait_head; t; t = t->q_next)
        w[k++] = (RtiThread *)t;
    Thread *chosen = (Thread *)env->sched.choose_waiter(env, (RtiObject *)m->obj, w, n);
    free(w);
    for (Thread *t = m->wait_head; t; t = t->q_next)
        if (t == chosen)
            return chosen;
    return NULL;
}

RtiStatus rti_take_scheduling(RtiEnv *env, const RtiScheduler *s)
{
    if (!env || !s || !s->size)
        return RTI_ERR_INVALID;
    if (sched_owner && sched_owner != env) {
        tool_error(env, "cannot take scheduling: tool %s owns it", sched_owner->name);
        return RTI_ERR_BUSY;
    }
    memset(&env->sched, 0, sizeof env->sched);
    memcpy(&env->sched, s, s->size < sizeof env->sched ? s->size : sizeof env->sched);
    sched_owner = env;
    sched_choose = choose_hook;
    mon_choose_waiter = choose_waiter_hook;
    return RTI_OK;
}

RtiStatus rti_set_quantum(RtiEnv *env, uint32_t q)
{
    if (!env)
        return RTI_ERR_INVALID;
    if (sched_owner && sched_owner != env)
        return RTI_ERR_BUSY;
    vm_opts.quantum = q ? q : UINT32_MAX / 4;
    return RTI_OK;
}

RtiStatus rti_request_reschedule(RtiEnv *env)
{
    if (!env)
        return RTI_ERR_INVALID;
    /* A replay stops threads where the log says the recorded run's tool
     * stopped them (vm/sched.c), whatever the tool asks now. */
    if (rp_replaying())
        return RTI_OK;
    if (vm_current) {
        vm_current->stop_req = vm_current->instrumented;
        sched_request_reschedule(vm_current);
    }
    return RTI_OK;
}

RtiStatus rti_thread_set_enabled(RtiEnv *env, RtiThread *t, bool enabled)
{
    if (!env || !t)
        return RTI_ERR_INVALID;
    ((Thread *)t)->enabled = enabled;
    return RTI_OK;
}

bool rti_callback_stops;

/* The decision at the return of the frame at depth (and, with
 * FR_STOP_CALLBACK in flags, at its first callback into the program). */
static RtiStatus reschedule_at_frame(RtiEnv *env, int depth, uint32_t flags)
{
    Thread *th = vm_current;
    if (!env || !th || depth < 0)
        return RTI_ERR_INVALID;
    if (rp_replaying())
        return RTI_OK; /* as rti_request_reschedule */
    for (Frame *fr = th->top; fr; fr = fr->prev) {
        if (!fr->m || depth-- > 0)
            continue;
        if (fr->flags & FR_NATIVE) {
            /* Natives run no bytecode of their own: the next boundary is the
             * caller's next instruction. */
            th->stop_req = true;
            sched_request_reschedule(th);
        } else {
            fr->flags |= flags;
            if (flags & FR_STOP_CALLBACK)
                rti_callback_stops = true;
        }
        return RTI_OK;
    }
    return RTI_ERR_NOT_FOUND;
}

RtiStatus rti_request_reschedule_on_return(RtiEnv *env, int depth)
{
    return reschedule_at_frame(env, depth, FR_STOP_RET);
}

RtiStatus rti_request_reschedule_on_callback(RtiEnv *env, int depth)
{
    return reschedule_at_frame(env, depth, FR_STOP_RET | FR_STOP_CALLBACK);
}

/* fr was just pushed (the instrumented loop's invoke). A method of the
 * program called, through JDK frames only, from a JDK frame marked
 * FR_STOP_CALLBACK: its stop comes now, before the callback's first
 * instruction, and no longer at that frame's return. The walk ends at the
 * first frame of the program's: a program method called by another is no
 * callback (the common case: one frame looked at). Frame flags are restored
 * by checkpoint returns, so a search and a run that follows its choices
 * stop at the same places. */
bool rti_callback_stop(Thread *th, Frame *fr)
{
    if (rti_class_is_jdk((RtiClass *)fr->m->cls))
        return false;
    for (Frame *p = fr->prev; p; p = p->prev) {
        if (p->flags & FR_STOP_CALLBACK) {
            p->flags &= ~(uint32_t)(FR_STOP_CALLBACK | FR_STOP_RET);
            th->stop_req = true;
            return true;
        }
        if (p->flags & FR_ENTRY)
            return false; /* called from C */
        if (p->m && !(p->flags & FR_NATIVE) && !rti_class_is_jdk((RtiClass *)p->m->cls))
            return false;
    }
    return false;
}

RtiStatus rti_thread_time_out(RtiEnv *env, RtiThread *t)
{
    if (!env || !t)
        return RTI_ERR_INVALID;
    return sched_time_out_now((Thread *)t) ? RTI_OK : RTI_ERR_INVALID;
}

RtiStatus rti_thread_wake_spuriously(RtiEnv *env, RtiThread *t)
{
    if (!env || !t)
        return RTI_ERR_INVALID;
    return sched_wake_spuriously((Thread *)t) ? RTI_OK : RTI_ERR_INVALID;
}

RtiStatus rti_clock_virtual(RtiEnv *env, int64_t wall_ns)
{
    if (!env || wall_ns < 0)
        return RTI_ERR_INVALID;
    if (!in_init) {
        tool_error(env, "%s requested after initialisation", "virtual clocks");
        return RTI_ERR_PHASE;
    }
    vmclock_virtual(wall_ns);
    return RTI_OK;
}

int64_t rti_clock_ns(void) { return sched_clock_now_ns(); }

RtiStatus rti_clock_advance(RtiEnv *env, int64_t ns)
{
    if (!env || ns < 0 || !vmclock_is_virtual())
        return RTI_ERR_INVALID;
    sched_jump_clock(ns);
    return RTI_OK;
}

uint64_t rti_thread_io_count(RtiThread *t) { return t ? ((Thread *)t)->io_moved : 0; }
uint64_t rti_thread_clock_reads(RtiThread *t) { return t ? ((Thread *)t)->clock_reads : 0; }
uint32_t rti_thread_in_class_init(RtiThread *t) { return t ? ((Thread *)t)->clinit_depth : 0; }

RtiDecisionReason rti_decision_reason(void)
{
    switch (sched_reason) {
    case 'r': return RTI_DECISION_REQUESTED;
    case 'y': return RTI_DECISION_YIELD;
    case 'b': return RTI_DECISION_BLOCK;
    case 'x': return RTI_DECISION_END;
    default: return RTI_DECISION_SLICE;
    }
}

int rti_stop_signal(void)
{
    extern volatile sig_atomic_t signal_stop;
    return signal_stop;
}

bool rti_replaying(void) { return g_rp_mode == RP_REPLAY; }

int64_t rti_thread_waiting_since(RtiThread *rt)
{
    const Thread *t = (const Thread *)rt;
    return t && (t->state == TS_BLOCKED || t->state == TS_WAITING || t->state == TS_TIMED_WAITING) ? t->wait_since
                                                                                                    : -1;
}

int64_t rti_thread_deadline(RtiThread *t)
{
    Thread *th = (Thread *)t;
    if (!th || !th->wake_at || !(th->state == TS_WAITING || th->state == TS_TIMED_WAITING || th->state == TS_IO))
        return -1;
    int64_t left = th->wake_at - sched_clock_ns();
    return left > 0 ? left : 0;
}

int64_t rti_thread_wait_length(RtiThread *t)
{
    Thread *th = (Thread *)t;
    if (rti_thread_deadline(t) < 0)
        return -1;
    return th->wait_len;
}

bool rti_thread_is_daemon(RtiThread *t) { return t && ((Thread *)t)->daemon; }

bool rti_thread_is_enabled(RtiThread *t) { return t && ((Thread *)t)->enabled; }
bool rti_thread_is_runnable(RtiThread *t) { return t && ((Thread *)t)->state == TS_RUNNABLE && !((Thread *)t)->suspended; }

/* ---- Checkpoints --------------------------------------------------------------------- */

static void ckpt_taken(Thread *th, Checkpoint *cp, void *tag)
{
    rti_skip_clear();
    /* tag is the requesting env's: {env, user tag}. */
    struct TakeTag *t = tag;
    RtiEnv *env = t->env;
    void *user = t->tag;
    free(t);
    if ((env->mask & RTI_EVENT_BIT(RTI_EVENT_CHECKPOINT)) && env->cb.checkpoint_taken)
        env->cb.checkpoint_taken(env, (RtiThread *)th, (RtiCheckpoint *)cp, user);
}

static void ckpt_restored(Thread *th, Checkpoint *cp)
{
    rti_skip_clear();
    for (int i = 0; i < n_tools; i++) {
        RtiEnv *env = tools[i];
        if ((env->mask & RTI_EVENT_BIT(RTI_EVENT_CHECKPOINT)) && env->cb.checkpoint_restored)
            env->cb.checkpoint_restored(env, (RtiThread *)th, (RtiCheckpoint *)cp);
    }
}

RtiStatus rti_checkpoint_drop_output(RtiEnv *env)
{
    if (!env)
        return RTI_ERR_INVALID;
    vmio_drop_captured();
    return RTI_OK;
}

void rti_exit(RtiEnv *env, int status)
{
    (void)env;
    extern void vm_exit(Thread * th, int status);
    vm_exit(vm_current, status);
}

char *const *rti_command_line(int *argc)
{
    if (argc)
        *argc = vm_opts.launcher_argc;
    return vm_opts.launcher_argv;
}

bool rti_option_takes_value(const char *opt) { return opt && args_takes_value(opt); }

RtiStatus rti_checkpoint_take(RtiEnv *env, void *tag)
{
    if (!env)
        return RTI_ERR_INVALID;
    ckpt_hooks.taken = ckpt_taken;
    ckpt_hooks.restored = ckpt_restored;
    struct TakeTag *t = xmalloc(sizeof *t);
    t->env = env;
    t->tag = tag;
    ckpt_request_take(t);
    return RTI_OK;
}

RtiStatus rti_checkpoint_return(RtiEnv *env, RtiCheckpoint *cp)
{
    if (!env || !cp || !ckpt_is_live((Checkpoint *)cp))
        return RTI_ERR_INVALID;
    ckpt_request_return((Checkpoint *)cp);
    return RTI_OK;
}

RtiStatus rti_checkpoint_discard(RtiEnv *env, RtiCheckpoint *cp)
{
    if (!env || !cp || !ckpt_is_live((Checkpoint *)cp))
        return RTI_ERR_INVALID;
    ckpt_discard((Checkpoint *)cp);
    return RTI_OK;
}

int rti_checkpoint_count(void) { return ckpt_live_count(); }

const char *rti_checkpoint_output(size_t *len)
{
    size_t n = 0;
    const char *p = vmio_captured(&n);
    if (len)
        *len = n;
    return p;
}

/* ---- Downcalls ------------------------------------------------------------------------- */

typedef struct Downcall {
    char *owner, *name;
    RtiDowncall fn;
    RtiEnv *env;
    struct Downcall *next;
} Downcall;
static Downcall *downcalls;

RtiStatus rti_register_downcall(RtiEnv *env, const char *owner, const char *name, RtiDowncall fn)
{
    if (!env || !owner || !name || !fn)
        return RTI_ERR_INVALID;
    for (Downcall *d = downcalls; d; d = d->next)
        if (!strcmp(d->owner, owner) && !strcmp(d->name, name)) {
            tool_error(env, "downcall %s is already registered", owner);
            return RTI_ERR_BUSY;
        }
    Downcall *d = xcalloc(1, sizeof(Downcall));
    d->owner = xstrdup(owner);
    d->name = xstrdup(name);
    d->fn = fn;
    d->env = env;
    d->next = downcalls;
    downcalls = d;
    return RTI_OK;
}

RtiStatus rti_throw(RtiEnv *env, RtiThread *t, const char *class_name, const char *message)
{
    (void)env;
    if (!t || !class_name)
        return RTI_ERR_INVALID;
    Thread *th = (Thread *)t;
    if (message)
        exc_throw(th, class_name, "%s", message);
    else
        exc_throw(th, class_name, NULL);
    return RTI_OK;
}

RtiStatus rti_unbox(RtiObject *boxed, char *type, RtiValue *out)
{
    Object *o = (Object *)boxed;
    if (!o || !type || !out)
        return RTI_ERR_INVALID;
    extern char reflect_wrapper_type(Object * o);
    char t = reflect_wrapper_type(o);
    if (!t)
        return RTI_ERR_INVALID;
    Slot s;
    extern bool reflect_unbox(Thread * th, Object * o, char type, Slot * out);
    if (!reflect_unbox(vm_current, o, t, &s))
        return RTI_ERR_INVALID;
    *type = t;
    out->j = 0;
    if (t == 'J' || t == 'D')
        out->j = s.j;
    else
        out->i = s.i;
    return RTI_OK;
}

void rti_downcall(Thread *th, Slot *a, Slot *ret)
{
    char *owner = str_to_cstr(a[0].a), *name = str_to_cstr(a[1].a);
    if (!owner || !name) {
        free(owner);
        free(name);
        exc_npe(th, NULL);
        return;
    }
    for (Downcall *d = downcalls; d; d = d->next)
        if (!strcmp(d->owner, owner) && !strcmp(d->name, name)) {
            free(owner);
            free(name);
            ret->a = (Object *)d->fn(d->env, (RtiThread *)th, (RtiObject *)a[2].a);
            return;
        }
    exc_throw(th, "java/lang/UnsupportedOperationException", "no tool registered the downcall %s.%s", owner, name);
    free(owner);
    free(name);
}


/* ---- Findings ------------------------------------------------------------------------------ */

static int n_findings;
static Buf report_json;

RtiStatus rti_report(RtiEnv *env, const char *text, const char *json)
{
    if (!env)
        return RTI_ERR_INVALID;
    n_findings++;
    if (text) {
        fflush(stdout);
        fputs(text, stderr);
        if (*text && text[strlen(text) - 1] != '\n')
            fputc('\n', stderr);
    }
    if (json) {
        buf_puts(&report_json, report_json.len ? ",\n    " : "    ");
        buf_puts(&report_json, "{\"tool\": \"");
        char esc[256];
        rti_json_escape(esc, sizeof esc, env->name);
        buf_puts(&report_json, esc);
        buf_puts(&report_json, "\", \"finding\": ");
        buf_puts(&report_json, json);
        buf_puts(&report_json, "}");
    }
    return RTI_OK;
}

int rti_findings(void) { return n_findings; }

void rti_write_report(void)
{
    if (!rti_report_path)
        return;
    FILE *f = fopen(rti_report_path, "w");
    if (!f) {
        fprintf(stderr, "rivet: cannot write report %s: %s\n", rti_report_path, strerror(errno));
        return;
    }
    fprintf(f, "{\n  \"rivet_version\": \"0.1\",\n  \"findings\": [\n%s\n  ]\n}\n",
            report_json.len ? buf_cstr(&report_json) : "");
    fclose(f);
}

size_t rti_json_escape(char *buf, size_t n, const char *s)
{
    size_t k = 0;
    if (!n)
        return 0;
    for (; s && *s; s++) {
        unsigned char c = (unsigned char)*s;
        /* Whole escapes only; before, a 6-byte reserve for every character
         * truncated short strings (a thread named "w" came out empty). */
        size_t need = c == '"' || c == '\\' || c == '\n' || c == '\t' ? 2 : c < 0x20 ? 6 : 1;
        if (k + need >= n)
            break;
        if (c == '"' || c == '\\') {
            buf[k++] = '\\';
            buf[k++] = (char)c;
        } else if (c == '\n') {
            buf[k++] = '\\';
            buf[k++] = 'n';
        } else if (c == '\t') {
            buf[k++] = '\\';
            buf[k++] = 't';
        } else if (c < 0x20) {
            k += (size_t)snprintf(buf + k, n - k, "\\u%04x", c);
        } else {
            buf[k++] = (char)c;
        }
    }
    buf[k] = 0;
    return k;
}

RtiStatus rti_format_stack(const RtiLocation *frames, int count, char *buf, size_t n)
{
    if (!buf || !n)
        return RTI_ERR_INVALID;
    size_t k = 0;
    buf[0] = 0;
    for (int i = 0; i < count && k < n; i++) {
        Method *m = (Method *)frames[i].method;
        if (!m || (m->cls->cflags & CF_HIDDEN) || (m->mflags & MF_HIDDEN))
            continue; /* as Java's own stack traces */
        char *cn = class_java_name(m->cls);
        int line = rti_method_line(frames[i].method, frames[i].bci);
        int w;
        if (line == -2)
            w = snprintf(buf + k, n - k, "\tat %s.%s(Native Method)\n", cn, m->name);
        else if (line >= 0 && m->cls->source_file)
            w = snprintf(buf + k, n - k, "\tat %s.%s(%s:%d)\n", cn, m->name, m->cls->source_file, line);
        else
            w = snprintf(buf + k, n - k, "\tat %s.%s(Unknown Source)\n", cn, m->name);
        free(cn);
        if (w < 0)
            break;
        k += (size_t)w;
    }
    return RTI_OK;
}

/* Installed at start-up (before tools load). */
__attribute__((constructor)) static void rti_install_hooks(void) { link_tool_fields = lay_out_tool_fields; }
