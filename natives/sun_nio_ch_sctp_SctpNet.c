/* sun.nio.ch.sctp.SctpNet: SCTP is not supported. As the JDK's natives do
 * where libsctp is missing: init succeeds, and making a socket throws
 * UnsupportedOperationException (dlerror's words when the library is not
 * there), which SctpChannel.open() and its kin document for "the SCTP
 * protocol is not supported". The missing natives threw
 * UnsatisfiedLinkError, an Error programs do not catch, and the class's
 * initialisation failed for good (hunt 12). */
#include <dlfcn.h>

#include "natives/natives.h"

NATIVE(sctp_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(sctp_socket0)
{
    (void)a;
    (void)ret;
    void *lib = dlopen("libsctp.so.1", RTLD_GLOBAL | RTLD_LAZY);
    if (!lib) {
        const char *why = dlerror();
        exc_throw(th, "java/lang/UnsupportedOperationException", "%s", why ? why : "libsctp.so.1 not found");
        return;
    }
    dlclose(lib);
    exc_throw(th, "java/lang/UnsupportedOperationException", "SCTP is not supported by Rivet");
}

NATIVES_TABLE(sun_nio_ch_sctp_SctpNet, "sun/nio/ch/sctp/SctpNet",
    {"init", "()V", sctp_init},
    {"socket0", "(Z)I", sctp_socket0},
);
