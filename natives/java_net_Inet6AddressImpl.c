/* java.net.Inet6AddressImpl natives: host name lookups for both address
 * families, the implementation InetAddress uses when IPv6 is available. The
 * resolver runs on the OS thread: a slow DNS lookup stops the other threads
 * until it returns. */
#include <arpa/inet.h>

#include "natives/net_util.h"

NATIVE(i6i_getLocalHostName) { (void)a; ret->a = net_local_host_name(th); }
NATIVE(i6i_lookupAllHostAddr) { ret->a = net_lookup(th, a[1].a, AF_UNSPEC); }
NATIVE(i6i_getHostByAddr) { ret->a = net_host_by_addr(th, a[1].a); }

/* A socket address from 4 or 16 address bytes (and a scope id for IPv6). */
static bool to_addr(Object *b, int scope, NetAddr *sa)
{
    memset(sa, 0, sizeof *sa);
    if (arr_len(b) == 4) {
        sa->sa4.sin_family = AF_INET;
        memcpy(&sa->sa4.sin_addr, arr_data(b), 4);
        return true;
    }
    if (arr_len(b) != 16)
        return false;
    sa->sa6.sin6_family = AF_INET6;
    memcpy(&sa->sa6.sin6_addr, arr_data(b), 16);
    if (scope > 0)
        sa->sa6.sin6_scope_id = (uint32_t)scope;
    return true;
}

/* isReachable0(addr, scope, timeout, ifaddr or null, ttl, if_scope) */
NATIVE(i6i_isReachable0)
{
    Object *addr = a[1].a, *ifaddr = a[4].a;
    NetAddr target, local;
    ret->i = 0;
    if (!addr || !to_addr(addr, a[2].i, &target))
        return;
    if (ifaddr && (!to_addr(ifaddr, a[6].i, &local) || local.sa.sa_family != target.sa.sa_family))
        ifaddr = NULL;
    ret->i = net_tcp_ping(th, &target, ifaddr ? &local : NULL, a[3].i, a[5].i);
}

NATIVES_TABLE(java_net_Inet6AddressImpl, "java/net/Inet6AddressImpl",
    {"getLocalHostName", "()Ljava/lang/String;", i6i_getLocalHostName},
    {"lookupAllHostAddr", "(Ljava/lang/String;)[Ljava/net/InetAddress;", i6i_lookupAllHostAddr},
    {"getHostByAddr", "([B)Ljava/lang/String;", i6i_getHostByAddr},
    {"isReachable0", "([BII[BII)Z", i6i_isReachable0},
);
