/* Record/replay logs (see replay.h). */
#include "checkpoint/replay.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <zlib.h>

#include "vm/vm.h"

#define MAGIC "RIVETRLG"
#define FORMAT 3 /* 3: each time slice says where a tool ended it early (RpStop) */

RpMode g_rp_mode;
static gzFile log_file;
static const char *log_path;
static uint64_t n_records;  /* records read or written, for messages */
static char jdk_release[256];

extern char **environ;

/* ---- Low-level I/O ------------------------------------------------------------ */

static void fail_write(void)
{
    fprintf(stderr, "rivet: cannot write the record log %s\n", log_path);
    exit(1);
}

/* Record: a time slice is not final when the decision that starts it is
 * written. A tool may end it early (rti_request_reschedule), and the replay,
 * which ignores the tool's requests, must then stop the thread at the same
 * place itself. So from the slice's fields on, the log stays in memory until
 * the thread's next decision, which rewrites them if the slice ended early
 * (close_slice). */
#define SLICE_BYTES 17 /* budget u32, whether a place follows u8, method, bci, depth u32 */
static struct {
    bool on;          /* buf[0..SLICE_BYTES) are the open slice's fields */
    uint32_t thread;  /* the slice's thread */
    uint64_t y0;      /* its yield count when the slice began */
    int32_t budget;   /* the slice as given */
    uint8_t *buf;
    size_t len, cap;
} slice;

static void put(const void *p, size_t n)
{
    if (slice.on) {
        if (slice.len + n > slice.cap) {
            slice.cap = (slice.len + n) * 2;
            slice.buf = xrealloc(slice.buf, slice.cap);
        }
        memcpy(slice.buf + slice.len, p, n);
        slice.len += n;
        return;
    }
    if (n && gzwrite(log_file, p, (unsigned)n) != (int)n)
        fail_write();
}

/* The decision being made (rp_log_deciding), while the tools choose. */
static struct {
    bool on;
    char kind;
    uint32_t from;
    uint64_t yields;
    bool cut, has_at;
    RpStop at;
} deciding;

static void close_slice(char kind, uint32_t from, uint64_t yields, bool cut, const RpStop *at);

/* Write out what the open slice held back. */
static void flush_slice(void)
{
    if (!slice.on)
        return;
    slice.on = false;
    put(slice.buf, slice.len);
    slice.len = 0;
}
static void put_u8(uint8_t v) { put(&v, 1); }
static void put_u32(uint32_t v) { put(&v, 4); }
static void put_i64(int64_t v) { put(&v, 8); }
static void put_str(const char *s)
{
    uint32_t n = s ? (uint32_t)strlen(s) : 0;
    put_u32(n);
    put(s, n);
}

static void corrupt(const char *what) __attribute__((noreturn));
static void corrupt(const char *what)
{
    fprintf(stderr, "rivet: replay log %s is truncated or corrupt (%s, after %llu records)\n", log_path, what,
            (unsigned long long)n_records);
    exit(1);
}

static void get(void *p, size_t n, const char *what)
{
    if (n && gzread(log_file, p, (unsigned)n) != (int)n)
        corrupt(what);
}
static uint8_t get_u8(const char *what)
{
    uint8_t v;
    get(&v, 1, what);
    return v;
}
static uint32_t get_u32(const char *what)
{
    uint32_t v;
    get(&v, 4, what);
    return v;
}
static int64_t get_i64(const char *what)
{
    int64_t v;
    get(&v, 8, what);
    return v;
}
static char *get_str(const char *what)
{
    uint32_t n = get_u32(what);
    if (n > (64u << 20))
        corrupt(what);
    char *s = xmalloc((size_t)n + 1);
    get(s, n, what);
    s[n] = 0;
    return s;
}

/* RIVET_REPLAY_TRACE=1 prints every record as it is written or read (to
 * compare a recording with its replay when they diverge). */
static int trace = -1;
static void tracef(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void tracef(const char *fmt, ...)
{
    if (trace < 0)
        trace = getenv("RIVET_REPLAY_TRACE") != NULL;
    if (!trace)
        return;
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "[rp %llu] ", (unsigned long long)n_records);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

void rp_diverged(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "rivet: replay diverged from %s at record %llu: ", log_path, (unsigned long long)n_records);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    fflush(stdout);
    exit(1);
}

