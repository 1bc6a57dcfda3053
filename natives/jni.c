/* JNI for user libraries: binding native methods to library symbols, calling
 * them through libffi, and the JNIEnv function table they call back through.
 *
 * Libraries: each System.loadLibrary/System.load of a non-JDK library is
 * dlopen'd and remembered with the class loader it was loaded for (Lib list);
 * a native method of a class is looked up only in its loader's libraries, by
 * the JNI short name, then the long name. Bindings (found or RegisterNatives'd)
 * live in a hash table keyed by Method; the method's NativeFn is jni_call,
 * which finds the method in the thread's top (native) frame, builds the C
 * arguments (JNIEnv *, jclass or jobject, the Java arguments) and calls the
 * function with a cached ffi_cif.
 *
 * References: a local reference is the Object * itself (objects never move;
 * the native's C frames are scanned conservatively, so what it holds in
 * locals stays alive), and each one handed out is also kept in its thread's
 * list until the native call returns (a native may keep it in malloc'd
 * memory): PushLocalFrame/PopLocalFrame mark and cut that list,
 * DeleteLocalRef drops an entry near its end. A JNI function called with an
 * exception pending runs Java code as if none were, and leaves it pending.
 * Global references are kept in a table that is a GC root set (an entry per
 * NewGlobalRef); the handle is the object's address with bit 1 set, so that
 * GetObjectRefType can tell it from a local one. Weak global references are indirect: a malloc'd cell,
 * tagged with bit 0, cleared by a weak hook after marking; every function
 * decodes its reference arguments with deref().
 *
 * The table layout is the one of JDK 17's jni.h (natives/jni_slots.h); slots
 * not implemented here point to a stub that names the function and aborts.
 * There is one JNIEnv for all threads: green threads run on one OS thread, and
 * each function works on the running thread (thread_current()). */
#include "natives/jni.h"

#include <dlfcn.h>
#include <ffi.h>
#include <pthread.h>
#include <stdarg.h>

#include "natives/jni_slots.h"
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/loader.h"
#include "vm/monitor.h"
#include "vm/reflect.h"
#include "vm/thread.h"

/* ---- JNI types (the ABI of jni.h on x86_64 Linux) --------------------------- */
typedef uint8_t jboolean;
typedef int8_t jbyte;
typedef uint16_t jchar;
typedef int16_t jshort;
typedef int32_t jint;
typedef int64_t jlong;
typedef float jfloat;
typedef double jdouble;
typedef jint jsize;
typedef Object *jobject;
typedef jobject jclass, jstring, jarray, jthrowable, jweak;
typedef Method *jmethodID;
typedef Field *jfieldID;
typedef union jvalue {
    jboolean z;
    jbyte b;
    jchar c;
    jshort s;
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    jobject l;
} jvalue;
typedef void **JNIEnv;   /* points at the table pointer */
typedef void **JavaVM;
typedef struct JNINativeMethod {
    char *name, *signature;
    void *fnPtr;
} JNINativeMethod;

enum { JNI_OK = 0, JNI_ERR = -1, JNI_EVERSION = -3, JNI_COMMIT = 1, JNI_ABORT = 2 };
#define JNI_VERSION_CURRENT 0x000a0000 /* JNI_VERSION_10, as HotSpot 17 answers */

enum {
#define SLOT_ENUM(n) SLOT_##n,
    JNI_SLOT_LIST(SLOT_ENUM)
#undef SLOT_ENUM
        N_SLOTS
};
static void *jni_table[N_SLOTS];
static void *vm_table[8];
static void **jni_env = jni_table;
static void **jni_vm = vm_table;
static pthread_t jni_os_thread;

/* ---- References ------------------------------------------------------------- */
typedef struct WeakCell {
    Object *obj;
    bool live;
} WeakCell;

static Object **globals;
static size_t n_globals, cap_globals;
static WeakCell **weaks;
static size_t n_weaks, cap_weaks;

static inline Object *deref(jobject r)
{
    uintptr_t u = (uintptr_t)r;
    if (u & 1)
        return ((WeakCell *)(u - 1))->obj;
    return (Object *)(u & ~(uintptr_t)2);
}

static void scan_globals(void *arg)
{
    (void)arg;
    for (size_t i = 0; i < n_globals; i++)
        heap_mark(globals[i]);
}

/* Local references. A local reference is the Object * itself, and the
 * native's C frames are scanned conservatively; but a native may keep one
 * where no scan looks (a malloc'd array of jobjects, a jvalue array on the
 * heap) until it returns, and the collector freed such objects (hunt 11:
 * 2,000 strings kept in a malloc'd array, then a GC: a crash). So every
 * reference a JNI function hands out is also kept in its thread's list
 * (by the thread's small id) until the native call that got it returns,
 * or PopLocalFrame drops its frame, or DeleteLocalRef finds it near the
 * list's end. */
typedef struct Locals {
    Object **v;
    uint32_t n, cap;
    uint32_t *frames; /* list lengths at PushLocalFrame */
    uint32_t n_frames, cap_frames;
} Locals;
static Locals *locals;
static uint32_t n_locals;

static Locals *locals_of(Thread *th)
{
    if (th->id >= n_locals) {
        uint32_t n = th->id + 16;
        locals = xrealloc(locals, n * sizeof *locals);
        memset(locals + n_locals, 0, (n - n_locals) * sizeof *locals);
        n_locals = n;
    }
    return &locals[th->id];
}

/* A reference handed to native code: kept until its native call returns. */
static Object *loc(Object *o)
{
    if (!o)
        return NULL;
    Locals *l = locals_of(thread_current());
    if (l->n == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->v = xrealloc(l->v, l->cap * sizeof *l->v);
    }
    l->v[l->n++] = o;
    return o;
}
/* What a typed JNI function returns: a reference kept by loc, else the value. */
#define LOCAL_OF(T, v) _Generic((T)0, jobject: (T)(uintptr_t)loc((Object *)(uintptr_t)(v)), default: (v))

/* Java code run for a JNI function called with an exception pending (the
 * spec leaves it undefined): HotSpot runs it as if none were and leaves the
 * old one pending after, unless the code threw; Rivet skipped the call
 * (hunt 11: parseInt("42") gave 0). */
#define PENDING_SET_ASIDE(th) Object *set_aside_ = (th)->exc; (th)->exc = NULL
#define PENDING_BACK(th) ((void)(!(th)->exc && set_aside_ ? ((th)->exc = set_aside_) : NULL))

static void scan_locals(void *arg)
{
    (void)arg;
    for (uint32_t t = 0; t < n_locals; t++)
        for (uint32_t i = 0; i < locals[t].n; i++)
            heap_mark(locals[t].v[i]);
}

static void clear_weaks(void)
{
    for (size_t i = 0; i < n_weaks; i++)
        if (weaks[i]->obj && !heap_is_marked(weaks[i]->obj))
            weaks[i]->obj = NULL;
}

static void jni_init(void);

/* ---- Libraries and bindings ---------------------------------------------------- */
typedef struct Lib {
    Object *loader;
    void *handle;
    struct Lib *next;
} Lib;
static Lib *libs;
static Object *onload_loader; /* the loader a JNI_OnLoad runs for */
static bool in_onload;

typedef struct Binding {
    Method *m;
    void *fn;
    ffi_cif cif;
    ffi_type **types;
    struct Binding *next;
} Binding;
static Binding *bindings[256];

static size_t bind_hash(Method *m) { return ((uintptr_t)m >> 4) & 255; }

static Binding *binding_get(Method *m)
{
    for (Binding *b = bindings[bind_hash(m)]; b; b = b->next)
        if (b->m == m)
            return b;
    return NULL;
}

