/* Booting the JDK class library, in HotSpot's order (DESIGN.md "Boot"):
 * core classes and mirrors, String/System/Class/ThreadGroup initialisation, the
 * system and main thread groups, the main Thread object, UnsafeConstants,
 * Finalizer and Reference (which start their threads), System.initPhase1,
 * the java.lang.invoke core, initPhase2 (module system), initPhase3, and the
 * system class loader. Then the launcher loads the main class through
 * LauncherHelper, runs main, and shuts the VM down as DestroyJavaVM does. */
#include "vm/boot.h"

#include <sched.h>
#include <sys/resource.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "checkpoint/replay.h"
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"
#include "vm/sched.h"
#include "vm/thread.h"

VmOptions vm_opts;

int32_t vm_available_processors(void)
{
    if (vm_opts.active_processors > 0)
        return vm_opts.active_processors;
    /* As HotSpot: the processors the process may run on (taskset, a
     * container's cpuset), which programs size their pools by. */
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
        return CPU_COUNT(&set);
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int32_t)n : 1;
}

/* As HotSpot's start-up (its MaxFDLimit, on by default): the soft limit of
 * open files raised to the hard one, for the program and the processes it
 * starts (systemd's soft 1024 failed a program HotSpot runs). */
static void raise_fd_limit(void)
{
    struct rlimit r;
    if (vm_opts.no_max_fd_limit || getrlimit(RLIMIT_NOFILE, &r) != 0 || r.rlim_cur == r.rlim_max)
        return;
    r.rlim_cur = r.rlim_max;
    setrlimit(RLIMIT_NOFILE, &r);
}
Thread *vm_main_thread;
bool vm_booted;
bool vm_can_throw;
bool vm_exiting;

extern uint32_t heap_off_referent, heap_off_discovered, heap_off_next, heap_off_queue;
extern uint32_t g_off_loader_unnamed_module;
void str_init(void);
bool exc_init(Thread *th);
bool exc_init_prealloc(Thread *th);
void thread_terminate(Thread *th);

static Object *main_group, *system_group;
static int exit_status;

/* An exception while the VM starts (a -Djava.system.class.loader that
 * cannot be made ...) is printed as HotSpot's vm_exit_during_initialization
 * prints it: on stdout, the words, the trace with its causes, an empty line;
 * the launcher then exits with 1. A failure without one is Rivet's own. */
static void report_boot_failure(Thread *th, const char *what)
{
    if (!th->exc) {
        fprintf(stderr, "rivet: error during VM boot (%s)\n", what);
        return;
    }
    Object *e = exc_take(th);
    fflush(stderr);
    printf("Error occurred during initialization of VM\n");
    exc_describe(th, e, stdout);
    printf("\n");
    fflush(stdout);
}

static Class *must_load(Thread *th, const char *name)
{
    Class *c = loader_load(th, NULL, sym_c(name));
    if (!c) {
        report_boot_failure(th, name);
        exit(1);
    }
    return c;
}

static bool init_class(Thread *th, Class *c)
{
    if (!clinit_ensure(th, c)) {
        report_boot_failure(th, c->name);
        return false;
    }
    return true;
}

static bool call_static(Thread *th, const char *cls, const char *name, const char *desc, Slot *args, Slot *ret)
{
    Class *c = must_load(th, cls);
    if (!init_class(th, c))
        return false;
    Method *m = cf_find_method(c, sym_c(name), sym_c(desc));
    if (!m) {
        fprintf(stderr, "rivet: %s.%s%s not found in this JDK\n", cls, name, desc);
        return false;
    }
    if (!interp_call(th, m, args, ret)) {
        char what[256];
        snprintf(what, sizeof what, "%s.%s", cls, name);
        report_boot_failure(th, what);
        return false;
    }
    return true;
}

