/* java.io.FileDescriptor, FileInputStream and FileOutputStream natives.
 * Reads and writes go through vm/vmio.c (the I/O intermediary). */
#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "vm/loader.h"
#include "checkpoint/replay.h"
#include "natives/natives.h"
#include "vm/vmio.h"

static uint32_t off_fd_fd;

static uint32_t fdo(void)
{
    if (!off_fd_fd)
        off_fd_fd = field_offset(loader_find(NULL, sym_c("java/io/FileDescriptor")), "fd", "I");
    return off_fd_fd;
}

/* The int fd of a stream object (its "fd" FileDescriptor field). */
static int stream_fd(Object *stream)
{
    Object *fdobj = FIELD_AT(stream, Object *, field_offset(stream->cls, "fd", "Ljava/io/FileDescriptor;"));
    return fdobj ? FIELD_AT(fdobj, int32_t, fdo()) : -1;
}

/* The stream's FileDescriptor gets fd, and whether it appends (its append
 * field, which FileChannelImpl reads: an appending channel's position is
 * the file's size, and position(n) changes nothing). */
static void set_stream_fd(Object *stream, int fd, bool append)
{
    Object *fdobj = FIELD_AT(stream, Object *, field_offset(stream->cls, "fd", "Ljava/io/FileDescriptor;"));
    if (!fdobj)
        return;
    obj_set_int(fdobj, fdo(), fd); /* (its barrier covers the next store too) */
    FIELD_AT(fdobj, int8_t, field_offset(fdobj->cls, "append", "Z")) = append;
}

static bool io_error(Thread *th, const char *what)
{
    return exc_throw(th, "java/io/IOException", "%s", what ? what : strerror(errno));
}

/* ---- FileDescriptor ---- */

NATIVE(fd_sync)
{
    (void)ret;
    int fd = FIELD_AT(a[0].a, int32_t, fdo());
    if (fsync(fd) != 0)
        exc_throw(th, "java/io/SyncFailedException", "sync failed");
}

NATIVE(fd_getHandle)
{
    (void)th;
    (void)a;
    ret->j = -1;
}

NATIVE(fd_getAppend)
{
    (void)th;
    int fl = fcntl(a[0].i, F_GETFL);
    ret->i = fl >= 0 && (fl & O_APPEND);
}

NATIVE(fd_close0)
{
    (void)ret;
    Object *fdo_obj = a[0].a;
    int fd = FIELD_AT(fdo_obj, int32_t, fdo());
    if (fd == -1)
        return;
    obj_set_int(fdo_obj, fdo(), -1);
    /* Closing 0-2 would let a later open reuse them; HotSpot redirects them to /dev/null. */
    if (fd <= 2) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, fd);
            close(null);
        }
        return;
    }
    if (vmio_close(fd) != 0)
        io_error(th, NULL);
}

/* ---- FileOutputStream ---- */

/* FileNotFoundException "path (reason)", path freed first: building the
 * exception is an upcall into Java, which a return to a checkpoint may
 * abandon, and the path would leak (LeakSanitizer, random file operations
 * under dense checkpoints). */
void throw_fnf_freeing(Thread *th, char *path)
{
    char msg[8192];
    snprintf(msg, sizeof msg, "%s (%s)", path, strerror(errno));
    free(path);
    exc_throw(th, "java/io/FileNotFoundException", "%s", msg);
}

/* Opens path and frees it. */
static int open_file(Thread *th, char *path, int flags)
{
    int fd = vmio_open(path, flags | O_CLOEXEC, 0666);
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            vmio_close(fd); /* (vmio_open's: a return to a checkpoint closes it) */
            errno = EISDIR;
            fd = -1;
        }
    }
    if (fd < 0)
        throw_fnf_freeing(th, path);
    else
        free(path);
    return fd;
}

NATIVE(fos_open0)
{
    (void)ret;
    char *path = str_to_platform(a[1].a);
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    int fd = open_file(th, path, O_WRONLY | O_CREAT | (a[2].i ? O_APPEND : O_TRUNC));
    if (fd >= 0)
        set_stream_fd(a[0].a, fd, a[2].i != 0);
}

NATIVE(fos_write)
{
    (void)ret;
    int fd = stream_fd(a[0].a);
    uint8_t b = (uint8_t)a[1].i;
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    if (vmio_write(fd, &b, 1) < 0)
        io_error(th, NULL);
}

NATIVE(fos_writeBytes)
{
    (void)ret;
    Object *b = a[1].a;
    int32_t off = a[2].i, len = a[3].i;
    if (!b) {
        exc_npe(th, NULL);
        return;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > arr_len(b)) {
        exc_throw(th, "java/lang/IndexOutOfBoundsException", NULL);
        return;
    }
    int fd = stream_fd(a[0].a);
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    if (len && vmio_write(fd, (uint8_t *)arr_data(b) + off, (size_t)len) < 0)
        io_error(th, NULL);
}

/* ---- FileInputStream ---- */

