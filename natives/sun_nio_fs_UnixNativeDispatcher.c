/* sun.nio.fs.UnixNativeDispatcher natives: the POSIX calls under java.nio.file on
 * Linux (what libnio's UnixNativeDispatcher.c does).
 *
 * Paths arrive as addresses of NUL-terminated byte strings (NativeBuffer); DIR*
 * and FILE* handles travel to Java as longs. Failures throw
 * sun.nio.fs.UnixException(errno), which the Java side maps to the right
 * java.nio.file exception. Stat results are stored into the private fields of
 * a UnixFileAttributes (offsets cached on first use). Reads and writes of file
 * contents go through vm/vmio.c. */
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <limits.h>
#include <pwd.h>
#include <stdio.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <sys/time.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"
#include "vm/fsundo.h"
#include "vm/vmio.h"

#define PATH(j) ((const char *)NIO_PTR(j))

/* Capabilities of UnixNativeDispatcher.init(). */
enum {
    SUPPORTS_OPENAT = 1 << 1,
    SUPPORTS_FUTIMES = 1 << 2,
    SUPPORTS_FUTIMENS = 1 << 3,
    SUPPORTS_LUTIMES = 1 << 4,
    SUPPORTS_XATTR = 1 << 5,
    SUPPORTS_BIRTHTIME = 1 << 16,
};

#define RESTARTABLE(expr, r) \
    do                       \
        (r) = (expr);        \
    while ((r) == -1 && errno == EINTR)

/* ---- UnixFileAttributes ---- */

static struct {
    bool init;
    uint32_t mode, ino, dev, rdev, nlink, uid, gid, size;
    uint32_t atime_sec, atime_nsec, mtime_sec, mtime_nsec, ctime_sec, ctime_nsec;
} ua;

static void attrs_store(Object *attrs, const struct stat *st)
{
    Class *c = attrs->cls;
    if (!ua.init) {
        ua.mode = field_offset(c, "st_mode", "I");
        ua.ino = field_offset(c, "st_ino", "J");
        ua.dev = field_offset(c, "st_dev", "J");
        ua.rdev = field_offset(c, "st_rdev", "J");
        ua.nlink = field_offset(c, "st_nlink", "I");
        ua.uid = field_offset(c, "st_uid", "I");
        ua.gid = field_offset(c, "st_gid", "I");
        ua.size = field_offset(c, "st_size", "J");
        ua.atime_sec = field_offset(c, "st_atime_sec", "J");
        ua.atime_nsec = field_offset(c, "st_atime_nsec", "J");
        ua.mtime_sec = field_offset(c, "st_mtime_sec", "J");
        ua.mtime_nsec = field_offset(c, "st_mtime_nsec", "J");
        ua.ctime_sec = field_offset(c, "st_ctime_sec", "J");
        ua.ctime_nsec = field_offset(c, "st_ctime_nsec", "J");
        ua.init = true;
    }
    heap_barrier(attrs);
    FIELD_AT(attrs, int32_t, ua.mode) = (int32_t)st->st_mode;
    FIELD_AT(attrs, int64_t, ua.ino) = (int64_t)st->st_ino;
    FIELD_AT(attrs, int64_t, ua.dev) = (int64_t)st->st_dev;
    FIELD_AT(attrs, int64_t, ua.rdev) = (int64_t)st->st_rdev;
    FIELD_AT(attrs, int32_t, ua.nlink) = (int32_t)st->st_nlink;
    FIELD_AT(attrs, int32_t, ua.uid) = (int32_t)st->st_uid;
    FIELD_AT(attrs, int32_t, ua.gid) = (int32_t)st->st_gid;
    FIELD_AT(attrs, int64_t, ua.size) = (int64_t)st->st_size;
    FIELD_AT(attrs, int64_t, ua.atime_sec) = (int64_t)st->st_atim.tv_sec;
    FIELD_AT(attrs, int64_t, ua.atime_nsec) = (int64_t)st->st_atim.tv_nsec;
    FIELD_AT(attrs, int64_t, ua.mtime_sec) = (int64_t)st->st_mtim.tv_sec;
    FIELD_AT(attrs, int64_t, ua.mtime_nsec) = (int64_t)st->st_mtim.tv_nsec;
    FIELD_AT(attrs, int64_t, ua.ctime_sec) = (int64_t)st->st_ctim.tv_sec;
    FIELD_AT(attrs, int64_t, ua.ctime_nsec) = (int64_t)st->st_ctim.tv_nsec;
}