static ffi_type *ffi_of(char t)
{
    switch (t) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
    }
}

/* The next parameter's type char of a method descriptor ('L' for any
 * reference), advancing *p; 0 at the closing parenthesis. */
static char next_param(const char **p)
{
    const char *s = *p;
    if (*s == ')')
        return 0;
    char t = *s;
    while (*s == '[')
        s++;
    if (*s == 'L')
        s = strchr(s, ';');
    *p = s + 1;
    return t == '[' ? 'L' : t;
}

static void jni_call(Thread *th, Slot *a, Slot *ret);

static void bind(Method *m, void *fn)
{
    Binding *b = binding_get(m);
    if (!b) {
        b = xcalloc(1, sizeof *b);
        b->m = m;
        size_t h = bind_hash(m);
        b->next = bindings[h];
        bindings[h] = b;
        b->types = xmalloc(sizeof(ffi_type *) * (m->n_args + 2u));
        b->types[0] = b->types[1] = &ffi_type_pointer;
        const char *p = m->desc + 1;
        unsigned n = 2;
        for (char t; (t = next_param(&p));)
            b->types[n++] = ffi_of(t);
        if (ffi_prep_cif(&b->cif, FFI_DEFAULT_ABI, n, ffi_of((char)m->ret), b->types) != FFI_OK)
            vm_panic("ffi_prep_cif failed for %s.%s%s", m->cls->name, m->name, m->desc);
    }
    b->fn = fn;
    m->native = jni_call;
    m->mflags |= MF_NATIVE_BOUND;
}

static void unbind(Method *m)
{
    Binding **pp = &bindings[bind_hash(m)];
    for (; *pp; pp = &(*pp)->next) {
        if ((*pp)->m == m) {
            Binding *b = *pp;
            *pp = b->next;
            free(b->types);
            free(b);
            break;
        }
    }
    m->native = NULL;
    m->mflags &= ~(uint32_t)MF_NATIVE_BOUND;
}

/* Append s mangled by the JNI rules: '/' -> '_', '_' -> "_1", ';' -> "_2",
 * '[' -> "_3", other characters that are not ASCII letters or digits -> "_0xxxx"
 * (UTF-16, lower-case hex). s is modified UTF-8. */
static void mangle(Buf *b, const char *s, const char *end)
{
    const unsigned char *p = (const unsigned char *)s, *e = (const unsigned char *)end;
    while (p < e) {
        unsigned c = *p++;
        if (c >= 0x80) {
            if ((c & 0xe0) == 0xc0 && p < e)
                c = ((c & 0x1f) << 6) | (*p++ & 0x3f);
            else if (p + 1 < e) {
                c = ((c & 0x0f) << 12) | ((p[0] & 0x3f) << 6) | (p[1] & 0x3f);
                p += 2;
            }
        }
        char tmp[8];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
            buf_putc(b, (char)c);
        else if (c == '/')
            buf_putc(b, '_');
        else if (c == '_')
            buf_puts(b, "_1");
        else if (c == ';')
            buf_puts(b, "_2");
        else if (c == '[')
            buf_puts(b, "_3");
        else {
            snprintf(tmp, sizeof tmp, "_0%04x", c & 0xffff);
            buf_puts(b, tmp);
        }
    }
}

static void *lookup(Object *loader, const char *sym)
{
    for (Lib *l = libs; l; l = l->next)
        if (l->loader == loader) {
            void *f = dlsym(l->handle, sym);
            if (f)
                return f;
        }
    return NULL;
}

NativeFn jni_find(Method *m)
{
    if (!libs)
        return NULL;
    Buf b = {0};
    buf_puts(&b, "Java_");
    mangle(&b, m->cls->name, m->cls->name + strlen(m->cls->name));
    buf_putc(&b, '_');
    mangle(&b, m->name, m->name + strlen(m->name));
    buf_putc(&b, 0);
    void *fn = lookup(m->cls->loader, b.data);
    if (!fn) {
        b.len--;
        buf_puts(&b, "__");
        mangle(&b, m->desc + 1, desc_ret(m->desc) - 1);
        buf_putc(&b, 0);
        fn = lookup(m->cls->loader, b.data);
    }
    buf_free(&b);
    if (!fn)
        return NULL;
    bind(m, fn);
    return jni_call;
}

/* The NativeFn of every JNI-bound method: m is the top frame's (the native
 * frame interp_invoke_native pushed). Arguments are passed by address straight
 * from the Java stack (little-endian: a boolean, byte, char or short is the low
 * part of its int slot). */
static void jni_call(Thread *th, Slot *a, Slot *ret)
{
    Method *m = th->top->m;
    Binding *b = binding_get(m);
    void *vals[m->n_args + 2];
    void *env = &jni_env;
    Object *self = (m->access & ACC_STATIC) ? m->cls->mirror : a[0].a;
    vals[0] = &env;
    vals[1] = &self;
    int s = (m->access & ACC_STATIC) ? 0 : 1, n = 2;
    const char *p = m->desc + 1;
    for (char t; (t = next_param(&p));) {
        vals[n++] = &a[s];
        s += (t == 'J' || t == 'D') ? 2 : 1;
    }
    union {
        ffi_arg r;
        int64_t j;
        float f;
        double d;
        void *p;
    } rv;
    rv.j = 0;
    Locals *l = locals_of(th);
    uint32_t mark = l->n, fmark = l->n_frames;
    ffi_call(&b->cif, FFI_FN(b->fn), &rv, vals);
    switch (m->ret) {
    case 'Z': ret->i = (uint8_t)rv.r != 0; break;
    case 'B': ret->i = (int8_t)rv.r; break;
    case 'C': ret->i = (uint16_t)rv.r; break;
    case 'S': ret->i = (int16_t)rv.r; break;
    case 'I': ret->i = (int32_t)rv.r; break;
    case 'J': ret->j = rv.j; break;
    case 'F': ret->f = rv.f; break;
    case 'D': ret->d = rv.d; break;
    case 'V': break;
    default: ret->a = th->exc ? NULL : deref(rv.p); break;
    }
    l = locals_of(th); /* (the table may have moved meanwhile) */
    l->n = mark < l->n ? mark : l->n;
    l->n_frames = fmark < l->n_frames ? fmark : l->n_frames;
}

void *jni_load_library(Thread *th, Object *loader, const char *path, bool is_jni, int32_t *version, char *err,
                       size_t errlen)
{
    jni_init();
    *version = 0x00010001;
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(err, errlen, "%s", dlerror());
        return NULL;
    }
    for (Lib *l = libs; l; l = l->next)
        if (l->handle == h && l->loader == loader)
            return h;
    Lib *l = xcalloc(1, sizeof *l);
    l->loader = loader;
    l->handle = h;
    l->next = libs;
    libs = l;
    if (!is_jni)
        return h;
    jint (*onload)(JavaVM *, void *) = (jint(*)(JavaVM *, void *))dlsym(h, "JNI_OnLoad");
    if (onload) {
        Object *saved = onload_loader;
        bool saved_in = in_onload;
        onload_loader = loader;
        in_onload = true;
        jint v = onload(&jni_vm, NULL);
        onload_loader = saved;
        in_onload = saved_in;
        if (th->exc)
            return NULL;
        if (v != 0x00010001 && v != 0x00010002 && v != 0x00010004 && v != 0x00010006 && v != 0x00010008 &&
            v != 0x00090000 && v != 0x000a0000) {
            exc_throw(th, "java/lang/UnsatisfiedLinkError", "unsupported JNI version 0x%08X required by %s",
                      (unsigned)v, path);
            return NULL;
        }
        *version = v;
    }
    return h;
}

