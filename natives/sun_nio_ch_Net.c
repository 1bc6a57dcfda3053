/* sun.nio.ch.Net natives: the socket system calls under java.net sockets
 * (NioSocketImpl) and the NIO socket channels, as libnio's Net.c does them.
 *
 * Green threads: nothing here may block the OS thread while other Java
 * threads could run. accept on a blocking socket first waits for the socket
 * in the scheduler; connect on a blocking socket is made non-blocking and the
 * thread waits for completion; poll and pollConnect wait with their timeout
 * through sched_wait_io_timed. Non-blocking sockets never wait. */
#include <arpa/inet.h>
#include <limits.h>
#include <netinet/in.h>
#include <netinet/ip.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/net_util.h"
#include "vm/sched.h"

#ifndef IP_MULTICAST_ALL
#define IP_MULTICAST_ALL 49
#endif

/* sun.nio.ch.Net.SHUT_RD/WR/RDWR */
enum { NET_SHUT_RD = 0, NET_SHUT_WR = 1 };

#define FD_ARG(s) nio_fd_get((s).a)

/* Net's static initializer. HotSpot ignores SIGPIPE for the whole process, so
 * a write to a socket whose peer has gone fails with EPIPE ("Broken pipe")
 * instead of ending the process: do the same (child processes reset it). */
NATIVE(net_initIDs)
{
    (void)th;
    (void)a;
    (void)ret;
    struct sigaction sa;
    if (sigaction(SIGPIPE, NULL, &sa) == 0 && sa.sa_handler == SIG_DFL)
        signal(SIGPIPE, SIG_IGN);
}

NATIVE(net_isIPv6Available0) { (void)a; ret->i = net_ipv6_available(th); }

NATIVE(net_isReusePortAvailable0)
{
    (void)th;
    (void)a;
    static int avail = -1;
    if (avail < 0) {
        int one = 1, fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        avail = fd >= 0 && setsockopt(fd, SOL_SOCKET, SO_REUSEPORT, &one, sizeof one) == 0;
        if (fd >= 0)
            close(fd);
    }
    ret->i = avail;
}

/* Linux answers of the capability queries. */
NATIVE(net_isExclusiveBindAvailable) { (void)th; (void)a; ret->i = -1; }
NATIVE(net_shouldShutdownWriteBeforeClose0) { (void)th; (void)a; ret->i = 0; }
NATIVE(net_shouldSetBothIPv4AndIPv6Options0) { (void)th; (void)a; ret->i = 1; }
NATIVE(net_canIPv6SocketJoinIPv4Group0) { (void)th; (void)a; ret->i = 1; }
NATIVE(net_canJoin6WithIPv4Group0) { (void)th; (void)a; ret->i = 0; }
NATIVE(net_canUseIPv6OptionsWithIPv4LocalAddress0) { (void)th; (void)a; ret->i = 1; }

/* socket0(preferIPv6, stream, reuse, fastLoopback) */
NATIVE(net_socket0)
{
    bool stream = a[1].i, reuse = a[2].i;
    int type = stream ? SOCK_STREAM : SOCK_DGRAM;
    int domain = net_ipv6_available(th) && a[0].i ? AF_INET6 : AF_INET;
    int fd = socket(domain, type | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        ret->i = net_socket_error(th, errno, NULL);
        return;
    }
    int zero = 0, one = 1;
    const char *fail = NULL;
    if (domain == AF_INET6 && net_ipv4_available() &&
        setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &zero, sizeof zero) < 0)
        fail = "Unable to set IPV6_V6ONLY";
    else if (reuse && setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0)
        fail = "Unable to set SO_REUSEADDR";
    else if (type == SOCK_DGRAM &&
             setsockopt(fd, domain == AF_INET6 ? IPPROTO_IPV6 : IPPROTO_IP, IP_MULTICAST_ALL, &zero, sizeof zero) < 0 &&
             errno != ENOPROTOOPT)
        fail = "Unable to set IP_MULTICAST_ALL";
    else if (type == SOCK_DGRAM && domain == AF_INET6 &&
             setsockopt(fd, IPPROTO_IPV6, IPV6_MULTICAST_HOPS, &one, sizeof one) < 0)
        fail = "Unable to set IPV6_MULTICAST_HOPS";
    if (fail) {
        net_throw_errno(th, "java/net/SocketException", fail);
        close(fd);
        ret->i = -1;
        return;
    }
    vmio_opened(fd);
    ret->i = fd;
}

