/* jdk.internal.loader.NativeLibraries: loading native libraries.
 *
 * The JDK's own libraries (libjava, libnio, libzip, libnet ...) are never
 * loaded: their natives are Rivet's C code, so "loading" them succeeds without
 * doing anything (handle 1). Other libraries are dlopen'd for JNI on behalf of
 * the loader of the class that loads them, and their JNI_OnLoad is run
 * (natives/jni.c); their handle is the dlopen handle. */
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
    bool builtin = a[2].i, is_jni = a[3].i, throw_on_fail = a[4].i;
    if (!name) {
        exc_npe(th, NULL);
        return;
    }
    int64_t handle = 1;
    int32_t version = 0x00010008;
    if (!builtin && !is_jdk_library(name)) {
        char err[512];
        Object *from = obj_get_ref(impl, field_offset(impl->cls, "fromClass", "Ljava/lang/Class;"));
        Object *loader = from ? mirror_class(from)->loader : NULL;
        void *h = jni_load_library(th, loader, name, is_jni, &version, err, sizeof err);
        handle = (int64_t)(intptr_t)h;
        if (!h && th->exc) {
            free(name);
            ret->i = 0;
            return;
        }
        if (!h) {
            /* HotSpot's JVM_LoadLibrary: the name and dlerror's words. */
            if (throw_on_fail)
                exc_throw(th, "java/lang/UnsatisfiedLinkError", "%s: %s", name, err);
            free(name);
            ret->i = 0;
            return;
        }
    }
    free(name);
    obj_set_long(impl, field_offset(impl->cls, "handle", "J"), handle);
    obj_set_int(impl, field_offset(impl->cls, "jniVersion", "I"), version);
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
    Object *impl = a[0].a;
    int64_t handle = FIELD_AT(impl, int64_t, field_offset(impl->cls, "handle", "J"));
    char *name = str_to_cstr(a[1].a);
    ret->j = handle > 1 && name ? (int64_t)(intptr_t)dlsym((void *)(intptr_t)handle, name) : 0;
    free(name);
}

NATIVES_TABLE(jdk_internal_loader_NativeLibraries, "jdk/internal/loader/NativeLibraries",
    {"load", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;ZZZ)Z", load},
    {"unload", "(Ljava/lang/String;ZZJ)V", unload},
    {"findBuiltinLib", "(Ljava/lang/String;)Ljava/lang/String;", findBuiltinLib},
    {"findEntry0", "(Ljdk/internal/loader/NativeLibraries$NativeLibraryImpl;Ljava/lang/String;)J", findEntry0},
);
