/* com.sun.management.internal.Flag natives: HotSpot's -XX flags. Rivet has
 * none, so HotSpotDiagnosticMXBean lists no VM options and getVMOption and
 * setVMOption report that the option does not exist (the setters are only
 * reached for existing flags). */
#include "natives/natives.h"

NATIVE(getAllFlagNames)
{
    (void)a;
    ret->a = arr_new_ref(th, WK.String, 0);
}

NATIVE(getFlags)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(getInternalFlagCount)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(no_such_flag)
{
    (void)ret;
    char *n = str_to_cstr(a[0].a);
    exc_throw(th, "java/lang/IllegalArgumentException", "VM option \"%s\" does not exist", n ? n : "null");
    free(n);
}

NATIVE(initialize)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(com_sun_management_internal_Flag, "com/sun/management/internal/Flag",
    {"getAllFlagNames", "()[Ljava/lang/String;", getAllFlagNames},
    {"getFlags", "([Ljava/lang/String;[Lcom/sun/management/internal/Flag;I)I", getFlags},
    {"getInternalFlagCount", "()I", getInternalFlagCount},
    {"setLongValue", "(Ljava/lang/String;J)V", no_such_flag},
    {"setDoubleValue", "(Ljava/lang/String;D)V", no_such_flag},
    {"setBooleanValue", "(Ljava/lang/String;Z)V", no_such_flag},
    {"setStringValue", "(Ljava/lang/String;Ljava/lang/String;)V", no_such_flag},
    {"initialize", "()V", initialize},
);
