/* tester.h — what the search (tester.c) and the failure reports (report.c)
 * share: the options, the schedule history, and failures. */
#ifndef RIVET_TESTER_H
#define RIVET_TESTER_H

#include <stdbool.h>
#include <stdint.h>

#include <rti.h>

#include "../common/str.h"

typedef enum Strategy { STRAT_DFS, STRAT_RANDOM, STRAT_PCT, STRAT_DELAY } Strategy;

typedef struct TesterOptions {
    bool stop;          /* stop at the first failure */
    bool no_prune;      /* `deadlock`: ExitBlock-DD, no read/write pruning */
    bool javasafe;      /* JDK methods are one step each (default) */
    long terminate_after; /* heap accesses by one thread in one block */
    long max_depth;     /* schedule points in one schedule */
    bool max_depth_given; /* maxDepth= was given: the bound, not adapted to the program (depth_bound) */
    long max_schedules; /* 0 = no limit */
    double time_limit;  /* seconds, 0 = none */
    bool time_given;    /* time= was given (else the default, TESTER_DEFAULT_TIME) */
    Strategy strategy;
    int pct_depth;
    uint64_t seed;
    char out[1024];     /* directory of replay logs */
    char *follow;       /* follow this schedule (a reproduction run) */
    bool follow_livelock; /* livelock: it ends in a livelock, shown past it */
    bool quiet;         /* no progress line */
    bool trace;         /* each decision, learned site and variable on stderr */
    bool no_cache;      /* cache=false: no visited-state pruning */
    long sample;        /* schedules sampled with PCT before the systematic search */
    int64_t long_wait_ns; /* timed waits this long time out only when nothing else runs (0: all may) */
    int pre_bound;      /* passes bounded to 0..pre_bound preemptions first; -1 none */
    int64_t clock;      /* the program's wall clock at the start, ns since the epoch (-1: now) */
    bool spurious;      /* the program's Object.wait and LockSupport.park may end by themselves */
} TesterOptions;

extern TesterOptions topt;
extern RtiEnv *tenv;

/* The bound on a schedule's decisions now: maxDepth, or what the program's
 * runs so far call for (tester.c). A reproduction run gets it too. */
long depth_bound(void);

/* One segment of a schedule: thread tid ran from `from` to `to`. */
typedef struct Step {
    int64_t tid;
    bool timeout;       /* its timed wait or sleep was ended first */
    bool spurious;      /* its wait or park without a deadline was ended first (`spurious`) */
    bool ended;         /* the thread ended in this segment */
    bool clock;         /* the clock moved on before it (every thread spun: follow mark 'c') */
    char name[48];
    RtiLocation from, to;
    int *wake;          /* notify choices made in the segment (waiter index) */
    int n_wake, cap_wake;
} Step;

typedef enum FailKind { F_EXCEPTION, F_ASSERT, F_LOCK_DEADLOCK, F_COND_DEADLOCK, F_LIVELOCK } FailKind;

typedef struct Failure {
    FailKind kind;
    char message[512];
    char *threads;      /* text: each thread involved, with its stack */
    char *threads_json; /* JSON array */
    char *schedule;     /* text (thesis fig. 4.3 style) */
    char *schedule_json;
    char *follow;       /* the schedule as the follow= option */
    char *sites;        /* the lock sites cut at when it was found (sites=) */
    char *key;          /* what makes two failures the same (see add_failure) */
    long first_schedule; /* the first schedule that met it */
    long shown_schedule; /* the one reproduced and shown: of those that met it, the fewest switches */
    long count;         /* schedules that met it, all variants */
    /* Variants: other messages met with the same key (an assertion's message
     * with another value in it). msg_hashes holds every message's hash. */
    int variants;       /* distinct messages, this one included */
    uint64_t *msg_hashes;
    char **more;        /* the first MAX_MORE_MESSAGES other messages, as met */
    int n_more;
    int switches;       /* thread switches in the schedule kept (the fewest met) */
} Failure;
#define MAX_MORE_MESSAGES 4
#define MAX_THREADS 512 /* threads a decision or a report looks at */
/* The search's time limit unless time= says otherwise (time=0: none). */
#define TESTER_DEFAULT_TIME 600

/* report.c */
const char *fail_kind_name(FailKind k);
char *fmt_location(RtiLocation loc);
/* An object as a report about thread from names it: where the program
 * keeps it (rti_object_path) and its class@hash; a Thread by its name; a
 * Class object as "class C". */
char *describe_object(RtiObject *obj, RtiThread *from);
/* The text and JSON of the current schedule and its follow= string. */
void schedule_describe(const Step *steps, int n, char **text, char **json, char **follow);
/* Run each failure again in a child rivet following its schedule, with a
 * record log; report the ones that reproduce. Returns how many did. */
int report_failures(Failure *fails, int n, const char *main_class);


#endif
