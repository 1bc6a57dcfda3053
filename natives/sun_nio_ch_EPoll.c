/* sun.nio.ch.EPoll natives: epoll(7) for EPollSelectorImpl, the default
 * Selector on Linux. The event array lives in native memory that Java reads
 * with Unsafe at the offsets given here.
 *
 * Green threads: wait never blocks the OS thread while others could run. It
 * collects what is ready without waiting; if nothing is and a timeout was
 * asked for, the thread waits in the scheduler until the epoll descriptor
 * (itself pollable: readable when an event is ready) is ready or the timeout
 * passes on the VM clock. Selector.wakeup writes to an eventfd registered in
 * the set, which makes the epoll descriptor ready. */
#include <stddef.h>
#include <sys/epoll.h>

#include "checkpoint/replay.h"
#include "natives/net_util.h"
#include "vm/sched.h"

/* epoll_wait without waiting; what it found is an input for record/replay. */
static int ready_events(int epfd, struct epoll_event *events, int max)
{
    int n = g_rp_mode == RP_REPLAY ? 0 : epoll_wait(epfd, events, max, 0);
    size_t len = n > 0 ? (size_t)n * sizeof *events : 0;
    return (int)RP_ANSWER('e', n, events, len, (size_t)max * sizeof *events);
}

NATIVE(ep_eventSize) { (void)th; (void)a; ret->i = (int32_t)sizeof(struct epoll_event); }
NATIVE(ep_eventsOffset) { (void)th; (void)a; ret->i = (int32_t)offsetof(struct epoll_event, events); }
NATIVE(ep_dataOffset) { (void)th; (void)a; ret->i = (int32_t)offsetof(struct epoll_event, data); }

NATIVE(ep_create)
{
    int epfd = epoll_create1(EPOLL_CLOEXEC);
    if (epfd < 0) {
        nio_throw_errno(th, "epoll_create1 failed");
        ret->i = IOS_THROWN;
        return;
    }
    vmio_opened(epfd);
    ret->i = epfd;
}

/* ctl(epfd, opcode, fd, events): 0, or the errno of the failure. */
NATIVE(ep_ctl)
{
    (void)th;
    struct epoll_event ev = {.events = (uint32_t)a[3].i, .data.fd = a[2].i};
    ret->i = epoll_ctl(a[0].i, a[1].i, a[2].i, &ev) == 0 ? 0 : errno;
}

/* wait(epfd, address, numfds, timeout ms; -1 = none): the number of events
 * stored at address. */
NATIVE(ep_wait)
{
    int epfd = a[0].i, max = a[3].i;
    struct epoll_event *events = nio_out(a[1].j, sizeof *events * (size_t)(max > 0 ? max : 0));
    int64_t left = net_ms_to_ns(a[4].i);
    int n;
    for (;;) {
        n = ready_events(epfd, events, max);
        if (n != 0 || left == 0)
            break;
        int64_t t0 = sched_clock_ns();
        if (!sched_wait_io_timed(th, epfd, POLLIN, left)) {
            n = ready_events(epfd, events, max);
            break;
        }
        if (left > 0) {
            left -= sched_clock_ns() - t0;
            if (left <= 0)
                left = 0; /* one more look, then give up */
        }
    }
    if (n < 0) {
        if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return;
        }
        nio_throw_errno(th, "epoll_wait failed");
        ret->i = IOS_THROWN;
        return;
    }
    ret->i = n;
}

NATIVES_TABLE(sun_nio_ch_EPoll, "sun/nio/ch/EPoll",
    {"eventSize", "()I", ep_eventSize},
    {"eventsOffset", "()I", ep_eventsOffset},
    {"dataOffset", "()I", ep_dataOffset},
    {"create", "()I", ep_create},
    {"ctl", "(IIII)I", ep_ctl},
    {"wait", "(IJII)I", ep_wait},
);