/* The next record's tag (replay). Records of kinds the caller does not expect
 * mean the run went another way. */
static uint8_t peeked;
static bool have_peek;

static uint8_t peek_tag(void)
{
    if (!have_peek) {
        int c = gzgetc(log_file);
        if (c < 0)
            corrupt("record expected");
        peeked = (uint8_t)c;
        have_peek = true;
    }
    return peeked;
}

static const char *tag_name(uint8_t t)
{
    switch (t) {
    case 'C': return "a clock read";
    case 'R': return "a read";
    case 'I': return "an I/O wait";
    case 'E': return "real time waiting";
    case 'T': return "a wait timing out";
    case 'S': return "a scheduling decision";
    case 'Q': return "the first time slice";
    case 'A': return "an answer from the outside world";
    case 'G': return "a signal";
    case 'X': return "the exit";
    default: return "an unknown record";
    }
}

bool rp_next_is(uint8_t tag) { return peek_tag() == tag; }

static void expect(uint8_t tag)
{
    uint8_t t = peek_tag();
    if (t != tag)
        rp_diverged("the program asked for %s, the log has %s", tag_name(tag), tag_name(t));
    have_peek = false;
    n_records++;
}

/* ---- Header ------------------------------------------------------------------ */

bool rp_start_record(const char *path, int argc, char **argv, const char *jdk_home)
{
    log_path = path;
    log_file = gzopen(path, "wb6");
    if (!log_file) {
        fprintf(stderr, "rivet: cannot create the record log %s: %s\n", path, strerror(errno));
        return false;
    }
    g_rp_mode = RP_RECORD;
    put(MAGIC, 8);
    put_u32(FORMAT);
    put_str(RIVET_VERSION);
    char *rel = jdk_release_field(jdk_home, "JAVA_RUNTIME_VERSION");
    put_str(rel ? rel : "");
    free(rel);
    char cwd[4096];
    put_str(getcwd(cwd, sizeof cwd) ? cwd : "/");
    uint32_t n_env = 0;
    for (char **e = environ; *e; e++)
        n_env++;
    put_u32(n_env);
    for (char **e = environ; *e; e++)
        put_str(*e);
    put_u32((uint32_t)argc);
    for (int i = 0; i < argc; i++)
        put_str(argv[i]);
    return true;
}

bool rp_start_replay(const char *path, int *argc, char ***argv)
{
    log_path = path;
    trace = getenv("RIVET_REPLAY_TRACE") != NULL; /* before the recorded environment replaces ours */
    log_file = gzopen(path, "rb");
    if (!log_file) {
        fprintf(stderr, "rivet: cannot open the replay log %s: %s\n", path, strerror(errno));
        return false;
    }
    char magic[8];
    int got = gzread(log_file, magic, 8);
    if (got != 8 || memcmp(magic, MAGIC, 8) != 0) {
        /* A damaged log is one still: say so, and why (any flipped bit
         * in the compressed file was "not a rivet record log", hunt 9). */
        int zerr = Z_OK;
        const char *why = got < 0 ? gzerror(log_file, &zerr) : NULL;
        size_t plen = strlen(path);
        if (why && !strncmp(why, path, plen) && !strncmp(why + plen, ": ", 2))
            why += plen + 2; /* (zlib names the file first) */
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            fprintf(stderr, "rivet: %s is a directory, not a record log\n", path);
        else if (got < 0 && zerr == Z_ERRNO)
            fprintf(stderr, "rivet: cannot read the replay log %s: %s\n", path, strerror(errno));
        else if (got < 0)
            fprintf(stderr, "rivet: replay log %s is corrupt (gzip: %s)\n", path, why ? why : "unreadable");
        else
            fprintf(stderr, "rivet: %s is not a rivet record log\n", path);
        return false;
    }
    uint32_t fmt = get_u32("header");
    if (fmt != FORMAT) {
        fprintf(stderr, "rivet: %s has log format %u; this rivet reads format %d\n", path, fmt, FORMAT);
        return false;
    }
    char *ver = get_str("header");
    if (strcmp(ver, RIVET_VERSION) != 0) {
        fprintf(stderr, "rivet: %s was recorded by rivet %s; this is rivet %s\n", path, ver, RIVET_VERSION);
        return false;
    }
    free(ver);
    char *rel = get_str("header");
    snprintf(jdk_release, sizeof jdk_release, "%s", rel);
    free(rel);
    char *cwd = get_str("header");
    if (chdir(cwd) != 0) {
        fprintf(stderr, "rivet: cannot enter the recorded working directory %s: %s\n", cwd, strerror(errno));
        return false;
    }
    free(cwd);
    uint32_t n_env = get_u32("header");
    if (n_env > 100000)
        corrupt("header");
    clearenv();
    for (uint32_t i = 0; i < n_env; i++)
        putenv(get_str("header")); /* kept for the process's life */
    uint32_t n = get_u32("header");
    if (n == 0 || n > 100000)
        corrupt("header");
    char **av = xcalloc((size_t)n + 1, sizeof(char *));
    for (uint32_t i = 0; i < n; i++)
        av[i] = get_str("header");
    *argc = (int)n;
    *argv = av;
    g_rp_mode = RP_REPLAY;
    return true;
}

