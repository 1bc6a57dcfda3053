/* Holding a thread back in a confirming run (confirm.c, confirm_seq.c,
 * witness.c).
 *
 * Both confirmers keep one thread at a stopping point while the others run,
 * and must not wait forever: the others may spin without touching memory
 * (each scheduling decision counts as a time slice), or need the held
 * thread to go on. */
#ifndef PREDICT_HOLD_H
#define PREDICT_HOLD_H

#include <rti.h>
#include <stdbool.h>

/* Steps (accesses, or 1000 per scheduling decision) after which a hold is
 * given up. */
#define HOLD_LIMIT 5000000L
#define HOLD_MAX_THREADS 512

/* The program's threads now, at most HOLD_MAX_THREADS of them. */
int hold_threads(RtiThread **all);

/* A scheduling decision while held is kept back: NULL when another thread
 * can run (the VM's choice), else a timed waiter whose wait times out now.
 * When nothing else can run, *stuck is set: the caller lets go of the hold
 * (the other access needs the held thread to go on). *steps counts the
 * decision as a time slice; past HOLD_LIMIT *stuck is set too. */
RtiThread *hold_choose(RtiEnv *env, RtiThread **all, int n, RtiThread *held, long *steps, bool *stuck);

/* The depth of t's innermost application frame (0: the top one, also when
 * no frame is the application's): where a held thread stops. */
int first_app_depth(RtiThread *t);

/* The prediction happened (its report is made): the run ends now, status
 * 66. A program that waits for what the bug lost (main polling until both
 * increments arrive) would run on until runtimeout, and the finding would
 * not be confirmed (hunt 7). The record log ends here too, so -replay ends
 * at the same place. A null dereference's run ends when the thread that
 * threw ends, after its stack is printed. */
void hold_reproduced(RtiEnv *env);

/* A confirming run's DEADLOCK handler, which does nothing: listening is
 * what counts, the VM then ends a run that deadlocked before its
 * prediction happened, not confirmed, where it waited for runtimeout. */
void hold_on_deadlock(RtiEnv *env, RtiThread *t);

#endif
