/* File-descriptor I/O for natives (see vmio.h). */
#include "vm/vmio.h"

#include <errno.h>
#include <poll.h>
#include <unistd.h>

#include "vm/sched.h"

/* Before a call that may block (a pipe, a terminal, a socket), let the other
 * green threads run until the descriptor is ready. */
#define WAIT_READY(fd, ev) sched_wait_io(vm_current, (fd), (ev))

ssize_t vmio_read(int fd, void *buf, size_t n)
{
    ssize_t r;
    WAIT_READY(fd, POLLIN);
    do
        r = read(fd, buf, n);
    while (r < 0 && errno == EINTR);
    return r;
}

ssize_t vmio_write(int fd, const void *buf, size_t n)
{
    const char *p = buf;
    size_t left = n;
    while (left) {
        WAIT_READY(fd, POLLOUT);
        ssize_t w = write(fd, p, left);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        left -= (size_t)w;
    }
    return (ssize_t)n;
}

ssize_t vmio_pread(int fd, void *buf, size_t n, int64_t off)
{
    ssize_t r;
    do
        r = pread(fd, buf, n, (off_t)off);
    while (r < 0 && errno == EINTR);
    return r;
}

ssize_t vmio_pwrite(int fd, const void *buf, size_t n, int64_t off)
{
    const char *p = buf;
    size_t left = n;
    while (left) {
        ssize_t w = pwrite(fd, p, left, (off_t)off);
        if (w < 0) {
            if (errno == EINTR)
                continue;
            return -1;
        }
        p += w;
        off += w;
        left -= (size_t)w;
    }
    return (ssize_t)n;
}

ssize_t vmio_readv(int fd, const struct iovec *iov, int cnt)
{
    ssize_t r;
    WAIT_READY(fd, POLLIN);
    do
        r = readv(fd, iov, cnt);
    while (r < 0 && errno == EINTR);
    return r;
}

ssize_t vmio_writev(int fd, const struct iovec *iov, int cnt)
{
    ssize_t r;
    WAIT_READY(fd, POLLOUT);
    do
        r = writev(fd, iov, cnt);
    while (r < 0 && errno == EINTR);
    return r;
}
