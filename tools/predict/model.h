/* model.h — what the files of the predictive analysis share inside the
 * tool: vector clocks, interned stacks and locksets, per-thread and
 * per-variable records, report text (predict.c defines them), and the
 * atomicity and null-dereference patterns' entry points (patterns.c). */
#ifndef RIVET_PREDICT_MODEL_H
#define RIVET_PREDICT_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rti.h"
#include "../common/mem.h"
#include "../common/stacks.h"
#include "../common/str.h"

#define STACK_MEMOS 64 /* a power of two */

typedef struct Clock {
    uint32_t *c;
    int n;
} Clock;

static inline uint32_t clock_get(const Clock *vc, int t) { return t < vc->n ? vc->c[t] : 0; }


typedef struct Lockset {
    uintptr_t *e;
    int n;
    uint64_t hash;
} Lockset;

static inline bool entries_exclude(uintptr_t a, uintptr_t b) { return (a >> 1) == (b >> 1) && !(a & b & 1); }

enum {
    C_KNOWN = 1,
    C_JDK = 2,
    C_WATCHED = 4,  /* a plain JDK collection or builder: its fields count */
    C_CONC = 8,     /* built for concurrency (or JDK machinery): its internals never count */
    C_THREAD = 16,  /* java.lang.Thread or a subclass */
    C_ARRAYOPS = 32, /* JDK code whose array accesses count (watched classes, java.util.Arrays) */
    C_LOCKCLASS = 64, /* j.u.c. lock classes and Object (wait): skipped to find who takes a lock */
    C_LOCKSYNC = 128, /* a j.u.c. lock's Sync: its state is the lock, modelled by lock events */
    C_MACHINERY = 256, /* the JDK's own machinery (I/O, class loading, ...): its synchronisation is not the program's */
    C_THREADCLS = 512, /* java.lang.Thread itself */
    C_STAMPED = 1024,  /* java.util.concurrent.locks.StampedLock */
    C_SYNCCOLL = 2048, /* a synchronized collection or builder (Vector, Hashtable,
                          Collections$Synchronized*, StringBuffer): its lock's
                          sections are the program's steps for the atomicity
                          pattern */
    C_ACCESSOR = 4096, /* Unsafe, java.lang.invoke, the atomic field updaters,
                          reflection's field accessors: a way to access a
                          variable, not a class of its own */
    C_SKIPNODE = 8192, /* ConcurrentSkipListMap$Node: its val is read plainly
                          after an acquire fence and written by CAS */
    C_OBJARRAY = 16384, /* exactly Object[] (an AtomicReferenceArray's array) */
    C_SYSTEM = 32768,   /* java.lang.System (arraycopy) */
    C_UNSAFE = 65536,   /* jdk.internal.misc.Unsafe itself and the VarHandle
                           classes: what they access is their caller's */
    C_TIMERQUEUE = 131072 /* java.util.TaskQueue (a Timer's queue and its lock) */
};

typedef struct Held {
    RtiObject *lock;
    uint32_t id;
    int count;
    int shared; /* holds of a read lock */
    int kind;   /* SK_*: who took it, for a Thread object's monitor (lock_kind) */
} Held;

typedef struct TInfo {
    int idx;
    Clock vc;
    Clock permit;      /* unparks of this thread */
    Clock notified;    /* notifies that woke this thread */
    bool wait_timed;   /* in Object.wait with a deadline */
    bool park_pending; /* parked: acquire the permit at the next event */
    /* Atomic read-modify-writes (predict.c, volatile_sync): a volatile read
     * of a numeric variable a read-modify-write last wrote is acquired only
     * at the thread's next event, and not at all when that event is a
     * read-modify-write of the same variable (a CAS loop's load). */
    Clock rmw_pend;    /* the clock to acquire */
    bool rmw_pending;
    /* Reads-from through the program's locks of a number (predict.c,
     * read_from_section): joined at the thread's next branch or array
     * access, which its value may decide; until then the read decided
     * nothing (count++ under a lock does not order what follows it). */
    Clock rf_pend;
    bool rf_pending;
    bool vr_valid;     /* the thread's last event was a volatile read of: */
    const void *vr_obj;
    uintptr_t vr_key;
    bool system;
    Held *held;
    int n_held, cap_held;
    int lockset;
    int64_t id;
    char name[64];
    /* The last access the application's code made in each of the thread's
     * recent epochs (an epoch ends at the thread's next release): where a
     * confirming run may hold it after a race's first access (relay_site). */
    struct RelaySite {
        uint32_t epoch;
        RtiMethod *m;
        int32_t bci;
        bool write;
    } last_site, relay_ring[8];
    int relay_head;
    /* For the atomicity and null-dereference patterns (patterns.c): */
    Clock hvc;         /* vc without the reads-from joins of the program's own
                          locks (only the orderings no schedule can undo) */
    uint32_t sect;     /* outermost critical sections begun so far */
    uint32_t vsect;    /* volatile accesses made outside them (patterns.c) */
    struct PThread *pt; /* patterns.c's per-thread state */
    /* The thread's events for the causal model so far (not its edges): the
     * number both runs give an event (witness.c). */
    uint32_t n_ev;
    /* A conditional branch of the program's code (or of JDK code whose
     * accesses are events) since the thread's last event (predict.c,
     * on_branch): the next event carries it (EVF_BRANCH). */
    bool branched;
    uint32_t n_branch; /* such branches so far (patterns.c: does an act depend on its check?) */
    uint32_t n_app_branch; /* of them, the program's own (patterns.c: an act's section re-checks) */
    bool bh_valid, bh_val; /* on the program's behalf at stack key bh_key (predict.c) */
    bool pc_val;           /* and a program frame on the stack there (program_called) */
    uint32_t bh_key;
    struct WThread *wt; /* witness.c's record, in a confirming run */
    struct OptWindow *opt; /* its StampedLock optimistic-read window (optimistic.c), or NULL */
    /* Stacks interned lately (current_stack), by the innermost activation's
     * rti_thread_stack_key and bci: the same pair is the same stack. */
    struct StackMemo {
        uint32_t key, id;
        int32_t bci;
    } smemo[STACK_MEMOS];
} TInfo;

