/* Class initialisation (JVMS 5.5).
 *
 * States: LINKED -> INITIALIZING (init_thread runs <clinit>) -> INITIALIZED or
 * ERROR. Another thread that needs the class while it is being initialised
 * blocks until the initialising thread finishes; the initialising thread itself
 * proceeds (a recursive request). A class whose <clinit> threw is in ERROR and
 * every later use throws NoClassDefFoundError "Could not initialize class". */
#include "vm/loader.h"
#include "checkpoint/ckpt.h"
#include "vm/interp.h"
#include "vm/rti_hooks.h"
#include "vm/sched.h"
#include "vm/thread.h"
#include "vm/heap.h"
#include "vm/verify.h"

/* Threads blocked waiting for some class's initialisation: woken when any class
 * finishes and re-check (initialisation is rare enough for this to be cheap). */
static void wake_init_waiters(Class *cls)
{
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->blocker == cls && (t->state == TS_WAITING))
            sched_wakeup(t);
}

static void set_constant_values(Class *cls)
{
    Object *mirror = cls->mirror;
    heap_barrier(mirror);
    for (uint16_t i = 0; i < cls->n_fields; i++) {
        Field *f = &cls->fields[i];
        if (!(f->access & ACC_STATIC) || !f->const_idx)
            continue;
        ConstantPool *cp = &cls->cp;
        char *addr = (char *)mirror + f->offset;
        uint64_t raw = cp->raw[f->const_idx];
        switch (f->desc[0]) {
        case 'Z': case 'B': *(int8_t *)addr = (int8_t)raw; break;
        case 'C': case 'S': *(int16_t *)addr = (int16_t)raw; break;
        case 'I': case 'F': *(int32_t *)addr = (int32_t)raw; break;
        case 'J': case 'D': *(int64_t *)addr = (int64_t)raw; break;
        default: break; /* strings: below, they need allocation */
        }
    }
}

static bool set_string_constants(Thread *th, Class *cls)
{
    for (uint16_t i = 0; i < cls->n_fields; i++) {
        Field *f = &cls->fields[i];
        if (!(f->access & ACC_STATIC) || !f->const_idx || f->desc[0] != 'L')
            continue;
        Slot v;
        if (!resolve_ldc(th, cls, f->const_idx, &v))
            return false;
        obj_set_ref(cls->mirror, f->offset, v.a);
    }
    return true;
}

/* The error recorded for later uses of a class whose initialisation failed:
 * HotSpot records an ExceptionInInitializerError naming the original exception
 * and thread, carrying the original's stack trace, and later uses throw
 * NoClassDefFoundError with it as the cause. */
