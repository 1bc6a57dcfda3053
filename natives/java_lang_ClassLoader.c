/* java.lang.ClassLoader natives: defining and finding classes, assertion directives. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/interp.h"

static Object *define(Thread *th, Object *loader, Object *jname, const uint8_t *bytes, size_t len, Object *pd,
                      int flags, Class *lookup, Object *class_data)
{
    Sym name = jname ? str_to_sym(jname, true) : NULL;
    /* -javaagent transformers see what a Java class loader defines (not hidden classes). */
    uint8_t *transformed = NULL;
    if (instrument_transforming() && !(flags & DEF_HIDDEN)) {
        size_t tlen;
        transformed = instrument_transform(th, loader, name, bytes, len, pd, &tlen);
        if (th->exc) {
            free(transformed);
            return NULL;
        }
        if (transformed) {
            bytes = transformed;
            len = tlen;
        }
    }
    Class *c = loader_define(th, loader, name, bytes, len, pd, flags, lookup);
    free(transformed);
    if (!c)
        return NULL;
    if (class_data) {
        c->class_data = class_data;
        obj_set_ref(c->mirror, g_off_class_classdata, class_data);
    }
    return c->mirror;
}

/* As the JDK's native defineClass1: a negative length is refused at once,
 * a bad region as JNI's GetByteArrayRegion refuses it. */
static bool check_range(Thread *th, Object *b, int32_t off, int32_t len)
{
    if (!b)
        return exc_npe(th, NULL);
    if (len < 0)
        return exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", NULL);
    if (off < 0 || (int64_t)off + len > arr_len(b))
        return exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", "Array region %d..%lld out of bounds for length %d",
                         off, (long long)off + len, arr_len(b));
    return true;
}

NATIVE(defineClass1)
{
    Object *b = a[2].a;
    if (!check_range(th, b, a[3].i, a[4].i))
        return;
    ret->a = define(th, a[0].a, a[1].a, (uint8_t *)arr_data(b) + a[3].i, (size_t)a[4].i, a[5].a, 0, NULL, NULL);
}

NATIVE(defineClass2)
{
    Object *buf = a[2].a;
    if (!buf) {
        exc_npe(th, NULL);
        return;
    }
    int64_t address = FIELD_AT(buf, int64_t, field_offset(buf->cls, "address", "J"));
    ret->a = define(th, a[0].a, a[1].a, (uint8_t *)(intptr_t)address + a[3].i, (size_t)a[4].i, a[5].a, 0, NULL,
                    NULL);
}

/* Lookup.defineClass / defineHiddenClass. flags: 1 nestmate, 2 hidden. */
NATIVE(defineClass0)
{
    Object *loader = a[0].a, *lookup = a[1].a, *b = a[3].a, *pd = a[6].a, *class_data = a[9].a;
    int32_t off = a[4].i, len = a[5].i, flags = a[8].i;
    bool init = a[7].i;
    if (!check_range(th, b, off, len))
        return;
    Class *lc = mirror_class(lookup);
    int f = 0;
    if (flags & 2)
        f |= DEF_HIDDEN;
    if (flags & 1) {
        f |= DEF_NESTMATE;
        /* A nestmate joins the lookup class's nest: its host as the
         * NestHost attribute names it (JVMS 5.4.4), not the lookup class
         * itself when that is a nest member (a lambda spun for an interface
         * nested in a class must reach that class's private members). */
        if (lc && !resolve_nest_host(th, lc))
            return;
    }
    Object *m = define(th, loader, a[2].a, (uint8_t *)arr_data(b) + off, (size_t)len, pd, f, lc, class_data);
    if (!m)
        return;
    if (init && !clinit_ensure(th, mirror_class(m)))
        return;
    ret->a = m;
}

NATIVE(findBootstrapClass)
{
    if (!a[0].a)
        return;
    Sym s = str_to_sym(a[0].a, true);
    Class *c = loader_load_boot(th, s);
    if (!c)
        th->exc = NULL;
    ret->a = c ? c->mirror : NULL;
}

NATIVE(findLoadedClass0)
{
    (void)th;
    if (!a[1].a)
        return;
    Sym s = str_to_sym(a[1].a, true);
    Class *c = loader_find(a[0].a, s);
    ret->a = c ? c->mirror : NULL;
}

/* The -ea:/-da: directives for classes (package false) or packages as a
 * String[] of external names and the parallel boolean[], in command-line
 * order (HotSpot's JavaAssertions::fillJavaArrays). */
static bool directive_arrays(Thread *th, bool package, Object **names, Object **enabled)
{
    int n = 0;
    for (int i = 0; i < vm_opts.n_assert_dirs; i++)
        n += vm_opts.assert_dirs[i].package == package;
    *names = arr_new_ref(th, WK.String, n);
    if (!*names)
        return false;
    *enabled = arr_new_prim(th, 'Z', n);
    bool ok = *enabled != NULL;
    for (int i = 0, j = 0; ok && i < vm_opts.n_assert_dirs; i++) {
        const struct AssertDirective *d = &vm_opts.assert_dirs[i];
        if (d->package != package)
            continue;
        char *ext = xstrdup(d->name);
        for (char *p = ext; *p; p++)
            if (*p == '/')
                *p = '.';
        Object *s = str_new_cstr(th, ext);
        free(ext);
        if (!s) {
            ok = false;
            break;
        }
        heap_barrier(*names);
        heap_barrier(*enabled);
        ARR_AT(*names, Object *, j) = s;
        ARR_AT(*enabled, uint8_t, j) = d->enable;
        j++;
    }
    return ok;
}

NATIVE(retrieveDirectives)
{
    (void)a;
    Class *c = loader_load(th, NULL, sym_c("java/lang/AssertionStatusDirectives"));
    if (!c || !class_ready(th, c))
        return;
    Object *o = obj_new(th, c);
    Object *s1 = NULL, *s2 = NULL, *b1 = NULL, *b2 = NULL;
    if (!o || !directive_arrays(th, false, &s1, &b1) || !directive_arrays(th, true, &s2, &b2))
        return;
    obj_set_ref(o, field_offset(c, "classes", "[Ljava/lang/String;"), s1);
    obj_set_ref(o, field_offset(c, "packages", "[Ljava/lang/String;"), s2);
    obj_set_ref(o, field_offset(c, "classEnabled", "[Z"), b1);
    obj_set_ref(o, field_offset(c, "packageEnabled", "[Z"), b2);
    heap_barrier(o);
    FIELD_AT(o, uint8_t, field_offset(c, "deflt", "Z")) = vm_opts.assertions;
    ret->a = o;
}

NATIVES_TABLE(java_lang_ClassLoader, "java/lang/ClassLoader",
    {"defineClass1", "(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", defineClass1},
    {"defineClass2", "(Ljava/lang/ClassLoader;Ljava/lang/String;Ljava/nio/ByteBuffer;IILjava/security/ProtectionDomain;Ljava/lang/String;)Ljava/lang/Class;", defineClass2},
    {"defineClass0", "(Ljava/lang/ClassLoader;Ljava/lang/Class;Ljava/lang/String;[BIILjava/security/ProtectionDomain;ZILjava/lang/Object;)Ljava/lang/Class;", defineClass0},
    {"findBootstrapClass", "(Ljava/lang/String;)Ljava/lang/Class;", findBootstrapClass},
    {"findLoadedClass0", "(Ljava/lang/String;)Ljava/lang/Class;", findLoadedClass0},
    {"retrieveDirectives", "()Ljava/lang/AssertionStatusDirectives;", retrieveDirectives},
);