static inline uint32_t now(const TInfo *ti) { return ti->vc.c[ti->idx]; }

enum { SK_UNKNOWN, SK_APP, SK_DATA, SK_IGNORED };

/* One recorded access: thread, its clock then, stack and lockset. */
typedef struct Acc {
    int32_t tid; /* -1: none */
    uint32_t clk;
    uint32_t stack;
    int32_t lockset;
} Acc;

/* A thread's reads of a variable: the last, and the last made holding no lock
 * (a later read under a lock must not hide an unprotected one). */
typedef struct Reads {
    Acc last, unp;
} Reads;

typedef struct Var {
    uintptr_t key; /* RtiField *, or array index + 1 */
    uint8_t reported;  /* races met and whether one was reported (predict.c) */
    uint8_t sync_kind; /* a volatile variable: SK_* */
    bool rmw_last;     /* a volatile variable: last written by a numeric read-modify-write */
    Acc w, w0;   /* last write; last write holding no lock */
    Acc wp;      /* the write before w by another thread, which w held a lock
                    in common with but was not ordered after (a chain of
                    locksets {A}, {A,B}, {B}: the first and last still race) */
    Reads r;     /* one thread's reads, all others ordered before them (rv NULL) */
    Reads *rv;   /* read vector, indexed by thread (tid -1: none) */
    int n_rv;
    Clock *sync; /* a volatile variable: the clock of its writes */
    struct PVar *pat; /* patterns.c's records (NULL until needed) */
} Var;

typedef struct Table {
    Var *v;
    uint32_t n, cap;
} Table;

/* A thread's last releases of a lock, newest at head - 1: the clock and its
 * own component at each, to find the release that ended the section a
 * write was made in (the first one at or after the write's epoch). */
#define REL_RING 4
typedef struct Releases {
    Clock c[REL_RING];
    uint32_t stamp[REL_RING];
    int head, n;
} Releases;


typedef struct Shadow {
    Table vars;
    Clock mon;          /* monitor and j.u.c. lock releases, thread end */
    struct Releases *rel; /* a lock: each thread's last releases */
    uint32_t lock_id;   /* a lock: its id in locksets (0: not yet) */
    int n_rel;
    uint8_t lock_kind;  /* SK_*: how its monitor or j.u.c. lock orders the program */
    bool lock_coll;     /* taken first by a synchronized collection's method (C_SYNCCOLL) */
    uint32_t ring_holds; /* patterns.c: pending reads of its variables */
    /* An array longer than ELEM_TABLE_MAX: its elements' records in chunks
     * of ELEM_CHUNK, indexed directly (NULL until the first access). */
    bool elem_small; /* an array whose elements are in vars */
    bool by_program; /* an array the program's own code has accessed */
    uint32_t n_chunks;
    Var **elems;
} Shadow;

static inline bool ordered(const TInfo *ti, const Acc *a)
{
    return a->tid < 0 || a->tid == ti->idx || a->clk <= clock_get(&ti->vc, a->tid);
}

/* Ordered before the current point of ti by happens-before alone (hvc). */
static inline bool hard_ordered(const TInfo *ti, const Acc *a)
{
    return a->tid < 0 || a->tid == ti->idx || a->clk <= clock_get(&ti->hvc, a->tid);
}


