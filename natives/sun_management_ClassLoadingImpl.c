/* sun.management.ClassLoadingImpl natives: -verbose:class switched at run time. */
#include "natives/natives.h"

NATIVE(setVerboseClass)
{
    (void)th;
    (void)ret;
    vm_opts.verbose_class = a[0].i;
}

NATIVES_TABLE(sun_management_ClassLoadingImpl, "sun/management/ClassLoadingImpl",
    {"setVerboseClass", "(Z)V", setVerboseClass},
);
