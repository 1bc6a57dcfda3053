/* File-descriptor I/O for natives (see vmio.h).
 *
 * While a checkpoint is live this layer makes I/O undoable as far as it can:
 * - output to stdout and stderr is held in memory (in order, both streams in
 *   one buffer) and written out when the last checkpoint is discarded or the
 *   VM exits; a return to a checkpoint drops what was written after it;
 * - bytes read from a descriptor that cannot seek (stdin, a pipe) are kept in
 *   a journal, and a return rewinds the journal, so the re-executed program
 *   reads the same bytes again;
 * - for a descriptor that can seek, the file position before the first read
 *   or write in a checkpoint segment is logged, and a return seeks back.
 * - closing a descriptor is put off until the last checkpoint goes, so that a
 *   return to a time when it was open finds it open; a pipe's or a socket's
 *   file is let go at once (its peer waits for the close), the number kept
 *   on /dev/null.
 * - writes to files, and what opening a file creates or truncates, are undone
 *   by vm/fsundo.c; a pipe both of whose ends the program holds (Pipe.open)
 *   gets back the bytes it held (InPipe below); writes to other pipes and to
 *   sockets cannot be taken back;
 * - a descriptor made after a checkpoint is closed by a return to it. */
#include "vm/vmio.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "checkpoint/replay.h"
#include "vm/fsundo.h"
#include "vm/sched.h"

/* Before a call that may block (a pipe, a terminal, a socket), let the other
 * green threads run until the descriptor is ready. */
#define WAIT_READY(fd, ev) sched_wait_io(vm_current, (fd), (ev))

enum { IO_SEEK, IO_JOURNAL };

typedef struct InPipe InPipe;

typedef struct FdState {
    uint32_t epoch;   /* checkpoint segment whose position is logged */
    InPipe *pipe;     /* an end of a pipe the program holds both ends of */
    bool counter;     /* an eventfd (vmio_eventfd) */
    bool closed;      /* closed by the program while checkpoints were live */
    int8_t seekable;  /* -1 unknown */
    char *jbuf;       /* journal of bytes read (non-seekable descriptors) */
    size_t jlen, jcap, jpos;
} FdState;

#define MAX_TRACKED_FD 4096
static FdState *fds[MAX_TRACKED_FD];

/* Captured stdout/stderr: records of [fd:1][len:4][bytes]. */
static char *out_buf;
static size_t out_len, out_cap;
static bool flush_registered;

static FdState *fd_state(int fd)
{
    if (fd < 0 || fd >= MAX_TRACKED_FD)
        return NULL;
    if (!fds[fd]) {
        fds[fd] = xcalloc(1, sizeof(FdState));
        fds[fd]->seekable = -1;
    }
    return fds[fd];
}

static bool journal_pending(int fd)
{
    return fd >= 0 && fd < MAX_TRACKED_FD && fds[fd] && fds[fd]->jpos < fds[fd]->jlen;
}

int32_t vmio_available(int fd, int32_t live)
{
    size_t j = journal_pending(fd) ? fds[fd]->jlen - fds[fd]->jpos : 0;
    return j > (size_t)(INT32_MAX - live) ? INT32_MAX : live + (int32_t)j;
}

/* Log the position of fd before its first change in this segment. */
static void note_position(int fd, FdState *s)
{
    if (s->epoch == g_ckpt_epoch || s->pipe || s->counter)
        return;
    if (s->seekable < 0)
        s->seekable = lseek(fd, 0, SEEK_CUR) >= 0;
    if (s->seekable)
        ckpt_save_io(IO_SEEK, fd, (int64_t)lseek(fd, 0, SEEK_CUR));
    else
        ckpt_save_io(IO_JOURNAL, fd, (int64_t)s->jpos);
    s->epoch = g_ckpt_epoch;
}

void vmio_will_seek(int fd)
{
    FdState *s = g_ckpt_active ? fd_state(fd) : NULL;
    if (s)
        note_position(fd, s);
}

