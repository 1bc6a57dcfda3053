/* sun.nio.ch.EventFD natives: the eventfd(2) that EPollSelectorImpl registers
 * in its epoll set so that Selector.wakeup (set0) makes a select return. */
#include <stdint.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "natives/net_util.h"

NATIVE(efd_eventfd0)
{
    (void)a;
    int efd = eventfd(0, EFD_CLOEXEC);
    if (efd < 0) {
        nio_throw_errno(th, "eventfd failed");
        ret->i = IOS_THROWN;
        return;
    }
    vmio_opened(efd);
    vmio_eventfd(efd);
    ret->i = efd;
}

/* set0(efd): add 1 to the counter; the bytes written (8), or an IOStatus. */
NATIVE(efd_set0)
{
    uint64_t one = 1;
    ssize_t n;
    vmio_counter_will_change(a[0].i);
    do
        n = write(a[0].i, &one, sizeof one);
    while (n < 0 && errno == EINTR);
    if (n >= 0)
        ret->i = (int32_t)n;
    else if (errno == EAGAIN)
        ret->i = IOS_UNAVAILABLE;
    else {
        nio_throw_errno(th, "Write failed");
        ret->i = IOS_THROWN;
    }
}

NATIVES_TABLE(sun_nio_ch_EventFD, "sun/nio/ch/EventFD",
    {"eventfd0", "()I", efd_eventfd0},
    {"set0", "(I)I", efd_set0},
);
