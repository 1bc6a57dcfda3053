/* Socket-address and exception helpers for the socket natives (see
 * net_util.h); what libnet's net_util.c and net_util_md.c do.
 *
 * The IPv6 and IPv4 availability answers are computed once and kept; field
 * offsets of the InetAddress classes are looked up on first use. */
#include "natives/net_util.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <poll.h>
#include <stdio.h>
#include <strings.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "classfile/util.h"
#include "vm/sched.h"
#include "vm/vmio.h"

static struct {
    bool init;
    Class *ia4, *ia6, *isa;
    Method *ia4_init, *ia6_init, *isa_init;
    uint32_t holder, holder6;             /* InetAddress.holder, Inet6Address.holder6 */
    uint32_t h_address, h_family, h_host; /* InetAddressHolder (h_addr is a netdb.h macro) */
    uint32_t h6_ip, h6_scope, h6_scope_set, h6_ifname; /* Inet6AddressHolder */
} ni;

static Class *load(Thread *th, const char *name)
{
    Class *c = loader_load(th, NULL, sym_c(name));
    return c && class_ready(th, c) ? c : NULL;
}

/* Load and initialise the InetAddress classes and cache their offsets. */
static bool ni_init(Thread *th)
{
    if (ni.init)
        return true;
    Class *ia = load(th, "java/net/InetAddress");
    Class *ia4 = ia ? load(th, "java/net/Inet4Address") : NULL;
    Class *ia6 = ia4 ? load(th, "java/net/Inet6Address") : NULL;
    Class *isa = ia6 ? load(th, "java/net/InetSocketAddress") : NULL;
    if (!isa)
        return false;
    Class *h = loader_load(th, NULL, sym_c("java/net/InetAddress$InetAddressHolder"));
    Class *h6 = h ? loader_load(th, NULL, sym_c("java/net/Inet6Address$Inet6AddressHolder")) : NULL;
    if (!h6)
        return false;
    ni.ia4 = ia4;
    ni.ia6 = ia6;
    ni.isa = isa;
    ni.ia4_init = cf_find_method(ia4, S.init, sym_c("()V"));
    ni.ia6_init = cf_find_method(ia6, S.init, sym_c("()V"));
    ni.isa_init = cf_find_method(isa, S.init, sym_c("(Ljava/net/InetAddress;I)V"));
    ni.holder = field_offset(ia, "holder", "Ljava/net/InetAddress$InetAddressHolder;");
    ni.holder6 = field_offset(ia6, "holder6", "Ljava/net/Inet6Address$Inet6AddressHolder;");
    ni.h_address = field_offset(h, "address", "I");
    ni.h_family = field_offset(h, "family", "I");
    ni.h_host = field_offset(h, "hostName", "Ljava/lang/String;");
    ni.h6_ip = field_offset(h6, "ipaddress", "[B");
    ni.h6_scope = field_offset(h6, "scope_id", "I");
    ni.h6_scope_set = field_offset(h6, "scope_id_set", "Z");
    ni.h6_ifname = field_offset(h6, "scope_ifname", "Ljava/net/NetworkInterface;");
    ni.init = true;
    return true;
}

/* ---- Availability ---- */

bool net_ipv4_available(void)
{
    static int avail = -1;
    if (avail < 0) {
        int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        avail = fd >= 0;
        if (fd >= 0)
            close(fd);
    }
    return avail;
}

/* IPv6_supported(): the kernel opens AF_INET6 sockets and some interface has
 * an IPv6 address. */
