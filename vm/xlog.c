/* -Xlog: HotSpot 17's unified-logging options, checked as it checks them; no log is written.
 *
 * HotSpot reads -Xlog[:what[:output[:decorators[:output-options]]]]
 * (LogConfiguration::parse_command_line_arguments): what is a list of
 * tag1[+tag2...][*][=level] selections or "all", output stdout, stderr,
 * #index or a file, decorators a list of names or "none". A mistake is
 * logged with the logging tag on stdout ("[0.000s][error][logging] Invalid
 * tag 'x' in log selection.") and the VM does not start. The names are
 * HotSpot 17's (-Xlog:help). What is kept between options is what changes
 * those messages: -Xlog:disable turns them off, and each decoration is
 * padded to the widest one printed before it, as HotSpot's outputs do.
 * -Xloggc:FILE, HotSpot's old form of -Xlog:gc:FILE, only gets its warning.
 * Not reproduced: the warning for a selection no tag set matches (HotSpot's
 * tag sets are its own) and opening the log file. -Xlog:help prints the
 * syntax and the names, in Rivet's words, and exits as HotSpot does. */
#include "vm/xlog.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "classfile/util.h"

static const char *const log_tags[] = {
    "add", "age", "alloc", "annotation", "arguments", "attach", "barrier", "biasedlocking", "blocks",
    "bot", "breakpoint", "bytecode", "cds", "census", "class", "classhisto", "cleanup", "codecache",
    "compaction", "compilation", "condy", "constantpool", "constraints", "container", "coops", "cpu",
    "cset", "data", "datacreation", "dcmd", "decoder", "defaultmethods", "director", "dump", "dynamic",
    "ergo", "event", "exceptions", "exit", "fingerprint", "free", "freelist", "gc", "handshake",
    "hashtables", "heap", "humongous", "ihop", "iklass", "indy", "init", "inlining", "install",
    "interpreter", "itables", "jfr", "jit", "jni", "jvmci", "jvmti", "lambda", "library", "liveness",
    "load", "loader", "logging", "malloc", "map", "mark", "marking", "membername", "memops",
    "metadata", "metaspace", "methodcomparator", "methodhandles", "mirror", "mmu", "module",
    "monitorinflation", "monitormismatch", "nestmates", "nmethod", "nmt", "normalize", "numa",
    "objecttagging", "obsolete", "oldobject", "oom", "oopmap", "oops", "oopstorage", "os", "owner",
    "pagesize", "parser", "patch", "path", "perf", "periodic", "phases", "plab", "placeholders",
    "preorder", "preview", "promotion", "protectiondomain", "ptrqueue", "purge", "record", "redefine",
    "ref", "refine", "region", "reloc", "remset", "resolve", "safepoint", "sampling", "scavenge",
    "sealed", "setting", "smr", "stackbarrier", "stackmap", "stacktrace", "stackwalk", "start",
    "startup", "startuptime", "state", "stats", "streaming", "stringdedup", "stringtable", "subclass",
    "survivor", "suspend", "sweep", "symboltable", "system", "table", "task", "thread", "throttle",
    "time", "timer", "tlab", "tracking", "trimnative", "unload", "unshareable", "update",
    "valuebasedclasses", "verification", "verify", "vmmutex", "vmoperation", "vmthread", "vtables",
    "vtablestubs", "workgang",
};
static const char *const log_levels[] = {"off", "trace", "debug", "info", "warning", "error"};
static const char *const log_decorators[][2] = {
    {"time", "t"},        {"utctime", "utc"},    {"uptime", "u"},   {"timemillis", "tm"},
    {"uptimemillis", "um"}, {"timenanos", "tn"}, {"uptimenanos", "un"}, {"hostname", "hn"},
    {"pid", "p"},         {"tid", "ti"},         {"level", "l"},    {"tags", "tg"},
};
enum { MAX_TAGS = 5, MAX_FILE_COUNT = 1000 };

static bool quiet;                 /* -Xlog:disable */
static int uptime_width, level_width, tag_width;
static struct timespec first_line; /* uptime counts from the first message: Rivet reads its options at once */

