/* sun.nio.ch.UnixDomainSockets natives: AF_UNIX stream sockets for the Unix
 * domain SocketChannel and ServerSocketChannel. Addresses travel as byte[]
 * paths (empty for an unnamed socket). As for IP sockets, a blocking socket
 * waits for accept and connect in the scheduler, never in the kernel. */
#include <stddef.h>
#include <sys/un.h>
#include <unistd.h>

#include "natives/net_util.h"

/* A sockaddr_un for path; false with SocketException pending. */
static bool to_sockaddr(Thread *th, Object *path, struct sockaddr_un *sa, socklen_t *len)
{
    memset(sa, 0, sizeof *sa);
    sa->sun_family = AF_UNIX;
    if (!path)
        return exc_throw(th, "java/net/SocketException", "Unix domain path not present");
    size_t n = (size_t)arr_len(path);
    if (n > sizeof sa->sun_path - 2)
        return exc_throw(th, "java/net/SocketException", "Unix domain path too long");
    memcpy(sa->sun_path, arr_data(path), n);
    *len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + n + 1);
    return true;
}

/* The byte[] path of a Unix domain socket address (empty when unnamed). */
static Object *to_bytes(Thread *th, const struct sockaddr_un *sa, socklen_t len)
{
    if (sa->sun_family != AF_UNIX)
        return NULL;
    size_t n = len <= offsetof(struct sockaddr_un, sun_path) ? 0 : strnlen(sa->sun_path, sizeof sa->sun_path);
    return nio_bytes(th, sa->sun_path, n);
}

NATIVE(uds_init)
{
    (void)th;
    (void)a;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    ret->i = fd >= 0;
    if (fd >= 0)
        close(fd);
}

NATIVE(uds_socket0)
{
    (void)a;
    int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    vmio_opened(fd);
    ret->i = fd >= 0 ? fd : net_socket_error(th, errno, NULL);
}

NATIVE(uds_bind0)
{
    (void)ret;
    struct sockaddr_un sa;
    socklen_t len;
    if (to_sockaddr(th, a[1].a, &sa, &len) && bind(nio_fd_get(a[0].a), (struct sockaddr *)&sa, len) < 0)
        net_socket_error(th, errno, NULL);
}

/* connect0(fd, path): 1, or UNAVAILABLE while a non-blocking connect is in
 * progress. */
NATIVE(uds_connect0)
{
    struct sockaddr_un sa;
    socklen_t len;
    if (!to_sockaddr(th, a[1].a, &sa, &len)) {
        ret->i = IOS_THROWN;
        return;
    }
    if (net_connect(nio_fd_get(a[0].a), (struct sockaddr *)&sa, len) == 0)
        ret->i = 1;
    else if (errno == EINPROGRESS)
        ret->i = IOS_UNAVAILABLE;
    else if (errno == EINTR)
        ret->i = IOS_INTERRUPTED;
    else
        ret->i = net_socket_error(th, errno, NULL);
}

/* accept0(fd, newfd, array): 1 with newfd set and array[0] the peer's path. */
NATIVE(uds_accept0)
{
    int fd = nio_fd_get(a[0].a), nfd;
    struct sockaddr_un sa;
    socklen_t len;
    net_wait_blocking(fd, POLLIN);
    do {
        len = sizeof sa;
        nfd = accept4(fd, (struct sockaddr *)&sa, &len, SOCK_CLOEXEC);
    } while (nfd < 0 && errno == ECONNABORTED);
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
    Object *path = to_bytes(th, &sa, len);
    if (exc_pending(th)) {
        ret->i = IOS_THROWN;
        return;
    }
    heap_barrier(a[2].a);
    ARR_AT(a[2].a, Object *, 0) = path;
    ret->i = 1;
}

NATIVE(uds_localAddress0)
{
    struct sockaddr_un sa;
    socklen_t len = sizeof sa;
    if (getsockname(nio_fd_get(a[0].a), (struct sockaddr *)&sa, &len) < 0) {
        net_socket_error(th, errno, NULL);
        ret->a = NULL;
        return;
    }
    ret->a = to_bytes(th, &sa, len);
}

#define FD "Ljava/io/FileDescriptor;"

NATIVES_TABLE(sun_nio_ch_UnixDomainSockets, "sun/nio/ch/UnixDomainSockets",
    {"init", "()Z", uds_init},
    {"socket0", "()I", uds_socket0},
    {"bind0", "(" FD "[B)V", uds_bind0},
    {"connect0", "(" FD "[B)I", uds_connect0},
    {"accept0", "(" FD FD "[Ljava/lang/Object;)I", uds_accept0},
    {"localAddress0", "(" FD ")[B", uds_localAddress0},
);