/* Throw UnixException(errno) when r == -1; true when r is fine. */
static bool check_live(Thread *th, long r)
{
    if (r != -1)
        return true;
    return nio_throw_unix(th, errno);
}

/* The same for a call whose outcome is an input of record/replay: the state
 * of the file system (a replay makes changes again, but what the program
 * sees is what the recorded run saw). Descriptors (open, dup) stay live. */
static bool check(Thread *th, long r) { return check_live(th, (long)RP_ANSWER('s', r, NULL, 0, 0)); }

/* A struct a call filled in, as an input. */
#define ANSWER_STRUCT(v) RP_ANSWER('s', 0, &(v), sizeof(v), sizeof(v))

/* Directory streams: the DIR is wrapped so that a replay can list a
 * directory (from the log) that is not there now. While a checkpoint is live,
 * a stream opened is closed again by a return to a time before, a stream
 * closed stays open until that can no longer be undone, and a return puts
 * the reading position back. */
typedef struct DirStream {
    DIR *d;
    bool from_fd; /* fdopendir's: the descriptor was the program's before */
} DirStream;

static void dir_close(void *p, void *unused)
{
    (void)unused;
    DirStream *w = p;
    if (w->d)
        closedir(w->d);
    free(w);
}

/* A return to a time before the stream was opened. fdopendir's descriptor
 * was open before it (the program opened it, maybe before the checkpoint):
 * it stays open, as it was (closedir closed it, and the program, after the
 * return, found its descriptor gone). */
static void dir_unopen(void *p, void *unused)
{
    DirStream *w = p;
    if (w->from_fd && w->d) {
        int fd = dirfd(w->d), keep = fd >= 0 ? dup(fd) : -1;
        closedir(w->d);
        w->d = NULL;
        if (keep >= 0) {
            dup2(keep, fd);
            close(keep);
            lseek(fd, 0, SEEK_SET);
        }
    }
    dir_close(w, unused);
}

static void dir_seek(void *p, void *pos) { seekdir(((DirStream *)p)->d, (long)(intptr_t)pos); }

static void dir_open(Thread *th, DIR *d, bool from_fd, Slot *ret)
{
    if (!check(th, d ? 0 : -1)) {
        if (d)
            closedir(d);
        return;
    }
    DirStream *w = xmalloc(sizeof *w);
    w->d = d;
    w->from_fd = from_fd;
    if (unlikely(g_ckpt_active))
        ckpt_log_undo(dir_unopen, w, NULL);
    ret->j = (int64_t)(uintptr_t)w;
}

/* ---- Initialisation and simple calls ---- */

NATIVE(und_init)
{
    (void)th;
    (void)a;
    /* Everything exists in glibc; birth time needs statx (JDK 17 uses it only on BSDs). */
    ret->i = SUPPORTS_OPENAT | SUPPORTS_FUTIMES | SUPPORTS_FUTIMENS | SUPPORTS_LUTIMES | SUPPORTS_XATTR;
}

NATIVE(und_getcwd)
{
    (void)a;
    char buf[PATH_MAX + 1] = "";
    if (!check(th, getcwd(buf, sizeof buf) ? 0 : -1) || ANSWER_STRUCT(buf))
        return;
    ret->a = nio_bytes(th, buf, strlen(buf));
}

NATIVE(und_dup)
{
    int r;
    RESTARTABLE(dup(a[0].i), r);
    if (check_live(th, r))
        ret->i = r;
}

