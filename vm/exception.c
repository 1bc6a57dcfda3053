/* Throwing Java exceptions from C, backtraces and stack trace elements.
 *
 * An exception is created by running its Java constructor, which calls
 * Throwable.fillInStackTrace(int) (Throwable_fillInStackTrace below). The
 * backtrace is a long[] of (Method*, bci) pairs, innermost first; methods are
 * never unloaded, so the raw pointers stay valid. The frames of
 * fillInStackTrace itself and of the throwable's constructors are skipped, as
 * HotSpot does, and at most -XX:MaxJavaStackTraceDepth frames are kept (1024;
 * 0 is all). With -XX:-StackTraceInThrowable there is no backtrace at all. */
#include <errno.h>
#include <stdarg.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "natives/natives.h"
#include "vm/loader.h"
#include "vm/module.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/rti_hooks.h"
#include "vm/sched.h"
#include "vm/thread.h"


static uint32_t off_backtrace, off_depth, off_detail;
static int creating; /* nesting of exception construction (guards against loops) */
/* The OutOfMemoryErrors the VM throws itself. As HotSpot 17, only the first
 * OOM_TRACES of them get a stack trace (two, of every kind together: its
 * PreallocatedOutOfMemoryErrorCount is 4, and a failure takes two); later
 * ones, and any while an exception is being built, are one shared error per
 * kind with its message and an empty stack trace. Those are roots. Every one
 * refuses a cause and drops suppressed exceptions (HotSpot's are made so:
 * before, the shared error kept what the program added to it, and every
 * later OutOfMemoryError showed it; hunt 15 J7). */
enum { OOM_HEAP, OOM_ARRAY_SIZE, N_OOM };
#define OOM_TRACES 2
static const char *const oom_msg[N_OOM] = {"Java heap space", "Requested array size exceeds VM limit"};
static Object *prealloc_oom[N_OOM];
static int oom_traces_left = OOM_TRACES;

static void offsets(void)
{
    if (off_backtrace)
        return;
    off_backtrace = field_offset(WK.Throwable, "backtrace", "Ljava/lang/Object;");
    off_depth = field_offset(WK.Throwable, "depth", "I");
    off_detail = field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;");
}

Object *exc_take(Thread *th)
{
    Object *e = th->exc;
    th->exc = NULL;
    return e;
}

bool exc_throw_obj(Thread *th, Object *exc)
{
    th->exc = exc;
    RTI_HOOK(exception_throw, th, exc);
    if (vm_opts.trace_exceptions) {
        char *m = NULL;
        if (WK.Throwable && off_detail)
            m = str_to_cstr(FIELD_AT(exc, Object *, off_detail));
        fprintf(stderr, "[exception] %s: %s\n", exc->cls->name, m ? m : "");
        free(m);
    }
    return false;
}

/* No constructor to build cls with: HotSpot's NoSuchMethodError for the
 * (String) one (with_msg) or the no-argument one. */
static void no_constructor(Thread *th, Class *cls, bool with_msg)
{
    char *dn = class_java_name(cls);
    exc_throw(th, "java/lang/NoSuchMethodError", "%s: method 'void <init>(%s)' not found", dn,
              with_msg ? "java.lang.String" : "");
    free(dn);
}

/* Build an exception of class cls with message msg (a Java string or NULL) and
 * cause (or NULL), by its constructor. Returns NULL when construction threw
 * (that exception is then pending). */
static Object *make(Thread *th, Class *cls, Object *msg, Object *cause)
{
    if (!class_ready(th, cls))
        return NULL;
    Object *e = obj_new(th, cls);
    if (!e)
        return NULL;
    Method *init = NULL;
    Slot args[3] = {{.a = e}, {.a = msg}, {.a = cause}};
    if (cause)
        init = cf_find_method(cls, S.init, sym_c("(Ljava/lang/String;Ljava/lang/Throwable;)V"));
    if (!init && msg)
        init = cf_find_method(cls, S.init, sym_c("(Ljava/lang/String;)V"));
    if (!init && !msg) {
        init = cf_find_method(cls, S.init, S.V_V);
        if (!init)
            init = cf_find_method(cls, S.init, sym_c("(Ljava/lang/String;)V"));
    }
    if (!init) {
        no_constructor(th, cls, msg != NULL);
        return NULL;
    }
    if (!interp_call(th, init, args, NULL))
        return NULL;
    if (cause && init->desc != sym_c("(Ljava/lang/String;Ljava/lang/Throwable;)V")) {
        Slot r;
        interp_call_named(th, cls, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;",
                          (Slot[]){{.a = e}, {.a = cause}}, &r);
        th->exc = NULL;
    }
    return e;
}

