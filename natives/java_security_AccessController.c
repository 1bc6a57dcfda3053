/* java.security.AccessController natives. The stack's access control context
 * is HotSpot's (JVM_GetStackAccessControlContext): the protection domains of the
 * frames' classes, innermost first, consecutive duplicates and the boot
 * loader's null domains left out, up to and including the first frame of
 * AccessController.executePrivileged (a doPrivileged), whose caller's domain
 * and context end the walk. NULL when every frame is the system's and no
 * doPrivileged gave a context: the stack is fully privileged. */
#include "vm/loader.h"
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
    (void)a;
    Object **pds = NULL;
    int n = 0, cap = 0;
    Object *prev = NULL, *priv_ctx = NULL;
    bool privileged = false;
    for (Frame *f = th->top; f && !privileged; f = f->prev) {
        if (!f->m)
            continue;
        Object *pd;
        if (!f->m->cls->loader && !strcmp(f->m->name, "executePrivileged") &&
            !strcmp(f->m->cls->name, "java/security/AccessController") && !(f->flags & FR_NATIVE)) {
            /* executePrivileged(action, context, caller) is static. */
            privileged = true;
            priv_ctx = f->locals[1].a;
            Class *caller = f->locals[2].a ? mirror_class(f->locals[2].a) : NULL;
            pd = caller ? caller->protection_domain : NULL;
        } else {
            pd = f->m->cls->protection_domain;
        }
        if (pd && pd != prev) {
            if (n == cap) {
                cap = cap ? 2 * cap : 8;
                pds = xrealloc(pds, sizeof *pds * (size_t)cap);
            }
            pds[n++] = prev = pd;
        }
    }
    if (n == 0 && !priv_ctx)
        return; /* all system domains, perhaps under a doPrivileged without a context (pds is NULL) */
    Class *acc = loader_load(th, NULL, sym_c("java/security/AccessControlContext"));
    Class *pdc = acc ? loader_load(th, NULL, sym_c("java/security/ProtectionDomain")) : NULL;
    Object *ctx = pdc && class_ready(th, acc) ? obj_new(th, acc) : NULL;
    Object *arr = ctx && n ? arr_new_ref(th, pdc, n) : NULL;
    if (ctx && (arr || !n)) {
        for (int i = 0; i < n; i++) {
            heap_barrier(arr);
            ARR_AT(arr, Object *, i) = pds[i];
        }
        obj_set_ref(ctx, field_offset(acc, "context", "[Ljava/security/ProtectionDomain;"), arr);
        obj_set_ref(ctx, field_offset(acc, "privilegedContext", "Ljava/security/AccessControlContext;"), priv_ctx);
        heap_barrier(ctx);
        FIELD_AT(ctx, uint8_t, field_offset(acc, "isPrivileged", "Z")) = privileged;
        FIELD_AT(ctx, uint8_t, field_offset(acc, "isAuthorized", "Z")) = true; /* made by the VM */
        ret->a = ctx;
    }
    free(pds);
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
