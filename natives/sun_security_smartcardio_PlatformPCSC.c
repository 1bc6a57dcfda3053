/* sun.security.smartcardio.PlatformPCSC: Rivet does not write the PC/SC
 * natives (sun.security.smartcardio.PCSC), so initialize always throws; the
 * class's initialiser keeps that as its initException, and SunPCSC answers
 * as the JDK does where PC/SC cannot be used: TerminalFactory.getDefault()
 * is the "None" factory and getInstance("PC/SC") throws
 * NoSuchAlgorithmException caused by UnsupportedOperationException("PC/SC
 * not available on this platform"). The cause under that is libj2pcsc's
 * (pcsc_md.c) for a library dlopen or dlsym refuses, Rivet's own for a
 * usable one, where HotSpot goes on to talk to the pcscd daemon. The
 * missing native put UnsatisfiedLinkError, an Error, into that chain
 * (hunt 12). */
#include <dlfcn.h>
#include <stdlib.h>

#include "natives/natives.h"

/* The functions libj2pcsc looks up, in its order. */
static const char *const pcsc_functions[] = {
    "SCardEstablishContext", "SCardConnect", "SCardDisconnect", "SCardStatus", "SCardGetStatusChange",
    "SCardTransmit", "SCardListReaders", "SCardBeginTransaction", "SCardEndTransaction", "SCardControl",
};

/* initialize(libName): always throws, see above. */
NATIVE(pcsc_initialize)
{
    (void)ret;
    if (!native_check_null(th, a[0].a))
        return;
    char *lib = str_to_mutf8(a[0].a, NULL);
    void *h = dlopen(lib, RTLD_LAZY);
    free(lib);
    if (!h) {
        const char *why = dlerror();
        exc_throw(th, "java/io/IOException", "%s", why ? why : "");
        return;
    }
    for (size_t i = 0; i < ARRAY_LEN(pcsc_functions); i++)
        if (!dlsym(h, pcsc_functions[i])) {
            dlclose(h);
            exc_throw(th, "java/lang/NullPointerException", "Symbol not found: %s", pcsc_functions[i]);
            return;
        }
    dlclose(h);
    exc_throw(th, "java/io/IOException", "PC/SC is not supported by Rivet");
}

NATIVES_TABLE(sun_security_smartcardio_PlatformPCSC, "sun/security/smartcardio/PlatformPCSC",
    {"initialize", "(Ljava/lang/String;)V", pcsc_initialize},
);
