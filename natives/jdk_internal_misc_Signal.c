/* jdk.internal.misc.Signal natives. Java handlers are recorded; a signal that
 * arrives for one is dispatched by the scheduler on a new thread running
 * Signal.dispatch, as HotSpot's Signal Dispatcher thread does. */
#include <signal.h>
#include <string.h>

#include "vm/loader.h"
#include "natives/natives.h"
#include "checkpoint/replay.h"
#include "vm/sched.h"

static const struct {
    const char *name;
    int num;
} signals[] = {
    {"HUP", SIGHUP}, {"INT", SIGINT}, {"QUIT", SIGQUIT}, {"ILL", SIGILL}, {"TRAP", SIGTRAP}, {"ABRT", SIGABRT},
    {"BUS", SIGBUS}, {"FPE", SIGFPE}, {"KILL", SIGKILL}, {"USR1", SIGUSR1}, {"SEGV", SIGSEGV}, {"USR2", SIGUSR2},
    {"PIPE", SIGPIPE}, {"ALRM", SIGALRM}, {"TERM", SIGTERM}, {"CHLD", SIGCHLD}, {"CONT", SIGCONT},
    {"STOP", SIGSTOP}, {"TSTP", SIGTSTP}, {"TTIN", SIGTTIN}, {"TTOU", SIGTTOU}, {"URG", SIGURG},
    {"XCPU", SIGXCPU}, {"XFSZ", SIGXFSZ}, {"VTALRM", SIGVTALRM}, {"PROF", SIGPROF}, {"WINCH", SIGWINCH},
    {"IO", SIGIO}, {"PWR", SIGPWR}, {"SYS", SIGSYS},
};


volatile sig_atomic_t signal_pending[65];
volatile sig_atomic_t signal_pending_any;
volatile sig_atomic_t signal_stop; /* the last SIGHUP, SIGINT or SIGTERM received (rti_stop_signal) */
int64_t signal_java_handler[65];

static void on_signal(int sig)
{
    if (sig > 0 && sig < 65) {
        if (sig == SIGHUP || sig == SIGINT || sig == SIGTERM)
            signal_stop = sig;
        signal_pending[sig] = 1;
        signal_pending_any = 1;
        /* Reach a scheduling decision soon; a lost race only delays it to
         * the end of the time slice. A recorded run keeps its time slices:
         * the log has where they end, not where a signal came. */
        if (vm_current && g_rp_mode == RP_OFF)
            vm_current->budget = 0;
    }
}

/* Run Signal.dispatch(sig) on th (while it reaches a scheduling decision):
 * it starts a thread running the Java handler, as HotSpot's Signal
 * Dispatcher does. Thread.currentThread() is the Signal Dispatcher's
 * java.lang.Thread meanwhile, so that the handler's thread is its child, as
 * in HotSpot: a daemon of priority 9 in the system group, inheriting none of
 * the interrupted thread's inheritable thread locals. */
void signals_dispatch_one(Thread *th, int sig)
{
    if (sig == SIGQUIT) { /* the VM's own: a thread dump, as HotSpot prints one */
        mgmt_write_thread_dump(stdout, th);
        return;
    }
    Class *c = loader_find(NULL, sym_c("jdk/internal/misc/Signal"));
    if (!c)
        return;
    Object *pending = exc_take(th);
    uint8_t state = th->state;
    th->state = TS_RUNNABLE;
    Object *self = th->jthread;
    if (vm_signal_dispatcher)
        th->jthread = vm_signal_dispatcher;
    interp_call_named(th, c, "dispatch", "(I)V", (Slot[]){{.i = sig}}, NULL);
    th->jthread = self;
    th->state = state;
    exc_take(th);
    th->exc = pending;
}

/* Each pending signal (logged when recording; a replay takes its signals
 * from the log instead, see vm/sched.c). */
