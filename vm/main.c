/* The rivet launcher: java-compatible options, JDK discovery, then boot and run.
 *
 * Options follow the java launcher where they overlap (-cp, -D, -ea, -jar,
 * -version, source-file mode, exit statuses and error messages); Rivet's own
 * are -jdk, -seed, -quantum, -tool, -record, -replay, -report. As in java,
 * the launcher's options (-cp, -jar, -version ...) are handled here and the
 * rest are VM options (vm_option), which JAVA_TOOL_OPTIONS may hold too; the
 * command line was first expanded by vm/args.c (@files, JDK_JAVA_OPTIONS). */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/shm.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "rti/rti.h"
#include "natives/natives.h"
#include "vm/args.h"
#include "vm/vmclock.h"
#include "vm/boot.h"
#include "vm/verify.h"
#include "vm/xlog.h"
#include "classfile/zip.h"


static const char *usage_text =
    "Usage: rivet [options] <mainclass> [args...]\n"
    "           (to execute a class)\n"
    "   or  rivet [options] -jar <jarfile> [args...]\n"
    "           (to execute a jar file)\n"
    "   or  rivet [options] -m <module>[/<mainclass>] [args...]\n"
    "           (to execute the main class in a module)\n"
    "   or  rivet [options] <sourcefile> [args]\n"
    "           (to execute a single source-file program)\n"
    "\n"
    " Arguments following the main class, source file or -jar <jarfile> are\n"
    " passed as the arguments to main class. @argfiles and JDK_JAVA_OPTIONS are\n"
    " read as java reads them.\n"
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
    "    -p, --module-path <path>\n"
    "                  directories of modules, modular and automatic jars\n"
    "    -m, --module <module>[/<mainclass>]\n"
    "                  the main module (and class); what follows is the program's\n"
    "    --add-opens, --add-exports <module>/<package>=<target>,...\n"
    "    --add-reads <module>=<target>,...\n"
    "    --add-modules <module>,...\n"
    "    --limit-modules, --upgrade-module-path, --patch-module, --enable-native-access\n"
    "    --enable-preview  allow classes that use preview features of Java 17\n"
    "    --list-modules, -d, --describe-module <module>, --show-resolved-modules,\n"
    "    --validate-modules, --show-module-resolution\n"
    "                  module options, as java's\n"
    "    -javaagent:<jarpath>[=<options>]\n"
    "                  run the jar's Premain-Class before main (java.lang.instrument:\n"
    "                  transformers yes, redefinition and retransformation no)\n"
    "    -verbose:class, -verbose:gc\n"
    "    -version      print the version to the error stream and exit\n"
    "    --version     print the version to the output stream and exit\n"
    "    -showversion  print the version to the error stream and continue\n"
    "    --show-version\n"
    "                  print the version to the output stream and continue\n"
    "    --source <version>\n"
    "                  the Java version of the source file in source-file mode\n"
    "    --dry-run     create the VM and load the main class but do not run main\n"
    "    -XshowSettings[:properties|vm|locale|security|system|all]\n"
    "                  show settings and continue\n"
    "    -Xverify:none|remote|all\n"
    "                  which classes the bytecode verifier checks (default: remote,\n"
    "                  those of class loaders other than the boot loader)\n"
    "    -Xrs          leave SIGINT, SIGTERM and SIGHUP to their default action\n"
    "    -Xms<size>, -Xmn<size>\n"
    "                  checked as java checks them (the heap grows as it needs)\n"
    "    -? -h -help   print this help message to the error stream\n"
    "    --help        print this help message to the output stream\n"
    "    -X            print help on extra options to the error stream\n"
    "    --help-extra  print help on extra options to the output stream\n"
    "Rivet's own:\n"
    "    -jdk <dir>    the JDK 17 whose class library to run (default: JAVA_HOME if it\n"
    "                  is a JDK 17, else /usr/lib/jvm/java-17-openjdk-amd64)\n"
    "    -seed <n>     choose another deterministic thread interleaving\n"
    "    -quantum <n>  yield points per time slice (default 20000)\n"
    "    -tool <name>[:options]\n"
    "                  run an analysis tool (repeatable): eraser, tester, predict, or\n"
    "                  the path of a tool .so\n"
    "    -report <file.json>\n"
    "                  write the tools' findings as JSON (exit status 66 when there are any)\n"
    "    -record <file>\n"
    "                  log every nondeterministic input and thread switch of the run\n"
    "    -replay <file>\n"
    "                  run a recorded run again exactly (the command line comes from the\n"
    "                  log; -tool and -report may be added)\n";

/* -X and --help-extra: the -X options and module options, in java's layout. */
static const char *extra_usage_text =
    "\n"
    "    -Xbatch, -Xcomp, -Xint, -Xmixed, -Xnoclassgc, -Xshare:auto|off|on\n"
    "                  accepted and ignored: Rivet is an interpreter, without\n"
    "                  HotSpot's compilers and class data sharing\n"
    "    -Xbootclasspath/a:<directories and zip/jar files separated by :>\n"
    "                  append to end of bootstrap class path\n"
    "    -Xcheck:jni, -Xdebug, -Xnoagent\n"
    "                  accepted and ignored\n"
    "    -Xdiag        show additional diagnostic messages\n"
    "    -Xfuture      accepted, with HotSpot's deprecation warning\n"
    "    -Xlog[:<opts>]\n"
    "                  checked as HotSpot checks it; Rivet writes no log\n"
    "    -Xmn<size>, -Xms<size>\n"
    "                  accepted (the heap grows as it needs)\n"
    "    -Xmx<size>    set maximum Java heap size\n"
    "    -Xrs          reduce use of OS signals by Java/VM\n"
    "    -XshowSettings[:all|locale|properties|security|system|vm]\n"
    "                  show those settings and continue\n"
    "    -Xss<size>    set java thread stack size\n"
    "    -Xverify:none|remote|all\n"
    "                  which classes the bytecode verifier checks\n"
    "    -Xrivet:trace-exceptions\n"
    "                  print each exception as it is thrown\n"
    "    -Xrivet:indy-general\n"
    "                  link lambdas, string concatenation and records through\n"
    "                  the JDK's bootstrap methods, without native fast paths\n"
    "    --add-reads <module>=<target-module>(,<target-module>)*\n"
    "                  updates <module> to read <target-module>\n"
    "    --add-exports <module>/<package>=<target-module>(,<target-module>)*\n"
    "                  updates <module> to export <package> to <target-module>\n"
    "    --add-opens <module>/<package>=<target-module>(,<target-module>)*\n"
    "                  updates <module> to open <package> to <target-module>\n"
    "    --limit-modules <module name>[,<module name>...]\n"
    "                  limit the universe of observable modules\n"
    "    --patch-module <module>=<file>(:<file>)*\n"
    "                  override or augment a module with classes and resources\n"
    "                  in JAR files or directories\n"
    "    --source <version>\n"
    "                  set the version of the source in source-file mode\n"
    "\n"
    "These extra options are subject to change without notice.\n";

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
    /* java's launcher explains these two first (SelectVersion's SPC_ERROR1
     * and SPC_ERROR2), then the VM refuses them as any other */
    if (!strncmp(opt, "-version:", 9))
        fprintf(stderr, "Error: Specifying an alternate JDK/JRE version is no longer supported.\n"
                        "  The use of the flag '-version:' is no longer valid.\n"
                        "  Please download and execute the appropriate version.\n");
    else if (!strcmp(opt, "-jre-restrict-search"))
        fprintf(stderr, "Error: Specifying an alternate JDK/JRE is no longer supported.\n"
                        "  The related flags -jre-restrict-search | -jre-no-restrict-search are also no longer "
                        "valid.\n");
    die("Unrecognized option: %s\nError: Could not create the Java Virtual Machine.\n"
        "Error: A fatal exception has occurred. Program will exit.\n", opt);
}

/* A size as HotSpot reads one: digits (decimal, or hex after 0x when
 * base is 0), no sign, an optional k, m, g or t; false if malformed or too
 * large for 64 bits. */
static bool parse_size_base(const char *s, int base, unsigned long long *out)
{
    char *end;
    if (!isdigit((unsigned char)*s))
        return false;
    errno = 0;
    unsigned long long v = strtoull(s, &end, base);
    if (errno)
        return false;
    int shift = 0;
    switch (tolower((unsigned char)*end)) {
    case 0: break;
    case 'k': shift = 10; end++; break;
    case 'm': shift = 20; end++; break;
    case 'g': shift = 30; end++; break;
    case 't': shift = 40; end++; break;
    default: return false;
    }
    if (*end || v > (ULLONG_MAX >> shift))
        return false;
    *out = v << shift;
    return true;
}

