/* JNI: native methods of user libraries (System.loadLibrary), called through libffi. */
#ifndef RIVET_JNI_H
#define RIVET_JNI_H

#include "vm/vm.h"

/* A JNI implementation of m from a loaded library, wrapped as a NativeFn, or NULL. */
NativeFn jni_find(Method *m);
/* Load a library for System.loadLibrary; false with a message when it fails. */
bool jni_load_library(const char *path, char *err, size_t errlen);

#endif
