/* Helpers shared by the file and channel natives (java.io.RandomAccessFile,
 * sun.nio.ch, sun.nio.fs, java.util.zip ...): FileDescriptor access, the
 * exceptions libjava/libnio throw, and byte arrays from C bytes.
 *
 * Only field offsets are cached here (per translation unit), never objects. */
#ifndef RIVET_NIO_UTIL_H
#define RIVET_NIO_UTIL_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/vmio.h"

/* The int fd of a java.io.FileDescriptor, -1 for null. */
static inline int nio_fd_get(Object *fdo)
{
    static uint32_t off;
    if (!fdo)
        return -1;
    if (!off)
        off = field_offset(fdo->cls, "fd", "I");
    return FIELD_AT(fdo, int32_t, off);
}

static inline void nio_fd_set(Object *fdo, int fd)
{
    static uint32_t off;
    if (!fdo)
        return;
    if (!off)
        off = field_offset(fdo->cls, "fd", "I");
    obj_set_int(fdo, off, fd);
}

/* The FileDescriptor held in obj's field "fd" (RandomAccessFile, FileChannelImpl). */
static inline Object *nio_fd_field(Object *obj)
{
    return FIELD_AT(obj, Object *, field_offset(obj->cls, "fd", "Ljava/io/FileDescriptor;"));
}

/* IOException with the text of errno, or dflt when errno is 0
 * (JNU_ThrowIOExceptionWithLastError). Returns false. */
static inline bool nio_throw_errno(Thread *th, const char *dflt)
{
    int err = errno;
    return exc_throw(th, "java/io/IOException", "%s", err ? strerror(err) : dflt);
}

/* A byte[] holding n bytes of s; NULL with an exception pending on failure. */
static inline Object *nio_bytes(Thread *th, const void *s, size_t n)
{
    Object *b = arr_new_prim(th, 'B', (int32_t)n);
    if (b && n) {
        heap_barrier(b);
        memcpy(arr_data(b), s, n);
    }
    return b;
}

/* Throw sun.nio.fs.UnixException(err). Returns false. */
static inline bool nio_throw_unix(Thread *th, int err)
{
    Class *c = loader_load(th, NULL, sym_c("sun/nio/fs/UnixException"));
    if (!c || !class_ready(th, c))
        return false;
    Method *init = cf_find_method(c, S.init, sym_c("(I)V"));
    Object *e = obj_new(th, c);
    if (!e)
        return false;
    if (!interp_call(th, init, (Slot[]){{.a = e}, {.i = err}}, NULL))
        return false;
    return exc_throw_obj(th, e);
}

/* Bounds check of (off, len) against a Java array: IndexOutOfBoundsException. */
static inline bool nio_check_bounds(Thread *th, Object *arr, int32_t off, int32_t len)
{
    if (!arr)
        return exc_npe(th, NULL);
    if (off < 0 || len < 0 || (int64_t)off + len > arr_len(arr))
        return exc_throw(th, "java/lang/IndexOutOfBoundsException", NULL);
    return true;
}

/* A java.nio.DirectByteBuffer over len bytes at p, made by the private
 * (long addr, int cap) constructor JNI's NewDirectByteBuffer uses. The memory
 * is the caller's and must outlive the buffer. NULL with an exception pending
 * on failure. */
static inline Object *nio_direct_buffer(Thread *th, void *p, int32_t len)
{
    Class *c = loader_load(th, NULL, sym_c("java/nio/DirectByteBuffer"));
    if (!c || !class_ready(th, c))
        return NULL;
    Method *init = cf_find_method(c, S.init, sym_c("(JI)V"));
    if (!init) {
        exc_throw(th, "java/lang/InternalError", "no DirectByteBuffer(long, int)");
        return NULL;
    }
    Object *buf = obj_new(th, c);
    if (!buf)
        return NULL;
    Slot args[4] = {{.a = buf}, {.j = (int64_t)(uintptr_t)p}, {.j = 0}, {.i = len}};
    return interp_call(th, init, args, NULL) ? buf : NULL;
}

#define NIO_PTR(j) ((void *)(uintptr_t)(j))

/* A native buffer a call is about to fill: saved for checkpoints first. */
static inline void *nio_out(int64_t addr, size_t n)
{
    void *p = NIO_PTR(addr);
    ckpt_native_write(p, n);
    return p;
}

/* The same for the buffers of an iovec array a readv is about to fill. */
static inline void *nio_out_iov(int64_t addr, int cnt)
{
    struct iovec *iov = NIO_PTR(addr);
    for (int i = 0; unlikely(g_ckpt_active) && i < cnt; i++)
        ckpt_native_write(iov[i].iov_base, iov[i].iov_len);
    return iov;
}

/* ---- Channel reads ----
 * vmio waits (other green threads running) until a descriptor is ready, as a
 * blocking read would. A descriptor in non-blocking mode must not wait: when
 * it is not ready these fail with EAGAIN at once. */

/* Whether fd is in blocking mode (O_NONBLOCK clear). */
static inline bool nio_is_blocking(int fd)
{
    int fl = fcntl(fd, F_GETFL);
    return fl < 0 || !(fl & O_NONBLOCK);
}

/* For a non-blocking fd that is not ready for events: true, errno EAGAIN. */
static inline bool nio_would_block(int fd, short events)
{
    if (nio_is_blocking(fd))
        return false;
    struct pollfd p = {.fd = fd, .events = events};
    if (vmio_poll(&p, 1, 0) != 0)
        return false;
    errno = EAGAIN;
    return true;
}

static inline ssize_t nio_read(int fd, void *buf, size_t n)
{
    return nio_would_block(fd, POLLIN) ? -1 : vmio_read(fd, buf, n);
}

static inline ssize_t nio_readv(int fd, const struct iovec *iov, int cnt)
{
    return nio_would_block(fd, POLLIN) ? -1 : vmio_readv(fd, iov, cnt);
}

#endif
