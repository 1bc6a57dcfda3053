/* sun.nio.fs.UnixCopyFile natives: copying file contents for Files.copy.
 * libnio uses sendfile; here the bytes go through vm/vmio.c like all other file
 * I/O, in chunks, checking the cancel flag between chunks. */
#include "natives/nio_util.h"
#include "vm/vmio.h"

NATIVE(ucf_transfer)
{
    (void)ret;
    int dst = a[0].i, src = a[1].i;
    volatile int32_t *cancel = NIO_PTR(a[2].j);
    size_t cap = 64 * 1024;
    char *buf = malloc(cap);
    if (!buf) {
        exc_oom(th);
        return;
    }
    for (;;) {
        ssize_t n = vmio_read(src, buf, cap);
        if (n <= 0) {
            if (n < 0)
                nio_throw_unix(th, errno);
            break;
        }
        if (cancel && *cancel) {
            nio_throw_unix(th, ECANCELED);
            break;
        }
        if (vmio_write(dst, buf, (size_t)n) < 0) {
            nio_throw_unix(th, errno);
            break;
        }
    }
    free(buf);
}

NATIVES_TABLE(sun_nio_fs_UnixCopyFile, "sun/nio/fs/UnixCopyFile",
    {"transfer", "(IIJ)V", ucf_transfer},
);
