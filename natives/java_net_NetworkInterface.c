/* java.net.NetworkInterface natives: the interfaces of the machine and their
 * addresses, as libnet finds them on Linux.
 *
 * An enumeration builds a C list of NiIf, each with its NiAddr list: IPv4
 * addresses from ioctl(SIOCGIFCONF), then (when IPv6 is available) IPv6
 * addresses from /proc/net/if_inet6 with the interface index as scope id.
 * New interfaces and addresses are prepended, so the Java arrays come out in
 * the order HotSpot gives. A name "eth0:1" is a virtual child of eth0 when
 * eth0 exists. The list is freed before the native returns. */
#include <arpa/inet.h>
#include <net/if.h>
#include <net/if_arp.h>
#include <stdio.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "classfile/util.h"
#include "natives/net_util.h"

typedef struct NiAddr {
    NetAddr addr;
    NetAddr brd;
    bool has_brd;
    short mask;
    struct NiAddr *next;
} NiAddr;

typedef struct NiIf {
    char name[IFNAMSIZ];
    int index;
    bool virtual;
    NiAddr *addrs;
    struct NiIf *childs;
    struct NiIf *next;
} NiIf;

static void ni_free(NiIf *ifs)
{
    while (ifs) {
        NiIf *next = ifs->next;
        for (NiAddr *a = ifs->addrs, *an; a; a = an) {
            an = a->next;
            free(a);
        }
        ni_free(ifs->childs);
        free(ifs);
        ifs = next;
    }
}

/* A zeroed ifreq naming interface name (truncated to IFNAMSIZ - 1). */
static void ifreq_for(struct ifreq *r, const char *name)
{
    memset(r, 0, sizeof *r);
    size_t n = strnlen(name, sizeof r->ifr_name - 1);
    memcpy(r->ifr_name, name, n);
}

static int if_index(int sock, const char *name)
{
    struct ifreq r;
    ifreq_for(&r, name);
    return ioctl(sock, SIOCGIFINDEX, &r) < 0 ? -1 : r.ifr_ifindex;
}

static int if_flags(int sock, const char *name, int *flags)
{
    struct ifreq r;
    ifreq_for(&r, name);
    if (ioctl(sock, SIOCGIFFLAGS, &r) < 0)
        return -1;
    *flags = r.ifr_flags & 0xffff;
    return 0;
}

static NiIf *find_if(NiIf *l, const char *name)
{
    for (; l; l = l->next)
        if (strcmp(l->name, name) == 0)
            return l;
    return NULL;
}

/* Find or prepend the interface named name in *list. */
static NiIf *get_if(NiIf **list, int sock, const char *name, bool virtual)
{
    NiIf *i = find_if(*list, name);
    if (!i) {
        i = xmalloc(sizeof *i);
        memset(i, 0, sizeof *i);
        memcpy(i->name, name, strnlen(name, sizeof i->name - 1));
        i->index = if_index(sock, name);
        i->virtual = virtual;
        i->next = *list;
        *list = i;
    }
    return i;
}

static void add_addr(NiIf *i, const NiAddr *a)
{
    NiAddr *c = xmalloc(sizeof *c);
    *c = *a;
    c->next = i->addrs;
    i->addrs = c;
}

/* Add address a of interface if_name to the list (libnet's addif). */
static void add_if(NiIf **list, int sock, const char *if_name, const NiAddr *a)
{
    char name[IFNAMSIZ] = "", vname[IFNAMSIZ] = "";
    memcpy(name, if_name, strnlen(if_name, sizeof name - 1));
    bool virtual = false;
    char *colon = strchr(name, ':');
    if (colon) {
        int flags;
        *colon = '\0';
        if (if_flags(sock, name, &flags) < 0 || flags < 0) {
            virtual = true; /* no parent to attach it to */
            *colon = ':';
        } else {
            memcpy(vname, name, sizeof vname);
            vname[colon - name] = ':';
        }
    }
    NiIf *parent = get_if(list, sock, name, virtual);
    add_addr(parent, a);
    if (vname[0])
        add_addr(get_if(&parent->childs, sock, vname, true), a);
}

static short prefix4(const struct sockaddr_in *mask)
{
    short n = 0;
    for (uint32_t m = ntohl(mask->sin_addr.s_addr); m; m <<= 1)
        n++;
    return n;
}

