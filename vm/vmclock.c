/* Program-visible clocks: the OS clocks shifted by the scheduler's jumps
 * (vm/sched.c), never going backwards, and without the time spent in runs
 * that returns to checkpoints undid. */
#include "vm/vmclock.h"

#include <time.h>

#include "checkpoint/replay.h"
#include "vm/sched.h"

static int64_t last_nano;
static int64_t hidden; /* real ns spent in runs that returns undid */

static int64_t os_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

int64_t vmclock_wall_ns(void)
{
    int64_t v = os_ns(CLOCK_REALTIME) + sched_jumped_ns() - hidden;
    return g_rp_mode != RP_OFF ? rp_clock('w', v) : v;
}

int64_t vmclock_nano(void)
{
    int64_t v = os_ns(CLOCK_MONOTONIC) + sched_jumped_ns() - hidden;
    if (v < last_nano)
        v = last_nano;
    last_nano = v;
    return g_rp_mode != RP_OFF ? rp_clock('n', v) : v;
}

void vmclock_save(VmclockState *s)
{
    s->last_nano = last_nano;
    s->hidden = hidden;
    s->real_at = os_ns(CLOCK_MONOTONIC);
}

void vmclock_restore(const VmclockState *s)
{
    last_nano = s->last_nano;
    hidden = s->hidden + (os_ns(CLOCK_MONOTONIC) - s->real_at);
}

int64_t sys_current_time_ns(void);
int64_t sys_current_time_ns(void) { return vmclock_wall_ns(); }
