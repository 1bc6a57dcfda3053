/* java.lang.ProcessHandleImpl natives: the current pid, liveness and start times
 * from /proc, parents and children, waiting for and destroying processes.
 *
 * Waiting must not block the one OS thread all Java threads share: it polls
 * waitpid with WNOHANG, letting other Java threads run in between, and sleeps
 * for real (the child runs in real time) only when no other thread can run.
 *
 * Record/replay: process ids, start times, liveness and exit statuses are
 * inputs. A replay starts children again (their side effects happen again)
 * but shows the program the recorded pids and statuses; the pids are mapped
 * to the live children for waiting and signals. */
#include <dirent.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/natives.h"
#include "vm/sched.h"

/* Start time of a process in ms since the epoch, -1 when it does not exist, 0 if unknown. */
static int64_t start_time(pid_t pid, pid_t *ppid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%d/stat", (int)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = 0;
    char *p = strrchr(buf, ')'); /* the command may contain spaces and parentheses */
    if (!p)
        return 0;
    /* After ") ": state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt
     * utime stime cutime cstime priority nice threads itrealvalue starttime */
    char state;
    long pp;
    unsigned long long start = 0;
    int got = sscanf(p + 2, "%c %ld %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %*d %*d %llu",
                     &state, &pp, &start);
    if (got < 3)
        return 0;
    if (ppid)
        *ppid = (pid_t)pp;
    static long long btime = -1;
    if (btime < 0) {
        FILE *s = fopen("/proc/stat", "r");
        char line[256];
        btime = 0;
        while (s && fgets(line, sizeof line, s))
            if (sscanf(line, "btime %lld", &btime) == 1)
                break;
        if (s)
            fclose(s);
    }
    long hz = sysconf(_SC_CLK_TCK);
    return btime * 1000 + (int64_t)(start * 1000 / (unsigned long long)(hz > 0 ? hz : 100));
}

static struct {
    int64_t recorded;
    int live;
} pid_map[256];
static int n_pid_map;

void proc_note_pid(int64_t recorded, int live)
{
    if (n_pid_map < (int)ARRAY_LEN(pid_map))
        pid_map[n_pid_map++] = (typeof(pid_map[0])){recorded, live};
}

int proc_live_pid(int64_t pid)
{
    for (int i = 0; i < n_pid_map; i++)
        if (pid_map[i].recorded == pid)
            return pid_map[i].live;
    return (int)pid;
}

NATIVE(initNative)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(getCurrentPid0)
{
    (void)th;
    (void)a;
    ret->j = RP_ANSWER('i', getpid(), NULL, 0, 0);
}

NATIVE(isAlive0)
{
    (void)th;
    ret->j = RP_ANSWER('x', start_time(proc_live_pid(a[0].j), NULL), NULL, 0, 0);
}

NATIVE(parent0)
{
    (void)th;
    pid_t pid = proc_live_pid(a[0].j), ppid = -1;
    int64_t want_start = a[2].j;
    int64_t st = RP_ANSWER('x', start_time(pid, &ppid), &ppid, sizeof ppid, sizeof ppid);
    if (st < 0 || (want_start > 0 && st > 0 && st != want_start)) {
        ret->j = -1;
        return;
    }
    ret->j = ppid;
}

NATIVE(getProcessPids0)
{
    (void)th;
    pid_t parent = (pid_t)a[0].j;
    Object *pids = a[2].a, *ppids = a[3].a, *starts = a[4].a;
    int32_t cap = pids ? arr_len(pids) : 0;
    DIR *d = g_rp_mode == RP_REPLAY ? NULL : opendir("/proc");
    int32_t n = 0;
    struct dirent *e;
    while (d && (e = readdir(d))) {
        char *end;
        long pid = strtol(e->d_name, &end, 10);
        if (*end || pid <= 0)
            continue;
        pid_t pp = 0;
        int64_t st = start_time((pid_t)pid, &pp);
        if (st < 0 || (parent && pp != parent))
            continue;
        if (n < cap) {
            heap_barrier(pids);
            ARR_AT(pids, int64_t, n) = pid;
            if (ppids && n < arr_len(ppids)) {
                heap_barrier(ppids);
                ARR_AT(ppids, int64_t, n) = pp;
            }
            if (starts && n < arr_len(starts)) {
                heap_barrier(starts);
                ARR_AT(starts, int64_t, n) = st;
            }
        }
        n++;
    }
    if (d)
        closedir(d);
    ret->i = n;
    if (g_rp_mode != RP_OFF) {
        /* The process table is an input: the count, then what was stored. */
        Object *arrs[3] = {pids, ppids, starts};
        ret->i = (int32_t)rp_answer('i', n, NULL, 0, 0);
        for (int i = 0; i < 3; i++) {
            if (!arrs[i])
                continue;
            size_t cap_bytes = (size_t)arr_len(arrs[i]) * 8;
            size_t len = (size_t)(ret->i < arr_len(arrs[i]) ? ret->i : arr_len(arrs[i])) * 8;
            heap_barrier(arrs[i]);
            rp_answer('i', 0, arr_data(arrs[i]), len, cap_bytes);
        }
    }
}

