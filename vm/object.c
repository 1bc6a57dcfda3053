/* Object and array allocation, cloning and identity hashes.
 *
 * Identity hashes come from a deterministic generator so that a run (and its
 * replay) sees the same hashes: HotSpot's, see below. */
#include "vm/vm.h"

#include "vm/loader.h"
#include "vm/heap.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"

uint32_t g_obj_extra;
uint32_t g_obj_unversioned_off, g_obj_unversioned_len;
uint32_t g_array_len_off = OBJ_HEADER_SIZE;
uint32_t g_array_base_off = OBJ_HEADER_SIZE + 8;
WellKnown WK;

/* HotSpot's generator (hashCode=5): Marsaglia's xor-shift over four words,
 * which HotSpot keeps per thread. Here one generator serves every thread;
 * when main is about to run it takes the state HotSpot's main thread has
 * then (its first word is os::random() after os::init_random(1234567), and
 * HotSpot's start-up has drawn 7 hashes, 15 for a jar), so a program's identity hashes
 * (Object.toString, HashSet iteration order) are HotSpot's as long as only
 * the main thread asks for them.
 *
 * A checkpoint saves one 32-bit word (obj_hash_state): the number of draws
 * since the last reseed, with bit 31 set after the reseed for main. The state
 * is rebuilt from it by replaying draws from a snapshot (one every 1024). */
typedef struct {
    uint32_t x, y, z, w;
} HashState;

#define HS_Y 842502087u
#define HS_Z 0x8767u
#define HS_W 273326509u
#define HS_MAIN_X 1422014746u /* os::random() after os::init_random(1234567) */
#define HS_BOOT_X 0x2545F491u

static HashState hs = {HS_BOOT_X, HS_Y, HS_Z, HS_W};
static uint32_t hs_steps;
static bool hs_main; /* reseeded for main */
static HashState *hs_snaps;
static size_t hs_n_snaps, hs_cap_snaps;

static uint32_t hs_draw(void)
{
    if ((hs_steps & 1023) == 0 && hs_n_snaps == (size_t)(hs_steps >> 10)) {
        if (hs_n_snaps == hs_cap_snaps) {
            hs_cap_snaps = hs_cap_snaps ? hs_cap_snaps * 2 : 64;
            hs_snaps = xrealloc(hs_snaps, hs_cap_snaps * sizeof *hs_snaps);
        }
        hs_snaps[hs_n_snaps++] = hs;
    }
    uint32_t t = hs.x;
    t ^= t << 11;
    hs.x = hs.y;
    hs.y = hs.z;
    hs.z = hs.w;
    uint32_t v = hs.w;
    v = (v ^ (v >> 19)) ^ (t ^ (t >> 8));
    hs.w = v;
    hs_steps++;
    return v;
}

static void hs_reset(bool for_main)
{
    hs_main = for_main;
    hs = (HashState){for_main ? HS_MAIN_X : HS_BOOT_X, HS_Y, HS_Z, HS_W};
    hs_steps = 0;
    hs_n_snaps = 0;
}

void obj_hash_reseed_for_main(bool jar)
{
    /* the hashes HotSpot's main thread made before main (measured): 7, or
     * 15 when it runs a jar */
    uint32_t drawn = jar ? 15 : 7;
    hs_reset(true);
    for (uint32_t i = 0; i < drawn; i++)
        hs_draw();
}

/* HotSpot draws one hash for every class a Java class loader defines (the
 * classes of its CDS archive come with their mirrors): so does Rivet. */
void obj_hash_class_defined(void) { hs_draw(); }

/* The generator's state is part of a checkpoint. */
uint32_t obj_hash_state(void) { return (hs_main ? 0x80000000u : 0) | (hs_steps & 0x7fffffffu); }

void obj_set_hash_state(uint32_t s)
{
    bool for_main = (s & 0x80000000u) != 0;
    uint32_t steps = s & 0x7fffffffu;
    if (for_main != hs_main || hs_n_snaps == 0) {
        hs_reset(for_main);
    } else {
        size_t i = steps >> 10;
        if (i >= hs_n_snaps)
            i = hs_n_snaps - 1;
        hs = hs_snaps[i];
        hs_steps = (uint32_t)(i << 10);
    }
    while (hs_steps < steps)
        hs_draw();
}