bool rp_check_jdk(const char *jdk_home)
{
    if (g_rp_mode != RP_REPLAY)
        return true;
    char *rel = jdk_release_field(jdk_home, "JAVA_RUNTIME_VERSION");
    bool same = strcmp(rel ? rel : "", jdk_release) == 0;
    if (!same)
        fprintf(stderr, "rivet: %s was recorded on JDK %s; %s is JDK %s (use -jdk)\n", log_path, jdk_release,
                jdk_home, rel ? rel : "of unknown version");
    free(rel);
    return same;
}

static bool exit_taken; /* rp_take_exit read the exit record */
static int64_t exit_taken_status;

bool rp_take_exit(int *status)
{
    if (g_rp_mode != RP_REPLAY || peek_tag() != 'X')
        return false;
    expect('X');
    exit_taken_status = get_i64("exit");
    exit_taken = true;
    *status = (int)exit_taken_status;
    return true;
}

void rp_finish(int status)
{
    if (g_rp_mode == RP_RECORD) {
        if (deciding.on) /* ended inside a decision: the slice ended there */
            close_slice(deciding.kind, deciding.from, deciding.yields, deciding.cut,
                        deciding.has_at ? &deciding.at : NULL);
        flush_slice();
        put_u8('X');
        put_i64(status);
        gzclose(log_file);
    } else if (g_rp_mode == RP_REPLAY) {
        int64_t st = exit_taken_status;
        if (!exit_taken) {
            expect('X');
            st = get_i64("exit");
        }
        if (st != status)
            rp_diverged("the program exits with status %d, the recorded run with %lld", status, (long long)st);
        gzclose(log_file);
    }
    g_rp_mode = RP_OFF;
}

/* ---- Inputs ------------------------------------------------------------------- */

int64_t rp_clock(char kind, int64_t live)
{
    tracef("clock %c", kind);
    if (g_rp_mode == RP_RECORD) {
        put_u8('C');
        put_u8((uint8_t)kind);
        put_i64(live);
        n_records++;
        return live;
    }
    expect('C');
    uint8_t k = get_u8("clock");
    if (k != (uint8_t)kind)
        rp_diverged("the program read the %s clock, the log has the %s clock", kind == 'w' ? "wall" : "nano",
                 k == 'w' ? "wall" : "nano");
    return get_i64("clock");
}

