/* rti_object_path: a name for an object by where the program keeps it.
 *
 * A report that says "holds java.util.concurrent.locks.ReentrantLock$
 * NonfairSync@251a69d7" makes the user find which lock that is; "holds
 * Bank.audit" does not. The name is the shortest chain of fields and array
 * elements from a root the user knows to the object, found breadth first:
 * - the static fields of the program's classes (not the JDK's), those of
 *   the classes the caller's thread is in first (innermost frame first),
 *   then in load order and declaration order: "Bank.audit",
 *   "Bank.accounts[2].lock";
 * - then the live threads' Thread objects, the one the caller names first:
 *   the fields a program subclass of Thread declares and the Runnable it
 *   was given ("thread \"T1\".lock", "thread \"T1\".target.lock"). A
 *   report about T1 says "thread \"T1\".second" for the fork T2 knows as
 *   its first.
 * - last, the local variables of the threads' program frames, the same
 *   thread first: "the local variable latch of Main.main" when the class has
 *   a LocalVariableTable (javac -g), else "a local variable of Main.main";
 *   nothing is walked from a local but its synchroniser (below), as a path
 *   from an unnamed local would name nothing, and an object an unnamed
 *   local holds has no name.
 * The walk goes through objects of program classes and arrays only: a
 * JDK object's fields (a HashMap's table and nodes) or a lambda's captured
 * variables name nothing the user wrote. The exception is a JDK object's
 * field "sync": a ReentrantLock's, Semaphore's or CountDownLatch's
 * synchroniser, which is what their waiters park on: it is named as its
 * lock ("Bank.audit", not "Bank.audit.sync"), the lock being what the
 * program knows, and the caller is told which object the name stands for.
 * It reads the heap without
 * allocating, so nothing moves or dies while it runs; it is bounded
 * (MAX_NODES objects) and meant for reports, not events. */
#include "rti/rti.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/sched.h"
#include "vm/thread.h"
#include "vm/vm.h"

enum { MAX_NODES = 1 << 16, MAX_DEPTH = 6 };

typedef struct Node {
    Object *obj;
    int32_t parent;   /* index of the node holding obj, -1 for a root */
    const Field *field; /* the field holding obj; NULL: an array element (index) or a thread or local root */
    int32_t index;    /* an array element's index; a local root's slot */
    Thread *thread;   /* a thread root: its Thread object */
    const Frame *frame; /* a local root: the frame whose local variable (index) holds obj */
    uint8_t depth;
} Node;

typedef struct Walk {
    Node *nodes;
    int32_t n, cap;
    Object **seen; /* open addressing, kept under half full */
    size_t seen_cap;
    Object *target;
    int32_t found;
    bool failed;   /* out of memory */
} Walk;

static size_t seen_slot(Object **seen, size_t cap, Object *o)
{
    size_t h = (size_t)(((uintptr_t)o >> 3) * 0x9E3779B97F4A7C15ull >> 32) & (cap - 1);
    while (seen[h] && seen[h] != o)
        h = (h + 1) & (cap - 1);
    return h;
}

/* Whether o is new to the walk (and now seen); room for a node too. */
static bool mark_seen(Walk *w, Object *o)
{
    if ((size_t)w->n * 2 + 2 > w->seen_cap) {
        size_t cap = w->seen_cap * 2;
        Object **seen = calloc(cap, sizeof *seen);
        if (!seen) {
            w->failed = true;
            return false;
        }
        for (size_t i = 0; i < w->seen_cap; i++)
            if (w->seen[i])
                seen[seen_slot(seen, cap, w->seen[i])] = w->seen[i];
        free(w->seen);
        w->seen = seen;
        w->seen_cap = cap;
    }
    if (w->n == w->cap) {
        Node *nodes = realloc(w->nodes, (size_t)w->cap * 2 * sizeof *nodes);
        if (!nodes) {
            w->failed = true;
            return false;
        }
        w->nodes = nodes;
        w->cap *= 2;
    }
    size_t h = seen_slot(w->seen, w->seen_cap, o);
    if (w->seen[h])
        return false;
    w->seen[h] = o;
    return true;
}

static bool program_class(const Class *c)
{
    return !rti_class_is_jdk((RtiClass *)c) && !(c->cflags & CF_HIDDEN);
}

/* Whether c's statics are roots: a linked program class. */
static bool statics_root(const Class *c)
{
    return c->kind == CK_INSTANCE && c->state >= CLS_LINKED && c->state != CLS_ERROR && c->mirror &&
           program_class(c);
}