uint32_t obj_identity_hash(Object *obj)
{
    if (obj->flags & OF_HASHED)
        return obj->hash;
    uint32_t h;
    Class *mc = obj->cls == WK.Class ? mirror_class(obj) : NULL;
    if (mc && !mc->loader) {
        /* The mirror of a boot class: HotSpot's come hashed from its CDS
         * archive, so they take nothing from the program's sequence.
         * Their hash comes from the class's name (no state to checkpoint). */
        h = (sym_hash(mc->name) * 0x9E3779B1u) & 0x7fffffff;
        if (!h)
            h = 0xBAD;
    } else {
        h = hs_draw() & 0x7fffffff;
        if (!h)
            h = 0xBAD;
    }
    heap_barrier(obj);
    obj->hash = h;
    obj->flags |= OF_HASHED;
    return h;
}

static bool register_finalizer(Thread *th, Object *obj)
{
    static Method *reg;
    if (!reg) {
        Class *fin = loader_load(th, NULL, sym_c("java/lang/ref/Finalizer"));
        if (!fin)
            return false;
        reg = cf_find_method(fin, sym_c("register"), sym_c("(Ljava/lang/Object;)V"));
        if (!reg)
            return exc_throw(th, "java/lang/InternalError", "no Finalizer.register");
        if (!class_ready(th, fin))
            return false;
    }
    return interp_call(th, reg, (Slot[]){{.a = obj}}, NULL);
}

Object *obj_new(Thread *th, Class *cls)
{
    Object *o = heap_alloc(th, cls->instance_size);
    if (!o) {
        exc_oom(th);
        return NULL;
    }
    o->cls = cls;
    if (unlikely(cls->cflags & CF_FINALIZER) && vm_booted) {
        if (!register_finalizer(th, o))
            return NULL;
    }
    RTI_HOOK(alloc, th, o);
    return o;
}

Object *arr_new(Thread *th, Class *ac, int32_t len)
{
    if (len < 0) {
        exc_throw(th, "java/lang/NegativeArraySizeException", "%d", len);
        return NULL;
    }
    /* HotSpot's limit (a length that with the header overflows a jint of words),
     * checked before trying to allocate as there. */
    if (len > INT32_MAX - 2) {
        exc_oom_array_size(th);
        return NULL;
    }
    size_t size = g_array_base_off + ((size_t)len << ac->elem_shift);
    Object *a = heap_alloc(th, size);
    if (!a) {
        exc_oom(th);
        return NULL;
    }
    a->cls = ac;
    *(int32_t *)((char *)a + g_array_len_off) = len;
    RTI_HOOK(alloc, th, a);
    return a;
}

Object *arr_new_prim(Thread *th, char type, int32_t len)
{
    int i = prim_index(type);
    Class *ac = WK.arr_prim[i];
    if (!ac) {
        ac = loader_array_of(th, WK.prim[i]);
        if (!ac)
            return NULL;
        WK.arr_prim[i] = ac;
    }
    return arr_new(th, ac, len);
}

Object *arr_new_ref(Thread *th, Class *elem, int32_t len)
{
    Class *ac = loader_array_of(th, elem);
    if (!ac)
        return NULL;
    return arr_new(th, ac, len);
}

Object *obj_clone(Thread *th, Object *obj)
{
    size_t size = obj_size(obj);
    Object *c = heap_alloc(th, size);
    if (!c) {
        exc_oom(th);
        return NULL;
    }
    memcpy((char *)c + OBJ_HEADER_SIZE, (char *)obj + OBJ_HEADER_SIZE, size - OBJ_HEADER_SIZE);
    c->cls = obj->cls;
    if (rti_tool_count())
        rti_clear_extra_fields(c);
    if (unlikely(c->cls->cflags & CF_FINALIZER) && vm_booted) {
        if (!register_finalizer(th, c))
            return NULL;
    }
    RTI_HOOK(alloc, th, c);
    return c;
}

char *class_java_name(const Class *c)
{
    char *s = xstrdup(c->name);
    /* A hidden class (or an array of one) keeps the slash before its suffix:
     * the last one of the name. */
    const Class *e = c;
    while (e->kind == CK_ARRAY)
        e = e->component;
    char *hidden = (e->cflags & CF_HIDDEN) ? strrchr(s, '/') : NULL;
    for (char *p = s; *p; p++)
        if (*p == '/' && p != hidden)
            *p = '.';
    return s;
}
