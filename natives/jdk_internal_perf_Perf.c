/* jdk.internal.perf.Perf natives: the JDK's performance counters (ZipFile,
 * ClassLoader ... update a few). Rivet exports no hsperfdata file, so a counter
 * is a private malloc'd cell wrapped in a direct ByteBuffer (as HotSpot with
 * -XX:-UsePerfData); the cells live as long as the VM. Attaching to another
 * VM's counters is not supported. The high-resolution counter is the VM clock. */
#include "natives/nio_util.h"
#include "vm/vmclock.h"

/* (String name, int variability, int units, long value) */
NATIVE(perf_createLong)
{
    if (!native_check_null(th, a[1].a))
        return;
    int64_t *cell = calloc(1, sizeof *cell);
    if (!cell) {
        exc_oom(th);
        return;
    }
    *cell = a[4].j;
    ret->a = nio_direct_buffer(th, cell, (int32_t)sizeof *cell);
}

/* (String name, int variability, int units, byte[] value, int maxLength) */
NATIVE(perf_createByteArray)
{
    Object *val = a[4].a;
    int32_t max = a[5].i;
    if (!native_check_null(th, a[1].a) || !native_check_null(th, val))
        return;
    if (max < arr_len(val) || max <= 0) {
        exc_throw(th, "java/lang/IllegalArgumentException", "maxLength too small");
        return;
    }
    uint8_t *cell = calloc(1, (size_t)max);
    if (!cell) {
        exc_oom(th);
        return;
    }
    memcpy(cell, arr_data(val), (size_t)arr_len(val));
    ret->a = nio_direct_buffer(th, cell, max);
}

NATIVE(perf_attach)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/io/IOException", "attaching to performance counters is not supported");
}

NATIVE(perf_detach)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(perf_highResCounter)
{
    (void)th;
    (void)a;
    ret->j = vmclock_nano();
}

NATIVE(perf_highResFrequency)
{
    (void)th;
    (void)a;
    ret->j = 1000000000;
}

NATIVES_TABLE(jdk_internal_perf_Perf, "jdk/internal/perf/Perf",
    {"createLong", "(Ljava/lang/String;IIJ)Ljava/nio/ByteBuffer;", perf_createLong},
    {"createByteArray", "(Ljava/lang/String;II[BI)Ljava/nio/ByteBuffer;", perf_createByteArray},
    {"attach", "(Ljava/lang/String;II)Ljava/nio/ByteBuffer;", perf_attach},
    {"detach", "(Ljava/nio/ByteBuffer;)V", perf_detach},
    {"highResCounter", "()J", perf_highResCounter},
    {"highResFrequency", "()J", perf_highResFrequency},
);