/* One message with one tag, as HotSpot's stdout shows it. */
static void log_line(const char *level, const char *tag, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void log_line(const char *level, const char *tag, const char *fmt, ...)
{
    if (quiet)
        return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (!first_line.tv_sec && !first_line.tv_nsec)
        first_line = now;
    char uptime[32];
    snprintf(uptime, sizeof uptime, "%.3fs",
             (double)(now.tv_sec - first_line.tv_sec) + (double)(now.tv_nsec - first_line.tv_nsec) / 1e9);
    if ((int)strlen(uptime) > uptime_width)
        uptime_width = (int)strlen(uptime);
    if ((int)strlen(level) > level_width)
        level_width = (int)strlen(level);
    if ((int)strlen(tag) > tag_width)
        tag_width = (int)strlen(tag);
    printf("[%-*s][%-*s][%-*s] ", uptime_width, uptime, level_width, level, tag_width, tag);
    va_list ap;
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
    fflush(stdout); /* before the program writes to fd 1 */
}

void xlog_warning(const char *tags, const char *msg)
{
    log_line("warning", tags, "%s", msg);
}

void xlog_loggc(const char *file)
{
    log_line("warning", "gc", "-Xloggc is deprecated. Will use -Xlog:gc:%s instead.", file);
}

void xlog_deprecated_flag(const char *flag, const char *selection)
{
    log_line("warning", "gc", "-XX:+%s is deprecated. Will use -Xlog:%s instead.", flag, selection);
}

static int find_name(const char *const *names, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (!strcasecmp(s, names[i]))
            return (int)i;
    return -1;
}

/* One selection, tag1[+tag2...][*][=level] or all[=level] (LogSelection::parse);
 * str is changed as HotSpot changes its copy, which its messages show. */
static bool check_selection(char *str)
{
    char *equals = strchr(str, '=');
    if (equals) {
        if (find_name(log_levels, ARRAY_LEN(log_levels), equals + 1) < 0) {
            log_line("error", "logging", "Invalid level '%s' in log selection.", equals + 1);
            return false;
        }
        *equals = 0;
    }
    if (!strcmp(str, "all"))
        return true;
    char *asterisk = strchr(str, '*');
    if (asterisk && !asterisk[1])
        *asterisk = 0;
    int tags[MAX_TAGS], ntags = 0;
    char *plus, *cur = str;
    do {
        plus = strchr(cur, '+');
        if (plus)
            *plus = 0;
        int tag = find_name(log_tags, ARRAY_LEN(log_tags), cur);
        if (tag < 0) {
            log_line("error", "logging", "Invalid tag '%s' in log selection.", cur);
            return false;
        }
        if (ntags == MAX_TAGS) {
            log_line("error", "logging", "Too many tags in log selection '%s' (can only have up to %d tags).", str,
                     MAX_TAGS);
            return false;
        }
        tags[ntags++] = tag;
        cur = plus + 1;
    } while (plus);
    for (int i = 0; i < ntags; i++)
        for (int j = 0; j < ntags; j++)
            if (i != j && tags[i] == tags[j]) {
                log_line("error", "logging", "Log selection contains duplicates of tag %s.", log_tags[tags[i]]);
                return false;
            }
    return true;
}

/* A comma-separated list of selections; none is "all". */
static bool check_selections(const char *what)
{
    char *copy = xstrdup(what && *what ? what : "all");
    bool ok = true;
    for (char *cur = copy, *comma; ok; cur = comma + 1) {
        comma = strchr(cur, ',');
        if (comma)
            *comma = 0;
        ok = check_selection(cur);
        if (!comma)
            break;
    }
    free(copy);
    return ok;
}

/* A comma-separated list of decorator names or abbreviations; "none" alone. */
static bool check_decorators(const char *list)
{
    if (!list || !*list || !strcasecmp(list, "none"))
        return true;
    char *copy = xstrdup(list);
    bool ok = true;
    for (char *cur = copy, *comma; ok; cur = comma + 1) {
        comma = strchr(cur, ',');
        if (comma)
            *comma = 0;
        bool known = false;
        for (size_t i = 0; i < ARRAY_LEN(log_decorators); i++)
            known |= !strcasecmp(cur, log_decorators[i][0]) || !strcasecmp(cur, log_decorators[i][1]);
        if (!known) {
            log_line("error", "logging", "Invalid decorator '%s'.", cur);
            ok = false;
        }
        if (!comma)
            break;
    }
    free(copy);
    return ok;
}

/* HotSpot's Arguments::atojulong: decimal or 0x hex, then k, m, g or t. */
static bool size_value(const char *s)
{
    char *end;
    if (!isdigit((unsigned char)*s))
        return false;
    unsigned long long v = strtoull(s, &end, 0);
    int shift = 0;
    switch (*end) {
    case 'k': case 'K': shift = 10; end++; break;
    case 'm': case 'M': shift = 20; end++; break;
    case 'g': case 'G': shift = 30; end++; break;
    case 't': case 'T': shift = 40; end++; break;
    default: break;
    }
    return !*end && v <= (SIZE_MAX >> shift);
}

/* A file output's options, filecount=N and filesize=SIZE (LogFileOutput::parse_options). */
static bool check_file_options(const char *options)
{
    if (!options || !*options)
        return true;
    char *copy = xstrdup(options);
    bool ok = true;
    for (char *cur = copy, *comma; ok; cur = comma + 1) {
        comma = strchr(cur, ',');
        if (comma)
            *comma = 0;
        char *equals = strchr(cur, '=');
        if (!equals) {
            log_line("error", "logging", "Invalid option '%s' for log file output.", cur);
            ok = false;
            break;
        }
        *equals = 0;
        char *end;
        if (!strcmp(cur, "filecount")) {
            unsigned long long n = strtoull(equals + 1, &end, 10);
            if (!isdigit((unsigned char)equals[1]) || *end || n > MAX_FILE_COUNT) {
                log_line("error", "logging", "Invalid option: filecount must be in range [0, %d]", MAX_FILE_COUNT);
                ok = false;
            }
        } else if (!strcmp(cur, "filesize")) {
            if (!size_value(equals + 1)) {
                log_line("error", "logging", "Invalid option: filesize must be in range [0, %zu]", (size_t)SIZE_MAX);
                ok = false;
            }
        } else {
            log_line("error", "logging", "Invalid option '%s' for log file output.", cur);
            ok = false;
        }
        if (!comma)
            break;
    }
    free(copy);
    return ok;
}

/* The output: stdout (also when empty), stderr, #0 or #1, or a file, named
 * "file=name" or just "name", either part in quotes (normalize_output_name). */
static bool check_output(const char *out, const char *options)
{
    if (!out || !*out)
        out = "stdout";
    if (out[0] == '#') {
        size_t idx;
        if (sscanf(out + 1, "%zu", &idx) != 1 || idx >= 2) {
            log_line("error", "logging", "Invalid output index '%s'", out);
            return false;
        }
        return true;
    }
    if (!strcmp(out, "stdout") || !strcmp(out, "stderr"))
        return true;
    const char *quote = strchr(out, '"'), *equals = strchr(out, '=');
    if (quote && equals > quote)
        equals = NULL;
    const char *name = equals ? equals + 1 : out;
    int prefix_len = equals ? (int)(equals - out) + 1 : 0, name_len = (int)strlen(name);
    if (quote) {
        const char *end_quote = strchr(quote + 1, '"');
        if (!end_quote) {
            log_line("error", "logging", "Output name has opening quote but is missing a terminating quote.");
            return false;
        }
        if (quote != name || end_quote[1]) {
            log_line("error", "logging", "Output name can not be partially quoted. Either surround the whole name with "
                              "quotation marks, or do not use quotation marks at all.");
            return false;
        }
        name++;
        name_len -= 2;
    }
    if (prefix_len && strncmp(out, "file=", (size_t)prefix_len)) {
        log_line("error", "logging", "Unsupported log output type: %.*s%.*s", prefix_len, out, name_len, name);
        return false;
    }
    if (!check_file_options(options)) {
        log_line("error", "logging", "Initialization of output 'file=%.*s' using options '%s' failed.", name_len, name,
                 options ? options : "(null)");
        return false;
    }
    return true;
}

static void print_names(const char *const *names, size_t n)
{
    for (size_t i = 0; i < n; i++)
        printf("%s%s", i ? ", " : " ", names[i]);
    printf("\n");
}

void xlog_help(void)
{
    printf("-Xlog usage: -Xlog[:[selections][:[output][:[decorators][:output-options]]]]\n"
           " selections: a comma-separated list of tag1[+tag2...][*][=level], or all[=level]\n"
           "  (without *, a selection matches messages with exactly those tags)\n\n"
           "Log levels:\n");
    print_names(log_levels, sizeof log_levels / sizeof *log_levels);
    printf("\nDecorators (or none):\n");
    for (size_t i = 0; i < sizeof log_decorators / sizeof *log_decorators; i++)
        printf("%s%s (%s)", i ? ", " : " ", log_decorators[i][0], log_decorators[i][1]);
    printf("\n\nTags:\n");
    print_names(log_tags, sizeof log_tags / sizeof *log_tags);
    printf("\nOutputs:\n"
           " stdout, stderr, or file=<name>, with the output-options filecount=N (0 to %d) and filesize=SIZE\n"
           "  (K, M or G suffix)\n\n"
           "Other forms: -Xlog alone, -Xlog:disable, -Xlog:async, -Xlog:help.\n\n"
           "Rivet accepts and checks these options as HotSpot 17 does, but writes no log: the messages\n"
           "are about HotSpot's own internals. -verbose:class and -verbose:gc print what Rivet has to say.\n",
           MAX_FILE_COUNT);
}

bool xlog_check(const char *tail)
{
    if (!strcmp(tail, ":disable")) {
        quiet = true;
        return true;
    }
    if (!*tail || !strcmp(tail, ":async") || !strcmp(tail, ":help"))
        return true;
    if (*tail != ':')
        return false;
    /* Up to four fields split at colons outside quotes; the rest is ignored. */
    char *copy = xstrdup(tail + 1), *str = copy;
    char *field[4] = {0};
    for (int i = 0; i < 4; i++) {
        field[i] = str;
        char *next = strpbrk(str, ":\"");
        while (next && *next == '"') {
            char *end_quote = strchr(next + 1, '"');
            if (!end_quote) {
                log_line("error", "logging", "Missing terminating quote in -Xlog option '%s'", str);
                free(copy);
                return false;
            }
            next = strpbrk(end_quote + 1, ":\"");
        }
        if (!next) {
            str = NULL;
            break;
        }
        *next = 0;
        str = next + 1;
    }
    if (str)
        log_line("warning", "logging", "Ignoring excess -Xlog options: \"%s\"", str);
    bool ok = check_selections(field[0]) && check_decorators(field[2]) && check_output(field[1], field[3]);
    free(copy);
    return ok;
}
