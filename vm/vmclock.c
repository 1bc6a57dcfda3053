/* Program-visible clocks: the OS clocks shifted by the scheduler's jumps
 * (vm/sched.c), never going backwards. */
#include "vm/vmclock.h"

#include <time.h>

#include "checkpoint/replay.h"
#include "vm/sched.h"

static int64_t last_nano;

int64_t vmclock_wall_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    int64_t v = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec + sched_jumped_ns();
    return g_rp_mode != RP_OFF ? rp_clock('w', v) : v;
}

int64_t vmclock_nano(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    int64_t v = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec + sched_jumped_ns();
    if (v < last_nano)
        v = last_nano;
    last_nano = v;
    return g_rp_mode != RP_OFF ? rp_clock('n', v) : v;
}

int64_t sys_current_time_ns(void);
int64_t sys_current_time_ns(void) { return vmclock_wall_ns(); }
