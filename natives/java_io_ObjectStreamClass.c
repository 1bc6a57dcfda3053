/* java.io.ObjectStreamClass natives (serialization). */
#include "natives/natives.h"

NATIVE(initNative)
{
    (void)th;
    (void)a;
    (void)ret;
}

/* Whether the class has a <clinit> (it changes the default serialVersionUID). */
NATIVE(hasStaticInitializer)
{
    (void)th;
    Class *c = mirror_class(a[0].a);
    ret->i = c && c->kind == CK_INSTANCE && cf_find_method(c, S.clinit, S.V_V) != NULL;
}

NATIVES_TABLE(java_io_ObjectStreamClass, "java/io/ObjectStreamClass",
    {"initNative", "()V", initNative},
    {"hasStaticInitializer", "(Ljava/lang/Class;)Z", hasStaticInitializer},
);