ssize_t rp_read(int fd, void *buf, size_t n, ssize_t (*real)(int, void *, size_t, int64_t), int64_t off)
{
    tracef("read fd %d", fd);
    if (g_rp_mode == RP_RECORD) {
        ssize_t r = real(fd, buf, n, off);
        int err = errno;
        put_u8('R');
        put_u32((uint32_t)fd);
        put_i64(r);
        put_u32((uint32_t)err);
        if (r > 0)
            put(buf, (size_t)r);
        n_records++;
        errno = err;
        return r;
    }
    expect('R');
    uint32_t lfd = get_u32("read");
    int64_t r = get_i64("read");
    uint32_t err = get_u32("read");
    /* The standard streams are the same descriptors in both runs; any
     * other is what open() gave, the lowest free one, which depends on the
     * descriptors the VM was started with (a shell's, /usr/bin/time -o's,
     * make's jobserver): one more inherited descriptor failed every replay
     * (hunt 13 F2). The bytes come from the log either way. */
    if ((int)lfd != fd && (fd < 3 || lfd < 3))
        rp_diverged("the program reads descriptor %d, the log descriptor %u", fd, lfd);
    if (r > (int64_t)n)
        rp_diverged("the program reads at most %zu bytes, the log has %lld", n, (long long)r);
    if (r > 0)
        get(buf, (size_t)r, "read");
    errno = (int)err;
    return (ssize_t)r;
}

bool rp_io_blocked(bool live)
{
    tracef("I/O wait");
    if (g_rp_mode == RP_RECORD) {
        put_u8('I');
        put_u8(live);
        n_records++;
        return live;
    }
    expect('I');
    return get_u8("I/O wait") != 0;
}

int64_t rp_elapsed(int64_t live)
{
    if (g_rp_mode == RP_RECORD) {
        put_u8('E');
        put_i64(live);
        n_records++;
        return live;
    }
    expect('E');
    return get_i64("elapsed");
}

static const char *answer_name(char k)
{
    switch (k) {
    case 'p': return "a readiness poll";
    case 'e': return "an epoll wait";
    case 'a': return "an accepted connection";
    case 'c': return "a connect";
    case 'n': return "a socket address";
    case 'b': return "a port the system chose";
    case 'd': return "a datagram";
    case 'h': return "a host name lookup";
    case 'v': return "bytes available";
    case 'w': return "a write";
    case 'i': return "a process id";
    case 'x': return "a process exit status";
    case 's': return "file attributes";
    case 'l': return "a directory entry";
    case 'W': return "the waiter a notify wakes";
    default: return "another call";
    }
}

int64_t rp_answer(char kind, int64_t live, void *out, size_t len, size_t cap)
{
    tracef("answer %c", kind);
    if (g_rp_mode == RP_RECORD) {
        int err = errno;
        put_u8('A');
        put_u8((uint8_t)kind);
        put_i64(live);
        put_u32((uint32_t)err);
        put_u32(out ? (uint32_t)len : 0);
        if (out)
            put(out, len);
        n_records++;
        errno = err;
        return live;
    }
    expect('A');
    uint8_t k = get_u8("answer");
    if (k != (uint8_t)kind)
        rp_diverged("the program asked for %s, the log has %s", answer_name(kind), answer_name((char)k));
    int64_t v = get_i64("answer");
    uint32_t err = get_u32("answer");
    uint32_t n = get_u32("answer");
    if (n > cap || (n && !out))
        rp_diverged("%s has %u bytes in the log, more than the program's %zu", answer_name(kind), n, cap);
    get(out, n, "answer");
    errno = (int)err;
    return v;
}

void rp_log_signal(int sig)
{
    tracef("signal %d", sig);
    put_u8('G');
    put_u32((uint32_t)sig);
    n_records++;
}

void rp_log_timeout(uint32_t serial)
{
    put_u8('T');
    put_u32(serial);
    n_records++;
}

/* ---- Scheduling --------------------------------------------------------------------- */

static void put_slice_fields(int32_t budget, const RpStop *at)
{
    put_u32((uint32_t)budget);
    put_u8(at != NULL);
    put_u32(at ? at->method : 0);
    put_u32(at ? at->bci : 0);
    put_u32(at ? at->depth : 0);
}

/* The open slice's thread reached a decision at yield count `yields` that
 * ends the slice: if a tool ended it (cut) before its budget ran out, the slice
 * becomes what was used (and the place, when the thread stopped between two
 * yield points). Then the held-back log goes out. */
static void close_slice(char kind, uint32_t from, uint64_t yields, bool cut, const RpStop *at)
{
    if (!slice.on)
        return;
    if (cut && kind == 'q' && from == slice.thread && yields >= slice.y0 && yields - slice.y0 < (uint64_t)slice.budget) {
        size_t keep = slice.len;
        slice.len = 0;
        put_slice_fields((int32_t)(yields - slice.y0), at);
        slice.len = keep;
        tracef("slice of #%u ended early: %llu yield points%s", from, (unsigned long long)(yields - slice.y0),
               at ? ", then a place" : "");
    }
    flush_slice();
}