/* ---- Pipes the program holds both ends of ----------------------------------
 * A return to a checkpoint gives such a pipe (Pipe.open; a selector's wake-up
 * pipe) the bytes it held then: those written after the checkpoint are taken
 * out and those read after it put back. Before, a schedule of the tester
 * found what the schedules before it had left in the pipe, and the journal
 * of reads gave back an earlier schedule's bytes, not what this schedule's
 * writer wrote (tests/tools/tester/OkPipeOrder). The stream's bytes are
 * counted from the pipe's making (rd read, wr written), and those read while
 * a checkpoint is live are kept (from rbase to rd). The first read, write or
 * close of either end in a checkpoint segment logs (rd, wr); the undo empties
 * the pipe and fills it with the bytes rd .. wr of then. An end closed while
 * a checkpoint is live is kept on /dev/null (close_shared_end), the bytes
 * the pipe held going to the stash when it is the read end; the undo then
 * makes a new pipe and puts its ends under both numbers. */
struct InPipe {
    int fd[2];       /* read end, write end */
    bool gone[2];    /* closed for real: the number is not the pipe's any more */
    int flags[2];    /* status flags of an end closed while a checkpoint was live */
    ino_t ino;       /* the pipe's inode: an end still open on it has it */
    uint64_t rd, wr;
    uint32_t epoch;  /* segment in which (rd, wr) is logged */
    uint64_t rbase;
    Buf kept;        /* the stream's bytes rbase .. rd */
    Buf stash;       /* what the pipe held when its read end was closed */
};

static inline InPipe *pipe_of(int fd)
{
    return fd >= 0 && fd < MAX_TRACKED_FD && fds[fd] ? fds[fd]->pipe : NULL;
}

static bool pipe_end_is(const InPipe *p, int end)
{
    struct stat st;
    return !p->gone[end] && fstat(p->fd[end], &st) == 0 && S_ISFIFO(st.st_mode) && st.st_ino == p->ino;
}

/* Everything fd holds now, without waiting. */
static void pipe_drain(int fd, Buf *into)
{
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    char tmp[4096];
    ssize_t r;
    while ((r = read(fd, tmp, sizeof tmp)) > 0 || (r < 0 && errno == EINTR))
        if (r > 0)
            buf_put(into, tmp, (size_t)r);
    fcntl(fd, F_SETFL, fl);
}

/* Write all of b into fd without waiting (it held as much at the time it
 * goes back to, so it fits). */
