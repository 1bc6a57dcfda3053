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
/* A thread with a Java stack of java_stack bytes (0: the -Xss size). */
Thread *thread_new(bool primordial, size_t java_stack);
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
void thread_dispatch_uncaught(Thread *th, Object *exc);
/* Start jthread as a VM thread that never runs Java code (see thread.c). */
bool thread_start_idle(Thread *self, Object *jthread);

/* Thread.stop0: throw exc in jthread's thread, asynchronously. At self it is
 * thrown at once (pending on self). A live thread gets it at its next safe
 * point (thread_deliver_stop): a yield point, or the return of a native, so
 * one in sleep, wait or park is woken to take it. A thread not started yet is
 * marked stillborn and never runs; a terminated one is left alone. */
void thread_stop(Thread *self, Object *jthread, Object *exc);
/* At a safe point of th (th running): make a pending Thread.stop exception
 * th's pending exception. */
void thread_deliver_stop(Thread *th);
/* Thread.suspend0/resume0: a suspended thread is not scheduled until resumed;
 * one that suspends itself switches away at once. */
void thread_suspend(Thread *self, Thread *t);
void thread_resume(Thread *t);

/* ThreadMXBean's statistics, as HotSpot's ThreadStatistics counts them: a
 * block is a contended monitor enter (or the re-entry of a notified wait); a
 * wait is Object.wait, each park (a permit already there included) and each
 * sleep (sleep(0) too). Times run only while contention monitoring is on. */
enum { THREAD_STAT_BLOCKED, THREAD_STAT_WAITED };
extern bool thread_contention_monitoring;
void thread_stat_begin(Thread *th, int kind);
void thread_stat_end(Thread *th, int kind);
/* Blocked or waited time so far, a running interval included (VM clock ns). */
int64_t thread_stat_ns(Thread *th, int kind);
/* ThreadMXBean.setThreadContentionMonitoringEnabled(true): times restart at 0. */
void thread_stat_reset_times(Thread *th);

/* Offsets of java.lang.Thread fields used by the VM. */
typedef struct ThreadFields {
    uint32_t eetop, tid, name, priority, daemon, interrupted, stillborn, thread_status, group, context_loader, stack_size;
} ThreadFields;
extern ThreadFields g_thread_fields;

/* t's Java frames to f, one "\tat C.m(File.java:N)" line each, innermost
 * first, as a Java stack trace prints them ("(Native Method)", "(Unknown
 * Source)"). For the VM's own last words (a deadlock, JNI FatalError). */
void thread_print_stack(FILE *f, Thread *t);

#endif
