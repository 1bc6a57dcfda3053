/* java.lang.reflect.Array, Executable and Field natives. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/reflect.h"

/* The checks of HotSpot's JVM_*ArrayElement, in its order: a null array,
 * a non-array ("Argument is not an array"), for the primitive accessors an
 * array of references ("Argument is not an array of primitive type"); the
 * index comes later (check_index), after unboxing for Array.set. */
static bool check_array(Thread *th, Object *arr, bool prim_only)
{
    if (!arr)
        return exc_npe(th, NULL);
    if (arr->cls->kind != CK_ARRAY)
        return exc_throw(th, "java/lang/IllegalArgumentException", "Argument is not an array");
    if (prim_only && arr->cls->elem_type == 'L')
        return exc_throw(th, "java/lang/IllegalArgumentException", "Argument is not an array of primitive type");
    return true;
}

static bool check_index(Thread *th, Object *arr, int32_t idx)
{
    if (idx < 0 || idx >= arr_len(arr))
        return exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", NULL); /* HotSpot gives no message */
    return true;
}

static Slot load(Object *arr, int32_t i)
{
    Slot v;
    v.j = 0;
    switch (arr->cls->elem_type) {
    case 'Z': case 'B': v.i = ARR_AT(arr, int8_t, i); break;
    case 'C': v.i = ARR_AT(arr, uint16_t, i); break;
    case 'S': v.i = ARR_AT(arr, int16_t, i); break;
    case 'I': case 'F': v.i = ARR_AT(arr, int32_t, i); break;
    case 'J': case 'D': v.j = ARR_AT(arr, int64_t, i); break;
    default: v.a = ARR_AT(arr, Object *, i); break;
    }
    return v;
}

static void store(Object *arr, int32_t i, Slot v)
{
    heap_barrier(arr);
    switch (arr->cls->elem_type) {
    case 'Z': ARR_AT(arr, int8_t, i) = (int8_t)(v.i & 1); break;
    case 'B': ARR_AT(arr, int8_t, i) = (int8_t)v.i; break;
    case 'C': case 'S': ARR_AT(arr, int16_t, i) = (int16_t)v.i; break;
    case 'I': case 'F': ARR_AT(arr, int32_t, i) = v.i; break;
    case 'J': case 'D': ARR_AT(arr, int64_t, i) = v.j; break;
    default: ARR_AT(arr, Object *, i) = v.a; break;
    }
}

NATIVE(getLength)
{
    if (!a[0].a) {
        exc_npe(th, NULL);
        return;
    }
    if (a[0].a->cls->kind != CK_ARRAY) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Argument is not an array");
        return;
    }
    ret->i = arr_len(a[0].a);
}

NATIVE(get)
{
    Object *arr = a[0].a;
    if (!check_array(th, arr, false) || !check_index(th, arr, a[1].i))
        return;
    Slot v = load(arr, a[1].i);
    char t = (char)arr->cls->elem_type;
    ret->a = t == 'L' ? v.a : reflect_box(th, t, v);
}

/* getInt and friends: the element widened to the requested type. */
static void get_prim(Thread *th, Slot *a, Slot *ret, char want)
{
    Object *arr = a[0].a;
    if (!check_array(th, arr, true) || !check_index(th, arr, a[1].i))
        return;
    char t = (char)arr->cls->elem_type;
    Object *boxed = reflect_box(th, t, load(arr, a[1].i));
    if (boxed)
        reflect_unbox(th, boxed, want, ret);
}

#define GETTER(name, c) NATIVE(name) { get_prim(th, a, ret, c); }
GETTER(getBoolean, 'Z')
GETTER(getByte, 'B')
GETTER(getChar, 'C')
GETTER(getShort, 'S')
GETTER(getInt, 'I')
GETTER(getLong, 'J')
GETTER(getFloat, 'F')
GETTER(getDouble, 'D')