NATIVE(und_open0)
{
    int r;
    r = vmio_open(PATH(a[0].j), a[2].i, (mode_t)a[3].i); /* (a FIFO's open waits off-thread) */
    if (check_live(th, r))
        ret->i = r;
}

NATIVE(und_openat0)
{
    int r;
    r = fs_openat(a[0].i, PATH(a[1].j), a[3].i, (mode_t)a[4].i);
    if (check_live(th, r))
        ret->i = r;
}

NATIVE(und_close0)
{
    (void)ret;
    /* Not restarted: on Linux the descriptor is gone even after EINTR. */
    if (vmio_close(a[0].i) == -1 && errno != EINTR)
        nio_throw_unix(th, errno);
}

NATIVE(und_rewind)
{
    (void)ret;
    FILE *fp = NIO_PTR(a[0].j);
    errno = 0;
    rewind(fp);
    if (ferror(fp))
        nio_throw_unix(th, errno);
}

NATIVE(und_getlinelen)
{
    FILE *fp = NIO_PTR(a[0].j);
    char *line = NULL;
    size_t cap = 0;
    ssize_t r = getline(&line, &cap, fp);
    int err = errno;
    free(line);
    if (feof(fp)) {
        ret->i = -1;
        return;
    }
    if (r == -1) {
        nio_throw_unix(th, err);
        return;
    }
    if (r > INT_MAX) {
        nio_throw_unix(th, EOVERFLOW);
        return;
    }
    ret->i = (int32_t)r;
}

/* ---- Names ---- */

NATIVE(und_link0)
{
    (void)ret;
    int r;
    RESTARTABLE(fs_link(PATH(a[0].j), PATH(a[2].j)), r);
    check(th, r);
}

NATIVE(und_unlink0)
{
    (void)ret;
    check(th, fs_unlink(PATH(a[0].j)));
}

NATIVE(und_unlinkat0)
{
    (void)ret;
    check(th, fs_unlinkat(a[0].i, PATH(a[1].j), a[3].i));
}

NATIVE(und_mknod0)
{
    (void)ret;
    int r;
    RESTARTABLE(fs_mknod(PATH(a[0].j), (mode_t)a[2].i, (dev_t)a[3].j), r);
    check(th, r);
}

NATIVE(und_rename0)
{
    (void)ret;
    check(th, fs_rename(PATH(a[0].j), PATH(a[2].j)));
}

NATIVE(und_renameat0)
{
    (void)ret;
    check(th, fs_renameat(a[0].i, PATH(a[1].j), a[3].i, PATH(a[4].j)));
}

NATIVE(und_mkdir0)
{
    (void)ret;
    check(th, fs_mkdir(PATH(a[0].j), (mode_t)a[2].i));
}

NATIVE(und_rmdir0)
{
    (void)ret;
    check(th, fs_rmdir(PATH(a[0].j)));
}

NATIVE(und_readlink0)
{
    char target[PATH_MAX + 1];
    ssize_t n = readlink(PATH(a[0].j), target, sizeof target);
    n = (ssize_t)RP_ANSWER('s', n, target, n > 0 ? (size_t)n : 0, sizeof target);
    if (!check_live(th, n))
        return;
    if (n == (ssize_t)sizeof target) {
        nio_throw_unix(th, ENAMETOOLONG);
        return;
    }
    ret->a = nio_bytes(th, target, (size_t)n);
}

NATIVE(und_realpath0)
{
    char res[PATH_MAX + 1] = "";
    if (!check(th, realpath(PATH(a[0].j), res) ? 0 : -1) || ANSWER_STRUCT(res))
        return;
    ret->a = nio_bytes(th, res, strlen(res));
}

NATIVE(und_symlink0)
{
    (void)ret;
    check(th, fs_symlink(PATH(a[0].j), PATH(a[2].j)));
}

/* ---- Attributes ---- */