/* ---- Helpers for the functions ------------------------------------------------- */
#define TH Thread *th = thread_current()

static Class *cls_of(jclass c) { return mirror_class(deref(c)); }

static char *java_name(const char *n)
{
    char *s = xstrdup(n);
    for (char *p = s; *p; p++)
        if (*p == '/')
            *p = '.';
    return s;
}

/* The loader FindClass uses: the one of the class whose native is running,
 * the library's during JNI_OnLoad, else the system class loader. */
static Object *context_loader(Thread *th)
{
    if (in_onload)
        return onload_loader;
    Frame *fr = th->top;
    if (fr && (fr->flags & FR_NATIVE) && fr->m)
        return fr->m->cls->loader;
    Slot r;
    if (!interp_call_named(th, WK.ClassLoader, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r))
        return NULL;
    return r.a;
}

/* ---- Version, classes ------------------------------------------------------------- */
static jint GetVersion(JNIEnv *env)
{
    (void)env;
    return JNI_VERSION_CURRENT;
}

static jclass FindClass(JNIEnv *env, const char *name)
{
    (void)env;
    TH;
    size_t len = strlen(name);
    if (len > 65535) { /* (HotSpot's SystemDictionary::class_name_symbol) */
        /* (its message cut at 1,023 bytes, as HotSpot's Exceptions::fthrow does) */
        exc_throw(th, "java/lang/NoClassDefFoundError", "Class name exceeds maximum length of 65535: %s", name);
        return NULL;
    }
    PENDING_SET_ASIDE(th);
    Object *loader = context_loader(th);
    Class *c = NULL;
    if (!th->exc) {
        /* HotSpot takes a descriptor too: "Ljava/lang/String;", and names
         * it as given when it is not found. */
        bool envelope = len > 2 && name[0] == 'L' && name[len - 1] == ';';
        c = envelope ? loader_load(th, loader, sym_intern(name + 1, len - 2)) : loader_load(th, loader, sym_c(name));
        if (!c && envelope && th->exc && th->exc->cls->name == sym_c("java/lang/NoClassDefFoundError")) {
            Object *m = str_new_cstr(th, name);
            if (m)
                obj_set_ref(th->exc, field_offset(th->exc->cls, "detailMessage", "Ljava/lang/String;"), m);
        }
        if (c && !class_ready(th, c))
            c = NULL;
    }
    PENDING_BACK(th);
    return c ? loc(c->mirror) : NULL;
}

/* DefineClass: the class file in a loader (NULL: the boot loader), as
 * ClassLoader.defineClass would without a protection domain. */
static jclass DefineClass(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len)
{
    (void)env;
    TH;
    if (!buf || len < 0) {
        exc_throw(th, "java/lang/ClassFormatError", "Truncated class file");
        return NULL;
    }
    Class *c = loader_define(th, deref(loader), name ? sym_c(name) : NULL, (const uint8_t *)buf, (size_t)len, NULL, 0,
                             NULL);
    return loc(c ? c->mirror : NULL);
}

/* java.lang.reflect objects and IDs, both ways. */
/* As HotSpot, the member's class is initialised before its id is handed
 * out (a static read through the id saw the field's default). */
static jmethodID FromReflectedMethod(JNIEnv *env, jobject method)
{
    (void)env;
    Method *m = reflect_method_of(deref(method));
    return m && class_ready(thread_current(), m->cls) ? m : NULL;
}

static jfieldID FromReflectedField(JNIEnv *env, jobject field)
{
    (void)env;
    Field *f = reflect_field_of(deref(field));
    return f && class_ready(thread_current(), f->cls) ? f : NULL;
}

static jobject ToReflectedMethod(JNIEnv *env, jclass cls, jmethodID m, jboolean is_static)
{
    (void)env;
    (void)cls;
    TH;
    (void)is_static; /* (HotSpot only asserts it in debug builds) */
    if (!m) {
        exc_throw(th, "java/lang/NoSuchMethodError", "null");
        return NULL;
    }
    return loc(m->name == S.init ? reflect_new_ctor(th, m) : reflect_new_method(th, m));
}

static jobject ToReflectedField(JNIEnv *env, jclass cls, jfieldID f, jboolean is_static)
{
    (void)env;
    (void)cls;
    TH;
    if (!f || !!(f->access & ACC_STATIC) != !!is_static) {
        exc_throw(th, "java/lang/NoSuchFieldError", "%s", f ? f->name : "null");
        return NULL;
    }
    return loc(reflect_new_field(th, f));
}

static jclass GetSuperclass(JNIEnv *env, jclass c)
{
    (void)env;
    Class *k = cls_of(c);
    if (!k || (k->access & ACC_INTERFACE) || !k->super)
        return NULL;
    return loc(k->super->mirror);
}

static jboolean IsAssignableFrom(JNIEnv *env, jclass a, jclass b)
{
    (void)env;
    Class *from = cls_of(a), *to = cls_of(b);
    return from == to || class_assignable(to, from);
}

static jobject GetModule(JNIEnv *env, jclass c)
{
    (void)env;
    Object *mirror = deref(c);
    return loc(obj_get_ref(mirror, field_offset(mirror->cls, "module", "Ljava/lang/Module;")));
}

/* ---- Exceptions --------------------------------------------------------------------- */
static jint Throw(JNIEnv *env, jthrowable t)
{
    (void)env;
    exc_throw_obj(thread_current(), deref(t));
    return 0;
}

static jint ThrowNew(JNIEnv *env, jclass c, const char *msg)
{
    (void)env;
    TH;
    Class *k = cls_of(c);
    if (!k)
        return -1;
    th->exc = NULL; /* (the new exception replaces one pending, as on HotSpot) */
    exc_throw_new(th, k, msg);
    return 0;
}

static jthrowable ExceptionOccurred(JNIEnv *env)
{
    (void)env;
    return loc(thread_current()->exc);
}

static void ExceptionDescribe(JNIEnv *env)
{
    (void)env;
    exc_describe_pending(thread_current());
}

static void ExceptionClear(JNIEnv *env)
{
    (void)env;
    thread_current()->exc = NULL;
}

static jboolean ExceptionCheck(JNIEnv *env)
{
    (void)env;
    return thread_current()->exc != NULL;
}

/* HotSpot's words and the thread's Java stack on stdout, then an abort
 * (status 134); it was a VM panic, with the interpreter's own frames. */
static void FatalError(JNIEnv *env, const char *msg)
{
    (void)env;
    fflush(stdout);
    printf("FATAL ERROR in native method: %s\n", msg ? msg : "");
    thread_print_stack(stdout, thread_current());
    fflush(stdout);
    abort();
}

/* ---- References --------------------------------------------------------------------- */
static jobject NewGlobalRef(JNIEnv *env, jobject o)
{
    (void)env;
    Object *obj = deref(o);
    if (!obj)
        return NULL;
    if (n_globals == cap_globals) {
        cap_globals = cap_globals ? cap_globals * 2 : 64;
        globals = xrealloc(globals, cap_globals * sizeof *globals);
    }
    globals[n_globals++] = obj;
    return (jobject)((uintptr_t)obj | 2);
}

static void DeleteGlobalRef(JNIEnv *env, jobject o)
{
    (void)env;
    if (!((uintptr_t)o & 2) || ((uintptr_t)o & 1))
        return;
    Object *obj = deref(o);
    for (size_t i = n_globals; i-- > 0;)
        if (globals[i] == obj) {
            globals[i] = globals[--n_globals];
            return;
        }
}

