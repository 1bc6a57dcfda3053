/* sun.nio.ch.DatagramChannelImpl natives: receive and send with addresses
 * (recvfrom/sendto on socket addresses in native memory, laid out as
 * NativeSocketAddress describes), and disconnect. A blocking socket waits in
 * the scheduler while other threads run; a non-blocking one never waits.
 * These bypass vm/vmio.c, which has no calls carrying addresses. */
#include <sys/socket.h>

#include "checkpoint/replay.h"
#include "natives/net_util.h"

enum { MAX_PACKET_LEN = 65536 };

/* disconnect0(fd, isIPv6): connect to AF_UNSPEC. */
NATIVE(dci_disconnect0)
{
    (void)ret;
    NetAddr sa;
    memset(&sa, 0, sizeof sa);
    sa.sa.sa_family = AF_UNSPEC;
    socklen_t len = a[1].i ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
    if (connect(nio_fd_get(a[0].a), &sa.sa, len) < 0)
        net_socket_error(th, errno, NULL);
}

/* receive0(fd, buf, len, senderAddress, connected): bytes received, the
 * sender stored at senderAddress. ICMP errors are skipped unless connected. */
NATIVE(dci_receive0)
{
    int fd = nio_fd_get(a[0].a);
    size_t len = a[3].i > MAX_PACKET_LEN ? MAX_PACKET_LEN : (size_t)a[3].i;
    void *buf = nio_out(a[1].j, len);
    NetAddr *sender = nio_out(a[4].j, sizeof(NetAddr));
    bool connected = a[6].i;
    for (;;) {
        net_wait_blocking(fd, POLLIN);
        socklen_t sl = sizeof *sender;
        ssize_t n = recvfrom(fd, buf, len, g_rp_mode == RP_REPLAY ? MSG_DONTWAIT : 0, &sender->sa, &sl);
        if (g_rp_mode != RP_OFF) {
            /* The datagram, then its sender (a replay drains the live one). */
            n = (ssize_t)rp_answer('d', n, buf, n > 0 ? (size_t)n : 0, len);
            int err = errno;
            rp_answer('n', 0, sender, sizeof *sender, sizeof *sender);
            errno = err;
        }
        if (n >= 0) {
            ret->i = (int32_t)n;
            return;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            ret->i = IOS_UNAVAILABLE;
            return;
        }
        if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return;
        }
        if (errno != ECONNREFUSED) {
            ret->i = net_socket_error(th, errno, NULL);
            return;
        }
        if (connected) {
            exc_throw(th, "java/net/PortUnreachableException", NULL);
            ret->i = IOS_THROWN;
            return;
        }
    }
}

/* send0(fd, buf, len, targetAddress, targetAddressLen): bytes sent. */
NATIVE(dci_send0)
{
    int fd = nio_fd_get(a[0].a);
    size_t len = a[3].i > MAX_PACKET_LEN ? MAX_PACKET_LEN : (size_t)a[3].i;
    const NetAddr *target = NIO_PTR(a[4].j);
    net_wait_blocking(fd, POLLOUT);
    ssize_t n = sendto(fd, NIO_PTR(a[1].j), len, 0, &target->sa, (socklen_t)a[6].i);
    if (n >= 0)
        ret->i = (int32_t)n;
    else if (errno == EAGAIN || errno == EWOULDBLOCK)
        ret->i = IOS_UNAVAILABLE;
    else if (errno == EINTR)
        ret->i = IOS_INTERRUPTED;
    else if (errno == ECONNREFUSED) {
        exc_throw(th, "java/net/PortUnreachableException", NULL);
        ret->i = IOS_THROWN;
    } else
        ret->i = net_socket_error(th, errno, NULL);
}

#define FD "Ljava/io/FileDescriptor;"

NATIVES_TABLE(sun_nio_ch_DatagramChannelImpl, "sun/nio/ch/DatagramChannelImpl",
    {"disconnect0", "(" FD "Z)V", dci_disconnect0},
    {"receive0", "(" FD "JIJZ)I", dci_receive0},
    {"send0", "(" FD "JIJI)I", dci_send0},
);
