/* Checkpoints by incremental object versioning (see ckpt.h for the model).
 *
 * Taking and returning run on a small stack of their own (the "fiber"): the
 * running thread switches to it exactly as the scheduler switches threads, so
 * every thread, the running one included, is then suspended with its
 * registers on its own C stack, and those stacks can be copied out or back.
 * A return copies the stacks of the checkpoint back and switches to the
 * thread that was running when it was taken: that thread finds itself
 * returning, a second time, from the call that took the checkpoint. */
#include "checkpoint/ckpt.h"

#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "vm/ctx.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/sched.h"
#include "vm/thread.h"
#include "vm/vmclock.h"
#include "vm/vmio.h"

#ifdef RIVET_ASAN
#include <sanitizer/asan_interface.h>
#endif

bool g_ckpt_active;
uint32_t g_ckpt_epoch;
uint32_t g_ckpt_barrier;
/* The tool interface's read-only view of the same flag (rti/include/rti.h). */
extern bool rti_versioning __attribute__((alias("g_ckpt_active")));
bool g_ckpt_pending;
CkptHooks ckpt_hooks;
CkptStats ckpt_stats;

/* ---- Undo logs -------------------------------------------------------------- */

enum { E_OBJ, E_MON, E_CLASS, E_IO, E_RAW, E_FN };

typedef struct Entry {
    uint32_t kind;
    uint32_t size; /* bytes of saved data after the entry */
    void *target;  /* Object *, Monitor *, Class *; the fd for E_IO */
} Entry;
#define ENTRY_DATA(e) ((char *)((e) + 1))

typedef struct FnImage {
    void (*fn)(void *, void *);
    void (*drop)(void *, void *);
    void *a, *b;
    bool done;
} FnImage;

typedef struct ClassImage {
    uint8_t state;
    uint8_t hash_linked;
    Thread *init_thread;
    Object *init_error;
} ClassImage;

typedef struct IoImage {
    int kind;
    int64_t pos;
} IoImage;

typedef struct Chunk {
    struct Chunk *next;
    size_t used, cap;
    _Alignas(16) char data[];
} Chunk;

#define CHUNK_SIZE (256u << 10)

/* items[0 .. len) are the entries, oldest first; the allocation begins
 * front slots before items (room to put an older log's entries in front:
 * log_append), and cap counts from items. */
typedef struct Log {
    Entry **items;
    size_t len, cap, front;
    Chunk *chunks, *last_chunk; /* (the last, so that appending a list is one step) */
} Log;

/* Chunks of freed logs, kept for the next ones: a tester takes and discards
 * a checkpoint at nearly every decision, and a fresh 256 KiB malloc each time
 * (malloc sorting its unsorted bins for a large request) was several per cent
 * of a search. At most MAX_SPARE_CHUNKS (4 MiB) are kept. */
#define MAX_SPARE_CHUNKS 16
static Chunk *spare_chunks;
static int n_spare_chunks;

static void *log_alloc(Log *l, size_t n)
{
    n = ALIGN_UP(n, 16);
    Chunk *c = l->chunks;
    if (!c || c->cap - c->used < n) {
        size_t cap = n > CHUNK_SIZE ? n : CHUNK_SIZE;
        Chunk *nc = spare_chunks;
        if (cap == CHUNK_SIZE && nc) {
            spare_chunks = nc->next;
            n_spare_chunks--;
        } else {
            nc = xmalloc(sizeof(Chunk) + cap);
        }
        nc->cap = cap;
        nc->used = 0;
        if (c && n > CHUNK_SIZE) {
            /* A big entry gets a chunk of its own behind the current one. */
            nc->next = c->next;
            c->next = nc;
            if (l->last_chunk == c)
                l->last_chunk = nc;
        } else {
            nc->next = c;
            l->chunks = nc;
            if (!c)
                l->last_chunk = nc;
        }
        c = nc;
    }
    void *p = c->data + c->used;
    c->used += n;
    return p;
}

static void log_free(Log *l)
{
    for (size_t i = 0; i < l->len; i++) {
        Entry *e = l->items[i];
        if (e->kind == E_FN) {
            FnImage *f = (FnImage *)ENTRY_DATA(e);
            if (f->drop && !f->done)
                f->drop(f->a, f->b);
        }
    }
    for (Chunk *c = l->chunks, *n; c; c = n) {
        n = c->next;
        if (c->cap == CHUNK_SIZE && n_spare_chunks < MAX_SPARE_CHUNKS) {
            c->next = spare_chunks;
            spare_chunks = c;
            n_spare_chunks++;
        } else {
            free(c);
        }
    }
    if (l->items)
        free(l->items - l->front);
    memset(l, 0, sizeof *l);
}

/* Move every entry of src to the end of dst (src becomes empty). The
 * shorter of the two is copied: discarding a tester's thousands of
 * checkpoints newest first merges a growing log into each older one in
 * turn, and copying the growing one each time was quadratic (a schedule of
 * 22,000 decisions spent 70% of its search here). */
