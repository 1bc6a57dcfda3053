/* sun.nio.ch.NativeSocketAddress natives: the layout of struct sockaddr_in
 * and sockaddr_in6, which Java reads and writes with Unsafe. */
#include <netinet/in.h>
#include <stddef.h>
#include <sys/socket.h>

#include "natives/natives.h"

#define CONST_NATIVE(fname, value) \
    NATIVE(fname)                  \
    {                              \
        (void)th;                  \
        (void)a;                   \
        ret->i = (int32_t)(value); \
    }

CONST_NATIVE(nsa_AFINET, AF_INET)
CONST_NATIVE(nsa_AFINET6, AF_INET6)
CONST_NATIVE(nsa_sizeofSockAddr4, sizeof(struct sockaddr_in))
CONST_NATIVE(nsa_sizeofSockAddr6, sizeof(struct sockaddr_in6))
CONST_NATIVE(nsa_sizeofFamily, sizeof(sa_family_t))
CONST_NATIVE(nsa_offsetFamily, offsetof(struct sockaddr_in, sin_family))
CONST_NATIVE(nsa_offsetSin4Port, offsetof(struct sockaddr_in, sin_port))
CONST_NATIVE(nsa_offsetSin4Addr, offsetof(struct sockaddr_in, sin_addr))
CONST_NATIVE(nsa_offsetSin6Port, offsetof(struct sockaddr_in6, sin6_port))
CONST_NATIVE(nsa_offsetSin6Addr, offsetof(struct sockaddr_in6, sin6_addr))
CONST_NATIVE(nsa_offsetSin6ScopeId, offsetof(struct sockaddr_in6, sin6_scope_id))
CONST_NATIVE(nsa_offsetSin6FlowInfo, offsetof(struct sockaddr_in6, sin6_flowinfo))

NATIVES_TABLE(sun_nio_ch_NativeSocketAddress, "sun/nio/ch/NativeSocketAddress",
    {"AFINET", "()I", nsa_AFINET},
    {"AFINET6", "()I", nsa_AFINET6},
    {"sizeofSockAddr4", "()I", nsa_sizeofSockAddr4},
    {"sizeofSockAddr6", "()I", nsa_sizeofSockAddr6},
    {"sizeofFamily", "()I", nsa_sizeofFamily},
    {"offsetFamily", "()I", nsa_offsetFamily},
    {"offsetSin4Port", "()I", nsa_offsetSin4Port},
    {"offsetSin4Addr", "()I", nsa_offsetSin4Addr},
    {"offsetSin6Port", "()I", nsa_offsetSin6Port},
    {"offsetSin6Addr", "()I", nsa_offsetSin6Addr},
    {"offsetSin6ScopeId", "()I", nsa_offsetSin6ScopeId},
    {"offsetSin6FlowInfo", "()I", nsa_offsetSin6FlowInfo},
);
