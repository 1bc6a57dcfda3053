/* java.lang.StackStreamFactory natives: the VM side of StackWalker.
 *
 * AbstractStackWalker.callStackWalk anchors a walk of the current thread's
 * frames, fills the first batch of the Java side's buffer (Class mirrors for
 * getCallerClass, StackFrameInfo objects otherwise, from index start on), then
 * calls back doStackWalk, under which the Java side consumes frames and asks
 * for more batches with fetchStackFrames. The walk's cursor (a Walk, on the C
 * stack of callStackWalk) stays valid while that native frame is live: Java
 * frames never move and the frames below callStackWalk are not popped while
 * the callback runs. The anchor handed to Java is the Walk's address, also
 * kept in the native frame's spare argument slot (the second half of the long
 * mode), so there is no VM-wide table of walks (which a return to a
 * checkpoint would leave stale): as in HotSpot a batch is accepted only when
 * a live callStackWalk frame of the calling thread holds the anchor and the
 * buffer carries the thread object in its slot 0.
 *
 * Which frames are shown follows HotSpot: the frames of StackWalker and of the
 * stack walker classes on top are skipped; hidden frames (@Hidden methods,
 * methods of hidden classes such as lambda proxies) are left out unless the
 * walker shows hidden frames, and always for getCallerClass; reflection frames
 * are filtered by the Java side. Live frames (LiveStackFrame) get their method
 * and bytecode index; locals, operands and monitors are left empty, since the
 * interpreter's slots do not say which hold references. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/interp.h"
#include "vm/mh.h"

/* Mode bits, as StackStreamFactory declares them. */
enum {
    FILL_CLASS_REFS_ONLY = 0x2,
    GET_CALLER_CLASS = 0x4,
    SHOW_HIDDEN_FRAMES = 0x20,
    FILL_LIVE_STACK_FRAMES = 0x100,
};

enum { MAGIC_POS = 0 }; /* buffer slot that holds the thread object */

typedef struct Walk {
    Frame *next;       /* the next frame to consider; NULL at the bottom */
    int64_t mode;
} Walk;

static Method *call_stack_walk; /* AbstractStackWalker.callStackWalk */
static uint32_t off_sfi_member, off_sfi_bci, off_live_mode;
static Class *live_frame_info;

static void offsets(Thread *th)
{
    if (off_sfi_member)
        return;
    Class *sfi = loader_load(th, NULL, sym_c("java/lang/StackFrameInfo"));
    live_frame_info = loader_load(th, NULL, sym_c("java/lang/LiveStackFrameInfo"));
    if (!sfi || !live_frame_info)
        vm_panic("java.lang.StackFrameInfo is missing");
    off_sfi_bci = field_offset(sfi, "bci", "I");
    off_live_mode = field_offset(live_frame_info, "mode", "I");
    off_sfi_member = field_offset(sfi, "memberName", "Ljava/lang/Object;");
}

static bool is_hidden(Method *m)
{
    return (m->mflags & MF_HIDDEN) || (m->cls->cflags & CF_HIDDEN);
}

static bool is_boot_class(Class *c, const char *name)
{
    return c && !c->loader && strcmp(c->name, name) == 0;
}

/* StackWalker and the stack walker implementation: the frames on top that
 * started the walk. */
static bool is_walker_frame(Method *m)
{
    static const char asw[] = "java/lang/StackStreamFactory$AbstractStackWalker";
    Class *c = m->cls;
    return is_boot_class(c, "java/lang/StackWalker") || is_boot_class(c, asw) || is_boot_class(c->super, asw);
}

/* @CallerSensitive counts only in classes of the boot and platform loaders,
 * as HotSpot honours the annotation only there. */
static bool is_caller_sensitive(Method *m)
{
    return (m->mflags & MF_CALLER_SENSITIVE) && loader_is_jdk(m->cls->loader);
}

static Frame *java_frame(Frame *f)
{
    while (f && !f->m)
        f = f->prev;
    return f;
}