static bool throw_msg(Thread *th, Class *cls, const char *cname, const char *msg, Object *cause)
{
    if (!vm_can_throw) {
        fprintf(stderr, "rivet: %s%s%s during early boot\n", cname, msg ? ": " : "", msg ? msg : "");
        vm_panic("cannot continue");
    }
    if (creating > 4) {
        /* Exceptions while making exceptions: give up on messages. */
        if (!prealloc_oom[OOM_HEAP])
            vm_panic("recursive failure creating %s: %s", cname, msg ? msg : "");
        return exc_throw_obj(th, prealloc_oom[OOM_HEAP]);
    }
    Object *pending = th->exc;
    th->exc = NULL;
    (void)pending;
    /* What builds the exception holds references in its C frames. */
    if (th->holes)
        th->holes->clean = false;
    creating++;
    /* A StackOverflowError needs the reserve zone to be constructed. */
    Slot *saved_end = th->stack_end;
    if (!th->in_soe && cls && strcmp(cls->name, "java/lang/StackOverflowError") == 0) {
        th->in_soe = true;
        th->stack_end = th->stack_hard_end - 512;
    }
    if (!cls)
        cls = loader_load(th, NULL, sym_c(cname));
    Object *e = NULL;
    if (cls) {
        Object *jmsg = NULL;
        if (msg)
            jmsg = str_new_cstr(th, msg);
        if (!msg || jmsg)
            e = make(th, cls, jmsg, cause);
    }
    if (th->stack_end != saved_end) {
        th->stack_end = saved_end;
        th->in_soe = false;
    }
    creating--;
    if (!e) {
        if (!th->exc)
            vm_panic("could not create %s", cname);
        return exc_throw_obj(th, th->exc);
    }
    return exc_throw_obj(th, e);
}

bool exc_throw_new(Thread *th, Class *cls, const char *msg)
{
    /* HotSpot's jni_ThrowNew: the (String) constructor, or with no message
     * the no-argument one, declared by the class itself, whatever its
     * access; no other (a class with neither was a VM abort here, and a
     * NULL message fell back to the (String) constructor). */
    Sym desc = msg ? sym_c("(Ljava/lang/String;)V") : S.V_V;
    Method *init = cls->kind == CK_INSTANCE ? cf_find_method(cls, S.init, desc) : NULL;
    if (!init) {
        bool throwable = WK.Throwable && (cls == WK.Throwable || class_is_subclass(cls, WK.Throwable));
        if (msg && !throwable) { /* (HotSpot's words for a class that is no Throwable) */
            char *dn = class_java_name(cls);
            exc_throw(th, "java/lang/NoSuchMethodError", "'void %s.<init>(java.lang.String)'", dn);
            free(dn);
        } else {
            no_constructor(th, cls, msg != NULL);
        }
        return false;
    }
    if (!class_ready(th, cls))
        return false;
    Object *e = obj_new(th, cls);
    if (!e)
        return false;
    Object *jmsg = NULL;
    if (msg && !(jmsg = str_new_cstr(th, msg)))
        return false;
    if (!interp_call(th, init, (Slot[]){{.a = e}, {.a = jmsg}}, NULL))
        return false; /* what the constructor threw */
    return exc_throw_obj(th, e);
}

bool exc_throw(Thread *th, const char *cls_name, const char *fmt, ...)
{
    char buf[1024];
    const char *msg = NULL;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        msg = buf;
    }
    Class *cls = WK.Object ? loader_find(NULL, sym_c(cls_name)) : NULL;
    if (strcmp(cls_name, "java/lang/StackOverflowError") == 0 && !cls)
        cls = loader_load_boot(th, sym_c(cls_name));
    return throw_msg(th, cls, cls_name, msg, NULL);
}

