/* The rivet launcher: java-compatible options, JDK discovery, then boot and run.
 *
 * Options follow the java launcher where they overlap (-cp, -D, -ea, -jar,
 * -version, exit statuses and error messages); Rivet's own are -jdk, -seed,
 * -quantum, -tool, -record, -replay, -report. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "rti/rti.h"
#include "vm/boot.h"
#include "vm/verify.h"


static const char *usage_text =
    "Usage: rivet [options] <mainclass> [args...]\n"
    "           (to execute a class)\n"
    "   or  rivet [options] -jar <jarfile> [args...]\n"
    "           (to execute a jar file)\n"
    "\n"
    "Options like java's:\n"
    "    -cp, -classpath, --class-path <path>\n"
    "                  directories and jar files separated by ':'\n"
    "    -D<name>=<value>\n"
    "                  set a system property\n"
    "    -ea, -enableassertions, -da, -disableassertions, -esa\n"
    "                  enable or disable assertions\n"
    "    -Xmx<size>    maximum heap size (e.g. 512m, 2g)\n"
    "    -Xss<size>    Java stack size of each thread\n"
    "    --add-opens, --add-exports, --add-reads <module>/<package>=<target>,...\n"
    "    --add-modules <module>,...\n"
    "                  module options, as java's\n"
    "    -verbose:class, -verbose:gc\n"
    "    -version      print the version and exit\n"
    "    -help, -h     print this help and exit\n"
    "Rivet's own:\n"
    "    -jdk <dir>    the JDK 17 whose class library to run (default: JAVA_HOME if it\n"
    "                  is a JDK 17, else /usr/lib/jvm/java-17-openjdk-amd64)\n"
    "    -seed <n>     choose another deterministic thread interleaving\n"
    "    -quantum <n>  yield points per time slice (default 20000)\n"
    "    -tool <name>[:options]\n"
    "                  run an analysis tool (repeatable): eraser, or the path of a tool .so\n"
    "    -report <file.json>\n"
    "                  write the tools' findings as JSON (exit status 66 when there are any)\n"
    "    -record <file>\n"
    "                  log every nondeterministic input and thread switch of the run\n"
    "    -replay <file>\n"
    "                  run a recorded run again exactly (the command line comes from the\n"
    "                  log; -tool and -report may be added)\n";

static void die(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
static void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    exit(1);
}

static void unrecognized(const char *opt)
{
    die("Unrecognized option: %s\nError: Could not create the Java Virtual Machine.\n"
        "Error: A fatal exception has occurred. Program will exit.\n", opt);
}

static bool parse_size(const char *s, size_t *out)
{
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s || errno)
        return false;
    switch (tolower((unsigned char)*end)) {
    case 0: break;
    case 'k': v <<= 10; end++; break;
    case 'm': v <<= 20; end++; break;
    case 'g': v <<= 30; end++; break;
    case 't': v <<= 40; end++; break;
    default: return false;
    }
    if (*end)
        return false;
    *out = (size_t)v;
    return true;
}

char *jdk_release_field(const char *home, const char *key)
{
    char path[PATH_MAX];
    snprintf(path, sizeof path, "%s/release", home);
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char line[512];
    char *v = NULL;
    size_t kl = strlen(key);
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, key, kl) == 0 && line[kl] == '=' && line[kl + 1] == '"') {
            char *e = strchr(line + kl + 2, '"');
            if (e) {
                *e = 0;
                v = xstrdup(line + kl + 2);
            }
            break;
        }
    }
    fclose(f);
    return v;
}

static char *jdk_version(const char *home) { return jdk_release_field(home, "JAVA_VERSION"); }

static bool is_jdk17(const char *home, char *why, size_t n)
{
    char path[PATH_MAX];
    struct stat st;
    snprintf(path, sizeof path, "%s/lib/modules", home);
    if (stat(path, &st) != 0) {
        snprintf(why, n, "%s has no lib/modules (not a JDK 9+ runtime image)", home);
        return false;
    }
    char *v = jdk_version(home);
    if (!v) {
        snprintf(why, n, "%s has no release file naming its Java version", home);
        return false;
    }
    bool ok = strncmp(v, "17", 2) == 0 && (v[2] == 0 || v[2] == '.');
    if (!ok)
        snprintf(why, n, "%s is Java %s, but rivet runs the JDK 17 class library", home, v);
    free(v);
    return ok;
}

static const char *find_jdk(const char *explicit_dir)
{
    char why[PATH_MAX + 128];
    if (explicit_dir) {
        if (!is_jdk17(explicit_dir, why, sizeof why))
            die("rivet: -jdk %s: %s\nrivet: install the Debian package openjdk-17-jdk-headless, or give -jdk a JDK 17 "
                "directory\n", explicit_dir, why);
        return explicit_dir;
    }
    const char *jh = getenv("JAVA_HOME");
    if (jh && *jh && is_jdk17(jh, why, sizeof why))
        return jh;
    static const char *candidates[] = {"/usr/lib/jvm/java-17-openjdk-amd64", "/usr/lib/jvm/java-17-openjdk-arm64",
                                       "/usr/lib/jvm/java-17-openjdk", "/usr/lib/jvm/java-1.17.0-openjdk-amd64"};
    for (size_t i = 0; i < ARRAY_LEN(candidates); i++)
        if (is_jdk17(candidates[i], why, sizeof why))
            return candidates[i];
    die("rivet: no JDK 17 found (looked at JAVA_HOME%s%s%s and /usr/lib/jvm/java-17-openjdk-amd64)\n"
        "rivet: install it with: apt-get install openjdk-17-jdk-headless\n"
        "rivet: or point JAVA_HOME or -jdk at a JDK 17 directory\n",
        jh ? "=" : "", jh ? jh : "", jh ? "" : " (unset)");
}

/* Rivet's runtime classes (rivet.Downcall ...): next to the binary in the build
 * tree, or under share/rivet when installed. */
