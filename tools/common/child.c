/* child.c — running rivet again in a child process (see child.h). */
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <sys/prctl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <rti.h>

/* A descriptor reading the bytes: an unlinked temporary file. */
static int input_file(const void *in, size_t in_len)
{
    if (!in_len)
        return open("/dev/null", O_RDONLY | O_CLOEXEC);
    FILE *f = tmpfile();
    if (!f)
        return -1;
    int fd = -1;
    if (fwrite(in, 1, in_len, f) == in_len && fflush(f) == 0)
        fd = dup(fileno(f));
    fclose(f);
    if (fd >= 0 && lseek(fd, 0, SEEK_SET) != 0) {
        close(fd);
        fd = -1;
    }
    return fd;
}

int tool_run_child(char **argv, const void *in_bytes, size_t in_len, const char *out, const char *err,
                   unsigned timeout_s)
{
    /* Told to stop (SIGTERM, ^C): no new child, which would run to its
     * time limit (a tool trying one confirmation after another ran on for
     * minutes after `timeout` had sent its signal). */
    if (rti_stop_signal())
        return -1;
    fflush(stdout);
    fflush(stderr);
    int input = input_file(in_bytes, in_len);
    if (input < 0)
        return -1;
    pid_t pid = fork();
    if (pid < 0) {
        close(input);
        return -1;
    }
    if (pid == 0) {
        int in = input;
        /* One file for both streams keeps their lines in the order written. */
        int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        int e = strcmp(out, err) ? open(err, O_WRONLY | O_CREAT | O_TRUNC, 0666) : o;
        if (in < 0 || o < 0 || e < 0)
            _exit(127);
        /* Killed with the tool: a tool killed outright (timeout -k) left
         * its child running until the alarm below. */
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        dup2(in, 0);
        dup2(o, 1);
        dup2(e, 2);
        for (int fd = 3; fd < 1024; fd++)
            close(fd);
        alarm(timeout_s); /* survives exec: a run that hangs is killed */
        execv(argv[0], argv);
        _exit(127);
    }
    close(input);
    int st;
    bool killed = false;
    while (waitpid(pid, &st, 0) < 0) {
        if (errno != EINTR)
            return -1;
        /* The tool was told to stop (SIGTERM from `timeout`, ^C): so is the
         * child, at once, rather than after its whole time limit. */
        if (rti_stop_signal() && !killed) {
            kill(pid, SIGKILL);
            killed = true;
        }
    }
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* Whether a directory can be made in dir, tried (access() says yes to root
 * everywhere, /proc included, where nothing can be made: a failure's log
 * was then not written, and the failure said to be flaky, hunt 9). */
static bool dir_writable(const char *dir, const char **reason)
{
    size_t n = strlen(dir) + 32;
    char *probe = malloc(n);
    if (!probe)
        return false;
    snprintf(probe, n, "%s/.rivet-probe-XXXXXX", dir);
    bool ok = mkdtemp(probe) != NULL;
    if (ok)
        rmdir(probe);
    else
        *reason = strerror(errno);
    free(probe);
    return ok;
}

bool tool_dir_usable(const char *dir, char *why, size_t why_len)
{
    char *p = strdup(dir && *dir ? dir : ".");
    if (!p)
        return false;
    struct stat st;
    bool ok = false;
    const char *reason = "no such directory";
    for (;;) {
        if (stat(p, &st) == 0) {
            if (!S_ISDIR(st.st_mode))
                reason = "a file is in the way (not a directory)";
            else if (access(p, W_OK | X_OK) != 0)
                reason = strerror(errno);
            else
                ok = dir_writable(p, &reason);
            break;
        }
        if (errno != ENOENT) {
            reason = errno == ENOTDIR ? "a file is in the way (not a directory)" : strerror(errno);
            break;
        }
        char *slash = strrchr(p, '/');
        while (slash && slash > p && slash[1] == 0) { /* trailing slashes */
            *slash = 0;
            slash = strrchr(p, '/');
        }
        if (!slash) {
            if (!strcmp(p, "."))
                break;
            strcpy(p, ".");
            continue;
        }
        if (slash == p) {
            p[1] = 0; /* "/" */
            continue;
        }
        *slash = 0;
    }
    if (!ok && why && why_len)
        snprintf(why, why_len, "%s", reason);
    free(p);
    return ok;
}

void tool_mkdirs(const char *dir)
{
    char *p = strdup(dir);
    if (!p)
        return;
    for (char *q = p + 1; *q; q++)
        if (*q == '/') {
            *q = 0;
            mkdir(p, 0777);
            *q = '/';
        }
    mkdir(p, 0777);
    free(p);
}

char *tool_slurp(const char *path)
{
    FILE *fp = fopen(path, "rb");
    char *s = NULL;
    size_t len = 0, cap = 0, n;
    char buf[4096];
    while (fp && (n = fread(buf, 1, sizeof buf, fp)) > 0) {
        if (len + n + 1 > cap) {
            cap = (len + n + 1) * 2;
            char *ns = realloc(s, cap);
            if (!ns)
                abort();
            s = ns;
        }
        memcpy(s + len, buf, n);
        len += n;
        s[len] = 0;
    }
    if (fp)
        fclose(fp);
    return s ? s : strdup("");
}