NATIVE(und_stat0)
{
    (void)ret;
    struct stat st;
    int r;
    RESTARTABLE(stat(PATH(a[0].j), &st), r);
    if (check(th, r) && !ANSWER_STRUCT(st))
        attrs_store(a[2].a, &st);
}

NATIVE(und_stat1)
{
    (void)th;
    struct stat st;
    int r;
    RESTARTABLE(stat(PATH(a[0].j), &st), r);
    ret->i = (int32_t)RP_ANSWER('s', r == -1 ? 0 : (int32_t)st.st_mode, NULL, 0, 0);
}

NATIVE(und_lstat0)
{
    (void)ret;
    struct stat st;
    int r;
    RESTARTABLE(lstat(PATH(a[0].j), &st), r);
    if (check(th, r) && !ANSWER_STRUCT(st))
        attrs_store(a[2].a, &st);
}

NATIVE(und_fstat)
{
    (void)ret;
    struct stat st;
    int r;
    RESTARTABLE(fstat(a[0].i, &st), r);
    if (check(th, r) && !ANSWER_STRUCT(st))
        attrs_store(a[1].a, &st);
}

NATIVE(und_fstatat0)
{
    (void)ret;
    struct stat st;
    int r;
    RESTARTABLE(fstatat(a[0].i, PATH(a[1].j), &st, a[3].i), r);
    if (check(th, r) && !ANSWER_STRUCT(st))
        attrs_store(a[4].a, &st);
}

NATIVE(und_chown0)
{
    (void)ret;
    int r;
    RESTARTABLE(chown(PATH(a[0].j), (uid_t)a[2].i, (gid_t)a[3].i), r);
    check(th, r);
}

NATIVE(und_lchown0)
{
    (void)ret;
    int r;
    RESTARTABLE(lchown(PATH(a[0].j), (uid_t)a[2].i, (gid_t)a[3].i), r);
    check(th, r);
}

NATIVE(und_fchown)
{
    (void)ret;
    int r;
    RESTARTABLE(fchown(a[0].i, (uid_t)a[1].i, (gid_t)a[2].i), r);
    check(th, r);
}

NATIVE(und_chmod0)
{
    (void)ret;
    int r;
    fsundo_attrs(PATH(a[0].j), -1, false);
    RESTARTABLE(chmod(PATH(a[0].j), (mode_t)a[2].i), r);
    check(th, r);
}

NATIVE(und_fchmod)
{
    (void)ret;
    int r;
    fsundo_attrs(NULL, a[0].i, false);
    RESTARTABLE(fchmod(a[0].i, (mode_t)a[1].i), r);
    check(th, r);
}

/* Access and modification times in microseconds (utimes, futimes, lutimes). */
static void to_timevals(struct timeval tv[2], int64_t atime, int64_t mtime)
{
    tv[0].tv_sec = atime / 1000000;
    tv[0].tv_usec = atime % 1000000;
    tv[1].tv_sec = mtime / 1000000;
    tv[1].tv_usec = mtime % 1000000;
}

NATIVE(und_utimes0)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(tv, a[2].j, a[4].j);
    int r;
    fsundo_attrs(PATH(a[0].j), -1, false);
    RESTARTABLE(utimes(PATH(a[0].j), tv), r);
    check(th, r);
}

NATIVE(und_futimes)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(tv, a[1].j, a[3].j);
    int r;
    fsundo_attrs(NULL, a[0].i, false);
    RESTARTABLE(futimes(a[0].i, tv), r);
    check(th, r);
}

NATIVE(und_futimens)
{
    (void)ret;
    /* Nanoseconds. */
    struct timespec ts[2];
    ts[0].tv_sec = a[1].j / 1000000000;
    ts[0].tv_nsec = a[1].j % 1000000000;
    ts[1].tv_sec = a[3].j / 1000000000;
    ts[1].tv_nsec = a[3].j % 1000000000;
    int r;
    fsundo_attrs(NULL, a[0].i, false);
    RESTARTABLE(futimens(a[0].i, ts), r);
    check(th, r);
}

