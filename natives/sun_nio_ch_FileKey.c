/* sun.nio.ch.FileKey natives: the (device, inode) identity of an open file,
 * used by FileChannel locks. */
#include <sys/stat.h>

#include "natives/nio_util.h"

NATIVE(fk_init)
{
    (void)ret;
    Object *self = a[0].a;
    struct stat st;
    int r;
    do
        r = fstat(nio_fd_get(a[1].a), &st);
    while (r < 0 && errno == EINTR);
    if (r < 0) {
        nio_throw_errno(th, "fstat64 failed");
        return;
    }
    obj_set_long(self, field_offset(self->cls, "st_dev", "J"), (int64_t)st.st_dev);
    obj_set_long(self, field_offset(self->cls, "st_ino", "J"), (int64_t)st.st_ino);
}

NATIVES_TABLE(sun_nio_ch_FileKey, "sun/nio/ch/FileKey",
    {"init", "(Ljava/io/FileDescriptor;)V", fk_init},
);
