/* stacks.h — interned call stacks for the tools' reports: a recorded
 * access keeps a 32-bit id instead of its frames. Ids are never reused and
 * the table only grows (tool memory: a checkpoint return does not undo it,
 * and an id saved in versioned tool memory stays valid). */
#ifndef RIVET_TOOLS_STACKS_H
#define RIVET_TOOLS_STACKS_H

#include <stdbool.h>
#include <stdint.h>

#include "rti.h"

typedef struct Stack {
    RtiLocation *frames; /* frames[0] innermost */
    int depth;
    uint64_t hash;
} Stack;

#define STACK_MAX_DEPTH 48

uint32_t stacks_intern(const RtiLocation *f, int depth);
const Stack *stacks_get(uint32_t id);
/* The thread's current stack (at most STACK_MAX_DEPTH frames), interned;
 * frames/depth, when not NULL, get the frames. */
uint32_t stacks_current(RtiThread *t, RtiLocation *frames, int *depth);
/* Whether t runs java.util.Timer's own loop (TimerThread's code, or an
 * Object.wait inside it), not a task. A Timer's thread takes its queue's
 * lock there after every task, to wait for the next one, and cancel() takes
 * it too but does not wait for a running task: a release of that lock there
 * orders nothing of the program's (hunt 15 F9: predict and Eraser took it
 * as ordering a task's writes before main's reads after cancel();
 * RaceTimerCancelRead). The thread's acquisitions there still order
 * schedule() before the task. */
bool stacks_in_timer_loop(RtiThread *t);

#endif