/* A descriptor that polls readable when process pid exits (Linux 5.3
 * pidfd_open), or -1. */
static int pid_fd(pid_t pid)
{
#ifdef SYS_pidfd_open
    return pid > 0 ? (int)syscall(SYS_pidfd_open, pid, 0) : -1;
#else
    (void)pid;
    return -1;
#endif
}

NATIVE(waitForProcessExit0)
{
    pid_t pid = proc_live_pid(a[0].j);
    bool reap = a[2].i;
    /* The wait is a descriptor wait where the kernel gives one: the thread
     * blocks like a read, the others run, and when nothing else can the VM
     * waits in poll, in real time, with the earliest deadline. Before, it
     * yielded in a loop, moving the clock on only when nothing else could
     * run: two processes' waiting threads (a pool running two commands)
     * each saw the other runnable, the clock stood still, and no timed
     * wait ended until the children did (Process.waitFor(500 ms) returned
     * true after 3 s; hunt 8), burning a CPU meanwhile. Whether it is used
     * is logged, so a replay takes the same path. */
    int pfd = pid_fd(pid);
    bool by_fd = RP_ANSWER('x', pfd >= 0, NULL, 0, 0) != 0;
    for (;;) {
        int code = -1;
        if (reap) {
            int status;
            pid_t r = waitpid(pid, &status, WNOHANG);
            if (r == pid)
                code = WIFEXITED(status) ? WEXITSTATUS(status) : WIFSIGNALED(status) ? 0x80 + WTERMSIG(status) : status;
            else if (r < 0 && errno != EINTR)
                code = 0;
        } else {
            siginfo_t info;
            memset(&info, 0, sizeof info);
            int r = waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | WNOHANG);
            if (r == 0 && info.si_pid == pid)
                code = info.si_code == CLD_EXITED ? info.si_status : 0x80 + info.si_status;
            else if (r < 0 && errno != EINTR)
                code = 0;
        }
        code = (int)RP_ANSWER('x', code, NULL, 0, 0);
        if (code >= 0) {
            if (pfd >= 0)
                close(pfd);
            ret->i = code;
            return;
        }
        if (by_fd) {
            sched_wait_io(th, pfd, POLLIN);
            continue;
        }
        /* Whether others can run depends on descriptors found ready (a
         * replay makes such threads runnable only when the log runs them). */
        if (!RP_ANSWER('x', sched_others_runnable(th), NULL, 0, 0)) {
            /* Nothing else can run: wait for real, and let the VM clock see
             * that time pass so timed waits on the process expire. */
            struct timespec ts = {0, 1000000}, t0, t1;
            clock_gettime(CLOCK_MONOTONIC, &t0);
            if (g_rp_mode != RP_REPLAY)
                nanosleep(&ts, NULL);
            clock_gettime(CLOCK_MONOTONIC, &t1);
            /* what the sleep took (more than 1 ms: the timer's slack), so that
             * the VM clock, which is the program's under the tester, keeps
             * up with the child (a 1 s child read 0.68 s) */
            int64_t took = (int64_t)(t1.tv_sec - t0.tv_sec) * 1000000000 + (t1.tv_nsec - t0.tv_nsec);
            sched_advance_clock(took > 1000000 ? took : 1000000);
        }
        sched_thread_yield(th);
    }
}

NATIVE(destroy0)
{
    (void)th;
    pid_t pid = proc_live_pid(a[0].j);
    int64_t want_start = a[2].j;
    int64_t st = RP_ANSWER('x', start_time(pid, NULL), NULL, 0, 0);
    if (st < 0 || (want_start > 0 && st > 0 && st != want_start)) {
        ret->i = 0;
        return;
    }
    ret->i = (int32_t)RP_ANSWER('x', kill(pid, a[4].i ? SIGKILL : SIGTERM) == 0, NULL, 0, 0);
}

NATIVES_TABLE(java_lang_ProcessHandleImpl, "java/lang/ProcessHandleImpl",
    {"initNative", "()V", initNative},
    {"getCurrentPid0", "()J", getCurrentPid0},
    {"isAlive0", "(J)J", isAlive0},
    {"parent0", "(JJ)J", parent0},
    {"waitForProcessExit0", "(JZ)I", waitForProcessExit0},
    {"getProcessPids0", "(J[J[J[J)I", getProcessPids0},
    {"destroy0", "(JJZ)Z", destroy0},
);