static void log_append(Log *dst, Log *src)
{
    if (src->len > dst->len) {
        /* dst's entries go in front of src's, and dst takes src's array */
        if (src->front < dst->len) {
            size_t front = dst->len > src->len ? dst->len : src->len;
            Entry **base = xmalloc((front + src->cap) * sizeof(Entry *));
            memcpy(base + front, src->items, src->len * sizeof(Entry *));
            free(src->items - src->front);
            src->items = base + front;
            src->front = front;
        }
        src->items -= dst->len;
        src->front -= dst->len;
        src->cap += dst->len;
        if (dst->len)
            memcpy(src->items, dst->items, dst->len * sizeof(Entry *));
        src->len += dst->len;
        if (dst->items)
            free(dst->items - dst->front);
        dst->items = src->items;
        dst->len = src->len;
        dst->cap = src->cap;
        dst->front = src->front;
    } else {
        if (dst->len + src->len > dst->cap) {
            size_t cap = dst->cap * 2 > dst->len + src->len ? dst->cap * 2 : dst->len + src->len + 64;
            Entry **base = xrealloc(dst->items ? dst->items - dst->front : NULL, (dst->front + cap) * sizeof(Entry *));
            dst->items = base + dst->front;
            dst->cap = cap;
        }
        if (src->len)
            memcpy(dst->items + dst->len, src->items, src->len * sizeof(Entry *));
        dst->len += src->len;
        if (src->items)
            free(src->items - src->front);
    }
    if (src->chunks) {
        src->last_chunk->next = dst->chunks;
        if (!dst->chunks)
            dst->last_chunk = src->last_chunk;
        dst->chunks = src->chunks;
    }
    memset(src, 0, sizeof *src);
}

/* ---- Checkpoints ------------------------------------------------------------ */

typedef struct ThreadImage {
    Thread *th;
    Thread saved; /* the Thread struct as it was */
    Slot *jstack; /* th->stack[0 .. jlen) */
    size_t jlen;
    char *cstack; /* clen bytes from saved.ctx.sp up */
    size_t clen;
} ThreadImage;

struct Checkpoint {
    uint32_t epoch; /* segment after this checkpoint (renumbered by each return) */
    uint32_t first_epoch; /* its epoch when taken: objects born since are newer */
    void *tag;
    Log log;        /* old contents of what the segment after it changed */
    ThreadImage *threads;
    int n_threads;
    SchedState sched;
    uint32_t hash_state;
    Object *ref_pending;
    VmioState io;
    VmclockState clock;
    char *vars;     /* registered VM variables */
    int n_vars;     /* how many were registered at the take */
    Log verify;     /* RIVET_CKPT_VERIFY: a copy of every object at the take */
    Checkpoint *older, *newer;
};

static Checkpoint *oldest, *newest;
static int n_live;
static uint32_t serial;

/* The next segment number. Segments are compared by order (heap_barrier,
 * Object.born in rti/statehash.c), so they must not wrap: at 40,000 takes and
 * returns a second (the tester) the 2^32 numbers last more than a day, and a
 * run that gets there stops here rather than undo wrongly. Renumbering the
 * heap, the monitors, the classes and the saved images would lift this. */
static uint32_t next_serial(void)
{
    if (serial == UINT32_MAX)
        vm_panic("checkpoints: 2^32 takes and returns in one run; segment numbers would wrap");
    return ++serial;
}

/* The segments undone by returns (ckpt_epoch_undone): disjoint ranges of
 * segment numbers, in increasing order. A return to cp undoes cp's segment
 * and every one numbered since: numbers only grow, an older checkpoint's
 * segment has a smaller one than a newer's (only a return, which ends the
 * newer ones, renumbers it), and a discarded checkpoint's segment joins the
 * one before it with its numbers. So the ranges a return adds cover those
 * of the returns to newer checkpoints before it. */
typedef struct Undone {
    uint32_t lo, hi;
} Undone;
static Undone *undone;
static size_t n_undone, cap_undone;
uint32_t g_ckpt_undone_lo = UINT32_MAX;

static void mark_undone(uint32_t lo, uint32_t hi)
{
    while (n_undone && undone[n_undone - 1].lo >= lo)
        n_undone--;
    if (n_undone && undone[n_undone - 1].hi + 1 >= lo) {
        if (undone[n_undone - 1].hi < hi)
            undone[n_undone - 1].hi = hi;
    } else {
        if (n_undone == cap_undone) {
            cap_undone = cap_undone ? cap_undone * 2 : 16;
            undone = xrealloc(undone, cap_undone * sizeof *undone);
        }
        undone[n_undone++] = (Undone){lo, hi};
    }
    g_ckpt_undone_lo = undone[0].lo;
}

bool ckpt_epoch_undone_slow(uint32_t e)
{
    size_t a = 0, b = n_undone; /* the first range with lo > e is at b */
    while (a < b) {
        size_t m = (a + b) / 2;
        if (undone[m].lo <= e)
            a = m + 1;
        else
            b = m;
    }
    return a > 0 && e <= undone[a - 1].hi;
}

