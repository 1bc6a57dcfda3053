/* java.lang.ProcessImpl natives: starting a child process (libjava's
 * ProcessImpl_md.c and childproc.c, the fork mode).
 *
 * Whatever launch mechanism Java asks for (posix_spawn through jspawnhelper,
 * vfork, fork), the child is made with fork(2): the VM is one OS thread, so
 * the child is a plain copy that only rearranges descriptors and execs.
 *
 * fds[i] == -1 asks for a pipe between parent and child for stdin, stdout or
 * stderr; on return it holds the parent's end (or -1). Any other value is a
 * descriptor the child gets as that stream. A failure in the child before or at
 * exec (chdir, exec) travels back as an errno over a close-on-exec pipe: EOF
 * there means exec succeeded. */
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"

#define FAIL_FILENO (STDERR_FILENO + 1)

extern char **environ;

/* A malloc'd NUL-terminated copy of a byte[] (toCString already ends in NUL). */
static char *bytes_cstr(Object *b)
{
    if (!b)
        return NULL;
    int32_t n = arr_len(b);
    char *s = malloc((size_t)n + 1);
    if (s) {
        memcpy(s, arr_data(b), (size_t)n);
        s[n] = 0;
    }
    return s;
}

/* Split a block of count NUL-terminated strings into v[first..first+count-1],
 * NULL after them. */
static void split_block(char *block, int32_t len, int count, char **v, int first)
{
    char *p = block, *end = block + len;
    int i = 0;
    while (i < count && p < end) {
        v[first + i++] = p;
        p += strlen(p) + 1;
    }
    v[first + i] = NULL;
}

/* ---- In the child (async-signal-safe calls only, no allocation) ---- */

static int move_fd(int from, int to)
{
    if (from == to) /* dup2 would leave close-on-exec set */
        return fcntl(to, F_SETFD, 0);
    if (dup2(from, to) < 0)
        return -1;
    return close(from);
}

static void close_safely(int fd)
{
    if (fd != -1)
        close(fd);
}

/* Close every descriptor above FAIL_FILENO. */
static void close_descriptors(void)
{
#ifdef SYS_close_range
    if (syscall(SYS_close_range, FAIL_FILENO + 1, ~0U, 0) == 0)
        return;
#endif
    long max = sysconf(_SC_OPEN_MAX);
    if (max < 0 || max > 65536)
        max = 65536;
    for (int fd = FAIL_FILENO + 1; fd < max; fd++)
        close(fd);
}

typedef struct ChildArgs {
    int in[2], out[2], err[2], fail[2];
    int fds[3];
    bool redirect_err;
    const char *dir;
    char **argv, **envv;
} ChildArgs;

