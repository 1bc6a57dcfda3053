/* jdk.internal.reflect natives: caller-sensitive lookup, access flags, nestmates,
 * and the native method and constructor accessors. */
#include "natives/natives.h"
#include "vm/interp.h"
#include "vm/reflect.h"

/* Frames reflection and method handles insert between a caller-sensitive
 * method and its real caller. */
static bool ignored_frame(Method *m)
{
    if (m->mflags & MF_HIDDEN)
        return true;
    const char *c = m->cls->name;
    if (strcmp(c, "java/lang/reflect/Method") == 0 && strcmp(m->name, "invoke") == 0)
        return true;
    if (strncmp(c, "jdk/internal/reflect/", 21) == 0 && strstr(c, "AccessorImpl"))
        return true;
    return false;
}

NATIVE(getCallerClass)
{
    (void)a;
    Frame *f = th->top;
    /* f: getCallerClass itself; then the @CallerSensitive method. */
    if (f)
        f = f->prev;
    if (!f || !f->m) {
        exc_throw(th, "java/lang/InternalError", "no caller-sensitive frame");
        return;
    }
    if (!(f->m->mflags & MF_CALLER_SENSITIVE) && !f->m->cls->loader) {
        exc_throw(th, "java/lang/InternalError", "CallerSensitive annotation expected at frame 1");
        return;
    }
    for (f = f->prev; f; f = f->prev) {
        if (!f->m || ignored_frame(f->m))
            continue;
        ret->a = f->m->cls->mirror;
        return;
    }
}

NATIVE(getClassAccessFlags)
{
    (void)th;
    Class *c = mirror_class(a[0].a);
    ret->i = c->kind == CK_INSTANCE ? c->access & 0x7fff : (ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT);
}

NATIVE(areNestMates)
{
    Class *x = mirror_class(a[0].a), *y = mirror_class(a[1].a);
    if (x->kind != CK_INSTANCE || y->kind != CK_INSTANCE) {
        ret->i = x == y;
        return;
    }
    ret->i = resolve_nest_host(th, x) == resolve_nest_host(th, y);
}

NATIVE(invoke0)
{
    Method *m = reflect_method_of(a[0].a);
    if (!m) {
        exc_throw(th, "java/lang/InternalError", "invoke of an unknown method");
        return;
    }
    Object *r;
    if (reflect_invoke(th, m, a[1].a, a[2].a, true, &r))
        ret->a = r;
}

NATIVE(newInstance0)
{
    Method *m = reflect_method_of(a[0].a);
    if (!m) {
        exc_throw(th, "java/lang/InternalError", "newInstance of an unknown constructor");
        return;
    }
    Class *c = m->cls;
    if (c->access & (ACC_ABSTRACT | ACC_INTERFACE)) {
        char *n = class_java_name(c);
        exc_throw(th, "java/lang/InstantiationException", "%s", n);
        free(n);
        return;
    }
    if (!clinit_ensure(th, c))
        return;
    Object *o = obj_new(th, c);
    if (!o)
        return;
    Object *r;
    if (reflect_invoke(th, m, o, a[1].a, false, &r))
        ret->a = o;
}

NATIVES_TABLE(jdk_internal_reflect_Reflection, "jdk/internal/reflect/Reflection",
    {"getCallerClass", "()Ljava/lang/Class;", getCallerClass},
    {"getClassAccessFlags", "(Ljava/lang/Class;)I", getClassAccessFlags},
    {"areNestMates", "(Ljava/lang/Class;Ljava/lang/Class;)Z", areNestMates},
);

NATIVES_TABLE(jdk_internal_reflect_NativeMethodAccessorImpl, "jdk/internal/reflect/NativeMethodAccessorImpl",
    {"invoke0", "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", invoke0},
);

NATIVES_TABLE(jdk_internal_reflect_NativeConstructorAccessorImpl, "jdk/internal/reflect/NativeConstructorAccessorImpl",
    {"newInstance0", "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", newInstance0},
);
