/* java.net.Inet4AddressImpl natives: host name lookups restricted to IPv4
 * (used when IPv6 is unavailable or java.net.preferIPv4Stack is set). The
 * resolver runs on the OS thread: a slow DNS lookup stops the other threads
 * until it returns. */
#include <arpa/inet.h>

#include "natives/net_util.h"

NATIVE(i4i_getLocalHostName) { (void)a; ret->a = net_local_host_name(th); }
NATIVE(i4i_lookupAllHostAddr) { ret->a = net_lookup(th, a[1].a, AF_INET); }
NATIVE(i4i_getHostByAddr) { ret->a = net_host_by_addr(th, a[1].a); }

/* isReachable0(addr[4], timeout, ifaddr[4] or null, ttl) */
NATIVE(i4i_isReachable0)
{
    Object *addr = a[1].a, *ifaddr = a[3].a;
    NetAddr target, local;
    memset(&target, 0, sizeof target);
    memset(&local, 0, sizeof local);
    ret->i = 0;
    if (!addr || arr_len(addr) != 4 || (ifaddr && arr_len(ifaddr) != 4))
        return;
    target.sa4.sin_family = AF_INET;
    memcpy(&target.sa4.sin_addr, arr_data(addr), 4);
    if (ifaddr) {
        local.sa4.sin_family = AF_INET;
        memcpy(&local.sa4.sin_addr, arr_data(ifaddr), 4);
    }
    ret->i = net_tcp_ping(th, &target, ifaddr ? &local : NULL, a[2].i, a[4].i);
}

NATIVES_TABLE(java_net_Inet4AddressImpl, "java/net/Inet4AddressImpl",
    {"getLocalHostName", "()Ljava/lang/String;", i4i_getLocalHostName},
    {"lookupAllHostAddr", "(Ljava/lang/String;)[Ljava/net/InetAddress;", i4i_lookupAllHostAddr},
    {"getHostByAddr", "([B)Ljava/lang/String;", i4i_getHostByAddr},
    {"isReachable0", "([BI[BI)Z", i4i_isReachable0},
);
