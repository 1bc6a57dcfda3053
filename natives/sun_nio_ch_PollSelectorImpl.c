/* sun.nio.ch.PollSelectorImpl natives: poll(2) over the selector's pollfd
 * array (the Selector of -Djava.nio.channels.spi.SelectorProvider=
 * sun.nio.ch.PollSelectorProvider).
 *
 * Green threads: when nothing is ready and the call may wait, the thread
 * waits in the scheduler on a temporary epoll descriptor holding the same
 * descriptors and events (one pollable descriptor for the whole set), then
 * polls again; the timeout is kept on the VM clock. */
#include <sys/epoll.h>
#include <unistd.h>

#include "natives/net_util.h"
#include "vm/sched.h"
#include "vm/vmio.h"

/* Wait until one of fds is ready or timeout_ns passes; false on timeout. */
static bool wait_any(Thread *th, struct pollfd *fds, int n, int64_t timeout_ns)
{
    int epfd = epoll_create1(EPOLL_CLOEXEC);
    if (epfd < 0)
        return true; /* the caller's poll will not wait then: it reports */
    for (int i = 0; i < n; i++) {
        if (fds[i].fd < 0)
            continue;
        struct epoll_event ev = {.events = (uint32_t)(uint16_t)fds[i].events, .data.fd = fds[i].fd};
        epoll_ctl(epfd, EPOLL_CTL_ADD, fds[i].fd, &ev); /* duplicates and files: poll covers them */
    }
    bool ready = sched_wait_io_timed(th, epfd, POLLIN, timeout_ns);
    close(epfd);
    return ready;
}

/* poll(address, numfds, timeout ms; -1 = none): the number of ready entries. */
NATIVE(psi_poll)
{
    int n = a[2].i;
    struct pollfd *fds = nio_out(a[0].j, sizeof *fds * (size_t)(n > 0 ? n : 0));
    int64_t left = net_ms_to_ns(a[3].i);
    int r;
    for (;;) {
        r = vmio_poll(fds, (nfds_t)n, 0);
        if (r != 0 || left == 0)
            break;
        int64_t t0 = sched_clock_ns();
        if (!wait_any(th, fds, n, left)) {
            r = vmio_poll(fds, (nfds_t)n, 0);
            break;
        }
        if (left > 0) {
            left -= sched_clock_ns() - t0;
            if (left <= 0)
                left = 0;
        }
    }
    if (r < 0) {
        if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return;
        }
        nio_throw_errno(th, "poll failed");
        ret->i = IOS_THROWN;
        return;
    }
    ret->i = r;
}

NATIVES_TABLE(sun_nio_ch_PollSelectorImpl, "sun/nio/ch/PollSelectorImpl",
    {"poll", "(JII)I", psi_poll},
);