static bool parse_size(const char *s, size_t *out)
{
    unsigned long long v;
    if (!parse_size_base(s, 10, &v))
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

/* Whether a -jar file is a zip with a readable manifest: java's launcher
 * parses it before it starts the VM (JLI_ParseManifest) and calls a jar
 * without one, or not a zip at all, corrupt. */
static bool jar_has_manifest(const char *path)
{
    char err[256];
    size_t len;
    Zip *z = zip_open(path, err, sizeof err);
    if (!z)
        return false;
    uint8_t *mf = zip_read(z, "META-INF/MANIFEST.MF", &len, err, sizeof err);
    zip_close(z);
    free(mf);
    return mf != NULL;
}

/* -ea:name / -da:name, as HotSpot's JavaAssertions::addOption: a name
 * ending in "..." is a package and its subpackages ("..." alone the unnamed
 * package), another a class; kept in internal form, in command-line order. */
static void add_assert_directive(const char *name, bool enable)
{
    size_t len = strlen(name);
    struct AssertDirective d = {xstrdup(name), false, enable};
    if (len >= 3 && !strcmp(name + len - 3, "...")) {
        d.name[len - 3] = 0;
        d.package = true;
    }
    for (char *p = d.name; *p; p++)
        if (*p == '.')
            *p = '/';
    vm_opts.assert_dirs = xrealloc(vm_opts.assert_dirs,
                                   sizeof *vm_opts.assert_dirs * (size_t)(vm_opts.n_assert_dirs + 1));
    vm_opts.assert_dirs[vm_opts.n_assert_dirs++] = d;
}

/* The module options, as HotSpot turns its VM options "--add-opens=X" and
 * kin into the system properties ModuleBootstrap reads at boot: the n-th
 * occurrence of a repeatable one becomes jdk.module.<stem>.<n>, the others
 * jdk.module.<stem> (the last one given wins). */
static const struct {
    const char *opt, *stem;
    bool repeatable;
} module_opts[] = {
    {"--add-opens", "addopens", true},       {"--add-exports", "addexports", true},
    {"--add-reads", "addreads", true},       {"--add-modules", "addmods", true},
    {"--patch-module", "patch", true},       {"--enable-native-access", "enable.native.access", true},
    {"--module-path", "path", false},        {"--upgrade-module-path", "upgrade.path", false},
    {"--limit-modules", "limitmods", false},
};
enum { MOD_ADDMODS = 3 };
static int module_opt_count[ARRAY_LEN(module_opts)];

/* What -Xms, -Xmx and -Xss asked for (0: not given), for -XshowSettings. */
static size_t show_initial_heap, show_max_heap, show_stack;
/* -XX:MinHeapSize, or -Xms, which sets it too (0: not given, ergonomic). */
static size_t min_heap;
/* Flags Rivet has no use for (it has no JIT, no code cache, no metaspace,
 * and a heap of its own) but checks as HotSpot does as it starts, with
 * HotSpot's defaults: -XX:ReservedCodeCacheSize (or -Xmaxjitcodesize; 48M
 * when the checks run), -XX:InitialCodeCacheSize, -XX:MinHeapFreeRatio and
 * -XX:MaxHeapFreeRatio (or -Xminf, -Xmaxf), -XX:SurvivorRatio and
 * -XX:MaxMetaspaceSize (see startup_checks). */
static unsigned long long code_cache_size = 48 << 20, initial_code_cache = 2496 << 10;
static unsigned long long min_free_ratio = 40, max_free_ratio = 70, survivor_ratio = 8;
static unsigned long long max_metaspace = ULLONG_MAX;
static const struct {
    const char *opt;
    unsigned long long *value;
} kept_flags[] = {
    {"-XX:InitialCodeCacheSize=", &initial_code_cache}, {"-XX:MinHeapFreeRatio=", &min_free_ratio},
    {"-XX:MaxHeapFreeRatio=", &max_free_ratio},         {"-XX:SurvivorRatio=", &survivor_ratio},
    {"-XX:MaxMetaspaceSize=", &max_metaspace},
};

/* The index in module_opts of an option ("--add-opens" or "--add-opens=...";
 * "-p" is --module-path), or -1. */
static int module_option(const char *opt)
{
    if (!strcmp(opt, "-p"))
        return 6;
    for (size_t k = 0; k < ARRAY_LEN(module_opts); k++) {
        size_t n = strlen(module_opts[k].opt);
        if (!strncmp(opt, module_opts[k].opt, n) && (opt[n] == '\0' || opt[n] == '='))
            return (int)k;
    }
    return -1;
}

static void add_module_prop(int k, const char *value)
{
    char *buf = xmalloc(strlen(value) + 64);
    if (module_opts[k].repeatable)
        sprintf(buf, "jdk.module.%s.%d=%s", module_opts[k].stem, module_opt_count[k]++, value);
    else
        sprintf(buf, "jdk.module.%s=%s", module_opts[k].stem, value);
    add_prop(buf);
    free(buf);
}

/* The system properties of the module system are the launcher's to set:
 * HotSpot ignores them on the command line, with a warning. */
static bool is_internal_module_property(const char *kv)
{
    if (strncmp(kv, "jdk.module.", 11))
        return false;
    const char *k = kv + 11;
    for (size_t i = 0; i < ARRAY_LEN(module_opts); i++) {
        size_t n = strlen(module_opts[i].stem);
        if (!strncmp(k, module_opts[i].stem, n) && (k[n] == '.' || k[n] == '=' || k[n] == 0))
            return true;
    }
    return false;
}

/* The value of a launcher option given as "-opt value": java takes the next
 * argument unless it looks like an option ("-cp -version" is a missing class path). */
static const char *option_value(int argc, char **argv, int *i, const char *what)
{
    if (*i + 1 >= argc || argv[*i + 1][0] == '-')
        die("Error: %s requires %s\n", argv[*i], what);
    return argv[++*i];
}

/* As java's launcher passes a class path to the VM: as the option
 * -Djava.class.path, wildcards expanded, where it was given. A later one, or
 * a -Djava.class.path after it, wins. */
static void add_class_path(ArgList *vm_args, const char *cp)
{
    const char *expanded = args_expand_classpath(cp); /* cp itself, or a new string */
    char *opt = xmalloc(strlen(expanded) + 20);
    sprintf(opt, "-Djava.class.path=%s", expanded);
    args_add(vm_args, opt);
    free(opt);
    if (expanded != cp)
        free((char *)expanded);
}

/* Rivet's own options take any next argument (-seed -1 is a seed). */
static const char *rivet_value(int argc, char **argv, int *i)
{
    if (*i + 1 >= argc)
        die("Error: %s requires %s specification\n", argv[*i], strcmp(argv[*i], "-jdk") == 0 ? "directory" : "argument");
    return argv[++*i];
}

static void print_version(FILE *out)
{
    char *v = jdk_version(vm_opts.jdk_home);
    fprintf(out, "rivet version %s\n", RIVET_VERSION);
    fprintf(out, "Java class library: OpenJDK %s from %s\n", v ? v : "?", vm_opts.jdk_home);
    fprintf(out, "Interpreter, green threads, deterministic scheduling\n");
    free(v);
}

static void vm_error(const char *fmt, const char *arg) __attribute__((noreturn));
static void vm_error(const char *fmt, const char *arg)
{
    fprintf(stderr, fmt, arg);
    die("\nError: Could not create the Java Virtual Machine.\n"
        "Error: A fatal exception has occurred. Program will exit.\n");
}

/* HotSpot's vm_exit_during_initialization: two lines on stdout, status 1.
 * HotSpot writes them straight to the descriptor while its earlier stdout
 * lines (-XX:+PrintVMOptions) wait in stdio's buffer, which exit flushes:
 * in a file or pipe those come after (on a terminal, lines go at once). */
static void vm_init_error(const char *msg) __attribute__((noreturn));
static void vm_init_error(const char *msg)
{
    char buf[512];
    int n = snprintf(buf, sizeof buf, "Error occurred during initialization of VM\n%s\n", msg);
    if (write(STDOUT_FILENO, buf, (size_t)n) < 0) {
        /* nothing more to say */
    }
    exit(1);
}

/* -XX:MaxRAM (0: the machine's memory), -XX:MaxRAMPercentage, -XX:MinRAMPercentage. */
static size_t max_ram;
static double max_ram_pct = 25, min_ram_pct = 50;

/* HotSpot's ergonomic maximum heap (Arguments::set_heap_size, G1): the
 * MaxRAMPercentage of the memory (MaxRAM when given), or the
 * MinRAMPercentage of a small one (that fraction below the default
 * MaxHeapSize, 96 MB scaled for 64-bit words), rounded up to the 2 MiB heap
 * alignment; 4 GiB of memory if the machine does not say. */
static double phys_memory(void)
{
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    if (max_ram)
        return (double)max_ram;
    return pages > 0 && page > 0 ? (double)pages * (double)page : (double)((size_t)4 << 30);
}

static size_t ergonomic_max_heap(void)
{
    double phys = phys_memory();
    const double default_max = (double)((size_t)96 * 1048576 * 13 / 10 & ~(size_t)7);
    double heap = phys * max_ram_pct / 100, small = phys * min_ram_pct / 100;
    if (small < default_max)
        heap = small;
    else if (heap < default_max)
        heap = default_max;
    /* Arguments::limit_heap_by_allocatable_memory: under an address-space
     * limit (ulimit -v), half of it at most (MaxVirtMemFraction). */
    struct rlimit as;
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY && heap > (double)as.rlim_cur / 2)
        heap = (double)as.rlim_cur / 2;
    size_t align = (size_t)2 << 20, h = (size_t)heap;
    if (h < align)
        return 0; /* too small: HotSpot checks before aligning (-XX:MaxRAM=3m) */
    h = (h + align - 1) & ~(align - 1);
    return h;
}

/* The value of the integer flag -XX:Name=value (an intx: decimal, or hex
 * with 0x, a k, m, g or t suffix) in option a, which must be in [0, hi];
 * otherwise HotSpot's messages and exit. */
static long xx_int_flag(const char *a, long hi)
{
    const char *s = strchr(a, '=') + 1;
    bool neg = *s == '-';
    unsigned long long u;
    if (!parse_size_base(s + neg, 0, &u) || u > (unsigned long long)LONG_MAX + neg)
        vm_error("Improperly specified VM option '%s'", a + 4);
    long v = neg ? (long)(0 - u) : (long)u;
    if (v < 0 || v > hi) {
        fprintf(stderr, "intx %.*s=%ld is outside the allowed range [ 0 ... %ld ]\n", (int)(s - 1 - (a + 4)), a + 4, v,
                hi);
        vm_error("Improperly specified VM option '%s'", a + 4);
    }
    return v;
}

/* The thread stack size in KiB from -Xss or -XX:ThreadStackSize, the last
 * given (-1: neither; 0: the default). */
static long stack_kb = -1;

/* ---- HotSpot's -XX flags ------------------------------------------------------ */

enum { HF_PRODUCT, HF_DIAGNOSTIC, HF_EXPERIMENTAL };
static const struct HotspotFlag {
    const char *name;
    char type; /* b bool, i/u signed/unsigned integer, d double, s string */
    uint8_t kind;
} hotspot_flags[] = {
#define X(name, type, kind) {name, type, kind},
#include "vm/hotspot_flags.inc"
#undef X
};
/* Flags HotSpot 17 ignores with a warning. */
static const char *const obsolete_flags[] = {"AssertOnSuspendWaitFailure", "SuspendRetryCount", "SuspendRetryDelay",
                                             "TraceSuspendWaitFailures", "CreateMinidumpOnCrash", "DefaultMaxRAMFraction"};
/* Flags HotSpot 17 accepts with a warning that they are deprecated, and the
 * version that deprecated them (the logging flags PrintGC and
 * PrintGCDetails warn through unified logging instead). */
static const struct {
    const char *name, *since;
} deprecated_flags[] = {
    {"AllowRedefinitionToAddDeleteMethods", "13.0"}, {"AlwaysLockClassLoader", "17.0"},
    {"BiasedLockingBulkRebiasThreshold", "15.0"}, {"BiasedLockingBulkRevokeThreshold", "15.0"},
    {"BiasedLockingDecayTime", "15.0"}, {"BiasedLockingStartupDelay", "15.0"}, {"CriticalJNINatives", "16.0"},
    {"FlightRecorder", "13.0"}, {"InitialRAMFraction", "10.0"}, {"MaxGCMinorPauseMillis", "8.0"},
    {"MaxRAMFraction", "10.0"}, {"MinRAMFraction", "10.0"}, {"PrintBiasedLockingStatistics", "15.0"},
    {"PrintPreciseBiasedLockingStatistics", "15.0"}, {"TLABStats", "12.0"}, {"UseBiasedLocking", "15.0"},
    {"UseOptoBiasInlining", "15.0"},
};
static bool unlock_diagnostic, unlock_experimental, ignore_unrecognized;

/* The entry named name[0..len) of a table sorted by name, whose entries
 * (size bytes each) begin with their name, or NULL. */
static const void *find_named(const void *table, size_t n, size_t size, const char *name, size_t len)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const void *e = (const char *)table + mid * size;
        const char *en = *(const char *const *)e;
        int c = strncmp(en, name, len);
        if (c == 0 && en[len])
            c = 1;
        if (c == 0)
            return e;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static const struct HotspotFlag *find_hotspot_flag(const char *name, size_t len)
{
    return find_named(hotspot_flags, ARRAY_LEN(hotspot_flags), sizeof *hotspot_flags, name, len);
}

/* HotSpot's StringUtils::similarity: twice the bigrams of a found in b over
 * the lengths. */
static double name_similarity(const char *a, size_t la, const char *b, size_t lb)
{
    size_t hit = 0;
    for (size_t i = 0; i + 1 < la; i++)
        for (size_t j = 0; j + 1 < lb; j++)
            if (a[i] == b[j] && a[i + 1] == b[j + 1]) {
                hit++;
                break;
            }
    return la + lb ? 2.0 * (double)hit / (double)(la + lb) : 0;
}

static void xx_fail(void) __attribute__((noreturn));
static void xx_fail(void)
{
    die("Error: Could not create the Java Virtual Machine.\n"
        "Error: A fatal exception has occurred. Program will exit.\n");
}

/* The ranges HotSpot checks flag values against as it sets them (sorted by name). */
static const struct FlagRange {
    const char *name, *type, *min, *max;
} flag_ranges[] = {
#define R(name, type, min, max) {name, type, min, max},
#include "vm/hotspot_flag_ranges.inc"
#undef R
};

static const struct FlagRange *find_flag_range(const char *name, size_t len)
{
    return find_named(flag_ranges, ARRAY_LEN(flag_ranges), sizeof *flag_ranges, name, len);
}

/* A value for flag `name` (digits, 0x hex, a k/m/g/t suffix, a sign for
 * signed types; a double without sign), checked against HotSpot's range
 * for it: false, after HotSpot's "... is outside the allowed range" line if
 * it is out of it (int and uint flags, 32 bits, keep the value's low bits,
 * as HotSpot's do), without it if HotSpot cannot read the value. */
