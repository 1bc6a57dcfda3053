/* sun.net.spi.DefaultProxySelector natives, used only with
 * -Djava.net.useSystemProxies=true. libnet asks GNOME's settings (GIO); Rivet
 * reads no desktop settings: init says there are no system proxies, so the
 * selector falls back to the proxy properties and then to direct connections. */
#include "natives/natives.h"

NATIVE(dps_init)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(dps_getSystemProxies)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVES_TABLE(sun_net_spi_DefaultProxySelector, "sun/net/spi/DefaultProxySelector",
    {"init", "()Z", dps_init},
    {"getSystemProxies", "(Ljava/lang/String;Ljava/lang/String;)[Ljava/net/Proxy;", dps_getSystemProxies},
);