/* bind0(fd, preferIPv6, useExclBind, addr, port) */
NATIVE(net_bind0)
{
    (void)ret;
    NetAddr sa;
    socklen_t len;
    if (!net_sockaddr(th, a[3].a, a[4].i, &sa, &len, a[1].i))
        return;
    /* As NET_Bind: 127.x.x.255 is not a bindable loopback address. */
    if (sa.sa.sa_family == AF_INET && (ntohl(sa.sa4.sin_addr.s_addr) & 0x7f0000ff) == 0x7f0000ff) {
        net_socket_error(th, EADDRNOTAVAIL, NULL);
        return;
    }
    int fd = FD_ARG(a[0]);
    bool any_port = net_sockaddr_port(&sa) == 0;
    if (g_rp_mode == RP_REPLAY && any_port) {
        /* The port the system chose in the recorded run: peers that run
         * again in the replay connect to it. */
        uint16_t port = htons((uint16_t)rp_answer('b', 0, NULL, 0, 0));
        if (sa.sa.sa_family == AF_INET6)
            sa.sa6.sin6_port = port;
        else
            sa.sa4.sin_port = port;
    }
    int r = bind(fd, &sa.sa, len);
    int err = errno;
    if (g_rp_mode == RP_RECORD && any_port) {
        NetAddr got;
        socklen_t gl = sizeof got;
        rp_answer('b', r == 0 && getsockname(fd, &got.sa, &gl) == 0 ? net_sockaddr_port(&got) : 0, NULL, 0, 0);
    } else if (g_rp_mode == RP_REPLAY && r < 0 && any_port && ntohs(sa.sa4.sin_port) != 0) {
        rp_diverged("port %d, which the recorded run was given, is not free: %s", ntohs(sa.sa4.sin_port),
                    strerror(err));
    }
    if (r < 0)
        net_socket_error(th, err, NULL);
}

NATIVE(net_listen)
{
    (void)ret;
    if (listen(FD_ARG(a[0]), a[1].i) < 0)
        net_socket_error(th, errno, NULL);
}

/* connect0(preferIPv6, fd, remote, remotePort): 1, or UNAVAILABLE while a
 * non-blocking connect is in progress. */
NATIVE(net_connect0)
{
    NetAddr sa;
    socklen_t len;
    if (!net_sockaddr(th, a[2].a, a[3].i, &sa, &len, a[0].i)) {
        ret->i = IOS_THROWN;
        return;
    }
    int fd = FD_ARG(a[1]);
    int r = net_connect(fd, &sa.sa, len);
    if (r == 0)
        ret->i = 1;
    else if (errno == EINPROGRESS)
        ret->i = IOS_UNAVAILABLE;
    else if (errno == EINTR)
        ret->i = IOS_INTERRUPTED;
    else
        ret->i = net_socket_error(th, errno, NULL);
}

/* accept(fd, newfd, isaa): 1 with newfd set and isaa[0] the remote address;
 * UNAVAILABLE on a non-blocking socket with no connection pending. */
