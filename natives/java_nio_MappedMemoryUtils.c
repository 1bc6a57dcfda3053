/* java.nio.MappedMemoryUtils: residency and flushing of mapped file regions. */
#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>

#include "natives/natives.h"

NATIVE(isLoaded0)
{
    (void)th;
    void *addr = (void *)(intptr_t)a[0].j;
    size_t len = (size_t)a[2].j;
    long pages = a[4].j;
    if (pages <= 0) {
        ret->i = 1;
        return;
    }
    unsigned char *vec = xmalloc((size_t)pages + 1);
    int r = mincore(addr, len, vec);
    bool all = r == 0;
    for (long i = 0; all && i < pages; i++)
        if (!(vec[i] & 1))
            all = false;
    free(vec);
    ret->i = all;
}

NATIVE(load0)
{
    (void)th;
    (void)ret;
    madvise((void *)(intptr_t)a[0].j, (size_t)a[2].j, MADV_WILLNEED);
}

NATIVE(unload0)
{
    (void)th;
    (void)ret;
    madvise((void *)(intptr_t)a[0].j, (size_t)a[2].j, MADV_DONTNEED);
}

NATIVE(force0)
{
    (void)ret;
    if (msync((void *)(intptr_t)a[1].j, (size_t)a[3].j, MS_SYNC) != 0)
        exc_throw(th, "java/io/IOException", "msync failed: %s", strerror(errno));
}

NATIVES_TABLE(java_nio_MappedMemoryUtils, "java/nio/MappedMemoryUtils",
    {"isLoaded0", "(JJJ)Z", isLoaded0},
    {"load0", "(JJ)V", load0},
    {"unload0", "(JJ)V", unload0},
    {"force0", "(Ljava/io/FileDescriptor;JJ)V", force0},
);