/* Queue o as reached from parent; stop the walk when it is the target. */
static void reach(Walk *w, Object *o, int32_t parent, const Field *f, int32_t index, Thread *th)
{
    if (!o || w->found >= 0 || w->failed || w->n >= MAX_NODES || !mark_seen(w, o))
        return;
    uint8_t depth = parent < 0 ? 0 : (uint8_t)(w->nodes[parent].depth + 1);
    w->nodes[w->n] = (Node){o, parent, f, index, th, NULL, depth};
    if (o == w->target)
        w->found = w->n;
    w->n++;
}

/* The reference fields c declares (statics or not) holding a value, each
 * queued from parent. */
static void reach_fields(Walk *w, const Class *c, Object *base, bool statics, int32_t parent)
{
    for (int i = 0; i < c->n_fields && w->found < 0; i++) {
        const Field *f = &c->fields[i];
        if (!!(f->access & ACC_STATIC) != statics || (f->type != 'L' && f->type != '[') ||
            (f->fflags & FF_INJECTED))
            continue;
        reach(w, FIELD_AT(base, Object *, f->offset), parent, f, 0, NULL);
    }
}

/* Where node i's object leads: its program-declared fields, or its elements. */
static void expand(Walk *w, int32_t i)
{
    Node nd = w->nodes[i];
    if (nd.depth >= MAX_DEPTH)
        return;
    Class *c = nd.obj->cls;
    bool local = nd.frame || (nd.parent >= 0 && w->nodes[nd.parent].frame);
    if (c->kind == CK_ARRAY && !local) {
        if (c->elem_type != 'L')
            return;
        int32_t len = arr_len(nd.obj);
        for (int32_t k = 0; k < len && w->found < 0; k++)
            reach(w, ARR_AT(nd.obj, Object *, k), i, NULL, k, NULL);
        return;
    }
    for (const Class *k = c; k && c->kind != CK_ARRAY; k = k->super) {
        if (program_class(k) && !local)
            reach_fields(w, k, nd.obj, false, i);
        else
            for (int f = 0; f < k->n_fields; f++) {
                const Field *fd = &k->fields[f];
                if (fd->access & ACC_STATIC)
                    continue;
                Object *r = FIELD_AT(nd.obj, Object *, fd->offset);
                /* the Runnable a thread was given, if it is the program's;
                 * a java.util.concurrent lock's synchroniser, which its
                 * waiters park on (rti_lock_owner's convention) */
                if ((nd.thread && !strcmp(fd->name, "target") && !strcmp(k->name, "java/lang/Thread") && r &&
                     program_class(r->cls)) ||
                    (!strcmp(fd->name, "sync") && fd->type == 'L'))
                    reach(w, r, i, fd, 0, NULL);
            }
    }
}

/* The objects the local variables of t's program frames hold, innermost
 * frame first, as roots. A slot has no type: it holds a reference when its
 * value is the address of an object (statehash.c does the same). */
static void reach_locals(Walk *w, Thread *t)
{
    for (const Frame *fr = t->top; fr && w->found < 0; fr = fr->prev) {
        if (!fr->m || (fr->flags & FR_NATIVE) || !program_class(fr->m->cls))
            continue;
        for (int s = 0; s < fr->m->max_locals && w->found < 0; s++) {
            Object *o = (Object *)fr->locals[s].a;
            if ((uintptr_t)o < 4096 || heap_find(o) != o)
                continue;
            int32_t before = w->n;
            reach(w, o, -1, NULL, s, NULL);
            if (w->n > before)
                w->nodes[before].frame = fr;
        }
    }
}

/* The name of local variable slot s of fr at its pc (LocalVariableTable),
 * or NULL. */
static const char *local_name(const Frame *fr, int32_t s)
{
    const Method *m = fr->m;
    uint32_t bci = (uint32_t)(fr->pc - m->code);
    for (int k = 0; k < m->n_locals; k++) {
        const LocalVar *lv = &m->locals[k];
        if (lv->slot == s && bci >= lv->start && bci <= (uint32_t)lv->start + lv->length)
            return lv->name;
    }
    return NULL;
}

static void dotted_class(char *buf, size_t n, const char *name)
{
    snprintf(buf, n, "%s", name);
    for (char *p = buf; *p; p++)
        if (*p == '/')
            *p = '.';
}

