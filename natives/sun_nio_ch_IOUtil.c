/* sun.nio.ch.IOUtil natives: FileDescriptor access, pipes, blocking mode and
 * limits for the channel implementations. */
#include <fcntl.h>
#include <limits.h>
#include <sys/resource.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"
#include "vm/vmio.h"

enum { IOS_EOF = -1, IOS_UNAVAILABLE = -2, IOS_INTERRUPTED = -3, IOS_THROWN = -5 };

NATIVE(iou_randomBytes)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/lang/UnsupportedOperationException", "randomBytes");
}

static int set_blocking(int fd, bool blocking)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0)
        return -1;
    int nfl = blocking ? (fl & ~O_NONBLOCK) : (fl | O_NONBLOCK);
    return nfl == fl ? 0 : fcntl(fd, F_SETFL, nfl);
}

NATIVE(iou_makePipe)
{
    int fd[2];
    if (pipe2(fd, O_CLOEXEC) < 0) {
        nio_throw_errno(th, "Pipe failed");
        return;
    }
    if (!a[0].i && (set_blocking(fd[0], false) < 0 || set_blocking(fd[1], false) < 0)) {
        nio_throw_errno(th, "Configure blocking failed");
        close(fd[0]);
        close(fd[1]);
        return;
    }
    vmio_opened(fd[0]);
    vmio_opened(fd[1]);
    vmio_pipe(fd[0], fd[1]);
    ret->j = ((int64_t)fd[0] << 32) | (uint32_t)fd[1];
}

NATIVE(iou_write1)
{
    uint8_t b = (uint8_t)a[1].i;
    ssize_t n;
    do
        n = write(a[0].i, &b, 1);
    while (n < 0 && errno == EINTR);
    vmio_pipe_moved(a[0].i, &b, n, false);
    if (n > 0)
        ret->i = (int32_t)n;
    else if (n == 0)
        ret->i = 0;
    else if (errno == EAGAIN || errno == EWOULDBLOCK)
        ret->i = IOS_UNAVAILABLE;
    else {
        nio_throw_errno(th, "Write failed");
        ret->i = IOS_THROWN;
    }
}

/* Read and discard what is available on a non-blocking fd; true if anything was. */
NATIVE(iou_drain)
{
    char buf[16];
    bool any = false;
    vmio_counter_will_change(a[0].i);
    for (;;) {
        ssize_t n = read(a[0].i, buf, sizeof buf);
        if (n < 0) {
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            if (errno == EINTR)
                continue;
            nio_throw_errno(th, "Drain");
            return;
        }
        if (n > 0)
            any = true;
        vmio_pipe_moved(a[0].i, buf, n, true);
        if (n < (ssize_t)sizeof buf)
            break;
    }
    ret->i = (int32_t)RP_ANSWER('v', any, NULL, 0, 0); /* drained in a replay too: the writer runs again */
}

NATIVE(iou_drain1)
{
    char c;
    ssize_t n;
    vmio_counter_will_change(a[0].i);
    do
        n = read(a[0].i, &c, 1);
    while (n < 0 && errno == EINTR);
    vmio_pipe_moved(a[0].i, &c, n, true);
    n = (ssize_t)RP_ANSWER('v', n, &c, n > 0 ? 1 : 0, 1);
    if (n < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            ret->i = 0;
            return;
        }
        nio_throw_errno(th, "Drain");
        ret->i = IOS_THROWN;
        return;
    }
    ret->i = (int32_t)n;
}

NATIVE(iou_configureBlocking)
{
    (void)ret;
    if (set_blocking(nio_fd_get(a[0].a), a[1].i) < 0)
        nio_throw_errno(th, "Configure blocking failed");
}

NATIVE(iou_fdVal)
{
    (void)th;
    ret->i = nio_fd_get(a[0].a);
}

NATIVE(iou_setfdVal)
{
    (void)th;
    (void)ret;
    nio_fd_set(a[0].a, a[1].i);
}

NATIVE(iou_fdLimit)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) < 0) {
        nio_throw_errno(th, "getrlimit failed");
        return;
    }
    ret->i = rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > INT_MAX ? INT_MAX : (int32_t)rl.rlim_cur;
}

NATIVE(iou_iovMax)
{
    (void)th;
    (void)a;
    long n = sysconf(_SC_IOV_MAX);
    ret->i = n < 0 ? 16 : (int32_t)n;
}

NATIVES_TABLE(sun_nio_ch_IOUtil, "sun/nio/ch/IOUtil",
    {"randomBytes", "([B)Z", iou_randomBytes},
    {"makePipe", "(Z)J", iou_makePipe},
    {"write1", "(IB)I", iou_write1},
    {"drain", "(I)Z", iou_drain},
    {"drain1", "(I)I", iou_drain1},
    {"configureBlocking", "(Ljava/io/FileDescriptor;Z)V", iou_configureBlocking},
    {"fdVal", "(Ljava/io/FileDescriptor;)I", iou_fdVal},
    {"setfdVal", "(Ljava/io/FileDescriptor;I)V", iou_setfdVal},
    {"fdLimit", "()I", iou_fdLimit},
    {"iovMax", "()I", iou_iovMax},
);
