/* Changes to the file system that a return to a checkpoint takes back (see
 * fsundo.h).
 *
 * Each change is one entry in the newest checkpoint's undo log (an E_FN entry,
 * checkpoint/ckpt.c), undone newest first:
 * - bytes written or cut off: the bytes they replaced and the file's size
 *   before, put back through the descriptor (whose close vm/vmio.c puts off
 *   while checkpoints are live); a write at or past the size logged by the
 *   descriptor's last entry in the same segment needs none (that entry's
 *   truncation takes it away), so appending in a loop logs once;
 * - a name created (a file, a directory, a link): removed again;
 * - a name removed or replaced by a rename: the file is kept under a hard link
 *   in a directory of ours (the same inode comes back, so the program's open
 *   descriptors still name it), or, on another file system, its content is
 *   copied; an empty directory is moved there (or made again), a symbolic
 *   link is linked there (or made again from its target);
 * - a rename: renamed back;
 * - permissions and times, an extended attribute: set back.
 * An entry discarded with the last checkpoint (the change stays) lets go of
 * what it kept. */
#include "vm/fsundo.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "vm/vm.h"

enum { FU_BYTES, FU_CREATED, FU_REMOVED, FU_RENAMED, FU_ATTRS, FU_XATTR };

typedef struct Undo {
    int kind;
    mode_t type;       /* S_IFMT bits of the created or removed name */
    mode_t mode;       /* permission bits of a removed name */
    int fd;            /* FU_BYTES, FU_ATTRS, FU_XATTR: the descriptor (-1: by path) */
    dev_t dev;         /* its file, checked before anything goes back */
    ino_t ino;
    int64_t off, size; /* FU_BYTES: where data goes back; the size before */
    size_t n;          /* bytes in data */
    char *data;        /* FU_BYTES: old bytes; FU_REMOVED: content or link target */
    char *path, *path2; /* the name (FU_BYTES: of a truncating open); FU_RENAMED: from, to */
    char *trash;       /* FU_REMOVED: our hard link to the removed file */
    struct timespec times[2]; /* FU_ATTRS: access and modification */
    bool nofollow;     /* FU_ATTRS by path: of a symbolic link itself */
    bool absent;       /* FU_XATTR: there was none (path: its name) */
} Undo;

static void warn_once(const char *what, const char *path)
{
    static bool warned;
    if (warned)
        return;
    warned = true;
    fprintf(stderr, "rivet: warning: %s %s is not undone by a return to a checkpoint\n", what, path);
}

/* ---- Our directory of kept files ---- */

static char trash_dir[PATH_MAX];
static bool trash_failed;
static unsigned trash_count;
static pid_t trash_owner; /* a forked child that exits leaves it alone */

static void trash_clean(void)
{
    DIR *d = trash_dir[0] && getpid() == trash_owner ? opendir(trash_dir) : NULL;
    if (!d)
        return;
    struct dirent *e;
    char p[PATH_MAX + 300];
    while ((e = readdir(d)))
        if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
            snprintf(p, sizeof p, "%s/%s", trash_dir, e->d_name);
            remove(p); /* a file or an empty directory */
        }
    closedir(d);
    rmdir(trash_dir);
}

/* A fresh name in our directory, NULL when it cannot be made. */
static char *trash_name(void)
{
    if (trash_failed)
        return NULL;
    if (!trash_dir[0]) {
        const char *t = getenv("TMPDIR");
        snprintf(trash_dir, sizeof trash_dir, "%s/rivet-undo-XXXXXX", t && *t ? t : "/tmp");
        if (!mkdtemp(trash_dir)) {
            trash_dir[0] = 0;
            trash_failed = true;
            return NULL;
        }
        trash_owner = getpid();
        atexit(trash_clean);
    }
    char p[PATH_MAX + 16];
    snprintf(p, sizeof p, "%s/%u", trash_dir, trash_count++);
    return xstrdup(p);
}

/* ---- Entries ---- */

static Undo *undo_new(int kind, const char *path)
{
    Undo *u = xcalloc(1, sizeof *u);
    u->kind = kind;
    u->fd = -1;
    u->path = path ? xstrdup(path) : NULL;
    return u;
}