/* Terminated threads kept while a checkpoint might bring them back. */
static Thread **graveyard;
static int n_grave, grave_cap;

/* A new entry at the end of l with room for size bytes of data. */
static Entry *log_push(Log *l, uint32_t kind, void *target, size_t size)
{
    Entry *e = log_alloc(l, sizeof(Entry) + size);
    e->kind = kind;
    e->size = (uint32_t)size;
    e->target = target;
    if (l->len == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 256;
        Entry **base = xrealloc(l->items ? l->items - l->front : NULL, (l->front + l->cap) * sizeof(Entry *));
        l->items = base + l->front;
    }
    l->items[l->len++] = e;
    return e;
}

static Entry *log_add(uint32_t kind, void *target, size_t size) { return log_push(&newest->log, kind, target, size); }

void ckpt_save_object(Object *obj)
{
    if (!newest)
        return;
    size_t n = obj_size(obj);
    Entry *e = log_add(E_OBJ, obj, n);
    memcpy(ENTRY_DATA(e), obj, n);
    obj->ck_epoch = g_ckpt_epoch;
    ckpt_stats.objects_saved++;
    ckpt_stats.bytes_saved += n;
}

void ckpt_save_monitor(Monitor *m)
{
    if (!newest)
        return;
    Entry *e = log_add(E_MON, m, sizeof *m);
    memcpy(ENTRY_DATA(e), m, sizeof *m);
    m->ck_epoch = g_ckpt_epoch;
}

void ckpt_save_class_slow(Class *cls)
{
    if (!newest)
        return;
    Entry *e = log_add(E_CLASS, cls, sizeof(ClassImage));
    ClassImage *ci = (ClassImage *)ENTRY_DATA(e);
    ci->state = cls->state;
    ci->hash_linked = cls->hash_linked;
    ci->init_thread = cls->init_thread;
    ci->init_error = cls->init_error;
    cls->ck_epoch = g_ckpt_epoch;
}

void ckpt_save_io(int kind, int fd, int64_t pos)
{
    if (!newest)
        return;
    Entry *e = log_add(E_IO, (void *)(intptr_t)fd, sizeof(IoImage));
    IoImage *io = (IoImage *)ENTRY_DATA(e);
    io->kind = kind;
    io->pos = pos;
}

void ckpt_save_raw_as(void *addr, const void *old, size_t n)
{
    if (!newest)
        return;
    Entry *e = log_add(E_RAW, addr, n);
    memcpy(ENTRY_DATA(e), old, n);
}

void ckpt_save_raw(void *addr, size_t n) { ckpt_save_raw_as(addr, addr, n); }

void ckpt_log_undo2(void (*fn)(void *a, void *b), void (*drop)(void *a, void *b), void *a, void *b)
{
    if (!newest)
        return;
    Entry *e = log_add(E_FN, NULL, sizeof(FnImage));
    FnImage *f = (FnImage *)ENTRY_DATA(e);
    f->fn = fn;
    f->drop = drop;
    f->a = a;
    f->b = b;
    f->done = false;
}

void ckpt_log_undo(void (*fn)(void *a, void *b), void *a, void *b) { ckpt_log_undo2(fn, NULL, a, b); }

static void keep(void *a, void *b)
{
    (void)a;
    (void)b;
}

void ckpt_release_later(void (*release)(void *a, void *b), void *a, void *b)
{
    if (newest)
        ckpt_log_undo2(keep, release, a, b);
    else
        release(a, b);
}

/* Freed at the end of the return that is undoing entries now. */
static void **after_return;
static int n_after_return, after_return_cap;

void ckpt_free_after_return(void *p)
{
    if (n_after_return == after_return_cap) {
        after_return_cap = after_return_cap ? 2 * after_return_cap : 16;
        after_return = xrealloc(after_return, (size_t)after_return_cap * sizeof *after_return);
    }
    after_return[n_after_return++] = p;
}

/* A hold is owned by its frame until ckpt_unhold and by its undo-log entry
 * until the entry is undone or dropped; the last owner frees it. */
struct CkptHold {
    void (*release)(void *p);
    void *p;
    bool held;   /* the frame has not let go */
    bool logged; /* the undo-log entry still refers to it */
};

static void hold_undo(void *a, void *b)
{
    (void)b;
    CkptHold *h = a;
    /* The return abandons the frame: it will never let go itself. */
    if (h->held)
        h->release(h->p);
    free(h);
}

static void hold_drop(void *a, void *b)
{
    (void)b;
    CkptHold *h = a;
    h->logged = false;
    if (!h->held)
        free(h);
}

CkptHold *ckpt_hold(void (*release)(void *p), void *p)
{
    if (!newest)
        return NULL;
    CkptHold *h = xmalloc(sizeof *h);
    *h = (CkptHold){release, p, true, true};
    ckpt_log_undo2(hold_undo, hold_drop, h, NULL);
    return h;
}