static void pipe_fill(int fd, const Buf *b)
{
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    for (size_t off = 0; off < b->len;) {
        ssize_t w = write(fd, b->data + off, b->len - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            break;
        off += (size_t)w;
    }
    fcntl(fd, F_SETFL, fl);
}

/* Whether the program had closed this end at the time a return goes back
 * to: the undo of a later close has run before (it was logged after). */
static bool pipe_end_closed(const InPipe *p, int end)
{
    return p->gone[end] || fds[p->fd[end]]->closed;
}

/* A new pipe holding content under the read end's number, and under the
 * write end's if the program had it open (else the reader finds the end of
 * the stream after content). */
static void pipe_remake(InPipe *p, const Buf *content)
{
    int np[2];
    if (pipe2(np, O_CLOEXEC) < 0)
        return;
    pipe_fill(np[1], content);
    for (int end = 0; end < 2; end++) {
        if (pipe_end_closed(p, end))
            continue;
        int fl = pipe_end_is(p, end) ? fcntl(p->fd[end], F_GETFL) : p->flags[end];
        dup3(np[end], p->fd[end], O_CLOEXEC);
        fcntl(p->fd[end], F_SETFL, fl);
    }
    struct stat st;
    if (fstat(np[0], &st) == 0)
        p->ino = st.st_ino;
    close(np[0]);
    close(np[1]);
}

static void pipe_back(void *pp, void *saved)
{
    InPipe *p = pp;
    uint64_t rd = ((uint64_t *)saved)[0], wr = ((uint64_t *)saved)[1];
    free(saved);
    p->epoch = 0;
    if (pipe_end_closed(p, 0)) {
        /* No one can read what it held; a write end open then and closed
         * since gets a pipe with no reader (writes fail: broken pipe). */
        if (!pipe_end_closed(p, 1) && !pipe_end_is(p, 1)) {
            Buf none = {0};
            pipe_remake(p, &none);
        }
    } else {
        Buf content = {0}, now = {0};
        bool reader = pipe_end_is(p, 0);
        if (reader)
            pipe_drain(p->fd[0], &now);
        else
            now = p->stash, p->stash = (Buf){0};
        if (rd >= p->rbase && rd - p->rbase <= p->kept.len)
            buf_put(&content, p->kept.data + (rd - p->rbase), p->kept.len - (size_t)(rd - p->rbase));
        buf_put(&content, now.data, now.len);
        if (content.len > wr - rd)
            content.len = (size_t)(wr - rd);
        if (reader && !pipe_end_closed(p, 1) && pipe_end_is(p, 1))
            pipe_fill(p->fd[1], &content);
        else
            pipe_remake(p, &content);
        buf_free(&content);
        buf_free(&now);
    }
    if (rd >= p->rbase && rd - p->rbase <= p->kept.len)
        p->kept.len = (size_t)(rd - p->rbase);
    p->rd = rd;
    p->wr = wr;
}

static void pipe_drop(void *pp, void *saved)
{
    (void)pp;
    free(saved);
}

static void pipe_note(InPipe *p)
{
    if (!g_ckpt_active || p->epoch == g_ckpt_epoch)
        return;
    uint64_t *saved = xmalloc(2 * sizeof *saved);
    saved[0] = p->rd;
    saved[1] = p->wr;
    ckpt_log_undo2(pipe_back, pipe_drop, p, saved);
    p->epoch = g_ckpt_epoch;
}

/* r bytes read from fd (buf NULL: while no checkpoint is live) or written. */
static void pipe_moved(int fd, const void *buf, ssize_t r, bool read)
{
    InPipe *p = pipe_of(fd);
    if (!p || r <= 0 || fd != p->fd[read ? 0 : 1])
        return;
    pipe_note(p);
    if (!read) {
        p->wr += (uint64_t)r;
        return;
    }
    if (g_ckpt_active && buf) {
        if (!p->kept.len)
            p->rbase = p->rd;
        buf_put(&p->kept, buf, (size_t)r);
    }
    p->rd += (uint64_t)r;
}

void vmio_pipe_moved(int fd, const void *buf, ssize_t n, bool read) { pipe_moved(fd, buf, n, read); }

void vmio_pipe(int rfd, int wfd)
{
    FdState *r = fd_state(rfd), *w = fd_state(wfd);
    struct stat st;
    if (!r || !w || fstat(rfd, &st) < 0)
        return;
    InPipe *p = xcalloc(1, sizeof *p);
    p->fd[0] = rfd;
    p->fd[1] = wfd;
    p->ino = st.st_ino;
    r->pipe = w->pipe = p;
}

/* ---- Event counters -------------------------------------------------------
 * An eventfd the program holds (a selector's wake-up, Selector.wakeup) gets
 * back the count it had when a return goes back: before, a return to a time
 * between a wake-up and the select that consumed it left the select waiting
 * for ever. The count is read (and written back) before its first change in
 * a checkpoint segment. */
static uint64_t counter_take(int fd)
{
    uint64_t v = 0;
    int fl = fcntl(fd, F_GETFL);
    fcntl(fd, F_SETFL, fl | O_NONBLOCK);
    if (read(fd, &v, sizeof v) != (ssize_t)sizeof v)
        v = 0;
    fcntl(fd, F_SETFL, fl);
    return v;
}

static void counter_back(void *fdp, void *value)
{
    int fd = (int)(intptr_t)fdp;
    uint64_t v = (uint64_t)(uintptr_t)value;
    counter_take(fd);
    if (v)
        (void)!write(fd, &v, sizeof v);
    fds[fd]->epoch = 0;
}

void vmio_eventfd(int fd)
{
    FdState *s = fd_state(fd);
    if (s)
        s->counter = true;
}

void vmio_counter_will_change(int fd)
{
    FdState *s = fd >= 0 && fd < MAX_TRACKED_FD ? fds[fd] : NULL;
    if (!g_ckpt_active || !s || !s->counter || s->epoch == g_ckpt_epoch)
        return;
    uint64_t v = counter_take(fd);
    if (v)
        (void)!write(fd, &v, sizeof v);
    ckpt_log_undo(counter_back, (void *)(intptr_t)fd, (void *)(uintptr_t)v);
    s->epoch = g_ckpt_epoch;
}

/* fd is closed for real: its number may name another file (no pipe end or
 * eventfd of the program's any more). */
static void fd_gone(int fd)
{
    if (fd >= 0 && fd < MAX_TRACKED_FD && fds[fd])
        fds[fd]->counter = false;
    InPipe *p = pipe_of(fd);
    if (!p)
        return;
    p->gone[fd == p->fd[1]] = true;
    fds[fd]->pipe = NULL;
    if (p->gone[0] && p->gone[1]) {
        buf_free(&p->kept);
        buf_free(&p->stash);
        free(p);
    }
}

/* An end of p closed while a checkpoint is live (kept on /dev/null after). */
static void pipe_end_closing(int fd)
{
    InPipe *p = pipe_of(fd);
    if (!p)
        return;
    pipe_note(p);
    int end = fd == p->fd[1];
    p->flags[end] = fcntl(fd, F_GETFL);
    if (end == 0 && pipe_end_is(p, 0))
        pipe_drain(fd, &p->stash);
}

static ssize_t os_read(int fd, void *buf, size_t n, int64_t off)
{
    (void)off;
    ssize_t r;
    do
        r = read(fd, buf, n);
    while (r < 0 && errno == EINTR);
    return r;
}

static ssize_t os_pread(int fd, void *buf, size_t n, int64_t off)
{
    ssize_t r;
    do
        r = pread(fd, buf, n, (off_t)off);
    while (r < 0 && errno == EINTR);
    return r;
}

/* A replayed read comes from the log, but the descriptor must still move as
 * it did: a file's position (programs ask for it: FileChannel.position,
 * available), and a pipe or socket, whose writer runs again in the replay,
 * is drained of as many bytes (without waiting) so that it does not fill up.
 * Standard input is left alone: it is the terminal's, or the recorded input
 * given again. */
static void replay_consume(int fd, size_t n)
{
    if (lseek(fd, (off_t)n, SEEK_CUR) >= 0 || fd == 0)
        return;
    char tmp[4096];
    while (n) {
        size_t k = n < sizeof tmp ? n : sizeof tmp;
        ssize_t r = recv(fd, tmp, k, MSG_DONTWAIT);
        if (r < 0 && errno == ENOTSOCK) {
            struct pollfd p = {.fd = fd, .events = POLLIN};
            r = poll(&p, 1, 0) == 1 && (p.revents & POLLIN) ? read(fd, tmp, k) : -1;
        }
        if (r <= 0)
            return;
        n -= (size_t)r;
    }
}

/* A replayed write is made again, without waiting (what the recorded run
 * wrote may not fit now: the reader's reads come from the log), and its
 * outcome is the recorded one. */
static void replay_write(int fd, const void *buf, size_t n)
{
    ssize_t r = send(fd, buf, n, MSG_DONTWAIT | MSG_NOSIGNAL);
    if (r >= 0 || errno != ENOTSOCK)
        return;
    struct pollfd p = {.fd = fd, .events = POLLOUT};
    if (poll(&p, 1, 0) != 1 || !(p.revents & POLLOUT))
        return;
    /* A pipe that polls writable has room for PIPE_BUF bytes, and a write of
     * more waits until all of it fits: for ever when the reader is a child
     * whose output the replay takes from the log and never drains (a
     * megabyte written into cat, ProcessPipesThreads). */
    struct stat st;
    if (n > PIPE_BUF && fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode))
        n = PIPE_BUF;
    (void)!write(fd, buf, n);
}

