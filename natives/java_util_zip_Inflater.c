/* java.util.zip.Inflater natives over zlib (libzip's Inflater.c).
 *
 * The Java object holds the address of a malloc'd z_stream. Each inflate*
 * variant points zlib at the input and output (array bytes or native
 * addresses), inflates with Z_PARTIAL_FLUSH and returns the packed result the
 * Java side decodes: input bytes used in bits 0-30, output bytes written in bits
 * 31-61, bit 62 finished, bit 63 needs a dictionary. No allocation happens
 * while zlib holds array pointers, so arrays cannot move under it. */
#include <zlib.h>

#include "natives/nio_util.h"
#include "natives/zstream_ckpt.h"

#define STRM(j) ((z_stream *)NIO_PTR(j))

NATIVE(inf_init)
{
    z_stream *strm = calloc(1, sizeof *strm);
    if (!strm) {
        exc_oom(th);
        return;
    }
    int r = inflateInit2(strm, a[0].i ? -MAX_WBITS : MAX_WBITS);
    if (r == Z_OK) {
        ret->j = (int64_t)(uintptr_t)strm;
        return;
    }
    const char *msg = strm->msg;
    free(strm);
    if (r == Z_MEM_ERROR)
        exc_oom(th);
    else if (r == Z_VERSION_ERROR)
        exc_throw(th, "java/lang/InternalError", "zlib returned Z_VERSION_ERROR: compile time and runtime zlib implementations differ");
    else
        exc_throw(th, "java/lang/InternalError", "%s", msg ? msg : "inflateInit2 failed");
}

static void set_dictionary(Thread *th, z_stream *strm, const uint8_t *buf, int32_t len)
{
    zck_before_change(strm, true);
    int r = inflateSetDictionary(strm, buf, (uInt)len);
    if (r == Z_OK)
        return;
    if (r == Z_STREAM_ERROR || r == Z_DATA_ERROR)
        /* (zlib's words or none, as the JDK) */
        exc_throw(th, "java/lang/IllegalArgumentException", strm->msg ? "%s" : NULL, strm->msg);
    else
        /* (zlib's words or none, as the JDK) */
        exc_throw(th, "java/lang/InternalError", strm->msg ? "%s" : NULL, strm->msg);
}

NATIVE(inf_setDictionary)
{
    (void)ret;
    Object *b = a[2].a;
    if (!nio_check_bounds(th, b, a[3].i, a[4].i))
        return;
    set_dictionary(th, STRM(a[0].j), (uint8_t *)arr_data(b) + a[3].i, a[4].i);
}

NATIVE(inf_setDictionaryBuffer)
{
    (void)ret;
    set_dictionary(th, STRM(a[0].j), NIO_PTR(a[2].j), a[4].i);
}

/* Inflate from in to out and pack the result; on a data error, record what was
 * consumed in the Inflater's inputConsumed/outputConsumed and throw
 * DataFormatException. */
static int64_t do_inflate(Thread *th, Object *self, z_stream *strm, uint8_t *in, int32_t in_len, uint8_t *out,
                          int32_t out_len)
{
    zck_before_change(strm, true);
    strm->next_in = in;
    strm->avail_in = (uInt)in_len;
    strm->next_out = out;
    strm->avail_out = (uInt)out_len;
    int r = inflate(strm, Z_PARTIAL_FLUSH);
    int64_t in_used = 0, out_used = 0, finished = 0, need_dict = 0;
    switch (r) {
    case Z_STREAM_END:
        finished = 1;
        /* fall through */
    case Z_OK:
        in_used = in_len - (int64_t)strm->avail_in;
        out_used = out_len - (int64_t)strm->avail_out;
        break;
    case Z_NEED_DICT:
        need_dict = 1;
        in_used = in_len - (int64_t)strm->avail_in;
        out_used = out_len - (int64_t)strm->avail_out;
        break;
    case Z_BUF_ERROR:
        break;
    case Z_DATA_ERROR:
        obj_set_int(self, field_offset(self->cls, "inputConsumed", "I"), in_len - (int32_t)strm->avail_in);
        obj_set_int(self, field_offset(self->cls, "outputConsumed", "I"), out_len - (int32_t)strm->avail_out);
        if (strm->msg)
            exc_throw(th, "java/util/zip/DataFormatException", "%s", strm->msg);
        else
            exc_throw(th, "java/util/zip/DataFormatException", NULL);
        return 0;
    case Z_MEM_ERROR:
        exc_oom(th);
        return 0;
    default:
        /* (zlib's words or none, as the JDK) */
        exc_throw(th, "java/lang/InternalError", strm->msg ? "%s" : NULL, strm->msg);
        return 0;
    }
    return in_used | out_used << 31 | finished << 62 | (int64_t)((uint64_t)need_dict << 63);
}