static bool flag_in_range(const char *name, size_t len, const char *value)
{
    const struct FlagRange *r = find_flag_range(name, len);
    if (!r)
        return true;
    if (!strcmp(r->type, "double")) {
        if (*value == '-' || *value == '+')
            return false;
        double v = strtod(value, NULL), lo = strtod(r->min, NULL), hi = strtod(r->max, NULL);
        if (v >= lo && v <= hi)
            return true;
        fprintf(stderr, "double %s=%f is outside the allowed range [ %f ... %f ]\n", r->name, v, lo, hi);
        return false;
    }
    bool neg = *value == '-';
    unsigned long long u;
    if (!parse_size_base(value + neg, 0, &u))
        return false;
    if (r->type[0] == 'u' || r->type[0] == 's') { /* uint, uintx, uint64_t, size_t */
        unsigned long long lo = strtoull(r->min, NULL, 10), hi = strtoull(r->max, NULL, 10);
        if (neg)
            return false;
        if (!strcmp(r->type, "uint"))
            u = (uint32_t)u;
        if (u >= lo && u <= hi)
            return true;
        fprintf(stderr, "%s %s=%llu is outside the allowed range [ %s ... %s ]\n", r->type, r->name, u, r->min, r->max);
        return false;
    }
    long long lo = strtoll(r->min, NULL, 10), hi = strtoll(r->max, NULL, 10);
    if (u > (unsigned long long)LLONG_MAX + neg)
        return false;
    long long v = neg ? (long long)(0 - u) : (long long)u;
    if (!strcmp(r->type, "int"))
        v = (int32_t)(uint32_t)(unsigned long long)v;
    if (v >= lo && v <= hi)
        return true;
    fprintf(stderr, "%s %s=%lld is outside the allowed range [ %s ... %s ]\n", r->type, r->name, v, r->min, r->max);
    return false;
}

/* The whole of a file, NUL-terminated; NULL if it cannot be read. */
static char *read_text(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    Buf text = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_put(&text, chunk, n);
    bool bad = ferror(f);
    fclose(f);
    char *s = bad ? NULL : xstrdup(buf_cstr(&text));
    buf_free(&text);
    return s;
}

static bool vm_option(const char *a);
/* Where the options being read come from, as HotSpot names it in messages. */
static const char *options_container = "cmd_line_args";
/* The options read from files, kept: the options may point into them. */
static ArgList file_words;

/* The VM options as HotSpot lists them for VM.getRuntimeArguments and
 * RuntimeMXBean.getInputArguments (its jvm_flags, then its jvm_args): the
 * words of a -XX:Flags file, then every option of JAVA_TOOL_OPTIONS and of
 * the command line as java's launcher passed it ("--add-exports=X",
 * "-verbose:gc"), a -XX:VMOptionsFile replaced by the file's options; not
 * the class path, sun.java.command and sun.java.launcher*, which HotSpot
 * keeps apart. The source launcher gives javac the module options and
 * --enable-preview it finds there. */
static ArgList jvm_flags, jvm_args;

/* An option JAVA_TOOL_OPTIONS, the command line or a VM options file gave. */
static void vm_option_given(const char *a)
{
    if (strncmp(a, "-XX:VMOptionsFile=", 18) && strncmp(a, "-Djava.class.path", 17) &&
        strncmp(a, "-Dsun.java.command", 18) && strncmp(a, "-Dsun.java.launcher", 19))
        args_add(&jvm_args, a);
    if (!vm_option(a))
        unrecognized(a);
}

/* -XX:VMOptionsFile=FILE: VM options split as JAVA_TOOL_OPTIONS is (quotes
 * group, no comments), taken in the option's place, so that later options
 * win over them. */
static void vm_options_file(const char *a)
{
    static bool inside;
    static const char *inside_option;
    if (inside) {
        fprintf(stderr, "A VM options file may not refer to a VM options file. Specification of "
                        "'-XX:VMOptionsFile=<file-name>' in the options file '%s' in options container '%s' is an "
                        "error.\n", inside_option, options_container);
        xx_fail();
    }
    char *text = read_text(a + 18);
    if (!text) {
        fprintf(stderr, "Could not open options file '%s'\n", a + 18);
        xx_fail();
    }
    int first = file_words.n;
    if (!args_split_env(text, &file_words)) {
        fprintf(stderr, "Unmatched quote in %s\n", a + 18);
        xx_fail();
    }
    inside = true;
    inside_option = a;
    for (int i = first; i < file_words.n; i++)
        vm_option_given(file_words.v[i]);
    inside = false;
    free(text);
}

/* -XX:Flags=FILE: -XX flags without their "-XX:", separated by white space;
 * '#' at the start of a word comments out the rest of its line. */
static void flags_file(const char *path)
{
    char *text = read_text(path);
    if (!text) {
        fprintf(stderr, "Could not open settings file %s\n", path);
        xx_fail();
    }
    for (char *s = text; *s;) {
        if (isspace((unsigned char)*s)) {
            s++;
            continue;
        }
        if (*s == '#') {
            s += strcspn(s, "\n");
            continue;
        }
        size_t n = strcspn(s, " \t\r\n\v\f");
        char *word = strndup(s, n);
        args_add(&jvm_flags, word);
        free(word);
        Buf opt = {0};
        buf_put(&opt, "-XX:", 4);
        buf_put(&opt, s, n);
        args_add(&file_words, buf_cstr(&opt));
        buf_free(&opt);
        vm_option(file_words.v[file_words.n - 1]); /* (an -XX option: always taken) */
        s += n;
    }
    free(text);
}

/* Whether s is an integer flag's value as HotSpot reads it: decimal or 0x
 * hex, a k/m/g/t suffix, a sign only for signed flags. */
static bool xx_int_value(const char *s, bool is_signed)
{
    if (is_signed && *s == '-')
        s++;
    char *end;
    errno = 0;
    strtoull(s, &end, 0);
    if (end == s || errno || !isdigit((unsigned char)*s))
        return false;
    if (*end && strchr("kKmMgGtT", *end))
        end++;
    return !*end;
}

/* A -XX option no other branch took: HotSpot's Arguments::process_argument
 * decides whether it is well formed (the value is not used); a flag HotSpot
 * does not know ends the VM with its messages, unless
 * -XX:+IgnoreUnrecognizedVMOptions. */
static void xx_option(const char *a)
{
    if (!strncmp(a, "-XX:Flags=", 10)) {
        flags_file(a + 10);
        return;
    }
    if (!strncmp(a, "-XX:VMOptionsFile=", 18)) {
        vm_options_file(a);
        return;
    }
    const char *arg = a + 4;
    bool plus_minus = *arg == '+' || *arg == '-';
    const char *name = plus_minus ? arg + 1 : arg;
    const char *eq = strchr(name, '=');
    size_t len = eq ? (size_t)(eq - name) : strlen(name);
    const struct HotspotFlag *f = find_hotspot_flag(name, len);
    if (f && plus_minus && !eq && f->type == 'b') {
        if (!strcmp(f->name, "UnlockDiagnosticVMOptions"))
            unlock_diagnostic = *arg == '+';
        else if (!strcmp(f->name, "UnlockExperimentalVMOptions"))
            unlock_experimental = *arg == '+';
    }
    bool locked = f && ((f->kind == HF_DIAGNOSTIC && !unlock_diagnostic) || (f->kind == HF_EXPERIMENTAL && !unlock_experimental));
    bool ok = f && !locked &&
              (f->type == 'b' ? plus_minus && !eq
                              : !plus_minus && eq &&
                                    (f->type == 's' || (f->type == 'd' && eq[1] && strspn(eq + 1, "0123456789.eE-+") == strlen(eq + 1)) ||
                                     ((f->type == 'i' || f->type == 'u') && xx_int_value(eq + 1, f->type == 'i'))));
    if (ok && f->type != 'b' && f->type != 's' && !flag_in_range(f->name, len, eq + 1)) {
        fprintf(stderr, "Improperly specified VM option '%s'\n", name);
        xx_fail();
    }
    if (ok) {
        for (size_t i = 0; i < ARRAY_LEN(deprecated_flags); i++)
            if (!strcmp(deprecated_flags[i].name, f->name))
                fprintf(stderr,
                        "Rivet warning: Option %s was deprecated in version %s and will likely be removed in a "
                        "future release.\n",
                        f->name, deprecated_flags[i].since);
        return;
    }
    for (size_t i = 0; i < ARRAY_LEN(obsolete_flags); i++)
        if (strlen(obsolete_flags[i]) == len && !strncmp(obsolete_flags[i], name, len)) {
            fprintf(stderr, "Rivet warning: Ignoring option %s; support was removed in 17.0\n", obsolete_flags[i]);
            return;
        }
    if (!f) {
        if (ignore_unrecognized)
            return;
        fprintf(stderr, "Unrecognized VM option '%s'\n", name);
        const struct HotspotFlag *best = NULL;
        double best_score = -1;
        for (size_t i = 0; i < ARRAY_LEN(hotspot_flags); i++) {
            double s = name_similarity(hotspot_flags[i].name, strlen(hotspot_flags[i].name), name, len);
            if (s > best_score) {
                best_score = s;
                best = &hotspot_flags[i];
            }
        }
        if (best && best_score >= 0.7)
            fprintf(stderr, "Did you mean '%s%s%s'? ", best->type == 'b' ? "(+/-)" : "", best->name,
                    best->type == 'b' ? "" : "=<value>");
        xx_fail();
    }
    if (locked) {
        bool diag = f->kind == HF_DIAGNOSTIC;
        fprintf(stderr, "Error: VM option '%s' is %s and must be enabled via -XX:+Unlock%sVMOptions.\n"
                        "Error: The unlock option must precede '%s'.\n",
                f->name, diag ? "diagnostic" : "experimental", diag ? "Diagnostic" : "Experimental", f->name);
        xx_fail();
    }
    if (f->type == 'b' && !plus_minus)
        fprintf(stderr, "Missing +/- setting for VM option '%s'\n", name);
    else if (f->type != 'b' && plus_minus)
        fprintf(stderr, "Unexpected +/- setting in VM option '%s'\n", name);
    else
        fprintf(stderr, "Improperly specified VM option '%s'\n", name);
    xx_fail();
}

/* A VM option (what HotSpot parses, so also what JAVA_TOOL_OPTIONS may hold).
 * False if it is not one. */
/* ---- -XX:+PrintFlagsFinal and -XX:+PrintCommandLineFlags ---------------------
 * In HotSpot's format, on stdout, before anything else runs: the flags Rivet
 * gives a meaning to (a script's `java -XX:+PrintFlagsFinal -version | grep
 * MaxHeapSize`), and any other flag the options set. HotSpot's hundreds of
 * tuning flags that mean nothing here are not listed. */
static bool print_flags_final, print_command_line_flags;
/* The -XX flags the options set, the last setting of each (-Xmx counts as
 * MaxHeapSize, -Xss as ThreadStackSize, -Xms as InitialHeapSize). */
static struct {
    const char *name;
    size_t len;
    const char *value; /* after '=', or "true"/"false" */
} given_flags[64];
static int n_given_flags;

static void note_flag(const char *name, size_t len, const char *value)
{
    for (int i = 0; i < n_given_flags; i++)
        if (given_flags[i].len == len && !strncmp(given_flags[i].name, name, len)) {
            given_flags[i].value = value;
            return;
        }
    if (n_given_flags < (int)ARRAY_LEN(given_flags))
        given_flags[n_given_flags++] = (typeof(given_flags[0])){name, len, value};
}

/* Notes option a if it sets a -XX flag, in any of its spellings. */
static void note_xx_option(const char *a)
{
    if (!strncmp(a, "-Xmx", 4))
        note_flag("MaxHeapSize", 11, a + 4);
    else if (!strncmp(a, "-Xms", 4))
        note_flag("InitialHeapSize", 15, a + 4);
    else if (!strncmp(a, "-Xss", 4))
        note_flag("ThreadStackSize", 15, a + 4);
    else if (!strncmp(a, "-Xmaxjitcodesize", 16))
        note_flag("ReservedCodeCacheSize", 21, a + 16);
    else if (!strncmp(a, "-XX:", 4) && strncmp(a, "-XX:Flags=", 10) && strncmp(a, "-XX:VMOptionsFile=", 18)) {
        const char *n = a + 4;
        if (*n == '+' || *n == '-') {
            if (n[1] && !strchr(n, '='))
                note_flag(n + 1, strlen(n + 1), *n == '+' ? "true" : "false");
        } else if (strchr(n, '=')) {
            note_flag(n, (size_t)(strchr(n, '=') - n), strchr(n, '=') + 1);
        }
    }
}

typedef struct ShownFlag {
    const char *type, *name, *kind;
    char value[64];
    const char *origin;
} ShownFlag;

