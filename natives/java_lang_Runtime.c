/* java.lang.Runtime natives: processors and memory. */
#include <unistd.h>

#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/sched.h"

NATIVE(availableProcessors)
{
    (void)th;
    (void)a;
    ret->i = vm_available_processors();
}

/* Blocks of partly used size classes can make the memory committed exceed the
 * maximum; as on HotSpot the total reported never does (programs take
 * max - total + free for what they may still allocate). */
static size_t total_memory(void)
{
    size_t c = heap_committed(), u = heap_used();
    size_t t = c > u ? c : u;
    return t < heap_max() ? t : heap_max();
}

NATIVE(freeMemory)
{
    (void)th;
    (void)a;
    size_t t = total_memory(), u = heap_used();
    ret->j = t > u ? (int64_t)(t - u) : 0;
}

NATIVE(totalMemory)
{
    (void)th;
    (void)a;
    ret->j = (int64_t)total_memory();
}

NATIVE(maxMemory)
{
    (void)th;
    (void)a;
    ret->j = (int64_t)heap_max();
}

/* An explicit collection also lets the Reference Handler thread hand the
 * cleared references to their queues before returning, as HotSpot's
 * concurrently running handler usually has by then. Called straight from the
 * interpreter, nothing on the C stack below it holds a reference: scanning
 * those frames only found stale copies (a dropped weak referent kept alive). */
NATIVE(gc)
{
    if (vm_opts.disable_explicit_gc)
        return;
    CHole *h = th->holes;
    bool direct = h && h->native_args == a;
    if (direct)
        h->clean = true;
    heap_gc(th, false);
    if (direct)
        h->clean = false;
    (void)ret;
    for (int i = 0; i < 16 && heap_ref_pending; i++)
        sched_thread_yield(th);
}

NATIVES_TABLE(java_lang_Runtime, "java/lang/Runtime",
    {"availableProcessors", "()I", availableProcessors},
    {"freeMemory", "()J", freeMemory},
    {"totalMemory", "()J", totalMemory},
    {"maxMemory", "()J", maxMemory},
    {"gc", "()V", gc},
);
