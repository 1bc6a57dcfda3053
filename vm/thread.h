/* VM threads: allocation of Java and C stacks, the binding to java.lang.Thread,
 * thread status values, start and termination, and thread stacks as GC roots. */
#ifndef RIVET_THREAD_H
#define RIVET_THREAD_H

#include "vm/vm.h"

/* java.lang.Thread.threadStatus values (JVMTI state bits, as VM.toThreadState reads them). */
enum {
    JTS_NEW = 0,
    JTS_RUNNABLE = 0x0005,
    JTS_SLEEPING = 0x00E1,
    JTS_IN_WAIT = 0x0191,
    JTS_IN_TIMED_WAIT = 0x01A1,
    JTS_PARKED = 0x0291,
    JTS_PARKED_TIMED = 0x02A1,
    JTS_BLOCKED = 0x0401,
    JTS_TERMINATED = 0x0002,
};

void thread_init(void);
/* A new VM thread with its Java stack (and a C stack unless primordial). */
Thread *thread_new(bool primordial);
void thread_free(Thread *th);
Thread *thread_by_id(uint32_t id);

/* Bind th and jthread (eetop, status). */
void thread_bind(Thread *th, Object *jthread);
void thread_set_status(Thread *th, int jts);
/* Thread.start0: create and start the VM thread for jthread. */
bool thread_start(Thread *self, Object *jthread);
/* java.lang.Thread.interrupted field. */
bool thread_interrupted(Thread *th, bool clear);
void thread_interrupt(Thread *th);
const char *thread_name(Thread *th, char *buf, size_t n);

/* Offsets of java.lang.Thread fields used by the VM. */
typedef struct ThreadFields {
    uint32_t eetop, tid, name, priority, daemon, interrupted, thread_status, group, context_loader;
} ThreadFields;
extern ThreadFields g_thread_fields;

#endif