static bool ipv6_supported(void)
{
    int fd = socket(AF_INET6, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    close(fd);
    FILE *f = fopen("/proc/net/if_inet6", "r");
    if (!f)
        return false;
    char buf[255];
    bool any = fgets(buf, sizeof buf, f) != NULL;
    fclose(f);
    return any;
}

bool net_ipv6_available(Thread *th)
{
    static int avail = -1;
    if (avail >= 0)
        return avail;
    bool v4_stack = false;
    Object *key = str_new_cstr(th, "java.net.preferIPv4Stack");
    Slot r = {0};
    if (key && interp_call_named(th, WK.System, "getProperty", "(Ljava/lang/String;)Ljava/lang/String;",
                                 (Slot[]){{.a = key}}, &r)) {
        char *v = str_to_cstr(r.a);
        v4_stack = v && strcasecmp(v, "true") == 0;
        free(v);
    }
    if (exc_pending(th))
        exc_take(th); /* as libnet: an unreadable property counts as unset */
    avail = ipv6_supported() && !v4_stack;
    return avail;
}

/* ---- InetAddress fields ---- */

static Object *holder(Object *ia) { return FIELD_AT(ia, Object *, ni.holder); }
static Object *holder6(Object *ia) { return FIELD_AT(ia, Object *, ni.holder6); }

int net_inet_family(Object *ia)
{
    if (!ni_init(vm_current))
        return 0;
    Object *h = holder(ia);
    return h ? FIELD_AT(h, int32_t, ni.h_family) : 0;
}

uint32_t net_inet4_addr(Object *ia)
{
    if (!ni_init(vm_current))
        return 0;
    Object *h = holder(ia);
    return h ? (uint32_t)FIELD_AT(h, int32_t, ni.h_address) : 0;
}

void net_inet6_bytes(Object *ia, uint8_t out[16])
{
    Object *h6 = ni_init(vm_current) ? holder6(ia) : NULL;
    Object *b = h6 ? FIELD_AT(h6, Object *, ni.h6_ip) : NULL;
    if (b && arr_len(b) >= 16)
        memcpy(out, arr_data(b), 16);
    else
        memset(out, 0, 16);
}

int net_inet6_scope(Object *ia)
{
    if (!ni_init(vm_current))
        return 0;
    Object *h6 = holder6(ia);
    return h6 ? FIELD_AT(h6, int32_t, ni.h6_scope) : 0;
}

int net_prefer_ipv6_address(Thread *th)
{
    Class *ia = load(th, "java/net/InetAddress");
    if (!ia)
        return NET_PREFER_IPV4;
    Field *f = cf_find_field(ia, sym_c("preferIPv6Address"), sym_c("I"));
    return f ? FIELD_AT(ia->mirror, int32_t, f->offset) : NET_PREFER_IPV4;
}

/* ---- Making InetAddress objects ---- */

static Object *construct(Thread *th, Class *c, Method *init)
{
    Object *o = obj_new(th, c);
    if (o && !interp_call(th, init, (Slot[]){{.a = o}}, NULL))
        return NULL;
    return o;
}

Object *net_inet4_new(Thread *th, uint32_t addr, Object *host)
{
    if (!ni_init(th))
        return NULL;
    Object *ia = construct(th, ni.ia4, ni.ia4_init);
    Object *h = ia ? holder(ia) : NULL;
    if (!h)
        return NULL;
    obj_set_int(h, ni.h_address, (int32_t)addr);
    obj_set_ref(h, ni.h_host, host);
    return ia;
}

Object *net_inet6_new(Thread *th, const uint8_t addr[16], uint32_t scope, Object *host)
{
    if (!ni_init(th))
        return NULL;
    Object *ia = construct(th, ni.ia6, ni.ia6_init);
    Object *h6 = ia ? holder6(ia) : NULL;
    Object *b = h6 ? FIELD_AT(h6, Object *, ni.h6_ip) : NULL;
    if (!b)
        return NULL;
    heap_barrier(b);
    memcpy(arr_data(b), addr, 16);
    if (scope) {
        obj_set_int(h6, ni.h6_scope, (int32_t)scope);
        heap_barrier(h6);
        FIELD_AT(h6, uint8_t, ni.h6_scope_set) = 1;
    }
    obj_set_ref(holder(ia), ni.h_host, host);
    return ia;
}

void net_inet6_set_scope_ifname(Object *ia, Object *nif)
{
    Object *h6 = ni_init(vm_current) ? holder6(ia) : NULL;
    if (h6)
        obj_set_ref(h6, ni.h6_ifname, nif);
}

int net_sockaddr_port(const NetAddr *sa)
{
    return ntohs(sa->sa.sa_family == AF_INET6 ? sa->sa6.sin6_port : sa->sa4.sin_port);
}

Object *net_inet_from_sockaddr(Thread *th, const NetAddr *sa, int *port)
{
    if (port)
        *port = net_sockaddr_port(sa);
    if (sa->sa.sa_family == AF_INET6) {
        const uint8_t *b = sa->sa6.sin6_addr.s6_addr;
        if (IN6_IS_ADDR_V4MAPPED(&sa->sa6.sin6_addr))
            return net_inet4_new(th, (uint32_t)b[12] << 24 | (uint32_t)b[13] << 16 | (uint32_t)b[14] << 8 | b[15], NULL);
        return net_inet6_new(th, b, sa->sa6.sin6_scope_id, NULL);
    }
    if (sa->sa.sa_family == AF_INET)
        return net_inet4_new(th, ntohl(sa->sa4.sin_addr.s_addr), NULL);
    exc_throw(th, "java/lang/InternalError", "unknown address family %d", sa->sa.sa_family);
    return NULL;
}

Object *net_socket_address_new(Thread *th, Object *ia, int port)
{
    if (!ni_init(th))
        return NULL;
    Object *isa = obj_new(th, ni.isa);
    if (isa && !interp_call(th, ni.isa_init, (Slot[]){{.a = isa}, {.a = ia}, {.i = port}}, NULL))
        return NULL;
    return isa;
}

bool net_sockaddr(Thread *th, Object *ia, int port, NetAddr *sa, socklen_t *len, bool prefer_v6)
{
    if (!ia)
        return exc_npe(th, NULL);
    if (!ni_init(th))
        return false;
    int family = net_inet_family(ia);
    memset(sa, 0, sizeof *sa);
    if (net_ipv6_available(th) && !(family == NET_IPV4 && !prefer_v6)) {
        uint8_t *b = sa->sa6.sin6_addr.s6_addr;
        if (family == NET_IPV4) {
            /* IPv4-mapped, except the wildcard, which becomes :: */
            uint32_t a4 = net_inet4_addr(ia);
            if (a4 != INADDR_ANY) {
                b[10] = b[11] = 0xff;
                b[12] = (uint8_t)(a4 >> 24);
                b[13] = (uint8_t)(a4 >> 16);
                b[14] = (uint8_t)(a4 >> 8);
                b[15] = (uint8_t)a4;
            }
        } else {
            net_inet6_bytes(ia, b);
            sa->sa6.sin6_scope_id = (uint32_t)net_inet6_scope(ia);
        }
        sa->sa6.sin6_family = AF_INET6;
        sa->sa6.sin6_port = htons((uint16_t)port);
        *len = sizeof(struct sockaddr_in6);
        return true;
    }
    if (family != NET_IPV4)
        return exc_throw(th, "java/net/SocketException", "Protocol family unavailable");
    sa->sa4.sin_family = AF_INET;
    sa->sa4.sin_port = htons((uint16_t)port);
    sa->sa4.sin_addr.s_addr = htonl(net_inet4_addr(ia));
    *len = sizeof(struct sockaddr_in);
    return true;
}

/* ---- Exceptions ---- */

bool net_throw_errno(Thread *th, const char *cls, const char *dflt)
{
    int err = errno;
    return exc_throw(th, cls, "%s", err ? strerror(err) : dflt);
}

bool net_throw_errno_msg(Thread *th, const char *cls, const char *msg)
{
    int err = errno;
    if (!err)
        return exc_throw(th, cls, "%s", msg);
    return exc_throw(th, cls, "%s: %s", msg, strerror(err));
}

int net_socket_error(Thread *th, int err, const char *msg)
{
    const char *cls;
    switch (err) {
    case EINPROGRESS:
        return 0;
    case EPROTO:
        cls = "java/net/ProtocolException";
        break;
    case ECONNREFUSED:
    case ETIMEDOUT:
    case ENOTCONN:
        cls = "java/net/ConnectException";
        break;
    case EHOSTUNREACH:
        cls = "java/net/NoRouteToHostException";
        break;
    case EADDRINUSE:
    case EADDRNOTAVAIL:
    case EACCES:
        cls = "java/net/BindException";
        break;
    default:
        cls = "java/net/SocketException";
        break;
    }
    errno = err;
    if (msg)
        net_throw_errno_msg(th, cls, msg);
    else
        net_throw_errno(th, cls, "NioSocketError");
    return IOS_THROWN;
}

/* ---- Waiting ---- */

int net_connect(int fd, const struct sockaddr *sa, socklen_t len)
{
    int fl = fcntl(fd, F_GETFL);
    if (fl < 0 || (fl & O_NONBLOCK) || fcntl(fd, F_SETFL, fl | O_NONBLOCK) < 0)
        return (int)RP_ANSWER('c', connect(fd, sa, len), NULL, 0, 0);
    /* A blocking socket: connect without blocking, then wait for the outcome
     * (others run; with no other thread, in poll). */
    int r = connect(fd, sa, len);
    int err = errno;
    fcntl(fd, F_SETFL, fl);
    errno = err;
    r = (int)RP_ANSWER('c', r, NULL, 0, 0);
    err = errno;
    if (r == 0 || err != EINPROGRESS) {
        errno = err;
        return r;
    }
    sched_wait_io(vm_current, fd, POLLOUT);
    struct pollfd p = {.fd = fd, .events = POLLOUT};
    vmio_poll(&p, 1, -1);
    socklen_t n = sizeof err;
    if (RP_ANSWER('c', getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &n), &err, sizeof err, sizeof err) < 0)
        return -1;
    if (err) {
        errno = err;
        return -1;
    }
    return 0;
}

