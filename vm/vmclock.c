/* Program-visible clocks: the OS clocks shifted by the scheduler's jumps
 * (vm/sched.c), never going backwards, and without the time spent in runs
 * that returns to checkpoints undid. The scheduler wakes timed waits by its
 * own virtual clock (deterministic: yield points executed); when one ends by
 * time-out before the program's clocks show its deadline (the VM clock
 * jumped over a wait it skipped, or the tightest loops ran it ahead of real
 * time), the program's clocks are moved on to it (vmclock_reach): `hidden`
 * may then be negative. */
#include "vm/vmclock.h"

#include <stdbool.h>
#include <time.h>

#include "checkpoint/replay.h"
#include "vm/sched.h"
#include "vm/vm.h"

static int64_t last_nano;
static int64_t hidden; /* real ns spent in runs that returns undid */

/* The virtual clocks (vmclock_virtual): the VM clock, which counts executed
 * yield points and the waits the scheduler skipped, from these origins. The
 * monotonic one starts at an arbitrary 1000 s, like the uptime HotSpot's
 * nanoTime counts from. */
static bool virt;
static int64_t virt_wall;
#define VIRT_NANO0 ((int64_t)1000 * 1000000000)

static int64_t os_ns(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* The program's monotonic clock before the never-backwards rule. */
static int64_t mono_ns(void)
{
    return virt ? VIRT_NANO0 + sched_clock_now_ns() : os_ns(CLOCK_MONOTONIC) + sched_skipped_ns() - hidden;
}

/* The program read a clock: counted for its thread (rti_thread_clock_reads),
 * since a loop that comes back to the same state may still be waiting for
 * time to pass (`while (System.nanoTime() < end) sleep(5);`). */
static void count_read(void)
{
    if (vm_current)
        vm_current->clock_reads++;
}

int64_t vmclock_wall_ns(void)
{
    count_read();
    int64_t v = virt ? virt_wall + sched_clock_now_ns() : os_ns(CLOCK_REALTIME) + sched_skipped_ns() - hidden;
    return g_rp_mode != RP_OFF ? rp_clock('w', v) : v;
}

int64_t vmclock_nano(void)
{
    count_read();
    int64_t v = mono_ns();
    if (v < last_nano)
        v = last_nano;
    last_nano = v;
    return g_rp_mode != RP_OFF ? rp_clock('n', v) : v;
}

int64_t vmclock_peek(void)
{
    int64_t v = mono_ns();
    return v < last_nano ? last_nano : v;
}

void vmclock_reach(int64_t deadline)
{
    if (virt)
        return; /* the VM clock itself has moved on to the deadline */
    int64_t now = vmclock_peek();
    if (deadline > now)
        hidden -= deadline - now;
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

static int64_t start_wall;

void vmclock_virtual(int64_t wall_ns)
{
    virt = true;
    virt_wall = wall_ns - sched_clock_now_ns();
    last_nano = 0;
    start_wall = wall_ns;
}

bool vmclock_is_virtual(void) { return virt; }

void vmclock_mark_start(void) { start_wall = vmclock_wall_ns(); }
int64_t vmclock_start_ns(void) { return start_wall; }

int64_t sys_current_time_ns(void);
int64_t sys_current_time_ns(void) { return vmclock_wall_ns(); }
