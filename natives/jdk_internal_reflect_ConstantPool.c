/* jdk.internal.reflect.ConstantPool: a class's constant pool as the annotation
 * parser and reflection read it. The pool object holds the class mirror. An
 * index out of range or of the wrong kind throws IllegalArgumentException, as
 * HotSpot does. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/interp.h"
#include "vm/reflect.h"

static ConstantPool *pool(Thread *th, Slot *a, int want, uint16_t *idx)
{
    Class *c = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!c || c->kind != CK_INSTANCE) {
        exc_throw(th, "java/lang/IllegalArgumentException", "no constant pool");
        return NULL;
    }
    ConstantPool *cp = &c->cp;
    if (i <= 0 || i >= cp->count || (want && cp->tags[i] != want)) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return NULL;
    }
    *idx = (uint16_t)i;
    return cp;
}

NATIVE(getSize0)
{
    (void)th;
    Class *c = mirror_class(a[1].a);
    ret->i = c && c->kind == CK_INSTANCE ? c->cp.count : 0;
}

NATIVE(getUTF8At0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Utf8, &i);
    if (cp)
        ret->a = str_intern_utf8(th, cp_utf8(cp, i));
}

NATIVE(getStringAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_String, &i);
    Slot v;
    if (cp && resolve_ldc(th, mirror_class(a[1].a), i, &v))
        ret->a = v.a;
}

NATIVE(getIntAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Integer, &i);
    if (cp)
        ret->i = (int32_t)(uint32_t)cp->raw[i];
}

NATIVE(getFloatAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Float, &i);
    if (cp)
        ret->i = (int32_t)(uint32_t)cp->raw[i];
}

NATIVE(getLongAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Long, &i);
    if (cp)
        ret->j = (int64_t)cp->raw[i];
}

NATIVE(getDoubleAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Double, &i);
    if (cp)
        ret->j = (int64_t)cp->raw[i];
}

NATIVE(getTagAt0)
{
    Class *c = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!c || c->kind != CK_INSTANCE || i <= 0 || i >= c->cp.count) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Invalid constant pool index");
        return;
    }
    ret->i = c->cp.tags[i];
}

static void get_class(Thread *th, Slot *a, Slot *ret, bool if_loaded)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_Class, &i);
    if (!cp)
        return;
    Class *owner = mirror_class(a[1].a);
    Class *c = cp->res[i];
    if (!c && if_loaded) {
        c = loader_find(owner->loader, cp_class_name(cp, i));
        ret->a = c ? c->mirror : NULL;
        return;
    }
    if (!c)
        c = resolve_class(th, owner, i);
    if (c)
        ret->a = c->mirror;
}

NATIVE(getClassAt0) { get_class(th, a, ret, false); }
NATIVE(getClassAtIfLoaded0) { get_class(th, a, ret, true); }

static void get_member(Thread *th, Slot *a, Slot *ret, bool field, bool if_loaded)
{
    Class *owner = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!owner || owner->kind != CK_INSTANCE || i <= 0 || i >= owner->cp.count) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return;
    }
    ConstantPool *cp = &owner->cp;
    uint8_t t = cp->tags[i];
    if (field ? t != CONSTANT_Fieldref : (t != CONSTANT_Methodref && t != CONSTANT_InterfaceMethodref)) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return;
    }
    if (if_loaded && !loader_find(owner->loader, cp_member_class(cp, (uint16_t)i)))
        return;
    if (field) {
        Class *c = resolve_class(th, owner, cp_a(cp, (uint16_t)i));
        Field *f = c ? class_find_field(c, cp_nat_name(cp, (uint16_t)i), cp_nat_desc(cp, (uint16_t)i)) : NULL;
        if (f)
            ret->a = reflect_new_field(th, f);
        else if (!th->exc)
            exc_throw(th, "java/lang/NoSuchFieldError", "%s", cp_nat_name(cp, (uint16_t)i));
        return;
    }
    Method *m = resolve_method(th, owner, (uint16_t)i, t == CONSTANT_InterfaceMethodref);
    if (m)
        ret->a = m->name == S.init ? reflect_new_ctor(th, m) : reflect_new_method(th, m);
}

NATIVE(getMethodAt0) { get_member(th, a, ret, false, false); }
NATIVE(getMethodAtIfLoaded0) { get_member(th, a, ret, false, true); }
NATIVE(getFieldAt0) { get_member(th, a, ret, true, false); }
NATIVE(getFieldAtIfLoaded0) { get_member(th, a, ret, true, true); }

static Object *strings(Thread *th, const char **s, int n)
{
    Object *arr = arr_new_ref(th, WK.String, n);
    for (int k = 0; arr && k < n; k++) {
        Object *str = str_new_utf8(th, s[k], strlen(s[k]));
        if (!str)
            return NULL;
        heap_barrier(arr);
        ARR_AT(arr, Object *, k) = str;
    }
    return arr;
}

NATIVE(getMemberRefInfoAt0)
{
    Class *owner = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!owner || owner->kind != CK_INSTANCE || i <= 0 || i >= owner->cp.count ||
        (owner->cp.tags[i] != CONSTANT_Fieldref && owner->cp.tags[i] != CONSTANT_Methodref &&
         owner->cp.tags[i] != CONSTANT_InterfaceMethodref)) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return;
    }
    ConstantPool *cp = &owner->cp;
    const char *s[3] = {cp_member_class(cp, (uint16_t)i), cp_nat_name(cp, (uint16_t)i), cp_nat_desc(cp, (uint16_t)i)};
    ret->a = strings(th, s, 3);
}

NATIVE(getClassRefIndexAt0)
{
    Class *owner = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!owner || owner->kind != CK_INSTANCE || i <= 0 || i >= owner->cp.count) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return;
    }
    ret->i = cp_a(&owner->cp, (uint16_t)i);
}

NATIVE(getNameAndTypeRefIndexAt0)
{
    Class *owner = mirror_class(a[1].a);
    int32_t i = a[2].i;
    if (!owner || owner->kind != CK_INSTANCE || i <= 0 || i >= owner->cp.count) {
        exc_throw(th, "java/lang/IllegalArgumentException", "Wrong type at constant pool index");
        return;
    }
    ret->i = cp_b(&owner->cp, (uint16_t)i);
}

NATIVE(getNameAndTypeRefInfoAt0)
{
    uint16_t i;
    ConstantPool *cp = pool(th, a, CONSTANT_NameAndType, &i);
    if (!cp)
        return;
    const char *s[2] = {cp_utf8(cp, cp_a(cp, i)), cp_utf8(cp, cp_b(cp, i))};
    ret->a = strings(th, s, 2);
}

NATIVES_TABLE(jdk_internal_reflect_ConstantPool, "jdk/internal/reflect/ConstantPool",
    {"getSize0", "(Ljava/lang/Object;)I", getSize0},
    {"getClassAt0", "(Ljava/lang/Object;I)Ljava/lang/Class;", getClassAt0},
    {"getClassAtIfLoaded0", "(Ljava/lang/Object;I)Ljava/lang/Class;", getClassAtIfLoaded0},
    {"getClassRefIndexAt0", "(Ljava/lang/Object;I)I", getClassRefIndexAt0},
    {"getMethodAt0", "(Ljava/lang/Object;I)Ljava/lang/reflect/Member;", getMethodAt0},
    {"getMethodAtIfLoaded0", "(Ljava/lang/Object;I)Ljava/lang/reflect/Member;", getMethodAtIfLoaded0},
    {"getFieldAt0", "(Ljava/lang/Object;I)Ljava/lang/reflect/Field;", getFieldAt0},
    {"getFieldAtIfLoaded0", "(Ljava/lang/Object;I)Ljava/lang/reflect/Field;", getFieldAtIfLoaded0},
    {"getMemberRefInfoAt0", "(Ljava/lang/Object;I)[Ljava/lang/String;", getMemberRefInfoAt0},
    {"getNameAndTypeRefIndexAt0", "(Ljava/lang/Object;I)I", getNameAndTypeRefIndexAt0},
    {"getNameAndTypeRefInfoAt0", "(Ljava/lang/Object;I)[Ljava/lang/String;", getNameAndTypeRefInfoAt0},
    {"getIntAt0", "(Ljava/lang/Object;I)I", getIntAt0},
    {"getLongAt0", "(Ljava/lang/Object;I)J", getLongAt0},
    {"getFloatAt0", "(Ljava/lang/Object;I)F", getFloatAt0},
    {"getDoubleAt0", "(Ljava/lang/Object;I)D", getDoubleAt0},
    {"getStringAt0", "(Ljava/lang/Object;I)Ljava/lang/String;", getStringAt0},
    {"getUTF8At0", "(Ljava/lang/Object;I)Ljava/lang/String;", getUTF8At0},
    {"getTagAt0", "(Ljava/lang/Object;I)B", getTagAt0},
);