/* Drops o from its thread's list when it is among the last references
 * handed out in the current frame (the usual get, use, delete in a loop,
 * which must not keep every element alive); elsewhere it stays until the
 * native returns. */
static void DeleteLocalRef(JNIEnv *env, jobject o)
{
    (void)env;
    if (!o || ((uintptr_t)o & 3))
        return; /* (a global or weak reference: not ours) */
    Locals *l = locals_of(thread_current());
    uint32_t floor = l->n_frames ? l->frames[l->n_frames - 1] : 0;
    for (uint32_t i = l->n, k = 0; i > floor && k < 32; i--, k++)
        if (l->v[i - 1] == (Object *)o) {
            l->v[i - 1] = l->v[--l->n];
            return;
        }
}

static jobject NewLocalRef(JNIEnv *env, jobject o)
{
    (void)env;
    return loc(deref(o));
}

/* Local references live as long as the native call (nothing to reserve);
 * a negative capacity is refused, as HotSpot refuses it. */
static jint EnsureLocalCapacity(JNIEnv *env, jint n)
{
    (void)env;
    return n < 0 ? JNI_ERR : JNI_OK;
}

static jint PushLocalFrame(JNIEnv *env, jint n)
{
    (void)env;
    if (n < 0)
        return JNI_ERR;
    Locals *l = locals_of(thread_current());
    if (l->n_frames == l->cap_frames) {
        l->cap_frames = l->cap_frames ? l->cap_frames * 2 : 8;
        l->frames = xrealloc(l->frames, l->cap_frames * sizeof *l->frames);
    }
    l->frames[l->n_frames++] = l->n;
    return JNI_OK;
}

static jobject PopLocalFrame(JNIEnv *env, jobject result)
{
    (void)env;
    Object *r = deref(result);
    Locals *l = locals_of(thread_current());
    if (l->n_frames) {
        uint32_t m = l->frames[--l->n_frames];
        if (m < l->n)
            l->n = m;
    }
    return loc(r);
}

static jboolean IsSameObject(JNIEnv *env, jobject a, jobject b)
{
    (void)env;
    return deref(a) == deref(b);
}

static jweak NewWeakGlobalRef(JNIEnv *env, jobject o)
{
    (void)env;
    Object *obj = deref(o);
    if (!obj)
        return NULL;
    WeakCell *c = xmalloc(sizeof *c);
    c->obj = obj;
    c->live = true;
    if (n_weaks == cap_weaks) {
        cap_weaks = cap_weaks ? cap_weaks * 2 : 64;
        weaks = xrealloc(weaks, cap_weaks * sizeof *weaks);
    }
    weaks[n_weaks++] = c;
    return (jweak)((uintptr_t)c | 1);
}

static void DeleteWeakGlobalRef(JNIEnv *env, jweak w)
{
    (void)env;
    uintptr_t u = (uintptr_t)w;
    if (!(u & 1))
        return;
    WeakCell *c = (WeakCell *)(u - 1);
    for (size_t i = 0; i < n_weaks; i++)
        if (weaks[i] == c) {
            weaks[i] = weaks[--n_weaks];
            free(c);
            return;
        }
}

static jint GetObjectRefType(JNIEnv *env, jobject o)
{
    (void)env;
    if (!o)
        return 0;
    if ((uintptr_t)o & 1)
        return 3;
    return ((uintptr_t)o & 2) ? 2 : 1;
}

/* ---- Objects ------------------------------------------------------------------------ */
static jobject AllocObject(JNIEnv *env, jclass c)
{
    (void)env;
    TH;
    Class *k = cls_of(c);
    /* HotSpot's words: none for a primitive type; java.lang.Class itself
     * cannot be made (its instances are the VM's: a crash when used) */
    if (k->kind == CK_PRIMITIVE)
        return exc_throw(th, "java/lang/InstantiationException", NULL), NULL;
    if (k->kind != CK_INSTANCE || (k->access & (ACC_ABSTRACT | ACC_INTERFACE)) || k == WK.Class) {
        char *n = java_name(k->name);
        exc_throw(th, k == WK.Class ? "java/lang/IllegalAccessException" : "java/lang/InstantiationException", "%s", n);
        free(n);
        return NULL;
    }
    if (!class_ready(th, k))
        return NULL;
    return loc(obj_new(th, k));
}

static jclass GetObjectClass(JNIEnv *env, jobject o)
{
    (void)env;
    return loc(deref(o)->cls->mirror);
}

static jboolean IsInstanceOf(JNIEnv *env, jobject o, jclass c)
{
    (void)env;
    Object *obj = deref(o);
    return !obj || obj_instance_of(obj, cls_of(c));
}

/* ---- Methods -------------------------------------------------------------------------- */
static Method *find_method(Thread *th, jclass c, const char *name, const char *sig, bool is_static)
{
    Class *k = cls_of(c);
    if (!class_ready(th, k))
        return NULL;
    Sym n = sym_lookup(name, strlen(name)), d = sym_lookup(sig, strlen(sig));
    Method *m = NULL;
    if (n && d) {
        m = class_find_method(k, n, d);
        if (!m)
            m = class_find_interface_method(k, n, d);
        if (m && (n == S.init || strcmp(name, "<clinit>") == 0) && m->cls != k)
            m = NULL;
        if (m && !(m->access & ACC_STATIC) != !is_static)
            m = NULL;
    }
    /* HotSpot's get_method_id: the bare name when the name or signature is
     * no symbol yet, else "static LC;.name(sig)" (the class's signature). */
    if (!m && (!n || !d)) {
        exc_throw(th, "java/lang/NoSuchMethodError", "%s", name);
    } else if (!m) {
        Buf b = {0};
        if (k->kind == CK_ARRAY)
            buf_puts(&b, k->name);
        else
            buf_printf(&b, "L%s;", k->name);
        exc_throw(th, "java/lang/NoSuchMethodError", "%s%s.%s%s", is_static ? "static " : "", buf_cstr(&b), name, sig);
        buf_free(&b);
    }
    return m;
}

static jmethodID GetMethodID(JNIEnv *env, jclass c, const char *name, const char *sig)
{
    (void)env;
    return find_method(thread_current(), c, name, sig, false);
}

static jmethodID GetStaticMethodID(JNIEnv *env, jclass c, const char *name, const char *sig)
{
    (void)env;
    return find_method(thread_current(), c, name, sig, true);
}

enum { K_VIRTUAL, K_NONVIRTUAL, K_STATIC };

/* Call m with arguments from a va_list (ap) or a jvalue array (av). */
static Slot call_java_now(Thread *th, int kind, jobject o, Method *m, va_list *ap, const jvalue *av)
{
    Slot r = {.j = 0};
    if (kind == K_NONVIRTUAL && (m->access & ACC_ABSTRACT)) {
        exc_throw(th, "java/lang/AbstractMethodError", "%s", m->name); /* (HotSpot's words: the name) */
        return r;
    }
    Slot args[m->arg_slots + 1];
    int s = 0, k = 0;
    if (kind != K_STATIC) {
        Object *recv = deref(o);
        if (!recv) {
            exc_npe(th, NULL);
            return r;
        }
        args[s++].a = recv;
    } else if (!class_ready(th, m->cls))
        return r;
    const char *p = m->desc + 1;
    for (char t; (t = next_param(&p)); k++) {
        Slot v = {.j = 0};
        switch (t) {
        case 'Z': v.i = (ap ? (uint8_t)va_arg(*ap, int) : av[k].z) != 0; break; /* (a jboolean of 2 is true) */
        case 'B': v.i = ap ? (int8_t)va_arg(*ap, int) : av[k].b; break;
        case 'C': v.i = ap ? (uint16_t)va_arg(*ap, int) : av[k].c; break;
        case 'S': v.i = ap ? (int16_t)va_arg(*ap, int) : av[k].s; break;
        case 'I': v.i = ap ? va_arg(*ap, int32_t) : av[k].i; break;
        case 'J': v.j = ap ? va_arg(*ap, int64_t) : av[k].j; break;
        case 'F': v.f = ap ? (float)va_arg(*ap, double) : av[k].f; break;
        case 'D': v.d = ap ? va_arg(*ap, double) : av[k].d; break;
        default: v.a = deref(ap ? va_arg(*ap, jobject) : av[k].l); break;
        }
        args[s++] = v;
        if (t == 'J' || t == 'D')
            args[s++].j = 0;
    }
    bool ok = kind == K_VIRTUAL ? interp_call_virtual(th, m, args, &r) : interp_call(th, m, args, &r);
    if (!ok)
        r.j = 0;
    return r;
}