/* (long addr, byte[] in, int off, int len, byte[] out, int off, int len) */
NATIVE(inf_inflateBytesBytes)
{
    Object *in = a[3].a, *out = a[6].a;
    if (!nio_check_bounds(th, in, a[4].i, a[5].i) || !nio_check_bounds(th, out, a[7].i, a[8].i))
        return;
    heap_barrier(out);
    ret->j = do_inflate(th, a[0].a, STRM(a[1].j), (uint8_t *)arr_data(in) + a[4].i, a[5].i,
                        (uint8_t *)arr_data(out) + a[7].i, a[8].i);
}

/* (long addr, byte[] in, int off, int len, long outAddr, int outLen) */
NATIVE(inf_inflateBytesBuffer)
{
    Object *in = a[3].a;
    if (!nio_check_bounds(th, in, a[4].i, a[5].i))
        return;
    ret->j = do_inflate(th, a[0].a, STRM(a[1].j), (uint8_t *)arr_data(in) + a[4].i, a[5].i,
                        nio_out(a[6].j, (size_t)a[8].i), a[8].i);
}

/* (long addr, long inAddr, int inLen, byte[] out, int off, int len) */
NATIVE(inf_inflateBufferBytes)
{
    Object *out = a[6].a;
    if (!nio_check_bounds(th, out, a[7].i, a[8].i))
        return;
    heap_barrier(out);
    ret->j = do_inflate(th, a[0].a, STRM(a[1].j), NIO_PTR(a[3].j), a[5].i, (uint8_t *)arr_data(out) + a[7].i, a[8].i);
}

/* (long addr, long inAddr, int inLen, long outAddr, int outLen) */
NATIVE(inf_inflateBufferBuffer)
{
    ret->j = do_inflate(th, a[0].a, STRM(a[1].j), NIO_PTR(a[3].j), a[5].i, nio_out(a[6].j, (size_t)a[8].i), a[8].i);
}

NATIVE(inf_getAdler)
{
    (void)th;
    ret->i = (int32_t)STRM(a[0].j)->adler;
}

NATIVE(inf_reset)
{
    (void)ret;
    zck_before_change(STRM(a[0].j), true);
    if (inflateReset(STRM(a[0].j)) != Z_OK)
        exc_throw(th, "java/lang/InternalError", NULL);
}

NATIVE(inf_end)
{
    (void)ret;
    z_stream *strm = STRM(a[0].j);
    if (zck_end_deferred(strm, true))
        return;
    if (inflateEnd(strm) == Z_STREAM_ERROR) {
        exc_throw(th, "java/lang/InternalError", NULL);
        return;
    }
    free(strm);
}

NATIVES_TABLE(java_util_zip_Inflater, "java/util/zip/Inflater",
    {"init", "(Z)J", inf_init},
    {"setDictionary", "(J[BII)V", inf_setDictionary},
    {"setDictionaryBuffer", "(JJI)V", inf_setDictionaryBuffer},
    {"inflateBytesBytes", "(J[BII[BII)J", inf_inflateBytesBytes},
    {"inflateBytesBuffer", "(J[BIIJI)J", inf_inflateBytesBuffer},
    {"inflateBufferBytes", "(JJI[BII)J", inf_inflateBufferBytes},
    {"inflateBufferBuffer", "(JJIJI)J", inf_inflateBufferBuffer},
    {"getAdler", "(J)I", inf_getAdler},
    {"reset", "(J)V", inf_reset},
    {"end", "(J)V", inf_end},
);