/* Standard input kept for a tool (vmio_keep_stdin). */
static bool stdin_keep;
static Buf stdin_kept;

void vmio_keep_stdin(void) { stdin_keep = true; }

const char *vmio_stdin_kept(size_t *len)
{
    *len = stdin_kept.len;
    return stdin_kept.data;
}

/* Every input byte: from the descriptor, and logged (-record), or from the
 * log (-replay). */
/* A read or write that moved data: counted for the thread (Thread.io_moved,
 * rti_thread_io_count), so that a tool can tell a thread doing I/O from one
 * spinning (the tester set a selector thread aside as a spinner). */
static ssize_t moved(ssize_t r)
{
    if (r > 0 && vm_current)
        vm_current->io_moved++;
    return r;
}

/* Descriptors the program closed while a thread waited to read them (a
 * child's stdout closed by Process.destroy() under a thread blocked reading
 * it). On Linux a read already blocked goes on on the open file and ends
 * with the data or end of file; the close is put off until no thread waits
 * on the descriptor and the last waiter's read is done (before, the waiter
 * woke to a closed descriptor: IOException "Bad file descriptor"). */
#define MAX_DEFERRED 16
static int deferred[MAX_DEFERRED], n_deferred;

static bool io_waiter(int fd)
{
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->state == TS_IO && t->io_fd == fd)
            return true;
    return false;
}

