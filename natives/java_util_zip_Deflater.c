/* java.util.zip.Deflater natives over zlib (libzip's Deflater.c).
 *
 * The Java object holds the address of a malloc'd z_stream. Each deflate*
 * variant either changes the parameters (params bit 0 set: strategy in bits
 * 1-2, level from bit 3) or deflates with the given flush mode, and returns the
 * packed result the Java side decodes: input bytes used in bits 0-30, output
 * bytes written in bits 31-61, bit 62 finished, bit 63 "parameters still to be
 * set". No allocation happens while zlib holds array pointers. */
#include <zlib.h>

#include "natives/nio_util.h"
#include "natives/zstream_ckpt.h"

#define STRM(j) ((z_stream *)NIO_PTR(j))
#define DEF_MEM_LEVEL 8

NATIVE(def_init)
{
    z_stream *strm = calloc(1, sizeof *strm);
    if (!strm) {
        exc_oom(th);
        return;
    }
    int r = deflateInit2(strm, a[0].i, Z_DEFLATED, a[2].i ? -MAX_WBITS : MAX_WBITS, DEF_MEM_LEVEL, a[1].i);
    if (r == Z_OK) {
        ret->j = (int64_t)(uintptr_t)strm;
        return;
    }
    const char *msg = strm->msg ? strm->msg
                      : r == Z_VERSION_ERROR
                          ? "zlib returned Z_VERSION_ERROR: compile time and runtime zlib implementations differ"
                          : "unknown error initializing zlib library";
    free(strm);
    if (r == Z_MEM_ERROR)
        exc_oom(th);
    else if (r == Z_STREAM_ERROR)
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
    else
        exc_throw(th, "java/lang/InternalError", "%s", msg);
}

static void set_dictionary(Thread *th, z_stream *strm, const uint8_t *buf, int32_t len)
{
    zck_before_change(strm, false);
    int r = deflateSetDictionary(strm, buf, (uInt)len);
    if (r == Z_OK)
        return;
    if (r == Z_STREAM_ERROR)
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
    else
        /* (zlib's words or none, as the JDK) */
        exc_throw(th, "java/lang/InternalError", strm->msg ? "%s" : NULL, strm->msg);
}

NATIVE(def_setDictionary)
{
    (void)ret;
    Object *b = a[2].a;
    if (!nio_check_bounds(th, b, a[3].i, a[4].i))
        return;
    set_dictionary(th, STRM(a[0].j), (uint8_t *)arr_data(b) + a[3].i, a[4].i);
}

NATIVE(def_setDictionaryBuffer)
{
    (void)ret;
    set_dictionary(th, STRM(a[0].j), NIO_PTR(a[2].j), a[4].i);
}

static int64_t do_deflate(Thread *th, z_stream *strm, uint8_t *in, int32_t in_len, uint8_t *out, int32_t out_len,
                          int flush, int params)
{
    zck_before_change(strm, false);
    int64_t set_params = params & 1;
    strm->next_in = in;
    strm->avail_in = (uInt)in_len;
    strm->next_out = out;
    strm->avail_out = (uInt)out_len;
    int r = set_params ? deflateParams(strm, params >> 3, (params >> 1) & 3) : deflate(strm, flush);
    int64_t in_used = 0, out_used = 0, finished = 0;
    if (set_params) {
        switch (r) {
        case Z_OK:
            set_params = 0;
            /* fall through */
        case Z_BUF_ERROR:
            in_used = in_len - (int64_t)strm->avail_in;
            out_used = out_len - (int64_t)strm->avail_out;
            break;
        default:
            exc_throw(th, "java/lang/InternalError", "deflateParams failed");
            return 0;
        }
    } else {
        switch (r) {
        case Z_STREAM_END:
            finished = 1;
            /* fall through */
        case Z_OK:
            in_used = in_len - (int64_t)strm->avail_in;
            out_used = out_len - (int64_t)strm->avail_out;
            break;
        case Z_BUF_ERROR:
            break;
        default:
            /* (zlib's words or none, as the JDK) */
            exc_throw(th, "java/lang/InternalError", strm->msg ? "%s" : NULL, strm->msg);
            return 0;
        }
    }
    return in_used | out_used << 31 | finished << 62 | (int64_t)((uint64_t)set_params << 63);
}