static char *find_runtime(void)
{
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
        return NULL;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash)
        return NULL;
    *slash = 0;
    static const char *rel[] = {"/../build/runtime", "/../../build/runtime", "/../share/rivet/runtime"};
    for (size_t i = 0; i < ARRAY_LEN(rel); i++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s%s", exe, rel[i]);
        char real[PATH_MAX];
        if (realpath(path, real))
            return xstrdup(real);
    }
    return NULL;
}

static void add_prop(const char *kv)
{
    vm_opts.props = xrealloc(vm_opts.props, sizeof(char *) * (size_t)(vm_opts.nprops + 1));
    vm_opts.props[vm_opts.nprops++] = xstrdup(kv);
}

/* --add-opens and its kin: as java's launcher does, the n-th occurrence of
 * each becomes the system property jdk.module.<stem>.<n>, which the module
 * system reads at boot. */
static const char *const module_opts[][2] = {
    {"--add-opens", "addopens"}, {"--add-exports", "addexports"},
    {"--add-reads", "addreads"}, {"--add-modules", "addmods"},
};
static int module_opt_count[ARRAY_LEN(module_opts)];

/* The index in module_opts of an option ("--add-opens" or "--add-opens=..."), or -1. */
static int module_option(const char *opt)
{
    for (size_t k = 0; k < ARRAY_LEN(module_opts); k++) {
        size_t n = strlen(module_opts[k][0]);
        if (!strncmp(opt, module_opts[k][0], n) && (opt[n] == '\0' || opt[n] == '='))
            return (int)k;
    }
    return -1;
}

static void add_module_prop(int k, const char *value)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "jdk.module.%s.%d=%s", module_opts[k][1], module_opt_count[k]++, value);
    add_prop(buf);
}

static bool take_arg(int argc, char **argv, int *i, const char *opt, const char **val)
{
    if (*i + 1 >= argc)
        die("Error: %s requires %s specification\n", opt, strcmp(opt, "-jdk") == 0 ? "directory" : "argument");
    *val = argv[++*i];
    return true;
}

static void print_version(void)
{
    char *v = jdk_version(vm_opts.jdk_home);
    fprintf(stderr, "rivet version %s\n", RIVET_VERSION);
    fprintf(stderr, "Java class library: OpenJDK %s from %s\n", v ? v : "?", vm_opts.jdk_home);
    fprintf(stderr, "Interpreter, green threads, deterministic scheduling\n");
    free(v);
}