/* A slice starts: its fields, and what follows them, are held back. */
static void open_slice(uint32_t thread, uint64_t yields, int32_t budget)
{
    flush_slice();
    slice.on = true;
    slice.thread = thread;
    slice.y0 = yields;
    slice.budget = budget;
    put_slice_fields(budget, NULL);
}

void rp_log_deciding(char kind, uint32_t from, uint64_t from_yields, bool cut, const RpStop *at)
{
    deciding.on = true;
    deciding.kind = kind;
    deciding.from = from;
    deciding.yields = from_yields;
    deciding.cut = cut;
    deciding.has_at = at != NULL;
    if (at)
        deciding.at = *at;
}

void rp_log_decision(char kind, uint32_t from, uint64_t from_yields, uint32_t to, uint64_t to_yields, int32_t budget,
                     bool cut, const RpStop *at)
{
    deciding.on = false;
    tracef("decision %c #%u at %llu -> #%u (%d)", kind, from, (unsigned long long)from_yields, to, budget);
    /* Whether `to` gets a new slice here: a thread that blocks or yields and
     * is picked again goes on with the one it had. */
    bool starts = to != from || kind == 'q';
    if (starts)
        close_slice(kind, from, from_yields, cut, at);
    put_u8('S');
    put_u8((uint8_t)kind);
    put_u32(from);
    put_i64((int64_t)from_yields);
    put_u32(to);
    if (starts)
        open_slice(to, to_yields, budget);
    else
        put_slice_fields(budget, NULL);
    n_records++;
}

void rp_log_first_slice(uint32_t thread, uint64_t yields, int32_t budget)
{
    tracef("first slice #%u (%d)", thread, budget);
    put_u8('Q');
    put_u32(thread);
    open_slice(thread, yields, budget);
    n_records++;
}

static void get_slice_fields(int32_t *budget, RpStop *at, const char *what)
{
    *budget = (int32_t)get_u32(what);
    at->valid = get_u8(what) != 0;
    at->method = get_u32(what);
    at->bci = get_u32(what);
    at->depth = get_u32(what);
}

void rp_next_first_slice(uint32_t thread, int32_t *budget, RpStop *at)
{
    tracef("first slice #%u", thread);
    expect('Q');
    uint32_t t = get_u32("first slice");
    if (t != thread)
        rp_diverged("the first thread is #%u, the log's #%u", thread, t);
    get_slice_fields(budget, at, "first slice");
}

void rp_next_decision(char kind, uint32_t from, const uint64_t *yields, uint32_t *to, int32_t *budget, RpStop *at,
                      void (*timed_out)(uint32_t serial), void (*signal)(int sig))
{
    tracef("decision %c #%u at %llu", kind, from, (unsigned long long)*yields);
    for (;;) {
        uint8_t t = peek_tag();
        if (t == 'T') {
            expect('T');
            timed_out(get_u32("timeout"));
        } else if (t == 'G') {
            expect('G');
            int sig = (int)get_u32("signal");
            tracef("signal %d", sig);
            signal(sig);
        } else if (t == 'E') {
            /* Real time the recorded run waited while choosing. */
            expect('E');
            get_i64("elapsed");
        } else if (t == 'X') {
            *to = UINT32_MAX; /* the recorded run ended here: every thread blocked */
            return;
        } else {
            break;
        }
    }
    uint64_t from_yields = *yields; /* a signal's handler ran on the thread: it moved on */
    expect('S');
    uint8_t k = get_u8("decision");
    uint32_t f = get_u32("decision");
    uint64_t y = (uint64_t)get_i64("decision");
    *to = get_u32("decision");
    get_slice_fields(budget, at, "decision");
    if (f != from || y != from_yields || k != (uint8_t)kind)
        rp_diverged("thread #%u at yield point %llu reached a scheduling decision (%c); the log has thread #%u at %llu "
                 "(%c)",
                 from, (unsigned long long)from_yields, kind, f, (unsigned long long)y, k);
}
