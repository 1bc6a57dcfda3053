/* cmdline.c — rivet's command line as the built-in tools use it (see
 * cmdline.h). Which options take a value is rivet's own knowledge
 * (rti_option_takes_value), so the tools follow the launcher. */
#include "cmdline.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void cmdline_main_name(char *buf, size_t n)
{
    int argc = 0;
    char *const *argv = rti_command_line(&argc);
    snprintf(buf, n, "Main");
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "-jar") && v) {
            const char *b = strrchr(v, '/');
            snprintf(buf, n, "%s", b ? b + 1 : v);
            char *dot = strstr(buf, ".jar");
            if (dot)
                *dot = 0;
            return;
        }
        const char *mod = (!strcmp(a, "-m") || !strcmp(a, "--module")) ? v
                          : !strncmp(a, "--module=", 9)                ? a + 9
                                                                       : NULL;
        if (mod) {
            const char *slash = strchr(mod, '/'), *cls = slash ? slash + 1 : mod;
            const char *d = strrchr(cls, '.');
            snprintf(buf, n, "%s", d ? d + 1 : cls);
            return;
        }
        if (a[0] != '-') {
            /* A source file (`rivet Main.java`, `dir/Main.java`): its name
             * without the directory and the extension. Before, every one
             * was "java" (the part after the last dot), so two programs in
             * one out directory wrote over each other's logs (hunt 7). */
            size_t len = strlen(a);
            if (len > 5 && !strcmp(a + len - 5, ".java")) {
                const char *base = strrchr(a, '/') ? strrchr(a, '/') + 1 : a;
                snprintf(buf, n, "%.*s", (int)(strlen(base) - 5), base);
                return;
            }
            const char *d = strrchr(a, '.');
            snprintf(buf, n, "%s", d ? d + 1 : a);
            return;
        }
        if (rti_option_takes_value(a))
            i++;
    }
}

static bool is_tool(const char *arg, const char *name)
{
    size_t n = strlen(name);
    return !strncmp(arg, name, n) && (arg[n] == 0 || arg[n] == ':');
}

/* The running binary (readlink: argv[0] may be a relative path or a name
 * found on PATH). */
static const char *self_exe(const char *argv0)
{
    static char exe[4096];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return argv0;
    exe[n] = 0;
    /* rivet rebuilt while running: the new one at the same path */
    size_t el = strlen(exe);
    if (el > 10 && !strcmp(exe + el - 10, " (deleted)"))
        exe[el - 10] = 0;
    return exe;
}

char **cmdline_child(RtiEnv *env, const char *rlog, const char *tool_opt, bool keep_others)
{
    int argc = 0;
    char *const *argv = rti_command_line(&argc);
    char **v = calloc((size_t)argc + 8, sizeof *v);
    if (!v)
        abort();
    const char *name = rti_tool_name(env);
    int k = 0;
    v[k++] = (char *)self_exe(argv[0]);
    v[k++] = "-record";
    v[k++] = (char *)rlog;
    bool in_opts = true;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (in_opts && !strcmp(a, "-report") && i + 1 < argc) {
            i++;
            continue;
        }
        if (in_opts && !strcmp(a, "-tool") && i + 1 < argc) {
            i++;
            if (is_tool(argv[i], name)) {
                v[k++] = "-tool";
                v[k++] = (char *)tool_opt;
            } else if (keep_others) {
                v[k++] = (char *)a;
                v[k++] = argv[i];
            }
            continue;
        }
        if (in_opts && (a[0] != '-' || !strcmp(a, "-jar") || !strcmp(a, "-m") || !strcmp(a, "--module") ||
                        !strncmp(a, "--module=", 9)))
            in_opts = false;
        if (in_opts && i + 1 < argc && rti_option_takes_value(a)) {
            v[k++] = (char *)a;
            v[k++] = argv[++i];
            continue;
        }
        v[k++] = (char *)a;
    }
    v[k] = NULL;
    return v;
}