NATIVE(und_lutimes0)
{
    (void)ret;
    struct timeval tv[2];
    to_timevals(tv, a[2].j, a[4].j);
    int r;
    fsundo_attrs(PATH(a[0].j), -1, true);
    RESTARTABLE(lutimes(PATH(a[0].j), tv), r);
    check(th, r);
}

/* ---- Directories ---- */

NATIVE(und_opendir0) { dir_open(th, opendir(PATH(a[0].j)), false, ret); }
NATIVE(und_fdopendir) { dir_open(th, fdopendir(a[0].i), true, ret); }

NATIVE(und_closedir)
{
    (void)ret;
    DirStream *w = NIO_PTR(a[0].j);
    if (unlikely(g_ckpt_active)) {
        ckpt_release_later(dir_close, w, NULL);
        return;
    }
    int r = w->d ? closedir(w->d) : 0;
    free(w);
    if (r == -1 && errno != EINTR)
        nio_throw_unix(th, errno);
}

NATIVE(und_readdir)
{
    DirStream *w = NIO_PTR(a[0].j);
    char name[NAME_MAX + 1] = "";
    struct dirent *e = NULL;
    if (w->d && unlikely(g_ckpt_active))
        ckpt_log_undo(dir_seek, w, (void *)(intptr_t)telldir(w->d));
    errno = 0;
    if (w->d && g_rp_mode != RP_REPLAY && (e = readdir(w->d)))
        snprintf(name, sizeof name, "%s", e->d_name);
    /* 1: an entry, 0: the end, -1: an error */
    int got = (int)RP_ANSWER('l', e ? 1 : errno ? -1 : 0, name, strlen(name) + 1, sizeof name);
    if (got <= 0) {
        if (got < 0)
            nio_throw_unix(th, errno);
        ret->a = NULL;
        return;
    }
    ret->a = nio_bytes(th, name, strlen(name));
}

/* ---- Contents ---- */

/* A non-blocking descriptor (the inotify one of LinuxWatchService) must fail
 * with EAGAIN when empty rather than wait: nio_read. */
NATIVE(und_read)
{
    ssize_t n = nio_read(a[0].i, nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i);
    if (check_live(th, n))
        ret->i = (int32_t)n;
}

NATIVE(und_write)
{
    ssize_t n = vmio_write(a[0].i, NIO_PTR(a[1].j), (size_t)a[3].i);
    if (check_live(th, n))
        ret->i = (int32_t)n;
}

/* ---- Access checks ---- */

NATIVE(und_access0)
{
    (void)ret;
    int r;
    RESTARTABLE(access(PATH(a[0].j), a[2].i), r);
    check(th, r);
}

NATIVE(und_exists0)
{
    (void)th;
    int r;
    RESTARTABLE(access(PATH(a[0].j), F_OK), r);
    ret->i = (int32_t)RP_ANSWER('s', r == 0, NULL, 0, 0);
}

/* ---- Users and groups ---- */

static size_t ent_buf_size(int which)
{
    long n = sysconf(which);
    return n > 0 ? (size_t)n : 1024;
}

/* Errors that mean "no such entry" for getpwnam_r/getgrnam_r. */
static bool not_found(int err)
{
    return err == 0 || err == ENOENT || err == ESRCH || err == EBADF || err == EPERM;
}

NATIVE(und_getpwuid)
{
    size_t len = ent_buf_size(_SC_GETPW_R_SIZE_MAX);
    char *buf = malloc(len);
    if (!buf) {
        exc_oom(th);
        return;
    }
    struct passwd pw, *p = NULL;
    errno = 0;
    int r = getpwuid_r((uid_t)a[0].i, &pw, buf, len, &p);
    if (r != 0 || !p || !p->pw_name || !*p->pw_name) {
        int err = r ? r : errno ? errno : ENOENT;
        free(buf);
        nio_throw_unix(th, err);
        return;
    }
    ret->a = nio_bytes(th, p->pw_name, strlen(p->pw_name));
    free(buf);
}