void ckpt_unhold(CkptHold *h)
{
    if (!h)
        return;
    h->held = false;
    if (!h->logged)
        free(h);
}

/* Registered VM variables, saved whole with every checkpoint. */
typedef struct StateVar {
    void *addr;
    size_t n;
} StateVar;
static StateVar *state_vars;
static int n_state_vars;
static size_t state_bytes;

void ckpt_register_state(void *addr, size_t n)
{
    state_vars = xrealloc(state_vars, (size_t)(n_state_vars + 1) * sizeof(StateVar));
    state_vars[n_state_vars++] = (StateVar){addr, n};
    state_bytes += n;
}

/* Put back what the log saved, newest entry first, so that an object saved in
 * several segments ends with its oldest contents. */
static void undo(Log *l)
{
    for (size_t i = l->len; i-- > 0;) {
        Entry *e = l->items[i];
        switch (e->kind) {
        case E_OBJ: {
            Object *o = e->target;
            uintptr_t cur = o->lock;
            uint64_t keep[4];
            if (g_obj_unversioned_len)
                memcpy(keep, (char *)o + g_obj_unversioned_off, g_obj_unversioned_len);
            uint32_t wanted = o->flags & OF_FREE_WANTED;
            memcpy(o, ENTRY_DATA(e), e->size);
            if (g_obj_unversioned_len)
                memcpy((char *)o + g_obj_unversioned_off, keep, g_obj_unversioned_len);
            /* A tool's wish for the free event outlives the return: what it
             * keeps for the object may be tool memory no return undoes. */
            o->flags = (o->flags & ~(uint32_t)OF_MARK) | wanted;
            /* A monitor inflated after the save belongs to no one now. */
            if (cur && !(cur & 1) && cur != o->lock)
                mon_free((Monitor *)cur);
            ckpt_stats.bytes_restored += e->size;
            break;
        }
        case E_MON:
            memcpy(e->target, ENTRY_DATA(e), sizeof(Monitor));
            break;
        case E_CLASS: {
            Class *c = e->target;
            const ClassImage *ci = (const ClassImage *)ENTRY_DATA(e);
            /* Linking is not undone: a class stays laid out. */
            c->state = ci->state < CLS_LINKED && c->state >= CLS_LINKED ? CLS_LINKED : ci->state;
            c->init_thread = ci->init_thread;
            c->init_error = ci->init_error;
            c->hash_linked = ci->hash_linked; /* the draw comes again: identity hashes as before */
            break;
        }
        case E_IO: {
            const IoImage *io = (const IoImage *)ENTRY_DATA(e);
            vmio_restore_pos(io->kind, (int)(intptr_t)e->target, io->pos);
            break;
        }
        case E_RAW:
            memcpy(e->target, ENTRY_DATA(e), e->size);
            break;
        case E_FN: {
            FnImage *f = (FnImage *)ENTRY_DATA(e);
            f->fn(f->a, f->b);
            f->done = true;
            break;
        }
        }
    }
}

/* Stacks hold ASan redzones; copy them without instrumentation. */
__attribute__((no_sanitize_address)) static void raw_copy(void *dst, const void *src, size_t n)
{
    char *d = dst;
    const char *s = src;
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        *(uint64_t *)(void *)(d + i) = *(const uint64_t *)(const void *)(s + i);
    for (; i < n; i++)
        d[i] = s[i];
}

/* The highest Java stack slot in use: an interpreted frame may use up to its
 * max_stack operand slots, whatever its saved sp says. */
static Slot *jstack_top(Thread *t)
{
    Frame *f = t->top;
    if (!f)
        return t->stack;
    Slot *top = f->sp;
    if (f->m && !(f->flags & FR_NATIVE)) {
        Slot *max = (Slot *)(f + 1) + f->m->max_stack;
        if (max > top)
            top = max;
    }
    return top < t->stack_hard_end ? top : t->stack_hard_end;
}

/* ---- Verification (RIVET_CKPT_VERIFY=1, for tests) --------------------------
 * Every take copies the whole heap; every return compares each object that
 * existed at the take with its copy. A difference is a write that bypassed the
 * barrier. Costs a heap copy per checkpoint: for tests only. */

static int verify_mode = -1;

static bool verifying(void)
{
    if (verify_mode < 0) {
        const char *v = getenv("RIVET_CKPT_VERIFY");
        verify_mode = v && *v && strcmp(v, "0") != 0;
    }
    return verify_mode;
}

static void verify_copy(Object *obj, void *arg)
{
    size_t n = obj_size(obj);
    memcpy(ENTRY_DATA(log_push(arg, E_OBJ, obj, n)), obj, n);
}

/* Whether an object's fields are those saved in data (not the bytes a
 * return leaves as they are). */
