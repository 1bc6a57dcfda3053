/* java.io.RandomAccessFile natives (libjava's RandomAccessFile.c and io_util).
 * The descriptor lives in the object's FileDescriptor field "fd"; reads and
 * writes go through vm/vmio.c. Error messages follow libjava: the errno text,
 * "Stream Closed" for a closed file. */
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/nio_util.h"
#include "vm/fsundo.h"
#include "vm/vmio.h"

/* RandomAccessFile's mode bits. */
enum { RAF_RDONLY = 1, RAF_RDWR = 2, RAF_SYNC = 4, RAF_DSYNC = 8 };

/* The open descriptor, or -1 with IOException("Stream Closed") pending. */
static int raf_fd(Thread *th, Object *self)
{
    int fd = nio_fd_get(nio_fd_field(self));
    if (fd < 0)
        exc_throw(th, "java/io/IOException", "Stream Closed");
    return fd;
}

NATIVE(raf_open0)
{
    (void)ret;
    Object *self = a[0].a;
    int mode = a[2].i;
    char *path = str_to_platform(a[1].a);
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    int flags = (mode & RAF_RDONLY) ? O_RDONLY : O_RDWR | O_CREAT;
    if (mode & RAF_SYNC)
        flags |= O_SYNC;
    else if (mode & RAF_DSYNC)
        flags |= O_DSYNC;
    int fd = vmio_open(path, flags | O_CLOEXEC, 0666);
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            vmio_close(fd); /* (vmio_open's: a return to a checkpoint closes it) */
            errno = EISDIR;
            fd = -1;
        }
    }
    if (fd < 0) {
        throw_fnf_freeing(th, path); /* (java_io_FileDescriptor.c) */
        return;
    }
    nio_fd_set(nio_fd_field(self), fd);
    free(path);
}

NATIVE(raf_read0)
{
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    uint8_t b;
    ssize_t n = vmio_read(fd, &b, 1);
    if (n < 0) {
        nio_throw_errno(th, "Read error");
        return;
    }
    ret->i = n == 0 ? -1 : b;
}

NATIVE(raf_readBytes)
{
    Object *b = a[1].a;
    int32_t off = a[2].i, len = a[3].i;
    if (!nio_check_bounds(th, b, off, len))
        return;
    if (len == 0) {
        ret->i = 0;
        return;
    }
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    heap_barrier(b);
    ssize_t n = vmio_read(fd, (uint8_t *)arr_data(b) + off, (size_t)len);
    if (n < 0) {
        nio_throw_errno(th, "Read error");
        return;
    }
    ret->i = n == 0 ? -1 : (int32_t)n;
}

NATIVE(raf_write0)
{
    (void)ret;
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    uint8_t b = (uint8_t)a[1].i;
    if (vmio_write(fd, &b, 1) < 0)
        nio_throw_errno(th, "Write error");
}

NATIVE(raf_writeBytes)
{
    (void)ret;
    Object *b = a[1].a;
    int32_t off = a[2].i, len = a[3].i;
    if (!nio_check_bounds(th, b, off, len) || len == 0)
        return;
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    if (vmio_write(fd, (uint8_t *)arr_data(b) + off, (size_t)len) < 0)
        nio_throw_errno(th, "Write error");
}

NATIVE(raf_getFilePointer)
{
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    off_t p = lseek(fd, 0, SEEK_CUR);
    if (p < 0) {
        nio_throw_errno(th, "Seek failed");
        return;
    }
    ret->j = p;
}

NATIVE(raf_seek0)
{
    (void)ret;
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    int64_t pos = a[1].j;
    if (pos < 0) {
        exc_throw(th, "java/io/IOException", "Negative seek offset");
        return;
    }
    vmio_will_seek(fd);
    if (lseek(fd, (off_t)pos, SEEK_SET) < 0)
        nio_throw_errno(th, "Seek failed");
}

NATIVE(raf_length)
{
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    struct stat st;
    if (RP_ANSWER('s', fstat(fd, &st), &st, sizeof st, sizeof st) < 0) {
        nio_throw_errno(th, "GetLength failed");
        return;
    }
    ret->j = st.st_size;
}

NATIVE(raf_setLength)
{
    (void)ret;
    int fd = raf_fd(th, a[0].a);
    if (fd < 0)
        return;
    int64_t len = a[1].j;
    vmio_will_seek(fd);
    off_t cur = lseek(fd, 0, SEEK_CUR);
    int r = -1;
    if (cur >= 0) {
        r = fs_ftruncate(fd, len);
    }
    if (r == 0)
        r = lseek(fd, cur > len ? 0 : cur, cur > len ? SEEK_END : SEEK_SET) < 0 ? -1 : 0;
    if (r < 0)
        nio_throw_errno(th, "setLength failed");
}

NATIVES_TABLE(java_io_RandomAccessFile, "java/io/RandomAccessFile",
    {"open0", "(Ljava/lang/String;I)V", raf_open0},
    {"read0", "()I", raf_read0},
    {"readBytes", "([BII)I", raf_readBytes},
    {"write0", "(I)V", raf_write0},
    {"writeBytes", "([BII)V", raf_writeBytes},
    {"getFilePointer", "()J", raf_getFilePointer},
    {"seek0", "(J)V", raf_seek0},
    {"length", "()J", raf_length},
    {"setLength", "(J)V", raf_setLength},
);
