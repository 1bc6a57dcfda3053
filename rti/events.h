/* Per-instruction events raised by the instrumented interpreter loop. The loop
 * tests rti_tool_mask inline before raising one, so an event no tool listens
 * to costs a load and a branch, and nothing is built for it. */
#ifndef RIVET_RTI_EVENTS_H
#define RIVET_RTI_EVENTS_H

#include "rti/include/rti.h"
#include "vm/vm.h"
#include "vm/rti_hooks.h"

/* The public events (RTI_EVENT_BIT) some tool listens to. */
extern uint64_t rti_tool_mask;

#define RTI_LISTENED(ev) ((rti_tool_mask & RTI_EVENT_BIT(ev)) != 0)

/* Accesses a tool said need not be raised again (rti_skip_repeats): a small
 * direct-mapped table of (holder, key, write) entries, valid while their gen
 * is rti_skip_gen; rti_skip_clear (vm/rti_hooks.h) ends them all at once. A
 * field is keyed by the object holding it (for a static, its class's
 * mirror) and its offset; an array element by the array and index + 1. */
typedef struct RtiSkip {
    const void *obj;
    uintptr_t key;
    uint64_t gen;
    bool write;
} RtiSkip;

/* When a tool asked for them (rti_skip_marks), skips are kept in the objects
 * instead, so that any number of objects keep theirs: two extra words on
 * java.lang.Object at rti_mark_off, which a return to a checkpoint leaves as
 * they are (g_obj_unversioned_off: they are hints, and the return ends every
 * skip anyway). In an object, they are an RtiMark, valid while its gen is
 * rti_skip_gen, with a bit per 4-byte word of the first 128 bytes of Java
 * fields (from rti_mark_base): rmask skips reads, wmask writes. A field of 4
 * or 8 bytes is aligned and owns the bit of its first word; a smaller field
 * may share its word with another, so it and any field beyond those 128 bytes
 * use the table. An array of up to 32 elements has an RtiMark with a bit
 * per element; in a longer one, the first word points to an RtiElemMarks per
 * 64 elements (NULL until the first skip; freed with the array). */
typedef struct RtiMark {
    uint64_t gen;
    uint32_t rmask, wmask;
} RtiMark;
typedef struct RtiElemMarks {
    uint64_t gen, r, w;
} RtiElemMarks;
/* Elements beyond the first 4M of an array use the table, so that a side
 * table is at most 1.5 MB however long the array. */
#define RTI_ELEM_MARKED (1u << 22)
extern uint32_t rti_mark_off, rti_mark_base; /* 0 when no tool asked */

/* The mark covering the field at off of obj, or NULL when it has none. */
static inline RtiMark *rti_mark_of(const void *obj, uint32_t off, size_t size)
{
    if (!rti_mark_off || size < 4 || off - rti_mark_base >= 128)
        return NULL;
    return (RtiMark *)(void *)((char *)obj + rti_mark_off);
}

#define RTI_SKIPS 512 /* a power of two */
extern RtiSkip rti_skips[RTI_SKIPS];

static inline RtiSkip *rti_skip_slot(const void *obj, uintptr_t key)
{
    uintptr_t h = ((uintptr_t)obj >> 3) + key * 0x9e3779b1u;
    return &rti_skips[(h ^ (h >> 11)) & (RTI_SKIPS - 1)];
}

/* Whether this access was marked as a repeat to skip. */
static inline bool rti_skipped(const void *obj, uintptr_t key, bool write)
{
    const RtiSkip *e = rti_skip_slot(obj, key);
    return e->gen == rti_skip_gen && e->key == key && e->obj == obj && e->write >= write;
}

/* The generation in which a skip was last asked for: when it is not the
 * current one, no skip is valid, and the loop looks no further (a tool that
 * never asks, such as one that wants every access, pays one compare). */
extern uint64_t rti_skip_asked;

/* The same for a field access: obj is NULL for a static (holder is then its
 * class's mirror), size is the field's size in bytes. */
static inline bool rti_skipped_field(const void *obj, const void *holder, uint32_t off, bool write, size_t size)
{
    if (rti_skip_asked != rti_skip_gen)
        return false;
    const RtiMark *k = obj ? rti_mark_of(obj, off, size) : NULL;
    if (k)
        return k->gen == rti_skip_gen && ((write ? k->wmask : k->rmask) >> ((off - rti_mark_base) >> 2) & 1);
    return rti_skipped(holder, off, write);
}