void net_wait_blocking(int fd, short events)
{
    if (nio_is_blocking(fd))
        sched_wait_io(vm_current, fd, events);
}

int64_t net_ms_to_ns(int64_t ms)
{
    if (ms < 0)
        return -1;
    if (ms > INT32_MAX)
        ms = INT32_MAX;
    return ms * 1000000;
}

/* ---- Name service ---- */

/* The distinct IPv4 and IPv6 addresses of name, in the resolver's order
 * (each comes once per socket type); 0 or getaddrinfo's error. */
static int resolve(const char *name, int family, NetAddr **out, int *count)
{
    struct addrinfo hints = {.ai_flags = AI_CANONNAME, .ai_family = family}, *res = NULL;
    int err = getaddrinfo(name, NULL, &hints, &res);
    if (err)
        return err;
    int n = 0, cap = 0;
    NetAddr *addrs = NULL;
    for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
        if (ai->ai_family != AF_INET && ai->ai_family != AF_INET6)
            continue;
        bool dup = false;
        for (int i = 0; i < n && !dup; i++) {
            if (addrs[i].sa.sa_family != ai->ai_family)
                continue;
            if (ai->ai_family == AF_INET)
                dup = addrs[i].sa4.sin_addr.s_addr == ((struct sockaddr_in *)ai->ai_addr)->sin_addr.s_addr;
            else
                dup = memcmp(&addrs[i].sa6.sin6_addr, &((struct sockaddr_in6 *)ai->ai_addr)->sin6_addr, 16) == 0;
        }
        if (dup)
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 8;
            addrs = xrealloc(addrs, sizeof *addrs * (size_t)cap);
        }
        memset(&addrs[n], 0, sizeof addrs[n]);
        memcpy(&addrs[n], ai->ai_addr, ai->ai_family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6));
        n++;
    }
    freeaddrinfo(res);
    *out = addrs;
    *count = n;
    return 0;
}

