/* java.lang.ref.Reference natives: the pending list the collector fills and
 * the Reference Handler thread drains. */
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/sched.h"

extern uint32_t heap_off_referent;

static Thread *pending_waiter;

/* Called after a collection that discovered references. */
void reference_pending_notify(void);
void reference_pending_notify(void)
{
    if (heap_ref_pending && pending_waiter) {
        sched_wakeup(pending_waiter);
    }
}

NATIVE(getAndClearReferencePendingList)
{
    (void)th;
    (void)a;
    ret->a = heap_ref_pending;
    heap_ref_pending = NULL;
}

NATIVE(hasReferencePendingList)
{
    (void)th;
    (void)a;
    ret->i = heap_ref_pending != NULL;
}

NATIVE(waitForReferencePendingList)
{
    (void)a;
    (void)ret;
    while (!heap_ref_pending) {
        pending_waiter = th;
        th->blocker = (void *)&pending_waiter;
        sched_block(th, TS_WAITING);
        th->blocker = NULL;
        pending_waiter = NULL;
    }
}

NATIVE(refersTo0)
{
    (void)th;
    ret->i = FIELD_AT(a[0].a, Object *, heap_off_referent) == a[1].a;
}

NATIVE(clear0)
{
    (void)th;
    (void)ret;
    obj_set_ref(a[0].a, heap_off_referent, NULL);
}

NATIVES_TABLE(java_lang_ref_Reference, "java/lang/ref/Reference",
    {"getAndClearReferencePendingList", "()Ljava/lang/ref/Reference;", getAndClearReferencePendingList},
    {"hasReferencePendingList", "()Z", hasReferencePendingList},
    {"waitForReferencePendingList", "()V", waitForReferencePendingList},
    {"refersTo0", "(Ljava/lang/Object;)Z", refersTo0},
    {"clear0", "()V", clear0},
);

NATIVES_TABLE(java_lang_ref_PhantomReference, "java/lang/ref/PhantomReference",
    {"refersTo0", "(Ljava/lang/Object;)Z", refersTo0},
);