NATIVE(net_accept)
{
    int fd = FD_ARG(a[0]);
    NetAddr sa;
    socklen_t len;
    int nfd;
    net_wait_blocking(fd, POLLIN);
    do {
        len = sizeof sa;
        nfd = accept4(fd, &sa.sa, &len, SOCK_CLOEXEC);
    } while (nfd < 0 && errno == ECONNABORTED);
    if (g_rp_mode != RP_OFF) {
        /* The connection is accepted again in a replay (its peer runs
         * again); its address and descriptor are the recorded ones. */
        int live = nfd;
        nfd = (int)rp_answer('a', nfd, &sa, sizeof sa, sizeof sa);
        if (g_rp_mode == RP_REPLAY && nfd >= 0 && live != nfd)
            rp_diverged("the recorded run accepted a connection on descriptor %d; the replay %s", nfd,
                        live < 0 ? "got none" : "got another descriptor");
    }
    if (nfd < 0) {
        if (errno == EAGAIN || errno == EWOULDBLOCK)
            ret->i = IOS_UNAVAILABLE;
        else if (errno == EINTR)
            ret->i = IOS_INTERRUPTED;
        else {
            nio_throw_errno(th, "Accept failed");
            ret->i = IOS_THROWN;
        }
        return;
    }
    vmio_opened(nfd);
    nio_fd_set(a[1].a, nfd);
    int port;
    Object *ia = net_inet_from_sockaddr(th, &sa, &port);
    Object *isa = ia ? net_socket_address_new(th, ia, port) : NULL;
    if (!isa) {
        ret->i = IOS_THROWN;
        return;
    }
    Object *arr = a[2].a;
    heap_barrier(arr);
    ARR_AT(arr, Object *, 0) = isa;
    ret->i = 1;
}

NATIVE(net_shutdown)
{
    (void)ret;
    int how = a[1].i == NET_SHUT_RD ? SHUT_RD : a[1].i == NET_SHUT_WR ? SHUT_WR : SHUT_RDWR;
    if (shutdown(FD_ARG(a[0]), how) < 0 && errno != ENOTCONN)
        net_socket_error(th, errno, NULL);
}

/* getsockname or getpeername of the socket into sa; false with an exception. */
static bool sock_name(Thread *th, Object *fdo, bool peer, NetAddr *sa)
{
    socklen_t len = sizeof *sa;
    int fd = nio_fd_get(fdo);
    int r = peer ? getpeername(fd, &sa->sa, &len) : getsockname(fd, &sa->sa, &len);
    if (RP_ANSWER('n', r, sa, sizeof *sa, sizeof *sa) < 0) { /* ports differ from run to run */
        net_socket_error(th, errno, NULL);
        return false;
    }
    return true;
}

NATIVE(net_localPort)
{
    NetAddr sa;
    ret->i = sock_name(th, a[0].a, false, &sa) ? net_sockaddr_port(&sa) : -1;
}

NATIVE(net_localInetAddress)
{
    NetAddr sa;
    ret->a = sock_name(th, a[0].a, false, &sa) ? net_inet_from_sockaddr(th, &sa, NULL) : NULL;
}

NATIVE(net_remotePort)
{
    NetAddr sa;
    ret->i = sock_name(th, a[0].a, true, &sa) ? net_sockaddr_port(&sa) : IOS_THROWN;
}

NATIVE(net_remoteInetAddress)
{
    NetAddr sa;
    ret->a = sock_name(th, a[0].a, true, &sa) ? net_inet_from_sockaddr(th, &sa, NULL) : NULL;
}

/* The option's value buffer: an int, except a byte for the IPv4 multicast TTL
 * and loop options and a struct linger for SO_LINGER. */
typedef union OptVal {
    int i;
    unsigned char c;
    struct linger l;
} OptVal;

static socklen_t opt_size(int level, int opt)
{
    if (level == IPPROTO_IP && (opt == IP_MULTICAST_TTL || opt == IP_MULTICAST_LOOP))
        return sizeof(unsigned char);
    if (level == SOL_SOCKET && opt == SO_LINGER)
        return sizeof(struct linger);
    return sizeof(int);
}

/* getIntOption0(fd, mayNeedConversion, level, opt): SO_LINGER gives the
 * linger time or -1 when off; with conversion, Linux's doubled buffer sizes
 * are halved (NET_GetSockOpt). */
