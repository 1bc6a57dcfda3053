/* sun.nio.fs.LinuxWatchService natives: inotify for java.nio.file.WatchService.
 *
 * The service's poller thread waits in poll(inotify fd, socketpair end) for
 * file events or a request (register, cancel, close) from another thread.
 * Green threads: while neither descriptor is ready the poller waits in the
 * scheduler on a temporary epoll descriptor holding both, so the other threads
 * run; the poll that answers goes through vmio_poll (an input of
 * record/replay). The events themselves are read by UnixNativeDispatcher.read
 * from the non-blocking inotify descriptor. */
#include <stddef.h>
#include <sys/epoll.h>
#include <sys/inotify.h>
#include <sys/socket.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"
#include "vm/sched.h"

NATIVE(lws_eventSize)
{
    (void)th;
    (void)a;
    ret->i = (int32_t)sizeof(struct inotify_event);
}

/* Offsets of wd, mask, cookie, len and name in struct inotify_event. */
NATIVE(lws_eventOffsets)
{
    (void)a;
    Object *arr = arr_new_prim(th, 'I', 5);
    if (!arr)
        return;
    ARR_AT(arr, int32_t, 0) = (int32_t)offsetof(struct inotify_event, wd);
    ARR_AT(arr, int32_t, 1) = (int32_t)offsetof(struct inotify_event, mask);
    ARR_AT(arr, int32_t, 2) = (int32_t)offsetof(struct inotify_event, cookie);
    ARR_AT(arr, int32_t, 3) = (int32_t)offsetof(struct inotify_event, len);
    ARR_AT(arr, int32_t, 4) = (int32_t)offsetof(struct inotify_event, name);
    ret->a = arr;
}

NATIVE(lws_inotifyInit)
{
    (void)a;
    int fd = inotify_init1(IN_CLOEXEC);
    if (fd < 0)
        nio_throw_unix(th, errno);
    else {
        vmio_opened(fd);
        ret->i = fd;
    }
}

/* inotifyAddWatch(int fd, long pathAddress, int mask): the watch descriptor. */
NATIVE(lws_inotifyAddWatch)
{
    int wd = inotify_add_watch(a[0].i, NIO_PTR(a[1].j), (uint32_t)a[3].i);
    int err = errno;
    wd = (int)RP_ANSWER('s', wd, NULL, 0, 0);
    if (wd < 0)
        nio_throw_unix(th, err);
    else
        ret->i = wd;
}

NATIVE(lws_inotifyRmWatch)
{
    (void)ret;
    if (inotify_rm_watch(a[0].i, a[1].i) < 0)
        nio_throw_unix(th, errno);
}

NATIVE(lws_configureBlocking)
{
    (void)ret;
    int fd = a[0].i;
    int fl = fcntl(fd, F_GETFL);
    if (fl >= 0)
        fl = fcntl(fd, F_SETFL, a[1].i ? fl & ~O_NONBLOCK : fl | O_NONBLOCK);
    if (fl < 0)
        nio_throw_unix(th, errno);
}

NATIVE(lws_socketpair)
{
    (void)ret;
    Object *sv = a[0].a;
    if (!native_check_null(th, sv))
        return;
    int fds[2];
    if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) < 0) {
        nio_throw_unix(th, errno);
        return;
    }
    vmio_opened(fds[0]);
    vmio_opened(fds[1]);
    heap_barrier(sv);
    ARR_AT(sv, int32_t, 0) = fds[0];
    ARR_AT(sv, int32_t, 1) = fds[1];
}

/* Let the other threads run until fd1 or fd2 is readable. */
static void wait_either(Thread *th, int fd1, int fd2)
{
    int epfd = epoll_create1(EPOLL_CLOEXEC);
    if (epfd < 0)
        return; /* the caller polls again at once */
    struct epoll_event ev1 = {.events = EPOLLIN, .data.fd = fd1}, ev2 = {.events = EPOLLIN, .data.fd = fd2};
    epoll_ctl(epfd, EPOLL_CTL_ADD, fd1, &ev1);
    epoll_ctl(epfd, EPOLL_CTL_ADD, fd2, &ev2);
    sched_wait_io(th, epfd, POLLIN);
    close(epfd);
}

/* poll(int fd1, int fd2): wait, without a time limit, until one is readable;
 * the number of ready descriptors (0 when interrupted by a signal). */
NATIVE(lws_poll)
{
    struct pollfd p[2] = {{.fd = a[0].i, .events = POLLIN}, {.fd = a[1].i, .events = POLLIN}};
    int r;
    while ((r = vmio_poll(p, 2, 0)) == 0)
        wait_either(th, p[0].fd, p[1].fd);
    if (r < 0) {
        if (errno == EINTR)
            r = 0;
        else {
            nio_throw_unix(th, errno);
            return;
        }
    }
    ret->i = r;
}

NATIVES_TABLE(sun_nio_fs_LinuxWatchService, "sun/nio/fs/LinuxWatchService",
    {"eventSize", "()I", lws_eventSize},
    {"eventOffsets", "()[I", lws_eventOffsets},
    {"inotifyInit", "()I", lws_inotifyInit},
    {"inotifyAddWatch", "(IJI)I", lws_inotifyAddWatch},
    {"inotifyRmWatch", "(II)V", lws_inotifyRmWatch},
    {"configureBlocking", "(IZ)V", lws_configureBlocking},
    {"socketpair", "([I)V", lws_socketpair},
    {"poll", "(II)I", lws_poll},
);