/* Appends the Java name of the field type at *p ("int", "java.lang.String[]")
 * and moves *p past it. */
static void put_type(Buf *b, const char **p)
{
    static const char *const prim[128] = {['B'] = "byte", ['C'] = "char", ['D'] = "double", ['F'] = "float",
                                          ['I'] = "int", ['J'] = "long", ['S'] = "short", ['Z'] = "boolean",
                                          ['V'] = "void"};
    int dims = 0;
    while (**p == '[')
        dims++, (*p)++;
    if (**p == 'L') {
        const char *e = strchr(*p, ';');
        for (const char *q = *p + 1; q < e; q++)
            buf_putc(b, *q == '/' ? '.' : *q);
        *p = e + 1;
    } else {
        const char *n = prim[**p & 0x7f];
        buf_puts(b, n ? n : "?");
        (*p)++;
    }
    while (dims-- > 0)
        buf_puts(b, "[]");
}

/* "java.lang.Class pkg.Cls.name(int, java.lang.String[])", as HotSpot names a
 * method in messages. */
static char *external_name(Method *m)
{
    Buf b = {0};
    const char *r = desc_ret(m->desc);
    put_type(&b, &r);
    char *cn = class_java_name(m->cls);
    buf_printf(&b, " %s.%s(", cn, m->name);
    free(cn);
    for (const char *p = m->desc + 1; *p && *p != ')';) {
        if (p != m->desc + 1)
            buf_puts(&b, ", ");
        put_type(&b, &p);
    }
    buf_putc(&b, ')');
    return (char *)buf_cstr(&b);
}

/* Fill frames[start..] with up to count frames from w's cursor; the end index
 * goes to *end. False with an exception pending. */
static bool fill_frames(Thread *th, Walk *w, Object *frames, int32_t count, int32_t start, int32_t *end)
{
    int32_t idx = start, limit = arr_len(frames);
    if (count > limit - start)
        count = limit - start;
    bool skip_hidden = !(w->mode & SHOW_HIDDEN_FRAMES) || (w->mode & GET_CALLER_CLASS);
    bool classes_only = w->mode & FILL_CLASS_REFS_ONLY;
    int32_t done = 0;
    while (done < count && (w->next = java_frame(w->next))) {
        Frame *f = w->next;
        Method *m = f->m;
        w->next = f->prev;
        if (skip_hidden && is_hidden(m))
            continue;
        if (classes_only && (w->mode & GET_CALLER_CLASS) && idx == start && is_caller_sensitive(m)) {
            char *n = external_name(m);
            exc_throw(th, "java/lang/UnsupportedOperationException",
                      "StackWalker::getCallerClass called from @CallerSensitive '%s' method", n);
            free(n);
            return false;
        }
        if (classes_only) {
            heap_barrier(frames);
            ARR_AT(frames, Object *, idx) = m->cls->mirror;
        } else {
            Object *sfi = ARR_AT(frames, Object *, idx);
            if (!sfi)
                return exc_npe(th, NULL);
            Object *mn = FIELD_AT(sfi, Object *, off_sfi_member);
            if (!mn)
                return exc_npe(th, NULL);
            if (!mh_member_init_method(th, mn, m))
                return false;
            /* HotSpot reports 0 for a native frame; getByteCodeIndex says -1. */
            int32_t bci = (f->flags & FR_NATIVE) || !f->pc ? 0 : (int32_t)(f->pc - m->code);
            obj_set_int(sfi, off_sfi_bci, bci);
            if ((w->mode & FILL_LIVE_STACK_FRAMES) && obj_instance_of(sfi, live_frame_info))
                obj_set_int(sfi, off_live_mode, 1); /* MODE_INTERPRETED */
        }
        idx++;
        done++;
    }
    *end = idx;
    return true;
}

