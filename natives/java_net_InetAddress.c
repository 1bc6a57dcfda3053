/* java.net.InetAddress natives. init() caches JNI field IDs in libnet; the
 * natives that make InetAddress objects find their fields through
 * natives/net_util.c instead, so there is nothing to do. */
#include "natives/natives.h"

NATIVE(ia_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(java_net_InetAddress, "java/net/InetAddress",
    {"init", "()V", ia_init},
);