Object *net_lookup(Thread *th, Object *host, int family)
{
    if (!host) {
        exc_npe(th, "host argument is null");
        return NULL;
    }
    if (!ni_init(th))
        return NULL;
    char *name = str_to_cstr(host);
    NetAddr *addrs = NULL;
    int n = 0;
    int err = g_rp_mode == RP_REPLAY ? 0 : resolve(name, family, &addrs, &n);
    if (g_rp_mode != RP_OFF) {
        /* The answer is an input: error, count, addresses. */
        err = (int)rp_answer('h', err, NULL, 0, 0);
        if (!err) {
            n = (int)rp_answer('h', n, NULL, 0, 0);
            if (n < 0 || n > 4096)
                rp_diverged("a host name lookup with %d addresses", n);
            if (g_rp_mode == RP_REPLAY)
                addrs = xcalloc((size_t)n + 1, sizeof *addrs);
            rp_answer('h', 0, addrs, (size_t)n * sizeof *addrs, (size_t)n * sizeof *addrs);
        }
    }
    if (err) {
        const char *why = gai_strerror(err);
        exc_throw(th, "java/net/UnknownHostException", "%s: %s", name, why ? why : "unknown error");
        free(name);
        free(addrs);
        return NULL;
    }
    free(name);
    int n4 = 0;
    for (int i = 0; i < n; i++)
        n4 += addrs[i].sa.sa_family == AF_INET;
    /* Order as java.net.preferIPv6Addresses asks: IPv4 first (the default),
     * IPv6 first, or the resolver's order. */
    int pref = net_prefer_ipv6_address(th);
    int next4 = pref == NET_PREFER_IPV6 ? n - n4 : 0, next6 = pref == NET_PREFER_IPV4 ? n4 : 0;
    Class *ia = loader_load(th, NULL, sym_c("java/net/InetAddress"));
    Object *arr = ia ? arr_new_ref(th, ia, n) : NULL;
    for (int i = 0; arr && i < n; i++) {
        Object *o;
        int at;
        if (addrs[i].sa.sa_family == AF_INET) {
            o = net_inet4_new(th, ntohl(addrs[i].sa4.sin_addr.s_addr), host);
            at = pref == NET_PREFER_SYSTEM ? i : next4++;
        } else {
            o = net_inet6_new(th, addrs[i].sa6.sin6_addr.s6_addr, addrs[i].sa6.sin6_scope_id, host);
            at = pref == NET_PREFER_SYSTEM ? i : next6++;
        }
        if (!o) {
            arr = NULL;
            break;
        }
        heap_barrier(arr);
        ARR_AT(arr, Object *, at) = o;
    }
    free(addrs);
    return arr;
}

