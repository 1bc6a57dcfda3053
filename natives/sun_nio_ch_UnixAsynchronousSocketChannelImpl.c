/* sun.nio.ch.UnixAsynchronousSocketChannelImpl natives: the outcome of a
 * non-blocking connect once the EPollPort reports the socket writable. */
#include <sys/socket.h>

#include "natives/net_util.h"

NATIVE(uasc_checkConnect)
{
    (void)ret;
    int err = 0;
    socklen_t n = sizeof err;
    if (getsockopt(a[0].i, SOL_SOCKET, SO_ERROR, &err, &n) < 0)
        nio_throw_errno(th, "getsockopt");
    else if (err)
        net_socket_error(th, err, NULL);
}

NATIVES_TABLE(sun_nio_ch_UnixAsynchronousSocketChannelImpl, "sun/nio/ch/UnixAsynchronousSocketChannelImpl",
    {"checkConnect", "(I)V", uasc_checkConnect},
);
