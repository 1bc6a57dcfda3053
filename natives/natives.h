/* Native methods: the C implementations of the JDK's native methods.
 *
 * One file per Java class (natives/java_lang_Object.c ...) defines its natives
 * with NATIVE() and exports a table with NATIVES_TABLE(); natives/list.h names
 * every table. A native receives the arguments as the callee's locals (the
 * receiver first for instance methods; long and double take two slots, the
 * value in the first) and writes its result to *ret. It reports an exception
 * by setting it pending (exc_throw) and returning. */
#ifndef RIVET_NATIVES_H
#define RIVET_NATIVES_H

#include "vm/vm.h"

typedef struct NativeDef {
    const char *name, *desc;
    NativeFn fn;
} NativeDef;

typedef struct NativeTable {
    const char *cls; /* internal name */
    const NativeDef *defs;
    size_t n;
} NativeTable;

#define NATIVE(fname) static void fname(Thread *th, Slot *a, Slot *ret)
#define NATIVES_TABLE(ident, clsname, ...)                              \
    static const NativeDef ident##_defs[] = {__VA_ARGS__};              \
    const NativeTable natives_##ident = {clsname, ident##_defs, ARRAY_LEN(ident##_defs)}

/* The native for m: from the tables, else from a JNI library (natives/jni.c);
 * NULL when there is none. */
NativeFn natives_find(Method *m);
void natives_init(void);

/* Helpers used by many natives. */
static inline Object *native_mirror(Class *c) { return c ? c->mirror : NULL; }
/* A Java String from a C string, or NULL (exception pending). */
Object *native_str(Thread *th, const char *s);
/* Throw NullPointerException when o is NULL; returns false then. */
bool native_check_null(Thread *th, Object *o);

/* Child processes under -replay (natives/java_lang_ProcessHandleImpl.c): the
 * program sees the recorded pid; the child started again has another. */
void proc_note_pid(int64_t recorded, int live);
int proc_live_pid(int64_t pid);

#endif