static bool same_versioned(const Object *o, const char *data, size_t size)
{
    size_t a = g_obj_unversioned_len ? g_obj_unversioned_off : size, b = a + g_obj_unversioned_len;
    return memcmp((const char *)o + OBJ_HEADER_SIZE, data + OBJ_HEADER_SIZE, a - OBJ_HEADER_SIZE) == 0 &&
           (b >= size || memcmp((const char *)o + b, data + b, size - b) == 0);
}

static void verify_compare(Checkpoint *cp)
{
    size_t bad = 0;
    for (size_t i = 0; i < cp->verify.len; i++) {
        Entry *e = cp->verify.items[i];
        Object *o = e->target;
        Object want;
        memcpy(&want, ENTRY_DATA(e), sizeof want);
        const uint32_t unversioned = OF_MARK | OF_FREE_WANTED;
        bool same = o->cls == want.cls && (o->flags & ~unversioned) == (want.flags & ~unversioned) &&
                    o->hash == want.hash && o->lock == want.lock &&
                    same_versioned(o, ENTRY_DATA(e), e->size);
        if (same)
            continue;
        if (bad++ < 20) {
            size_t off = 0;
            while (off < e->size && ((char *)o)[off] == ENTRY_DATA(e)[off])
                off++;
            const char *fname = "?";
            for (Class *k = o->cls; k && fname[0] == '?'; k = k->super)
                for (uint16_t f = 0; f < k->n_fields; f++)
                    if (!(k->fields[f].access & ACC_STATIC) && k->fields[f].offset <= off &&
                        off < k->fields[f].offset + 8)
                        fname = k->fields[f].name;
            fprintf(stderr, "rivet: checkpoint verify: %s@%p differs at byte %zu of %u (field %s)\n", o->cls->name,
                    (void *)o, off, e->size, fname);
        }
    }
    if (bad) {
        fprintf(stderr, "rivet: checkpoint verify: %zu objects not restored\n", bad);
        _exit(70);
    }
}

/* The thread images, their stack copies and the registered variables go in
 * one block (cp->threads): a take is one malloc and a discard one free,
 * where it was two per thread (stack copies of a few KiB, past malloc's
 * per-thread cache): their malloc and free were about 7% of an exhaustive
 * tester search of Performance 5 5. */
static void snapshot(Checkpoint *cp)
{
    int n = 0;
    size_t bytes = 0;
    for (Thread *t = sched_threads(); t; t = t->next) {
        n++;
        bytes += ALIGN_UP((size_t)(jstack_top(t) - t->stack) * sizeof(Slot), 16) +
                 ALIGN_UP((size_t)((char *)t->cstack_top - (char *)t->ctx.sp), 16);
    }
    bytes += ALIGN_UP((size_t)n * sizeof(ThreadImage), 16) + state_bytes + 1;
    char *block = xmalloc(bytes);
    cp->threads = (ThreadImage *)block;
    cp->n_threads = n;
    char *p = block + ALIGN_UP((size_t)n * sizeof(ThreadImage), 16);
    int i = 0;
    for (Thread *t = sched_threads(); t; t = t->next, i++) {
        ThreadImage *ti = &cp->threads[i];
        ti->th = t;
        t->ckpt_snaps++;
        ti->saved = *t;
        ti->jlen = (size_t)(jstack_top(t) - t->stack);
        ti->jstack = (Slot *)p;
        p += ALIGN_UP(ti->jlen * sizeof(Slot), 16);
        memcpy(ti->jstack, t->stack, ti->jlen * sizeof(Slot));
        ti->clen = (size_t)((char *)t->cstack_top - (char *)t->ctx.sp);
        ti->cstack = p;
        p += ALIGN_UP(ti->clen, 16);
        raw_copy(ti->cstack, t->ctx.sp, ti->clen);
    }
    sched_save(&cp->sched);
    cp->hash_state = obj_hash_state();
    cp->ref_pending = heap_ref_pending;
    vmio_save(&cp->io);
    vmclock_save(&cp->clock);
    if (verifying())
        heap_each_object(verify_copy, &cp->verify);
    cp->vars = p;
    size_t off = 0;
    cp->n_vars = n_state_vars;
    for (int k = 0; k < n_state_vars; k++) {
        memcpy(cp->vars + off, state_vars[k].addr, state_vars[k].n);
        off += state_vars[k].n;
    }
}

static void images_free(Checkpoint *cp)
{
    log_free(&cp->verify);
    for (int i = 0; i < cp->n_threads; i++)
        cp->threads[i].th->ckpt_snaps--;
    free(cp->threads); /* the stack copies and cp->vars too (snapshot) */
    cp->vars = NULL;
    cp->threads = NULL;
    cp->n_threads = 0;
}

static bool in_snapshot(const Checkpoint *cp, const Thread *t)
{
    for (int i = 0; i < cp->n_threads; i++)
        if (cp->threads[i].th == t)
            return true;
    return false;
}

/* Counted, not searched: with a hundred ended threads and hundreds of live
 * checkpoints, searching every snapshot at each discard took a quarter of a
 * tester search (SCTBench's twostage_100). */
