/* java.lang.Object natives: class, identity hash, clone, monitors. */
#include "natives/natives.h"
#include "vm/monitor.h"

NATIVE(getClass)
{
    (void)th;
    ret->a = a[0].a->cls->mirror;
}

NATIVE(hashCode)
{
    (void)th;
    ret->i = (int32_t)obj_identity_hash(a[0].a);
}

NATIVE(object_clone)
{
    Object *o = a[0].a;
    if (o->cls->kind != CK_ARRAY && !obj_instance_of(o, WK.Cloneable)) {
        char *n = xstrdup(o->cls->name);
        for (char *p = n; *p; p++)
            if (*p == '/')
                *p = '.';
        exc_throw(th, "java/lang/CloneNotSupportedException", "%s", n);
        free(n);
        return;
    }
    ret->a = obj_clone(th, o);
}

NATIVE(notify)
{
    (void)ret;
    mon_notify(th, a[0].a, false);
}

NATIVE(notifyAll)
{
    (void)ret;
    mon_notify(th, a[0].a, true);
}

NATIVE(object_wait)
{
    (void)ret;
    int64_t ms = a[1].j;
    if (ms < 0) {
        exc_throw(th, "java/lang/IllegalArgumentException", "timeout value is negative");
        return;
    }
    mon_wait(th, a[0].a, ms > INT64_MAX / 1000000 ? INT64_MAX / 2 : ms * 1000000);
}

NATIVES_TABLE(java_lang_Object, "java/lang/Object",
    {"getClass", "()Ljava/lang/Class;", getClass},
    {"hashCode", "()I", hashCode},
    {"clone", "()Ljava/lang/Object;", object_clone},
    {"notify", "()V", notify},
    {"notifyAll", "()V", notifyAll},
    {"wait", "(J)V", object_wait},
);