static Object *recorded_error(Thread *th, Object *e)
{
    Class *eiie = loader_load(th, NULL, sym_c("java/lang/ExceptionInInitializerError"));
    if (!eiie || !class_ready(th, eiie))
        return NULL;
    char *cn = class_java_name(e->cls);
    char *msg = str_to_cstr(FIELD_AT(e, Object *, field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;")));
    char tname[256];
    thread_name(th, tname, sizeof tname);
    Buf b = {0};
    if (msg)
        buf_printf(&b, "Exception %s: %s [in thread \"%s\"]", cn, msg, tname);
    else
        buf_printf(&b, "Exception %s [in thread \"%s\"]", cn, tname);
    free(cn);
    free(msg);
    Object *jmsg = str_new_cstr(th, buf_cstr(&b));
    buf_free(&b);
    Object *w = jmsg ? obj_new(th, eiie) : NULL;
    if (!w || !interp_call(th, cf_find_method(eiie, S.init, sym_c("(Ljava/lang/String;)V")),
                           (Slot[]){{.a = w}, {.a = jmsg}}, NULL))
        return NULL;
    Slot st;
    if (!interp_call_named(th, WK.Throwable, "getStackTrace", "()[Ljava/lang/StackTraceElement;", (Slot[]){{.a = e}},
                           &st))
        return NULL;
    obj_set_ref(w, field_offset(WK.Throwable, "stackTrace", "[Ljava/lang/StackTraceElement;"), st.a);
    obj_set_ref(w, field_offset(WK.Throwable, "backtrace", "Ljava/lang/Object;"), NULL);
    return w;
}

static bool fail(Thread *th, Class *cls)
{
    Object *e = exc_take(th);
    Object *saved = recorded_error(th, e);
    th->exc = NULL;
    Class *err = loader_find(NULL, sym_c("java/lang/Error"));
    if (err && !obj_instance_of(e, err)) {
        Class *eiie = loader_load(th, NULL, sym_c("java/lang/ExceptionInInitializerError"));
        if (eiie && class_ready(th, eiie)) {
            Object *w = obj_new(th, eiie);
            if (w && interp_call(th, cf_find_method(eiie, S.init, sym_c("(Ljava/lang/Throwable;)V")),
                                 (Slot[]){{.a = w}, {.a = e}}, NULL))
                e = w;
        }
        if (th->exc)
            e = exc_take(th);
    }
    ckpt_save_class(cls);
    cls->state = CLS_ERROR;
    cls->init_error = saved;
    cls->init_thread = NULL;
    wake_init_waiters(cls);
    exc_throw_obj(th, e);
    return false;
}

/* safe: a checkpoint may be taken inside <clinit> (the C frames below hold
 * nothing a return could find stale). */
static bool ensure(Thread *th, Class *cls, bool safe)
{
    obj_hash_class_linked(cls);
    /* Linking verifies (vm/verify.c); a class that fails stays uninitialised. */
    if (!(cls->cflags & CF_VERIFIED) && cls->state < CLS_INITIALIZING && !verify_class(th, cls))
        return false;
    for (;;) {
        if (cls->state == CLS_INITIALIZED)
            return true;
        if (cls->state == CLS_ERROR) {
            char *n = xstrdup_dotted(cls->name);
            char msg[1024];
            snprintf(msg, sizeof msg, "Could not initialize class %s", n);
            free(n);
            if (cls->init_error)
                return exc_throw_cause(th, "java/lang/NoClassDefFoundError", cls->init_error, msg);
            return exc_throw(th, "java/lang/NoClassDefFoundError", "%s", msg);
        }
        if (cls->state == CLS_INITIALIZING) {
            if (cls->init_thread == th)
                return true;
            th->blocker = cls;
            th->clinit_wait = cls;
            sched_block(th, TS_WAITING);
            th->blocker = NULL;
            th->clinit_wait = NULL;
            continue;
        }
        break;
    }
    if (cls->state < CLS_LINKED && !link_class(th, cls))
        return false;
    ckpt_save_class(cls);
    cls->state = CLS_INITIALIZING;
    cls->init_thread = th;
    set_constant_values(cls);
    if (!(cls->access & ACC_INTERFACE)) {
        if (cls->super && !ensure(th, cls->super, safe))
            return fail(th, cls);
        for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
            Class *ic = cls->all_ifaces[i];
            if ((ic->cflags & CF_HAS_DEFAULTS) && !ensure(th, ic, safe))
                return fail(th, cls);
        }
    }
    if (!set_string_constants(th, cls))
        return fail(th, cls);
    Method *ci = cf_find_method(cls, S.clinit, S.V_V);
    /* This C frame holds nothing that a return to it could find stale. */
    if (ci) {
        th->next_call_safe = safe;
        th->clinit_depth++;
        bool ok = interp_call(th, ci, NULL, NULL);
        th->clinit_depth--;
        if (!ok)
            return fail(th, cls);
    }
    ckpt_save_class(cls);
    cls->state = CLS_INITIALIZED;
    cls->init_thread = NULL;
    wake_init_waiters(cls);
    RTI_HOOK(class_init, th, cls);
    return true;
}

/* Whether a checkpoint may be taken inside <clinit> is the caller's to say:
 * the interpreter says so (ENSURE_INIT), natives holding memory do not. */
bool clinit_ensure(Thread *th, Class *cls)
{
    bool safe = th->inits_safe;
    th->inits_safe = false;
    /* Asked with an exception pending (a JNI function called after the
     * native's ThrowNew): the initialiser runs as if none were, and the
     * exception is pending again after, as on HotSpot. It ran with it set,
     * seemed to throw it, and the class (java.nio.DirectByteBuffer too)
     * failed for good (hunt 11). */
    Object *pending = th->exc;
    if (!pending)
        return ensure(th, cls, safe);
    th->exc = NULL;
    bool ok = ensure(th, cls, safe);
    if (!th->exc)
        th->exc = pending;
    return ok;
}
