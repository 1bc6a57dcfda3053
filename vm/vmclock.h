/* The clocks a program sees: System.currentTimeMillis/nanoTime. Real time plus
 * the time the scheduler skipped while every thread waited, so sleeping looks
 * elapsed to the program. Record/replay logs these reads. */
#ifndef RIVET_VMCLOCK_H
#define RIVET_VMCLOCK_H

#include <stdbool.h>
#include <stdint.h>

int64_t vmclock_wall_ns(void);  /* ns since the epoch */
int64_t vmclock_nano(void);     /* monotonic ns */
/* The VM's start on the program's wall clock (RuntimeMXBean.getStartTime,
 * getUptime): marked once, as the launcher begins, by a clock read that
 * record/replay logs like any other. */
void vmclock_mark_start(void);
int64_t vmclock_start_ns(void);

/* The program's monotonic clock as vmclock_nano would read it, without
 * recording the read (for deadlines). */
int64_t vmclock_peek(void);
/* A timed wait ends by time-out: the program's clocks (both of them, so they
 * stay consistent) move on to at least deadline, so that a sleep or timed
 * wait never returns before the program's own clocks show it has passed. */
void vmclock_reach(int64_t deadline);

/* From now on the program's clocks are virtual: the VM clock (executed
 * yield points, and the waits the scheduler skipped; sched.h) counted from
 * wall_ns for the wall clock and from a fixed origin for nanoTime, so that a
 * run repeated with the same scheduling choices reads the same times (the
 * tester's reproduction runs). Called before the program starts. */
void vmclock_virtual(int64_t wall_ns);
bool vmclock_is_virtual(void);

/* Checkpoints: after a return the clocks go on from what they read at the
 * take, as the scheduler's clock does (the undone run's time is not seen). */
typedef struct VmclockState {
    int64_t last_nano, hidden, real_at;
} VmclockState;
void vmclock_save(VmclockState *s);
void vmclock_restore(const VmclockState *s);

#endif
