/* sun.nio.ch.SocketDispatcher natives: reads from a connected socket (writes
 * and close go through FileDispatcherImpl). A blocking socket waits for data
 * in the scheduler (vmio) while other threads run; a non-blocking one never
 * waits. A reset connection throws sun.net.ConnectionResetException. */
#include "natives/net_util.h"

/* libnio's convertReturnVal for reads, with the reset case first. */
static int64_t read_result(Thread *th, int64_t n)
{
    if (n > 0)
        return n;
    if (n == 0)
        return IOS_EOF;
    if (errno == ECONNRESET || errno == EPIPE) {
        exc_throw(th, "sun/net/ConnectionResetException", "Connection reset");
        return IOS_THROWN;
    }
    if (errno == EAGAIN || errno == EWOULDBLOCK)
        return IOS_UNAVAILABLE;
    if (errno == EINTR)
        return IOS_INTERRUPTED;
    nio_throw_errno(th, "Read failed");
    return IOS_THROWN;
}

NATIVE(sd_read0)
{
    ret->i = (int32_t)read_result(th, nio_read(nio_fd_get(a[0].a), nio_out(a[1].j, (size_t)a[3].i), (size_t)a[3].i));
}

NATIVE(sd_readv0)
{
    ret->j = read_result(th, nio_readv(nio_fd_get(a[0].a), nio_out_iov(a[1].j, a[3].i), a[3].i));
}

NATIVES_TABLE(sun_nio_ch_SocketDispatcher, "sun/nio/ch/SocketDispatcher",
    {"read0", "(Ljava/io/FileDescriptor;JI)I", sd_read0},
    {"readv0", "(Ljava/io/FileDescriptor;JI)J", sd_readv0},
);