static void undo_free(Undo *u)
{
    free(u->data);
    free(u->path);
    free(u->path2);
    free(u->trash);
    free(u);
}

static void undo_drop(void *a, void *b)
{
    (void)b;
    Undo *u = a;
    if (u->trash)
        remove(u->trash);
    undo_free(u);
}

bool fs_pwrite_all(int fd, const void *buf, size_t n, int64_t off)
{
    const char *p = buf;
    while (n) {
        ssize_t w = pwrite(fd, p, n, (off_t)off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w == 0)
            errno = EIO; /* (no progress: not to loop for ever) */
        if (w <= 0)
            return false;
        p += w;
        n -= (size_t)w;
        off += w;
    }
    return true;
}

/* n bytes of fd from off into a new buffer (fd may be open for writing
 * only: the file is opened again for reading through /proc). NULL on error. */
static char *read_at(int fd, int64_t off, size_t n)
{
    char *buf = xmalloc(n ? n : 1);
    int rfd = fd, fl = fcntl(fd, F_GETFL);
    if (fl < 0 || (fl & O_ACCMODE) == O_WRONLY) {
        char p[64];
        snprintf(p, sizeof p, "/proc/self/fd/%d", fd);
        rfd = open(p, O_RDONLY | O_CLOEXEC);
    }
    size_t got = 0;
    while (rfd >= 0 && got < n) {
        ssize_t r = pread(rfd, buf + got, n - got, (off_t)(off + (int64_t)got));
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    if (rfd >= 0 && rfd != fd)
        close(rfd);
    if (got < n) {
        free(buf);
        return NULL;
    }
    return buf;
}

/* fd still names the file it named when u was logged. */
static bool same_file(int fd, const Undo *u)
{
    struct stat st;
    return fstat(fd, &st) == 0 && st.st_dev == u->dev && st.st_ino == u->ino;
}

static void undo_bytes(Undo *u)
{
    if (u->path) {
        /* a truncating open's: its descriptor is closed by then (vmio.c's
         * forget_opened, logged after this) */
        int fd = open(u->path, O_WRONLY | O_CLOEXEC);
        if (fd < 0)
            return;
        if (same_file(fd, u)) {
            fs_pwrite_all(fd, u->data, u->n, u->off);
            while (ftruncate(fd, (off_t)u->size) < 0 && errno == EINTR)
                ;
        }
        close(fd);
        return;
    }
    if (!same_file(u->fd, u))
        return; /* not the file any more: leave it alone */
    int wfd = u->fd, fl = fcntl(u->fd, F_GETFL);
    if (fl < 0 || (fl & O_ACCMODE) == O_RDONLY || (u->n && (fl & O_APPEND))) {
        /* pwrite on an O_APPEND descriptor appends wherever it is told */
        char p[64];
        snprintf(p, sizeof p, "/proc/self/fd/%d", u->fd);
        wfd = open(p, O_WRONLY | O_CLOEXEC);
        if (wfd < 0)
            return;
    }
    if (u->n)
        fs_pwrite_all(wfd, u->data, u->n, u->off);
    while (ftruncate(wfd, (off_t)u->size) < 0 && errno == EINTR)
        ;
    if (wfd != u->fd)
        close(wfd);
}

static void undo_attrs(Undo *u)
{
    if (u->fd >= 0) {
        if (!same_file(u->fd, u))
            return;
        (void)!fchmod(u->fd, u->mode);
        futimens(u->fd, u->times);
        return;
    }
    if (!u->nofollow) /* a link's own mode cannot change on Linux */
        (void)!chmod(u->path, u->mode);
    utimensat(AT_FDCWD, u->path, u->times, u->nofollow ? AT_SYMLINK_NOFOLLOW : 0);
}

static void undo_xattr(Undo *u)
{
    if (!same_file(u->fd, u))
        return;
    if (u->absent)
        fremovexattr(u->fd, u->path);
    else
        fsetxattr(u->fd, u->path, u->data, u->n, 0);
}

/* Puts a removed name back as it was kept. */
static void put_back(Undo *u)
{
    if (u->trash) {
        if (rename(u->trash, u->path) == 0) {
            free(u->trash);
            u->trash = NULL;
        }
        return;
    }
    switch (u->type) {
    case S_IFDIR:
        mkdir(u->path, u->mode);
        break;
    case S_IFLNK:
        (void)!symlink(u->data, u->path);
        break;
    case S_IFREG: {
        int fd = open(u->path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, u->mode);
        if (fd >= 0) {
            fs_pwrite_all(fd, u->data, u->n, 0);
            (void)!fchmod(fd, u->mode);
            close(fd);
        }
        break;
    }
    default:
        break;
    }
}

static void undo_fn(void *a, void *b)
{
    (void)b;
    Undo *u = a;
    switch (u->kind) {
    case FU_BYTES:
        undo_bytes(u);
        break;
    case FU_CREATED:
        if (u->type == S_IFDIR)
            rmdir(u->path);
        else
            unlink(u->path);
        break;
    case FU_REMOVED:
        put_back(u);
        break;
    case FU_RENAMED:
        rename(u->path2, u->path);
        break;
    case FU_ATTRS:
        undo_attrs(u);
        break;
    case FU_XATTR:
        undo_xattr(u);
        break;
    default:
        break;
    }
    undo_drop(u, NULL);
}

/* ---- The files' part of the program's state ----
 * Every name changed while a checkpoint was live is remembered (not undone
 * by returns: the set only grows until no checkpoint is live), and
 * rti_state_hash hashes what each holds now (rti/statehash.c), so that the
 * tester tells apart two states that differ only in a file's content. Before, two threads appending to one log in either order
 * left the heap alike, the second order was pruned as a state already
 * explored, and a failure that needed it was never found
 * (tests/tools/tester/BugFileOrder with sample=0). A name that joins the set
 * makes later states hash differently from earlier ones alike: some pruning
 * lost, never a state wrongly taken as seen. */
#define MAX_TOUCHED 512
static char *touched[MAX_TOUCHED];
static int n_touched;

static void touched_path(const char *path)
{
    for (int i = 0; i < n_touched; i++)
        if (!strcmp(touched[i], path))
            return;
    if (n_touched < MAX_TOUCHED)
        touched[n_touched++] = xstrdup(path);
}

static void touched_fd(int fd)
{
    char link[64], path[PATH_MAX];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path - 1);
    if (n <= 0 || path[0] != '/')
        return; /* (a pipe, a socket) */
    path[n] = 0;
    if (n > 10 && !strcmp(path + n - 10, " (deleted)"))
        return; /* no name leads to it */
    touched_path(path);
}

