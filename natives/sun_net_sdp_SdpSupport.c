/* sun.net.sdp.SdpSupport: the Sockets Direct Protocol behind
 * -Dcom.sun.sdp.conf, as libnet's SdpSupport.c on Linux. A TCP socket whose
 * bind or connect matches a rule of the file is converted before the call
 * (NetHooks), and the conversion's IOException reaches the program. Linux
 * SDP has no IPv6, so with IPv6 available the conversion fails with "IPv6
 * not supported"; otherwise socket(AF_INET_SDP) is tried, which without the
 * SDP kernel module fails with the system's words ("Address family not
 * supported by protocol"). The missing natives threw UnsatisfiedLinkError
 * from every matching bind and connect instead (hunt 12). */
#include <errno.h>
#include <sys/socket.h>
#include <unistd.h>

#include "natives/natives.h"
#include "natives/net_util.h"

/* Linux's address family for SDP; the C library does not define it. */
#ifndef AF_INET_SDP
#define AF_INET_SDP 27
#endif

/* A new SDP socket, or -1 with IOException pending. */
static int sdp_create(Thread *th)
{
    if (net_ipv6_available(th)) {
        exc_throw(th, "java/io/IOException", "IPv6 not supported");
        return -1;
    }
    int s = socket(AF_INET_SDP, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (s < 0)
        net_throw_errno(th, "java/io/IOException", "socket");
    return s;
}

/* Copy an int socket option of from to to, as far as from has it. */
static void sdp_copy_int_opt(int from, int to, int opt)
{
    int v;
    socklen_t len = sizeof v;
    if (getsockopt(from, SOL_SOCKET, opt, &v, &len) == 0)
        setsockopt(to, SOL_SOCKET, opt, &v, len);
}

NATIVE(sdp_create0)
{
    (void)a;
    ret->i = sdp_create(th);
}

/* convert0(fd): fd, an unbound TCP socket, becomes an SDP socket with the
 * options that matter to SDP (the new socket dup2'd onto fd). */
NATIVE(sdp_convert0)
{
    (void)ret;
    int fd = a[0].i;
    int s = sdp_create(th);
    if (s < 0)
        return;
    sdp_copy_int_opt(fd, s, SO_REUSEADDR);
    sdp_copy_int_opt(fd, s, SO_REUSEPORT);
    sdp_copy_int_opt(fd, s, SO_OOBINLINE);
    struct linger lg;
    socklen_t len = sizeof lg;
    if (getsockopt(fd, SOL_SOCKET, SO_LINGER, &lg, &len) == 0)
        setsockopt(s, SOL_SOCKET, SO_LINGER, &lg, len);
    int r;
    do
        r = dup2(s, fd);
    while (r < 0 && errno == EINTR);
    if (r < 0)
        net_throw_errno(th, "java/io/IOException", "dup2");
    if (close(s) < 0 && !exc_pending(th))
        net_throw_errno(th, "java/io/IOException", "close");
}

NATIVES_TABLE(sun_net_sdp_SdpSupport, "sun/net/sdp/SdpSupport",
    {"create0", "()I", sdp_create0},
    {"convert0", "(I)V", sdp_convert0},
);