/* The IPv4 addresses (SIOCGIFCONF). False with SocketException pending. */
static bool enum_v4(Thread *th, int sock, NiIf **list)
{
    struct ifconf ifc = {.ifc_buf = NULL};
    if (ioctl(sock, SIOCGIFCONF, &ifc) < 0)
        return net_throw_errno_msg(th, "java/net/SocketException", "ioctl(SIOCGIFCONF) failed");
    char *buf = xmalloc((size_t)ifc.ifc_len + 1);
    ifc.ifc_buf = buf;
    if (ioctl(sock, SIOCGIFCONF, &ifc) < 0) {
        free(buf);
        return net_throw_errno_msg(th, "java/net/SocketException", "ioctl(SIOCGIFCONF) failed");
    }
    struct ifreq *r = ifc.ifc_req;
    for (size_t k = 0; k < (size_t)ifc.ifc_len / sizeof *r; k++, r++) {
        if (r->ifr_addr.sa_family != AF_INET)
            continue;
        NiAddr a;
        memset(&a, 0, sizeof a);
        struct sockaddr saved = r->ifr_addr;
        memcpy(&a.addr, &saved, sizeof(struct sockaddr_in));
        if (ioctl(sock, SIOCGIFFLAGS, r) == 0 && (r->ifr_flags & IFF_BROADCAST)) {
            r->ifr_addr = saved;
            if (ioctl(sock, SIOCGIFBRDADDR, r) == 0) {
                memcpy(&a.brd, &r->ifr_broadaddr, sizeof(struct sockaddr_in));
                a.has_brd = true;
            }
        }
        r->ifr_addr = saved;
        if (ioctl(sock, SIOCGIFNETMASK, r) == 0)
            a.mask = prefix4((struct sockaddr_in *)&r->ifr_netmask);
        add_if(list, sock, r->ifr_name, &a);
    }
    free(buf);
    return true;
}

/* The IPv6 addresses (/proc/net/if_inet6), scope id = interface index. */
static void enum_v6(int sock, NiIf **list)
{
    FILE *f = fopen("/proc/net/if_inet6", "r");
    if (!f)
        return;
    char hex[33], dev[21];
    unsigned idx, prefix, scope, flags;
    while (fscanf(f, "%32s %x %x %x %x %20s\n", hex, &idx, &prefix, &scope, &flags, dev) == 6) {
        NiAddr a;
        memset(&a, 0, sizeof a);
        a.addr.sa6.sin6_family = AF_INET6;
        for (int k = 0; k < 16; k++) {
            unsigned b;
            sscanf(hex + 2 * k, "%2x", &b);
            a.addr.sa6.sin6_addr.s6_addr[k] = (uint8_t)b;
        }
        a.addr.sa6.sin6_scope_id = idx;
        a.mask = (short)prefix;
        add_if(list, sock, dev, &a);
    }
    fclose(f);
}

/* A datagram socket of family for the ioctls: -1 (and maybe an exception)
 * when it cannot be opened; a missing family is not an error. */