void fsundo_checkpoints_gone(void)
{
    for (int i = 0; i < n_touched; i++)
        free(touched[i]);
    n_touched = 0;
}

const char *const *fsundo_touched(int *n)
{
    *n = n_touched;
    return (const char *const *)touched;
}

static void log_undo(Undo *u)
{
    if (!g_ckpt_active) {
        undo_drop(u, NULL);
        return;
    }
    if (u->fd >= 0)
        touched_fd(u->fd);
    else if (u->path && u->kind != FU_XATTR)
        touched_path(u->path);
    if (u->path2)
        touched_path(u->path2);
    ckpt_log_undo2(undo_fn, undo_drop, u, NULL);
}

/* Keeps what is at path before it is removed or replaced (u's type, mode and
 * trash or data). False when there is nothing there or it cannot be kept. */
static bool keep_old(const char *path, Undo *u)
{
    struct stat st;
    if (lstat(path, &st) < 0)
        return false;
    u->type = st.st_mode & S_IFMT;
    u->mode = st.st_mode & 07777;
    if (S_ISDIR(st.st_mode))
        return true; /* only an empty one can go */
    if (!S_ISREG(st.st_mode) && !S_ISLNK(st.st_mode)) {
        warn_once("removing the special file", path);
        return false;
    }
    char *t = trash_name();
    if (t && link(path, t) == 0) {
        u->trash = t;
        return true;
    }
    free(t);
    if (S_ISLNK(st.st_mode)) {
        char target[PATH_MAX + 1];
        ssize_t n = readlink(path, target, PATH_MAX);
        if (n < 0)
            return false;
        target[n] = 0;
        u->data = xstrdup(target);
        return true;
    }
    if ((uint64_t)st.st_size > FSUNDO_MAX_COPY) {
        warn_once("removing the large file", path);
        return false;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    u->n = (size_t)st.st_size;
    u->data = read_at(fd, 0, u->n);
    close(fd);
    return u->data != NULL;
}

static bool dir_is_empty(const char *path)
{
    DIR *d = opendir(path);
    if (!d)
        return false;
    struct dirent *e;
    bool empty = true;
    while (empty && (e = readdir(d)))
        empty = !strcmp(e->d_name, ".") || !strcmp(e->d_name, "..");
    closedir(d);
    return empty;
}

/* path as an absolute name when it is relative to a directory descriptor. */
static char *at_path(int dirfd, const char *path)
{
    if (dirfd == AT_FDCWD || path[0] == '/')
        return xstrdup(path);
    char link[64], dir[PATH_MAX + 1];
    snprintf(link, sizeof link, "/proc/self/fd/%d", dirfd);
    ssize_t n = readlink(link, dir, PATH_MAX);
    if (n < 0)
        return xstrdup(path);
    dir[n] = 0;
    size_t len = (size_t)n + strlen(path) + 2;
    char *p = xmalloc(len);
    snprintf(p, len, "%s/%s", dir, path);
    return p;
}

/* ---- Bytes ---- */

#define MAX_FD_BASE 4096
/* Per descriptor: the segment and size of its last entry (see the top). */
static struct {
    uint32_t epoch;
    dev_t dev;
    ino_t ino;
    int64_t size;
} fd_base[MAX_FD_BASE];

static void log_bytes(int fd, const struct stat *st, int64_t at, int64_t end)
{
    int64_t size = st->st_size;
    size_t k = at < size ? (size_t)((end < size ? end : size) - at) : 0;
    if (k > FSUNDO_MAX_COPY) {
        warn_once("overwriting or truncating more than 64 MB of", "a file");
        return;
    }
    Undo *u = undo_new(FU_BYTES, NULL);
    u->fd = fd;
    u->dev = st->st_dev;
    u->ino = st->st_ino;
    u->off = at;
    u->size = size;
    if (k) {
        u->data = read_at(fd, at, k);
        if (!u->data) {
            undo_free(u);
            return;
        }
        u->n = k;
    }
    if (fd >= 0 && fd < MAX_FD_BASE) {
        fd_base[fd].epoch = g_ckpt_epoch;
        fd_base[fd].dev = st->st_dev;
        fd_base[fd].ino = st->st_ino;
        fd_base[fd].size = size;
    }
    log_undo(u);
}

void fsundo_write(int fd, int64_t off, size_t n)
{
    struct stat st;
    if (!g_ckpt_active || !n || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode))
        return;
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || (fl & O_ACCMODE) == O_RDONLY)
        return; /* the write fails */
    int64_t at = (fl & O_APPEND) ? (int64_t)st.st_size : off >= 0 ? off : (int64_t)lseek(fd, 0, SEEK_CUR);
    if (at < 0)
        return;
    if (fd < MAX_FD_BASE && fd_base[fd].epoch == g_ckpt_epoch && fd_base[fd].dev == st.st_dev &&
        fd_base[fd].ino == st.st_ino && at >= fd_base[fd].size)
        return;
    log_bytes(fd, &st, at, at + (int64_t)n);
}