NATIVE(net_getIntOption0)
{
    int level = a[2].i, opt = a[3].i;
    OptVal v;
    memset(&v, 0, sizeof v);
    socklen_t len = opt_size(level, opt);
    if (getsockopt(FD_ARG(a[0]), level, opt, &v, &len) < 0) {
        net_throw_errno(th, "java/net/SocketException", "sun.nio.ch.Net.getIntOption");
        ret->i = -1;
        return;
    }
    if (len == sizeof(unsigned char) && level == IPPROTO_IP)
        ret->i = v.c;
    else if (level == SOL_SOCKET && opt == SO_LINGER)
        ret->i = v.l.l_onoff ? v.l.l_linger : -1;
    else if (a[1].i && level == SOL_SOCKET && (opt == SO_SNDBUF || opt == SO_RCVBUF))
        ret->i = v.i / 2;
    else
        ret->i = v.i;
}

/* setIntOption0(fd, mayNeedConversion, level, opt, arg, isIPv6). With
 * conversion (NET_SetSockOpt): IP_TOS keeps only the TOS and precedence bits,
 * SO_RCVBUF is at least 1024. */
NATIVE(net_setIntOption0)
{
    (void)ret;
    int fd = FD_ARG(a[0]);
    bool convert = a[1].i, ipv6 = a[5].i;
    int level = a[2].i, opt = a[3].i, arg = a[4].i;
    OptVal v;
    memset(&v, 0, sizeof v);
    socklen_t len = opt_size(level, opt);
    if (len == sizeof(unsigned char))
        v.c = (unsigned char)arg;
    else if (level == SOL_SOCKET && opt == SO_LINGER) {
        v.l.l_onoff = arg >= 0;
        v.l.l_linger = arg >= 0 ? arg : 0;
    } else {
        if (convert && level == IPPROTO_IP && opt == IP_TOS)
            arg &= IPTOS_TOS_MASK | IPTOS_PREC_MASK;
        if (convert && level == SOL_SOCKET && opt == SO_RCVBUF && arg < 1024)
            arg = 1024;
        v.i = arg;
    }
    if (setsockopt(fd, level, opt, &v, len) < 0)
        net_throw_errno(th, "java/net/SocketException", "sun.nio.ch.Net.setIntOption");
    if (level == IPPROTO_IPV6 && opt == IPV6_TCLASS && ipv6)
        setsockopt(fd, IPPROTO_IP, IP_TOS, &v, len); /* the IPv4 option too */
}

/* poll(fd, events, timeout): the polled events, or 0 when the timeout (ms;
 * -1 = none) ran out first. Other threads run while this one waits. */
NATIVE(net_poll)
{
    int fd = FD_ARG(a[0]);
    short events = (short)a[1].i;
    sched_wait_io_timed(th, fd, events, net_ms_to_ns(a[2].j));
    struct pollfd p = {.fd = fd, .events = events};
    int r = vmio_poll(&p, 1, 0);
    if (r >= 0)
        ret->i = p.revents;
    else if (errno == EINTR)
        ret->i = 0;
    else
        ret->i = net_socket_error(th, errno, NULL);
}

/* pollConnect(fd, timeout): whether a non-blocking connect has completed;
 * its failure is thrown (ConnectException "Connection refused" ...). */
NATIVE(net_pollConnect)
{
    int fd = FD_ARG(a[0]);
    ret->i = 0;
    sched_wait_io_timed(th, fd, POLLOUT, net_ms_to_ns(a[1].j));
    struct pollfd p = {.fd = fd, .events = POLLOUT};
    int r = vmio_poll(&p, 1, 0);
    if (r < 0) {
        if (errno != EINTR)
            nio_throw_errno(th, "poll failed");
        return;
    }
    if (r == 0)
        return;
    int err = 0;
    socklen_t n = sizeof err;
    errno = 0;
    if (RP_ANSWER('c', getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &n), &err, sizeof err, sizeof err) < 0)
        net_socket_error(th, errno, NULL);
    else if (err)
        net_socket_error(th, err, NULL);
    else if (p.revents & POLLHUP)
        net_socket_error(th, ENOTCONN, NULL);
    else
        ret->i = 1;
}

