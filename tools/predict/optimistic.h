/* optimistic.h — StampedLock's optimistic reads (optimistic.c): a read
 * made between tryOptimisticRead and a validate of its thread is not
 * reported as a race. */
#ifndef RIVET_PREDICT_OPTIMISTIC_H
#define RIVET_PREDICT_OPTIMISTIC_H

#include <stdbool.h>
#include <stdint.h>

#include "rti.h"

struct TInfo;

/* Whether any optimistic window was opened in the run. */
extern bool opt_seen;
/* A volatile access: StampedLock's state read to open or validate a
 * window, or written to take or give back the write lock. */
void opt_volatile_access(struct TInfo *ti, const RtiAccess *acc);
/* Whether writes at that location by that thread (writer: holding one
 * now) were made under a StampedLock's write lock. */
bool opt_write_locked(const struct TInfo *writer, uint64_t key);
/* A plain access of the program's by a thread that has used a StampedLock
 * (ti->opt set): a read noted when it has a window open, a write when it
 * holds the write lock. */
void opt_access(struct TInfo *ti, const RtiAccess *acc);
/* The thread ended: a window it left open was never validated. */
void opt_thread_end(struct TInfo *ti);
/* A read's name: its thread (TInfo.idx) and code location. */
uint64_t opt_key(int tid, RtiMethod *m, int32_t bci);
/* Whether reads at that location, by that thread (reader), were made in
 * an optimistic window (open, validated or not). */
bool opt_noted(const struct TInfo *reader, uint64_t key);
/* Whether reads at that location, by that thread, were validated (and
 * never left unvalidated). */
bool opt_validated(uint64_t key);

#endif
