/* sun.management.VMManagementImpl natives: what the platform MXBeans ask the
 * VM (HotSpot answers through its jmm interface): the management version, the
 * optional features supported, class and thread counts, the launcher's VM
 * options, start time and uptime, processors.
 *
 * Supported as in HotSpot: thread CPU time (current and other threads, on the
 * VM clock, see sun_management_ThreadImpl.c), object monitor and ownable
 * synchronizer usage, thread contention monitoring (blocked and waited counts
 * and times, on the VM clock). Not supported, because the VM does not measure
 * them: per-thread allocated bytes, compilation time (there
 * is no compiler), remote diagnostic commands. HotSpot's internal counters
 * (safepoints, class loading times and sizes) read 0. */
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "vm/loader.h"
#include "checkpoint/replay.h"
#include "natives/natives.h"
#include "vm/thread.h"
#include "vm/vmclock.h"

void mgmt_thread_counts(int *live, int *daemon, int *peak, int64_t *total);
extern bool mgmt_cpu_time_enabled, mgmt_alloc_enabled;

/* The jmm interface version HotSpot 17 implements (JMM_VERSION 0x20030000). */
NATIVE(getVersion0)
{
    (void)a;
    ret->a = native_str(th, "3.0");
}

static void set_static_bool(Class *c, const char *name, bool v)
{
    Field *f = cf_find_field(c, sym_c(name), sym_c("Z"));
    if (f)
        FIELD_AT(c->mirror, uint8_t, f->offset) = v;
}

NATIVE(initOptionalSupportFields)
{
    (void)th;
    (void)a;
    (void)ret;
    Class *c = loader_find(NULL, sym_c("sun/management/VMManagementImpl"));
    if (!c)
        return;
    heap_barrier(c->mirror);
    set_static_bool(c, "compTimeMonitoringSupport", false);
    set_static_bool(c, "threadContentionMonitoringSupport", true);
    set_static_bool(c, "currentThreadCpuTimeSupport", true);
    set_static_bool(c, "otherThreadCpuTimeSupport", true);
    set_static_bool(c, "objectMonitorUsageSupport", true);
    set_static_bool(c, "synchronizerUsageSupport", true);
    set_static_bool(c, "threadAllocatedMemorySupport", false);
    set_static_bool(c, "remoteDiagnosticCommandsSupport", false);
}

NATIVE(isThreadContentionMonitoringEnabled) { (void)th; (void)a; ret->i = thread_contention_monitoring; }
NATIVE(isThreadCpuTimeEnabled) { (void)th; (void)a; ret->i = mgmt_cpu_time_enabled; }
NATIVE(isThreadAllocatedMemoryEnabled) { (void)th; (void)a; ret->i = mgmt_alloc_enabled; }

/* Classes as HotSpot counts them: loaded instance classes (arrays and
 * primitives are not counted). Rivet never unloads a class. */
NATIVE(getTotalClassCount)
{
    (void)th;
    (void)a;
    int64_t n = 0;
    for (Class *c = loader_all_classes(); c; c = c->next_all)
        n += c->kind == CK_INSTANCE;
    ret->j = n;
}

NATIVE(getUnloadedClassCount) { (void)th; (void)a; ret->j = 0; }
NATIVE(getVerboseClass) { (void)th; (void)a; ret->i = vm_opts.verbose_class; }
NATIVE(getVerboseGC) { (void)th; (void)a; ret->i = vm_opts.verbose_gc; }
NATIVE(getProcessId) { (void)th; (void)a; ret->i = (int32_t)RP_ANSWER('i', getpid(), NULL, 0, 0); }

/* RuntimeMXBean.getInputArguments: the VM options, as HotSpot's
 * jmm_GetInputArgumentArray (vm/main.c: vm_opts.jvm_argv). */
NATIVE(getVmArguments0)
{
    (void)a;
    ret->a = native_str_array(th, vm_opts.jvm_argv, vm_opts.jvm_argc);
}

/* The VM's start in ms since the epoch, on the program's clock (as HotSpot
 * counts from the VM's creation, not the process's). */