/* The same for a JNI function (PENDING_SET_ASIDE: one pending stays so). */
static Slot call_java(int kind, jobject o, Method *m, va_list *ap, const jvalue *av)
{
    TH;
    PENDING_SET_ASIDE(th);
    Slot r = call_java_now(th, kind, o, m, ap, av);
    PENDING_BACK(th);
    return r;
}

static jobject NewObjectV(JNIEnv *env, jclass c, jmethodID mid, va_list ap)
{
    TH;
    PENDING_SET_ASIDE(th);
    Object *o = AllocObject(env, c);
    if (o) {
        va_list cp;
        va_copy(cp, ap);
        call_java(K_NONVIRTUAL, o, mid, &cp, NULL);
        va_end(cp);
    }
    if (th->exc)
        o = NULL;
    PENDING_BACK(th);
    return loc(o);
}

static jobject NewObject(JNIEnv *env, jclass c, jmethodID mid, ...)
{
    va_list ap;
    va_start(ap, mid);
    jobject o = NewObjectV(env, c, mid, ap); /* (kept by NewObjectV) */
    va_end(ap);
    return o;
}

static jobject NewObjectA(JNIEnv *env, jclass c, jmethodID mid, const jvalue *av)
{
    TH;
    PENDING_SET_ASIDE(th);
    Object *o = AllocObject(env, c);
    if (o)
        call_java(K_NONVIRTUAL, o, mid, NULL, av);
    if (th->exc)
        o = NULL;
    PENDING_BACK(th);
    return loc(o);
}

/* Call<T>Method, CallNonvirtual<T>Method, CallStatic<T>Method in the three forms. */
#define CALL_FNS(Name, T, get, DONE)                                                                   \
    static T Call##Name##MethodV(JNIEnv *env, jobject o, jmethodID mid, va_list ap)                \
    {                                                                                              \
        (void)env;                                                                                 \
        va_list cp;                                                                                \
        va_copy(cp, ap);                                                                           \
        Slot r = call_java(K_VIRTUAL, o, mid, &cp, NULL);                                          \
        va_end(cp);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T Call##Name##Method(JNIEnv *env, jobject o, jmethodID mid, ...)                        \
    {                                                                                              \
        (void)env;                                                                                 \
        va_list ap;                                                                                \
        va_start(ap, mid);                                                                         \
        Slot r = call_java(K_VIRTUAL, o, mid, &ap, NULL);                                          \
        va_end(ap);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T Call##Name##MethodA(JNIEnv *env, jobject o, jmethodID mid, const jvalue *av)          \
    {                                                                                              \
        (void)env;                                                                                 \
        Slot r = call_java(K_VIRTUAL, o, mid, NULL, av);                                           \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallNonvirtual##Name##MethodV(JNIEnv *env, jobject o, jclass c, jmethodID mid,        \
                                           va_list ap)                                             \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        va_list cp;                                                                                \
        va_copy(cp, ap);                                                                           \
        Slot r = call_java(K_NONVIRTUAL, o, mid, &cp, NULL);                                       \
        va_end(cp);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallNonvirtual##Name##Method(JNIEnv *env, jobject o, jclass c, jmethodID mid, ...)    \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        va_list ap;                                                                                \
        va_start(ap, mid);                                                                         \
        Slot r = call_java(K_NONVIRTUAL, o, mid, &ap, NULL);                                       \
        va_end(ap);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallNonvirtual##Name##MethodA(JNIEnv *env, jobject o, jclass c, jmethodID mid,        \
                                           const jvalue *av)                                       \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        Slot r = call_java(K_NONVIRTUAL, o, mid, NULL, av);                                        \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallStatic##Name##MethodV(JNIEnv *env, jclass c, jmethodID mid, va_list ap)           \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        va_list cp;                                                                                \
        va_copy(cp, ap);                                                                           \
        Slot r = call_java(K_STATIC, NULL, mid, &cp, NULL);                                        \
        va_end(cp);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallStatic##Name##Method(JNIEnv *env, jclass c, jmethodID mid, ...)                   \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        va_list ap;                                                                                \
        va_start(ap, mid);                                                                         \
        Slot r = call_java(K_STATIC, NULL, mid, &ap, NULL);                                        \
        va_end(ap);                                                                                \
        DONE(T, get);                                                                              \
    }                                                                                              \
    static T CallStatic##Name##MethodA(JNIEnv *env, jclass c, jmethodID mid, const jvalue *av)     \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        Slot r = call_java(K_STATIC, NULL, mid, NULL, av);                                         \
        DONE(T, get);                                                                              \
    }

#define TYPE_LIST(X)                                                                               \
    X(Object, jobject, loc(r.a), 'L', 3)                                                           \
    X(Boolean, jboolean, r.i, 'Z', 0)                                                              \
    X(Byte, jbyte, r.i, 'B', 0)                                                                    \
    X(Char, jchar, r.i, 'C', 1)                                                                    \
    X(Short, jshort, r.i, 'S', 1)                                                                  \
    X(Int, jint, r.i, 'I', 2)                                                                      \
    X(Long, jlong, r.j, 'J', 3)                                                                    \
    X(Float, jfloat, r.f, 'F', 2)                                                                  \
    X(Double, jdouble, r.d, 'D', 3)

#define RET_VALUE(T, get) return (T)get
#define RET_VOID(T, get) (void)get
#define CALL_FNS_X(Name, T, get, ch, shift) CALL_FNS(Name, T, get, RET_VALUE)
TYPE_LIST(CALL_FNS_X)
CALL_FNS(Void, void, r, RET_VOID)

/* ---- Fields ---------------------------------------------------------------------------- */
static Field *find_field(Thread *th, jclass c, const char *name, const char *sig, bool is_static)
{
    Class *k = cls_of(c);
    if (!class_ready(th, k))
        return NULL;
    Sym n = sym_lookup(name, strlen(name)), d = sym_lookup(sig, strlen(sig));
    Field *f = n && d ? class_find_field(k, n, d) : NULL;
    if (f && !(f->access & ACC_STATIC) != !is_static)
        f = NULL;
    /* HotSpot's jni_GetFieldID says "p.C.name sig"; GetStaticFieldID the
     * bare name. */
    if (!f && !is_static) {
        char *cn = class_java_name(k);
        exc_throw(th, "java/lang/NoSuchFieldError", "%s.%s %s", cn, name, sig);
        free(cn);
    } else if (!f)
        exc_throw(th, "java/lang/NoSuchFieldError", "%s", name);
    else if (is_static && !class_ready(th, f->cls))
        return NULL;
    return f;
}

