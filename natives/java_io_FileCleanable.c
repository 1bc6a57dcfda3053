/* java.io.FileCleanable natives: closing the descriptor of a stream or
 * RandomAccessFile that became unreachable without being closed. */
#include <fcntl.h>
#include <unistd.h>

#include "natives/nio_util.h"

NATIVE(fcl_cleanupClose0)
{
    (void)ret;
    int fd = a[0].i;
    if (fd == -1)
        return;
    /* As FileDescriptor.close0: 0-2 are pointed at /dev/null rather than freed. */
    if (fd <= 2) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) {
            dup2(null, fd);
            close(null);
        }
        return;
    }
    if (vmio_close(fd) < 0 && errno != EINTR)
        nio_throw_errno(th, "close failed");
}

NATIVES_TABLE(java_io_FileCleanable, "java/io/FileCleanable",
    {"cleanupClose0", "(IJ)V", fcl_cleanupClose0},
);
