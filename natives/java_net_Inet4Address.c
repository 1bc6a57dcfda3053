/* java.net.Inet4Address natives. init() caches JNI field IDs in libnet; the
 * natives that make InetAddress objects find their fields through
 * natives/net_util.c instead, so there is nothing to do. */
#include "natives/natives.h"

NATIVE(ia4_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(java_net_Inet4Address, "java/net/Inet4Address",
    {"init", "()V", ia4_init},
);
