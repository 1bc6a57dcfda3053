/* sun.nio.ch.FileDispatcherImpl natives: the system calls under FileChannel for
 * files (and the pipes of Process streams). Reads and writes go through
 * vm/vmio.c. Results follow libnio's conventions: a count, or an IOStatus code
 * (EOF -1, UNAVAILABLE -2, INTERRUPTED -3), or an IOException thrown with the
 * errno text. Buffers arrive as native addresses (direct buffers). A
 * descriptor in non-blocking mode (a pipe or socket channel) never waits (see
 * nio_read in nio_util.h and write_iov below). */
#include <fcntl.h>
#include <linux/fs.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"
#include "vm/sched.h"
#include "vm/fsundo.h"
#include "vm/vmio.h"

enum {
    IOS_EOF = -1,
    IOS_UNAVAILABLE = -2,
    IOS_INTERRUPTED = -3,
    IOS_THROWN = -5,
};

/* FileDispatcher lock results. */
enum { FD_NO_LOCK = -1, FD_LOCKED = 0, FD_INTERRUPTED = 2 };

/* A descriptor that reads EOF and fails writes: dup2'd over a descriptor that is
 * being closed while other threads may still use it (preClose0). */
static int pre_close_fd = -1;

/* libnio's convertReturnVal: a count, an IOStatus, or an exception. */
static int64_t convert(Thread *th, int64_t n, bool reading)
{
    if (n > 0)
        return n;
    if (n == 0)
        return reading ? IOS_EOF : 0;
    if (errno == EAGAIN || errno == EWOULDBLOCK)
        return IOS_UNAVAILABLE;
    if (errno == EINTR)
        return IOS_INTERRUPTED;
    nio_throw_errno(th, reading ? "Read failed" : "Write failed");
    return IOS_THROWN;
}

/* libnio's handle(): a non-negative result, INTERRUPTED, or an exception. */
static int64_t handle(Thread *th, int64_t r, const char *msg)
{
    if (r >= 0)
        return r;
    if (errno == EINTR)
        return IOS_INTERRUPTED;
    nio_throw_errno(th, msg);
    return IOS_THROWN;
}

/* Writes. A blocking write(2) to a pipe or socket with a full buffer would stop
 * every green thread, so for those each writev is made with the descriptor
 * briefly in non-blocking mode; when there is no room the thread waits for
 * the descriptor (others run) and goes on, until all is written, as a
 * blocking write does. Files and other descriptors are written as they are.
 * A descriptor in non-blocking mode gets one writev when it has room, else
 * EAGAIN. */

/* Wait for room on fd, letting the others run; with no other thread, block. */
static void wait_writable(int fd)
{
    struct pollfd p = {.fd = fd, .events = POLLOUT};
    sched_wait_io(vm_current, fd, POLLOUT);
    while (poll(&p, 1, -1) < 0 && errno == EINTR)
        ;
}

static ssize_t write_iov(int fd, const struct iovec *src, int cnt)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0 && (fl & O_NONBLOCK))
        return nio_would_block(fd, POLLOUT) ? -1 : vmio_writev(fd, src, cnt);
    struct stat st;
    if (fl < 0 || cnt <= 0 || fstat(fd, &st) < 0 || !(S_ISSOCK(st.st_mode) || S_ISFIFO(st.st_mode)))
        return cnt == 1 ? vmio_write(fd, src->iov_base, src->iov_len) : vmio_writev(fd, src, cnt);
    struct iovec one, *iov = cnt == 1 ? &one : malloc(sizeof *iov * (size_t)cnt);
    if (!iov) {
        errno = ENOMEM;
        return -1;
    }
    memcpy(iov, src, sizeof *iov * (size_t)cnt);
    struct iovec *cur = iov;
    ssize_t total = 0;
    while (cnt > 0) {
        fcntl(fd, F_SETFL, fl | O_NONBLOCK);
        ssize_t w = vmio_writev(fd, cur, cnt);
        int err = errno;
        fcntl(fd, F_SETFL, fl);
        if (w < 0) {
            if (err == EAGAIN || err == EWOULDBLOCK) {
                wait_writable(fd);
                continue;
            }
            if (!total)
                total = -1;
            errno = err;
            break;
        }
        total += w;
        while (cnt > 0 && (size_t)w >= cur->iov_len) {
            w -= (ssize_t)cur->iov_len;
            cur++;
            cnt--;
        }
        if (cnt > 0) {
            cur->iov_base = (char *)cur->iov_base + w;
            cur->iov_len -= (size_t)w;
        }
    }
    if (iov != &one)
        free(iov);
    return total;
}