static int open_socket(Thread *th, int family)
{
    int s = socket(family, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (s < 0 && errno != EPROTONOSUPPORT && errno != EAFNOSUPPORT)
        net_throw_errno_msg(th, "java/net/SocketException", "Socket creation failed");
    return s;
}

/* Enumerate the addresses of families v4 and v6. NULL with an exception
 * pending on failure (or when there are none). */
static NiIf *enum_all(Thread *th, bool v4, bool v6)
{
    NiIf *list = NULL;
    if (v4) {
        int s = open_socket(th, AF_INET);
        if (s < 0 && exc_pending(th))
            return NULL;
        if (s >= 0) {
            bool ok = enum_v4(th, s, &list);
            close(s);
            if (!ok) {
                ni_free(list);
                return NULL;
            }
        }
    }
    if (v6 && net_ipv6_available(th)) {
        int s = open_socket(th, AF_INET6);
        if (s < 0) {
            ni_free(list);
            return NULL;
        }
        enum_v6(s, &list);
        close(s);
    }
    return list;
}

/* ---- Java objects ---- */

static struct {
    bool init;
    Class *ni, *ib;
    Method *ni_ctor, *ib_ctor;
    uint32_t name, desc, index, virtual, addrs, binds, childs, parent;
    uint32_t ib_addr, ib_brd, ib_mask;
} nf;

static bool nf_init(Thread *th)
{
    if (nf.init)
        return true;
    Class *ni = loader_load(th, NULL, sym_c("java/net/NetworkInterface"));
    Class *ib = ni ? loader_load(th, NULL, sym_c("java/net/InterfaceAddress")) : NULL;
    if (!ib || !class_ready(th, ni) || !class_ready(th, ib))
        return false;
    nf.ni = ni;
    nf.ib = ib;
    nf.ni_ctor = cf_find_method(ni, S.init, sym_c("()V"));
    nf.ib_ctor = cf_find_method(ib, S.init, sym_c("()V"));
    nf.name = field_offset(ni, "name", "Ljava/lang/String;");
    nf.desc = field_offset(ni, "displayName", "Ljava/lang/String;");
    nf.index = field_offset(ni, "index", "I");
    nf.virtual = field_offset(ni, "virtual", "Z");
    nf.addrs = field_offset(ni, "addrs", "[Ljava/net/InetAddress;");
    nf.binds = field_offset(ni, "bindings", "[Ljava/net/InterfaceAddress;");
    nf.childs = field_offset(ni, "childs", "[Ljava/net/NetworkInterface;");
    nf.parent = field_offset(ni, "parent", "Ljava/net/NetworkInterface;");
    nf.ib_addr = field_offset(ib, "address", "Ljava/net/InetAddress;");
    nf.ib_brd = field_offset(ib, "broadcast", "Ljava/net/Inet4Address;");
    nf.ib_mask = field_offset(ib, "maskLength", "S");
    nf.init = true;
    return true;
}

static Object *new_obj(Thread *th, Class *c, Method *ctor)
{
    Object *o = obj_new(th, c);
    if (o && !interp_call(th, ctor, (Slot[]){{.a = o}}, NULL))
        return NULL;
    return o;
}

static void arr_put(Object *arr, int i, Object *v)
{
    heap_barrier(arr);
    ARR_AT(arr, Object *, i) = v;
}

/* The NetworkInterface for i, with its addresses, bindings and children. */
static Object *make_nif(Thread *th, const NiIf *i)
{
    if (!nf_init(th))
        return NULL;
    Object *nif = new_obj(th, nf.ni, nf.ni_ctor);
    Object *name = nif ? str_new_cstr(th, i->name) : NULL;
    if (!name)
        return NULL;
    obj_set_ref(nif, nf.name, name);
    obj_set_ref(nif, nf.desc, name);
    obj_set_int(nif, nf.index, i->index);
    heap_barrier(nif);
    FIELD_AT(nif, uint8_t, nf.virtual) = i->virtual;
    int n = 0;
    for (NiAddr *a = i->addrs; a; a = a->next)
        n++;
    Class *ia_cls = loader_load(th, NULL, sym_c("java/net/InetAddress"));
    Object *addrs = ia_cls ? arr_new_ref(th, ia_cls, n) : NULL;
    Object *binds = addrs ? arr_new_ref(th, nf.ib, n) : NULL;
    if (!binds)
        return NULL;
    int k = 0;
    for (NiAddr *a = i->addrs; a; a = a->next, k++) {
        Object *ia, *ib;
        if (a->addr.sa.sa_family == AF_INET) {
            ia = net_inet4_new(th, ntohl(a->addr.sa4.sin_addr.s_addr), NULL);
        } else {
            uint32_t scope = a->addr.sa6.sin6_scope_id;
            ia = net_inet6_new(th, a->addr.sa6.sin6_addr.s6_addr, scope, NULL);
            if (ia && scope)
                net_inet6_set_scope_ifname(ia, nif);
        }
        ib = ia ? new_obj(th, nf.ib, nf.ib_ctor) : NULL;
        if (!ib)
            return NULL;
        obj_set_ref(ib, nf.ib_addr, ia);
        if (a->has_brd) {
            Object *brd = net_inet4_new(th, ntohl(a->brd.sa4.sin_addr.s_addr), NULL);
            if (!brd)
                return NULL;
            obj_set_ref(ib, nf.ib_brd, brd);
        }
        heap_barrier(ib);
        FIELD_AT(ib, int16_t, nf.ib_mask) = a->mask;
        arr_put(addrs, k, ia);
        arr_put(binds, k, ib);
    }
    n = 0;
    for (NiIf *c = i->childs; c; c = c->next)
        n++;
    Object *childs = arr_new_ref(th, nf.ni, n);
    if (!childs)
        return NULL;
    k = 0;
    for (NiIf *c = i->childs; c; c = c->next, k++) {
        Object *child = make_nif(th, c);
        if (!child)
            return NULL;
        obj_set_ref(child, nf.parent, nif);
        arr_put(childs, k, child);
    }
    obj_set_ref(nif, nf.addrs, addrs);
    obj_set_ref(nif, nf.binds, binds);
    obj_set_ref(nif, nf.childs, childs);
    return nif;
}

/* The interface of list that has address ia (of family NET_IPV4/NET_IPV6). */
static NiIf *find_bound(NiIf *list, Object *ia, int family)
{
    for (NiIf *i = list; i; i = i->next) {
        for (NiAddr *a = i->addrs; a; a = a->next) {
            if (family == NET_IPV4 && a->addr.sa.sa_family == AF_INET) {
                if (ntohl(a->addr.sa4.sin_addr.s_addr) == net_inet4_addr(ia))
                    return i;
            } else if (family == NET_IPV6 && a->addr.sa.sa_family == AF_INET6) {
                uint8_t b[16];
                net_inet6_bytes(ia, b);
                unsigned scope = (unsigned)net_inet6_scope(ia);
                if (scope && scope != a->addr.sa6.sin6_scope_id)
                    break; /* as libnet: the rest of this interface is skipped */
                if (memcmp(b, a->addr.sa6.sin6_addr.s6_addr, 16) == 0)
                    return i;
            }
        }
    }
    return NULL;
}

/* ---- Natives ---- */

NATIVE(nif_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(nif_getAll)
{
    (void)a;
    ret->a = NULL;
    NiIf *list = enum_all(th, true, true);
    if (exc_pending(th) || !nf_init(th))
        return;
    int n = 0;
    for (NiIf *i = list; i; i = i->next)
        n++;
    Object *arr = arr_new_ref(th, nf.ni, n);
    int k = 0;
    for (NiIf *i = list; arr && i; i = i->next, k++) {
        Object *nif = make_nif(th, i);
        if (!nif)
            arr = NULL;
        else
            arr_put(arr, k, nif);
    }
    ni_free(list);
    ret->a = arr;
}

/* getByName0(name): the interface, or a virtual child "parent:n". */
NATIVE(nif_getByName0)
{
    ret->a = NULL;
    if (!a[0].a) {
        exc_npe(th, "network interface name is NULL");
        return;
    }
    char *name = str_to_cstr(a[0].a);
    NiIf *list = enum_all(th, true, true);
    if (!exc_pending(th)) {
        char *colon = strchr(name, ':');
        size_t limit = colon ? (size_t)(colon - name) : strlen(name);
        NiIf *i = list;
        while (i && !(strlen(i->name) == limit && memcmp(i->name, name, limit) == 0))
            i = i->next;
        if (colon && i)
            i = find_if(i->childs, name);
        if (i)
            ret->a = make_nif(th, i);
    }
    ni_free(list);
    free(name);
}

NATIVE(nif_getByIndex0)
{
    ret->a = NULL;
    if (a[0].i <= 0)
        return;
    NiIf *list = enum_all(th, true, true);
    NiIf *i = list;
    while (i && i->index != a[0].i)
        i = i->next;
    if (i && !exc_pending(th))
        ret->a = make_nif(th, i);
    ni_free(list);
}

NATIVE(nif_boundInetAddress0)
{
    ret->i = 0;
    int family = net_inet_family(a[0].a);
    if (family != NET_IPV4 && family != NET_IPV6)
        return;
    NiIf *list = enum_all(th, family == NET_IPV4, family == NET_IPV6);
    if (!exc_pending(th))
        ret->i = find_bound(list, a[0].a, family) != NULL;
    ni_free(list);
}

NATIVE(nif_getByInetAddress0)
{
    ret->a = NULL;
    int family = net_inet_family(a[0].a);
    if (family != NET_IPV4 && family != NET_IPV6)
        return;
    NiIf *list = enum_all(th, true, true);
    NiIf *i = exc_pending(th) ? NULL : find_bound(list, a[0].a, family);
    if (i)
        ret->a = make_nif(th, i);
    ni_free(list);
}

/* An AF_INET datagram socket for interface ioctls (AF_INET6 when IPv4 is
 * missing); -1 with SocketException pending. */
static int ioctl_socket(Thread *th)
{
    int s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (s >= 0)
        return s;
    if (errno != EPROTONOSUPPORT && errno != EAFNOSUPPORT) {
        net_throw_errno_msg(th, "java/net/SocketException", "IPV4 Socket creation failed");
        return -1;
    }
    s = socket(AF_INET6, SOCK_DGRAM | SOCK_CLOEXEC, 0);
    if (s < 0)
        net_throw_errno_msg(th, "java/net/SocketException", "IPV6 Socket creation failed");
    return s;
}

/* The flags of interface name (a String), or -1 with an exception pending. */
static int flags_of(Thread *th, Object *name)
{
    if (!name) {
        exc_npe(th, "network interface name is NULL");
        return -1;
    }
    int s = ioctl_socket(th);
    if (s < 0)
        return -1;
    char *n = str_to_cstr(name);
    int flags = 0, r = if_flags(s, n, &flags);
    int err = errno;
    close(s);
    free(n);
    if (r < 0) {
        errno = err;
        net_throw_errno_msg(th, "java/net/SocketException", "getFlags() failed");
        return -1;
    }
    return flags;
}

NATIVE(nif_isUp0)
{
    int f = flags_of(th, a[0].a);
    ret->i = f >= 0 && (f & IFF_UP) && (f & IFF_RUNNING);
}

NATIVE(nif_isP2P0)
{
    int f = flags_of(th, a[0].a);
    ret->i = f >= 0 && (f & IFF_POINTOPOINT);
}

NATIVE(nif_isLoopback0)
{
    int f = flags_of(th, a[0].a);
    ret->i = f >= 0 && (f & IFF_LOOPBACK);
}

NATIVE(nif_supportsMulticast0)
{
    int f = flags_of(th, a[0].a);
    ret->i = f >= 0 && (f & IFF_MULTICAST);
}

/* getMacAddr0(addr, name, index): the hardware address, or null when the
 * interface has none (all zero). */
NATIVE(nif_getMacAddr0)
{
    ret->a = NULL;
    if (!a[1].a) {
        exc_npe(th, "network interface name is NULL");
        return;
    }
    int s = ioctl_socket(th);
    if (s < 0)
        return;
    struct ifreq r;
    char *n = str_to_cstr(a[1].a);
    ifreq_for(&r, n);
    free(n);
    int rc = ioctl(s, SIOCGIFHWADDR, &r);
    int err = errno;
    close(s);
    if (rc < 0) {
        errno = err;
        net_throw_errno_msg(th, "java/net/SocketException", "ioctl(SIOCGIFHWADDR) failed");
        return;
    }
    for (int k = 0; k < IFHWADDRLEN; k++)
        if (r.ifr_hwaddr.sa_data[k]) {
            ret->a = nio_bytes(th, r.ifr_hwaddr.sa_data, IFHWADDRLEN);
            return;
        }
}

NATIVE(nif_getMTU0)
{
    ret->i = -1;
    if (!a[0].a) {
        exc_npe(th, "network interface name is NULL");
        return;
    }
    int s = ioctl_socket(th);
    if (s < 0) {
        ret->i = 0;
        return;
    }
    struct ifreq r;
    char *n = str_to_cstr(a[0].a);
    ifreq_for(&r, n);
    free(n);
    if (ioctl(s, SIOCGIFMTU, &r) < 0)
        net_throw_errno_msg(th, "java/net/SocketException", "ioctl(SIOCGIFMTU) failed");
    else
        ret->i = r.ifr_mtu;
    close(s);
}

#define NI "Ljava/net/NetworkInterface;"

NATIVES_TABLE(java_net_NetworkInterface, "java/net/NetworkInterface",
    {"init", "()V", nif_init},
    {"getAll", "()[" NI, nif_getAll},
    {"getByName0", "(Ljava/lang/String;)" NI, nif_getByName0},
    {"getByIndex0", "(I)" NI, nif_getByIndex0},
    {"boundInetAddress0", "(Ljava/net/InetAddress;)Z", nif_boundInetAddress0},
    {"getByInetAddress0", "(Ljava/net/InetAddress;)" NI, nif_getByInetAddress0},
    {"isUp0", "(Ljava/lang/String;I)Z", nif_isUp0},
    {"isLoopback0", "(Ljava/lang/String;I)Z", nif_isLoopback0},
    {"supportsMulticast0", "(Ljava/lang/String;I)Z", nif_supportsMulticast0},
    {"isP2P0", "(Ljava/lang/String;I)Z", nif_isP2P0},
    {"getMacAddr0", "([BLjava/lang/String;I)[B", nif_getMacAddr0},
    {"getMTU0", "(Ljava/lang/String;I)I", nif_getMTU0},
);
