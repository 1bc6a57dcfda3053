/* Object and array allocation, cloning and identity hashes.
 *
 * Identity hashes come from a deterministic generator so that a run (and its
 * replay) sees the same hashes: HotSpot's, see below. */
#include "vm/vm.h"

#include "vm/loader.h"
#include "vm/heap.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"
#include "checkpoint/ckpt.h"

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

void obj_hash_reseed_for_main(bool jar, Class *main_cls)
{
    /* the hashes HotSpot's main thread made before main (measured): 7, or
     * 15 when it runs a jar, the last of them the main class's link (its
     * LauncherHelper's getMethod links it): Rivet looked main up before,
     * so that draw is made again here */
    uint32_t drawn = jar ? 14 : 6;
    hs_reset(true);
    for (uint32_t i = 0; i < drawn; i++)
        hs_draw();
    if (main_cls && main_cls->mirror) {
        /* (through the barriers: a tool's checkpoint may be older) */
        heap_barrier(main_cls->mirror);
        main_cls->mirror->flags &= ~OF_HASHED;
        ckpt_save_class(main_cls);
        main_cls->hash_linked = 0;
        obj_hash_class_linked(main_cls);
    }
}

/* ---- Classes' hashes ----------------------------------------------------
 * HotSpot's verifier begins with the class's mirror's identity hash
 * (Verifier::verify: "eagerly allocate the identity hash code for a
 * klass"), for every class it links that is not rewritten already: every
 * class but those of its CDS archive, which come linked and with hashed
 * mirrors. So linking a class draws from the linking thread's sequence,
 * supertypes first (InstanceKlass::link_class_impl), and that draw is the
 * class's hash: A.class.hashCode(), the order of a HashMap keyed by
 * classes. Before, Rivet drew when a Java loader defined a class, and never
 * for the JDK's: an array of a class never initialised drew where HotSpot
 * does not, and a JDK class outside the archive (Scanner, BitSet) did not
 * draw where HotSpot does, and every identity hash after it differed, an
 * enum-keyed HashMap's order with them (hunt 15 J3). The archive's classes
 * are marked on their names' symbols (SYM_CHECK_CDS_ARCHIVED), read once
 * from the list the Makefile asks java for, and its lambdas from the JDK's
 * lib/classlist. */
static Sym lambda_key(const char *host, const char *name, const char *factory, const char *impl_class,
                      const char *impl_name, const char *impl_type)
{
    char key[2048];
    snprintf(key, sizeof key, "@%s %s %s %s %s %s", host, name, factory, impl_class, impl_name, impl_type);
    return sym_c(key);
}

static void archived_read(void)
{
    /* The archive's own list (it holds some classes the JDK's list does
     * not, such as the supertypes of listed ones), then the JDK's list for
     * its lambdas, and for the classes when there is no such file. */
    char path[4096];
    char line[1024];
    bool have_list = false;
    snprintf(path, sizeof path, "%s/cds-classes.txt", vm_opts.runtime_dir ? vm_opts.runtime_dir : "");
    FILE *f = vm_opts.runtime_dir ? fopen(path, "r") : NULL;
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, " \t\r\n")] = 0;
        if (line[0])
            have_list = sym_check_put(sym_c(line), SYM_CHECK_CDS_ARCHIVED, true);
    }
    if (f)
        fclose(f);
    snprintf(path, sizeof path, "%s/lib/classlist", vm_opts.jdk_home ? vm_opts.jdk_home : "");
    f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f)) {
        if (line[0] == '#')
            continue;
        if (!strncmp(line, "@lambda-proxy ", 14)) {
            /* HOST NAME FACTORY-TYPE ERASED-SAM IMPL-KIND IMPL-CLASS
             * IMPL-NAME IMPL-TYPE INSTANTIATED: one lambda of the host's,
             * kept as obj_hash_lambda_archived asks */
            char *t[9];
            int n = 0;
            for (char *p = strtok(line + 14, " \t\r\n"); p && n < 9; p = strtok(NULL, " \t\r\n"))
                t[n++] = p;
            if (n == 9)
                sym_check_put(lambda_key(t[0], t[1], t[2], t[5], t[6], t[7]), SYM_CHECK_CDS_ARCHIVED, true);
            continue;
        }
        if (line[0] == '@' || have_list)
            continue;
        line[strcspn(line, " \t\r\n")] = 0;
        if (line[0])
            sym_check_put(sym_c(line), SYM_CHECK_CDS_ARCHIVED, true);
    }
    if (f)
        fclose(f);
}

static bool archived_has(Sym name)
{
    static bool read;
    if (!read) {
        read = true;
        archived_read();
    }
    return sym_checked(name, SYM_CHECK_CDS_ARCHIVED) == 1;
}

bool obj_hash_lambda_archived(const char *host, const char *name, const char *factory, const char *impl_class,
                              const char *impl_name, const char *impl_type)
{
    return archived_has(lambda_key(host, name, factory, impl_class, impl_name, impl_type));
}

/* Whether HotSpot's CDS archive holds the class: one of the JDK's (the boot
 * or the platform loader's), listed; or a lambda proxy the list names
 * ("@lambda-proxy HOST ...", CF_CDS_LAMBDA: vm/indy.c). */
static bool class_archived(const Class *c)
{
    if (c->kind != CK_INSTANCE)
        return false;
    if (!loader_is_jdk(c->loader))
        return false;
    if (!(c->cflags & CF_HIDDEN))
        return archived_has(c->name);
    return c->cflags & CF_CDS_LAMBDA;
}

void obj_hash_class_linked(Class *cls)
{
    if (!cls || cls->kind != CK_INSTANCE || cls->hash_linked)
        return;
    ckpt_save_class(cls);
    cls->hash_linked = 1;
    obj_hash_class_linked(cls->super);
    for (uint16_t i = 0; i < cls->n_interfaces; i++)
        obj_hash_class_linked(cls->interfaces[i]);
    if (cls->mirror && !class_archived(cls)) {
        if ((cls->cflags & CF_HIDDEN) && (cls->mirror->flags & OF_HASHED)) {
            /* Linked again after a checkpoint return undid its link: a
             * hidden class outlives the return (its call site keeps it),
             * and so does its mirror's hash; the draw comes again all the
             * same, as in a fresh run of the same schedule. */
            heap_barrier(cls->mirror);
            cls->mirror->flags &= ~OF_HASHED;
        }
        static int debug = -1;
        if (debug < 0)
            debug = getenv("RIVET_HASH_DEBUG") != NULL;
        if (debug && !(cls->mirror->flags & OF_HASHED))
            fprintf(stderr, "[hash-link %s]\n", cls->name);
        obj_identity_hash(cls->mirror);
    }
}

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
    if (mc && (mc->kind != CK_INSTANCE ? !mc->loader : class_archived(mc))) {
        /* The mirror of a class of HotSpot's CDS archive (or a primitive's,
         * or an array's of such): theirs come hashed from the archive, so
         * they take nothing from the program's sequence. Their hash comes
         * from the class's name (no state to checkpoint). */
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