bool exc_throw_cls(Thread *th, Class *cls, const char *fmt, ...)
{
    char buf[1024];
    const char *msg = NULL;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(buf, sizeof buf, fmt, ap);
        va_end(ap);
        msg = buf;
    }
    return throw_msg(th, cls, cls->name, msg, NULL);
}

bool exc_throw_cause(Thread *th, const char *cls_name, Object *cause, const char *msg)
{
    return throw_msg(th, NULL, cls_name, msg, cause);
}

bool exc_throw_cls_cause(Thread *th, Class *cls, Object *cause, const char *msg)
{
    return throw_msg(th, cls, cls->name, msg, cause);
}

bool exc_npe(Thread *th, const char *msg) { return exc_throw(th, "java/lang/NullPointerException", msg ? "%s" : NULL, msg); }

/* The commands of -XX:OnOutOfMemoryError, separated by ';', each run by
 * /bin/sh -c and waited for, with %p the process id and %% a '%' (HotSpot's
 * VM_ReportJavaOutOfMemory, on its stdout). */
static void run_oom_commands(const char *msg)
{
    printf("#\n# java.lang.OutOfMemoryError: %s\n# -XX:OnOutOfMemoryError=\"%s\"\n", msg, vm_opts.on_oom_error);
    for (const char *p = vm_opts.on_oom_error;;) {
        while (*p == ' ' || *p == ';')
            p++;
        if (!*p)
            break;
        Buf cmd = {0};
        for (; *p && *p != ';'; p++) {
            if (p[0] == '%' && p[1] == 'p') {
                char pid[32];
                snprintf(pid, sizeof pid, "%d", (int)getpid());
                buf_puts(&cmd, pid);
                p++;
            } else if (p[0] == '%' && p[1] == '%') {
                buf_putc(&cmd, '%');
                p++;
            } else {
                buf_putc(&cmd, *p);
            }
        }
        printf("#   Executing /bin/sh -c \"%s\"...\n", buf_cstr(&cmd));
        fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            execl("/bin/sh", "sh", "-c", buf_cstr(&cmd), (char *)NULL);
            _exit(127);
        }
        if (pid < 0)
            printf("os::fork_and_exec failed: %s (errno=%d)\n", strerror(errno), errno);
        else
            while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
                ;
        buf_free(&cmd);
    }
    fflush(stdout);
}

/* -XX:+CrashOnOutOfMemoryError: HotSpot's line, then a fatal-error banner
 * (in Rivet's words) on stdout, a report file hs_err_pid<pid>.log in the
 * working directory (the command line and every thread's stack), and an
 * abort (status 134, a core dump where they are on). */
static void crash_on_oom(Thread *th, const char *msg)
{
    printf("Aborting due to java.lang.OutOfMemoryError: %s\n", msg);
    printf("#\n# A fatal error has been detected by the Rivet VM:\n#\n"
           "#  fatal error: OutOfMemory encountered: %s (-XX:+CrashOnOutOfMemoryError), pid=%d\n#\n",
           msg, (int)getpid());
    char path[64], cwd[4096];
    snprintf(path, sizeof path, "hs_err_pid%d.log", (int)getpid());
    FILE *f = fopen(path, "w");
    if (f) {
        fprintf(f, "# Rivet VM fatal error: OutOfMemory encountered: %s (-XX:+CrashOnOutOfMemoryError)\n#\n"
                   "Command line:", msg);
        for (int i = 0; i < vm_opts.launcher_argc; i++)
            fprintf(f, " %s", vm_opts.launcher_argv[i]);
        fprintf(f, "\n\n");
        mgmt_write_thread_dump(f, th);
        fclose(f);
        printf("# An error report file with more information is saved as:\n# %s/%s\n#\n",
               getcwd(cwd, sizeof cwd) ? cwd : ".", path);
    }
    fflush(stdout);
    fflush(stderr);
    abort();
}

/* HotSpot's report_java_out_of_memory, at the first OutOfMemoryError the VM
 * throws for the heap or an array's size: -XX:OnOutOfMemoryError's commands,
 * then -XX:+CrashOnOutOfMemoryError's abort, or
 * -XX:+ExitOnOutOfMemoryError's exit with status 3, no hooks run. */