static int shown_flag_cmp(const void *a, const void *b)
{
    return strcmp(((const ShownFlag *)a)->name, ((const ShownFlag *)b)->name);
}

static const char *given_value(const char *name)
{
    for (int i = 0; i < n_given_flags; i++)
        if (given_flags[i].len == strlen(name) && !strncmp(given_flags[i].name, name, given_flags[i].len))
            return given_flags[i].value;
    return NULL;
}

/* The flags to show, sorted by name; returns how many. */
static int shown_flags(ShownFlag *out, int cap)
{
    int n = 0;
#define SHOW(ty, nm, kd, orig, ...)                                                                                    \
    do {                                                                                                               \
        if (n < cap) {                                                                                                 \
            out[n] = (ShownFlag){ty, nm, kd, "", orig};                                                                \
            snprintf(out[n].value, sizeof out[n].value, __VA_ARGS__);                                                  \
            n++;                                                                                                       \
        }                                                                                                              \
    } while (0)
#define ORIGIN(nm, otherwise) (given_value(nm) ? "command line" : (otherwise))
#define BOOL(nm, kd, v) SHOW("bool", nm, kd, ORIGIN(nm, "default"), "%s", (v) ? "true" : "false")
    SHOW("int", "ActiveProcessorCount", "product", ORIGIN("ActiveProcessorCount", "default"), "%d",
         vm_opts.active_processors ? vm_opts.active_processors : -1);
    SHOW("intx", "AutoBoxCacheMax", "C2 product", ORIGIN("AutoBoxCacheMax", "default"), "%s",
         given_value("AutoBoxCacheMax") ? given_value("AutoBoxCacheMax") : "128");
    if (unlock_diagnostic) { /* HotSpot lists diagnostic flags only then */
        BOOL("BytecodeVerificationLocal", "diagnostic", vm_opts.verify_local);
        BOOL("BytecodeVerificationRemote", "diagnostic", vm_opts.verify_remote);
    }
    BOOL("DisableExplicitGC", "product", vm_opts.disable_explicit_gc);
    BOOL("ExitOnOutOfMemoryError", "product", vm_opts.exit_on_oom);
    BOOL("CrashOnOutOfMemoryError", "product", vm_opts.crash_on_oom);
    BOOL("IgnoreUnrecognizedVMOptions", "product", ignore_unrecognized);
    if (show_initial_heap)
        SHOW("size_t", "InitialHeapSize", "product", "command line", "%zu", show_initial_heap);
    SHOW("uint64_t", "MaxDirectMemorySize", "product", ORIGIN("MaxDirectMemorySize", "default"), "%s",
         given_value("MaxDirectMemorySize") ? given_value("MaxDirectMemorySize") : "0");
    SHOW("size_t", "MaxHeapSize", "product", ORIGIN("MaxHeapSize", "ergonomic"), "%zu", vm_opts.max_heap);
    SHOW("intx", "MaxJavaStackTraceDepth", "product", ORIGIN("MaxJavaStackTraceDepth", "default"), "%d",
         (int)vm_opts.max_trace_depth);
    SHOW("uint64_t", "MaxRAM", "pd product", ORIGIN("MaxRAM", "default"), "%zu",
         max_ram ? max_ram : (size_t)128 << 30);
    SHOW("double", "MaxRAMPercentage", "product", ORIGIN("MaxRAMPercentage", "default"), "%f", max_ram_pct);
    SHOW("double", "MinRAMPercentage", "product", ORIGIN("MinRAMPercentage", "default"), "%f", min_ram_pct);
    SHOW("ccstrlist", "OnOutOfMemoryError", "product", ORIGIN("OnOutOfMemoryError", "default"), "%s",
         vm_opts.on_oom_error ? vm_opts.on_oom_error : "");
    BOOL("PrintCommandLineFlags", "product", print_command_line_flags);
    BOOL("PrintFlagsFinal", "product", print_flags_final);
    BOOL("ShowCodeDetailsInExceptionMessages", "manageable", vm_opts.npe_code_details);
    BOOL("StackTraceInThrowable", "product", vm_opts.stack_trace_in_throwable);
    SHOW("intx", "ThreadStackSize", "pd product", ORIGIN("ThreadStackSize", "default"), "%ld",
         stack_kb > 0 ? stack_kb : 1024);
    /* any other flag the options set, as given */
    for (int i = 0; i < n_given_flags; i++) {
        bool listed = false;
        for (int j = 0; j < n && !listed; j++)
            listed = strlen(out[j].name) == given_flags[i].len && !strncmp(out[j].name, given_flags[i].name, given_flags[i].len);
        const struct HotspotFlag *f = listed ? NULL : find_hotspot_flag(given_flags[i].name, given_flags[i].len);
        if (!f)
            continue;
        const char *ty = f->type == 'b' ? "bool" : f->type == 'i' ? "intx" : f->type == 'u' ? "uintx" : f->type == 'd' ? "double" : "ccstr";
        const char *kd = f->kind == HF_DIAGNOSTIC ? "diagnostic" : f->kind == HF_EXPERIMENTAL ? "experimental" : "product";
        SHOW(ty, f->name, kd, "command line", "%s", given_flags[i].value);
    }
#undef BOOL
#undef ORIGIN
#undef SHOW
    qsort(out, (size_t)n, sizeof *out, shown_flag_cmp);
    return n;
}

/* What HotSpot prints for these two options, as it starts. */
static void print_flags(void)
{
    if (!print_flags_final && !print_command_line_flags)
        return;
    ShownFlag f[ARRAY_LEN(given_flags) + 32];
    int n = shown_flags(f, (int)ARRAY_LEN(f));
    if (print_command_line_flags) {
        for (int i = 0; i < n; i++) {
            if (!strcmp(f[i].origin, "default"))
                continue;
            if (!strcmp(f[i].type, "bool"))
                printf("-XX:%c%s ", !strcmp(f[i].value, "true") ? '+' : '-', f[i].name);
            else
                printf("-XX:%s=%s ", f[i].name, f[i].value);
        }
        printf("\n");
    }
    if (print_flags_final) {
        printf("[Global flags]\n");
        for (int i = 0; i < n; i++) {
            char kind[32];
            snprintf(kind, sizeof kind, "{%s}", f[i].kind);
            int w = 51 - (int)strlen(kind); /* the kinds end in one column */
            printf("%9s %-40s = %-*s%s {%s}\n", f[i].type, f[i].name, w < 0 ? 0 : w, f[i].value, kind, f[i].origin);
        }
    }
    fflush(stdout);
}

/* -Xmaxjitcodesize<size> and -XX:ReservedCodeCacheSize=<size>, as HotSpot
 * parses them together: a memory size of at least 1 (0x hex allowed), then
 * the flag's range, both without the usual "Improperly specified" line. */
static void code_cache_option(const char *a)
{
    const char *tail = a[2] == 'm' ? a + 16 : a + 26;
    bool hex = tail[0] == '0' && (tail[1] == 'x' || tail[1] == 'X');
    unsigned long long v;
    if (!parse_size_base(hex ? tail + 2 : tail, hex ? 16 : 10, &v) || v < 1) {
        fprintf(stderr, "Invalid maximum code cache size: %s.\n", a);
        xx_fail();
    }
    char value[32];
    snprintf(value, sizeof value, "%llu", v);
    if (!flag_in_range("ReservedCodeCacheSize", 21, value))
        xx_fail();
    code_cache_size = v;
}

/* -Xminf<fraction> and -Xmaxf<fraction>: MinHeapFreeRatio and
 * MaxHeapFreeRatio in hundredths, made an int as HotSpot makes them (so
 * -Xmaxf-1 is out of the uintx range as 2^64-100). */
static void heap_free_option(const char *a)
{
    bool min = a[3] == 'i';
    char *end;
    int pct = (int)(strtod(a + 6, &end) * 100);
    if (*end || !a[6]) {
        fprintf(stderr, "Bad %s heap free percentage size: %s\n", min ? "min" : "max", a);
        xx_fail();
    }
    char value[32];
    snprintf(value, sizeof value, "%llu", (unsigned long long)(long long)pct);
    if (!flag_in_range(min ? "MinHeapFreeRatio" : "MaxHeapFreeRatio", 16, value))
        xx_fail();
    *(min ? &min_free_ratio : &max_free_ratio) = (unsigned long long)pct;
}

/* The index in kept_flags of option a, or -1. */
static int kept_flag(const char *a)
{
    for (size_t k = 0; k < ARRAY_LEN(kept_flags); k++)
        if (!strncmp(a, kept_flags[k].opt, strlen(kept_flags[k].opt)))
            return (int)k;
    return -1;
}