Object *net_host_by_addr(Thread *th, Object *addr)
{
    if (!addr) {
        exc_npe(th, NULL);
        return NULL;
    }
    NetAddr sa;
    memset(&sa, 0, sizeof sa);
    socklen_t len;
    if (arr_len(addr) == 4) {
        sa.sa4.sin_family = AF_INET;
        memcpy(&sa.sa4.sin_addr, arr_data(addr), 4);
        len = sizeof sa.sa4;
    } else if (arr_len(addr) == 16) {
        sa.sa6.sin6_family = AF_INET6;
        memcpy(&sa.sa6.sin6_addr, arr_data(addr), 16);
        len = sizeof sa.sa6;
    } else {
        exc_throw(th, "java/net/UnknownHostException", NULL);
        return NULL;
    }
    char host[NI_MAXHOST + 1] = "";
    int r = g_rp_mode == RP_REPLAY ? 0 : getnameinfo(&sa.sa, len, host, sizeof host, NULL, 0, NI_NAMEREQD);
    if (RP_ANSWER('h', r, host, sizeof host, sizeof host)) {
        exc_throw(th, "java/net/UnknownHostException", NULL);
        return NULL;
    }
    return str_new_cstr(th, host);
}

Object *net_local_host_name(Thread *th)
{
    char host[NI_MAXHOST + 1];
    if (gethostname(host, sizeof host) != 0)
        strcpy(host, "localhost");
    host[NI_MAXHOST] = '\0';
    RP_ANSWER('h', 0, host, sizeof host, sizeof host);
    return str_new_cstr(th, host);
}

/* NET_ThrowNew: SocketException "msg: strerror", InterruptedIOException for
 * EINTR, "socket closed: msg" for EBADF. */
static void throw_new(Thread *th, int err, const char *msg)
{
    if (err == EBADF)
        exc_throw(th, "java/net/SocketException", "socket closed: %s", msg);
    else if (err == EINTR)
        exc_throw(th, "java/io/InterruptedIOException", "%s", msg);
    else {
        errno = err;
        net_throw_errno(th, "java/net/SocketException", msg);
    }
}

bool net_tcp_ping(Thread *th, const NetAddr *target, const NetAddr *local, int timeout_ms, int ttl)
{
    int family = target->sa.sa_family;
    socklen_t len = family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6);
    int fd = socket(family, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
    if (fd < 0) {
        throw_new(th, errno, "Can't create socket");
        return false;
    }
    if (ttl > 0) {
        if (family == AF_INET)
            setsockopt(fd, IPPROTO_IP, IP_TTL, &ttl, sizeof ttl);
        else
            setsockopt(fd, IPPROTO_IPV6, IPV6_UNICAST_HOPS, &ttl, sizeof ttl);
    }
    if (local && bind(fd, &local->sa, len) < 0) {
        throw_new(th, errno, "Can't bind socket");
        close(fd);
        return false;
    }
    NetAddr sa = *target;
    if (family == AF_INET)
        sa.sa4.sin_port = htons(7); /* echo */
    else
        sa.sa6.sin6_port = htons(7);
    int r;
    do
        r = connect(fd, &sa.sa, len);
    while (r < 0 && errno == EINTR);
    /* Connected or refused: either way the host answered. */
    if (r == 0 || errno == ECONNREFUSED) {
        close(fd);
        return true;
    }
    switch (errno) {
    case ENETUNREACH:
    case EAFNOSUPPORT:
    case EADDRNOTAVAIL:
    case EINVAL:
    case EHOSTUNREACH:
        close(fd);
        return false;
    case EINPROGRESS:
        break;
    default:
        net_throw_errno(th, "java/net/ConnectException", "connect failed");
        close(fd);
        return false;
    }
    bool up = false;
    if (sched_wait_io_timed(th, fd, POLLOUT, net_ms_to_ns(timeout_ms))) {
        int err = 0;
        socklen_t n = sizeof err;
        if (getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &n) < 0)
            err = errno;
        up = err == 0 || err == ECONNREFUSED;
    }
    close(fd);
    return up;
}
