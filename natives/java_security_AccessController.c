/* java.security.AccessController natives. There is no security manager: every
 * stack is fully privileged, so the stack context is null. */
#include "natives/natives.h"

NATIVE(getProtectionDomain)
{
    (void)th;
    Class *c = mirror_class(a[0].a);
    ret->a = c ? c->protection_domain : NULL;
}

NATIVE(ensureMaterializedForStackWalk)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(getStackAccessControlContext)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVE(getInheritedAccessControlContext)
{
    (void)a;
    Object *jt = th->jthread;
    ret->a = jt ? FIELD_AT(jt, Object *, field_offset(WK.Thread, "inheritedAccessControlContext",
                                                     "Ljava/security/AccessControlContext;"))
                : NULL;
}

NATIVES_TABLE(java_security_AccessController, "java/security/AccessController",
    {"getProtectionDomain", "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", getProtectionDomain},
    {"ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", ensureMaterializedForStackWalk},
    {"getStackAccessControlContext", "()Ljava/security/AccessControlContext;", getStackAccessControlContext},
    {"getInheritedAccessControlContext", "()Ljava/security/AccessControlContext;", getInheritedAccessControlContext},
);