static bool vm_option(const char *a)
{
    int k;
    note_xx_option(a);
    if ((k = module_option(a)) >= 0 && strchr(a, '=')) {
        if (!strcmp(module_opts[k].stem, "patch") && !strchr(strchr(a, '=') + 1, '=')) {
            /* HotSpot checks this one itself, before the module system does. */
            printf("Missing '=' in --patch-module specification\n");
            fflush(stdout);
            die("Error: Could not create the Java Virtual Machine.\n"
                "Error: A fatal exception has occurred. Program will exit.\n");
        }
        add_module_prop(k, strchr(a, '=') + 1);
    } else if (!strncmp(a, "-javaagent:", 11)) {
        /* As HotSpot: the agent needs module java.instrument in the boot layer. */
        vm_opts.agents = xrealloc(vm_opts.agents, sizeof(char *) * (size_t)(vm_opts.n_agents + 1));
        vm_opts.agents[vm_opts.n_agents++] = xstrdup(a + 11);
        add_module_prop(MOD_ADDMODS, "java.instrument");
    } else if (!strncmp(a, "--illegal-access=", 17)) {
        fprintf(stderr, "Rivet warning: Ignoring option %s; support was removed in 17.0\n", a);
    } else if (!strncmp(a, "-D", 2) && is_internal_module_property(a + 2)) {
        fprintf(stderr, "Rivet warning: Ignoring system property options whose names match the "
                        "'-Djdk.module.*'. names that are reserved for internal use.\n");
    } else if (!strncmp(a, "-D", 2)) {
        if (!strcmp(a, "-Drivet.indy.general=true")) {
            /* The same as -Xrivet:indy-general, in a form HotSpot accepts
             * too (the differential tests pass options to both VMs). */
            extern bool g_indy_general_only;
            g_indy_general_only = true;
        }
        if (!strncmp(a + 2, "com.sun.management", 18) && !vm_opts.management_server) {
            /* As HotSpot's arguments.cpp: the management agent's module joins
             * the boot layer and the agent starts once the VM is up. */
            vm_opts.management_server = true;
            add_module_prop(MOD_ADDMODS, "jdk.management.agent");
        }
        if (!strchr(a + 2, '=')) {
            char buf[1024];
            snprintf(buf, sizeof buf, "%s=", a + 2);
            add_prop(buf);
        } else {
            add_prop(a + 2);
        }
    } else if (!strcmp(a, "-ea") || !strcmp(a, "-enableassertions")) {
        vm_opts.assertions = true;
    } else if (!strncmp(a, "-ea:", 4) || !strncmp(a, "-enableassertions:", 18)) {
        add_assert_directive(strchr(a, ':') + 1, true);
    } else if (!strcmp(a, "-da") || !strcmp(a, "-disableassertions")) {
        vm_opts.assertions = false;
    } else if (!strncmp(a, "-da:", 4) || !strncmp(a, "-disableassertions:", 19)) {
        add_assert_directive(strchr(a, ':') + 1, false);
    } else if (!strcmp(a, "-esa") || !strcmp(a, "-enablesystemassertions")) {
        vm_opts.system_assertions = true;
    } else if (!strcmp(a, "-dsa") || !strcmp(a, "-disablesystemassertions")) {
        vm_opts.system_assertions = false;
    } else if (!strncmp(a, "-Xmx", 4)) {
        if (!parse_size(a + 4, &vm_opts.max_heap) || !vm_opts.max_heap)
            vm_error("Invalid maximum heap size: %s", a);
        show_max_heap = vm_opts.max_heap;
    } else if (!strncmp(a, "-XX:MaxHeapSize=", 16)) {
        /* java's launcher knows only -Xmx: show_max_heap stays (-XshowSettings). */
        if (!parse_size(a + 16, &vm_opts.max_heap) || !vm_opts.max_heap)
            vm_error("Invalid maximum heap size: %s", a);
    } else if (!strncmp(a, "-XX:MaxRAM=", 11)) {
        if (!parse_size(a + 11, &max_ram))
            vm_error("Improperly specified VM option '%s'", a + 4);
    } else if (!strncmp(a, "-XX:MaxRAMPercentage=", 21) || !strncmp(a, "-XX:MinRAMPercentage=", 21)) {
        char *end;
        double pct = strtod(a + 21, &end);
        if (!a[21] || *end || a[21] == '-' || a[21] == '+') /* HotSpot reads no sign */
            vm_error("Improperly specified VM option '%s'", a + 4);
        if (pct < 0 || pct > 100) {
            fprintf(stderr, "double %.*s=%f is outside the allowed range [ 0.000000 ... 100.000000 ]\n", 16, a + 4, pct);
            vm_error("Improperly specified VM option '%s'", a + 4);
        }
        *(a[5] == 'a' ? &max_ram_pct : &min_ram_pct) = pct; /* MaxRAM... or MinRAM... */
    } else if (!strcmp(a, "-XX:+PrintFlagsFinal") || !strcmp(a, "-XX:-PrintFlagsFinal")) {
        print_flags_final = a[4] == '+';
    } else if (!strcmp(a, "-XX:+PrintCommandLineFlags") || !strcmp(a, "-XX:-PrintCommandLineFlags")) {
        print_command_line_flags = a[4] == '+';
    } else if (!strcmp(a, "-XX:+DisableExplicitGC") || !strcmp(a, "-XX:-DisableExplicitGC")) {
        vm_opts.disable_explicit_gc = a[4] == '+';
    } else if (!strncmp(a, "-XX:OnOutOfMemoryError=", 23)) {
        vm_opts.on_oom_error = a + 23;
    } else if (!strcmp(a, "-XX:+ExitOnOutOfMemoryError") || !strcmp(a, "-XX:-ExitOnOutOfMemoryError")) {
        vm_opts.exit_on_oom = a[4] == '+';
    } else if (!strcmp(a, "-XX:+CrashOnOutOfMemoryError") || !strcmp(a, "-XX:-CrashOnOutOfMemoryError")) {
        vm_opts.crash_on_oom = a[4] == '+';
    } else if (!strcmp(a, "-XX:+MaxFDLimit") || !strcmp(a, "-XX:-MaxFDLimit")) {
        vm_opts.no_max_fd_limit = a[4] == '-';
    } else if (!strncmp(a, "-XX:ActiveProcessorCount=", 25)) {
        char *end;
        long n = strtol(a + 25, &end, 0);
        if (!a[25] || *end)
            vm_error("Improperly specified VM option '%s'", a + 4);
        vm_opts.active_processors = n > 0 && n <= INT32_MAX ? (int32_t)n : 0;
    } else if (!strncmp(a, "-Xss", 4)) {
        /* As HotSpot's parse_xss: bytes up to 1 GiB, rounded up to KiB. */
        size_t ss;
        if (!parse_size(a + 4, &ss))
            vm_error("Invalid thread stack size: %s", a);
        if (ss > ((size_t)1 << 30))
            vm_error("Invalid thread stack size: %s\nThe specified size exceeds the maximum representable size.", a);
        stack_kb = (long)((ss + 1023) / 1024);
        show_stack = ss;
    } else if (!strncmp(a, "-XX:ThreadStackSize=", 20)) {
        stack_kb = xx_int_flag(a, 1L << 20);
    } else if (!strncmp(a, "-Xms", 4)) {
        /* The heap grows as needed; the initial size only shows in -XshowSettings. */
        if (!parse_size(a + 4, &show_initial_heap))
            vm_error("Invalid initial heap size: %s", a);
        min_heap = show_initial_heap;
    } else if (!strncmp(a, "-XX:InitialHeapSize=", 20) || !strncmp(a, "-XX:MinHeapSize=", 16)) {
        xx_option(a); /* a malformed value ends the VM there */
        unsigned long long v = 0;
        parse_size_base(strchr(a, '=') + 1, 0, &v);
        *(a[4] == 'I' ? &show_initial_heap : &min_heap) = (size_t)v;
    } else if (!strncmp(a, "-Xmn", 4)) {
        size_t young;
        if (!parse_size(a + 4, &young) || young == 0) /* HotSpot's least is 1 */
            vm_error("Invalid initial young generation size: %s", a);
    } else if (!strncmp(a, "-Xverify", 8)) {
        /* Recorded in vm_opts.verify_*, handed to the verifier (vm/verify.c) once every option is read. */
        if (!strcmp(a, "-Xverify:none")) {
            fprintf(stderr, "Rivet warning: Options -Xverify:none and -noverify were deprecated in JDK 13 and "
                            "will likely be removed in a future release.\n");
            vm_opts.verify_local = vm_opts.verify_remote = false;
        } else if (!strcmp(a, "-Xverify:remote")) {
            vm_opts.verify_local = false;
            vm_opts.verify_remote = true;
        } else if (!strcmp(a, "-Xverify:all") || !strcmp(a, "-Xverify")) {
            vm_opts.verify_local = vm_opts.verify_remote = true;
        } else {
            vm_error("Unrecognized verification option: %s", a);
        }
    } else if (!strcmp(a, "-XX:+BytecodeVerificationRemote") || !strcmp(a, "-XX:-BytecodeVerificationRemote")) {
        vm_opts.verify_remote = a[4] == '+';
    } else if (!strcmp(a, "-XX:+BytecodeVerificationLocal") || !strcmp(a, "-XX:-BytecodeVerificationLocal")) {
        vm_opts.verify_local = a[4] == '+';
    } else if (!strncmp(a, "-Xmaxjitcodesize", 16) || !strncmp(a, "-XX:ReservedCodeCacheSize=", 26)) {
        code_cache_option(a);
    } else if (!strncmp(a, "-Xminf", 6) || !strncmp(a, "-Xmaxf", 6)) {
        heap_free_option(a);
    } else if ((k = kept_flag(a)) >= 0) {
        xx_option(a); /* HotSpot's form and range, or the VM ends there */
        parse_size_base(a + strlen(kept_flags[k].opt), 0, kept_flags[k].value);
    } else if (!strcmp(a, "-native")) {
        /* HotSpot's threads are native: it ignores this, for compatibility (Rivet's are green) */
    } else if (!strcmp(a, "-green")) {
        fprintf(stderr, "Green threads support not available\n");
        xx_fail();
    } else if (!strncmp(a, "-XX:MaxDirectMemorySize=", 24)) {
        /* As HotSpot: the JDK reads the limit from this property (VM.saveProperties).
         * A uint64_t flag whose range is that of a Java long. */
        unsigned long long lim;
        if (!parse_size_base(a + 24, 0, &lim))
            vm_error("Improperly specified VM option '%s'", a + 4);
        if (lim > (unsigned long long)INT64_MAX) {
            fprintf(stderr, "uint64_t MaxDirectMemorySize=%llu is outside the allowed range [ 0 ... %lld ]\n", lim,
                    (long long)INT64_MAX);
            vm_error("Improperly specified VM option '%s'", a + 4);
        }
        char kv[64];
        snprintf(kv, sizeof kv, "sun.nio.MaxDirectMemorySize=%llu", lim);
        add_prop(kv);
    } else if (!strncmp(a, "-XX:AutoBoxCacheMax=", 20)) {
        /* As HotSpot: Integer's cache reads its size from this property. */
        char kv[64];
        snprintf(kv, sizeof kv, "java.lang.Integer.IntegerCache.high=%ld", xx_int_flag(a, INT32_MAX));
        add_prop(kv);
    } else if (!strncmp(a, "-XX:MaxJavaStackTraceDepth=", 27)) {
        vm_opts.max_trace_depth = (int32_t)xx_int_flag(a, INT32_MAX / 2);
    } else if (!strcmp(a, "-XX:+StackTraceInThrowable") || !strcmp(a, "-XX:-StackTraceInThrowable")) {
        vm_opts.stack_trace_in_throwable = a[4] == '+';
    } else if (!strcmp(a, "-XX:+ShowCodeDetailsInExceptionMessages") ||
               !strcmp(a, "-XX:-ShowCodeDetailsInExceptionMessages")) {
        vm_opts.npe_code_details = a[4] == '+';
    } else if (!strcmp(a, "--enable-preview")) {
        cf_enable_preview = true; /* class files 61.65535 load (JDK 17's preview features) */
    } else if (!strcmp(a, "-Xrs")) {
        vm_opts.reduce_signals = true;
    } else if (!strncmp(a, "-XX:", 4)) {
        xx_option(a); /* the other -XX flags: checked as HotSpot checks them, then ignored */
    } else if (!strncmp(a, "-Xloggc:", 8)) {
        xlog_loggc(a + 8); /* then ignored, as -Xlog:gc:FILE is */
    } else if (!strcmp(a, "-Xlog:help")) {
        xlog_help(); /* and nothing else runs, as in HotSpot */
        exit(0);
    } else if (!strncmp(a, "-Xlog", 5)) {
        if (!xlog_check(a + 5)) {
            fprintf(stderr, "Invalid -Xlog option '%s', see error log for details.\n", a);
            xx_fail();
        }
    } else if (!strcmp(a, "-Xshare:auto") || !strcmp(a, "-Xshare:on") || !strcmp(a, "-Xshare:off") ||
               !strcmp(a, "-Xshare:dump") || !strcmp(a, "-Xint") || !strcmp(a, "-Xbatch") ||
               !strcmp(a, "-Xnoclassgc")) {
        /* HotSpot tuning options have no meaning here; accepted so scripts keep working. */
    } else if (!strcmp(a, "-verbose:class") || !strcmp(a, "-verbose")) {
        vm_opts.verbose_class = true;
    } else if (!strcmp(a, "-verbose:gc")) {
        vm_opts.verbose_gc = true;
    } else if (!strncmp(a, "-verbose", 8)) {
        /* -verbose:module, -verbose:jni and, as in HotSpot, any other
         * -verbose... : accepted, not reported */
    } else if (!strcmp(a, "-Xmixed") || !strcmp(a, "-Xcomp") || !strcmp(a, "-Xdebug") || !strcmp(a, "-Xnoagent") ||
               !strcmp(a, "-Xcheck:jni")) {
        /* HotSpot's compilation mode, old debugging switches, JNI checks: nothing to do here */
    } else if (!strncmp(a, "-Xcheck", 7)) {
        vm_error("Unrecognized check option: %s", a);
    } else if (!strcmp(a, "-Xinternalversion")) {
        /* As HotSpot, as the VM reads its options: the VM's own version line
         * on stdout, status 0 (Rivet's, as -version prints Rivet's). */
        printf("Rivet VM (%s) for linux-amd64, an interpreter with green threads and deterministic scheduling\n",
               RIVET_VERSION);
        fflush(stdout);
        exit(0);
    } else if (!strcmp(a, "-Xfuture")) {
        fprintf(stderr, "Warning: -Xfuture option is deprecated and may be removed in a future release.\n");
    } else if (!strcmp(a, "-Xprof")) {
        fprintf(stderr, "Rivet warning: Ignoring option -Xprof; support was removed in 10.0\n");
    } else if (!strncmp(a, "-Xbootclasspath:", 16) || !strncmp(a, "-Xbootclasspath/p:", 18)) {
        /* Gone with JDK 9's modules; HotSpot says so on stdout. */
        printf("%s is no longer a supported option.\n", a[15] == '/' ? "-Xbootclasspath/p" : "-Xbootclasspath");
        fflush(stdout);
        die("Error: Could not create the Java Virtual Machine.\n"
            "Error: A fatal exception has occurred. Program will exit.\n");
    } else if (!strcmp(a, "-Xrivet:trace-exceptions")) {
        vm_opts.trace_exceptions = true;
    } else if (!strcmp(a, "-Xrivet:indy-general")) {
        extern bool g_indy_general_only; /* vm/indy.c: no native fast paths for lambdas, concat, records */
        g_indy_general_only = true;
    } else if (!strncmp(a, "-Xbootclasspath/a:", 18)) {
        vm_opts.boot_append = a + 18;
    } else {
        return false;
    }
    return true;
}

