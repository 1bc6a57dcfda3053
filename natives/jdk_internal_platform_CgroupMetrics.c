/* jdk.internal.platform.CgroupMetrics natives (java.base, reached through
 * jdk.internal.platform.Container by the OperatingSystemMXBean). Rivet does not
 * apply container limits (Runtime.availableProcessors and the heap size ignore
 * cgroups), so container support is off and the metrics are the host's, which
 * keeps the OperatingSystemMXBean consistent with Runtime. */
#include <sys/sysinfo.h>

#include "natives/natives.h"

NATIVE(isUseContainerSupport)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(getTotalMemorySize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sysinfo(&si) == 0 ? (int64_t)si.totalram * si.mem_unit : -1;
}

NATIVE(getTotalSwapSize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sysinfo(&si) == 0 ? (int64_t)si.totalswap * si.mem_unit : -1;
}

NATIVES_TABLE(jdk_internal_platform_CgroupMetrics, "jdk/internal/platform/CgroupMetrics",
    {"isUseContainerSupport", "()Z", isUseContainerSupport},
    {"getTotalMemorySize0", "()J", getTotalMemorySize0},
    {"getTotalSwapSize0", "()J", getTotalSwapSize0},
);
