/* jdk.net.LinuxSocketOptions natives: the Linux-specific socket options of
 * jdk.net.ExtendedSocketOptions (TCP keep-alive tuning, TCP_QUICKACK,
 * SO_PEERCRED, SO_INCOMING_NAPI_ID), as libextnet sets them. Net's static
 * initializer reaches them through ExtendedSocketOptions. */
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include "natives/net_util.h"

#ifndef SO_INCOMING_NAPI_ID
#define SO_INCOMING_NAPI_ID 56
#endif

/* libextnet's handleError: UnsupportedOperationException for ENOPROTOOPT,
 * else SocketException with the errno text (msg when errno is 0). */
static void opt_error(Thread *th, const char *msg)
{
    if (errno == ENOPROTOOPT)
        exc_throw(th, "java/lang/UnsupportedOperationException", "unsupported socket option");
    else
        net_throw_errno(th, "java/net/SocketException", msg);
}

/* Whether a TCP socket knows option (level, opt). */
static bool supported(int level, int opt)
{
    int fd = socket(PF_INET, SOCK_STREAM | SOCK_CLOEXEC, IPPROTO_TCP);
    if (fd < 0)
        return false;
    int v = 1;
    socklen_t n = sizeof v;
    bool ok = getsockopt(fd, level, opt, &v, &n) == 0 || errno != ENOPROTOOPT;
    close(fd);
    return ok;
}

static void set_int(Thread *th, int fd, int level, int opt, int v, const char *msg)
{
    if (setsockopt(fd, level, opt, &v, sizeof v) < 0)
        opt_error(th, msg);
}

static int get_int(Thread *th, int fd, int level, int opt, const char *msg)
{
    int v = 0;
    socklen_t n = sizeof v;
    if (getsockopt(fd, level, opt, &v, &n) < 0)
        opt_error(th, msg);
    return v;
}

/* TCP_QUICKACK is a TCP option (at SOL_SOCKET its number is SO_PRIORITY). */
NATIVE(lso_setQuickAck0)
{
    (void)ret;
    set_int(th, a[0].i, IPPROTO_TCP, TCP_QUICKACK, a[1].i ? 1 : 0, "set option TCP_QUICKACK failed");
}

NATIVE(lso_getQuickAck0)
{
    ret->i = get_int(th, a[0].i, IPPROTO_TCP, TCP_QUICKACK, "get option TCP_QUICKACK failed") != 0;
}

NATIVE(lso_quickAckSupported0) { (void)th; (void)a; ret->i = supported(IPPROTO_TCP, TCP_QUICKACK); }

NATIVE(lso_keepAliveOptionsSupported0)
{
    (void)th;
    (void)a;
    ret->i = supported(SOL_TCP, TCP_KEEPIDLE) && supported(SOL_TCP, TCP_KEEPCNT) && supported(SOL_TCP, TCP_KEEPINTVL);
}

NATIVE(lso_setTcpKeepAliveProbes0)
{
    (void)ret;
    set_int(th, a[0].i, SOL_TCP, TCP_KEEPCNT, a[1].i, "set option TCP_KEEPCNT failed");
}

NATIVE(lso_setTcpKeepAliveTime0)
{
    (void)ret;
    set_int(th, a[0].i, SOL_TCP, TCP_KEEPIDLE, a[1].i, "set option TCP_KEEPIDLE failed");
}

NATIVE(lso_setTcpKeepAliveIntvl0)
{
    (void)ret;
    set_int(th, a[0].i, SOL_TCP, TCP_KEEPINTVL, a[1].i, "set option TCP_KEEPINTVL failed");
}

NATIVE(lso_getTcpKeepAliveProbes0)
{
    ret->i = get_int(th, a[0].i, SOL_TCP, TCP_KEEPCNT, "get option TCP_KEEPCNT failed");
}

NATIVE(lso_getTcpKeepAliveTime0)
{
    ret->i = get_int(th, a[0].i, SOL_TCP, TCP_KEEPIDLE, "get option TCP_KEEPIDLE failed");
}

NATIVE(lso_getTcpKeepAliveIntvl0)
{
    ret->i = get_int(th, a[0].i, SOL_TCP, TCP_KEEPINTVL, "get option TCP_KEEPINTVL failed");
}

/* getSoPeerCred0(fd): uid << 32 | gid of the peer of a Unix domain socket. */
NATIVE(lso_getSoPeerCred0)
{
    struct ucred cred = {.uid = (uid_t)-1, .gid = (gid_t)-1};
    socklen_t n = sizeof cred;
    if (getsockopt(a[0].i, SOL_SOCKET, SO_PEERCRED, &cred, &n) < 0)
        opt_error(th, "get SO_PEERCRED failed");
    else if ((int)cred.uid == -1) {
        errno = 0;
        opt_error(th, "get SO_PEERCRED failed");
        cred.uid = cred.gid = (uid_t)-1;
    }
    ret->j = (int64_t)((uint64_t)cred.uid << 32 | (uint32_t)cred.gid);
}

NATIVE(lso_incomingNapiIdSupported0) { (void)th; (void)a; ret->i = supported(SOL_SOCKET, SO_INCOMING_NAPI_ID); }

NATIVE(lso_getIncomingNapiId0)
{
    ret->i = get_int(th, a[0].i, SOL_SOCKET, SO_INCOMING_NAPI_ID, "get option SO_INCOMING_NAPI_ID failed");
}

NATIVES_TABLE(jdk_net_LinuxSocketOptions, "jdk/net/LinuxSocketOptions",
    {"setQuickAck0", "(IZ)V", lso_setQuickAck0},
    {"getQuickAck0", "(I)Z", lso_getQuickAck0},
    {"quickAckSupported0", "()Z", lso_quickAckSupported0},
    {"keepAliveOptionsSupported0", "()Z", lso_keepAliveOptionsSupported0},
    {"setTcpKeepAliveProbes0", "(II)V", lso_setTcpKeepAliveProbes0},
    {"setTcpKeepAliveTime0", "(II)V", lso_setTcpKeepAliveTime0},
    {"setTcpKeepAliveIntvl0", "(II)V", lso_setTcpKeepAliveIntvl0},
    {"getTcpKeepAliveProbes0", "(I)I", lso_getTcpKeepAliveProbes0},
    {"getTcpKeepAliveTime0", "(I)I", lso_getTcpKeepAliveTime0},
    {"getTcpKeepAliveIntvl0", "(I)I", lso_getTcpKeepAliveIntvl0},
    {"getSoPeerCred0", "(I)J", lso_getSoPeerCred0},
    {"incomingNapiIdSupported0", "()Z", lso_incomingNapiIdSupported0},
    {"getIncomingNapiId0", "(I)I", lso_getIncomingNapiId0},
);