int main(int argc, char **argv)
{
    /* As HotSpot: a write to a closed pipe or socket fails with EPIPE (an
     * IOException in Java) instead of killing the process. */
    signal(SIGPIPE, SIG_IGN);
    vm_opts.max_heap = (size_t)4 << 30;
    /* -record FILE and -replay FILE are taken out of the options first: a
     * replay's command line is the recorded one (plus tools given now). */
    const char *record_path = NULL, *replay_path = NULL;
    {
        char **kept = xcalloc((size_t)argc + 1, sizeof(char *));
        int nk = 0, j = 0;
        kept[nk++] = argv[j++];
        for (; j < argc && argv[j][0] == '-'; j++) {
            const char *o = argv[j];
            if ((!strcmp(o, "-record") || !strcmp(o, "-replay")) && j + 1 < argc) {
                *(o[2] == 'e' && o[3] == 'c' ? &record_path : &replay_path) = argv[++j];
                continue;
            }
            kept[nk++] = argv[j];
            if (j + 1 < argc && (!strcmp(o, "-cp") || !strcmp(o, "-classpath") || !strcmp(o, "--class-path") ||
                                 !strcmp(o, "-jdk") || !strcmp(o, "-seed") || !strcmp(o, "-quantum") ||
                                 !strcmp(o, "-tool") || !strcmp(o, "-report") || !strcmp(o, "-jar") ||
                                 (module_option(o) >= 0 && !strchr(o, '='))))
                kept[nk++] = argv[++j];
            if (!strcmp(o, "-jar")) {
                j++; /* past the jar file, kept above: the program's arguments follow */
                break;
            }
        }
        for (; j < argc; j++)
            kept[nk++] = argv[j];
        if (record_path && replay_path)
            die("rivet: -record and -replay cannot be used together\n");
        if (replay_path) {
            int rc;
            char **rv;
            if (!rp_start_replay(replay_path, &rc, &rv))
                return 1;
            char **both = xcalloc((size_t)(nk + rc) + 1, sizeof(char *));
            memcpy(both, kept, sizeof(char *) * (size_t)nk);
            memcpy(both + nk, rv, sizeof(char *) * (size_t)rc);
            nk += rc;
            kept = both;
        }
        argc = nk;
        argv = kept;
        vm_opts.launcher_argc = argc;
        vm_opts.launcher_argv = argv;
    }
    const char *jdk = NULL;
    bool want_version = false;
    char **tool_specs = NULL;
    int n_tools = 0;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        const char *v;
        if (a[0] != '-')
            break;
        if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
            take_arg(argc, argv, &i, a, &v);
            vm_opts.classpath = v;
        } else if (!strncmp(a, "--class-path=", 13)) {
            vm_opts.classpath = a + 13;
        } else if (!strcmp(a, "-jar")) {
            take_arg(argc, argv, &i, a, &v);
            vm_opts.jar = v;
            i++;
            break;
        } else if (module_option(a) >= 0) {
            int k = module_option(a);
            size_t n = strlen(module_opts[k][0]);
            if (a[n] == '=')
                v = a + n + 1;
            else
                take_arg(argc, argv, &i, a, &v);
            add_module_prop(k, v);
        } else if (!strncmp(a, "-D", 2)) {
            if (!strchr(a + 2, '=')) {
                char buf[1024];
                snprintf(buf, sizeof buf, "%s=", a + 2);
                add_prop(buf);
            } else {
                add_prop(a + 2);
            }
        } else if (!strcmp(a, "-ea") || !strncmp(a, "-ea:", 4) || !strcmp(a, "-enableassertions") ||
                   !strncmp(a, "-enableassertions:", 18)) {
            vm_opts.assertions = true;
        } else if (!strcmp(a, "-da") || !strncmp(a, "-da:", 4) || !strcmp(a, "-disableassertions") ||
                   !strncmp(a, "-disableassertions:", 19)) {
            vm_opts.assertions = false;
        } else if (!strcmp(a, "-esa") || !strcmp(a, "-enablesystemassertions")) {
            vm_opts.system_assertions = true;
        } else if (!strcmp(a, "-dsa") || !strcmp(a, "-disablesystemassertions")) {
            vm_opts.system_assertions = false;
        } else if (!strcmp(a, "-jdk")) {
            take_arg(argc, argv, &i, a, &v);
            jdk = v;
        } else if (!strcmp(a, "-tool")) {
            take_arg(argc, argv, &i, a, &v);
            tool_specs = xrealloc(tool_specs, sizeof(char *) * (size_t)(n_tools + 1));
            tool_specs[n_tools++] = (char *)v;
        } else if (!strcmp(a, "-report")) {
            take_arg(argc, argv, &i, a, &v);
            rti_report_path = v;
        } else if (!strcmp(a, "-seed")) {
            take_arg(argc, argv, &i, a, &v);
            char *end;
            vm_opts.seed = strtoull(v, &end, 0);
            if (*end || !*v)
                die("rivet: -seed needs a number, not '%s'\n", v);
            vm_opts.seeded = true;
        } else if (!strcmp(a, "-quantum")) {
            take_arg(argc, argv, &i, a, &v);
            char *end;
            unsigned long q = strtoul(v, &end, 0);
            if (*end || !q || q > 1000000000ul)
                die("rivet: -quantum needs a positive number, not '%s'\n", v);
            vm_opts.quantum = (uint32_t)q;
        } else if (!strncmp(a, "-Xmx", 4)) {
            if (!parse_size(a + 4, &vm_opts.max_heap) || vm_opts.max_heap < (2u << 20))
                die("Invalid maximum heap size: %s\nError: Could not create the Java Virtual Machine.\n"
                    "Error: A fatal exception has occurred. Program will exit.\n", a);
        } else if (!strncmp(a, "-Xss", 4)) {
            size_t ss;
            extern size_t g_java_stack_size;
            if (!parse_size(a + 4, &ss) || ss < 64 * 1024)
                die("Invalid thread stack size: %s\nError: Could not create the Java Virtual Machine.\n"
                    "Error: A fatal exception has occurred. Program will exit.\n", a);
            g_java_stack_size = ss;
        } else if (!strcmp(a, "-Xverify:none") || !strcmp(a, "-XX:-BytecodeVerificationRemote")) {
            g_verify_remote = false;
        } else if (!strcmp(a, "-Xverify:remote") || !strcmp(a, "-XX:+BytecodeVerificationRemote")) {
            g_verify_remote = true;
        } else if (!strcmp(a, "-Xverify:all")) {
            g_verify_remote = g_verify_local = true;
        } else if (!strncmp(a, "-Xms", 4) || !strncmp(a, "-Xshare", 7) || !strcmp(a, "-Xint") ||
                   !strncmp(a, "-XX:", 4) || !strcmp(a, "-server") || !strcmp(a, "-client") ||
                   !strncmp(a, "-Xlog", 5) || !strcmp(a, "-Xbatch")) {
            /* HotSpot tuning options have no meaning here; accepted so scripts keep working. */
        } else if (!strcmp(a, "-verbose:class") || !strcmp(a, "-verbose")) {
            vm_opts.verbose_class = true;
        } else if (!strcmp(a, "-verbose:gc")) {
            vm_opts.verbose_gc = true;
        } else if (!strcmp(a, "-Xrivet:trace-exceptions")) {
            vm_opts.trace_exceptions = true;
        } else if (!strncmp(a, "-Xbootclasspath/a:", 18)) {
            vm_opts.boot_append = a + 18;
        } else if (!strcmp(a, "-version") || !strcmp(a, "--version")) {
            want_version = true;
        } else if (!strcmp(a, "-help") || !strcmp(a, "-h") || !strcmp(a, "-?") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            return 0;
        } else {
            unrecognized(a);
        }
    }
    vm_opts.jdk_home = find_jdk(jdk);
    if (!rp_check_jdk(vm_opts.jdk_home))
        return 1;
    if (record_path && !rp_start_record(record_path, argc - 1, argv + 1, vm_opts.jdk_home))
        return 1;
    if (want_version) {
        print_version();
        return 0;
    }
    if (!vm_opts.jar) {
        if (i >= argc) {
            fputs(usage_text, stderr);
            return 1;
        }
        vm_opts.main_class = argv[i++];
    }
    vm_opts.argc = argc - i;
    vm_opts.argv = argv + i;
    if (vm_opts.jar)
        vm_opts.classpath = vm_opts.jar;
    else if (!vm_opts.classpath)
        vm_opts.classpath = getenv("CLASSPATH") ? getenv("CLASSPATH") : ".";
    char *runtime = find_runtime();
    if (runtime) {
        if (vm_opts.boot_append) {
            char *both = xmalloc(strlen(runtime) + strlen(vm_opts.boot_append) + 2);
            sprintf(both, "%s:%s", vm_opts.boot_append, runtime);
            vm_opts.boot_append = both;
        } else {
            vm_opts.boot_append = runtime;
        }
    }
    sym_init();
    if (n_tools && !rti_load_tools(n_tools, tool_specs))
        return 1;
    Thread *th;
    if (!boot_vm(&th))
        return 1;
    int status = boot_run_main(th);
    boot_destroy(th, status);
}

void vm_panic(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "rivet: internal error: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    Thread *th = vm_current;
    if (th) {
        for (Frame *fr = th->top; fr; fr = fr->prev) {
            if (!fr->m)
                continue;
            fprintf(stderr, "\tat %s.%s%s (pc %ld, line %d)\n", fr->m->cls->name, fr->m->name, fr->m->desc,
                    (fr->flags & FR_NATIVE) ? -1L : (long)(fr->pc - fr->m->code), frame_line(fr));
        }
    }
    fflush(stdout);
    abort();
}
