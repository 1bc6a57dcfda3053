/* jdk.internal.misc.VM and jdk.internal.misc.CDS natives. CDS is never on. */
#include <unistd.h>

#include "natives/natives.h"
#include "vm/loader.h"
#include "vm/vmclock.h"

NATIVE(latestUserDefinedLoader0)
{
    (void)a;
    for (Frame *f = th->top; f; f = f->prev)
        if (f->m && f->m->cls->loader) {
            ret->a = f->m->cls->loader;
            return;
        }
}

NATIVE(vm_getuid) { (void)th; (void)a; ret->j = getuid(); }
NATIVE(vm_geteuid) { (void)th; (void)a; ret->j = geteuid(); }
NATIVE(vm_getgid) { (void)th; (void)a; ret->j = getgid(); }
NATIVE(vm_getegid) { (void)th; (void)a; ret->j = getegid(); }

NATIVE(getNanoTimeAdjustment)
{
    (void)th;
    int64_t offset = a[0].j;
    int64_t now = vmclock_wall_ns();
    int64_t secs = now / 1000000000, nanos = now % 1000000000;
    int64_t diff = secs - offset;
    if (diff >= ((int64_t)1 << 32) || diff <= -((int64_t)1 << 32)) {
        ret->j = -1;
        return;
    }
    ret->j = diff * 1000000000 + nanos;
}

/* The VM options, as HotSpot's JVM_GetVmArguments (vm/main.c: vm_opts.jvm_argv). */
NATIVE(getRuntimeArguments)
{
    (void)a;
    ret->a = native_str_array(th, vm_opts.jvm_argv, vm_opts.jvm_argc);
}

NATIVE(nop)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(ret_false)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(ret_zero_long)
{
    (void)th;
    (void)a;
    ret->j = 0;
}

NATIVES_TABLE(jdk_internal_misc_VM, "jdk/internal/misc/VM",
    {"latestUserDefinedLoader0", "()Ljava/lang/ClassLoader;", latestUserDefinedLoader0},
    {"getuid", "()J", vm_getuid},
    {"geteuid", "()J", vm_geteuid},
    {"getgid", "()J", vm_getgid},
    {"getegid", "()J", vm_getegid},
    {"getNanoTimeAdjustment", "(J)J", getNanoTimeAdjustment},
    {"getRuntimeArguments", "()[Ljava/lang/String;", getRuntimeArguments},
    {"initialize", "()V", nop},
);

NATIVES_TABLE(jdk_internal_misc_CDS, "jdk/internal/misc/CDS",
    {"isDumpingClassList0", "()Z", ret_false},
    {"isDumpingArchive0", "()Z", ret_false},
    {"isSharingEnabled0", "()Z", ret_false},
    {"logLambdaFormInvoker", "(Ljava/lang/String;)V", nop},
    {"initializeFromArchive", "(Ljava/lang/Class;)V", nop},
    {"defineArchivedModules", "(Ljava/lang/ClassLoader;Ljava/lang/ClassLoader;)V", nop},
    {"getRandomSeedForDumping", "()J", ret_zero_long},
    {"dumpClassList", "(Ljava/lang/String;)V", nop},
    {"dumpDynamicArchive", "(Ljava/lang/String;)V", nop},
);

NATIVES_TABLE(jdk_internal_misc_ScopedMemoryAccess, "jdk/internal/misc/ScopedMemoryAccess",
    {"closeScope0", "(Ljdk/internal/misc/ScopedMemoryAccess$Scope;Ljdk/internal/misc/ScopedMemoryAccess$Scope$ScopedAccessError;)Z", ret_false},
);

/* jdk.internal.vm.VMSupport.initAgentProperties (JVM_InitAgentProperties):
 * read by the management agent (jdk.internal.agent.Agent) and the attach
 * listener. HotSpot puts sun.java.command, sun.jvm.flags and sun.jvm.args;
 * here sun.java.command is the system property of that name, the flags are
 * empty (no flags file) and the args are not listed (an approximation). */
