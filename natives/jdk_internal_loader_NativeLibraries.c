/* jdk.internal.loader.NativeLibraries: loading native libraries.
 *
 * The JDK's own libraries (libjava, libnio, libzip, libnet ...) are never
 * loaded: their natives are Rivet's C code, so "loading" them succeeds without
 * doing anything. Other libraries are dlopen'd for JNI (natives/jni.c). */
#include <dlfcn.h>

#include "natives/jni.h"
#include "natives/natives.h"

static bool is_jdk_library(const char *path)
{
    const char *home = vm_opts.jdk_home;
    size_t n = strlen(home);
    return strncmp(path, home, n) == 0 && path[n] == '/';
}

NATIVE(load)
{
    Object *impl = a[0].a;
    char *name = str_to_cstr(a[1].a);
    bool builtin = a[2].i, throw_on_fail = a[4].i;
    if (!name) {
        exc_npe(th, NULL);
        return;
    }
    int64_t handle = 1;
    if (!builtin && !is_jdk_library(name)) {
        char err[512];
        if (!jni_load_library(name, err, sizeof err)) {
            if (throw_on_fail)
                exc_throw(th, "java/lang/UnsatisfiedLinkError", "Can't load library: %s", name);
            free(name);
            ret->i = 0;
            return;
        }
    }
    free(name);
    obj_set_long(impl, field_offset(impl->cls, "handle", "J"), handle);
    obj_set_int(impl, field_offset(impl->cls, "jniVersion", "I"), 0x00010008);
    ret->i = 1;
}

NATIVE(unload)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(findBuiltinLib)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVE(findEntry0)
{
    (void)th;
    (void)a;
    ret->j = 0;
}

NATIVES_TABLE(jdk_internal_loader_NativeLibraries, "jdk/internal/loader/NativeLibraries",
    {"load", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z", load},
    {"unload", "(Ljava/lang/String;ZZJ)V", unload},
    {"findBuiltinLib", "(Ljava/lang/String;)Ljava/lang/String;", findBuiltinLib},
    {"findEntry0", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;)J", findEntry0},
);
