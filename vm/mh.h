/* java.lang.invoke support: MemberName resolution for MethodHandleNatives, and
 * signature-polymorphic calls (MethodHandle.invoke*, linkTo*, VarHandle access
 * modes). */
#ifndef RIVET_MH_H
#define RIVET_MH_H

#include "vm/vm.h"

void mh_member_init(Thread *th, Object *mn, Object *ref);
/* Make mn stand for method m (as MemberName.init does for a Method); false
 * with OutOfMemoryError pending. Used for StackFrameInfo.memberName. */
bool mh_member_init_method(Thread *th, Object *mn, Method *m);
void mh_member_expand(Thread *th, Object *mn);
Object *mh_member_resolve(Thread *th, Object *mn, Object *caller, int lookup_mode, bool speculative);
int64_t mh_member_field_offset(Thread *th, Object *mn);
Object *mh_member_static_base(Thread *th, Object *mn);
Object *mh_member_vm_info(Thread *th, Object *mn);
/* The VM method a resolved MemberName stands for, or NULL. */
Method *mh_member_method(Object *mn);

#endif
