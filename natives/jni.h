/* JNI: native methods of user libraries (System.loadLibrary), called through libffi. */
#ifndef RIVET_JNI_H
#define RIVET_JNI_H

#include "vm/vm.h"

/* A JNI implementation of m from a library its class's loader loaded (JNI
 * short name, then long name), wrapped as a NativeFn, or NULL. */
NativeFn jni_find(Method *m);
/* Load a library for System.loadLibrary/System.load on behalf of loader (NULL
 * = boot) and run its JNI_OnLoad when is_jni. Returns the dlopen handle, or
 * NULL with a message in err (no exception) or with an exception pending
 * (JNI_OnLoad threw, or asked for an unsupported version). *version is the
 * JNI version the library asked for. */
void *jni_load_library(Thread *th, Object *loader, const char *path, bool is_jni, int32_t *version, char *err,
                       size_t errlen);

#endif