static void __attribute__((noreturn)) child_process(const ChildArgs *c)
{
    int fail = c->fail[1];
    close_safely(c->in[1]);
    close_safely(c->out[0]);
    close_safely(c->err[0]);
    close_safely(c->fail[0]);
    if (move_fd(c->in[0] != -1 ? c->in[0] : c->fds[0], STDIN_FILENO) < 0 ||
        move_fd(c->out[1] != -1 ? c->out[1] : c->fds[1], STDOUT_FILENO) < 0)
        goto fail;
    if (c->redirect_err) {
        close_safely(c->err[1]);
        if (dup2(STDOUT_FILENO, STDERR_FILENO) < 0)
            goto fail;
    } else if (move_fd(c->err[1] != -1 ? c->err[1] : c->fds[2], STDERR_FILENO) < 0) {
        goto fail;
    }
    if (move_fd(fail, FAIL_FILENO) < 0)
        goto fail;
    fail = FAIL_FILENO;
    close_descriptors();
    if (c->dir && chdir(c->dir) < 0)
        goto fail;
    if (fcntl(FAIL_FILENO, F_SETFD, FD_CLOEXEC) < 0)
        goto fail;
    /* The VM's own signal dispositions are not the program's. */
    signal(SIGPIPE, SIG_DFL);
    signal(SIGXFSZ, SIG_DFL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    /* execvpe searches the parent's PATH, as libjava does, even with a new environment. */
    execvpe(c->argv[0], c->argv, c->envv ? c->envv : environ);
fail:;
    int err = errno;
    ssize_t w;
    do
        w = write(fail, &err, sizeof err);
    while (w < 0 && errno == EINTR);
    _exit(-1);
}

/* ---- In the parent ---- */

static void throw_ioe(Thread *th, int err, const char *dflt)
{
    exc_throw(th, "java/io/IOException", "error=%d, %s", err, err ? strerror(err) : dflt);
}

static void close_pair(int p[2])
{
    close_safely(p[0]);
    close_safely(p[1]);
}

/* (int mode, byte[] helperpath, byte[] prog, byte[] argBlock, int argc,
 *  byte[] envBlock, int envc, byte[] dir, int[] fds, boolean redirectErrorStream) */
NATIVE(pi_forkAndExec)
{
    Object *prog_b = a[3].a, *arg_b = a[4].a, *env_b = a[6].a, *dir_b = a[8].a, *fds_b = a[9].a;
    int argc = a[5].i, envc = a[7].i;
    ret->i = -1;
    if (!prog_b || !fds_b || arr_len(fds_b) < 3) {
        exc_npe(th, NULL);
        return;
    }
    ChildArgs c = {.in = {-1, -1}, .out = {-1, -1}, .err = {-1, -1}, .fail = {-1, -1}, .redirect_err = a[10].i};
    for (int i = 0; i < 3; i++)
        c.fds[i] = ARR_AT(fds_b, int32_t, i);
    char *prog = bytes_cstr(prog_b), *args = bytes_cstr(arg_b), *env = bytes_cstr(env_b), *dir = bytes_cstr(dir_b);
    c.argv = calloc((size_t)argc + 2, sizeof(char *));
    c.envv = env_b ? calloc((size_t)envc + 1, sizeof(char *)) : NULL;
    if (!prog || (arg_b && !args) || (env_b && (!env || !c.envv)) || (dir_b && !dir) || !c.argv) {
        exc_oom(th);
        goto out_free;
    }
    c.argv[0] = prog;
    if (args)
        split_block(args, arr_len(arg_b), argc, c.argv, 1);
    if (env)
        split_block(env, arr_len(env_b), envc, c.envv, 0);
    c.dir = dir;

    if ((c.fds[0] == -1 && pipe2(c.in, O_CLOEXEC) < 0) || (c.fds[1] == -1 && pipe2(c.out, O_CLOEXEC) < 0) ||
        (c.fds[2] == -1 && !c.redirect_err && pipe2(c.err, O_CLOEXEC) < 0) || pipe2(c.fail, O_CLOEXEC) < 0) {
        throw_ioe(th, errno, "Bad file descriptor");
        goto out_close;
    }

    pid_t pid = fork();
    if (pid < 0) {
        throw_ioe(th, errno, "fork failed");
        goto out_close;
    }
    if (pid == 0)
        child_process(&c);

    /* Parent: the child's ends are not ours. */
    close_safely(c.in[0]);
    close_safely(c.out[1]);
    close_safely(c.err[1]);
    close_safely(c.fail[1]);
    c.in[0] = c.out[1] = c.err[1] = c.fail[1] = -1;
    int err = 0;
    size_t got = 0;
    while (got < sizeof err) {
        ssize_t n = read(c.fail[0], (char *)&err + got, sizeof err - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n < 0) {
                err = errno;
                got = (size_t)-1;
            }
            break;
        }
        got += (size_t)n;
    }
    if (g_rp_mode != RP_OFF) {
        /* Whether exec worked, and the pid, are inputs (see ProcessHandleImpl.c). */
        got = (size_t)rp_answer('x', (int64_t)got, &err, sizeof err, sizeof err);
        int64_t recorded = rp_answer('i', pid, NULL, 0, 0);
        if (g_rp_mode == RP_REPLAY)
            proc_note_pid(recorded, pid);
        pid = (pid_t)recorded;
    }
    if (got != 0) {
        /* exec failed (or the pipe did) */
        waitpid(proc_live_pid(pid), NULL, 0);
        throw_ioe(th, err, got == sizeof err ? "Exec failed" : "Read failed");
        goto out_close;
    }
    close_safely(c.fail[0]);
    vmio_opened(c.in[1]); /* (-1 where the child's stream is redirected) */
    vmio_opened(c.out[0]);
    vmio_opened(c.err[0]);
    heap_barrier(fds_b);
    ARR_AT(fds_b, int32_t, 0) = c.in[1];
    ARR_AT(fds_b, int32_t, 1) = c.out[0];
    ARR_AT(fds_b, int32_t, 2) = c.err[0];
    ret->i = pid;
    goto out_free;

out_close:
    close_pair(c.in);
    close_pair(c.out);
    close_pair(c.err);
    close_pair(c.fail);
out_free:
    free(prog);
    free(args);
    free(env);
    free(dir);
    free(c.argv);
    free(c.envv);
}

/* As the JDK's native: SIGCHLD back to its default action. Started with it
 * ignored (some daemons and supervisors leave it so), the kernel reaps the
 * children itself, waitpid fails with ECHILD, and every child's status read
 * as 0. */
NATIVE(pi_init)
{
    (void)th;
    (void)a;
    (void)ret;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_DFL;
    sa.sa_flags = SA_NOCLDSTOP | SA_RESTART;
    sigaction(SIGCHLD, &sa, NULL);
}

NATIVES_TABLE(java_lang_ProcessImpl, "java/lang/ProcessImpl",
    {"init", "()V", pi_init},
    {"forkAndExec", "(I[B[B[BI[BI[B[IZ)I", pi_forkAndExec},
);