static bool in_any_snapshot(const Thread *t) { return t->ckpt_snaps > 0; }

static void grave_remove(int i) { graveyard[i] = graveyard[--n_grave]; }

bool ckpt_retire(Thread *th)
{
    if (!n_live)
        return false;
    if (n_grave == grave_cap) {
        grave_cap = grave_cap ? grave_cap * 2 : 16;
        graveyard = xrealloc(graveyard, (size_t)grave_cap * sizeof(Thread *));
    }
    graveyard[n_grave++] = th;
    return true;
}

/* Put the VM back as cp saw it (on the fiber: no thread is running). */
/* A thread that did not exist at cp, the checkpoint being returned to (nor
 * then at any older one): no live undo log can write into its tool data,
 * which would otherwise wait for a discard (thread_free) and be lost by the
 * next return to cp. */
static void free_new_thread(Thread *t)
{
    free(t->tool_data);
    t->tool_data = NULL;
    thread_free(t);
}

/* The live checkpoints by address (linear probing, deletion by backward
 * shift), so that a tool's handle, which may be stale, is checked in
 * constant time: ckpt_is_live walked the list, and in a schedule 20,000
 * decisions deep every return and discard walked that far (the tester's
 * time limit was overrun by minutes). */
static const Checkpoint **live_set;
static size_t live_cap;

static size_t live_slot(const Checkpoint *cp)
{
    uint64_t h = (uint64_t)(uintptr_t)cp * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 20) & (live_cap - 1);
}

static void live_add(const Checkpoint *cp)
{
    if ((size_t)(n_live + 1) * 2 > live_cap) {
        size_t old_cap = live_cap;
        const Checkpoint **old = live_set;
        live_cap = live_cap ? live_cap * 2 : 64;
        live_set = xcalloc(live_cap, sizeof *live_set);
        for (size_t i = 0; i < old_cap; i++)
            if (old[i]) {
                size_t j = live_slot(old[i]);
                while (live_set[j])
                    j = (j + 1) & (live_cap - 1);
                live_set[j] = old[i];
            }
        free(old);
    }
    size_t j = live_slot(cp);
    while (live_set[j])
        j = (j + 1) & (live_cap - 1);
    live_set[j] = cp;
}

static void live_remove(const Checkpoint *cp)
{
    if (!live_cap)
        return;
    size_t j = live_slot(cp);
    while (live_set[j] && live_set[j] != cp)
        j = (j + 1) & (live_cap - 1);
    if (!live_set[j])
        return;
    live_set[j] = NULL;
    /* Move back the entries after it whose home is at or before the hole. */
    for (size_t k = (j + 1) & (live_cap - 1); live_set[k]; k = (k + 1) & (live_cap - 1)) {
        size_t home = live_slot(live_set[k]);
        if (((k - home) & (live_cap - 1)) >= ((k - j) & (live_cap - 1))) {
            live_set[j] = live_set[k];
            live_set[k] = NULL;
            j = k;
        }
    }
}

static void restore(Checkpoint *cp)
{
    /* Undo the segments after cp, newest first, and forget their checkpoints. */
    mark_undone(cp->epoch, serial);
    while (newest != cp) {
        Checkpoint *c = newest;
        undo(&c->log);
        log_free(&c->log);
        images_free(c);
        newest = c->older;
        newest->newer = NULL;
        live_remove(c);
        n_live--;
        free(c);
    }
    undo(&cp->log);
    log_free(&cp->log);
    for (int i = 0; i < n_after_return; i++)
        free(after_return[i]);
    n_after_return = 0;
    heap_note_return();

    /* Threads that did not exist at cp go; threads that ended since come back. */
    Thread *cur_dead = NULL;
    {
        SchedState now;
        sched_save(&now);
        cur_dead = now.dead_pending;
    }
    for (Thread *t = sched_threads(), *next; t; t = next) {
        next = t->next;
        if (!in_snapshot(cp, t))
            free_new_thread(t);
    }
    if (cur_dead && !in_snapshot(cp, cur_dead) && cur_dead != cp->sched.dead_pending) {
        bool kept = false;
        for (int i = 0; i < n_grave; i++)
            kept |= graveyard[i] == cur_dead;
        if (!kept)
            free_new_thread(cur_dead);
    }
    for (int i = 0; i < n_grave;) {
        Thread *t = graveyard[i];
        if (in_snapshot(cp, t) || t == cp->sched.dead_pending) {
            grave_remove(i);
        } else if (!in_any_snapshot(t)) {
            grave_remove(i);
            thread_free(t);
        } else {
            i++;
        }
    }
    Thread **list = xmalloc((size_t)(cp->n_threads ? cp->n_threads : 1) * sizeof(Thread *));
    for (int i = 0; i < cp->n_threads; i++) {
        ThreadImage *ti = &cp->threads[i];
        Thread *t = ti->th;
        void **tool_data = t->tool_data;
        bool instrumented = t->instrumented;
        int snaps = t->ckpt_snaps;
        *t = ti->saved;
        t->tool_data = tool_data;
        t->instrumented = instrumented;
        t->ckpt_snaps = snaps;
        memcpy(t->stack, ti->jstack, ti->jlen * sizeof(Slot));
        raw_copy(t->ctx.sp, ti->cstack, ti->clen);
#ifdef RIVET_ASAN
        /* The redzones in shadow memory belong to frames that no longer
         * exist, above and below the restored stack pointer. */
        void *lo;
        size_t sz;
        sched_stack_bounds(t, &lo, &sz);
        ASAN_UNPOISON_MEMORY_REGION(lo, (size_t)((char *)t->cstack_top - (char *)lo));
#endif
        list[i] = t;
    }
    sched_restore(&cp->sched, list, cp->n_threads);
    free(list);
    obj_set_hash_state(cp->hash_state);
    heap_ref_pending = cp->ref_pending;
    vmio_restore(&cp->io);
    vmclock_restore(&cp->clock);
    size_t off = 0;
    for (int i = 0; i < cp->n_vars; i++) {
        memcpy(state_vars[i].addr, cp->vars + off, state_vars[i].n);
        off += state_vars[i].n;
    }
    if (verifying())
        verify_compare(cp);
    cp->epoch = next_serial();
    g_ckpt_epoch = g_ckpt_barrier = cp->epoch;
    ckpt_stats.returns++;
}