/* JAVA_TOOL_OPTIONS: VM options read before the command line's (which win);
 * _JAVA_OPTIONS: read after them (and win over both), as HotSpot does. Each
 * is announced on stderr as HotSpot does. Launcher options (-cp, -jar,
 * -version, @files ...) are unrecognized there. */
static ArgList tool_env_words, java_env_words; /* kept: the options may point into them */

static void read_env_options(const char *var, ArgList *words)
{
    const char *env = getenv(var);
    if (!env)
        return;
    fprintf(stderr, "Picked up %s: %s\n", var, env);
    if (!args_split_env(env, words))
        die("Unmatched quote in %s\nError: Could not create the Java Virtual Machine.\n"
            "Error: A fatal exception has occurred. Program will exit.\n",
            var);
}

static void java_tool_options(const ArgList *cmdline)
{
    read_env_options("JAVA_TOOL_OPTIONS", &tool_env_words);
    read_env_options("_JAVA_OPTIONS", &java_env_words);
    /* As HotSpot, -XX:+-IgnoreUnrecognizedVMOptions counts wherever it is (the last one wins). */
    const ArgList *lists[] = {&tool_env_words, cmdline, &java_env_words};
    for (size_t l = 0; l < ARRAY_LEN(lists); l++)
        for (int i = 0; i < lists[l]->n; i++) {
            const char *w = lists[l]->v[i];
            if (!strcmp(w, "-XX:+IgnoreUnrecognizedVMOptions") || !strcmp(w, "-XX:-IgnoreUnrecognizedVMOptions"))
                ignore_unrecognized = w[4] == '+';
        }
    /* -XX:+PrintVMOptions (the last setting, wherever it is, a VM options
     * file included) prints every -XX option of the three lists as given, a
     * VM options file's own in its place, before any is looked at. A file
     * that cannot be read (or names another) ends the VM later, and HotSpot,
     * which reads the files first, prints nothing then. */
    ArgList flat = {0};
    bool files_ok = true;
    for (size_t l = 0; l < ARRAY_LEN(lists); l++)
        for (int i = 0; i < lists[l]->n; i++) {
            const char *w = lists[l]->v[i];
            if (strncmp(w, "-XX:VMOptionsFile=", 18)) {
                args_add(&flat, w);
                continue;
            }
            char *text = read_text(w + 18);
            ArgList words = {0};
            files_ok &= text && args_split_env(text, &words);
            for (int j = 0; j < words.n; j++) {
                files_ok &= strncmp(words.v[j], "-XX:VMOptionsFile=", 18) != 0;
                args_add(&flat, words.v[j]);
            }
            args_free(&words);
            free(text);
        }
    bool print_vm_options = false;
    for (int i = 0; i < flat.n; i++)
        if (!strcmp(flat.v[i], "-XX:+PrintVMOptions") || !strcmp(flat.v[i], "-XX:-PrintVMOptions"))
            print_vm_options = flat.v[i][4] == '+';
    for (int i = 0; i < flat.n && print_vm_options && files_ok; i++)
        if (!strncmp(flat.v[i], "-XX:", 4))
            printf("VM option '%s'\n", flat.v[i] + 4); /* buffered, as HotSpot's: see vm_init_error */
    args_free(&flat);
    options_container = "env_var='JAVA_TOOL_OPTIONS'";
    for (int i = 0; i < tool_env_words.n; i++)
        vm_option_given(tool_env_words.v[i]);
    options_container = "cmd_line_args";
}

/* _JAVA_OPTIONS, after the command line's options. */
static void java_options_last(void)
{
    options_container = "env_var='_JAVA_OPTIONS'";
    for (int i = 0; i < java_env_words.n; i++)
        vm_option_given(java_env_words.v[i]);
    options_container = "cmd_line_args";
}

/* ---- HotSpot's start-up checks of flags Rivet has no use for ----------------
 * Made where HotSpot makes them as it starts (vm/main.c's main calls them in
 * that order), with its messages: the code cache's sizes at the end of the
 * options (CompilerConfig::check_args_consistency), the large pages
 * (os::large_page_init), the constraints between flags after ergonomics
 * (jvmFlagConstraintsGC.cpp), Epsilon's advice, the heap's reservation, the
 * constraints after the heap is made, and the first class metadata. */

static bool flag_true(const char *name)
{
    const char *v = given_value(name);
    return v && !strcmp(v, "true");
}

static void check_code_cache(void)
{
    const unsigned long long min_use = 400 << 10, limit = 2048ull << 20; /* x86-64's CodeCacheMinimumUseSpace */
    if (code_cache_size < initial_code_cache)
        fprintf(stderr, "Invalid ReservedCodeCacheSize: %dK. Must be at least InitialCodeCacheSize=%dK.\n",
                (int)(uint32_t)(code_cache_size >> 10), (int)(uint32_t)(initial_code_cache >> 10));
    else if (code_cache_size < min_use)
        fprintf(stderr, "Invalid ReservedCodeCacheSize=%dK. Must be at least %uK.\n",
                (int)(uint32_t)(code_cache_size >> 10), (unsigned)(min_use >> 10));
    else if (code_cache_size > limit) /* HotSpot prints it with %d: 2^64-1 is -1M */
        fprintf(stderr, "Invalid ReservedCodeCacheSize=%dM. Must be at most %uM.\n",
                (int)(uint32_t)(code_cache_size >> 20), (unsigned)(limit >> 20));
    else
        return;
    xx_fail();
}

/* -XX:+UseLargePages: HotSpot tries the default huge page size with
 * MAP_HUGETLB, then with SysV shared memory, and warns when neither works;
 * -XX:+UseTransparentHugePages wants the kernel's THP in madvise or always
 * mode. Rivet then uses the pages it used before (its heap's chunks go on
 * transparent huge pages anyway: vm/heap.c). */
static void check_large_pages(void)
{
    if (flag_true("UseTransparentHugePages")) {
        char *mode = read_text("/sys/kernel/mm/transparent_hugepage/enabled");
        if (!mode || (!strstr(mode, "[madvise]") && !strstr(mode, "[always]")))
            xlog_warning("pagesize", "UseTransparentHugePages disabled, transparent huge pages are not supported by "
                                     "the operating system.");
        free(mode);
        return;
    }
    if (!flag_true("UseLargePages"))
        return;
    size_t size = (size_t)2 << 20;
    char *meminfo = read_text("/proc/meminfo"), *line = meminfo ? strstr(meminfo, "Hugepagesize:") : NULL;
    if (line && strtoull(line + 13, NULL, 10))
        size = (size_t)strtoull(line + 13, NULL, 10) << 10;
    free(meminfo);
    void *p = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
    if (p != MAP_FAILED) {
        munmap(p, size);
        return;
    }
    int id = shmget(IPC_PRIVATE, size, SHM_HUGETLB | IPC_CREAT | SHM_R | SHM_W);
    if (id >= 0) {
        shmctl(id, IPC_RMID, NULL);
        return;
    }
    xlog_warning("pagesize", "UseLargePages disabled, no large pages configured and available on the system.");
}

/* The space the heap's size is aligned to: G1's region size (a power of
 * two from 1M to 32M, about a 2048th of the heap), the serial and parallel
 * collectors' generation alignment; 0 for the others (not checked). */
static size_t heap_space_alignment(size_t max_heap)
{
    if (flag_true("UseSerialGC"))
        return (size_t)64 << 10;
    if (flag_true("UseParallelGC"))
        return (size_t)512 << 10;
    if (flag_true("UseZGC") || flag_true("UseShenandoahGC") || flag_true("UseEpsilonGC"))
        return 0;
    size_t region = (size_t)1 << 20;
    while (region < max_heap / 2048 && region < ((size_t)32 << 20))
        region <<= 1;
    return region;
}

/* The constraints HotSpot checks once ergonomics set the flags. */
static void check_flag_constraints(size_t max_heap)
{
    if (min_free_ratio > max_free_ratio) {
        fprintf(stderr, "MinHeapFreeRatio (%llu) must be less than or equal to MaxHeapFreeRatio (%llu)\n",
                min_free_ratio, max_free_ratio);
        fprintf(stderr, "MaxHeapFreeRatio (%llu) must be greater than or equal to MinHeapFreeRatio (%llu)\n",
                max_free_ratio, min_free_ratio);
        xx_fail();
    }
    /* So that aligning MaxHeapSize up cannot overflow (G1's largest region, 32M). */
    size_t align = (size_t)32 << 20, aligned_max = (SIZE_MAX - align) & ~(align - 1);
    if (max_heap > aligned_max) {
        fprintf(stderr, "MaxHeapSize (%zu) must be less than or equal to aligned maximum value (%zu)\n", max_heap,
                aligned_max);
        xx_fail();
    }
}

/* The Epsilon collector's advice (EpsilonArguments::initialize), and its
 * default of exiting on OutOfMemoryError. HotSpot's initial heap is then
 * -Xms, or a 64th of the memory (InitialRAMPercentage) within the minimum
 * and maximum. Rivet's collector still collects: Epsilon's meaning (never
 * free anything) is not honoured. */
static void epsilon_advice(size_t max_heap)
{
    if (!flag_true("UseEpsilonGC"))
        return;
    if (!given_value("ExitOnOutOfMemoryError"))
        vm_opts.exit_on_oom = true;
    size_t initial = show_initial_heap;
    if (!initial) {
        initial = (size_t)(phys_memory() * 1.5625 / 100);
        if (initial < min_heap)
            initial = min_heap;
        if (initial > max_heap)
            initial = max_heap;
    }
    if (initial != max_heap)
        xlog_warning("gc,init", "Consider setting -Xms equal to -Xmx to avoid resizing hiccups");
    if (!given_value("AlwaysPreTouch"))
        xlog_warning("gc,init", "Consider enabling -XX:+AlwaysPreTouch to avoid memory commit hiccups");
}

/* HotSpot reserves the whole heap's address space as it starts. java is a
 * position-independent executable, which Linux maps at two thirds of the
 * 128 TiB user address space (ELF_ET_DYN_BASE, plus up to 1 TiB at
 * random); a reservation that large only fits below it, so a heap of more
 * than about 85 TiB fails. Rivet's heap grows by chunks and reserves
 * nothing: it fails where java would, or where its own address space has no
 * room for the heap (a ulimit -v). */
