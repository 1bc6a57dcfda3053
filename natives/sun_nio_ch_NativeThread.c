/* sun.nio.ch.NativeThread natives. Java threads are green threads on one OS
 * thread and a thread "blocked" in I/O waits in the scheduler for its
 * descriptor, so there is nothing to signal. current() returns -1, the
 * JDK's "no signalling needed" token: it is non-zero, so a channel closed
 * while a thread uses it is pre-closed (its descriptor dup2'd to one at EOF),
 * which makes the descriptor ready and wakes the waiting thread. */
#include "natives/natives.h"

NATIVE(nt_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(nt_current)
{
    (void)th;
    (void)a;
    ret->j = -1;
}

NATIVE(nt_signal)
{
    (void)th;
    (void)a;
    (void)ret;
}

/* Later 17 updates ask whether a signal sent to a thread not yet blocked stays
 * pending (AIX only). */
NATIVE(nt_supportPendingSignals0)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVES_TABLE(sun_nio_ch_NativeThread, "sun/nio/ch/NativeThread",
    {"init", "()V", nt_init},
    {"current", "()J", nt_current},
    {"signal", "(J)V", nt_signal},
    {"supportPendingSignals0", "()Z", nt_supportPendingSignals0},
);
