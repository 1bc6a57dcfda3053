/* java.util.zip.Adler32 natives over zlib's adler32. */
#include <zlib.h>

#include "natives/nio_util.h"

NATIVE(adl_update)
{
    (void)th;
    uint8_t b = (uint8_t)a[1].i;
    ret->i = (int32_t)adler32((uint32_t)a[0].i, &b, 1);
}

NATIVE(adl_updateBytes)
{
    Object *b = a[1].a;
    if (!nio_check_bounds(th, b, a[2].i, a[3].i))
        return;
    ret->i = (int32_t)adler32((uint32_t)a[0].i, (uint8_t *)arr_data(b) + a[2].i, (uInt)a[3].i);
}

NATIVE(adl_updateByteBuffer)
{
    (void)th;
    /* (int adler, long addr, int off, int len) */
    ret->i = (int32_t)adler32((uint32_t)a[0].i, (uint8_t *)NIO_PTR(a[1].j) + a[3].i, (uInt)a[4].i);
}

NATIVES_TABLE(java_util_zip_Adler32, "java/util/zip/Adler32",
    {"update", "(II)I", adl_update},
    {"updateBytes", "(I[BII)I", adl_updateBytes},
    {"updateByteBuffer", "(IJII)I", adl_updateByteBuffer},
);