void fsundo_truncate(int fd, int64_t len)
{
    struct stat st;
    if (!g_ckpt_active || len < 0 || fstat(fd, &st) < 0 || !S_ISREG(st.st_mode) || len == st.st_size)
        return;
    log_bytes(fd, &st, len, st.st_size);
}

int fs_ftruncate(int fd, int64_t len)
{
    fsundo_truncate(fd, len);
    int r;
    do
        r = ftruncate(fd, (off_t)len);
    while (r < 0 && errno == EINTR);
    return r;
}

/* ---- Attributes ---- */

void fsundo_attrs(const char *path, int fd, bool nofollow)
{
    struct stat st;
    if (!g_ckpt_active)
        return;
    if (fd >= 0 ? fstat(fd, &st) : nofollow ? lstat(path, &st) : stat(path, &st))
        return;
    Undo *u = undo_new(FU_ATTRS, fd >= 0 ? NULL : path);
    u->fd = fd;
    u->dev = st.st_dev;
    u->ino = st.st_ino;
    u->mode = st.st_mode & 07777;
    u->times[0] = st.st_atim;
    u->times[1] = st.st_mtim;
    u->nofollow = nofollow;
    log_undo(u);
}

void fsundo_xattr(int fd, const char *name)
{
    struct stat st;
    if (!g_ckpt_active || fstat(fd, &st) < 0)
        return;
    Undo *u = undo_new(FU_XATTR, name);
    u->fd = fd;
    u->dev = st.st_dev;
    u->ino = st.st_ino;
    ssize_t n = fgetxattr(fd, name, NULL, 0);
    if (n >= 0) {
        u->data = xmalloc((size_t)n + 1);
        n = fgetxattr(fd, name, u->data, (size_t)n);
    }
    if (n < 0 && errno != ENODATA) {
        undo_free(u);
        return;
    }
    u->absent = n < 0;
    u->n = n < 0 ? 0 : (size_t)n;
    log_undo(u);
}

