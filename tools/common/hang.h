/* hang.h — the note a tool watching one run (eraser, predict) prints when
 * the run deadlocks (RTI DEADLOCK event): every program thread, what it
 * waits for and who holds it, with its stack. */
#ifndef RIVET_TOOLS_HANG_H
#define RIVET_TOOLS_HANG_H

#include "rti.h"

/* Make the note (each program thread's line and stack; the header names
 * tool: "eraser") from a DEADLOCK handler; the VM then ends the run. */
void tool_deadlock_note(const char *tool);
/* Drop it: the run went on from a checkpoint (the tester's search). */
void tool_deadlock_forget(void);
/* Print it to stderr, if there is one (at VM_DEATH), and drop it. */
void tool_deadlock_print(void);

#endif
