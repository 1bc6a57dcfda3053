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

/* The VM native that replaces the Java method m of a boot class (an
 * intrinsic: natives/java_lang_Math.c), or NULL. link.c binds it when it
 * links the class. */
NativeFn natives_find_intrinsic(const Method *m);

/* Helpers used by many natives. */
static inline Object *native_mirror(Class *c) { return c ? c->mirror : NULL; }
/* A Java String from a C string, or NULL (exception pending). */
Object *native_str(Thread *th, const char *s);
/* A String[] of n C strings, decoded as the platform's (as HotSpot hands
 * over command-line text), or NULL (exception pending). */
Object *native_str_array(Thread *th, char **v, int n);
/* Throw NullPointerException when o is NULL; returns false then. */
bool native_check_null(Thread *th, Object *o);
/* Throw FileNotFoundException "path (strerror(errno))", freeing path first
 * (natives/java_io_FileDescriptor.c). */
void throw_fnf_freeing(Thread *th, char *path);

/* A thread dump as SIGQUIT prints one (HotSpot's VM_PrintThreads): the
 * date, every live thread with its name, id, state, stack and locks, to
 * out (natives/sun_management_ThreadImpl.c). At a scheduling decision of
 * current; runs no Java code. */
void mgmt_write_thread_dump(FILE *out, Thread *current);

/* Child processes under -replay (natives/java_lang_ProcessHandleImpl.c): the
 * program sees the recorded pid; the child started again has another. */
void proc_note_pid(int64_t recorded, int live);
int proc_live_pid(int64_t pid);

/* java.lang.instrument (natives/sun_instrument_InstrumentationImpl.c).
 * Before boot: read each -javaagent jar's manifest (Premain-Class,
 * Boot-Class-Path); a missing jar or attribute is reported as HotSpot does
 * and exits 1. After boot, before the main class: put each jar on the system
 * class loader's path and call premain; a failing premain aborts as in
 * HotSpot. */
void instrument_check_agents(void);
void instrument_start_agents(Thread *th);
/* True when some agent has a ClassFileTransformer. */
bool instrument_transforming(void);
/* The bytes of a class a Java class loader is defining (name internal, or
 * NULL) passed through each agent's transformers: a malloc'd buffer and its
 * length, or NULL when no transformer changed them. */
uint8_t *instrument_transform(Thread *th, Object *loader, Sym name, const uint8_t *bytes, size_t len, Object *pd,
                              size_t *out_len);

#endif
