/* sun.nio.ch.DatagramDispatcher natives: read and write on a connected
 * datagram socket (recv/send with no flags, which is read/write, so they go
 * through vm/vmio.c). A blocking socket waits in the scheduler while other
 * threads run; a non-blocking one never waits. An ICMP port unreachable
 * reported by the kernel throws PortUnreachableException. */
#include <limits.h>
#include <sys/uio.h>

#include "natives/net_util.h"

/* libnio's convertReturnVal (a datagram of 0 bytes reads as EOF there too),
 * after the ECONNREFUSED case. */
static int64_t result(Thread *th, int64_t n, bool reading)
{
    if (n > 0)
        return n;
    if (n == 0)
        return reading ? IOS_EOF : 0;
    if (errno == ECONNREFUSED) {
        exc_throw(th, "java/net/PortUnreachableException", NULL);
        return IOS_UNAVAILABLE;
    }
    if (errno == EAGAIN || errno == EWOULDBLOCK)
        return IOS_UNAVAILABLE;
    if (errno == EINTR)
        return IOS_INTERRUPTED;
    nio_throw_errno(th, reading ? "Read failed" : "Write failed");
    return IOS_THROWN;
}

static int iov_count(int n) { return n > IOV_MAX ? IOV_MAX : n; }

NATIVE(dd_read0)
{
    ret->i = (int32_t)result(th, nio_read(nio_fd_get(a[0].a), nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i), true);
}

NATIVE(dd_readv0)
{
    ret->j = result(th, nio_readv(nio_fd_get(a[0].a), nio_out_iov(a[1].j, iov_count(a[3].i)), iov_count(a[3].i)), true);
}

NATIVE(dd_write0)
{
    int fd = nio_fd_get(a[0].a);
    ssize_t n = nio_would_block(fd, POLLOUT) ? -1 : vmio_write(fd, NIO_PTR(a[1].j), (size_t)a[3].i);
    ret->i = (int32_t)result(th, n, false);
}

NATIVE(dd_writev0)
{
    int fd = nio_fd_get(a[0].a);
    ssize_t n = nio_would_block(fd, POLLOUT) ? -1 : vmio_writev(fd, NIO_PTR(a[1].j), iov_count(a[3].i));
    ret->j = result(th, n, false);
}

#define FD "Ljava/io/FileDescriptor;"

NATIVES_TABLE(sun_nio_ch_DatagramDispatcher, "sun/nio/ch/DatagramDispatcher",
    {"read0", "(" FD "JI)I", dd_read0},
    {"readv0", "(" FD "JI)J", dd_readv0},
    {"write0", "(" FD "JI)I", dd_write0},
    {"writev0", "(" FD "JI)J", dd_writev0},
);