/* ---- Names ---- */

/* The name at the end of the chain of symbolic links that starts at path
 * (path itself when it is none), a relative target taken from its link's
 * directory. */
static char *link_end(const char *path)
{
    char *cur = xstrdup(path);
    for (int hops = 0; hops < 40; hops++) {
        char target[PATH_MAX + 1];
        ssize_t n = readlink(cur, target, PATH_MAX);
        if (n < 0)
            break;
        target[n] = 0;
        char *next;
        const char *slash = strrchr(cur, '/');
        if (target[0] == '/' || !slash) {
            next = xstrdup(target);
        } else {
            size_t dlen = (size_t)(slash - cur) + 1, len = dlen + (size_t)n + 1;
            next = xmalloc(len);
            memcpy(next, cur, dlen);
            memcpy(next + dlen, target, (size_t)n + 1);
        }
        free(cur);
        cur = next;
    }
    return cur;
}

int fsundo_open(const char *path, int flags, int (*do_open)(void *), void *arg)
{
    bool writes = (flags & O_ACCMODE) != O_RDONLY;
    if (!g_ckpt_active || (!(flags & O_CREAT) && !((flags & O_TRUNC) && writes)))
        return do_open(arg);
    struct stat st;
    bool exists = stat(path, &st) == 0;
    /* What O_CREAT would make: path, or the end of the chain of symbolic
     * links it starts when that end is missing (open makes the target of a
     * dangling link; before, a return removed the link instead). */
    char *made = exists || !(flags & O_CREAT) ? NULL : link_end(path);
    char *old = NULL;
    size_t old_n = 0;
    if (exists && (flags & O_TRUNC) && S_ISREG(st.st_mode) && st.st_size > 0 && !(flags & O_EXCL)) {
        if ((uint64_t)st.st_size > FSUNDO_MAX_COPY) {
            warn_once("truncating the large file", path);
        } else {
            int rfd = open(path, O_RDONLY | O_CLOEXEC);
            if (rfd >= 0) {
                old_n = (size_t)st.st_size;
                old = read_at(rfd, 0, old_n);
                close(rfd);
            }
        }
    }
    int fd = do_open(arg);
    int err = errno;
    if (fd >= 0 && made) {
        Undo *u = undo_new(FU_CREATED, made);
        u->type = S_IFREG;
        log_undo(u);
    } else if (fd >= 0 && old && fstat(fd, &st) == 0) {
        Undo *u = undo_new(FU_BYTES, path);
        u->dev = st.st_dev;
        u->ino = st.st_ino;
        u->off = 0;
        u->size = (int64_t)old_n;
        u->data = old;
        u->n = old_n;
        old = NULL;
        log_undo(u);
    }
    free(old);
    free(made);
    errno = err;
    return fd;
}

typedef struct OpenAt {
    int dirfd;
    const char *path;
    int flags;
    mode_t mode;
} OpenAt;

static int openat_now(void *p)
{
    OpenAt *o = p;
    int fd;
    do
        fd = openat(o->dirfd, o->path, o->flags, o->mode);
    while (fd < 0 && errno == EINTR);
    return fd;
}

