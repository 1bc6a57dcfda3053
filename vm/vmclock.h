/* The clocks a program sees: System.currentTimeMillis/nanoTime. Real time plus
 * the time the scheduler skipped while every thread waited, so sleeping looks
 * elapsed to the program. Record/replay logs these reads. */
#ifndef RIVET_VMCLOCK_H
#define RIVET_VMCLOCK_H

#include <stdint.h>

int64_t vmclock_wall_ns(void);  /* ns since the epoch */
int64_t vmclock_nano(void);     /* monotonic ns */

#endif
