/* Helpers shared by the socket natives (java.net.*, sun.nio.ch.Net, the
 * datagram and selector natives): InetAddress objects to and from socket
 * addresses, the exceptions libnet/libnio throw, and the IOStatus codes.
 *
 * InetAddress objects are made as libnet makes them: the no-argument
 * constructor, then the holder fields set directly. Field offsets are cached
 * after first use; objects are never cached. */
#ifndef RIVET_NET_UTIL_H
#define RIVET_NET_UTIL_H

#include <netinet/in.h>
#include <sys/socket.h>

#include "natives/nio_util.h"

/* sun.nio.ch.IOStatus. */
enum {
    IOS_EOF = -1,
    IOS_UNAVAILABLE = -2,
    IOS_INTERRUPTED = -3,
    IOS_UNSUPPORTED = -4,
    IOS_THROWN = -5,
    IOS_UNSUPPORTED_CASE = -6,
};

/* java.net.InetAddress.IPv4/IPv6 (the holder's family field). */
enum { NET_IPV4 = 1, NET_IPV6 = 2 };

/* java.net.InetAddress.PREFER_*_VALUE (lookup result order). */
enum { NET_PREFER_IPV4 = 0, NET_PREFER_IPV6 = 1, NET_PREFER_SYSTEM = 2 };

typedef union NetAddr {
    struct sockaddr sa;
    struct sockaddr_in sa4;
    struct sockaddr_in6 sa6;
} NetAddr;

/* Whether IPv6 sockets work here (an AF_INET6 socket opens and an interface
 * has an IPv6 address) and java.net.preferIPv4Stack is not "true". Computed
 * once, on the first call (th may run Java code to read the property). */
bool net_ipv6_available(Thread *th);
bool net_ipv4_available(void);

/* The socket address for InetAddress ia and port, as NET_InetAddressToSockaddr:
 * with prefer_v6 (and IPv6 available) always AF_INET6, IPv4 addresses mapped.
 * False with SocketException pending ("Protocol family unavailable"). */
bool net_sockaddr(Thread *th, Object *ia, int port, NetAddr *sa, socklen_t *len, bool prefer_v6);

/* A new Inet4Address (addr in host order) or Inet6Address (16 bytes, scope id
 * set when non-zero), hostName host (may be NULL). NULL with an exception
 * pending. */
Object *net_inet4_new(Thread *th, uint32_t addr, Object *host);
Object *net_inet6_new(Thread *th, const uint8_t addr[16], uint32_t scope, Object *host);

/* The InetAddress for a socket address (an IPv4-mapped IPv6 address gives an
 * Inet4Address); its port to *port when port is not NULL. */
Object *net_inet_from_sockaddr(Thread *th, const NetAddr *sa, int *port);
int net_sockaddr_port(const NetAddr *sa);

/* A java.net.InetSocketAddress(ia, port). */
Object *net_socket_address_new(Thread *th, Object *ia, int port);

/* Fields of an InetAddress: the family (NET_IPV4/NET_IPV6), the IPv4 address
 * in host order, the IPv6 bytes and scope id. */
int net_inet_family(Object *ia);
uint32_t net_inet4_addr(Object *ia);
void net_inet6_bytes(Object *ia, uint8_t out[16]);
int net_inet6_scope(Object *ia);
/* Set the scope_ifname of an Inet6Address (its NetworkInterface). */
void net_inet6_set_scope_ifname(Object *ia, Object *nif);
/* The int value of java.net.InetAddress.preferIPv6Address. */
int net_prefer_ipv6_address(Thread *th);

/* Throw class cls (internal name) with the text of errno, or dflt when errno
 * is 0 (JNU_ThrowByNameWithLastError). With msg_first, the message is
 * "dflt: strerror" (JNU_ThrowByNameWithMessageAndLastError). Returns false. */
bool net_throw_errno(Thread *th, const char *cls, const char *dflt);
bool net_throw_errno_msg(Thread *th, const char *cls, const char *msg);

/* libnio's handleSocketError: the java.net exception for err (ConnectException
 * for ECONNREFUSED, BindException for EADDRINUSE ...) with its text, msg
 * prefixed when not NULL. Returns IOS_THROWN, or 0 for EINPROGRESS (nothing
 * thrown). */
int net_socket_error(Thread *th, int err, const char *msg);

/* The InetAddress[] for host name host (Inet6AddressImpl.lookupAllHostAddr,
 * family AF_UNSPEC; Inet4AddressImpl's, AF_INET): getaddrinfo's distinct
 * addresses ordered as java.net.preferIPv6Addresses asks, each named host.
 * UnknownHostException "host: reason" when the name does not resolve. */
Object *net_lookup(Thread *th, Object *host, int family);
/* The host name of a 4- or 16-byte address (getHostByAddr), or NULL with
 * UnknownHostException pending. */
Object *net_host_by_addr(Thread *th, Object *addr);
/* gethostname(), "localhost" when that fails. */
Object *net_local_host_name(Thread *th);
/* isReachable by TCP: a connection to the echo port that is accepted or
 * refused within timeout_ms means the host is up. local, when not NULL, is
 * bound first; ttl > 0 sets the hop limit. */
bool net_tcp_ping(Thread *th, const NetAddr *target, const NetAddr *local, int timeout_ms, int ttl);

/* connect(2) that does not block the OS thread: a socket in blocking mode
 * is connected in non-blocking mode while the thread waits for the outcome.
 * Returns 0 or -1 with errno, as connect does (EINPROGRESS only for a
 * non-blocking socket). */
int net_connect(int fd, const struct sockaddr *sa, socklen_t len);

/* Wait (letting the other threads run) until fd is ready for events, if fd
 * is in blocking mode; a non-blocking descriptor never waits. */
void net_wait_blocking(int fd, short events);

/* A timeout in milliseconds as Net.poll takes it (-1 = none, 0 = just check)
 * to sched_wait_io_timed's nanoseconds. */
int64_t net_ms_to_ns(int64_t ms);

#endif