static jfieldID GetFieldID(JNIEnv *env, jclass c, const char *name, const char *sig)
{
    (void)env;
    return find_field(thread_current(), c, name, sig, false);
}

static jfieldID GetStaticFieldID(JNIEnv *env, jclass c, const char *name, const char *sig)
{
    (void)env;
    return find_field(thread_current(), c, name, sig, true);
}

/* A reference value stored by a Set function may be a weak reference. */
#define FIX(v) _Generic((v), Object *: deref((Object *)(uintptr_t)(v)), jboolean: (jboolean)((uintptr_t)(v) & 1), default: (v))
#define FIELD_FNS(Name, T, get, ch, shift)                                                         \
    static T Get##Name##Field(JNIEnv *env, jobject o, jfieldID f)                                  \
    {                                                                                              \
        (void)env;                                                                                 \
        return LOCAL_OF(T, FIELD_AT(deref(o), T, f->offset));                                      \
    }                                                                                              \
    static void Set##Name##Field(JNIEnv *env, jobject o, jfieldID f, T v)                          \
    {                                                                                              \
        (void)env;                                                                                 \
        Object *obj = deref(o);                                                                    \
        heap_barrier(obj);                                                                         \
        FIELD_AT(obj, T, f->offset) = FIX(v);                                                           \
    }                                                                                              \
    static T GetStatic##Name##Field(JNIEnv *env, jclass c, jfieldID f)                             \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        return LOCAL_OF(T, FIELD_AT(f->cls->mirror, T, f->offset));                                \
    }                                                                                              \
    static void SetStatic##Name##Field(JNIEnv *env, jclass c, jfieldID f, T v)                     \
    {                                                                                              \
        (void)env;                                                                                 \
        (void)c;                                                                                   \
        heap_barrier(f->cls->mirror);                                                              \
        FIELD_AT(f->cls->mirror, T, f->offset) = FIX(v);                                                \
    }
TYPE_LIST(FIELD_FNS)

/* ---- Strings ---------------------------------------------------------------------------- */
static jstring NewString(JNIEnv *env, const jchar *chars, jsize len)
{
    (void)env;
    if (len < 0)
        return exc_throw(thread_current(), "java/lang/NegativeArraySizeException", "%d", (int)len), NULL;
    return loc(str_new_utf16(thread_current(), chars, (size_t)len));
}

static jsize GetStringLength(JNIEnv *env, jstring s)
{
    (void)env;
    return str_length(deref(s));
}

static const jchar *GetStringChars(JNIEnv *env, jstring s, jboolean *is_copy)
{
    (void)env;
    Object *str = deref(s);
    int32_t n = str_length(str);
    jchar *buf = xmalloc(sizeof(jchar) * (size_t)(n + 1));
    for (int32_t i = 0; i < n; i++)
        buf[i] = str_char_at(str, i);
    buf[n] = 0;
    if (is_copy)
        *is_copy = 1;
    return buf;
}

static void ReleaseStringChars(JNIEnv *env, jstring s, const jchar *chars)
{
    (void)env;
    (void)s;
    free((void *)chars);
}

static jstring NewStringUTF(JNIEnv *env, const char *utf)
{
    (void)env;
    return loc(utf ? str_new_utf8(thread_current(), utf, strlen(utf)) : NULL);
}

static jsize GetStringUTFLength(JNIEnv *env, jstring s)
{
    (void)env;
    size_t len;
    free(str_to_mutf8(deref(s), &len));
    return (jsize)len;
}

static const char *GetStringUTFChars(JNIEnv *env, jstring s, jboolean *is_copy)
{
    (void)env;
    size_t len;
    if (is_copy)
        *is_copy = 1;
    return str_to_mutf8(deref(s), &len);
}

static void ReleaseStringUTFChars(JNIEnv *env, jstring s, const char *chars)
{
    (void)env;
    (void)s;
    free((void *)chars);
}

static bool string_range_ok(Thread *th, Object *str, jsize start, jsize len)
{
    int32_t n = str_length(str);
    if (start < 0 || len < 0 || start > n - len) {
        exc_throw(th, "java/lang/StringIndexOutOfBoundsException", NULL);
        return false;
    }
    return true;
}

static void GetStringRegion(JNIEnv *env, jstring s, jsize start, jsize len, jchar *buf)
{
    (void)env;
    Object *str = deref(s);
    if (!string_range_ok(thread_current(), str, start, len))
        return;
    for (jsize i = 0; i < len; i++)
        buf[i] = str_char_at(str, start + i);
}

static void GetStringUTFRegion(JNIEnv *env, jstring s, jsize start, jsize len, char *buf)
{
    (void)env;
    Object *str = deref(s);
    if (!string_range_ok(thread_current(), str, start, len))
        return;
    unsigned char *o = (unsigned char *)buf;
    for (jsize i = 0; i < len; i++) {
        unsigned c = str_char_at(str, start + i);
        if (c != 0 && c < 0x80)
            *o++ = (unsigned char)c;
        else if (c < 0x800) {
            *o++ = (unsigned char)(0xc0 | (c >> 6));
            *o++ = (unsigned char)(0x80 | (c & 0x3f));
        } else {
            *o++ = (unsigned char)(0xe0 | (c >> 12));
            *o++ = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
            *o++ = (unsigned char)(0x80 | (c & 0x3f));
        }
    }
    *o = 0;
}

/* ---- Arrays ------------------------------------------------------------------------------ */
static jsize GetArrayLength(JNIEnv *env, jarray a)
{
    (void)env;
    return arr_len(deref(a));
}

static bool index_ok(Thread *th, Object *arr, jsize i)
{
    if (i < 0 || i >= arr_len(arr)) {
        exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", i,
                  arr_len(arr));
        return false;
    }
    return true;
}

static jarray NewObjectArray(JNIEnv *env, jsize len, jclass elem, jobject init)
{
    (void)env;
    TH;
    Object *a = arr_new_ref(th, cls_of(elem), len);
    Object *v = deref(init);
    if (a && v) {
        heap_barrier(a);
        for (jsize i = 0; i < len; i++)
            ARR_AT(a, Object *, i) = v;
    }
    return loc(a);
}

static jobject GetObjectArrayElement(JNIEnv *env, jarray a, jsize i)
{
    (void)env;
    Object *arr = deref(a);
    return loc(index_ok(thread_current(), arr, i) ? ARR_AT(arr, Object *, i) : NULL);
}

static void SetObjectArrayElement(JNIEnv *env, jarray a, jsize i, jobject o)
{
    (void)env;
    TH;
    Object *arr = deref(a), *v = deref(o);
    if (!index_ok(th, arr, i))
        return;
    if (v && !class_assignable(arr->cls->component, v->cls)) {
        /* HotSpot's jni_SetObjectArrayElement words */
        char *n = java_name(v->cls->name), *e = java_name(arr->cls->component->name);
        exc_throw(th, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]", n, e, (int)i);
        free(n);
        free(e);
        return;
    }
    heap_barrier(arr);
    ARR_AT(arr, Object *, i) = v;
}

static bool region_ok(Thread *th, Object *arr, jsize start, jsize len)
{
    if (len < 0) /* (HotSpot's check_bounds says this first) */
        return exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", (int)len);
    if (start < 0 || start > arr_len(arr) - len) {
        exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", "Array region %d..%lld out of bounds for length %d",
                  start, (long long)start + len, arr_len(arr));
        return false;
    }
    return true;
}

/* Elements are handed out as copies (isCopy true): a release with mode 0 or
 * JNI_COMMIT writes them back (through the barrier), 0 or JNI_ABORT frees. */
