/* sun.net.PortConfig natives: the ephemeral port range (SocketPermission's
 * "localhost:0"), from /proc/sys/net/ipv4/ip_local_port_range; -1 when it
 * cannot be read, as libnet's. */
#include <stdio.h>

#include "natives/natives.h"

static int port_range(int *lo, int *hi)
{
    FILE *f = fopen("/proc/sys/net/ipv4/ip_local_port_range", "r");
    if (!f)
        return -1;
    int r = fscanf(f, "%d %d", lo, hi);
    fclose(f);
    return r == 2 ? 0 : -1;
}

NATIVE(getLower0)
{
    (void)th;
    (void)a;
    int lo, hi;
    ret->i = port_range(&lo, &hi) < 0 ? -1 : lo;
}

NATIVE(getUpper0)
{
    (void)th;
    (void)a;
    int lo, hi;
    ret->i = port_range(&lo, &hi) < 0 ? -1 : hi;
}

NATIVES_TABLE(sun_net_PortConfig, "sun/net/PortConfig",
    {"getLower0", "()I", getLower0},
    {"getUpper0", "()I", getUpper0},
);