static ssize_t write_buf(int fd, const void *buf, size_t n)
{
    struct iovec iov = {.iov_base = (void *)buf, .iov_len = n};
    return write_iov(fd, &iov, 1);
}

NATIVE(fdi_init)
{
    (void)a;
    (void)ret;
    int sp[2];
    if (socketpair(PF_UNIX, SOCK_STREAM, 0, sp) < 0) {
        nio_throw_errno(th, "socketpair failed");
        return;
    }
    pre_close_fd = sp[0];
    fcntl(pre_close_fd, F_SETFD, FD_CLOEXEC);
    close(sp[1]);
}

NATIVE(fdi_read0)
{
    ret->i = (int32_t)convert(th, nio_read(nio_fd_get(a[0].a), nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i), true);
}

NATIVE(fdi_pread0)
{
    ret->i = (int32_t)convert(th, vmio_pread(nio_fd_get(a[0].a), nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i, a[4].j), true);
}

NATIVE(fdi_readv0)
{
    ret->j = convert(th, nio_readv(nio_fd_get(a[0].a), nio_out_iov(a[1].j, a[3].i), a[3].i), true);
}

NATIVE(fdi_write0)
{
    ret->i = (int32_t)convert(th, write_buf(nio_fd_get(a[0].a), NIO_PTR(a[1].j), (size_t)a[3].i), false);
}

NATIVE(fdi_pwrite0)
{
    ret->i = (int32_t)convert(th, vmio_pwrite(nio_fd_get(a[0].a), NIO_PTR(a[1].j), (size_t)a[3].i, a[4].j), false);
}

NATIVE(fdi_writev0)
{
    ret->j = convert(th, write_iov(nio_fd_get(a[0].a), NIO_PTR(a[1].j), a[3].i), false);
}

NATIVE(fdi_force0)
{
    int fd = nio_fd_get(a[0].a);
    int r = a[1].i ? fsync(fd) : fdatasync(fd);
    ret->i = (int32_t)handle(th, r, "fsync failed");
}

NATIVE(fdi_seek0)
{
    int fd = nio_fd_get(a[0].a);
    int64_t off = a[1].j;
    if (off >= 0)
        vmio_will_seek(fd);
    off_t r = off < 0 ? lseek(fd, 0, SEEK_CUR) : lseek(fd, (off_t)off, SEEK_SET);
    ret->j = handle(th, r, "lseek64 failed");
}

NATIVE(fdi_truncate0)
{
    int r = fs_ftruncate(nio_fd_get(a[0].a), a[1].j);
    ret->i = (int32_t)handle(th, r, "ftruncate64 failed");
}

NATIVE(fdi_size0)
{
    int fd = nio_fd_get(a[0].a);
    struct stat st;
    if (RP_ANSWER('s', fstat(fd, &st), &st, sizeof st, sizeof st) < 0) {
        ret->j = handle(th, -1, "Size failed");
        return;
    }
    if (S_ISBLK(st.st_mode)) {
        uint64_t size;
        if (ioctl(fd, BLKGETSIZE64, &size) < 0) {
            ret->j = handle(th, -1, "ioctl failed");
            return;
        }
        ret->j = (int64_t)size;
        return;
    }
    ret->j = st.st_size;
}

typedef struct LockArgs {
    int fd;
    struct flock *fl;
} LockArgs;

static int lock_wait(void *p)
{
    LockArgs *la = p;
    return fcntl(la->fd, F_SETLKW, la->fl);
}