NATIVE(net_available)
{
    int n = 0;
    if (RP_ANSWER('v', ioctl(FD_ARG(a[0]), FIONREAD, &n), &n, sizeof n, sizeof n) < 0) {
        ret->i = net_socket_error(th, errno, NULL);
        return;
    }
    ret->i = vmio_available(FD_ARG(a[0]), n);
}

NATIVE(net_sendOOB)
{
    char b = (char)a[1].i;
    ssize_t n = send(FD_ARG(a[0]), &b, 1, MSG_OOB);
    if (n >= 0)
        ret->i = (int32_t)n;
    else if (errno == EAGAIN || errno == EWOULDBLOCK)
        ret->i = IOS_UNAVAILABLE;
    else if (errno == EINTR)
        ret->i = IOS_INTERRUPTED;
    else {
        nio_throw_errno(th, "Write failed");
        ret->i = IOS_THROWN;
    }
}

NATIVE(net_discardOOB)
{
    char buf[8];
    bool discarded = false;
    for (;;) {
        ssize_t n = recv(FD_ARG(a[0]), buf, sizeof buf, MSG_OOB);
        if (n > 0) {
            discarded = true;
            continue;
        }
        if (n == 0 || errno == EAGAIN || errno == EWOULDBLOCK || errno == EINVAL)
            break;
        if (errno == EINTR)
            continue;
        net_socket_error(th, errno, NULL);
        break;
    }
    ret->i = discarded;
}

/* ---- Multicast ---- */

/* setsockopt for a membership change; UNAVAILABLE when joining is not
 * supported, else 0 or an exception. */
static int32_t membership(Thread *th, int fd, int level, int opt, const void *v, socklen_t len, bool join,
                          const char *msg)
{
    if (setsockopt(fd, level, opt, v, len) == 0)
        return 0;
    if (join && (errno == ENOPROTOOPT || errno == EOPNOTSUPP))
        return IOS_UNAVAILABLE;
    net_socket_error(th, errno, msg);
    return 0;
}

/* joinOrDrop4(join, fd, group, interf, source) */
NATIVE(net_joinOrDrop4)
{
    bool join = a[0].i;
    int fd = FD_ARG(a[1]);
    uint32_t group = (uint32_t)a[2].i, interf = (uint32_t)a[3].i, source = (uint32_t)a[4].i;
    if (!source) {
        struct ip_mreq m = {.imr_multiaddr.s_addr = htonl(group), .imr_interface.s_addr = htonl(interf)};
        ret->i = membership(th, fd, IPPROTO_IP, join ? IP_ADD_MEMBERSHIP : IP_DROP_MEMBERSHIP, &m, sizeof m, join,
                            "setsockopt failed");
        return;
    }
    struct ip_mreq_source m = {.imr_multiaddr.s_addr = htonl(group), .imr_interface.s_addr = htonl(interf),
                               .imr_sourceaddr.s_addr = htonl(source)};
    ret->i = membership(th, fd, IPPROTO_IP, join ? IP_ADD_SOURCE_MEMBERSHIP : IP_DROP_SOURCE_MEMBERSHIP, &m, sizeof m,
                        join, "setsockopt failed");
}

/* blockOrUnblock4(block, fd, group, interf, source) */
NATIVE(net_blockOrUnblock4)
{
    bool block = a[0].i;
    struct ip_mreq_source m = {.imr_multiaddr.s_addr = htonl((uint32_t)a[2].i),
                               .imr_interface.s_addr = htonl((uint32_t)a[3].i),
                               .imr_sourceaddr.s_addr = htonl((uint32_t)a[4].i)};
    ret->i = membership(th, FD_ARG(a[1]), IPPROTO_IP, block ? IP_BLOCK_SOURCE : IP_UNBLOCK_SOURCE, &m, sizeof m,
                        block, NULL);
}

