/* sun.security.pkcs11.wrapper.PKCS11: Rivet loads no PKCS#11 module, so
 * SunPKCS11's initialisation fails with the IOException of connect, which
 * the provider reports as ProviderException("Initialization failed"), a
 * catchable exception as with HotSpot where a module cannot be used. A
 * library that dlopen or dlsym refuses gets libj2pkcs11's words (p11_md.c:
 * dlerror() with the path appended; "ERROR: C_GetFunctionList == NULL");
 * a real module gets Rivet's own (HotSpot goes on to call it). The missing
 * natives threw UnsatisfiedLinkError from the class's initialiser, then
 * NoClassDefFoundError (hunt 12). */
#include <dlfcn.h>
#include <stdlib.h>

#include "natives/natives.h"

/* initializeLibrary(debug): libj2pkcs11's global set-up; nothing here. */
NATIVE(p11_initializeLibrary)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(p11_finalizeLibrary)
{
    (void)th;
    (void)a;
    (void)ret;
}

/* connect(modulePath, functionListName): always throws, see above. */
NATIVE(p11_connect)
{
    (void)ret;
    Object *path = a[1].a, *fname = a[2].a;
    if (!native_check_null(th, path))
        return;
    char *lib = str_to_mutf8(path, NULL);
    dlerror();
    void *h = dlopen(lib, RTLD_LAZY);
    if (!h) {
        const char *why = dlerror();
        exc_throw(th, "java/io/IOException", "%s%s", why ? why : "", lib);
        free(lib);
        return;
    }
    char *fn = fname ? str_to_mutf8(fname, NULL) : NULL;
    void *get_list = dlsym(h, fn ? fn : "C_GetFunctionList");
    free(fn);
    dlclose(h);
    if (!get_list)
        exc_throw(th, "java/io/IOException", "ERROR: C_GetFunctionList == NULL");
    else
        exc_throw(th, "java/io/IOException", "%s: PKCS#11 modules are not supported by Rivet", lib);
    free(lib);
}

/* disconnect(): connect never succeeds, so there is nothing to let go. */
NATIVE(p11_disconnect)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(sun_security_pkcs11_wrapper_PKCS11, "sun/security/pkcs11/wrapper/PKCS11",
    {"initializeLibrary", "(Z)V", p11_initializeLibrary},
    {"finalizeLibrary", "()V", p11_finalizeLibrary},
    {"connect", "(Ljava/lang/String;Ljava/lang/String;)V", p11_connect},
    {"disconnect", "()V", p11_disconnect},
);