#define ARRAY_FNS(Name, T, get, ch, shift)                                                         \
    static jarray New##Name##Array(JNIEnv *env, jsize len)                                         \
    {                                                                                              \
        (void)env;                                                                                 \
        return loc(arr_new_prim(thread_current(), ch, len));                                       \
    }                                                                                              \
    static T *Get##Name##ArrayElements(JNIEnv *env, jarray a, jboolean *is_copy)                   \
    {                                                                                              \
        (void)env;                                                                                 \
        Object *arr = deref(a);                                                                    \
        size_t n = (size_t)arr_len(arr) * sizeof(T);                                               \
        T *buf = xmalloc(n ? n : 1);                                                               \
        memcpy(buf, arr_data(arr), n);                                                             \
        if (is_copy)                                                                               \
            *is_copy = n != 0; /* (none of no elements) */                                         \
        return buf;                                                                                \
    }                                                                                              \
    static void Release##Name##ArrayElements(JNIEnv *env, jarray a, T *elems, jint mode)           \
    {                                                                                              \
        (void)env;                                                                                 \
        Object *arr = deref(a);                                                                    \
        if (mode == 0 || mode == JNI_COMMIT) {                                                     \
            heap_barrier(arr);                                                                     \
            memcpy(arr_data(arr), elems, (size_t)arr_len(arr) * sizeof(T));                        \
        }                                                                                          \
        if (mode != JNI_COMMIT)                                                                    \
            free(elems);                                                                           \
    }                                                                                              \
    static void Get##Name##ArrayRegion(JNIEnv *env, jarray a, jsize start, jsize len, T *buf)      \
    {                                                                                              \
        (void)env;                                                                                 \
        Object *arr = deref(a);                                                                    \
        if (region_ok(thread_current(), arr, start, len))                                          \
            memcpy(buf, (T *)arr_data(arr) + start, (size_t)len * sizeof(T));                      \
    }                                                                                              \
    static void Set##Name##ArrayRegion(JNIEnv *env, jarray a, jsize start, jsize len, const T *buf) \
    {                                                                                              \
        (void)env;                                                                                 \
        Object *arr = deref(a);                                                                    \
        if (region_ok(thread_current(), arr, start, len)) {                                        \
            heap_barrier(arr);                                                                     \
            memcpy((T *)arr_data(arr) + start, buf, (size_t)len * sizeof(T));                      \
        }                                                                                          \
    }
#define PRIM_LIST(X)                                                                               \
    X(Boolean, jboolean, r.i, 'Z', 0)                                                              \
    X(Byte, jbyte, r.i, 'B', 0)                                                                    \
    X(Char, jchar, r.i, 'C', 1)                                                                    \
    X(Short, jshort, r.i, 'S', 1)                                                                  \
    X(Int, jint, r.i, 'I', 2)                                                                      \
    X(Long, jlong, r.j, 'J', 3)                                                                    \
    X(Float, jfloat, r.f, 'F', 2)                                                                  \
    X(Double, jdouble, r.d, 'D', 3)
PRIM_LIST(ARRAY_FNS)

/* Critical regions hand out the array's own memory (objects never move); the
 * barrier is taken first since the native may write through it. */
static void *GetPrimitiveArrayCritical(JNIEnv *env, jarray a, jboolean *is_copy)
{
    (void)env;
    Object *arr = deref(a);
    heap_barrier(arr);
    if (is_copy)
        *is_copy = 0;
    return arr_data(arr);
}

static void ReleasePrimitiveArrayCritical(JNIEnv *env, jarray a, void *p, jint mode)
{
    (void)env;
    (void)a;
    (void)p;
    (void)mode;
}

/* A UTF-16 string's own chars, as HotSpot hands them out (isCopy false;
 * nested calls, the same pointer); a LATIN1 string's are a copy. */
static const jchar *GetStringCritical(JNIEnv *env, jstring s, jboolean *is_copy)
{
    const uint16_t *own = str_utf16_chars(deref(s));
    if (!own)
        return GetStringChars(env, s, is_copy);
    if (is_copy)
        *is_copy = 0;
    return own;
}

static void ReleaseStringCritical(JNIEnv *env, jstring s, const jchar *chars)
{
    if (chars != str_utf16_chars(deref(s)))
        ReleaseStringChars(env, s, chars);
}

/* ---- Natives, monitors, VM ------------------------------------------------------------- */
static jint RegisterNatives(JNIEnv *env, jclass c, const JNINativeMethod *methods, jint n)
{
    (void)env;
    TH;
    Class *k = cls_of(c);
    for (jint i = 0; i < n; i++) {
        Sym name = sym_lookup(methods[i].name, strlen(methods[i].name));
        Sym desc = sym_lookup(methods[i].signature, strlen(methods[i].signature));
        if (!name || !desc) {
            /* (HotSpot's words when no class names such a method at all) */
            char *cn = java_name(k->name);
            exc_throw(th, "java/lang/NoSuchMethodError", "Method %s.%s%s not found", cn, methods[i].name,
                      methods[i].signature);
            free(cn);
            return -1;
        }
        Method *m = NULL;
        for (Class *s2 = k; s2 && !m; s2 = s2->super) /* (the class, then its superclasses, as HotSpot looks) */
            m = cf_find_method(s2, name, desc);
        if (!m || !(m->access & ACC_NATIVE)) {
            Buf b = {0};
            buf_puts(&b, "Method ");
            char *mc = java_name(m ? m->cls->name : k->name);
            desc_put_method_external(&b, NULL, mc, name, desc);
            free(mc);
            buf_puts(&b, m ? " is not declared as native" : " name or signature does not match");
            exc_throw(th, "java/lang/NoSuchMethodError", "%s", buf_cstr(&b));
            buf_free(&b);
            return -1;
        }
        bind(m, methods[i].fnPtr);
    }
    return 0;
}

static jint UnregisterNatives(JNIEnv *env, jclass c)
{
    (void)env;
    Class *k = cls_of(c);
    for (uint16_t j = 0; j < k->n_methods; j++)
        if (binding_get(&k->methods[j]))
            unbind(&k->methods[j]);
    return 0;
}

static jint MonitorEnter(JNIEnv *env, jobject o)
{
    (void)env;
    Object *obj = deref(o);
    if (!obj) {
        exc_npe(thread_current(), NULL);
        return JNI_ERR;
    }
    mon_enter(thread_current(), obj);
    return 0;
}

static jint MonitorExit(JNIEnv *env, jobject o)
{
    (void)env;
    Object *obj = deref(o);
    if (!obj) {
        exc_npe(thread_current(), NULL);
        return JNI_ERR;
    }
    return mon_exit_jni(thread_current(), obj) ? 0 : -1;
}

static jint GetJavaVM(JNIEnv *env, JavaVM **vm)
{
    (void)env;
    *vm = &jni_vm;
    return 0;
}

static jobject NewDirectByteBuffer(JNIEnv *env, void *addr, jlong cap)
{
    (void)env;
    TH;
    Class *k = loader_load(th, NULL, sym_c("java/nio/DirectByteBuffer"));
    if (!k || !class_ready(th, k))
        return NULL;
    Method *m = class_find_method(k, S.init, sym_c("(JI)V"));
    if (!m)
        vm_panic("JNI NewDirectByteBuffer: no DirectByteBuffer(long, int)");
    Object *o = obj_new(th, k);
    if (!o)
        return NULL;
    Slot args[4] = {{.a = o}, {.j = (int64_t)(intptr_t)addr}, {.j = 0}, {.i = (int32_t)cap}};
    PENDING_SET_ASIDE(th);
    bool ok = interp_call(th, m, args, NULL);
    PENDING_BACK(th);
    return loc(ok ? o : NULL);
}

