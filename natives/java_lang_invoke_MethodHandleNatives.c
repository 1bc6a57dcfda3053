/* java.lang.invoke.MethodHandleNatives: member resolution for method handles
 * and VarHandles (vm/mh.c does the work). */
#include "natives/natives.h"
#include "vm/mh.h"

NATIVE(getNamedCon)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(init) { (void)ret; mh_member_init(th, a[0].a, a[1].a); }
NATIVE(expand) { (void)ret; mh_member_expand(th, a[0].a); }
NATIVE(resolve) { ret->a = mh_member_resolve(th, a[0].a, a[1].a, a[2].i, a[3].i); }
NATIVE(objectFieldOffset) { ret->j = mh_member_field_offset(th, a[0].a); }
NATIVE(staticFieldOffset) { ret->j = mh_member_field_offset(th, a[0].a); }
NATIVE(staticFieldBase) { ret->a = mh_member_static_base(th, a[0].a); }
NATIVE(getMemberVMInfo) { ret->a = mh_member_vm_info(th, a[0].a); }

NATIVE(setCallSiteTarget)
{
    (void)ret;
    Object *cs = a[0].a;
    obj_set_ref(cs, field_offset(cs->cls, "target", "Ljava/lang/invoke/MethodHandle;"), a[1].a);
    (void)th;
}

NATIVE(nop)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(getMembers)
{
    (void)a;
    exc_throw(th, "java/lang/UnsupportedOperationException", "MethodHandleNatives.getMembers");
    ret->i = 0;
}

NATIVE(copyOutBootstrapArguments)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/lang/UnsupportedOperationException", "MethodHandleNatives.copyOutBootstrapArguments");
}

NATIVES_TABLE(java_lang_invoke_MethodHandleNatives, "java/lang/invoke/MethodHandleNatives",
    {"getNamedCon", "(I[Ljava/lang/Object;)I", getNamedCon},
    {"init", "(Ljava/lang/invoke/MemberName;Ljava/lang/Object;)V", init},
    {"expand", "(Ljava/lang/invoke/MemberName;)V", expand},
    {"resolve", "(Ljava/lang/invoke/MemberName;Ljava/lang/Class;IZ)Ljava/lang/invoke/MemberName;", resolve},
    {"getMembers", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Class;I[Ljava/lang/invoke/MemberName;)I", getMembers},
    {"objectFieldOffset", "(Ljava/lang/invoke/MemberName;)J", objectFieldOffset},
    {"staticFieldOffset", "(Ljava/lang/invoke/MemberName;)J", staticFieldOffset},
    {"staticFieldBase", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", staticFieldBase},
    {"getMemberVMInfo", "(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", getMemberVMInfo},
    {"setCallSiteTargetNormal", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", setCallSiteTarget},
    {"setCallSiteTargetVolatile", "(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", setCallSiteTarget},
    {"copyOutBootstrapArguments", "(Ljava/lang/Class;[III[Ljava/lang/Object;IZLjava/lang/Object;)V", copyOutBootstrapArguments},
    {"clearCallSiteContext", "(Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;)V", nop},
);