/* A command-line word as java's launcher makes it (NewPlatformString): the
 * bytes decoded by LauncherHelper.makePlatformString in sun.jnu.encoding, so
 * that under LC_ALL=C each byte of a non-ASCII argument is U+FFFD, as in
 * HotSpot. ASCII, the same in every encoding Linux gives, is made directly. */
static Object *platform_string(Thread *th, const char *w)
{
    size_t n = strlen(w);
    bool ascii = true;
    for (size_t i = 0; i < n && ascii; i++)
        ascii = !((unsigned char)w[i] & 0x80);
    if (ascii || n > INT32_MAX)
        return str_new_cstr(th, w);
    Object *b = arr_new_prim(th, 'B', (int32_t)n);
    if (!b)
        return NULL;
    memcpy(&ARR_AT(b, int8_t, 0), w, n);
    Slot r;
    if (!call_static(th, "sun/launcher/LauncherHelper", "makePlatformString", "(Z[B)Ljava/lang/String;",
                     (Slot[2]){{.i = 1}, {.a = b}}, &r))
        return NULL;
    return r.a;
}

static void set_static_int(Class *c, const char *name, const char *desc, int64_t v)
{
    Field *f = cf_find_field(c, sym_c(name), sym_c(desc));
    if (!f)
        vm_panic("%s.%s missing", c->name, name);
    char *addr = (char *)c->mirror + f->offset;
    if (desc[0] == 'Z' || desc[0] == 'B')
        *(int8_t *)addr = (int8_t)v;
    else if (desc[0] == 'J')
        *(int64_t *)addr = v;
    else
        *(int32_t *)addr = (int32_t)v;
}

static void load_well_known(Thread *th)
{
    WK.Object = must_load(th, "java/lang/Object");
    WK.Cloneable = must_load(th, "java/lang/Cloneable");
    WK.Serializable = must_load(th, "java/io/Serializable");
    WK.Class = must_load(th, "java/lang/Class");
    if (!loader_boot_classes(th)) {
        report_boot_failure(th, "mirrors");
        exit(1);
    }
#define WK_LOAD(id, name) \
    if (!WK.id)           \
        WK.id = must_load(th, name);
    WK_CLASS_LIST(WK_LOAD)
#undef WK_LOAD
    for (int i = 0; i < 8; i++)
        WK.arr_prim[i] = loader_array_of(th, WK.prim[i]);
    WK.arr_Object = loader_array_of(th, WK.Object);
    WK.arr_String = loader_array_of(th, WK.String);
}

static void compute_offsets(void)
{
    heap_off_referent = field_offset(WK.Reference, "referent", "Ljava/lang/Object;");
    heap_off_discovered = field_offset(WK.Reference, "discovered", "Ljava/lang/ref/Reference;");
    heap_off_next = field_offset(WK.Reference, "next", "Ljava/lang/ref/Reference;");
    heap_off_queue = field_offset(WK.Reference, "queue", "Ljava/lang/ref/ReferenceQueue;");
    ThreadFields *t = &g_thread_fields;
    t->eetop = field_offset(WK.Thread, "eetop", "J");
    t->tid = field_offset(WK.Thread, "tid", "J");
    t->name = field_offset(WK.Thread, "name", "Ljava/lang/String;");
    t->priority = field_offset(WK.Thread, "priority", "I");
    t->daemon = field_offset(WK.Thread, "daemon", "Z");
    t->interrupted = field_offset(WK.Thread, "interrupted", "Z");
    t->stillborn = field_offset(WK.Thread, "stillborn", "Z");
    t->thread_status = field_offset(WK.Thread, "threadStatus", "I");
    t->group = field_offset(WK.Thread, "group", "Ljava/lang/ThreadGroup;");
    t->context_loader = field_offset(WK.Thread, "contextClassLoader", "Ljava/lang/ClassLoader;");
    t->stack_size = field_offset(WK.Thread, "stackSize", "J");
    g_off_loader_unnamed_module = field_offset(WK.ClassLoader, "unnamedModule", "Ljava/lang/Module;");
}