static Class *direct_buffer_class(Thread *th)
{
    return loader_load(th, NULL, sym_c("sun/nio/ch/DirectBuffer"));
}

static void *GetDirectBufferAddress(JNIEnv *env, jobject b)
{
    (void)env;
    TH;
    Object *o = deref(b);
    Class *db = direct_buffer_class(th);
    if (!o || !db || !obj_instance_of(o, db))
        return NULL;
    return (void *)(intptr_t)FIELD_AT(o, int64_t, field_offset(loader_load(th, NULL, sym_c("java/nio/Buffer")),
                                                                "address", "J"));
}

static jlong GetDirectBufferCapacity(JNIEnv *env, jobject b)
{
    (void)env;
    TH;
    Object *o = deref(b);
    Class *db = direct_buffer_class(th);
    if (!o || !db || !obj_instance_of(o, db))
        return -1;
    return FIELD_AT(o, int32_t, field_offset(loader_load(th, NULL, sym_c("java/nio/Buffer")), "capacity", "I"));
}

/* ---- The invocation interface ---------------------------------------------------------- */
static bool on_vm_thread(void) { return pthread_equal(pthread_self(), jni_os_thread); }

static jint DestroyJavaVM(JavaVM *vm)
{
    (void)vm;
    return JNI_ERR;
}

static jint AttachCurrentThread(JavaVM *vm, void **penv, void *args)
{
    (void)vm;
    (void)args;
    if (!on_vm_thread()) {
        fprintf(stderr, "rivet: JNI AttachCurrentThread from another OS thread is not supported "
                        "(Java threads are green threads on one OS thread)\n");
        return JNI_ERR;
    }
    *penv = &jni_env;
    return JNI_OK;
}

/* The invocation interface's lookup of the running VM (dlsym(RTLD_DEFAULT,
 * "JNI_GetCreatedJavaVMs"), as libraries that find the VM themselves do):
 * exported, as the binary exports its symbols (-rdynamic). */
jint JNI_GetCreatedJavaVMs(JavaVM **vms, jsize n, jsize *count);
jint JNI_GetCreatedJavaVMs(JavaVM **vms, jsize n, jsize *count)
{
    if (count)
        *count = 1;
    if (vms && n > 0)
        vms[0] = (JavaVM *)&jni_vm;
    return JNI_OK;
}

/* Only a thread attached from outside may detach; every thread here is a
 * Java thread with Java frames below the native (HotSpot: JNI_ERR). */
static jint DetachCurrentThread(JavaVM *vm)
{
    (void)vm;
    return thread_current() ? JNI_ERR : JNI_OK;
}

static jint GetEnv(JavaVM *vm, void **penv, jint version)
{
    (void)vm;
    if (!on_vm_thread()) {
        *penv = NULL;
        return -2; /* JNI_EDETACHED */
    }
    if (version != 0x00010001 && version != 0x00010002 && version != 0x00010004 && version != 0x00010006 &&
        version != 0x00010008 && version != 0x00090000 && version != 0x000a0000) {
        *penv = NULL;
        return JNI_EVERSION;
    }
    *penv = &jni_env;
    return JNI_OK;
}

/* ---- The table --------------------------------------------------------------------------- */

static void jni_missing(const char *name) __attribute__((noreturn));
static void jni_missing(const char *name)
{
    fflush(stdout);
    vm_panic("JNI function %s is not implemented by Rivet", name);
}

#define STUB(n)                                                                                    \
    static void missing_##n(void) { jni_missing(#n); }
JNI_SLOT_LIST(STUB)
#undef STUB

static void *jni_table[N_SLOTS] = {
#define STUB_REF(n) (void *)missing_##n,
    JNI_SLOT_LIST(STUB_REF)
#undef STUB_REF
};

#define IMPL_LIST(X)                                                                               \
    X(GetVersion) X(DefineClass) X(FromReflectedMethod) X(FromReflectedField) X(ToReflectedMethod)      \
    X(ToReflectedField) X(FindClass) X(GetSuperclass) X(IsAssignableFrom) X(GetModule) X(Throw) X(ThrowNew) \
    X(ExceptionOccurred) X(ExceptionDescribe) X(ExceptionClear) X(ExceptionCheck) X(FatalError)   \
    X(NewGlobalRef) X(DeleteGlobalRef) X(DeleteLocalRef) X(NewLocalRef) X(EnsureLocalCapacity)    \
    X(PushLocalFrame) X(PopLocalFrame) X(IsSameObject) X(NewWeakGlobalRef) X(DeleteWeakGlobalRef) \
    X(GetObjectRefType) X(AllocObject) X(NewObject) X(NewObjectV) X(NewObjectA) X(GetObjectClass) \
    X(IsInstanceOf) X(GetMethodID) X(GetStaticMethodID) X(GetFieldID) X(GetStaticFieldID)         \
    X(NewString) X(GetStringLength) X(GetStringChars) X(ReleaseStringChars) X(NewStringUTF)       \
    X(GetStringUTFLength) X(GetStringUTFChars) X(ReleaseStringUTFChars) X(GetStringRegion)        \
    X(GetStringUTFRegion) X(GetStringCritical) X(ReleaseStringCritical) X(GetArrayLength)         \
    X(NewObjectArray) X(GetObjectArrayElement) X(SetObjectArrayElement)                           \
    X(GetPrimitiveArrayCritical) X(ReleasePrimitiveArrayCritical) X(RegisterNatives)              \
    X(UnregisterNatives) X(MonitorEnter) X(MonitorExit) X(GetJavaVM) X(NewDirectByteBuffer)       \
    X(GetDirectBufferAddress) X(GetDirectBufferCapacity)

static void jni_init(void)
{
    static bool done;
    if (done)
        return;
    done = true;
    jni_os_thread = pthread_self();
    heap_add_roots(scan_globals, NULL);
    heap_add_roots(scan_locals, NULL);
    heap_add_weak_hook(clear_weaks);
#define SET(n) jni_table[SLOT_##n] = (void *)n;
    IMPL_LIST(SET)
#define SET_TYPED(Name, T, get, ch, shift)                                                         \
    SET(Call##Name##Method) SET(Call##Name##MethodV) SET(Call##Name##MethodA)                      \
    SET(CallNonvirtual##Name##Method) SET(CallNonvirtual##Name##MethodV)                           \
    SET(CallNonvirtual##Name##MethodA) SET(CallStatic##Name##Method) SET(CallStatic##Name##MethodV) \
    SET(CallStatic##Name##MethodA)
    TYPE_LIST(SET_TYPED)
    SET_TYPED(Void, void, 0, 'V', 0)
#define SET_FIELDS(Name, T, get, ch, shift)                                                        \
    SET(Get##Name##Field) SET(Set##Name##Field) SET(GetStatic##Name##Field) SET(SetStatic##Name##Field)
    TYPE_LIST(SET_FIELDS)
#define SET_ARRAYS(Name, T, get, ch, shift)                                                        \
    SET(New##Name##Array) SET(Get##Name##ArrayElements) SET(Release##Name##ArrayElements)          \
    SET(Get##Name##ArrayRegion) SET(Set##Name##ArrayRegion)
    PRIM_LIST(SET_ARRAYS)
#undef SET
    vm_table[3] = (void *)DestroyJavaVM;
    vm_table[4] = (void *)AttachCurrentThread;
    vm_table[5] = (void *)DetachCurrentThread;
    vm_table[6] = (void *)GetEnv;
    vm_table[7] = (void *)AttachCurrentThread; /* AttachCurrentThreadAsDaemon */
}