int fs_openat(int dirfd, const char *path, int flags, mode_t mode)
{
    OpenAt o = {dirfd, path, flags, mode};
    if (!g_ckpt_active)
        return openat_now(&o);
    char *full = at_path(dirfd, path);
    int fd = fsundo_open(full, flags, openat_now, &o);
    int err = errno;
    free(full);
    errno = err;
    return fd;
}

/* Something created at path: removed by a return. */
static void log_created(const char *path, mode_t type)
{
    Undo *u = undo_new(FU_CREATED, path);
    u->type = type;
    log_undo(u);
}

/* Removes path (relative to dirfd: unlinkat, or remove(3) when how is 1),
 * keeping what was there for a return. */
static int remove_logged(int dirfd, const char *path, int flags, int how)
{
    char *full = at_path(dirfd, path);
    Undo *u = undo_new(FU_REMOVED, full);
    free(full);
    bool kept = keep_old(u->path, u);
    int r, err;
    char *t = NULL;
    if (kept && u->type == S_IFDIR && (how || (flags & AT_REMOVEDIR)) && dir_is_empty(u->path) &&
        (t = trash_name()) && rename(u->path, t) == 0) {
        /* Moved into our directory, not removed: it comes back as the same
         * inode, so the program's open streams on it still list it. */
        u->trash = t;
        r = 0;
        err = 0;
    } else {
        free(t);
        r = how ? remove(path) : unlinkat(dirfd, path, flags);
        err = errno;
    }
    if (r == 0 && kept)
        log_undo(u);
    else
        undo_drop(u, NULL);
    errno = err;
    return r;
}

int fs_unlink(const char *path)
{
    return g_ckpt_active ? remove_logged(AT_FDCWD, path, 0, 0) : unlink(path);
}

int fs_unlinkat(int dirfd, const char *path, int flags)
{
    return g_ckpt_active ? remove_logged(dirfd, path, flags, 0) : unlinkat(dirfd, path, flags);
}

int fs_rmdir(const char *path)
{
    return g_ckpt_active ? remove_logged(AT_FDCWD, path, AT_REMOVEDIR, 0) : rmdir(path);
}

int fs_remove(const char *path)
{
    return g_ckpt_active ? remove_logged(AT_FDCWD, path, 0, 1) : remove(path);
}

int fs_mkdir(const char *path, mode_t mode)
{
    int r = mkdir(path, mode);
    if (r == 0 && g_ckpt_active)
        log_created(path, S_IFDIR);
    return r;
}

int fs_link(const char *target, const char *path)
{
    int r = link(target, path);
    if (r == 0 && g_ckpt_active)
        log_created(path, S_IFREG);
    return r;
}

int fs_symlink(const char *target, const char *path)
{
    int r = symlink(target, path);
    if (r == 0 && g_ckpt_active)
        log_created(path, S_IFLNK);
    return r;
}

int fs_mknod(const char *path, mode_t mode, dev_t dev)
{
    int r = mknod(path, mode, dev);
    if (r == 0 && g_ckpt_active)
        log_created(path, mode & S_IFMT);
    return r;
}

int fs_renameat(int fromfd, const char *from, int tofd, const char *to)
{
    if (!g_ckpt_active)
        return renameat(fromfd, from, tofd, to);
    char *f = at_path(fromfd, from), *t = at_path(tofd, to);
    struct stat sf, st;
    Undo *replaced = NULL;
    bool same = lstat(f, &sf) == 0 && lstat(t, &st) == 0 && sf.st_dev == st.st_dev && sf.st_ino == st.st_ino;
    if (!same && lstat(t, &st) == 0) {
        replaced = undo_new(FU_REMOVED, t);
        if (!keep_old(t, replaced)) {
            undo_drop(replaced, NULL);
            replaced = NULL;
        }
    }
    int r = renameat(fromfd, from, tofd, to);
    int err = errno;
    if (r == 0 && !same) {
        if (replaced)
            log_undo(replaced); /* undone after the rename back */
        Undo *u = undo_new(FU_RENAMED, f);
        u->path2 = xstrdup(t);
        log_undo(u);
    } else if (replaced) {
        undo_drop(replaced, NULL);
    }
    free(f);
    free(t);
    errno = err;
    return r;
}

int fs_rename(const char *from, const char *to) { return fs_renameat(AT_FDCWD, from, AT_FDCWD, to); }