static Object *new_object(Thread *th, Class *c, const char *desc, Slot *args)
{
    Object *o = obj_new(th, c);
    if (!o)
        return NULL;
    args[0].a = o;
    Method *init = cf_find_method(c, S.init, sym_c(desc));
    if (!init || !interp_call(th, init, args, NULL))
        return NULL;
    return o;
}

static bool create_main_thread(Thread *th)
{
    system_group = new_object(th, WK.ThreadGroup, "()V", (Slot[1]){{0}});
    if (!system_group)
        return false;
    Object *name = str_new_cstr(th, "main");
    main_group = new_object(th, WK.ThreadGroup, "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V",
                            (Slot[3]){{0}, {.a = system_group}, {.a = name}});
    if (!main_group)
        return false;
    if (!init_class(th, WK.Thread))
        return false;
    Object *jt = obj_new(th, WK.Thread);
    if (!jt)
        return false;
    FIELD_AT(jt, int32_t, g_thread_fields.priority) = 5;
    th->jthread = jt;
    FIELD_AT(jt, int64_t, g_thread_fields.eetop) = (int64_t)(uintptr_t)th;
    Method *init = cf_find_method(WK.Thread, S.init, sym_c("(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"));
    if (!init || !interp_call(th, init, (Slot[3]){{.a = jt}, {.a = main_group}, {.a = name}}, NULL))
        return false;
    thread_bind(th, jt);
    return true;
}

/* A thread of the system group that HotSpot's VM starts and that runs no
 * Java code: daemon, priority 9, in its group, RUNNABLE with no frames. */
Object *vm_signal_dispatcher;

/* Start the VM thread name of the system group; its java.lang.Thread to
 * *jt_out when not NULL. */
static bool start_vm_thread(Thread *th, const char *name, Object **jt_out)
{
    Object *jname = str_new_cstr(th, name);
    if (!jname)
        return false;
    Object *jt = new_object(th, WK.Thread, "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V",
                            (Slot[3]){{0}, {.a = system_group}, {.a = jname}});
    if (!jt) {
        report_boot_failure(th, name);
        return false;
    }
    FIELD_AT(jt, int32_t, g_thread_fields.priority) = 9;
    FIELD_AT(jt, uint8_t, g_thread_fields.daemon) = 1;
    Slot r;
    if (!interp_call_named(th, WK.ThreadGroup, "add", "(Ljava/lang/Thread;)V",
                           (Slot[2]){{.a = system_group}, {.a = jt}}, &r) ||
        !thread_start_idle(th, jt)) {
        report_boot_failure(th, name);
        return false;
    }
    if (jt_out)
        *jt_out = jt;
    return true;
}

/* Thread ids HotSpot gives its hidden threads (Thread.nextThreadID()). */
static void bump_thread_ids(Thread *th, int n)
{
    Slot r;
    for (int i = 0; i < n; i++)
        if (!interp_call_named(th, WK.Thread, "nextThreadID", "()J", NULL, &r))
            exc_take(th);
}