static void take(void *tag)
{
    Checkpoint *cp = xcalloc(1, sizeof *cp);
    cp->tag = tag;
    snapshot(cp);
    cp->epoch = cp->first_epoch = next_serial();
    cp->older = newest;
    if (newest)
        newest->newer = cp;
    else
        oldest = cp;
    newest = cp;
    live_add(cp);
    n_live++;
    g_ckpt_epoch = g_ckpt_barrier = cp->epoch;
    g_ckpt_active = true;
    ckpt_stats.taken++;
}

void ckpt_discard(Checkpoint *cp)
{
    if (!ckpt_is_live(cp))
        return;
    if (cp->older)
        log_append(&cp->older->log, &cp->log);
    else
        log_free(&cp->log);
    images_free(cp);
    if (cp->older)
        cp->older->newer = cp->newer;
    else
        oldest = cp->newer;
    if (cp->newer)
        cp->newer->older = cp->older;
    else
        newest = cp->older;
    live_remove(cp);
    n_live--;
    free(cp);
    if (!n_live) {
        g_ckpt_active = false;
        g_ckpt_barrier = 0;
        for (int i = 0; i < n_grave; i++)
            thread_free(graveyard[i]);
        n_grave = 0;
        vmio_checkpoints_gone();
    } else {
        for (int i = 0; i < n_grave;) {
            if (!in_any_snapshot(graveyard[i])) {
                Thread *t = graveyard[i];
                grave_remove(i);
                thread_free(t);
            } else {
                i++;
            }
        }
    }
}

bool ckpt_is_live(const Checkpoint *cp)
{
    if (!cp || !live_cap)
        return false;
    for (size_t j = live_slot(cp); live_set[j]; j = (j + 1) & (live_cap - 1))
        if (live_set[j] == cp)
            return true;
    return false;
}

int ckpt_live_count(void) { return n_live; }

uint32_t ckpt_base_epoch(void) { return oldest ? oldest->first_epoch : UINT32_MAX; }

void ckpt_each_saved_in(const Checkpoint *cp, size_t from, void (*fn)(void *arg, CkptSaved kind, void *target),
                        void *arg)
{
    for (size_t i = from; i < cp->log.len; i++) {
        Entry *e = cp->log.items[i];
        if (e->kind == E_OBJ)
            fn(arg, CKPT_SAVED_OBJECT, e->target);
        else if (e->kind == E_MON)
            fn(arg, CKPT_SAVED_MONITOR, e->target);
        else if (e->kind == E_CLASS)
            fn(arg, CKPT_SAVED_CLASS, e->target);
    }
}

Checkpoint *ckpt_next_live(const Checkpoint *cp) { return cp ? cp->newer : oldest; }
Checkpoint *ckpt_prev_live(const Checkpoint *cp) { return cp->older; }
Checkpoint *ckpt_newest_live(void) { return newest; }
/* A return renumbers the checkpoint's epoch (restore), a take numbers a new
 * one: the epoch is the stamp. */
uint32_t ckpt_log_stamp(const Checkpoint *cp) { return cp->epoch; }
size_t ckpt_log_len(const Checkpoint *cp) { return cp->log.len; }
void *ckpt_tag(const Checkpoint *cp) { return cp->tag; }

/* ---- Requests and the fiber ---------------------------------------------------- */

typedef struct Request {
    bool is_return;
    void *tag;
    Checkpoint *cp;
} Request;

static Request *queue;
static int q_len, q_cap;