/* Write the path to node i into buf (len: what is written so far). */
static size_t describe(const Walk *w, int32_t i, char *buf, size_t n)
{
    const Node *nd = &w->nodes[i];
    size_t len = 0;
    if (nd->parent >= 0)
        len = describe(w, nd->parent, buf, n);
    char part[256];
    if (nd->thread) {
        char name[128] = "?";
        thread_name(nd->thread, name, sizeof name);
        snprintf(part, sizeof part, "thread \"%s\"", name);
    } else if (nd->frame) {
        const Method *m = nd->frame->m;
        char cn[200];
        dotted_class(cn, sizeof cn, m->cls->name);
        const char *var = local_name(nd->frame, nd->index);
        if (var)
            snprintf(part, sizeof part, "the local variable %s of %s.%s", var, cn, m->name);
        else
            snprintf(part, sizeof part, "a local variable of %s.%s", cn, m->name);
    } else if (nd->parent < 0) {
        char cn[200];
        dotted_class(cn, sizeof cn, nd->field->cls->name);
        snprintf(part, sizeof part, "%s.%s", cn, nd->field->name);
    } else if (nd->field)
        snprintf(part, sizeof part, ".%s", nd->field->name);
    else
        snprintf(part, sizeof part, "[%d]", nd->index);
    if (len < n)
        len += (size_t)snprintf(buf + len, n - len, "%s", part);
    return len < n ? len : n - 1;
}

RtiStatus rti_object_path(RtiThread *from, RtiObject *obj, char *buf, size_t n, RtiObject **named)
{
    if (!obj || !buf || !n)
        return RTI_ERR_INVALID;
    if (named)
        *named = obj;
    Walk w = {malloc(256 * sizeof(Node)), 0, 256, calloc(512, sizeof(Object *)), 512, (Object *)obj, -1, false};
    if (!w.nodes || !w.seen) {
        free(w.nodes);
        free(w.seen);
        return RTI_ERR_INVALID;
    }
    /* Roots: the program's statics, then the threads. The statics of the
     * classes of the from thread's frames come first, innermost first: an
     * object two classes keep at the same distance (one interned string
     * as Cache.LOCK and Log.LOCK) is named by the class whose code the
     * thread is in (a deadlock report said a thread in Log.write waited
     * for Cache.LOCK: hunt 10). */
    Thread *first = (Thread *)from;
    for (Frame *fr = first ? first->top : NULL; fr && w.found < 0; fr = fr->prev)
        if (fr->m && statics_root(fr->m->cls))
            reach_fields(&w, fr->m->cls, fr->m->cls->mirror, true, -1);
    for (Class *c = loader_all_classes(); c && w.found < 0; c = c->next_all)
        if (statics_root(c))
            reach_fields(&w, c, c->mirror, true, -1);
    if (first && first->jthread && first->state != TS_TERMINATED)
        reach(&w, first->jthread, -1, NULL, 0, first);
    for (Thread *t = sched_threads(); t && w.found < 0; t = t->next)
        if (t != first && t->jthread && t->state != TS_TERMINATED && t->state != TS_NEW)
            reach(&w, t->jthread, -1, NULL, 0, t);
    for (int32_t i = 0; i < w.n && w.found < 0; i++)
        expand(&w, i);
    if (w.found < 0) {
        int32_t from_locals = w.n;
        if (first)
            reach_locals(&w, first);
        for (Thread *t = sched_threads(); t && w.found < 0; t = t->next)
            if (t != first && t->state != TS_TERMINATED && t->state != TS_NEW)
                reach_locals(&w, t);
        for (int32_t i = from_locals; i < w.n && w.found < 0; i++)
            expand(&w, i);
    }
    RtiStatus st = RTI_ERR_NOT_FOUND;
    /* An object in a local variable with no name is better named by its
     * class and hash alone (its synchroniser is named by the lock there). */
    if (w.found >= 0 && w.nodes[w.found].frame && !local_name(w.nodes[w.found].frame, w.nodes[w.found].index))
        w.found = -1;
    if (w.found >= 0 && !w.nodes[w.found].thread) {
        int32_t at = w.found, p = w.nodes[at].parent;
        const Field *f = w.nodes[at].field;
        if (p >= 0 && f && !strcmp(f->name, "sync") && !program_class(w.nodes[p].obj->cls))
            at = p; /* a JDK lock's synchroniser: the lock */
        describe(&w, at, buf, n);
        if (named)
            *named = (RtiObject *)w.nodes[at].obj;
        st = RTI_OK;
    }
    free(w.nodes);
    free(w.seen);
    return st;
}