static int64_t start_ms(void) { return vmclock_start_ns() / 1000000; }

NATIVE(getStartupTime)
{
    (void)th;
    (void)a;
    ret->j = start_ms();
}

/* Milliseconds since the start on the program's clock (which includes the
 * time the scheduler skipped while every thread waited). */
NATIVE(getUptime0)
{
    (void)th;
    (void)a;
    int64_t up = (vmclock_wall_ns() - vmclock_start_ns()) / 1000000;
    ret->j = up > 0 ? up : 0;
}

/* As Runtime.availableProcessors (natives/java_lang_Runtime.c). */
NATIVE(getAvailableProcessors)
{
    (void)th;
    (void)a;
    ret->i = vm_available_processors();
}

NATIVE(getTotalThreadCount)
{
    (void)th;
    (void)a;
    mgmt_thread_counts(NULL, NULL, NULL, &ret->j);
}

NATIVE(getLiveThreadCount)
{
    (void)th;
    (void)a;
    mgmt_thread_counts(&ret->i, NULL, NULL, NULL);
}

NATIVE(getPeakThreadCount)
{
    (void)th;
    (void)a;
    mgmt_thread_counts(NULL, NULL, &ret->i, NULL);
}

NATIVE(getDaemonThreadCount)
{
    (void)th;
    (void)a;
    mgmt_thread_counts(NULL, &ret->i, NULL, NULL);
}

NATIVE(zero_long)
{
    (void)th;
    (void)a;
    ret->j = 0;
}

/* The initialized classes: those whose <clinit> completed. */
NATIVE(getInitializedClassCount)
{
    (void)th;
    (void)a;
    int64_t n = 0;
    for (Class *c = loader_all_classes(); c; c = c->next_all)
        n += c->kind == CK_INSTANCE && c->state == CLS_INITIALIZED;
    ret->j = n;
}

NATIVES_TABLE(sun_management_VMManagementImpl, "sun/management/VMManagementImpl",
    {"getVersion0", "()Ljava/lang/String;", getVersion0},
    {"initOptionalSupportFields", "()V", initOptionalSupportFields},
    {"isThreadContentionMonitoringEnabled", "()Z", isThreadContentionMonitoringEnabled},
    {"isThreadCpuTimeEnabled", "()Z", isThreadCpuTimeEnabled},
    {"isThreadAllocatedMemoryEnabled", "()Z", isThreadAllocatedMemoryEnabled},
    {"getTotalClassCount", "()J", getTotalClassCount},
    {"getUnloadedClassCount", "()J", getUnloadedClassCount},
    {"getVerboseClass", "()Z", getVerboseClass},
    {"getVerboseGC", "()Z", getVerboseGC},
    {"getProcessId", "()I", getProcessId},
    {"getVmArguments0", "()[Ljava/lang/String;", getVmArguments0},
    {"getStartupTime", "()J", getStartupTime},
    {"getUptime0", "()J", getUptime0},
    {"getAvailableProcessors", "()I", getAvailableProcessors},
    {"getTotalCompileTime", "()J", zero_long},
    {"getTotalThreadCount", "()J", getTotalThreadCount},
    {"getLiveThreadCount", "()I", getLiveThreadCount},
    {"getPeakThreadCount", "()I", getPeakThreadCount},
    {"getDaemonThreadCount", "()I", getDaemonThreadCount},
    {"getSafepointCount", "()J", zero_long},
    {"getTotalSafepointTime", "()J", zero_long},
    {"getSafepointSyncTime", "()J", zero_long},
    {"getTotalApplicationNonStoppedTime", "()J", zero_long},
    {"getLoadedClassSize", "()J", zero_long},
    {"getUnloadedClassSize", "()J", zero_long},
    {"getClassLoadingTime", "()J", zero_long},
    {"getMethodDataSize", "()J", zero_long},
    {"getInitializedClassCount", "()J", getInitializedClassCount},
    {"getClassInitializationTime", "()J", zero_long},
    {"getClassVerificationTime", "()J", zero_long},
);