#define FIBER_STACK (256u << 10)
static Ctx fiber_ctx;
static void *fiber_stack;
static Thread *fiber_caller;
static Request fiber_req;
static Checkpoint *fiber_result;
static bool resumed_by_return;

static void enqueue(Request r)
{
    if (q_len == q_cap) {
        q_cap = q_cap ? q_cap * 2 : 8;
        queue = xrealloc(queue, (size_t)q_cap * sizeof(Request));
    }
    queue[q_len++] = r;
    g_ckpt_pending = true;
    sched_request_safepoint();
}

void ckpt_request_take(void *tag) { enqueue((Request){.tag = tag}); }
void ckpt_request_return(Checkpoint *cp) { enqueue((Request){.is_return = true, .cp = cp}); }

static void fiber_main(void *arg)
{
    (void)arg;
#ifdef RIVET_ASAN
    __sanitizer_finish_switch_fiber(NULL, NULL, NULL);
#endif
    for (;;) {
        Thread *to;
        if (fiber_req.is_return) {
            restore(fiber_req.cp);
            fiber_result = fiber_req.cp;
            resumed_by_return = true;
            to = vm_current;
        } else {
            take(fiber_req.tag);
            fiber_result = newest;
            to = fiber_caller;
        }
        void *lo = NULL;
        size_t sz = 0;
#ifdef RIVET_ASAN
        sched_stack_bounds(to, &lo, &sz);
#endif
        sched_switch_stack(&fiber_ctx, &to->ctx, lo, sz, false);
    }
}

static void run_on_fiber(Thread *th, Request r)
{
    if (!fiber_stack) {
        fiber_stack = mmap(NULL, FIBER_STACK, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
        if (fiber_stack == MAP_FAILED)
            vm_panic("checkpoint: cannot map a stack");
        ctx_make(&fiber_ctx, fiber_stack, (char *)fiber_stack + FIBER_STACK, fiber_main, NULL);
    }
    fiber_caller = th;
    fiber_req = r;
    sched_switch_stack(&th->ctx, &fiber_ctx, fiber_stack, FIBER_STACK, false);
}

static void do_take(Thread *th, void *tag)
{
    run_on_fiber(th, (Request){.tag = tag});
    /* Here after the take, and again after every return to this checkpoint
     * (then with this thread's stack as it was at the take). */
    Checkpoint *cp = fiber_result;
    if (resumed_by_return) {
        resumed_by_return = false;
        if (ckpt_hooks.restored)
            ckpt_hooks.restored(th, cp);
        return;
    }
    if (ckpt_hooks.taken)
        ckpt_hooks.taken(th, cp, tag);
}

/* Whether every thread is somewhere a checkpoint can capture. */
static bool capturable(void)
{
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->ckpt_unsafe || (t->state == TS_IO && !t->io_covered))
            return false;
    return true;
}

void ckpt_service(Thread *th)
{
    while (q_len) {
        Request r = queue[0];
        /* A return may discard any state; a take must be able to capture it. */
        if (!r.is_return && !capturable()) {
            sched_retry_safepoint(); /* try again a few yield units later */
            return;
        }
        memmove(queue, queue + 1, (size_t)--q_len * sizeof(Request));
        if (r.is_return) {
            if (ckpt_is_live(r.cp))
                run_on_fiber(th, r); /* does not come back here */
        } else {
            do_take(th, r.tag);
        }
        /* After a return this runs in the thread that took the checkpoint. */
        th = vm_current;
    }
    g_ckpt_pending = false;
}

/* ---- GC roots ------------------------------------------------------------------ */

static void scan_roots(void *arg)
{
    (void)arg;
    for (Checkpoint *cp = oldest; cp; cp = cp->newer) {
        for (size_t i = 0; i < cp->log.len; i++) {
            Entry *e = cp->log.items[i];
            switch (e->kind) {
            case E_OBJ:
                heap_mark(e->target);
                heap_scan_image(e->target, ENTRY_DATA(e));
                break;
            case E_MON:
                heap_mark(((Monitor *)e->target)->obj);
                break;
            case E_CLASS:
                heap_mark(((ClassImage *)ENTRY_DATA(e))->init_error);
                break;
            default:
                break;
            }
        }
        for (int i = 0; i < cp->n_threads; i++) {
            ThreadImage *ti = &cp->threads[i];
            heap_mark(ti->saved.jthread);
            heap_mark(ti->saved.exc);
            heap_mark(ti->saved.start_obj);
            heap_mark(ti->saved.stop_exc);
            heap_scan_range(ti->jstack, ti->jstack + ti->jlen);
            heap_scan_range(ti->cstack, ti->cstack + ti->clen);
        }
        heap_mark(cp->ref_pending); /* the rest of the chain: through discovered fields */
        for (size_t i = 0; i < cp->verify.len; i++)
            heap_mark(cp->verify.items[i]->target);
    }
}

void ckpt_init(void) { heap_add_roots_uncharged(scan_roots, NULL); }