static void deferred_close_done(int fd)
{
    for (int i = 0; i < n_deferred; i++)
        if (deferred[i] == fd && !io_waiter(fd)) {
            close(fd);
            deferred[i] = deferred[--n_deferred];
            return;
        }
}

/* Wait until fd has input. A thread waiting here holds no memory of its
 * own (vmio_read's buffer is a Java array or a caller's stack): a checkpoint
 * may be taken meanwhile, and a return finds the wait as it was. It comes
 * before vmio_read_data decides whether to journal what it reads, so that
 * input read after a checkpoint taken during the wait is journaled. Before,
 * a thread blocked reading a terminal or an open pipe kept the tester from
 * taking any checkpoint: its search ran a few schedules and the process
 * ended without a report (hunt 7, tests/tools/tester/BugStdinOpen). */
static void wait_input(int fd)
{
    if (journal_pending(fd))
        return;
    if (vm_current)
        vm_current->io_covered = true;
    WAIT_READY(fd, POLLIN);
    if (vm_current)
        vm_current->io_covered = false;
}

/* Reads what wait_input waited for (its only callers come after it). */
static ssize_t raw_read(int fd, void *buf, size_t n)
{
    ssize_t r;
    if (g_rp_mode == RP_OFF) {
        r = os_read(fd, buf, n, 0);
    } else {
        r = rp_read(fd, buf, n, os_read, 0);
        if (g_rp_mode == RP_REPLAY && r > 0) {
            int err = errno;
            replay_consume(fd, (size_t)r);
            errno = err;
        }
    }
    if (fd == 0 && stdin_keep && r > 0)
        buf_put(&stdin_kept, buf, (size_t)r);
    pipe_moved(fd, buf, r, true);
    if (unlikely(n_deferred)) {
        int err = errno;
        deferred_close_done(fd);
        errno = err;
    }
    return r;
}

static ssize_t vmio_read_data(int fd, void *buf, size_t n)
{
    wait_input(fd);
    if (!g_ckpt_active && !journal_pending(fd))
        return raw_read(fd, buf, n);
    FdState *s = fd_state(fd);
    if (!s)
        return raw_read(fd, buf, n);
    if (g_ckpt_active)
        note_position(fd, s);
    if (s->jpos < s->jlen) {
        /* Input read before a return to a checkpoint: read it again. */
        size_t k = s->jlen - s->jpos < n ? s->jlen - s->jpos : n;
        memcpy(buf, s->jbuf + s->jpos, k);
        s->jpos += k;
        if (!g_ckpt_active && s->jpos == s->jlen) {
            free(s->jbuf);
            s->jbuf = NULL;
            s->jlen = s->jcap = s->jpos = 0;
        }
        return (ssize_t)k;
    }
    ssize_t r = raw_read(fd, buf, n);
    if (r > 0 && g_ckpt_active && !s->seekable && !s->pipe) {
        if (s->jlen + (size_t)r > s->jcap) {
            s->jcap = (s->jlen + (size_t)r) * 2;
            s->jbuf = xrealloc(s->jbuf, s->jcap);
        }
        memcpy(s->jbuf + s->jlen, buf, (size_t)r);
        s->jlen += (size_t)r;
        s->jpos = s->jlen;
    }
    return r;
}

ssize_t vmio_read(int fd, void *buf, size_t n)
{
    return moved(vmio_read_data(fd, buf, n));
}

static void out_flush(void)
{
    size_t i = 0;
    while (i < out_len) {
        int fd = out_buf[i];
        uint32_t len;
        memcpy(&len, out_buf + i + 1, 4);
        const char *p = out_buf + i + 5;
        size_t left = len;
        while (left) {
            ssize_t w = write(fd, p, left);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                break;
            p += w;
            left -= (size_t)w;
        }
        i += 5 + len;
    }
    out_len = 0;
}

static void out_capture(int fd, const void *buf, size_t n)
{
    if (!flush_registered) {
        atexit(out_flush);
        flush_registered = true;
    }
    while (n) {
        uint32_t len = n > (1u << 30) ? (1u << 30) : (uint32_t)n;
        if (out_len + 5 + len > out_cap) {
            out_cap = (out_len + 5 + len) * 2;
            out_buf = xrealloc(out_buf, out_cap);
        }
        out_buf[out_len] = (char)fd;
        memcpy(out_buf + out_len + 1, &len, 4);
        memcpy(out_buf + out_len + 5, buf, len);
        out_len += 5 + (size_t)len;
        buf = (const char *)buf + len;
        n -= len;
    }
}