static bool put_prop(Thread *th, Object *props, const char *k, Object *v)
{
    Object *ks = str_new_cstr(th, k);
    if (!ks)
        return false;
    if (!v && !(v = str_new_cstr(th, "")))
        return false;
    Method *m = class_find_method(props->cls, sym_c("setProperty"),
                                  sym_c("(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;"));
    if (!m)
        return exc_throw(th, "java/lang/NoSuchMethodError", "Properties.setProperty");
    Slot r;
    return interp_call(th, m, (Slot[3]){{.a = props}, {.a = ks}, {.a = v}}, &r);
}

NATIVE(initAgentProperties)
{
    Object *props = a[0].a;
    if (!props) {
        exc_npe(th, NULL);
        return;
    }
    Class *sys = loader_load(th, NULL, sym_c("java/lang/System"));
    Method *gp = sys ? class_find_method(sys, sym_c("getProperty"), sym_c("(Ljava/lang/String;)Ljava/lang/String;")) : NULL;
    Object *key = str_new_cstr(th, "sun.java.command");
    Slot cmd = {.a = NULL};
    if (!gp || !key || !interp_call(th, gp, (Slot[1]){{.a = key}}, &cmd))
        return;
    if (!put_prop(th, props, "sun.java.command", cmd.a) || !put_prop(th, props, "sun.jvm.flags", NULL) ||
        !put_prop(th, props, "sun.jvm.args", NULL))
        return;
    ret->a = props;
}

/* jdk.internal.vm.VMSupport.getVMTemporaryDirectory: where HotSpot keeps its
 * perf data and attach files, os::get_temp_directory() on Linux. The attach
 * API and jvmstat (jps, VirtualMachine.list()) ask it first; without it they
 * failed with UnsatisfiedLinkError. Rivet publishes no perf data of its own,
 * so they see the HotSpot VMs on the machine, not this one. */
NATIVE(getVMTemporaryDirectory)
{
    (void)a;
    ret->a = str_new_cstr(th, "/tmp");
}

NATIVES_TABLE(jdk_internal_vm_VMSupport, "jdk/internal/vm/VMSupport",
    {"getVMTemporaryDirectory", "()Ljava/lang/String;", getVMTemporaryDirectory},
    {"initAgentProperties", "(Ljava/util/Properties;)Ljava/util/Properties;", initAgentProperties},
);

/* jdk.internal.vm.vector.VectorSupport, under the incubating Vector API.
 * Its operations are intrinsics with Java bodies, which run as they are
 * here; the VM says how wide a vector of each element type may be, which
 * sets the preferred and largest species. HotSpot gives what its compiler
 * would use on this processor: 64 bytes with AVX-512 (32 for bytes and
 * shorts without AVX-512BW), 32 with AVX2 (AVX for floats and doubles), else
 * 16. (It returned -1 without a compiler; a class without natives made the
 * API throw UnsatisfiedLinkError, hunt 9.) */
NATIVE(vector_registerNatives)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(vector_getMaxLaneCount)
{
    Object *mirror = a[0].a;
    Class *c = mirror ? mirror_class(mirror) : NULL;
    if (!c || c->kind != CK_PRIMITIVE) {
        ret->i = -1;
        return;
    }
    int size;
    bool narrow = false, fp = false;
    switch (c->elem_type) {
    case 'B': size = 1; narrow = true; break;
    case 'S': case 'C': size = 2; narrow = true; break;
    case 'I': size = 4; break;
    case 'F': size = 4; fp = true; break;
    case 'J': size = 8; break;
    case 'D': size = 8; fp = true; break;
    default: ret->i = -1; return; /* boolean, void */
    }
    __builtin_cpu_init();
    int bytes = 16;
    if (__builtin_cpu_supports("avx512f") && (!narrow || __builtin_cpu_supports("avx512bw")))
        bytes = 64;
    else if (__builtin_cpu_supports("avx2") || (fp && __builtin_cpu_supports("avx")))
        bytes = 32;
    (void)th;
    ret->i = bytes / size;
}

NATIVES_TABLE(jdk_internal_vm_vector_VectorSupport, "jdk/internal/vm/vector/VectorSupport",
    {"registerNatives", "()I", vector_registerNatives},
    {"getMaxLaneCount", "(Ljava/lang/Class;)I", vector_getMaxLaneCount},
);
