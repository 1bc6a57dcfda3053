/* java.util.concurrent.atomic.AtomicLong.VMSupportsCS8: 8-byte CAS is always available. */
#include "natives/natives.h"

NATIVE(VMSupportsCS8)
{
    (void)th;
    (void)a;
    ret->i = 1;
}

NATIVES_TABLE(java_util_concurrent_atomic_AtomicLong, "java/util/concurrent/atomic/AtomicLong",
    {"VMSupportsCS8", "()Z", VMSupportsCS8},
);