NATIVE(und_getgrgid)
{
    size_t len = ent_buf_size(_SC_GETGR_R_SIZE_MAX);
    for (;;) {
        char *buf = malloc(len);
        if (!buf) {
            exc_oom(th);
            return;
        }
        struct group gr, *g = NULL;
        errno = 0;
        int r = getgrgid_r((gid_t)a[0].i, &gr, buf, len, &g);
        if (r != 0 || !g || !g->gr_name || !*g->gr_name) {
            free(buf);
            int err = r ? r : errno;
            if (err == ERANGE) {
                len += 1024;
                continue;
            }
            nio_throw_unix(th, err ? err : ENOENT);
            return;
        }
        ret->a = nio_bytes(th, g->gr_name, strlen(g->gr_name));
        free(buf);
        return;
    }
}

NATIVE(und_getpwnam0)
{
    size_t len = ent_buf_size(_SC_GETPW_R_SIZE_MAX);
    char *buf = malloc(len);
    if (!buf) {
        exc_oom(th);
        return;
    }
    struct passwd pw, *p = NULL;
    errno = 0;
    int r = getpwnam_r(PATH(a[0].j), &pw, buf, len, &p);
    ret->i = -1;
    if (r != 0 || !p || !p->pw_name || !*p->pw_name) {
        int err = r ? r : errno;
        if (!not_found(err))
            nio_throw_unix(th, err);
    } else {
        ret->i = (int32_t)p->pw_uid;
    }
    free(buf);
}

NATIVE(und_getgrnam0)
{
    size_t len = ent_buf_size(_SC_GETGR_R_SIZE_MAX);
    for (;;) {
        char *buf = malloc(len);
        if (!buf) {
            exc_oom(th);
            return;
        }
        struct group gr, *g = NULL;
        errno = 0;
        int r = getgrnam_r(PATH(a[0].j), &gr, buf, len, &g);
        ret->i = -1;
        if (r != 0 || !g || !g->gr_name || !*g->gr_name) {
            free(buf);
            int err = r ? r : errno;
            if (err == ERANGE) {
                len += 1024;
                continue;
            }
            if (!not_found(err))
                nio_throw_unix(th, err);
            return;
        }
        ret->i = (int32_t)g->gr_gid;
        free(buf);
        return;
    }
}

/* ---- File stores ---- */

NATIVE(und_statvfs0)
{
    (void)ret;
    struct statvfs sv;
    int r;
    RESTARTABLE(statvfs(PATH(a[0].j), &sv), r);
    if (!check(th, r) || ANSWER_STRUCT(sv))
        return;
    Object *attrs = a[2].a;
    Class *c = attrs->cls;
    heap_barrier(attrs);
    FIELD_AT(attrs, int64_t, field_offset(c, "f_frsize", "J")) = (int64_t)sv.f_frsize;
    FIELD_AT(attrs, int64_t, field_offset(c, "f_blocks", "J")) = (int64_t)sv.f_blocks;
    FIELD_AT(attrs, int64_t, field_offset(c, "f_bfree", "J")) = (int64_t)sv.f_bfree;
    FIELD_AT(attrs, int64_t, field_offset(c, "f_bavail", "J")) = (int64_t)sv.f_bavail;
}

NATIVE(und_strerror)
{
    char buf[1024];
    const char *s = strerror_r(a[0].i, buf, sizeof buf);
    ret->a = nio_bytes(th, s, strlen(s));
}

/* ---- Extended attributes ---- */

NATIVE(und_fgetxattr0)
{
    ssize_t n = fgetxattr(a[0].i, PATH(a[1].j), nio_out(a[3].j, (size_t)a[5].i), (size_t)a[5].i);
    if (check(th, n))
        ret->i = (int32_t)n;
}

