/* sun.nio.ch.InheritedChannel natives: System.inheritedChannel() looks at
 * descriptor 0 (a socket handed over by inetd) and makes a channel of it.
 *
 * As libnio's: the socket's type and addresses come from getsockopt and
 * getpeername/getsockname of a dup of descriptor 0; errors are IOExceptions
 * with errno's text. What the descriptor is (its type, its peer) is an
 * answer from the outside world, logged by record and replayed. */
#include <sys/socket.h>
#include <sys/un.h>
#include <fcntl.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/net_util.h"
#include "natives/nio_util.h"

/* InheritedChannel's constants. */
enum { IC_UNKNOWN = -1, IC_SOCK_STREAM = 1, IC_SOCK_DGRAM = 2 };
enum { IC_AF_UNKNOWN = -1, IC_AF_INET = 1, IC_AF_INET6 = 2, IC_AF_UNIX = 3 };
enum { IC_O_RDONLY = 0, IC_O_WRONLY = 1, IC_O_RDWR = 2 };

NATIVE(ic_initIDs)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(ic_dup)
{
    int fd = dup(a[0].i);
    if (fd < 0)
        nio_throw_errno(th, "dup failed");
    ret->i = fd;
}

NATIVE(ic_dup2)
{
    (void)ret;
    if (dup2(a[0].i, a[1].i) < 0)
        nio_throw_errno(th, "dup2 failed");
}

NATIVE(ic_open0)
{
    int flags = a[1].i == IC_O_RDONLY ? O_RDONLY : a[1].i == IC_O_WRONLY ? O_WRONLY : O_RDWR;
    char *path = str_to_cstr(a[0].a);
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    int fd = open(path, flags);
    if (fd < 0)
        exc_throw(th, "java/io/IOException", "%s", errno ? strerror(errno) : path);
    free(path);
    ret->i = fd;
}

NATIVE(ic_close0)
{
    (void)ret;
    if (close(a[0].i) != 0)
        nio_throw_errno(th, "close failed");
}

NATIVE(ic_soType0)
{
    (void)th;
    int type = 0;
    socklen_t len = sizeof type;
    int r = (int)RP_ANSWER('s', getsockopt(a[0].i, SOL_SOCKET, SO_TYPE, &type, &len), &type, sizeof type, sizeof type);
    ret->i = r != 0 ? IC_UNKNOWN : type == SOCK_STREAM ? IC_SOCK_STREAM : type == SOCK_DGRAM ? IC_SOCK_DGRAM : IC_UNKNOWN;
}

/* getsockname (peer false) or getpeername of fd, logged; false when it failed. */
static bool ic_name(int fd, bool peer, struct sockaddr_storage *ss)
{
    socklen_t len = sizeof *ss;
    memset(ss, 0, sizeof *ss);
    int r = peer ? getpeername(fd, (struct sockaddr *)ss, &len) : getsockname(fd, (struct sockaddr *)ss, &len);
    return RP_ANSWER('n', r, ss, sizeof *ss, sizeof *ss) == 0;
}

NATIVE(ic_addressFamily)
{
    (void)th;
    struct sockaddr_storage ss;
    int fam = ic_name(a[0].i, false, &ss) ? ss.ss_family : -1;
    ret->i = fam == AF_INET ? IC_AF_INET : fam == AF_INET6 ? IC_AF_INET6 : fam == AF_UNIX ? IC_AF_UNIX : IC_AF_UNKNOWN;
}

NATIVE(ic_inetPeerAddress0)
{
    struct sockaddr_storage ss;
    if (ic_name(a[0].i, true, &ss) && (ss.ss_family == AF_INET || ss.ss_family == AF_INET6))
        ret->a = net_inet_from_sockaddr(th, (const NetAddr *)&ss, NULL);
}

NATIVE(ic_unixPeerAddress0)
{
    struct sockaddr_storage ss;
    if (!ic_name(a[0].i, true, &ss) || ss.ss_family != AF_UNIX)
        return;
    const struct sockaddr_un *un = (const struct sockaddr_un *)&ss;
    ret->a = nio_bytes(th, un->sun_path, strnlen(un->sun_path, sizeof un->sun_path));
}

NATIVE(ic_peerPort0)
{
    (void)th;
    struct sockaddr_storage ss;
    ret->i = ic_name(a[0].i, true, &ss) && (ss.ss_family == AF_INET || ss.ss_family == AF_INET6)
                 ? net_sockaddr_port((const NetAddr *)&ss)
                 : -1;
}

NATIVE(ic_isConnected)
{
    (void)th;
    struct sockaddr_storage ss;
    ret->i = ic_name(a[0].i, true, &ss);
}

NATIVES_TABLE(sun_nio_ch_InheritedChannel, "sun/nio/ch/InheritedChannel",
    {"initIDs", "()V", ic_initIDs},
    {"dup", "(I)I", ic_dup},
    {"dup2", "(II)V", ic_dup2},
    {"open0", "(Ljava/lang/String;I)I", ic_open0},
    {"close0", "(I)V", ic_close0},
    {"soType0", "(I)I", ic_soType0},
    {"addressFamily", "(I)I", ic_addressFamily},
    {"inetPeerAddress0", "(I)Ljava/net/InetAddress;", ic_inetPeerAddress0},
    {"unixPeerAddress0", "(I)[B", ic_unixPeerAddress0},
    {"peerPort0", "(I)I", ic_peerPort0},
    {"isConnected", "(I)Z", ic_isConnected},
);
