/* The Java heap: a non-moving mark-sweep collector with segregated size classes.
 * Heap objects are scanned precisely (class reference maps); thread stacks
 * (Java and C) are scanned conservatively, which is sound because nothing moves. */
#ifndef RIVET_HEAP_H
#define RIVET_HEAP_H

#include "vm/vm.h"

void heap_init(size_t max_heap);

/* Zeroed memory for an object of size bytes. May collect. NULL when the heap is
 * exhausted (the caller throws OutOfMemoryError). */
Object *heap_alloc(Thread *th, size_t size);

/* While a thread handles an exhausted heap (builds the OutOfMemoryError, whose
 * message and backtrace need heap too; resolves the class of a handler that may
 * catch it), its allocations may go past the maximum by a small reserve and do
 * not collect: the collection that failed has just run. begin returns false
 * when the reserve is already in use (by this or another thread); then the
 * matching end must be skipped. */
bool heap_reserve_begin(Thread *th);
void heap_reserve_end(Thread *th);

/* Zero the dead C stack just below the caller's frame. The conservative scan
 * of C stacks takes any stale word in a later frame's unwritten slots for a
 * reference: after an OutOfMemoryError is caught, a pointer left there by the
 * deep allocation that failed would keep alive what the program just dropped. */
void heap_clear_stack(void);

/* Run a collection now. */
void heap_gc(Thread *th, bool clear_soft);

/* The object containing address p, or NULL: used by conservative scanning. */
Object *heap_find(const void *p);

/* Root registration: each scanner is called during marking and reports roots
 * with heap_mark / heap_scan_range. */
typedef void (*RootScanner)(void *arg);
void heap_add_roots(RootScanner fn, void *arg);
/* Roots that are not the program's: checkpoints' saved versions and tools'
 * global references. What only they keep alive is not charged to -Xmx: it
 * does not count in heap_used and cannot make an allocation fail. */
void heap_add_roots_uncharged(RootScanner fn, void *arg);
void heap_mark(Object *obj);
/* Conservatively mark every word in [lo, hi) that points into an object. */
void heap_scan_range(const void *lo, const void *hi);
/* Mark the references held by image, a saved copy of obj's contents (same
 * class and size), precisely. */
void heap_scan_image(Object *obj, const void *image);

/* Called for each object freed by a sweep (after finalization decisions), or
 * with wanted_only for those flagged OF_FREE_WANTED. */
typedef void (*FreeHook)(Object *obj);
void heap_set_free_hook(FreeHook fn, bool wanted_only);
/* Memory outside the heap that the next collection gives back (tools'
 * records of objects, rti_note_memory): counts towards the collection's
 * trigger, not towards the heap's limit. */
void heap_note_external(size_t bytes);

/* Hook run after marking and before reference processing: lets weak tables
 * (interned strings) drop entries whose objects are unmarked. */
typedef void (*WeakHook)(void);
void heap_add_weak_hook(WeakHook fn);
static inline bool heap_is_marked(const Object *obj) { return obj->flags & OF_MARK; }

/* A checkpoint return changed what the program holds: the next exhausted
 * heap collects again before failing. */
void heap_note_return(void);

/* Statistics for Runtime.totalMemory/freeMemory/maxMemory and -verbose:gc.
 * heap_used is the memory charged to the program (see heap_add_roots_uncharged). */
size_t heap_used(void);
size_t heap_committed(void);
size_t heap_max(void);
uint64_t heap_gc_count(void);

/* Iterate over every live object (allocated, not free). */
void heap_each_object(void (*fn)(Object *obj, void *arg), void *arg);

/* The pending reference list, consumed by Reference.getAndClearReferencePendingList. */
extern Object *heap_ref_pending;

#endif
