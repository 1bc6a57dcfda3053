/* The native registry: every table in natives/list.h is indexed by (class, name,
 * descriptor) once at start-up. A lookup by descriptor means a native whose
 * signature changed in another JDK update simply isn't found, and the call
 * throws UnsatisfiedLinkError naming the method instead of misbehaving.
 *
 * registerNatives and initIDs of any class are accepted as no-ops: we register
 * nothing through them. */
#include "natives/natives.h"

#include "natives/jni.h"

#define NATIVE_EXTERN(ident) extern const NativeTable natives_##ident;
#include "natives_list.h"
NATIVE_LIST(NATIVE_EXTERN)
#undef NATIVE_EXTERN

static const NativeTable *const tables[] = {
#define NATIVE_REF(ident) &natives_##ident,
    NATIVE_LIST(NATIVE_REF)
#undef NATIVE_REF
};

typedef struct Entry {
    Sym cls, name, desc;
    NativeFn fn;
} Entry;

static Entry *entries;
static size_t cap;

static size_t hash3(Sym c, Sym n, Sym d)
{
    return (((uintptr_t)c >> 3) * 31 + ((uintptr_t)n >> 3)) * 31 + ((uintptr_t)d >> 3);
}

static void put(Sym c, Sym n, Sym d, NativeFn fn)
{
    size_t j = hash3(c, n, d) & (cap - 1);
    while (entries[j].cls) {
        if (entries[j].cls == c && entries[j].name == n && entries[j].desc == d) {
            fprintf(stderr, "rivet: duplicate native %s.%s%s\n", c, n, d);
            abort();
        }
        j = (j + 1) & (cap - 1);
    }
    entries[j] = (Entry){c, n, d, fn};
}

void natives_init(void)
{
    size_t total = 0;
    for (size_t i = 0; i < ARRAY_LEN(tables); i++)
        total += tables[i]->n;
    cap = 1024;
    while (cap < total * 2)
        cap *= 2;
    entries = xcalloc(cap, sizeof(Entry));
    for (size_t i = 0; i < ARRAY_LEN(tables); i++) {
        Sym c = sym_c(tables[i]->cls);
        for (size_t k = 0; k < tables[i]->n; k++) {
            const NativeDef *d = &tables[i]->defs[k];
            put(c, sym_c(d->name), sym_c(d->desc), d->fn);
        }
    }
}

static void nop_native(Thread *th, Slot *a, Slot *ret)
{
    (void)th;
    (void)a;
    (void)ret;
}

NativeFn natives_find(Method *m)
{
    if (!entries)
        natives_init();
    Sym c = m->cls->name;
    size_t j = hash3(c, m->name, m->desc) & (cap - 1);
    while (entries[j].cls) {
        if (entries[j].cls == c && entries[j].name == m->name && entries[j].desc == m->desc)
            return entries[j].fn;
        j = (j + 1) & (cap - 1);
    }
    if ((strcmp(m->name, "registerNatives") == 0 || strcmp(m->name, "initIDs") == 0) && m->desc == S.V_V)
        return nop_native;
    return jni_find(m);
}

Object *native_str(Thread *th, const char *s) { return s ? str_new_cstr(th, s) : NULL; }

Object *native_str_array(Thread *th, char **v, int n)
{
    Object *arr = arr_new_ref(th, WK.String, n);
    for (int i = 0; arr && i < n; i++) {
        Object *s = str_new_platform(th, v[i]);
        if (!s)
            return NULL;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = s;
    }
    return arr;
}

bool native_check_null(Thread *th, Object *o)
{
    if (o)
        return true;
    exc_npe(th, NULL);
    return false;
}
