/* com.sun.security.auth.module.UnixSystem natives (libjaas's Unix.c): the
 * user name, uid, gid and supplementary groups of the process, read by the
 * constructor into the object's fields. */
#include <pwd.h>
#include <unistd.h>

#include "natives/natives.h"

NATIVE(getUnixInfo)
{
    (void)ret;
    Object *self = a[0].a;
    Class *c = self->cls;
    int n = getgroups(0, NULL);
    if (n < 0)
        return;
    gid_t *groups = xcalloc((size_t)n + 1, sizeof *groups);
    Object *jgroups = arr_new_prim(th, 'J', n);
    if (!jgroups)
        goto out_free_groups;
    if (getgroups(n, groups) != -1) {
        heap_barrier(jgroups);
        for (int i = 0; i < n; i++)
            ARR_AT(jgroups, int64_t, i) = groups[i];
    }
    obj_set_ref(self, field_offset(c, "groups", "[J"), jgroups);
    heap_barrier(self);
    FIELD_AT(self, int64_t, field_offset(c, "uid", "J")) = getuid();
    FIELD_AT(self, int64_t, field_offset(c, "gid", "J")) = getgid();
    char buf[1024];
    struct passwd pw, *pwp = NULL;
    if (getpwuid_r(getuid(), &pw, buf, sizeof buf, &pwp) == 0 && pwp) {
        Object *name = str_new_cstr(th, pwp->pw_name);
        if (name)
            obj_set_ref(self, field_offset(c, "username", "Ljava/lang/String;"), name);
    }
out_free_groups:
    free(groups);
}

NATIVES_TABLE(com_sun_security_auth_module_UnixSystem, "com/sun/security/auth/module/UnixSystem",
    {"getUnixInfo", "()V", getUnixInfo},
);
