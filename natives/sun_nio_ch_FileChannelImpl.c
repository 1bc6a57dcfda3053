/* sun.nio.ch.FileChannelImpl natives: memory mapping and transferTo.
 *
 * transferTo0 is sendfile(2) in libnio; here it copies through a buffer with
 * vm/vmio.c (pread from the source at the given position, write to the target
 * at its own position) so that every byte moved between descriptors passes the
 * I/O intermediary. */
#include <sys/mman.h>
#include <unistd.h>

#include "natives/nio_util.h"
#include "vm/vmio.h"

enum { MAP_RO = 0, MAP_RW = 1, MAP_PV = 2 };
enum { IOS_UNAVAILABLE = -2, IOS_INTERRUPTED = -3, IOS_THROWN = -5 };

#ifndef MAP_SYNC
#define MAP_SYNC 0x80000
#endif
#ifndef MAP_SHARED_VALIDATE
#define MAP_SHARED_VALIDATE 0x03
#endif

NATIVE(fci_initIDs)
{
    (void)th;
    (void)a;
    ret->j = sysconf(_SC_PAGESIZE);
}

NATIVE(fci_maxDirectTransferSize0)
{
    (void)th;
    (void)a;
    ret->i = 0x7ffff000; /* the most sendfile transfers at once on Linux */
}

/* While a checkpoint is live, a mapping made is unmapped again by a return to
 * a time before it, and an unmapping is put off until it can no longer be
 * undone (undo logs may hold bytes of the region, see ckpt_native_write). */
static void unmap_region(void *p, void *len) { munmap(p, (size_t)(uintptr_t)len); }

NATIVE(fci_map0)
{
    Object *self = a[0].a;
    int prot = a[1].i;
    int64_t off = a[2].j, len = a[4].j;
    bool sync = a[6].i;
    int fd = nio_fd_get(nio_fd_field(self));
    int protections = PROT_READ, flags = MAP_SHARED;
    if (prot == MAP_RW)
        protections = PROT_READ | PROT_WRITE;
    else if (prot == MAP_PV) {
        protections = PROT_READ | PROT_WRITE;
        flags = MAP_PRIVATE;
    }
    if (sync)
        flags |= MAP_SYNC | MAP_SHARED_VALIDATE;
    void *p = mmap(NULL, (size_t)len, protections, flags, fd, (off_t)off);
    if (p == MAP_FAILED) {
        if (sync && errno == EOPNOTSUPP) {
            nio_throw_errno(th, "map with mode MAP_SYNC unsupported");
        } else if (errno == ENOMEM) {
            exc_throw(th, "java/lang/OutOfMemoryError", "Map failed");
        } else if (errno == EINTR) {
            ret->j = IOS_INTERRUPTED;
            return;
        } else {
            nio_throw_errno(th, "Map failed");
        }
        ret->j = IOS_THROWN;
        return;
    }
    if (unlikely(g_ckpt_active))
        ckpt_log_undo(unmap_region, p, (void *)(uintptr_t)a[4].j);
    ret->j = (int64_t)(uintptr_t)p;
}

NATIVE(fci_unmap0)
{
    if (unlikely(g_ckpt_active)) {
        ckpt_release_later(unmap_region, NIO_PTR(a[0].j), (void *)(uintptr_t)a[2].j);
        ret->i = 0;
        return;
    }
    if (munmap(NIO_PTR(a[0].j), (size_t)a[2].j) < 0) {
        if (errno == EINTR) {
            ret->i = IOS_INTERRUPTED;
            return;
        }
        nio_throw_errno(th, "Unmap failed");
        ret->i = IOS_THROWN;
        return;
    }
    ret->i = 0;
}

NATIVE(fci_transferTo0)
{
    int src = nio_fd_get(a[1].a), dst = nio_fd_get(a[6].a);
    int64_t pos = a[2].j, count = a[4].j, done = 0;
    size_t cap = 64 * 1024;
    char *buf = malloc(cap);
    if (!buf) {
        exc_oom(th);
        return;
    }
    /* At least one read, as sendfile(2) is made even for nothing: a source
     * that cannot seek (a pipe; FileChannelImpl found its size 0) throws
     * "Illegal seek" as on HotSpot (it returned 0, hunt 9). */
    do {
        size_t want = (size_t)(count - done) < cap ? (size_t)(count - done) : cap;
        ssize_t n = vmio_pread(src, buf, want, pos + done);
        if (n == 0)
            break;
        if (n < 0 || vmio_write(dst, buf, (size_t)n) < 0) {
            if (done)
                break; /* report what was moved; the error repeats next call */
            if (errno == EAGAIN)
                done = IOS_UNAVAILABLE;
            else {
                nio_throw_errno(th, "Transfer failed");
                done = IOS_THROWN;
            }
            break;
        }
        done += n;
    } while (done < count);
    free(buf);
    ret->j = done;
}

NATIVES_TABLE(sun_nio_ch_FileChannelImpl, "sun/nio/ch/FileChannelImpl",
    {"initIDs", "()J", fci_initIDs},
    {"maxDirectTransferSize0", "()I", fci_maxDirectTransferSize0},
    {"map0", "(IJJZ)J", fci_map0},
    {"unmap0", "(JJ)I", fci_unmap0},
    {"transferTo0", "(Ljava/io/FileDescriptor;JJLjava/io/FileDescriptor;)J", fci_transferTo0},
);
