/* racy.h — which variables the program accesses without synchronisation.
 *
 * ExitBlock runs a thread's code between two synchronisation operations as
 * one atomic block, which shows every behaviour of a program that keeps a
 * locking discipline. A data race breaks that: another thread may run
 * between two plain accesses of a block (a value read twice under the wrong
 * lock). So the tester learns racy variables as it meets them, as it learns
 * lock nesting sites, and program accesses to a learned variable end blocks
 * from then on. A variable is a field (all objects' instances of it), or an
 * array type for array elements; only accesses made by program code count
 * and are cut (javasafe). The elements of a java.util collection's own
 * arrays (ArrayDeque.elements, HashMap.table's buckets) are the exception:
 * an array type there would be every Object[] the JDK touches, so the
 * caller asks for them "by site", and the variable is the code location of
 * the access (ArrayDeque.pollLast's read of elements[t]).
 *
 * Detection is a cheap lockset check on each location's last access: two
 * accesses by different threads, one a write, with no lock in common. It
 * knows no happens-before, so data handed over through Thread.start looks
 * racy too: that only adds cut points. Its shadow state is versioned
 * (rti_save), so schedules undone by a return leave nothing behind. */
#ifndef RIVET_TESTER_RACY_H
#define RIVET_TESTER_RACY_H

#include <stdbool.h>
#include <stdint.h>

#include <rti.h>

#define RACY_MAX_LOCKS 4

/* A held lock as racy_observe takes it: the lock object, its bit 0 set for
 * a read hold (a ReentrantReadWriteLock's read lock), since two read holds
 * of one lock exclude nothing. */
static inline RtiObject *racy_hold(RtiObject *lock, bool read)
{
    return (RtiObject *)((uintptr_t)lock | (uintptr_t)read);
}
static inline RtiObject *racy_hold_lock(const void *hold)
{
    return (RtiObject *)((uintptr_t)hold & ~(uintptr_t)1);
}
static inline bool racy_hold_read(const void *hold) { return (uintptr_t)hold & 1; }

/* An access by program code of thread tid holding locks[0..n) (n may be
 * short of the truth: fewer locks only makes more variables racy); by_site:
 * an array element's variable is its code location (see above). Returns
 * true when it reveals a variable not known racy before, which it learns
 * (by site: the location of the access it races with too, if that was made
 * by site); *name then holds its name, or two joined by '+' (free it). */
bool racy_observe(const RtiAccess *a, bool by_site, int64_t tid, RtiObject *const *locks, int n, char **name);
/* Whether a's location (this object's field, this element) was accessed by
 * program code before (the JDK's accesses are observed only then). */
bool racy_shadowed(const RtiAccess *a);
/* Whether a's variable is known racy (learned, or named by racy_name_given). */
bool racy_known(const RtiAccess *a, bool by_site);
/* A reproduction run: a variable named by the search (a racy_observe name). */
void racy_name_given(const char *name);
/* Whether a name is one of racy's (it starts "F:", "A:" or "S:"). */
bool racy_is_name(const char *name);

#endif
