/* java.lang.System natives: standard streams, clocks, arraycopy. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/rti_hooks.h"
#include "vm/vmclock.h"

static void set_static(Thread *th, const char *name, const char *desc, Object *v)
{
    (void)th;
    Field *f = cf_find_field(WK.System, sym_c(name), sym_c(desc));
    obj_set_ref(WK.System->mirror, f->offset, v);
}

NATIVE(setIn0)
{
    (void)ret;
    set_static(th, "in", "Ljava/io/InputStream;", a[0].a);
}

NATIVE(setOut0)
{
    (void)ret;
    set_static(th, "out", "Ljava/io/PrintStream;", a[0].a);
}

NATIVE(setErr0)
{
    (void)ret;
    set_static(th, "err", "Ljava/io/PrintStream;", a[0].a);
}

NATIVE(currentTimeMillis)
{
    (void)th;
    (void)a;
    ret->j = vmclock_wall_ns() / 1000000;
}

NATIVE(nanoTime)
{
    (void)th;
    (void)a;
    ret->j = vmclock_nano();
}

NATIVE(identityHashCode)
{
    (void)th;
    ret->i = a[0].a ? (int32_t)obj_identity_hash(a[0].a) : 0;
}

NATIVE(mapLibraryName)
{
    if (!a[0].a) {
        exc_npe(th, NULL);
        return;
    }
    char *n = str_to_cstr(a[0].a);
    char buf[4096];
    snprintf(buf, sizeof buf, "lib%s.so", n);
    free(n);
    ret->a = str_new_cstr(th, buf);
}

/* "int[]", "object array[]" as HotSpot's arraycopy messages say. */
static const char *type_word(Class *ac)
{
    switch (ac->elem_type) {
    case 'Z': return "boolean";
    case 'B': return "byte";
    case 'C': return "char";
    case 'S': return "short";
    case 'I': return "int";
    case 'J': return "long";
    case 'F': return "float";
    case 'D': return "double";
    default: return "object array";
    }
}

static char *ext_name(Class *c)
{
    Buf b = {0};
    if (c->kind == CK_ARRAY) {
        Class *e = c;
        int dims = 0;
        while (e->kind == CK_ARRAY) {
            dims++;
            e = e->component;
        }
        buf_puts(&b, e->name);
        for (int i = 0; i < dims; i++)
            buf_puts(&b, "[]");
    } else {
        buf_puts(&b, c->name);
    }
    char *s = xstrdup(buf_cstr(&b));
    buf_free(&b);
    for (char *p = s; *p; p++)
        if (*p == '/')
            *p = '.';
    return s;
}

NATIVE(arraycopy)
{
    (void)ret;
    Object *src = a[0].a, *dst = a[2].a;
    int32_t sp = a[1].i, dp = a[3].i, n = a[4].i;
    if (!src || !dst) {
        exc_npe(th, NULL);
        return;
    }
    if (src->cls->kind != CK_ARRAY) {
        char *s = ext_name(src->cls);
        exc_throw(th, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", s);
        free(s);
        return;
    }
    if (dst->cls->kind != CK_ARRAY) {
        char *s = ext_name(dst->cls);
        exc_throw(th, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array", s);
        free(s);
        return;
    }
    Class *sc = src->cls, *dc = dst->cls;
    bool sref = sc->elem_type == 'L', dref = dc->elem_type == 'L';
    if (sc->elem_type != dc->elem_type) {
        exc_throw(th, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                  type_word(sc), type_word(dc));
        return;
    }
    int32_t sl = arr_len(src), dl = arr_len(dst);
    const char *aioobe = "java/lang/ArrayIndexOutOfBoundsException";
    if (n < 0) {
        exc_throw(th, aioobe, "arraycopy: length %d is negative", n);
        return;
    }
    if (sp < 0) {
        exc_throw(th, aioobe, "arraycopy: source index %d out of bounds for %s[%d]", sp, type_word(sc), sl);
        return;
    }
    if (dp < 0) {
        exc_throw(th, aioobe, "arraycopy: destination index %d out of bounds for %s[%d]", dp, type_word(dc), dl);
        return;
    }
    if ((int64_t)sp + n > sl) {
        exc_throw(th, aioobe, "arraycopy: last source index %lld out of bounds for %s[%d]", (long long)sp + n,
                  type_word(sc), sl);
        return;
    }
    if ((int64_t)dp + n > dl) {
        exc_throw(th, aioobe, "arraycopy: last destination index %lld out of bounds for %s[%d]", (long long)dp + n,
                  type_word(dc), dl);
        return;
    }
    if (n == 0)
        return;
    RTI_HOOK(array_copy, th, src, sp, dst, dp, n);
    heap_barrier(dst);
    int shift = sc->elem_shift;
    if (!sref || !dref || class_is_subclass(sc, dc)) {
        memmove((char *)arr_data(dst) + ((size_t)dp << shift), (char *)arr_data(src) + ((size_t)sp << shift),
                (size_t)n << shift);
        return;
    }
    /* Element by element with store checks; elements before a failure are copied. */
    Class *ec = dc->component;
    Object **s = (Object **)arr_data(src) + sp, **d = (Object **)arr_data(dst) + dp;
    if (src == dst && sp < dp) {
        for (int32_t i = n - 1; i >= 0; i--)
            d[i] = s[i];
        return;
    }
    for (int32_t i = 0; i < n; i++) {
        Object *o = s[i];
        if (o && !obj_instance_of(o, ec)) {
            char *sn = class_java_name(sc->component), *en = class_java_name(ec);
            if (!class_is_subclass(ec, sc->component))
                exc_throw(th, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                          sn, en);
            else
                exc_throw(th, "java/lang/ArrayStoreException",
                          "arraycopy: element type mismatch: can not cast one of the elements of %s[] to the type of "
                          "the destination array, %s",
                          sn, en);
            free(sn);
            free(en);
            return;
        }
        d[i] = o;
    }
}

NATIVES_TABLE(java_lang_System, "java/lang/System",
    {"setIn0", "(Ljava/io/InputStream;)V", setIn0},
    {"setOut0", "(Ljava/io/PrintStream;)V", setOut0},
    {"setErr0", "(Ljava/io/PrintStream;)V", setErr0},
    {"currentTimeMillis", "()J", currentTimeMillis},
    {"nanoTime", "()J", nanoTime},
    {"arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", arraycopy},
    {"identityHashCode", "(Ljava/lang/Object;)I", identityHashCode},
    {"mapLibraryName", "(Ljava/lang/String;)Ljava/lang/String;", mapLibraryName},
);