/* A group_source_req from 16-byte group and source addresses. */
static bool group_source(Thread *th, Object *group, int index, Object *source, struct group_source_req *req)
{
    if (!group || !source)
        return exc_npe(th, NULL);
    memset(req, 0, sizeof *req);
    req->gsr_interface = (uint32_t)index;
    struct sockaddr_in6 *g = (struct sockaddr_in6 *)&req->gsr_group, *s = (struct sockaddr_in6 *)&req->gsr_source;
    g->sin6_family = s->sin6_family = AF_INET6;
    memcpy(&g->sin6_addr, arr_data(group), 16);
    memcpy(&s->sin6_addr, arr_data(source), 16);
    return true;
}

/* joinOrDrop6(join, fd, group[16], index, source[16] or null) */
NATIVE(net_joinOrDrop6)
{
    bool join = a[0].i;
    int fd = FD_ARG(a[1]);
    Object *group = a[2].a, *source = a[4].a;
    if (!group) {
        exc_npe(th, NULL);
        return;
    }
    if (!source) {
        struct ipv6_mreq m;
        memcpy(&m.ipv6mr_multiaddr, arr_data(group), 16);
        m.ipv6mr_interface = (unsigned)a[3].i;
        ret->i = membership(th, fd, IPPROTO_IPV6, join ? IPV6_ADD_MEMBERSHIP : IPV6_DROP_MEMBERSHIP, &m, sizeof m,
                            join, "setsockopt failed");
        return;
    }
    struct group_source_req req;
    if (!group_source(th, group, a[3].i, source, &req))
        return;
    ret->i = membership(th, fd, IPPROTO_IPV6, join ? MCAST_JOIN_SOURCE_GROUP : MCAST_LEAVE_SOURCE_GROUP, &req,
                        sizeof req, join, "setsockopt failed");
}

/* blockOrUnblock6(block, fd, group[16], index, source[16]) */
NATIVE(net_blockOrUnblock6)
{
    bool block = a[0].i;
    struct group_source_req req;
    if (!group_source(th, a[2].a, a[3].i, a[4].a, &req))
        return;
    ret->i = membership(th, FD_ARG(a[1]), IPPROTO_IPV6, block ? MCAST_BLOCK_SOURCE : MCAST_UNBLOCK_SOURCE, &req,
                        sizeof req, block, NULL);
}

NATIVE(net_setInterface4)
{
    (void)ret;
    struct in_addr in = {.s_addr = htonl((uint32_t)a[1].i)};
    if (setsockopt(FD_ARG(a[0]), IPPROTO_IP, IP_MULTICAST_IF, &in, sizeof in) < 0)
        net_socket_error(th, errno, NULL);
}

NATIVE(net_getInterface4)
{
    struct in_addr in;
    socklen_t len = sizeof in;
    if (getsockopt(FD_ARG(a[0]), IPPROTO_IP, IP_MULTICAST_IF, &in, &len) < 0) {
        net_socket_error(th, errno, NULL);
        ret->i = -1;
        return;
    }
    ret->i = (int32_t)ntohl(in.s_addr);
}

NATIVE(net_setInterface6)
{
    (void)ret;
    int index = a[1].i;
    if (setsockopt(FD_ARG(a[0]), IPPROTO_IPV6, IPV6_MULTICAST_IF, &index, sizeof index) < 0)
        net_socket_error(th, errno, NULL);
}

NATIVE(net_getInterface6)
{
    int index;
    socklen_t len = sizeof index;
    if (getsockopt(FD_ARG(a[0]), IPPROTO_IPV6, IPV6_MULTICAST_IF, &index, &len) < 0) {
        net_socket_error(th, errno, NULL);
        ret->i = -1;
        return;
    }
    ret->i = index;
}

/* ---- poll(2) constants ---- */

