/* java.util.zip.CRC32 natives over zlib's crc32. */
#include <zlib.h>

#include "natives/nio_util.h"

NATIVE(crc_update)
{
    (void)th;
    uint8_t b = (uint8_t)a[1].i;
    ret->i = (int32_t)crc32((uint32_t)a[0].i, &b, 1);
}

NATIVE(crc_updateBytes0)
{
    Object *b = a[1].a;
    if (!nio_check_bounds(th, b, a[2].i, a[3].i))
        return;
    ret->i = (int32_t)crc32((uint32_t)a[0].i, (uint8_t *)arr_data(b) + a[2].i, (uInt)a[3].i);
}

NATIVE(crc_updateByteBuffer0)
{
    (void)th;
    /* (int crc, long addr, int off, int len) */
    ret->i = (int32_t)crc32((uint32_t)a[0].i, (uint8_t *)NIO_PTR(a[1].j) + a[3].i, (uInt)a[4].i);
}

NATIVES_TABLE(java_util_zip_CRC32, "java/util/zip/CRC32",
    {"update", "(II)I", crc_update},
    {"updateBytes0", "(I[BII)I", crc_updateBytes0},
    {"updateByteBuffer0", "(IJII)I", crc_updateByteBuffer0},
);