/* The live walk of this thread that anchor names, or NULL (exception pending). */
static Walk *find_walk(Thread *th, int64_t anchor, Object *frames)
{
    if (frames && arr_len(frames) > MAGIC_POS && ARR_AT(frames, Object *, MAGIC_POS) == th->jthread)
        for (Frame *f = th->top; f; f = f->prev)
            if (f->m && f->m == call_stack_walk && (int64_t)(uintptr_t)f->locals[2].p == anchor)
                return f->locals[2].p;
    exc_throw(th, "java/lang/InternalError", "doStackWalk: corrupted buffers");
    return NULL;
}

NATIVE(checkStackWalkModes)
{
    (void)th;
    (void)a;
    ret->i = 1;
}

/* callStackWalk(long mode, int skipframes, int batchSize, int startIndex, T[] frames) */
NATIVE(callStackWalk)
{
    Object *self = a[0].a, *frames = a[6].a;
    int64_t mode = a[1].j;
    int32_t skip = a[3].i, count = a[4].i, start = a[5].i;
    offsets(th);
    if (!frames) {
        exc_npe(th, "frames_array is NULL");
        return;
    }
    if (start <= MAGIC_POS || count < 0 || (int64_t)start + count > arr_len(frames)) {
        exc_throw(th, "java/lang/IllegalArgumentException", "not enough space in buffers");
        return;
    }
    Walk w = {.next = th->top, .mode = mode};
    while ((w.next = java_frame(w.next)) && is_walker_frame(w.next->m))
        w.next = w.next->prev;
    for (int32_t n = 0; n < skip && (w.next = java_frame(w.next)); n++)
        w.next = w.next->prev;
    /* Only hidden frames left is the end of the stack here; HotSpot would
     * throw InternalError("stack walk: decode failed"). */
    int32_t end = start;
    if (!fill_frames(th, &w, frames, count, start, &end))
        return;
    Method *cb = class_find_method(self->cls, sym_c("doStackWalk"), sym_c("(JIIII)Ljava/lang/Object;"));
    if (!cb) {
        exc_throw(th, "java/lang/InternalError", "AbstractStackWalker.doStackWalk is missing");
        return;
    }
    heap_barrier(frames);
    ARR_AT(frames, Object *, MAGIC_POS) = th->jthread;
    call_stack_walk = th->top->m;
    a[2].p = &w;
    Slot args[7] = {{.a = self}, {.j = (int64_t)(uintptr_t)&w}, {.j = 0}, {.i = skip}, {.i = count},
                    {.i = start}, {.i = end}};
    Slot r = {.j = 0};
    bool ok = interp_call(th, cb, args, &r);
    a[2].p = NULL;
    /* The Java side may have replaced the buffer; clear the magic of the one we marked. */
    heap_barrier(frames);
    ARR_AT(frames, Object *, MAGIC_POS) = NULL;
    if (ok)
        ret->a = r.a;
}

/* fetchStackFrames(long mode, long anchor, int batchSize, int startIndex, T[] frames) */
NATIVE(fetchStackFrames)
{
    int64_t anchor = a[3].j;
    int32_t count = a[5].i, start = a[6].i;
    Object *frames = a[7].a;
    Walk *w = find_walk(th, anchor, frames);
    if (!w)
        return;
    ret->i = start;
    if (count <= 0)
        return;
    if (start <= MAGIC_POS || (int64_t)start + count > arr_len(frames)) {
        exc_throw(th, "java/lang/IllegalArgumentException", "not enough space in buffers");
        return;
    }
    int32_t end = start;
    if (fill_frames(th, w, frames, count, start, &end))
        ret->i = end;
}

NATIVES_TABLE(java_lang_StackStreamFactory, "java/lang/StackStreamFactory",
    {"checkStackWalkModes", "()Z", checkStackWalkModes},
);

NATIVES_TABLE(java_lang_StackStreamFactory_AbstractStackWalker, "java/lang/StackStreamFactory$AbstractStackWalker",
    {"callStackWalk", "(JIII[Ljava/lang/Object;)Ljava/lang/Object;", callStackWalk},
    {"fetchStackFrames", "(JJII[Ljava/lang/Object;)I", fetchStackFrames},
);
