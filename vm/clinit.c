/* Class initialisation (JVMS 5.5).
 *
 * States: LINKED -> INITIALIZING (init_thread runs <clinit>) -> INITIALIZED or
 * ERROR. Another thread that needs the class while it is being initialised
 * blocks until the initialising thread finishes; the initialising thread itself
 * proceeds (a recursive request). A class whose <clinit> threw is in ERROR and
 * every later use throws NoClassDefFoundError "Could not initialize class". */
#include "classfile/loader.h"
#include "vm/interp.h"
#include "vm/rti_hooks.h"
#include "vm/sched.h"
#include "vm/thread.h"

static char *dotted(const char *s)
{
    char *d = xstrdup(s);
    for (char *p = d; *p; p++)
        if (*p == '/')
            *p = '.';
    return d;
}

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

static bool fail(Thread *th, Class *cls)
{
    Object *e = exc_take(th);
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
    cls->state = CLS_ERROR;
    cls->init_error = e;
    cls->init_thread = NULL;
    wake_init_waiters(cls);
    exc_throw_obj(th, e);
    return false;
}

bool clinit_ensure(Thread *th, Class *cls)
{
    for (;;) {
        if (cls->state == CLS_INITIALIZED)
            return true;
        if (cls->state == CLS_ERROR) {
            char *n = dotted(cls->name);
            exc_throw(th, "java/lang/NoClassDefFoundError", "Could not initialize class %s", n);
            free(n);
            return false;
        }
        if (cls->state == CLS_INITIALIZING) {
            if (cls->init_thread == th)
                return true;
            th->blocker = cls;
            sched_block(th, TS_WAITING);
            th->blocker = NULL;
            continue;
        }
        break;
    }
    if (cls->state < CLS_LINKED && !link_class(th, cls))
        return false;
    cls->state = CLS_INITIALIZING;
    cls->init_thread = th;
    set_constant_values(cls);
    if (!(cls->access & ACC_INTERFACE)) {
        if (cls->super && !clinit_ensure(th, cls->super))
            return fail(th, cls);
        for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
            Class *ic = cls->all_ifaces[i];
            if ((ic->cflags & CF_HAS_DEFAULTS) && !clinit_ensure(th, ic))
                return fail(th, cls);
        }
    }
    if (!set_string_constants(th, cls))
        return fail(th, cls);
    Method *ci = cf_find_method(cls, S.clinit, S.V_V);
    if (ci && !interp_call(th, ci, NULL, NULL))
        return fail(th, cls);
    cls->state = CLS_INITIALIZED;
    cls->init_thread = NULL;
    wake_init_waiters(cls);
    RTI_HOOK(class_init, th, cls);
    return true;
}
