/* java.net.DatagramPacket natives. init() caches JNI field IDs in libnet for
 * the legacy datagram socket implementation; nothing to do here. */
#include "natives/natives.h"

NATIVE(dp_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(java_net_DatagramPacket, "java/net/DatagramPacket",
    {"init", "()V", dp_init},
);