bool boot_vm(Thread **out)
{
    raise_fd_limit();
    sym_init();
    heap_init(vm_opts.max_heap);
    natives_init();
    thread_init();
    ckpt_init();
    str_init();
    sched_init();
    signals_init();
    char *path = NULL;
    if (vm_opts.runtime_dir) {
        path = xmalloc(strlen(vm_opts.runtime_dir) + (vm_opts.boot_append ? strlen(vm_opts.boot_append) : 0) + 2);
        sprintf(path, "%s%s%s", vm_opts.boot_append ? vm_opts.boot_append : "", vm_opts.boot_append ? ":" : "",
                vm_opts.runtime_dir);
    }
    bool loaded = loader_init(vm_opts.jdk_home, path ? path : vm_opts.boot_append);
    free(path);
    if (!loaded)
        return false;
    Thread *th = thread_new(true, 0);
    if (!th) {
        fprintf(stderr, "rivet: cannot allocate the main thread's stack\n");
        return false;
    }
    sched_adopt_primordial(th);
    /* The id its Thread gets (the first one made: Thread.nextThreadID() is 1),
     * so that tools see the same id from its first event on. */
    th->tid = 1;
    vm_main_thread = th;
    load_well_known(th);
    compute_offsets();
    vm_can_throw = true;
    if (!exc_init(th))
        goto fail;

    if (!init_class(th, WK.String) || !init_class(th, WK.System) || !init_class(th, WK.Class) ||
        !init_class(th, WK.ThreadGroup))
        return false;
    if (!create_main_thread(th)) {
        report_boot_failure(th, "main thread");
        return false;
    }
    if (!init_class(th, WK.Module))
        return false;
    Class *uc = must_load(th, "jdk/internal/misc/UnsafeConstants");
    if (!init_class(th, uc))
        return false;
    set_static_int(uc, "ADDRESS_SIZE0", "I", 8);
    set_static_int(uc, "PAGE_SIZE", "I", sysconf(_SC_PAGESIZE));
    set_static_int(uc, "BIG_ENDIAN", "Z", 0);
    set_static_int(uc, "UNALIGNED_ACCESS", "Z", 1);
    set_static_int(uc, "DATA_CACHE_LINE_FLUSH_SIZE", "I", 0);
    if (!init_class(th, WK.reflect_Method) || !init_class(th, must_load(th, "java/lang/ref/Finalizer")) ||
        !init_class(th, WK.Reference))
        return false;
    /* HotSpot's threads of the system group that programs see, with the
     * thread ids they have there (and those of its hidden threads skipped), so
     * that Common-Cleaner and the program's threads get HotSpot's ids. */
    if (!start_vm_thread(th, "Signal Dispatcher", &vm_signal_dispatcher))
        return false;
    bump_thread_ids(th, 5); /* Service Thread, Monitor Deflation Thread, C2 and C1 CompilerThread0, Sweeper thread */
    if (!start_vm_thread(th, "Notification Thread", NULL))
        return false;
    if (!call_static(th, "java/lang/System", "initPhase1", "()V", NULL, NULL))
        return false;
    static const char *errors[] = {"java/lang/OutOfMemoryError", "java/lang/NullPointerException",
                                   "java/lang/ClassCastException", "java/lang/ArrayStoreException",
                                   "java/lang/ArithmeticException", "java/lang/StackOverflowError",
                                   "java/lang/IllegalMonitorStateException", "java/lang/IllegalArgumentException"};
    for (size_t i = 0; i < ARRAY_LEN(errors); i++)
        if (!init_class(th, must_load(th, errors[i])))
            return false;
    if (!exc_init_prealloc(th))
        return false;
    if (!init_class(th, WK.MethodHandle) || !init_class(th, WK.ResolvedMethodName) || !init_class(th, WK.MemberName) ||
        !init_class(th, WK.MethodHandleNatives))
        return false;
    Slot r;
    /* As HotSpot: a failure (a module not found ...) is printed by
     * initPhase2 on stdout as "Error occurred during initialization of boot
     * layer" and the exception's toString(), and the VM exits with 1. */
    if (!call_static(th, "java/lang/System", "initPhase2", "(ZZ)I", (Slot[2]){{.i = 0}, {.i = 0}}, &r))
        return false;
    if (r.i != 0) {
        fflush(stdout);
        return false;
    }
    loader_boot_layer_defined();
    if (!call_static(th, "java/lang/System", "initPhase3", "()V", NULL, NULL))
        return false;
    if (!call_static(th, "java/lang/ClassLoader", "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r))
        return false;
    vm_booted = true;
    RTI_HOOK(vm_start, th);
    *out = th;
    return true;
fail:
    report_boot_failure(th, "startup");
    return false;
}

/* ---- Running main and shutting down ------------------------------------------ */

void vm_thread_ended(Thread *th);
void vm_thread_ended(Thread *th)
{
    /* DestroyJavaVM waits for the last non-daemon thread; it re-checks when woken. */
    if (!th->daemon && vm_main_thread && vm_main_thread->blocker == (void *)&main_group)
        sched_wakeup(vm_main_thread);
}

Object *boot_main_group(void);
Object *boot_main_group(void) { return main_group; }

void vm_exit(Thread *th, int status)
{
    int program_status = status;
    if (!vm_exiting) {
        /* A tool may undo the run instead (the tester backs up here). */
        RTI_HOOK(program_exit, th, status);
        if (g_ckpt_pending)
            ckpt_service(th); /* a return does not come back */
        vm_exiting = true;
        RTI_HOOK(vm_death, th);
        rti_write_report();
        /* ThreadSanitizer's convention: 66 when a tool reported a finding;
         * but a run stopped by a signal (the JDK's handler exits with 128 +
         * its number) keeps that status, so that a script can tell it was
         * killed (Eraser's 66 after SIGTERM, hunt 9). */
        if (rti_findings() && !(status > 128 && rti_stop_signal()))
            status = 66;
    }
    fflush(stdout);
    fflush(stderr);
    rp_finish(program_status); /* the program's own status: tools may differ in a replay */
    exit(status);
}

static void uncaught(Thread *th, Object *exc)
{
    RTI_HOOK(uncaught_exception, th, exc);
    thread_dispatch_uncaught(th, exc);
}

void boot_show_settings(Thread *th, const char *opt, size_t initial_heap, size_t max_heap, size_t stack)
{
    Object *jopt = str_new_cstr(th, opt);
    if (!jopt)
        return;
    Slot args[8] = {{.i = 1}, {.a = jopt}};
    args[2].j = (int64_t)initial_heap; /* a long takes two slots */
    args[4].j = (int64_t)max_heap;
    args[6].j = (int64_t)stack;
    call_static(th, "sun/launcher/LauncherHelper", "showSettings", "(ZLjava/lang/String;JJJ)V", args, NULL);
    exc_take(th);
}

/* LauncherHelper's launch modes */
enum { LM_CLASS = 1, LM_JAR = 2, LM_MODULE = 3, LM_SOURCE = 4 };

bool boot_launcher_helper(Thread *th, const char *name, const char *arg)
{
    if (!arg)
        return call_static(th, "sun/launcher/LauncherHelper", name, "()V", NULL, NULL);
    Object *s = str_new_cstr(th, arg);
    return s && call_static(th, "sun/launcher/LauncherHelper", name, "(Ljava/lang/String;)V", (Slot[1]){{.a = s}},
                            NULL);
}

bool boot_start_management_agent(Thread *th)
{
    /* As HotSpot's Threads::create_vm: an exception from startAgent (a
     * configuration problem, which the agent has printed) ends the VM with
     * status 1 and nothing more. */
    Class *c = must_load(th, "jdk/internal/agent/Agent");
    if (!init_class(th, c))
        return false;
    Method *m = cf_find_method(c, sym_c("startAgent"), sym_c("()V"));
    if (!m) {
        fprintf(stderr, "Error occurred during initialization of VM\n"
                        "Management agent initialization failure: class jdk.internal.agent.Agent not found.\n");
        return false;
    }
    if (interp_call(th, m, NULL, NULL))
        return true;
    (void)exc_take(th); /* printed; boot_destroy calls Java, which a pending exception must not meet */
    return false;
}

int boot_run_main(Thread *th)
{
    Slot r;
    const char *what = vm_opts.jar ? vm_opts.jar : vm_opts.main_class;
    int mode = vm_opts.jar ? LM_JAR : vm_opts.module_mode ? LM_MODULE : vm_opts.source_mode ? LM_SOURCE : LM_CLASS;
    Object *jname = platform_string(th, what);
    if (!jname)
        return 1;
    /* As java's LoadMainClass: LauncherHelper reports a class it cannot
     * find or load and exits; any other exception from it (an InternalError
     * of a module that is missing, a broken java.security) is "a JNI
     * error" and the exception as JNI's ExceptionDescribe prints it, on
     * stderr, status 1. */
    Class *helper = loader_load(th, NULL, sym_c("sun/launcher/LauncherHelper"));
    Method *load = helper ? cf_find_method(helper, sym_c("checkAndLoadMain"),
                                           sym_c("(ZILjava/lang/String;)Ljava/lang/Class;"))
                          : NULL;
    if (!load || !clinit_ensure(th, helper) ||
        !interp_call(th, load, (Slot[3]){{.i = 1}, {.i = mode}, {.a = jname}}, &r)) {
        fflush(stdout);
        fprintf(stderr, "Error: A JNI error has occurred, please check your installation and try again\n");
        exc_describe_pending(th);
        return 1;
    }
    Class *mc = mirror_class(r.a);
    if (!mc)
        return 1;
    /* As JNI GetStaticMethodID: a main inherited from a superclass counts. */
    Method *mm = class_find_method(mc, sym_c("main"), sym_c("([Ljava/lang/String;)V"));
    if (!mm || !(mm->access & ACC_STATIC)) {
        fprintf(stderr, "Error: Main method not found in class %s\n", mc->name);
        return 1;
    }
    Object *args = arr_new(th, WK.arr_String, vm_opts.argc);
    if (!args)
        return 1;
    if (vm_opts.dry_run) /* java's --dry-run: the VM and the main class, no main */
        return 0;
    for (int i = 0; i < vm_opts.argc; i++) {
        Object *s = platform_string(th, vm_opts.argv[i]);
        if (!s)
            return 1;
        ARR_AT(args, Object *, i) = s;
    }
    int status = 0;
    obj_hash_reseed_for_main(vm_opts.jar != NULL, mc);
    if (!clinit_ensure(th, mc) || !interp_call(th, mm, (Slot[]){{.a = args}}, NULL)) {
        uncaught(th, exc_take(th));
        status = 1;
    }
    return status;
}

/* DestroyJavaVM: the main thread ends like any thread, then waits for the other
 * non-daemon threads and runs the shutdown sequence. */
void boot_destroy(Thread *th, int status)
{
    exit_status = status;
    Object *djvm_name = str_new_cstr(th, "DestroyJavaVM");
    Object *djvm = NULL;
    if (djvm_name) {
        djvm = obj_new(th, WK.Thread);
        if (djvm) {
            FIELD_AT(djvm, int32_t, g_thread_fields.priority) = 5;
            Method *init = cf_find_method(WK.Thread, S.init, sym_c("(Ljava/lang/ThreadGroup;Ljava/lang/String;)V"));
            if (!init || !interp_call(th, init, (Slot[3]){{.a = djvm}, {.a = main_group}, {.a = djvm_name}}, NULL))
                djvm = NULL;
        }
    }
    exc_take(th);
    thread_terminate(th);
    if (djvm) {
        thread_bind(th, djvm);
        obj_set_long(djvm, g_thread_fields.eetop, (int64_t)(uintptr_t)th);
    }
    th->daemon = false;
    while (sched_live_nondaemon() > 1) {
        th->blocker = (void *)&main_group;
        sched_block(th, TS_WAITING);
        th->blocker = NULL;
    }
    Slot r;
    Class *sd = loader_load(th, NULL, sym_c("java/lang/Shutdown"));
    if (sd && clinit_ensure(th, sd))
        interp_call_named(th, sd, "shutdown", "()V", NULL, &r);
    exc_take(th);
    vm_exit(th, exit_status);
}
