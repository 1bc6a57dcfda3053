/* java.lang.ProcessHandleImpl$Info natives: what ProcessHandle.info() reports
 * about a process, read from /proc as libjava does on Linux: the executable
 * (/proc/pid/exe), the arguments (/proc/pid/cmdline), the user (owner of
 * /proc/pid), and start and CPU times (/proc/pid/stat, /proc/stat's btime).
 * Fields that cannot be read stay unset. */
#include <fcntl.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

#include "natives/nio_util.h"

/* Boot time in ms since the epoch, or -1. */
static int64_t boot_time_ms(void)
{
    FILE *fp = fopen("/proc/stat", "r");
    if (!fp)
        return -1;
    char line[256];
    long long bt = -1;
    while (fgets(line, sizeof line, fp))
        if (sscanf(line, "btime %lld", &bt) == 1)
            break;
    fclose(fp);
    return bt < 0 ? -1 : bt * 1000;
}

/* Total CPU time (ns) and start time (ms since the epoch) from /proc/pid/stat. */
static bool read_timings(pid_t pid, int64_t *total, int64_t *start)
{
    char fn[64], buf[2048];
    snprintf(fn, sizeof fn, "/proc/%d/stat", (int)pid);
    FILE *fp = fopen(fn, "r");
    if (!fp)
        return false;
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    fclose(fp);
    buf[n] = 0;
    char *s = strrchr(buf, ')'); /* the command may contain spaces and parentheses */
    if (!s)
        return false;
    int ppid;
    unsigned long utime, stime;
    unsigned long long st;
    if (sscanf(s + 2, "%*c %d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu %*d %*d %*d %*d %*d %*d %llu", &ppid, &utime,
               &stime, &st) != 4)
        return false;
    long hz = sysconf(_SC_CLK_TCK);
    if (hz <= 0)
        hz = 100;
    int64_t bt = boot_time_ms();
    *total = (int64_t)(utime + stime) * (1000000000 / hz);
    *start = bt < 0 ? -1 : bt + (int64_t)(st * 1000 / (unsigned long long)hz);
    return true;
}

static bool set_str(Thread *th, Object *info, const char *field, const char *s)
{
    Object *str = str_new_cstr(th, s);
    if (!str)
        return false;
    obj_set_ref(info, field_offset(info->cls, field, "Ljava/lang/String;"), str);
    return true;
}

NATIVE(phi_info0)
{
    (void)ret;
    Object *info = a[0].a;
    pid_t pid = (pid_t)a[1].j;
    int64_t total, start;
    if (read_timings(pid, &total, &start)) {
        obj_set_long(info, field_offset(info->cls, "totalTime", "J"), total);
        obj_set_long(info, field_offset(info->cls, "startTime", "J"), start);
    }

    char fn[64];
    struct stat st;
    snprintf(fn, sizeof fn, "/proc/%d", (int)pid);
    if (stat(fn, &st) == 0) {
        struct passwd pw, *p = NULL;
        char buf[1024];
        if (getpwuid_r(st.st_uid, &pw, buf, sizeof buf, &p) == 0 && p) {
            if (!set_str(th, info, "user", p->pw_name))
                return;
        } else {
            char num[32];
            snprintf(num, sizeof num, "%u", (unsigned)st.st_uid);
            if (!set_str(th, info, "user", num))
                return;
        }
    }

    char exe[PATH_MAX + 1];
    snprintf(fn, sizeof fn, "/proc/%d/exe", (int)pid);
    ssize_t el = readlink(fn, exe, PATH_MAX);
    if (el > 0) {
        exe[el] = 0;
        if (!set_str(th, info, "command", exe))
            return;
    }

    snprintf(fn, sizeof fn, "/proc/%d/cmdline", (int)pid);
    int fd = open(fn, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return;
    /* The kernel shows at most a page of arguments. */
    long page = sysconf(_SC_PAGESIZE);
    size_t cap = page > 0 ? (size_t)page : 4096, len = 0;
    char *cmd = malloc(cap + 1);
    ssize_t n = 0;
    while (cmd && len < cap && (n = read(fd, cmd + len, cap - len)) > 0)
        len += (size_t)n;
    close(fd);
    if (!cmd || n < 0 || len == 0) {
        free(cmd);
        return;
    }
    cmd[len] = 0;
    bool truncated = len == cap && cmd[cap - 1] != 0;
    if (!truncated) {
        /* arguments: argv[1..] (argv[0] is the command) */
        int nargs = 0;
        for (char *p = cmd + strlen(cmd) + 1; p < cmd + len; p += strlen(p) + 1)
            nargs++;
        Object *arr = arr_new_ref(th, WK.String, nargs);
        if (!arr)
            goto out;
        int i = 0;
        for (char *p = cmd + strlen(cmd) + 1; p < cmd + len && i < nargs; p += strlen(p) + 1) {
            Object *s = str_new_cstr(th, p);
            if (!s)
                goto out;
            heap_barrier(arr);
            ARR_AT(arr, Object *, i++) = s;
        }
        obj_set_ref(info, field_offset(info->cls, "arguments", "[Ljava/lang/String;"), arr);
    }
    /* The whole command line only when the command or the arguments are unknown. */
    if (el <= 0 || truncated) {
        for (size_t i = 0; i < len; i++)
            if (!cmd[i])
                cmd[i] = ' ';
        set_str(th, info, "commandLine", cmd);
    }
out:
    free(cmd);
}

NATIVES_TABLE(java_lang_ProcessHandleImpl_Info, "java/lang/ProcessHandleImpl$Info",
    {"info0", "(J)V", phi_info0},
);