NATIVE(net_pollinValue) { (void)th; (void)a; ret->i = POLLIN; }
NATIVE(net_polloutValue) { (void)th; (void)a; ret->i = POLLOUT; }
NATIVE(net_pollerrValue) { (void)th; (void)a; ret->i = POLLERR; }
NATIVE(net_pollhupValue) { (void)th; (void)a; ret->i = POLLHUP; }
NATIVE(net_pollnvalValue) { (void)th; (void)a; ret->i = POLLNVAL; }
NATIVE(net_pollconnValue) { (void)th; (void)a; ret->i = POLLOUT; }

#define FD "Ljava/io/FileDescriptor;"
#define IA "Ljava/net/InetAddress;"

NATIVES_TABLE(sun_nio_ch_Net, "sun/nio/ch/Net",
    {"initIDs", "()V", net_initIDs},
    {"isIPv6Available0", "()Z", net_isIPv6Available0},
    {"isReusePortAvailable0", "()Z", net_isReusePortAvailable0},
    {"isExclusiveBindAvailable", "()I", net_isExclusiveBindAvailable},
    {"shouldShutdownWriteBeforeClose0", "()Z", net_shouldShutdownWriteBeforeClose0},
    {"shouldSetBothIPv4AndIPv6Options0", "()Z", net_shouldSetBothIPv4AndIPv6Options0},
    {"canIPv6SocketJoinIPv4Group0", "()Z", net_canIPv6SocketJoinIPv4Group0},
    {"canJoin6WithIPv4Group0", "()Z", net_canJoin6WithIPv4Group0},
    {"canUseIPv6OptionsWithIPv4LocalAddress0", "()Z", net_canUseIPv6OptionsWithIPv4LocalAddress0},
    {"socket0", "(ZZZZ)I", net_socket0},
    {"bind0", "(" FD "ZZ" IA "I)V", net_bind0},
    {"listen", "(" FD "I)V", net_listen},
    {"connect0", "(Z" FD IA "I)I", net_connect0},
    {"accept", "(" FD FD "[Ljava/net/InetSocketAddress;)I", net_accept},
    {"shutdown", "(" FD "I)V", net_shutdown},
    {"localPort", "(" FD ")I", net_localPort},
    {"localInetAddress", "(" FD ")" IA, net_localInetAddress},
    {"remotePort", "(" FD ")I", net_remotePort},
    {"remoteInetAddress", "(" FD ")" IA, net_remoteInetAddress},
    {"getIntOption0", "(" FD "ZII)I", net_getIntOption0},
    {"setIntOption0", "(" FD "ZIIIZ)V", net_setIntOption0},
    {"poll", "(" FD "IJ)I", net_poll},
    {"pollConnect", "(" FD "J)Z", net_pollConnect},
    {"available", "(" FD ")I", net_available},
    {"sendOOB", "(" FD "B)I", net_sendOOB},
    {"discardOOB", "(" FD ")Z", net_discardOOB},
    {"joinOrDrop4", "(Z" FD "III)I", net_joinOrDrop4},
    {"blockOrUnblock4", "(Z" FD "III)I", net_blockOrUnblock4},
    {"joinOrDrop6", "(Z" FD "[BI[B)I", net_joinOrDrop6},
    {"blockOrUnblock6", "(Z" FD "[BI[B)I", net_blockOrUnblock6},
    {"setInterface4", "(" FD "I)V", net_setInterface4},
    {"getInterface4", "(" FD ")I", net_getInterface4},
    {"setInterface6", "(" FD "I)V", net_setInterface6},
    {"getInterface6", "(" FD ")I", net_getInterface6},
    {"pollinValue", "()S", net_pollinValue},
    {"polloutValue", "()S", net_polloutValue},
    {"pollerrValue", "()S", net_pollerrValue},
    {"pollhupValue", "()S", net_pollhupValue},
    {"pollnvalValue", "()S", net_pollnvalValue},
    {"pollconnValue", "()S", net_pollconnValue},
);