extern RtiEnv *E;
extern Lockset *sets;
extern RtiObject **lock_objs;
extern TInfo **threads_by_idx;
extern int n_threads;
/* A confirming run that follows a witness (witness.c): the analysis runs as
 * in the observing run (so both number the events alike) but reports
 * nothing and asks the solver nothing. */
extern bool predict_quiet;
extern bool opt_races;
extern const RtiExtraField *xf_shadow;
extern Table statics;

void clock_set(Clock *vc, int t, uint32_t v);
void clock_join(Clock *dst, const Clock *src);
void clock_free(Clock *vc);
/* The current thread's stack, interned; 0 frames when it has none. */
/* The thread's current stack, interned; *st, when st is not NULL, is it
 * (valid until the next stack is interned). bci: where the access being
 * raised is (RtiAccess.where), or -1 to ask the RTI for the innermost frame. */
uint32_t current_stack(TInfo *ti, RtiThread *t, int32_t bci, const Stack **st);
int class_flags_slow(RtiClass *cls);
/* A class's C_* flags, asked several times an access: a direct-mapped memo
 * in front of the RTI's class data (classes are never unloaded, so a class
 * pointer stays one class). */
#define CLASS_MEMOS 64 /* a power of two */
extern struct ClassMemo {
    RtiClass *cls;
    int flags;
} class_memo[CLASS_MEMOS];
static inline int class_flags(RtiClass *cls)
{
    struct ClassMemo *m = &class_memo[((uintptr_t)cls >> 4) & (CLASS_MEMOS - 1)];
    if (m->cls != cls)
        *m = (struct ClassMemo){cls, class_flags_slow(cls)};
    return m->flags;
}
TInfo *tinfo(RtiThread *t);
Shadow *shadow(RtiObject *obj);
Var *table_get(Table *t, uintptr_t key);
/* The record of a variable: a field of holder (key: its RtiField *), an
 * element of the array holder (key: index + 1), or a static (holder NULL). */
Var *var_of(RtiObject *holder, uintptr_t key);
Var *elem_var(Shadow *s, RtiObject *arr, int32_t idx);
/* The record of a variable: a field of holder (key: its RtiField *), an
 * element of the array holder (key: index + 1), or a static (holder NULL). */
Var *var_of(RtiObject *holder, uintptr_t key);
bool is_clinit(RtiMethod *m);
/* True the first time a key is seen (reports once per key). */
bool seen_key(const char *key);
bool locksets_disjoint(int a, int b);
/* The innermost frame of the application's code (0 when there is none). */
int first_app_frame(const Stack *st);
/* The frame an access was made in: the innermost, unless that is a native
 * method (System.arraycopy's element accesses are reported at its caller). */
static inline int access_frame(const Stack *st)
{
    int i = 0;
    while (i + 1 < st->depth && st->frames[i].method && rti_method_line(st->frames[i].method, st->frames[i].bci) == -2)
        i++;
    return i;
}

void location_text(char *buf, size_t n, RtiMethod *m, int32_t bci);
void object_name(char *buf, size_t n, RtiObject *obj);
void var_name(const RtiAccess *acc, char *buf, size_t n, char *base, size_t nb);
void refresh_thread_names(void);
void locks_text(Str *text, Str *json, int lockset);
void access_text(Str *text, Str *json, const char *label, bool write, const Acc *a);
/* An access as the confirming run matches it: class.name(desc)@bci:w|r. */
void confirm_site(char *buf, size_t n, const Stack *st, bool write);

/* ---- patterns.c: atomicity violations and null dereferences ---- */
extern bool opt_atomicity, opt_npe;
/* Every access by a program thread, before anything else (a dereference
 * of what it read before? the access before a read). */
void patterns_touch(const RtiAccess *acc, TInfo *ti);
/* An access to a data variable (not final) of the program, or made on its
 * behalf, after the race check; v its record. */
void patterns_access(const RtiAccess *acc, TInfo *ti, Var *v);
/* An access to a volatile variable (a reference nulled by another thread?). */
void patterns_volatile(const RtiAccess *acc, TInfo *ti, Var *v);
/* An access inside a synchronized collection (Vector, Hashtable) to its
 * own fields: for the atomicity pattern only (its races are not checked). */