NATIVE(set)
{
    (void)ret;
    Object *arr = a[0].a, *v = a[2].a;
    if (!check_array(th, arr, false))
        return;
    char t = (char)arr->cls->elem_type;
    /* Into a primitive array a null value fails before the index is checked,
     * a value that is no box or does not widen after it (HotSpot's
     * JVM_SetArrayElement: unbox_for_primitive, then array_set). */
    if (t != 'L' && !v) {
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    if (!check_index(th, arr, a[1].i))
        return;
    Slot s;
    if (t == 'L') {
        if (v && !obj_instance_of(v, arr->cls->component)) {
            exc_throw(th, "java/lang/IllegalArgumentException", "array element type mismatch");
            return;
        }
        s.a = v;
    } else if (!reflect_unbox(th, v, t, &s)) {
        return;
    }
    store(arr, a[1].i, s);
}

static void set_prim(Thread *th, Slot *a, char have)
{
    Object *arr = a[0].a;
    if (!check_array(th, arr, true) || !check_index(th, arr, a[1].i))
        return;
    char t = (char)arr->cls->elem_type;
    Object *boxed = reflect_box(th, have, a[2]);
    Slot s;
    if (boxed && reflect_unbox(th, boxed, t, &s))
        store(arr, a[1].i, s);
}

#define SETTER(name, c) NATIVE(name) { (void)ret; set_prim(th, a, c); }
SETTER(setBoolean, 'Z')
SETTER(setByte, 'B')
SETTER(setChar, 'C')
SETTER(setShort, 'S')
SETTER(setInt, 'I')
SETTER(setLong, 'J')
SETTER(setFloat, 'F')
SETTER(setDouble, 'D')

/* HotSpot's limit on the dimensions of an array class. */
#define MAX_DIM 255

static int dimensions(Class *c)
{
    int n = 0;
    for (; c->kind == CK_ARRAY; c = c->component)
        n++;
    return n;
}

/* As HotSpot's Reflection::reflect_new_array: the length is checked first,
 * then void and the dimension limit (IllegalArgumentException, no message). */
NATIVE(newArray)
{
    Class *c = mirror_class(a[0].a);
    if (!c) {
        exc_npe(th, NULL);
        return;
    }
    if (a[1].i < 0) {
        exc_throw(th, "java/lang/NegativeArraySizeException", "%d", a[1].i);
        return;
    }
    if ((c->kind == CK_PRIMITIVE && c->elem_type == 'V') || dimensions(c) >= MAX_DIM) {
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    Class *ac = loader_array_of(th, c);
    if (ac)
        ret->a = arr_new(th, ac, a[1].i);
}

NATIVE(multiNewArray)
{
    Class *c = mirror_class(a[0].a);
    Object *dims = a[1].a;
    if (!c || !dims) {
        exc_npe(th, NULL);
        return;
    }
    /* Reflection::reflect_new_multi_array's order: the number of
     * dimensions, every length, then void and the total dimensions. */
    int32_t n = arr_len(dims);
    if (n == 0 || n > MAX_DIM) {
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    for (int32_t i = 0; i < n; i++)
        if (ARR_AT(dims, int32_t, i) < 0) {
            exc_throw(th, "java/lang/NegativeArraySizeException", "%d", ARR_AT(dims, int32_t, i));
            return;
        }
    if ((c->kind == CK_PRIMITIVE && c->elem_type == 'V') || dimensions(c) + n > MAX_DIM) {
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
        return;
    }
    Class *ac = c;
    for (int32_t i = 0; i < n; i++) {
        ac = loader_array_of(th, ac);
        if (!ac)
            return;
    }
    Slot *counts = xcalloc((size_t)(uint32_t)n, sizeof(Slot));
    for (int32_t i = 0; i < n; i++)
        counts[i].i = ARR_AT(dims, int32_t, i);
    extern Object *interp_multianewarray(Thread * th, Class * cls, int dims, Slot *counts);
    ret->a = interp_multianewarray(th, ac, n, counts);
    free(counts);
}

NATIVE(getParameters0)
{
    Method *m = reflect_method_of(a[0].a);
    if (!m || !m->params)
        return;
    Class *pc = loader_load(th, NULL, sym_c("java/lang/reflect/Parameter"));
    if (!pc || !class_ready(th, pc))
        return;
    Object *arr = arr_new_ref(th, pc, m->n_params);
    if (!arr)
        return;
    for (uint16_t i = 0; i < m->n_params; i++) {
        Object *name = m->params[i].name ? str_intern_utf8(th, cp_utf8(&m->cls->cp, m->params[i].name)) : NULL;
        if (m->params[i].name && !name)
            return;
        Object *p = obj_new(th, pc);
        if (!p)
            return;
        Method *init = cf_find_method(pc, S.init, sym_c("(Ljava/lang/String;ILjava/lang/reflect/Executable;I)V"));
        if (!interp_call(th, init, (Slot[]){{.a = p}, {.a = name}, {.i = m->params[i].access}, {.a = a[0].a}, {.i = i}},
                         NULL))
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = p;
    }
    ret->a = arr;
}

static Object *bytes(Thread *th, Bytes b)
{
    if (!b.data)
        return NULL;
    Object *arr = arr_new_prim(th, 'B', (int32_t)b.len);
    if (arr) {
        heap_barrier(arr);
        memcpy(arr_data(arr), b.data, b.len);
    }
    return arr;
}

NATIVE(exec_getTypeAnnotationBytes0)
{
    Method *m = reflect_method_of(a[0].a);
    if (m)
        ret->a = bytes(th, m->type_annotations);
}

NATIVE(field_getTypeAnnotationBytes0)
{
    Field *f = reflect_field_of(a[0].a);
    if (f)
        ret->a = bytes(th, f->type_annotations);
}

NATIVES_TABLE(java_lang_reflect_Array, "java/lang/reflect/Array",
    {"getLength", "(Ljava/lang/Object;)I", getLength},
    {"get", "(Ljava/lang/Object;I)Ljava/lang/Object;", get},
    {"getBoolean", "(Ljava/lang/Object;I)Z", getBoolean},
    {"getByte", "(Ljava/lang/Object;I)B", getByte},
    {"getChar", "(Ljava/lang/Object;I)C", getChar},
    {"getShort", "(Ljava/lang/Object;I)S", getShort},
    {"getInt", "(Ljava/lang/Object;I)I", getInt},
    {"getLong", "(Ljava/lang/Object;I)J", getLong},
    {"getFloat", "(Ljava/lang/Object;I)F", getFloat},
    {"getDouble", "(Ljava/lang/Object;I)D", getDouble},
    {"set", "(Ljava/lang/Object;ILjava/lang/Object;)V", set},
    {"setBoolean", "(Ljava/lang/Object;IZ)V", setBoolean},
    {"setByte", "(Ljava/lang/Object;IB)V", setByte},
    {"setChar", "(Ljava/lang/Object;IC)V", setChar},
    {"setShort", "(Ljava/lang/Object;IS)V", setShort},
    {"setInt", "(Ljava/lang/Object;II)V", setInt},
    {"setLong", "(Ljava/lang/Object;IJ)V", setLong},
    {"setFloat", "(Ljava/lang/Object;IF)V", setFloat},
    {"setDouble", "(Ljava/lang/Object;ID)V", setDouble},
    {"newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", newArray},
    {"multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", multiNewArray},
);

NATIVES_TABLE(java_lang_reflect_Executable, "java/lang/reflect/Executable",
    {"getParameters0", "()[Ljava/lang/reflect/Parameter;", getParameters0},
    {"getTypeAnnotationBytes0", "()[B", exec_getTypeAnnotationBytes0},
);

NATIVES_TABLE(java_lang_reflect_Field, "java/lang/reflect/Field",
    {"getTypeAnnotationBytes0", "()[B", field_getTypeAnnotationBytes0},
);