/* The same for an element of an array. */
static inline bool rti_skipped_elem(const void *arr, int32_t idx, bool write)
{
    if (rti_skip_asked != rti_skip_gen)
        return false;
    if (!rti_mark_off)
        return rti_skipped(arr, (uintptr_t)(uint32_t)idx + 1, write);
    if (arr_len(arr) <= 32) {
        const RtiMark *k = (const RtiMark *)(const void *)((const char *)arr + rti_mark_off);
        return k->gen == rti_skip_gen && ((write ? k->wmask : k->rmask) >> idx & 1);
    }
    if ((uint32_t)idx >= RTI_ELEM_MARKED)
        return rti_skipped(arr, (uintptr_t)(uint32_t)idx + 1, write);
    const RtiElemMarks *c = *(RtiElemMarks *const *)(const void *)((const char *)arr + rti_mark_off);
    if (!c)
        return false;
    c += (uint32_t)idx >> 6;
    return c->gen == rti_skip_gen && ((write ? c->w : c->r) >> (idx & 63) & 1);
}

/* Call only when the event's bit is in rti_tool_mask (for entry and exit:
 * or when the method raises lock events, MF_LOCK_*). old: what the location
 * holds before the access; val: the value read or being written (the caller
 * knows their types, so nothing is decoded here). */
typedef void (*RtiAccessCallback)(RtiEnv *env, const RtiAccess *access);
/* The one tool listening to field (array) reads ([0]) and writes ([1]) and
 * its callback, or NULL; the access being raised (rti_skip_repeats checks
 * it). */
extern RtiEnv *rti_sole_field[2], *rti_sole_array[2];
extern RtiAccessCallback rti_sole_field_cb[2], rti_sole_array_cb[2];
extern const RtiAccess *rti_raising;
/* The tools listening to field (array) reads [0] and writes [1], a bit each
 * (RtiEnv.index); an access is raised unless each of them has ignored its
 * field (rti_ignore_field) or, for an array of primitives, the accessing
 * method (rti_ignore_arrays). */
extern uint16_t rti_field_tools[2], rti_array_tools[2];
/* Whether every tool listening to field (array) reads [0] or writes [1] has
 * ignored something: otherwise no access is ignored, and the access is
 * raised without looking at its field (method). */
extern bool rti_field_ignoring[2], rti_array_ignoring[2];
static inline bool rti_field_wanted(const Field *f, bool write)
{
    return likely(!rti_field_ignoring[write]) || (rti_field_tools[write] & ~f->rti_ignore) != 0;
}
static inline bool rti_prim_array_wanted(const Method *m, const Object *arr, bool write)
{
    return likely(!rti_array_ignoring[write]) || (rti_array_tools[write] & ~m->rti_ignore_arrays) != 0 ||
           (arr->flags & OF_WATCHED_ELEMS);
}
void rti_ev_field_all(const RtiAccess *acc);
void rti_ev_array_all(const RtiAccess *acc);

/* The loop's char and short handlers share an int16 store: a char is unsigned. */
static inline RtiValue rti_as_char(RtiValue v)
{
    v.i = (uint16_t)v.i;
    return v;
}

/* What a field and an array access share: the values and the location,
 * then the sole listener called directly (several listeners, or none, go
 * through all). m is fr->m, which the loop holds in a register; narrow is
 * whether the handler's value is 16 bits wide (only then can it be a char,
 * which the loop's shared short handlers hold sign-extended). */
static inline void rti_raise_access(RtiAccess *acc, const Method *m, uint8_t *pc, RtiValue old, RtiValue val,
                                    bool narrow, RtiEnv *sole, RtiAccessCallback cb, void (*all)(const RtiAccess *))
{
    bool as_char = narrow && acc->type == 'C';
    acc->old_value = as_char ? rti_as_char(old) : old;
    acc->value = as_char ? rti_as_char(val) : val;
    acc->where.method = (RtiMethod *)m;
    acc->where.bci = (int32_t)(pc - m->code);
    rti_raising = acc;
    if (cb)
        cb(sole, acc);
    else if (!sole)
        all(acc);
    rti_raising = NULL;
}