void patterns_atomicity(const RtiAccess *acc, TInfo *ti, Var *v);
/* A volatile access of the program's (its own volatile field, or an
 * atomic's get() or set() called by its code) for the atomicity pattern:
 * outside the program's locks each is a critical section of its own (a
 * check with get() and an act with set() are two, `v = a.get(); a.set(v + 1)`).
 * Called for a read before its acquire, so that the write it read from is
 * not taken as ordered before the check by this read's own edge. rmw: the
 * write of an atomic read-modify-write (a CAS, getAndAdd): in the section
 * of its read (one atomic step, no check), and never an act (a CAS checks
 * again what it replaces); no_act: a write that is no act either (that,
 * or a ConcurrentHashMap's replace(k, old, new)). */
void patterns_volatile_atomicity(const RtiAccess *acc, TInfo *ti, Var *v, bool rmw, bool no_act);
/* Whether branch events come (TInfo.n_branch counts): not in a run that
 * follows a witness. */
extern bool branches_counted;
/* The thread uses obj (a monitor taken): a dereference. */
void patterns_deref(TInfo *ti, RtiThread *t, RtiObject *obj, int32_t bci);
/* An object is being collected; a variable's record is freed. */
void patterns_forget(RtiObject *obj, Shadow *s);
void patterns_var_free(Var *v);

/* ---- mcm.c: the maximal causal model, solved with Z3 ---- */
enum { MCM_RACE, MCM_NPE, MCM_ATOM };
enum { EV_READ, EV_WRITE, EV_ACQ, EV_REL, EV_EDGE };

/* One event of the window. */
typedef struct McmEvent {
    uint8_t kind;
    bool shared;       /* EV_ACQ, EV_REL: a read lock */
    int32_t tid;
    uint32_t clk;      /* the thread's epoch (EV_EDGE: the source thread's) */
    int32_t src;       /* EV_EDGE: the source thread */
    uint32_t ord;      /* not EV_EDGE: the thread's n_ev after it (its number) */
    RtiObject *holder; /* the variable's object (NULL: static), or the lock */
    uintptr_t key;
    uint64_t value, old;
    RtiMethod *m;
    int32_t bci;
    uint8_t flags;     /* EVF_* */
} McmEvent;

/* McmEvent.flags. EVF_BRANCH: the thread's code made a conditional branch
 * between its previous event and this one (TInfo.branched); EVF_REF: a read
 * or write of a reference; EVF_ARRAY: an array element's access. */
enum { EVF_BRANCH = 1, EVF_REF = 2, EVF_ARRAY = 4 };

/* Called after every event but edges is recorded, in a confirming run
 * that follows a witness (NULL otherwise); and after every release. */
extern void (*mcm_hook)(TInfo *ti, const McmEvent *e);
extern void (*tick_hook)(TInfo *ti);
/* Events recorded so far (edges included). */
long mcm_count(void);
/* The hash of every thread's event count now (what build_witness keeps
 * for the window's start). */
uint64_t mcm_counts_hash(void);
/* A method's name as class.name(desc), hashed (the same in every run). */
uint64_t mcm_method_hash(RtiMethod *m);
/* The witness of the last mcm_check that found one, as witness.c reads it
 * (malloc'd; NULL when there is none); the caller owns it. */
char *mcm_take_witness(void);
enum { MCM_UNKNOWN, MCM_SAT, MCM_UNSAT };
extern double mcm_seconds;
extern int mcm_queries, mcm_sat, mcm_unsat, mcm_unknown;
/* window: events kept (0: no model); timeout of each query; k: reads the
 * relaxed model lets see another value. */
void mcm_init(long window, long timeout_ms, int k);
void mcm_access(TInfo *ti, const RtiAccess *acc);
void mcm_lock(TInfo *ti, RtiThread *t, RtiObject *lock, bool acquire, bool shared);
/* Before joining from into to->hvc: the edges it brings. */
void mcm_edges(TInfo *to, const Clock *from);
/* The newest recorded access matching a (its thread, epoch and code
 * location) on the variable; -1 when out of the window. */
long mcm_find(const Acc *a, RtiObject *holder, uintptr_t key, bool write);
long mcm_find_at(int tid, uint32_t clk, RtiMethod *m, int32_t bci, RtiObject *holder, uintptr_t key, bool write);
/* evs: race (the two accesses), npe (the read, the null write), atom
 * (check, other write, act). MCM_SAT with the witness in witness. */
int mcm_check(int kind, const long *evs, char *witness, size_t wn);
/* mcm_check, and its answer added to a report. */
int mcm_annotate(Str *text, Str *json, int kind, const long *evs);

/* ---- witness.c: a confirming run that follows the witness ---- */
/* spec: the confirm= option with +witness=FILE; sets the analyses and the
 * window the observing run had. */
RtiStatus witness_init(RtiEnv *env, const char *spec, bool *races, bool *atomicity, bool *npe, long *window);
/* Wrap the analysis' callbacks with the follower's. */
void witness_callbacks(RtiCallbacks *cb);

#endif