NATIVE(fdi_lock0)
{
    int fd = nio_fd_get(a[0].a);
    bool block = a[1].i, shared = a[6].i;
    int64_t pos = a[2].j, size = a[4].j;
    struct flock fl = {0};
    fl.l_whence = SEEK_SET;
    fl.l_start = (off_t)pos;
    fl.l_len = size == INT64_MAX ? 0 : (off_t)size;
    fl.l_type = shared ? F_RDLCK : F_WRLCK;
    int r = fcntl(fd, F_SETLK, &fl);
    if (r < 0 && block && (errno == EAGAIN || errno == EACCES)) {
        /* Held by another process: wait for it off-thread, so that the
         * other green threads run meanwhile. */
        LockArgs la = {fd, &fl};
        r = vmio_offthread(lock_wait, &la);
    }
    if (r < 0) {
        if (!block && (errno == EAGAIN || errno == EACCES)) {
            ret->i = FD_NO_LOCK;
            return;
        }
        if (errno == EINTR) {
            ret->i = FD_INTERRUPTED;
            return;
        }
        nio_throw_errno(th, "Lock failed");
        return;
    }
    ret->i = FD_LOCKED;
}

NATIVE(fdi_release0)
{
    (void)ret;
    struct flock fl = {0};
    fl.l_whence = SEEK_SET;
    fl.l_start = (off_t)a[1].j;
    fl.l_len = a[3].j == INT64_MAX ? 0 : (off_t)a[3].j;
    fl.l_type = F_UNLCK;
    if (fcntl(nio_fd_get(a[0].a), F_SETLK, &fl) < 0)
        nio_throw_errno(th, "Release failed");
}

static void close_fd(Thread *th, int fd)
{
    if (fd != -1 && vmio_close(fd) < 0 && errno != EINTR)
        nio_throw_errno(th, "Close failed");
}

NATIVE(fdi_close0)
{
    (void)ret;
    close_fd(th, nio_fd_get(a[0].a));
}

NATIVE(fdi_closeIntFD)
{
    (void)ret;
    close_fd(th, a[0].i);
}

NATIVE(fdi_preClose0)
{
    (void)ret;
    int fd = nio_fd_get(a[0].a);
    /* Not while a checkpoint is live: the close itself is put off then. */
    if (!g_ckpt_active && pre_close_fd >= 0 && fd >= 0 && dup2(pre_close_fd, fd) < 0)
        nio_throw_errno(th, "dup2 failed");
}

NATIVE(fdi_dup0)
{
    (void)ret;
    if (dup2(nio_fd_get(a[0].a), nio_fd_get(a[1].a)) < 0)
        nio_throw_errno(th, "dup2 failed");
}

NATIVE(fdi_canTransferToFromOverlappedMap0)
{
    (void)th;
    (void)a;
    ret->i = 1;
}

NATIVE(fdi_setDirect0)
{
    int fd = nio_fd_get(a[0].a);
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || fcntl(fd, F_SETFL, fl | O_DIRECT) < 0) {
        nio_throw_errno(th, "DirectIO setup failed");
        return;
    }
    struct statvfs sv;
    if (fstatvfs(fd, &sv) < 0) {
        nio_throw_errno(th, "DirectIO setup failed");
        return;
    }
    ret->i = (int32_t)sv.f_frsize;
}

#define FD "Ljava/io/FileDescriptor;"

NATIVES_TABLE(sun_nio_ch_FileDispatcherImpl, "sun/nio/ch/FileDispatcherImpl",
    {"init", "()V", fdi_init},
    {"read0", "(" FD "JI)I", fdi_read0},
    {"pread0", "(" FD "JIJ)I", fdi_pread0},
    {"readv0", "(" FD "JI)J", fdi_readv0},
    {"write0", "(" FD "JI)I", fdi_write0},
    {"pwrite0", "(" FD "JIJ)I", fdi_pwrite0},
    {"writev0", "(" FD "JI)J", fdi_writev0},
    {"force0", "(" FD "Z)I", fdi_force0},
    {"seek0", "(" FD "J)J", fdi_seek0},
    {"truncate0", "(" FD "J)I", fdi_truncate0},
    {"size0", "(" FD ")J", fdi_size0},
    {"lock0", "(" FD "ZJJZ)I", fdi_lock0},
    {"release0", "(" FD "JJ)V", fdi_release0},
    {"close0", "(" FD ")V", fdi_close0},
    {"preClose0", "(" FD ")V", fdi_preClose0},
    {"dup0", "(" FD FD ")V", fdi_dup0},
    {"closeIntFD", "(I)V", fdi_closeIntFD},
    {"canTransferToFromOverlappedMap0", "()Z", fdi_canTransferToFromOverlappedMap0},
    {"setDirect0", "(" FD ")I", fdi_setDirect0},
);