/* Inline in the instrumented loop, where the handler's constants (write, a
 * static or not) fold, and the sole listener is called directly: one call
 * per event instead of two. */
static inline void rti_ev_field(Thread *th, const Method *m, uint8_t *pc, Object *obj, Field *f, bool write,
                                RtiValue old, RtiValue val, bool narrow)
{
    RtiAccess acc;
    acc.thread = (RtiThread *)th;
    acc.object = (RtiObject *)obj;
    acc.field = (RtiField *)f;
    acc.index = -1;
    acc.type = (char)f->type;
    acc.is_write = write;
    acc.is_static = obj == NULL;
    acc.is_volatile = (f->access & ACC_VOLATILE) != 0;
    acc.is_atomic = acc.is_volatile;
    if (acc.is_volatile)
        rti_skip_clear();
    rti_raise_access(&acc, m, pc, old, val, narrow, rti_sole_field[write], rti_sole_field_cb[write],
                     rti_ev_field_all);
}

static inline void rti_ev_array(Thread *th, const Method *m, uint8_t *pc, Object *arr, int32_t idx, bool write,
                                RtiValue old, RtiValue val, bool narrow)
{
    RtiAccess acc;
    acc.thread = (RtiThread *)th;
    acc.object = (RtiObject *)arr;
    acc.field = NULL;
    acc.index = idx;
    acc.type = (char)arr->cls->elem_type;
    acc.is_write = write;
    acc.is_static = false;
    acc.is_volatile = false;
    acc.is_atomic = false;
    rti_raise_access(&acc, m, pc, old, val, narrow, rti_sole_array[write], rti_sole_array_cb[write],
                     rti_ev_array_all);
}
/* Entry and exit, with the lock events of the methods marked MF_LOCK_*. */
void rti_ev_method_entry(Thread *th, Frame *fr);
void rti_ev_method_exit(Thread *th, Frame *fr, Slot *ret);
/* Only the METHOD_ENTRY (EXIT) event, when its bit is in rti_tool_mask:
 * inline, the sole listener called directly (several, or none, go through
 * the _all function). exc: the exception unwinding the frame, or NULL. */
typedef void (*RtiEntryCallback)(RtiEnv *env, RtiThread *thread, RtiMethod *method);
typedef void (*RtiExitCallback)(RtiEnv *env, RtiThread *thread, RtiMethod *method, RtiObject *exc);
extern RtiEnv *rti_sole_entry, *rti_sole_exit;
extern RtiEntryCallback rti_sole_entry_cb;
extern RtiExitCallback rti_sole_exit_cb;
void rti_ev_entry_all(Thread *th, const Method *m);
void rti_ev_exit_all(Thread *th, const Method *m, RtiObject *exc);
static inline void rti_raise_entry(Thread *th, const Method *m)
{
    if (rti_sole_entry_cb)
        rti_sole_entry_cb(rti_sole_entry, (RtiThread *)th, (RtiMethod *)m);
    else if (!rti_sole_entry)
        rti_ev_entry_all(th, m);
}
static inline void rti_raise_exit(Thread *th, const Method *m, RtiObject *exc)
{
    if (rti_sole_exit_cb)
        rti_sole_exit_cb(rti_sole_exit, (RtiThread *)th, (RtiMethod *)m, exc);
    else if (!rti_sole_exit)
        rti_ev_exit_all(th, m, exc);
}
/* A conditional branch at pc (RTI_EVENT_BRANCH): inline, the sole
 * listener called directly, as for accesses (several listeners, or none,
 * go through rti_ev_branch_all). */
typedef void (*RtiBranchCallback)(RtiEnv *env, RtiThread *thread, RtiLocation where);
extern RtiEnv *rti_sole_branch;
extern RtiBranchCallback rti_sole_branch_cb;
void rti_ev_branch_all(Thread *th, RtiLocation where);
static inline void rti_ev_branch(Thread *th, const Method *m, uint8_t *pc)
{
    RtiLocation where = {(RtiMethod *)m, (int32_t)(pc - m->code)};
    if (rti_sole_branch_cb)
        rti_sole_branch_cb(rti_sole_branch, (RtiThread *)th, where);
    else if (!rti_sole_branch)
        rti_ev_branch_all(th, where);
}

#endif
