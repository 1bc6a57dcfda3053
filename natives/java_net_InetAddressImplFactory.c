/* java.net.InetAddressImplFactory natives: whether InetAddress uses the IPv6
 * implementation (Inet6AddressImpl) or the IPv4-only one. */
#include "natives/net_util.h"

NATIVE(iaf_isIPv6Supported)
{
    (void)a;
    ret->i = net_ipv6_available(th);
}

NATIVES_TABLE(java_net_InetAddressImplFactory, "java/net/InetAddressImplFactory",
    {"isIPv6Supported", "()Z", iaf_isIPv6Supported},
);
