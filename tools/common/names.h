/* names.h — how the tools' reports name variables, objects and code
 * locations as a user sees them: a field as Class.field; an array element by
 * the field or element that holds the array and the index
 * (Board.cells[2], Grid.rows[1][2]), else by the array's allocation site
 * (element 3 of int[] allocated at Main.main(Main.java:4)); a field inside a
 * JDK collection with the collection's name (or, held in no field, its
 * allocation site). Shared by eraser and predict. */
#ifndef RIVET_TOOLS_NAMES_H
#define RIVET_TOOLS_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rti.h"

/* Once per tool (the first call adds an extra field to java.lang.Object). */
RtiStatus names_init(RtiEnv *env);
/* Forwarded events: every field and array access (which field or element
 * holds an array or a collection), allocations (the site of arrays and
 * collections), and objects collected. */
void names_access(const RtiAccess *acc);
void names_alloc(RtiThread *t, RtiObject *obj);
void names_free(RtiObject *obj);
/* Whether names_access may learn a name from an access of field f (a
 * reference field the program or a watched collection declares). An access
 * of an array of primitives never names anything. */
bool names_field_needed(RtiField *f);

/* A plain JDK collection, string builder, format or calendar, whose fields
 * a report names by the object (java/util/ArrayList ...; internal class
 * name); predict checks the accesses inside them made for the program. */
bool names_watched_class(const char *internal_name);

void names_type(char *buf, size_t n, const char *desc);     /* [I -> int[] */
void names_field(char *buf, size_t n, RtiField *f);         /* Class.field */
void names_location(char *buf, size_t n, RtiMethod *m, int32_t bci); /* C.m(File.java:12) */
void names_object(char *buf, size_t n, RtiObject *obj);
/* A java.util.concurrent synchroniser no path names (what a latch's,
 * semaphore's or lock's waiters park on): by its lock's type, "a
 * java.util.concurrent.CountDownLatch (CountDownLatch$Sync@251a69d7)", or
 * "a condition of a java.util.concurrent lock (...$ConditionObject@...)".
 * False for any other object. */
bool names_synchroniser(char *buf, size_t n, RtiObject *obj);
/* A lock as a report names it: as names_object when a watched access named
 * it, else where the program keeps it ("Bank.accounts[2].lock",
 * rti_object_path), else as names_object. May walk the heap: for reports
 * only. */
void names_lock(char *buf, size_t n, RtiObject *obj);
/* What a thread waiting on obj waits for, when obj is a live thread's
 * Thread (a join: `thread "worker"`) or a Class object (a static
 * synchronized method, or a class's initialisation: `class Main`); false
 * for any other object. */
bool names_thread_or_class(char *buf, size_t n, RtiObject *obj);
/* The variable an access touches; base: the same without an array index
 * (to report an array once per pair of code locations). */
void names_variable(const RtiAccess *acc, char *buf, size_t n, char *base, size_t nb);

#endif