/* Write everything, letting other threads run while fd is not ready. A pipe
 * or socket that polls writable has room for PIPE_BUF bytes at least, but a
 * blocking write of more waits for all of it to fit, stopping every green
 * thread (the one that would drain the pipe included): such a descriptor is
 * written PIPE_BUF bytes at a time, waiting for room before each. */
/* Whether fd is a datagram socket (UDP, a connected DatagramChannel's
 * write): each write is one datagram, all or nothing, and must not be cut. */
static bool is_datagram(int fd)
{
    int type = 0;
    socklen_t len = sizeof type;
    return getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &len) == 0 && (type == SOCK_DGRAM || type == SOCK_SEQPACKET);
}

static ssize_t write_all(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    size_t left = n;
    int chunked = -1; /* unknown until a write is larger than PIPE_BUF */
    while (left) {
        WAIT_READY(fd, POLLOUT);
        size_t k = left;
        if (k > PIPE_BUF) {
            if (chunked < 0) {
                struct stat st;
                chunked = fstat(fd, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode));
                if (chunked && S_ISSOCK(st.st_mode) && is_datagram(fd)) {
                    /* one datagram (a 10,000-byte one went out as 4096 + 4096 + 1808;
                     * one too long for the socket fails, EMSGSIZE, as in HotSpot) */
                    ssize_t w;
                    do
                        w = write(fd, p, left);
                    while (w < 0 && errno == EINTR);
                    return w;
                }
            }
            if (chunked)
                k = PIPE_BUF;
        }
        ssize_t w = write(fd, p, k);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        pipe_moved(fd, p, w, false);
        p += w;
        left -= (size_t)w;
    }
    return (ssize_t)n;
}

/* A write to a file, pipe or socket under record/replay: each wait for the
 * descriptor is logged as usual (a replay waits where the recorded run
 * waited: the log has another wait record next), and so is the outcome. */
static ssize_t logged_write(int fd, const void *buf, size_t n)
{
    if (g_rp_mode == RP_RECORD)
        return (ssize_t)rp_answer('w', write_all(fd, buf, n), NULL, 0, 0);
    do
        WAIT_READY(fd, POLLOUT);
    while (rp_next_is('I'));
    replay_write(fd, buf, n);
    return (ssize_t)rp_answer('w', 0, NULL, 0, 0);
}

static ssize_t vmio_write_data(int fd, const void *buf, size_t n)
{
    if (g_ckpt_active) {
        if (fd == 1 || fd == 2) {
            out_capture(fd, buf, n);
            return (ssize_t)n;
        }
        FdState *s = fd_state(fd);
        if (s)
            note_position(fd, s);
        fsundo_write(fd, -1, n);
    }
    if (g_rp_mode != RP_OFF && fd != 1 && fd != 2)
        return logged_write(fd, buf, n);
    return write_all(fd, buf, n);
}

ssize_t vmio_write(int fd, const void *buf, size_t n)
{
    return moved(vmio_write_data(fd, buf, n));
}

ssize_t vmio_pread(int fd, void *buf, size_t n, int64_t off)
{
    if (g_rp_mode != RP_OFF)
        return rp_read(fd, buf, n, os_pread, off);
    return os_pread(fd, buf, n, off);
}

ssize_t vmio_pwrite(int fd, const void *buf, size_t n, int64_t off)
{
    if (g_ckpt_active)
        fsundo_write(fd, off, n);
    return fs_pwrite_all(fd, buf, n, off) ? (ssize_t)n : -1;
}

