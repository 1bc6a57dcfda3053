/* sun.net.dns.ResolverConfigurationImpl natives: the domain to use when
 * resolv.conf names none, the part of the host name after its first dot
 * (libnet's fallbackDomain0 on Linux), or null. */
#include <unistd.h>

#include "natives/natives.h"

NATIVE(fallbackDomain0)
{
    (void)a;
    char buf[1025];
    if (gethostname(buf, sizeof buf) != 0)
        return;
    buf[sizeof buf - 1] = 0;
    char *dot = strchr(buf, '.');
    if (dot)
        ret->a = str_new_cstr(th, dot + 1);
}

NATIVES_TABLE(sun_net_dns_ResolverConfigurationImpl, "sun/net/dns/ResolverConfigurationImpl",
    {"fallbackDomain0", "()Ljava/lang/String;", fallbackDomain0},
);