static void report_java_oom(Thread *th, const char *msg)
{
    static bool reported;
    if (reported)
        return;
    reported = true;
    if (vm_opts.on_oom_error && *vm_opts.on_oom_error)
        run_oom_commands(msg);
    if (vm_opts.crash_on_oom)
        crash_on_oom(th, msg);
    if (vm_opts.exit_on_oom) {
        printf("Terminating due to java.lang.OutOfMemoryError: %s\n", msg);
        fflush(stdout);
        _exit(3);
    }
}

/* The error, its message and its backtrace are built from the heap's reserve
 * (the heap may be exhausted), so the program sees the usual error, which it
 * may catch. */
/* An error the VM made: its cause is set (to none) and suppression is off. */
static void vm_made(Object *e)
{
    static uint32_t off_cause, off_suppressed;
    if (!off_cause) {
        off_cause = field_offset(WK.Throwable, "cause", "Ljava/lang/Throwable;");
        off_suppressed = field_offset(WK.Throwable, "suppressedExceptions", "Ljava/util/List;");
    }
    obj_set_ref(e, off_cause, NULL);
    obj_set_ref(e, off_suppressed, NULL);
}

static bool throw_oom(Thread *th, int kind)
{
    report_java_oom(th, oom_msg[kind]);
    Object *shared = prealloc_oom[kind];
    if (shared && (creating || oom_traces_left <= 0))
        return exc_throw_obj(th, shared);
    if (shared)
        oom_traces_left--;
    bool reserve = heap_reserve_begin(th);
    exc_throw(th, "java/lang/OutOfMemoryError", "%s", oom_msg[kind]);
    if (reserve)
        heap_reserve_end(th);
    if (th->exc && th->exc->cls->name == sym_c("java/lang/OutOfMemoryError"))
        vm_made(th->exc);
    return false;
}

bool exc_oom(Thread *th) { return throw_oom(th, OOM_HEAP); }
bool exc_oom_array_size(Thread *th) { return throw_oom(th, OOM_ARRAY_SIZE); }

static void scan_roots(void *arg)
{
    (void)arg;
    for (int k = 0; k < N_OOM; k++)
        heap_mark(prealloc_oom[k]);
}

bool exc_init(Thread *th);
bool exc_init(Thread *th)
{
    (void)th;
    offsets();
    heap_add_roots(scan_roots, NULL);
    /* A return to a checkpoint taken while an exception was being built
     * abandons the C frames that would count `creating` down: it stayed up,
     * and after five such returns every exception the VM threw was the
     * shared OutOfMemoryError (random file operations under dense
     * checkpoints, CkptFilesFuzz). The traced errors left are counted as in
     * the run the return goes back to. */
    ckpt_register_state(&creating, sizeof creating);
    ckpt_register_state(&oom_traces_left, sizeof oom_traces_left);
    return true;
}

/* Build the shared OutOfMemoryErrors, once their classes and String can be
 * initialised. */
bool exc_init_prealloc(Thread *th);
bool exc_init_prealloc(Thread *th)
{
    Class *c = loader_load(th, NULL, sym_c("java/lang/OutOfMemoryError"));
    if (!c)
        return false;
    for (int k = 0; k < N_OOM; k++) {
        Object *msg = str_new_cstr(th, oom_msg[k]);
        Object *e = msg ? make(th, c, msg, NULL) : NULL;
        Object *empty = e ? arr_new_ref(th, WK.StackTraceElement, 0) : NULL;
        if (!empty || !interp_call_named(th, WK.Throwable, "setStackTrace", "([Ljava/lang/StackTraceElement;)V",
                                         (Slot[]){{.a = e}, {.a = empty}}, NULL))
            return false;
        vm_made(e);
        prealloc_oom[k] = e;
    }
    return true;
}

/* ---- Backtraces ----------------------------------------------------------- */

static bool frame_hidden(const Frame *f)
{
    return (f->m->mflags & MF_HIDDEN) || (f->m->cls->cflags & CF_HIDDEN);
}