NATIVE(fis_open0)
{
    (void)ret;
    char *path = str_to_platform(a[1].a);
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    int fd = open_file(th, path, O_RDONLY);
    if (fd >= 0)
        set_stream_fd(a[0].a, fd, false);
}

NATIVE(fis_read0)
{
    int fd = stream_fd(a[0].a);
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    uint8_t b;
    ssize_t n = vmio_read(fd, &b, 1);
    if (n < 0)
        io_error(th, NULL);
    ret->i = n == 0 ? -1 : b;
}

NATIVE(fis_readBytes)
{
    Object *b = a[1].a;
    int32_t off = a[2].i, len = a[3].i;
    if (!b) {
        exc_npe(th, NULL);
        return;
    }
    if (off < 0 || len < 0 || (int64_t)off + len > arr_len(b)) {
        exc_throw(th, "java/lang/IndexOutOfBoundsException", NULL);
        return;
    }
    if (len == 0) {
        ret->i = 0;
        return;
    }
    int fd = stream_fd(a[0].a);
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    heap_barrier(b);
    ssize_t n = vmio_read(fd, (uint8_t *)arr_data(b) + off, (size_t)len);
    if (n < 0) {
        io_error(th, NULL);
        return;
    }
    ret->i = n == 0 ? -1 : (int32_t)n;
}

NATIVE(fis_length0)
{
    int fd = stream_fd(a[0].a);
    struct stat st;
    if (fd < 0 || RP_ANSWER('s', fstat(fd, &st), &st.st_size, sizeof st.st_size, sizeof st.st_size) != 0) {
        io_error(th, fd < 0 ? "Stream Closed" : NULL);
        return;
    }
    ret->j = st.st_size;
}

NATIVE(fis_position0)
{
    int fd = stream_fd(a[0].a);
    off_t p = fd < 0 ? -1 : lseek(fd, 0, SEEK_CUR);
    if (p < 0) {
        io_error(th, fd < 0 ? "Stream Closed" : NULL);
        return;
    }
    ret->j = p;
}

NATIVE(fis_skip0)
{
    int fd = stream_fd(a[0].a);
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    /* A seek, as HotSpot's: on a pipe or a terminal it fails, and skip
     * throws IOException "Illegal seek" (it read instead, hunt 9). */
    vmio_will_seek(fd);
    off_t cur = lseek(fd, 0, SEEK_CUR), end = cur < 0 ? -1 : lseek(fd, (off_t)a[1].j, SEEK_CUR);
    if (end < 0) {
        io_error(th, NULL);
        return;
    }
    ret->j = end - cur;
}

/* available0, as libjava's handleAvailable: a character device, pipe or
 * socket says what FIONREAD says; anything else (a regular file, or a
 * directory as standard input) is its size, or where a seek to its end
 * lands when that is less than the position, minus the position, at most
 * INT32_MAX: a directory on ext4 ends at 2^63-1, so 2147483647 (it was 0,
 * hunt 12). A seek that fails is an IOException. */
NATIVE(fis_available0)
{
    int fd = stream_fd(a[0].a);
    if (fd < 0) {
        io_error(th, "Stream Closed");
        return;
    }
    struct stat st;
    int64_t size = -1;
    if (fstat(fd, &st) == 0) {
        int n = 0;
        if ((S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)) && ioctl(fd, FIONREAD, &n) >= 0) {
            /* What is available is an input: buffered readers read on or stop by it. */
            ret->i = (int32_t)RP_ANSWER('v', vmio_available(fd, n), NULL, 0, 0);
            return;
        }
        if (S_ISREG(st.st_mode))
            size = st.st_size;
    }
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur >= 0 && size < cur) {
        off_t end = lseek(fd, 0, SEEK_END);
        if (end >= 0 && lseek(fd, cur, SEEK_SET) < 0)
            end = -1;
        size = end;
    }
    if (cur < 0 || size < 0) {
        io_error(th, NULL);
        return;
    }
    int64_t left = size - cur;
    ret->i = (int32_t)RP_ANSWER('v', left > INT32_MAX ? INT32_MAX : left < 0 ? 0 : left, NULL, 0, 0);
}

NATIVES_TABLE(java_io_FileDescriptor, "java/io/FileDescriptor",
    {"sync", "()V", fd_sync},
    {"getHandle", "(I)J", fd_getHandle},
    {"getAppend", "(I)Z", fd_getAppend},
    {"close0", "()V", fd_close0},
);

NATIVES_TABLE(java_io_FileOutputStream, "java/io/FileOutputStream",
    {"open0", "(Ljava/lang/String;Z)V", fos_open0},
    {"write", "(IZ)V", fos_write},
    {"writeBytes", "([BIIZ)V", fos_writeBytes},
);

NATIVES_TABLE(java_io_FileInputStream, "java/io/FileInputStream",
    {"open0", "(Ljava/lang/String;)V", fis_open0},
    {"read0", "()I", fis_read0},
    {"readBytes", "([BII)I", fis_readBytes},
    {"length0", "()J", fis_length0},
    {"position0", "()J", fis_position0},
    {"skip0", "(J)J", fis_skip0},
    {"available0", "()I", fis_available0},
);
