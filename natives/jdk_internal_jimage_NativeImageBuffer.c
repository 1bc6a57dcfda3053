/* jdk.internal.jimage.NativeImageBuffer natives: the VM's own mapping of the
 * runtime image (lib/modules) shared with the Java ImageReader (jrt:/, module
 * resources, locale and time zone data).
 *
 * As in libjimage, only an image the VM itself has open is answered: for any
 * other path the result is null and BasicImageReader maps the file itself
 * through FileChannel. The buffer is a java.nio.DirectByteBuffer over the
 * read-only mapping, made by its private (long addr, int cap) constructor
 * (the one JNI's NewDirectByteBuffer uses); the mapping lives as long as the VM. */
#include <limits.h>
#include <stdlib.h>

#include "natives/nio_util.h"

/* True when path names the image the VM has mapped. */
static bool is_vm_image(const char *path)
{
    char own[PATH_MAX];
    snprintf(own, sizeof own, "%s/lib/modules", vm_opts.jdk_home);
    if (!strcmp(path, own))
        return true;
    char r1[PATH_MAX], r2[PATH_MAX];
    return realpath(path, r1) && realpath(own, r2) && !strcmp(r1, r2);
}

NATIVE(nib_getNativeMap)
{
    ret->a = NULL;
    char *path = str_to_cstr(a[0].a);
    if (!path)
        return;
    bool ours = is_vm_image(path);
    free(path);
    size_t size;
    const uint8_t *base = ours ? loader_image_base(&size) : NULL;
    if (!base || size > INT32_MAX)
        return;
    /* The mapping is read-only; the image reader only reads it. */
    ret->a = nio_direct_buffer(th, (void *)(uintptr_t)base, (int32_t)size);
}

NATIVES_TABLE(jdk_internal_jimage_NativeImageBuffer, "jdk/internal/jimage/NativeImageBuffer",
    {"getNativeMap", "(Ljava/lang/String;)Ljava/nio/ByteBuffer;", nib_getNativeMap},
);