/* (long addr, byte[] in, int off, int len, byte[] out, int off, int len, int flush, int params) */
NATIVE(def_deflateBytesBytes)
{
    Object *in = a[3].a, *out = a[6].a;
    if (!nio_check_bounds(th, in, a[4].i, a[5].i) || !nio_check_bounds(th, out, a[7].i, a[8].i))
        return;
    heap_barrier(out);
    ret->j = do_deflate(th, STRM(a[1].j), (uint8_t *)arr_data(in) + a[4].i, a[5].i, (uint8_t *)arr_data(out) + a[7].i,
                        a[8].i, a[9].i, a[10].i);
}

/* (long addr, byte[] in, int off, int len, long outAddr, int outLen, int flush, int params) */
NATIVE(def_deflateBytesBuffer)
{
    Object *in = a[3].a;
    if (!nio_check_bounds(th, in, a[4].i, a[5].i))
        return;
    ret->j = do_deflate(th, STRM(a[1].j), (uint8_t *)arr_data(in) + a[4].i, a[5].i,
                        nio_out(a[6].j, (size_t)a[8].i), a[8].i, a[9].i, a[10].i);
}

/* (long addr, long inAddr, int inLen, byte[] out, int off, int len, int flush, int params) */
NATIVE(def_deflateBufferBytes)
{
    Object *out = a[6].a;
    if (!nio_check_bounds(th, out, a[7].i, a[8].i))
        return;
    heap_barrier(out);
    ret->j = do_deflate(th, STRM(a[1].j), NIO_PTR(a[3].j), a[5].i, (uint8_t *)arr_data(out) + a[7].i, a[8].i, a[9].i,
                        a[10].i);
}

/* (long addr, long inAddr, int inLen, long outAddr, int outLen, int flush, int params) */
NATIVE(def_deflateBufferBuffer)
{
    ret->j = do_deflate(th, STRM(a[1].j), NIO_PTR(a[3].j), a[5].i, nio_out(a[6].j, (size_t)a[8].i), a[8].i, a[9].i,
                        a[10].i);
}

NATIVE(def_getAdler)
{
    (void)th;
    ret->i = (int32_t)STRM(a[0].j)->adler;
}

NATIVE(def_reset)
{
    (void)ret;
    zck_before_change(STRM(a[0].j), false);
    if (deflateReset(STRM(a[0].j)) != Z_OK)
        exc_throw(th, "java/lang/InternalError", NULL);
}

NATIVE(def_end)
{
    (void)ret;
    z_stream *strm = STRM(a[0].j);
    if (zck_end_deferred(strm, false))
        return;
    if (deflateEnd(strm) == Z_STREAM_ERROR) {
        exc_throw(th, "java/lang/InternalError", NULL);
        return;
    }
    free(strm);
}

NATIVES_TABLE(java_util_zip_Deflater, "java/util/zip/Deflater",
    {"init", "(IIZ)J", def_init},
    {"setDictionary", "(J[BII)V", def_setDictionary},
    {"setDictionaryBuffer", "(JJI)V", def_setDictionaryBuffer},
    {"deflateBytesBytes", "(J[BII[BIIII)J", def_deflateBytesBytes},
    {"deflateBytesBuffer", "(J[BIIJIII)J", def_deflateBytesBuffer},
    {"deflateBufferBytes", "(JJI[BIIII)J", def_deflateBufferBytes},
    {"deflateBufferBuffer", "(JJIJIII)J", def_deflateBufferBuffer},
    {"getAdler", "(J)I", def_getAdler},
    {"reset", "(J)V", def_reset},
    {"end", "(J)V", def_end},
);
