/* JNI for user libraries.
 *
 * Libraries are dlopen'd so System.loadLibrary behaves as on HotSpot for
 * finding and loading them. Calling their JNI functions (which needs a JNIEnv
 * function table and libffi calls) is not implemented yet: such a native
 * method throws UnsatisfiedLinkError naming it. */
#include "natives/jni.h"

#include <dlfcn.h>
#include <stdio.h>

bool jni_load_library(const char *path, char *err, size_t errlen)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(err, errlen, "%s", dlerror());
        return false;
    }
    return true;
}

NativeFn jni_find(Method *m)
{
    (void)m;
    return NULL;
}
