/* Reflection support: java.lang.reflect objects for fields, methods and
 * constructors, boxing and unboxing, and reflective invocation. */
#ifndef RIVET_REFLECT_H
#define RIVET_REFLECT_H

#include "vm/vm.h"

/* The VM member a reflection object stands for (via its clazz and slot). */
Field *reflect_field_of(Object *jfield);
Method *reflect_method_of(Object *jmethod); /* Method or Constructor */

/* New reflection objects (NULL with an exception pending). */
Object *reflect_new_field(Thread *th, Field *f);
Object *reflect_new_method(Thread *th, Method *m);
Object *reflect_new_ctor(Thread *th, Method *m);
Object *reflect_new_parameter_types(Thread *th, Method *m);

/* Boxing (always a new wrapper object, as HotSpot's reflection does). */
Object *reflect_box(Thread *th, char type, Slot v);
/* Unbox o to primitive type (with widening, JLS 5.1.2). False with
 * IllegalArgumentException pending on a mismatch. */
bool reflect_unbox(Thread *th, Object *o, char type, Slot *out);
/* The primitive descriptor char of a wrapper object, or 0. */
char reflect_wrapper_type(Object *o);

/* Invoke m reflectively: args is an Object[] (or NULL), receiver ignored for
 * statics; virtual selects dispatch. Exceptions thrown by m are wrapped in
 * InvocationTargetException. The result is boxed (NULL for void). */
bool reflect_invoke(Thread *th, Method *m, Object *recv, Object *args, bool virtual, Object **result);

/* The class of a descriptor's parameter i etc. as mirrors: an array of Class. */
Object *reflect_class_array(Thread *th, Class *ctx, const char **descs, int n);

/* The indexes into c->methods of its methods (not the VM's own) in the order
 * HotSpot keeps them, which reflection shows; *n gets their number. The
 * caller frees the array. */
uint16_t *reflect_method_order(Class *c, uint16_t *n);

#endif