static ssize_t vmio_readv_data(int fd, const struct iovec *iov, int cnt)
{
    if (g_ckpt_active || journal_pending(fd) || g_rp_mode != RP_OFF) {
        /* Through vmio_read, so the bytes are journaled or replayed. */
        size_t total = 0;
        for (int i = 0; i < cnt; i++)
            total += iov[i].iov_len;
        char *tmp = xmalloc(total ? total : 1);
        ssize_t r = vmio_read(fd, tmp, total);
        size_t off = 0;
        for (int i = 0; r > 0 && i < cnt && off < (size_t)r; i++) {
            size_t k = iov[i].iov_len < (size_t)r - off ? iov[i].iov_len : (size_t)r - off;
            memcpy(iov[i].iov_base, tmp + off, k);
            off += k;
        }
        free(tmp);
        return r;
    }
    ssize_t r;
    WAIT_READY(fd, POLLIN);
    do
        r = readv(fd, iov, cnt);
    while (r < 0 && errno == EINTR);
    pipe_moved(fd, NULL, r, true); /* (no checkpoint is live: the bytes are not kept) */
    if (fd == 0 && stdin_keep)
        for (ssize_t left = r, i = 0; left > 0 && i < cnt; i++) {
            size_t k = (size_t)left < iov[i].iov_len ? (size_t)left : iov[i].iov_len;
            buf_put(&stdin_kept, iov[i].iov_base, k);
            left -= (ssize_t)k;
        }
    return r;
}

ssize_t vmio_readv(int fd, const struct iovec *iov, int cnt)
{
    return moved(vmio_readv_data(fd, iov, cnt));
}

static ssize_t vmio_writev_data(int fd, const struct iovec *iov, int cnt)
{
    if (g_ckpt_active || g_rp_mode != RP_OFF) {
        ssize_t total = 0;
        for (int i = 0; i < cnt; i++) {
            ssize_t w = vmio_write(fd, iov[i].iov_base, iov[i].iov_len);
            if (w < 0)
                return total ? total : -1;
            total += w;
        }
        return total;
    }
    ssize_t r;
    WAIT_READY(fd, POLLOUT);
    do
        r = writev(fd, iov, cnt);
    while (r < 0 && errno == EINTR);
    pipe_moved(fd, NULL, r, false);
    return r;
}

ssize_t vmio_writev(int fd, const struct iovec *iov, int cnt)
{
    return moved(vmio_writev_data(fd, iov, cnt));
}

/* ---- Checkpoints ------------------------------------------------------------ */

void vmio_save(VmioState *st) { st->out_len = out_len; }

void vmio_restore(const VmioState *st)
{
    if (st->out_len <= out_len)
        out_len = st->out_len;
}

void vmio_restore_pos(int kind, int fd, int64_t pos)
{
    FdState *s = fd_state(fd);
    if (!s)
        return;
    if (kind == IO_SEEK)
        lseek(fd, (off_t)pos, SEEK_SET);
    else if ((size_t)pos <= s->jlen)
        s->jpos = (size_t)pos;
    s->epoch = 0;
}

static void reopen(void *fd, void *unused)
{
    (void)unused;
    FdState *s = fd_state((int)(intptr_t)fd);
    if (s)
        s->closed = false;
}

/* A pipe's or a socket's close is seen by its peer (a child process reading
 * to the end of its input, a thread of the program reading the other end of
 * a Pipe): put off, the peer would wait for the end of the data for ever.
 * The open file is let go at once, the number kept pointing at /dev/null, so
 * that a return to a checkpoint still finds the descriptor it knew; as with
 * writes to pipes, the peer's view cannot be taken back. */
static void close_shared_end(int fd)
{
    static int devnull = -1;
    struct stat st;
    if (fstat(fd, &st) < 0 || !(S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)))
        return;
    if (devnull < 0)
        devnull = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (devnull >= 0)
        dup3(devnull, fd, O_CLOEXEC);
}

int vmio_close(int fd)
{
    FdState *s = g_ckpt_active ? fd_state(fd) : NULL;
    if (!s) {
        fd_gone(fd);
        if (n_deferred < MAX_DEFERRED && io_waiter(fd)) {
            deferred[n_deferred++] = fd;
            return 0;
        }
        return close(fd);
    }
    if (s->closed) {
        errno = EBADF;
        return -1;
    }
    s->closed = true;
    pipe_end_closing(fd);
    close_shared_end(fd);
    ckpt_log_undo(reopen, (void *)(intptr_t)fd, NULL);
    return 0;
}