NATIVE(und_fsetxattr0)
{
    (void)ret;
    fsundo_xattr(a[0].i, PATH(a[1].j));
    check(th, fsetxattr(a[0].i, PATH(a[1].j), NIO_PTR(a[3].j), (size_t)a[5].i, 0));
}

NATIVE(und_fremovexattr0)
{
    (void)ret;
    fsundo_xattr(a[0].i, PATH(a[1].j));
    check(th, fremovexattr(a[0].i, PATH(a[1].j)));
}

NATIVE(und_flistxattr)
{
    ssize_t n = flistxattr(a[0].i, nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i);
    if (check(th, n))
        ret->i = (int32_t)n;
}

NATIVES_TABLE(sun_nio_fs_UnixNativeDispatcher, "sun/nio/fs/UnixNativeDispatcher",
    {"init", "()I", und_init},
    {"getcwd", "()[B", und_getcwd},
    {"dup", "(I)I", und_dup},
    {"open0", "(JII)I", und_open0},
    {"openat0", "(IJII)I", und_openat0},
    {"close0", "(I)V", und_close0},
    {"rewind", "(J)V", und_rewind},
    {"getlinelen", "(J)I", und_getlinelen},
    {"link0", "(JJ)V", und_link0},
    {"unlink0", "(J)V", und_unlink0},
    {"unlinkat0", "(IJI)V", und_unlinkat0},
    {"mknod0", "(JIJ)V", und_mknod0},
    {"rename0", "(JJ)V", und_rename0},
    {"renameat0", "(IJIJ)V", und_renameat0},
    {"mkdir0", "(JI)V", und_mkdir0},
    {"rmdir0", "(J)V", und_rmdir0},
    {"readlink0", "(J)[B", und_readlink0},
    {"realpath0", "(J)[B", und_realpath0},
    {"symlink0", "(JJ)V", und_symlink0},
    {"stat0", "(JLsun/nio/fs/UnixFileAttributes;)V", und_stat0},
    {"stat1", "(J)I", und_stat1},
    {"lstat0", "(JLsun/nio/fs/UnixFileAttributes;)V", und_lstat0},
    {"fstat", "(ILsun/nio/fs/UnixFileAttributes;)V", und_fstat},
    {"fstatat0", "(IJILsun/nio/fs/UnixFileAttributes;)V", und_fstatat0},
    {"chown0", "(JII)V", und_chown0},
    {"lchown0", "(JII)V", und_lchown0},
    {"fchown", "(III)V", und_fchown},
    {"chmod0", "(JI)V", und_chmod0},
    {"fchmod", "(II)V", und_fchmod},
    {"utimes0", "(JJJ)V", und_utimes0},
    {"futimes", "(IJJ)V", und_futimes},
    {"futimens", "(IJJ)V", und_futimens},
    {"lutimes0", "(JJJ)V", und_lutimes0},
    {"opendir0", "(J)J", und_opendir0},
    {"fdopendir", "(I)J", und_fdopendir},
    {"closedir", "(J)V", und_closedir},
    {"readdir", "(J)[B", und_readdir},
    {"read", "(IJI)I", und_read},
    {"write", "(IJI)I", und_write},
    {"access0", "(JI)V", und_access0},
    {"exists0", "(J)Z", und_exists0},
    {"getpwuid", "(I)[B", und_getpwuid},
    {"getgrgid", "(I)[B", und_getgrgid},
    {"getpwnam0", "(J)I", und_getpwnam0},
    {"getgrnam0", "(J)I", und_getgrnam0},
    {"statvfs0", "(JLsun/nio/fs/UnixFileStoreAttributes;)V", und_statvfs0},
    {"strerror", "(I)[B", und_strerror},
    {"fgetxattr0", "(IJJI)I", und_fgetxattr0},
    {"fsetxattr0", "(IJJI)V", und_fsetxattr0},
    {"fremovexattr0", "(IJ)V", und_fremovexattr0},
    {"flistxattr", "(IJI)I", und_flistxattr},
);