/* Frames of the current thread as (Method*, bci) pairs, skipping the frames of
 * fillInStackTrace and of the throwable's own constructors, and hidden ones.
 * When the top frame is hidden, one more element follows the pairs (the
 * length is odd): as HotSpot's backtrace records it, so that no helpful
 * NullPointerException message is made from the first visible frame, which
 * is not where the exception happened. */
Object *exc_backtrace(Thread *th, Object *throwable, int32_t *depth);
Object *exc_backtrace(Thread *th, Object *throwable, int32_t *depth)
{
    Frame *fr = th->top;
    /* Skip fillInStackTrace frames. */
    while (fr && fr->m && strcmp(fr->m->name, "fillInStackTrace") == 0 && (fr->m->cls->cflags & CF_THROWABLE))
        fr = fr->prev;
    /* Skip the constructors of the throwable. */
    while (fr && fr->m && fr->m->name == S.init && throwable && class_is_subclass(throwable->cls, fr->m->cls))
        fr = fr->prev;
    int32_t n = 0, max = vm_opts.max_trace_depth > 0 ? vm_opts.max_trace_depth : INT32_MAX;
    bool hidden_top = false, seen = false;
    for (Frame *f = fr; f && n < max; f = f->prev) {
        if (!f->m)
            continue;
        bool hidden = frame_hidden(f);
        hidden_top |= !seen && hidden;
        seen = true;
        n += !hidden;
    }
    Object *bt = arr_new_prim(th, 'J', n * 2 + hidden_top);
    if (!bt)
        return NULL;
    int32_t i = 0;
    for (Frame *f = fr; f && i < n; f = f->prev) {
        if (!f->m || frame_hidden(f))
            continue;
        ARR_AT(bt, int64_t, 2 * i) = (int64_t)(uintptr_t)f->m;
        ARR_AT(bt, int64_t, 2 * i + 1) = (f->flags & FR_NATIVE) ? -1 : (int64_t)(f->pc - f->m->code);
        i++;
    }
    *depth = n;
    return bt;
}

void exc_fill_in(Thread *th, Object *throwable);
void exc_fill_in(Thread *th, Object *throwable)
{
    offsets();
    if (!vm_opts.stack_trace_in_throwable)
        return;
    int32_t depth = 0;
    Object *bt = exc_backtrace(th, throwable, &depth);
    if (!bt)
        return;
    obj_set_ref(throwable, off_backtrace, bt);
    obj_set_int(throwable, off_depth, depth);
}

/* The (method, bci) of frame i of a throwable's backtrace. */
bool exc_backtrace_frame(Object *throwable, int32_t i, Method **m, int32_t *bci);
bool exc_backtrace_frame(Object *throwable, int32_t i, Method **m, int32_t *bci)
{
    offsets();
    Object *bt = FIELD_AT(throwable, Object *, off_backtrace);
    if (!bt || bt->cls->elem_type != 'J' || 2 * i + 1 >= arr_len(bt))
        return false;
    *m = (Method *)(uintptr_t)ARR_AT(bt, int64_t, 2 * i);
    *bci = (int32_t)ARR_AT(bt, int64_t, 2 * i + 1);
    return true;
}

/* Whether the throwable's top frame was hidden (exc_backtrace). */
bool exc_backtrace_hidden_top(Object *throwable);
bool exc_backtrace_hidden_top(Object *throwable)
{
    offsets();
    Object *bt = FIELD_AT(throwable, Object *, off_backtrace);
    return bt && bt->cls->elem_type == 'J' && (arr_len(bt) & 1);
}

static int line_of(Method *m, int32_t bci)
{
    /* An overpass (link.c) is a native here but bytecode without line
     * numbers on HotSpot: "C.m(C.java)", not "(Native Method)". */
    if (bci < 0)
        return (m->mflags & MF_OVERPASS) ? -1 : -2;
    return cf_line_of(m, (uint32_t)bci);
}

/* "java.base@17.0.15/" for a class of a named module (its version, when it
 * has one: ModuleDescriptor.rawVersion), "" for an unnamed one; a boot
 * class before the module system has made java.base's Module is java.base's. */