static void check_heap_reservation(size_t max_heap)
{
    size_t align = heap_space_alignment(max_heap), heap = max_heap;
    if (align)
        heap = (max_heap + align - 1) & ~(align - 1);
    bool fits = heap <= 0x555555554000ull - align - ((size_t)64 << 10);
    if (fits) {
        void *p = mmap(NULL, heap, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        fits = p != MAP_FAILED;
        if (fits)
            munmap(p, heap);
    }
    if (!fits) {
        char msg[128];
        snprintf(msg, sizeof msg, "Could not reserve enough space for %zuKB object heap", heap >> 10);
        vm_init_error(msg);
    }
}

/* The constraints HotSpot checks once the heap is made: a SurvivorRatio
 * given must leave the young generation's survivor spaces one alignment
 * unit at least. */
static void check_heap_constraints(size_t max_heap)
{
    size_t align = heap_space_alignment(max_heap);
    if (!given_value("SurvivorRatio") || !align)
        return;
    size_t heap_align = align > ((size_t)2 << 20) ? align : (size_t)2 << 20; /* the card table's, at least */
    size_t most = ((max_heap + heap_align - 1) & ~(heap_align - 1)) / align;
    if (survivor_ratio > most) {
        fprintf(stderr, "SurvivorRatio (%llu) must be less than or equal to ergonomic SurvivorRatio maximum (%zu)\n",
                survivor_ratio, most);
        xx_fail();
    }
}

/* Class metadata: HotSpot commits metaspace in 64K granules, and its own
 * start-up takes two of them (with the JDK's CDS archive); a program's
 * classes take more (a hello world about 512K). Rivet keeps no metaspace:
 * a MaxMetaspaceSize too small for HotSpot's start fails as it does, a
 * larger one limits nothing. */
static void check_metaspace(void)
{
    if ((max_metaspace & ~0xffffull) < (128 << 10))
        vm_init_error("OutOfMemoryError: Metaspace");
}

static bool is_source_file(const char *path)
{
    size_t n = strlen(path);
    struct stat st;
    return n > 5 && !strcmp(path + n - 5, ".java") && stat(path, &st) == 0;
}

/* -ea, -da and their long and package forms (not -esa/-dsa: system classes). */
static bool is_assertion_option(const char *o)
{
    static const char *const names[] = {"-ea", "-da", "-enableassertions", "-disableassertions"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        size_t n = strlen(names[k]);
        if (!strncmp(o, names[k], n) && (o[n] == 0 || o[n] == ':'))
            return true;
    }
    return false;
}

/* Whether a string of options (JAVA_TOOL_OPTIONS) has an assertion option. */
static bool mentions_assertions(const char *opts)
{
    char buf[4096];
    snprintf(buf, sizeof buf, "%s", opts);
    char *save = NULL;
    for (char *w = strtok_r(buf, " \t\n", &save); w; w = strtok_r(NULL, " \t\n", &save))
        if (is_assertion_option(w))
            return true;
    return false;
}

/* Started with fd 0, 1 or 2 closed (`prog 0<&- 1>&-`), the first files
 * opened would take those numbers, and System.out (FileDescriptor.out, fd 1)
 * would write into the program's own file. HotSpot's own start-up opens
 * fill the holes; here /dev/null does, before anything else opens a file. */
static void open_std_fds(void)
{
    for (int fd = 0; fd <= 2; fd++) {
        if (fcntl(fd, F_GETFD) != -1 || errno != EBADF)
            continue;
        int nfd = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
        if (nfd >= 0 && nfd != fd) { /* a lower hole was filled first: cannot happen in order 0, 1, 2 */
            dup2(nfd, fd);
            close(nfd);
        }
    }
}

int main(int argc, char **argv)
{
    open_std_fds();
    /* As HotSpot: a write to a closed pipe or socket fails with EPIPE (an
     * IOException in Java) instead of killing the process. */
    signal(SIGPIPE, SIG_IGN);
    /* The heap's ergonomic size is set once the options are read (ergonomic_max_heap). */
    vm_opts.max_heap = 0;
    vm_opts.verify_remote = true; /* HotSpot's defaults */
    vm_opts.max_trace_depth = 1024;
    vm_opts.stack_trace_in_throwable = true;
    vm_opts.npe_code_details = true;
    /* JDK_JAVA_OPTIONS and @files, as java's launcher expands them. */
    /* Static: argv points into it until exit (a leak for LeakSanitizer when
     * another thread calls exit and main's frame is no longer looked at). */
    static ArgList expanded;
    args_expand(argc, argv, &expanded);
    argc = expanded.n;
    argv = expanded.v;
    /* -record FILE and -replay FILE are taken out of the options first: a
     * replay's command line is the recorded one (plus tools given now). */
    const char *record_path = NULL, *replay_path = NULL;
    {
        char **kept = xcalloc((size_t)argc + 2, sizeof(char *));
        int nk = 0, j = 0;
        kept[nk++] = argv[j++];
        bool tester = false, assert_opt = false;
        for (; j < argc && argv[j][0] == '-'; j++) {
            const char *o = argv[j];
            if (!strcmp(o, "-tool") && j + 1 < argc &&
                (!strcmp(argv[j + 1], "tester") || !strncmp(argv[j + 1], "tester:", 7)))
                tester = true;
            if (is_assertion_option(o))
                assert_opt = true;
            if ((!strcmp(o, "-record") || !strcmp(o, "-replay")) && j + 1 < argc) {
                *(o[2] == 'e' && o[3] == 'c' ? &record_path : &replay_path) = argv[++j];
                continue;
            }
            kept[nk++] = argv[j];
            if (j + 1 < argc && args_takes_value(o))
                kept[nk++] = argv[++j];
            if (!strcmp(o, "-jar") || !strcmp(o, "-m") || !strcmp(o, "--module")) {
                j++; /* past the jar or module: the rest is the program's */
                break;
            }
            if (!strncmp(o, "--module=", 9)) {
                j++;
                break;
            }
        }
        for (; j < argc; j++)
            kept[nk++] = argv[j];
        /* The tester is there to find failing assertions: it turns them on
         * (as -ea, first, so the command line its reproduction runs and
         * replay logs are made from has it too) unless the user chose with
         * an assertion option, here or in JAVA_TOOL_OPTIONS. */
        const char *jto = getenv("JAVA_TOOL_OPTIONS");
        if (tester && !assert_opt && !replay_path && !(jto && mentions_assertions(jto))) {
            memmove(kept + 2, kept + 1, sizeof(char *) * (size_t)(nk - 1));
            kept[1] = "-ea";
            nk++;
        }
        if (record_path && replay_path)
            die("rivet: -record and -replay cannot be used together\n");
        if (replay_path) {
            int rc;
            char **rv;
            if (!rp_start_replay(replay_path, &rc, &rv))
                return 1;
            /* A tool the recorded run had is run again from the log: given
             * again here it was a second copy ("cannot take scheduling:
             * tool tester owns it" for a tester's log, hunt 9). */
            for (int a = 1; a + 1 < nk; a++) {
                if (strcmp(kept[a], "-tool"))
                    continue;
                size_t n = strcspn(kept[a + 1], ":");
                for (int b = 0; b + 1 < rc; b++)
                    if (!strcmp(rv[b], "-tool") && strcspn(rv[b + 1], ":") == n && !strncmp(rv[b + 1], kept[a + 1], n))
                        die("rivet: %s was recorded with -tool %.*s, which the replay runs again as it ran; "
                            "leave it out here\n", replay_path, (int)n, rv[b + 1]);
            }
            char **both = xcalloc((size_t)(nk + rc) + 1, sizeof(char *));
            memcpy(both, kept, sizeof(char *) * (size_t)nk);
            memcpy(both + nk, rv, sizeof(char *) * (size_t)rc);
            free(rv); /* its strings are both's now */
            nk += rc;
            free(kept);
            kept = both;
        }
        argc = nk;
        argv = kept;
        vm_opts.launcher_argc = argc;
        vm_opts.launcher_argv = argv;
    }
    /* The launcher's options, as java.c parses them; the rest are VM options,
     * checked after JAVA_TOOL_OPTIONS as HotSpot does (so the launcher's
     * errors come first). */
    const char *jdk = NULL;
    FILE *version_out = NULL;      /* -version, --version */
    FILE *show_version_out = NULL; /* -showversion, --show-version */
    FILE *extra_usage_out = NULL;  /* -X, --help-extra */
    FILE *usage_out = NULL;        /* -help, --help */
    const char *show_settings = NULL;
    bool source_mode = false, source_opt = false;
    const char *main_module = NULL;   /* -m module[/class] */
    const char *module_action = NULL; /* --list-modules, --describe-module: LauncherHelper's method */
    const char *describe_module = NULL;
    bool show_resolved = false, validate_modules = false;
    static ArgList vm_args; /* static: a root for LeakSanitizer when main's frame is not (exit from another thread) */
    static char **tool_specs; /* (static: kept for the whole run, reachable at exit) */
    int n_tools = 0;
    /* As java: CLASSPATH first, so that -cp and -Djava.class.path override it;
     * "." when none of them is given and a class is to run. */
    bool have_classpath = getenv("CLASSPATH") != NULL;
    if (have_classpath)
        add_class_path(&vm_args, getenv("CLASSPATH"));
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        const char *v;
        int k;
        if (a[0] != '-')
            break;
        if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
            add_class_path(&vm_args, option_value(argc, argv, &i, "class path specification"));
            have_classpath = true;
        } else if (!strncmp(a, "--class-path=", 13)) {
            add_class_path(&vm_args, a + 13);
            have_classpath = true;
        } else if (!strcmp(a, "-jar")) {
            if (i + 1 >= argc) {
                fputs("Error: -jar requires jar file specification\n", stderr);
                fputs(usage_text, stderr);
                return 1;
            }
            vm_opts.jar = argv[++i];
            i++;
            break;
        } else if (!strcmp(a, "--source") || !strncmp(a, "--source=", 9)) {
            v = a[8] == '=' ? a + 9 : option_value(argc, argv, &i, "source version");
            if (!*v)
                die("Error: %s requires source version\n", a);
            char buf[256];
            snprintf(buf, sizeof buf, "-Djdk.internal.javac.source=%s", v);
            args_add(&vm_args, buf);
            source_mode = source_opt = true;
        } else if (!strcmp(a, "-m") || !strcmp(a, "--module") || !strncmp(a, "--module=", 9)) {
            /* The main module (and class): what follows is the program's. */
            v = !strncmp(a, "--module=", 9) ? a + 9 : i + 1 < argc && argv[i + 1][0] != '-' ? argv[++i] : "";
            if (!*v)
                die("Error: %s requires module name\n", a);
            main_module = v;
            i++;
            break;
        } else if ((k = module_option(a)) >= 0) {
            /* As java's launcher: "--add-opens X" becomes the VM option
             * "--add-opens=X" ("-p X" is "--module-path=X"); a missing or
             * empty value is an error here. */
            const char *eq = strchr(a, '=');
            v = eq ? eq + 1 : i + 1 < argc && argv[i + 1][0] != '-' ? argv[++i] : "";
            if (!*v)
                die("Error: %s requires %s\n", a,
                    !eq && (k == 6 || k == 7) ? "module path specification" : "modules to be specified");
            char *opt = xmalloc(strlen(module_opts[k].opt) + strlen(v) + 2);
            sprintf(opt, "%s=%s", module_opts[k].opt, v);
            args_add(&vm_args, opt);
            free(opt);
        } else if (!strcmp(a, "--list-modules")) {
            module_action = "listModules";
        } else if (!strcmp(a, "--show-resolved-modules")) {
            show_resolved = true;
        } else if (!strcmp(a, "--validate-modules")) {
            args_add(&vm_args, "-Djdk.module.validation=true");
            validate_modules = true;
        } else if (!strcmp(a, "--show-module-resolution")) {
            args_add(&vm_args, "-Djdk.module.showModuleResolution=true");
        } else if (!strcmp(a, "--describe-module") || !strcmp(a, "-d") || !strncmp(a, "--describe-module=", 18)) {
            describe_module = !strncmp(a, "--describe-module=", 18) ? a + 18 : i + 1 < argc && argv[i + 1][0] != '-' ? argv[++i] : NULL;
            if (!describe_module)
                die("Error: %s requires module name\n", a);
            module_action = "describeModule";
        } else if (!strcmp(a, "-jdk")) {
            jdk = rivet_value(argc, argv, &i);
        } else if (!strcmp(a, "-tool")) {
            tool_specs = xrealloc(tool_specs, sizeof(char *) * (size_t)(n_tools + 1));
            tool_specs[n_tools++] = (char *)rivet_value(argc, argv, &i);
        } else if (!strcmp(a, "-report")) {
            rti_report_path = rivet_value(argc, argv, &i);
            /* Tried now, not after a long run whose findings would then be
             * lost (hunt 9): opened for writing without truncating it, or
             * made and removed again. */
            int rfd = open(rti_report_path, O_WRONLY | O_CLOEXEC);
            bool made = false;
            if (rfd < 0 && errno == ENOENT) {
                rfd = open(rti_report_path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
                made = rfd >= 0;
            }
            if (rfd < 0)
                die("rivet: cannot write report %s: %s\n", rti_report_path, strerror(errno));
            close(rfd);
            if (made)
                unlink(rti_report_path);
        } else if (!strcmp(a, "-seed")) {
            v = rivet_value(argc, argv, &i);
            char *end;
            vm_opts.seed = strtoull(v, &end, 0);
            if (*end || !*v)
                die("rivet: -seed needs a number, not '%s'\n", v);
            vm_opts.seeded = true;
        } else if (!strcmp(a, "-quantum")) {
            v = rivet_value(argc, argv, &i);
            char *end;
            unsigned long q = strtoul(v, &end, 0);
            if (*end || !q || q > 1000000000ul)
                die("rivet: -quantum needs a positive number, not '%s'\n", v);
            vm_opts.quantum = (uint32_t)q;
        } else if (!strcmp(a, "-version") || !strcmp(a, "--version")) {
            /* As java, the rest of the command line is not looked at. */
            version_out = a[1] == '-' ? stdout : stderr;
            break;
        } else if (!strcmp(a, "-X") || !strcmp(a, "--help-extra")) {
            /* As java: printed once the VM options are checked; the rest is not looked at. */
            extra_usage_out = a[1] == '-' ? stdout : stderr;
            break;
        } else if (!strcmp(a, "-fullversion")) {
            /* As java, at once, in java's words (with Rivet's version, as -version). */
            fprintf(stderr, "rivet full version \"%s\"\n", RIVET_VERSION);
            return 0;
        } else if (!strcmp(a, "--full-version")) {
            printf("rivet %s\n", RIVET_VERSION);
            return 0;
        } else if (!strncmp(a, "-splash:", 8)) {
            /* A splash screen needs a display: Rivet is headless. */
        } else if (!strcmp(a, "-showversion") || !strcmp(a, "--show-version")) {
            show_version_out = a[1] == '-' ? stdout : stderr;
        } else if (!strcmp(a, "-help") || !strcmp(a, "-h") || !strcmp(a, "-?") || !strcmp(a, "--help")) {
            /* As java: printed once the VM has started; the rest is not looked at. */
            usage_out = a[1] == '-' ? stdout : stderr;
            break;
        } else if (!strcmp(a, "--dry-run")) {
            vm_opts.dry_run = true;
        } else if (!strcmp(a, "-XshowSettings") || !strncmp(a, "-XshowSettings:", 15)) {
            show_settings = a;
        } else if (!strcmp(a, "-Xdiag")) {
            args_add(&vm_args, "-Dsun.java.launcher.diag=true"); /* LauncherHelper prints more */
        } else if (!strcmp(a, "-server") || !strcmp(a, "-client")) {
            /* java's launcher takes the VM's type out (CheckJvmType): HotSpot never sees it */
        } else if (!strcmp(a, "-verbosegc")) {
            args_add(&vm_args, "-verbose:gc");
        } else if (!strcmp(a, "-noverify")) {
            args_add(&vm_args, "-Xverify:none");
        } else if (!strcmp(a, "-verify")) {
            args_add(&vm_args, "-Xverify:all");
        } else if (!strcmp(a, "-verifyremote")) {
            args_add(&vm_args, "-Xverify:remote");
        } else {
            have_classpath |= !strncmp(a, "-Djava.class.path=", 18);
            args_add(&vm_args, a);
        }
    }
    /* What to run: the main class, or a source file (java's source-file mode,
     * also forced by --source for a file without .java, as a shebang script). */
    const char *what = NULL;
    if (main_module) {
        /* As java: jdk.module.main names the module, LauncherHelper gets module[/class]. */
        const char *slash = strchr(main_module, '/');
        char *prop = xmalloc(strlen(main_module) + 32);
        sprintf(prop, "-Djdk.module.main=%.*s", slash ? (int)(slash - main_module) : (int)strlen(main_module),
                main_module);
        args_add(&vm_args, prop);
        free(prop);
        what = main_module;
        vm_opts.module_mode = true;
    } else if (!version_out && !extra_usage_out && !usage_out && !vm_opts.jar && i < argc) {
        what = argv[i++];
    }
    if (what && !main_module && !source_opt && !have_classpath)
        add_class_path(&vm_args, ".");
    if (what && !vm_opts.jar && is_source_file(what))
        source_mode = true;
    if (source_mode && !vm_opts.jar && !main_module && !version_out) {
        /* The JDK's source launcher compiles the file in memory and runs it:
         * it is the main class, the file its first argument. */
        if (what)
            i--;
        what = "jdk.compiler/com.sun.tools.javac.launcher.Main";
        vm_opts.source_mode = true;
    }
    vm_opts.main_class = what;
    if (vm_opts.jar && access(vm_opts.jar, R_OK) != 0)
        die("Error: Unable to access jarfile %s\n", vm_opts.jar); /* java looks before it starts the VM */
    if (vm_opts.jar && !jar_has_manifest(vm_opts.jar))
        die("Error: Invalid or corrupt jarfile %s\n", vm_opts.jar);
    if (vm_opts.jar)
        add_class_path(&vm_args, vm_opts.jar); /* after every option: the jar is the class path */
    if (vm_opts.source_mode)
        args_add(&vm_args, "--add-modules=ALL-DEFAULT"); /* as java adds */

    /* The VM's options: JAVA_TOOL_OPTIONS, the command line's, _JAVA_OPTIONS. */
    java_tool_options(&vm_args);
    for (int j = 0; j < vm_args.n; j++)
        vm_option_given(vm_args.v[j]);
    java_options_last();
    for (int j = 0; j < jvm_args.n; j++) /* HotSpot's order: the flags file's words first */
        args_add(&jvm_flags, jvm_args.v[j]);
    vm_opts.jvm_argc = jvm_flags.n;
    vm_opts.jvm_argv = jvm_flags.v;
    /* After the options, as HotSpot: the logging flags' warnings (it turns
     * them into -Xlog), the choice of one collector, the heap's sizes. */
    if (given_value("PrintGC") && !strcmp(given_value("PrintGC"), "true"))
        xlog_deprecated_flag("PrintGC", "gc");
    if (given_value("PrintGCDetails") && !strcmp(given_value("PrintGCDetails"), "true"))
        xlog_deprecated_flag("PrintGCDetails", "gc*");
    check_code_cache();
    check_large_pages();
    static const char *const collectors[] = {"UseSerialGC", "UseParallelGC", "UseG1GC",
                                             "UseZGC", "UseShenandoahGC", "UseEpsilonGC"};
    int n_collectors = 0;
    for (size_t c = 0; c < ARRAY_LEN(collectors); c++)
        n_collectors += given_value(collectors[c]) && !strcmp(given_value(collectors[c]), "true");
    if (n_collectors > 1)
        vm_init_error("Multiple garbage collectors selected");
    size_t ergonomic_heap = vm_opts.max_heap ? 0 : ergonomic_max_heap();
    check_flag_constraints(vm_opts.max_heap ? vm_opts.max_heap : ergonomic_heap);
    /* GCArguments::initialize_heap_flags_and_sizes, in its order (0 for
     * -Xms or MinHeapSize: chosen by ergonomics). */
    size_t ergonomic = ergonomic_heap;
    if (vm_opts.max_heap && show_initial_heap > vm_opts.max_heap)
        vm_init_error("Initial heap size set to a larger value than the maximum heap size");
    if (vm_opts.max_heap && min_heap > vm_opts.max_heap)
        vm_init_error("Incompatible minimum and maximum heap sizes specified");
    if ((vm_opts.max_heap && vm_opts.max_heap < (2u << 20)) || (!vm_opts.max_heap && !ergonomic))
        vm_init_error("Too small maximum heap");
    if (show_initial_heap && show_initial_heap < (1u << 20))
        vm_init_error("Too small initial heap");
    if (min_heap && min_heap < (1u << 20))
        vm_init_error("Too small minimum heap");
    size_t max_heap_flag = vm_opts.max_heap ? vm_opts.max_heap : ergonomic; /* HotSpot's MaxHeapSize, not aligned */
    epsilon_advice(max_heap_flag);
    check_heap_reservation(max_heap_flag);
    check_heap_constraints(max_heap_flag);
    check_metaspace();
    fflush(stdout); /* -XX:+PrintVMOptions' lines, before anything the program writes */
    if (!vm_opts.max_heap)
        vm_opts.max_heap = ergonomic;
    else /* G1's heap alignment, 2 MiB: -Xmx1000000k is 1025507328 bytes, -Xmx3m 4 MiB (Runtime.maxMemory) */
        vm_opts.max_heap = (vm_opts.max_heap + ((size_t)2 << 20) - 1) & ~(((size_t)2 << 20) - 1);
    /* The stack size HotSpot checks as it starts its threads (0: the
     * default, 1 MiB); 136k is its least for Java threads on x86-64, and its
     * message goes to stdout. */
    if (stack_kb > 0 && stack_kb < 136) {
        printf("\nThe Java thread stack size specified is too small. Specify at least 136k\n");
        fflush(stdout);
        die("Error: Could not create the Java Virtual Machine.\n"
            "Error: A fatal exception has occurred. Program will exit.\n");
    }
    if (stack_kb > 0) {
        extern size_t g_java_stack_size; /* vm/thread.c */
        g_java_stack_size = (size_t)stack_kb * 1024;
    }
    print_flags();
    g_verify_remote = vm_opts.verify_remote; /* vm/verify.c */
    g_verify_local = vm_opts.verify_local;

    vm_opts.jdk_home = find_jdk(jdk);
    if (!rp_check_jdk(vm_opts.jdk_home))
        return 1;
    if (record_path && !rp_start_record(record_path, argc - 1, argv + 1, vm_opts.jdk_home))
        return 1;
    vmclock_mark_start();
    /* java's -version boots the VM first, so a module that cannot be
     * resolved fails it: with module options, Rivet boots too. */
    bool module_props = false;
    for (int p = 0; p < vm_opts.nprops; p++)
        module_props |= !strncmp(vm_opts.props[p], "jdk.module.", 11);
    /* java prints its usage texts after it started the VM, so a module
     * option the module system refuses (a value that swallowed the main
     * class: "--add-opens M15") fails the boot first; Rivet boots for
     * them only when there are module options. */
    bool usage_only = extra_usage_out || usage_out;
    bool no_main = !vm_opts.jar && !vm_opts.main_class && !version_out && !validate_modules;
    if (usage_only && !module_props) {
        fputs(usage_out ? usage_text : extra_usage_text, usage_out ? usage_out : extra_usage_out);
        return 0;
    }
    if (version_out && !show_settings && !module_action && !module_props) {
        print_version(version_out);
        return 0;
    }
    if (vm_opts.jar || vm_opts.main_class) {
        vm_opts.argc = argc - i;
        vm_opts.argv = argv + i;
    }
    instrument_check_agents(); /* -javaagent: the manifests, Boot-Class-Path */
    /* The boot loader finds Rivet's runtime classes after the boot class
     * path (boot.c); they are kept out of jdk.boot.class.path.append, from
     * which the JDK's BootLoader finds resources: getResource("") named
     * Rivet's directory instead of the class path's first (hunt 12 java F9). */
    vm_opts.runtime_dir = find_runtime();
    sym_init();
    if (n_tools && !rti_load_tools(n_tools, tool_specs))
        return 1;
    Thread *th = NULL;
    /* -XshowSettings and the module listings ask the booted class library
     * (LauncherHelper), as java does, in java's order. */
    if (show_settings || show_resolved || module_action || (module_props && (version_out || no_main))) {
        if (!boot_vm(&th))
            return 1;
    }
    if (show_settings)
        boot_show_settings(th, show_settings, show_initial_heap, show_max_heap, show_stack);
    if (show_resolved && !boot_launcher_helper(th, "showResolvedModules", NULL))
        boot_destroy(th, 1);
    if (module_action)
        boot_destroy(th, boot_launcher_helper(th, module_action, describe_module) ? 0 : 1);
    if (version_out || show_version_out) {
        fflush(stderr);
        print_version(version_out ? version_out : show_version_out);
        fflush(version_out ? version_out : show_version_out); /* before the program writes to fd 1 */
    }
    if (version_out)
        return 0;
    if (usage_only) {
        fputs(usage_out ? usage_text : extra_usage_text, usage_out ? usage_out : extra_usage_out);
        return 0;
    }
    if (validate_modules) /* the module system checked them as it booted */
        return th || boot_vm(&th) ? 0 : 1;
    if (!vm_opts.jar && !vm_opts.main_class) {
        fputs(usage_text, stderr);
        return 1;
    }
    if (!th && !boot_vm(&th))
        return 1;
    if (vm_opts.management_server && !boot_start_management_agent(th))
        boot_destroy(th, 1);
    instrument_start_agents(th); /* premain, as at HotSpot's VMInit */
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
