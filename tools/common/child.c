/* child.c — running rivet again in a child process (see child.h). */
#include "child.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int tool_run_child(char **argv, const char *out, const char *err, unsigned timeout_s)
{
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0)
        return -1;
    if (pid == 0) {
        int in = open("/dev/null", O_RDONLY);
        int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        int e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0666);
        if (in < 0 || o < 0 || e < 0)
            _exit(127);
        dup2(in, 0);
        dup2(o, 1);
        dup2(e, 2);
        for (int fd = 3; fd < 1024; fd++)
            close(fd);
        alarm(timeout_s); /* survives exec: a run that hangs is killed */
        execv(argv[0], argv);
        _exit(127);
    }
    int st;
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR)
            return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
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