void signals_dispatch(Thread *th)
{
    if (!signal_pending_any || !vm_booted)
        return;
    signal_pending_any = 0;
    for (int sig = 1; sig < 65; sig++) {
        if (!signal_pending[sig])
            continue;
        signal_pending[sig] = 0;
        if (g_rp_mode == RP_REPLAY)
            continue;
        if (g_rp_mode == RP_RECORD)
            rp_log_signal(sig);
        signals_dispatch_one(th, sig);
    }
}

/* As HotSpot unless -Xrs: SIGQUIT prints a thread dump (at the next
 * scheduling decision) and the program goes on. Called as the VM boots. */
void signals_init(void)
{
    /* As HotSpot's start-up: the shutdown signals and SIGQUIT are unblocked
     * whatever mask the parent left (a service manager or a shell that
     * blocked them would make `kill` do nothing), unless -Xrs. */
    if (!vm_opts.reduce_signals) {
        sigset_t s;
        sigemptyset(&s);
        sigaddset(&s, SIGHUP);
        sigaddset(&s, SIGINT);
        sigaddset(&s, SIGTERM);
        sigaddset(&s, SIGQUIT);
        sigprocmask(SIG_UNBLOCK, &s, NULL);
    }
    if (vm_opts.reduce_signals || g_rp_mode == RP_REPLAY) /* a replay's signals come from its log */
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = on_signal;
    sigaction(SIGQUIT, &sa, NULL);
}

NATIVE(findSignal0)
{
    (void)th;
    char *n = str_to_cstr(a[0].a);
    ret->i = -1;
    for (size_t i = 0; n && i < ARRAY_LEN(signals); i++)
        if (strcmp(n, signals[i].name) == 0)
            ret->i = signals[i].num;
    free(n);
}

NATIVE(handle0)
{
    (void)th;
    int sig = a[0].i;
    int64_t h = a[1].j;
    if (sig <= 0 || sig >= 65 || sig == SIGKILL || sig == SIGSTOP || sig == SIGSEGV || sig == SIGBUS ||
        sig == SIGFPE || sig == SIGILL || sig == SIGQUIT) {
        ret->j = -1;
        return;
    }
    /* -Xrs, as HotSpot: the shutdown signals keep their default action, so
     * Java code (the Terminator's shutdown hooks) cannot take them. */
    if (vm_opts.reduce_signals && (sig == SIGHUP || sig == SIGINT || sig == SIGTERM)) {
        ret->j = -1;
        return;
    }
    /* As HotSpot: a shutdown signal the VM was started with ignored
     * (`nohup`, a background job of a script) stays ignored, and the
     * answer says so; the Terminator's handler would end a `nohup`'d
     * program at hang-up. */
    if (sig == SIGHUP || sig == SIGINT || sig == SIGTERM) {
        struct sigaction cur;
        if (sigaction(sig, NULL, &cur) == 0 && !(cur.sa_flags & SA_SIGINFO) && cur.sa_handler == SIG_IGN) {
            ret->j = 1;
            return;
        }
    }
    int64_t old = signal_java_handler[sig];
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    if (h == 2) {
        /* A replay's signals come from the log; a real one (^C) acts as if
         * Java had no handler. */
        sa.sa_handler = g_rp_mode == RP_REPLAY ? SIG_DFL : on_signal;
    } else if (h == 1) {
        sa.sa_handler = SIG_IGN;
    } else {
        sa.sa_handler = SIG_DFL;
    }
    struct sigaction prev;
    if (sigaction(sig, &sa, &prev) != 0) {
        ret->j = -1;
        return;
    }
    signal_java_handler[sig] = h;
    if (old == 0 && prev.sa_handler == SIG_IGN)
        old = 1;
    ret->j = old;
}

NATIVE(raise0)
{
    (void)th;
    (void)ret;
    if (g_rp_mode != RP_REPLAY) /* in a replay the log brings the signal */
        raise(a[0].i);
}

NATIVES_TABLE(jdk_internal_misc_Signal, "jdk/internal/misc/Signal",
    {"findSignal0", "(Ljava/lang/String;)I", findSignal0},
    {"handle0", "(IJ)J", handle0},
    {"raise0", "(I)V", raise0},
);