void vmio_checkpoints_gone(void)
{
    out_flush();
    fsundo_checkpoints_gone();
    for (int fd = 0; fd < MAX_TRACKED_FD; fd++) {
        if (fds[fd] && fds[fd]->closed) {
            fd_gone(fd);
            close(fd);
            fds[fd]->closed = false;
            fds[fd]->jpos = fds[fd]->jlen;
        }
        InPipe *p = pipe_of(fd);
        if (p && fd == p->fd[0]) { /* no return can want them now */
            p->kept.len = 0;
            buf_free(&p->stash);
        }
        if (fds[fd] && !fds[fd]->pipe && !fds[fd]->counter && fds[fd]->jpos == fds[fd]->jlen) {
            free(fds[fd]->jbuf);
            free(fds[fd]);
            fds[fd] = NULL;
        }
    }
}

void vmio_drop_captured(void) { out_len = 0; }

const char *vmio_captured(size_t *len)
{
    *len = out_len;
    return out_buf;
}

/* ---- Readiness ------------------------------------------------------------ */

int vmio_poll(struct pollfd *p, nfds_t n, int timeout_ms)
{
    int r = 0;
    if (g_rp_mode != RP_REPLAY) {
        do
            r = poll(p, n, timeout_ms);
        while (r < 0 && errno == EINTR);
    }
    return (int)RP_ANSWER('p', r, p, n * sizeof *p, n * sizeof *p);
}

/* ---- System calls that wait for another party ------------------------------------ */

typedef struct Offcall {
    int (*fn)(void *);
    void *arg;
    int result, err;
    int efd;
} Offcall;

static void *offcall_main(void *p)
{
    Offcall *c = p;
    /* Asynchronous signals are the VM's thread's to take. */
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    c->result = c->fn(c->arg);
    c->err = errno;
    uint64_t one = 1;
    while (write(c->efd, &one, sizeof one) < 0 && errno == EINTR)
        ;
    return NULL;
}

int vmio_offthread(int (*fn)(void *), void *arg)
{
    Offcall c = {.fn = fn, .arg = arg, .efd = eventfd(0, EFD_CLOEXEC)};
    pthread_t t;
    if (c.efd < 0 || pthread_create(&t, NULL, offcall_main, &c) != 0) {
        if (c.efd >= 0)
            close(c.efd);
        return fn(arg); /* blocking here is all that is left */
    }
    /* Others run until the call is done; with nobody else, poll blocks. */
    sched_wait_io(vm_current, c.efd, POLLIN);
    struct pollfd p = {.fd = c.efd, .events = POLLIN};
    while (poll(&p, 1, -1) < 0 && errno == EINTR)
        ;
    pthread_join(t, NULL);
    close(c.efd);
    errno = c.err;
    return c.result;
}

typedef struct OpenArgs {
    const char *path;
    int flags;
    mode_t mode;
} OpenArgs;

static int open_retrying(void *p)
{
    OpenArgs *o = p;
    int fd;
    do
        fd = open(o->path, o->flags, o->mode);
    while (fd < 0 && errno == EINTR);
    return fd;
}

static int open_now(void *p)
{
    OpenArgs *o = p;
    struct stat st;
    if (!(o->flags & O_NONBLOCK) && stat(o->path, &st) == 0 && S_ISFIFO(st.st_mode))
        return vmio_offthread(open_retrying, o);
    return open_retrying(o);
}

/* A file a native opened after a checkpoint is closed by a return to it: no
 * time it was open can come again, and nothing the return keeps names it.
 * Before, every schedule of the tester kept the files it had opened open
 * (their closes put off), thousands of descriptors. */
static void forget_opened(void *fdp, void *unused)
{
    (void)unused;
    int fd = (int)(intptr_t)fdp;
    fd_gone(fd);
    close(fd);
    if (fd < MAX_TRACKED_FD && fds[fd]) {
        free(fds[fd]->jbuf);
        free(fds[fd]);
        fds[fd] = NULL;
    }
}

int vmio_open(const char *path, int flags, mode_t mode)
{
    OpenArgs o = {path, flags, mode};
    int fd = fsundo_open(path, flags, open_now, &o); /* what it creates or truncates is undone */
    vmio_opened(fd);
    return fd;
}

void vmio_opened(int fd)
{
    if (fd < 0 || !g_ckpt_active)
        return;
    if (fd < MAX_TRACKED_FD && fds[fd]) { /* a number let go of before the checkpoints */
        free(fds[fd]->jbuf);
        free(fds[fd]);
        fds[fd] = NULL;
    }
    ckpt_log_undo(forget_opened, (void *)(intptr_t)fd, NULL);
}
