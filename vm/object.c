/* Object and array allocation, cloning and identity hashes.
 *
 * Identity hashes come from a deterministic generator so that a run (and its
 * replay) sees the same hashes; they are 31-bit and never zero, like HotSpot's. */
#include "vm/vm.h"

#include "vm/loader.h"
#include "vm/heap.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"

uint32_t g_obj_extra;
uint32_t g_array_len_off = OBJ_HEADER_SIZE;
uint32_t g_array_base_off = OBJ_HEADER_SIZE + 8;
WellKnown WK;

static uint32_t hash_state = 0x2545F491u;

/* The generator's state is part of a checkpoint. */
uint32_t obj_hash_state(void) { return hash_state; }
void obj_set_hash_state(uint32_t s) { hash_state = s; }

uint32_t obj_identity_hash(Object *obj)
{
    if (obj->flags & OF_HASHED)
        return obj->hash;
    uint32_t h;
    do {
        hash_state ^= hash_state << 13;
        hash_state ^= hash_state >> 17;
        hash_state ^= hash_state << 5;
        h = hash_state & 0x7fffffff;
    } while (!h);
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
    char *hidden = (c->cflags & CF_HIDDEN) ? strstr(s, "/0x") : NULL;
    for (char *p = s; *p; p++)
        if (*p == '/' && p != hidden)
            *p = '.';
    return s;
}