void exc_module_prefix(Class *cls, char *buf, size_t size)
{
    buf[0] = 0;
    Object *mod = module_of(cls);
    if (!mod) {
        if (!cls->loader)
            snprintf(buf, size, "java.base/");
        return;
    }
    Object *name = FIELD_AT(mod, Object *, field_offset(mod->cls, "name", "Ljava/lang/String;"));
    if (!name)
        return;
    char *n = str_to_cstr(name), *v = NULL;
    Object *desc = FIELD_AT(mod, Object *, field_offset(mod->cls, "descriptor", "Ljava/lang/module/ModuleDescriptor;"));
    if (desc) {
        Object *ver = FIELD_AT(desc, Object *,
                               field_offset(desc->cls, "version", "Ljava/lang/module/ModuleDescriptor$Version;"));
        Object *vs = ver ? FIELD_AT(ver, Object *, field_offset(ver->cls, "version", "Ljava/lang/String;"))
                         : FIELD_AT(desc, Object *, field_offset(desc->cls, "rawVersionString", "Ljava/lang/String;"));
        v = vs ? str_to_cstr(vs) : NULL;
    }
    snprintf(buf, size, "%s%s%s/", n ? n : "", v ? "@" : "", v ? v : "");
    free(n);
    free(v);
}

/* As HotSpot's java_lang_Throwable::print_stack_trace (what it prints when
 * the VM cannot start): the class and message, every frame with its module
 * and version, then each cause (Throwable.getCause) with all its frames. */
void exc_describe_pending(Thread *th)
{
    Object *e = exc_take(th);
    if (!e)
        return;
    /* The throwable's own printStackTrace prints its causes and suppressed
     * ones; an exception from it is thrown away, as HotSpot does. */
    Class *td = loader_find(NULL, sym_c("java/lang/ThreadDeath"));
    if (td && obj_instance_of(e, td))
        return;
    char name[256];
    fflush(stdout);
    fprintf(stderr, "Exception in thread \"%s\" ", thread_name(th, name, sizeof name));
    fflush(stderr);
    if (!interp_call_named(th, e->cls, "printStackTrace", "()V", (Slot[]){{.a = e}}, NULL))
        th->exc = NULL;
}

void exc_describe(Thread *th, Object *exc, FILE *out)
{
    offsets();
    const char *prefix = "";
    for (int n = 0; exc && n < 1024; n++) {
        char *cn = class_java_name(exc->cls);
        char *msg = str_to_cstr(FIELD_AT(exc, Object *, off_detail));
        fprintf(out, "%s%s%s%s\n", prefix, cn, msg ? ": " : "", msg ? msg : "");
        free(cn);
        free(msg);
        int32_t depth = FIELD_AT(exc, int32_t, off_depth);
        if (!FIELD_AT(exc, Object *, off_backtrace)) {
            fprintf(out, "\t<<no stack trace available>>\n");
            return;
        }
        for (int32_t i = 0; i < depth; i++) {
            Method *m;
            int32_t bci;
            if (!exc_backtrace_frame(exc, i, &m, &bci))
                break;
            char *c = class_java_name(m->cls);
            char mod[256];
            exc_module_prefix(m->cls, mod, sizeof mod);
            int line = line_of(m, bci);
            if (line == -2)
                fprintf(out, "\tat %s.%s(%sNative Method)\n", c, m->name, mod);
            else if (m->cls->source_file && line >= 0)
                fprintf(out, "\tat %s.%s(%s%s:%d)\n", c, m->name, mod, m->cls->source_file, line);
            else if (m->cls->source_file)
                fprintf(out, "\tat %s.%s(%s%s)\n", c, m->name, mod, m->cls->source_file);
            else
                fprintf(out, "\tat %s.%s(%sUnknown Source)\n", c, m->name, mod);
            free(c);
        }
        /* The cause as getCause() answers (InvocationTargetException's is
         * its target); an exception from it ends the trace, as in HotSpot. */
        Slot r = {.a = NULL};
        if (!interp_call_named(th, exc->cls, "getCause", "()Ljava/lang/Throwable;", (Slot[]){{.a = exc}}, &r)) {
            exc_take(th);
            return;
        }
        exc = r.a;
        prefix = "Caused by: ";
    }
}

int exc_line_of(Method *m, int32_t bci);
int exc_line_of(Method *m, int32_t bci) { return line_of(m, bci); }
