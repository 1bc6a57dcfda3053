/* com.sun.management.internal.OperatingSystemImpl natives: memory, swap, file
 * descriptors, CPU times and loads of the machine and the process, read from
 * /proc and sysinfo as libmanagement_ext does on Linux. The loads are over the
 * time since the previous call of the same query (since boot, or since the
 * process started, on the first call). */
#include <dirent.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <time.h>
#include <unistd.h>

#include "natives/natives.h"

static long clock_hz(void)
{
    long hz = sysconf(_SC_CLK_TCK);
    return hz > 0 ? hz : 100;
}

/* Ticks of the "cpu" line (cpu < 0) or the "cpuN" line of /proc/stat: busy
 * (everything but idle and iowait) and total. */
static bool cpu_ticks(int cpu, uint64_t *busy, uint64_t *total)
{
    FILE *fp = fopen("/proc/stat", "r");
    if (!fp)
        return false;
    char line[512], want[32];
    if (cpu < 0)
        snprintf(want, sizeof want, "cpu ");
    else
        snprintf(want, sizeof want, "cpu%d ", cpu);
    bool found = false;
    while (fgets(line, sizeof line, fp)) {
        if (strncmp(line, want, strlen(want)))
            continue;
        unsigned long long v[8] = {0};
        int n = sscanf(line + strlen(want), "%llu %llu %llu %llu %llu %llu %llu %llu", &v[0], &v[1], &v[2], &v[3],
                       &v[4], &v[5], &v[6], &v[7]);
        if (n >= 4) {
            uint64_t t = 0;
            for (int i = 0; i < n; i++)
                t += v[i];
            *total = t;
            *busy = t - v[3] - (n > 4 ? v[4] : 0);
            found = true;
        }
        break;
    }
    fclose(fp);
    return found;
}

/* The process's user + system ticks from /proc/self/stat. */
static bool process_ticks(uint64_t *ticks)
{
    FILE *fp = fopen("/proc/self/stat", "r");
    if (!fp)
        return false;
    char buf[2048];
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    fclose(fp);
    buf[n] = 0;
    char *s = strrchr(buf, ')');
    unsigned long ut, st;
    if (!s || sscanf(s + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
        return false;
    *ticks = (uint64_t)ut + st;
    return true;
}

/* A load in [0, 1] from the change of busy/total since the previous sample. */
static double load(uint64_t busy, uint64_t total, uint64_t *prev_busy, uint64_t *prev_total)
{
    uint64_t db = busy >= *prev_busy ? busy - *prev_busy : 0;
    uint64_t dt = total >= *prev_total ? total - *prev_total : 0;
    *prev_busy = busy;
    *prev_total = total;
    if (!dt)
        return 0.0;
    double l = (double)db / (double)dt;
    return l < 0 ? 0 : l > 1 ? 1 : l;
}

NATIVE(getCpuLoad0)
{
    (void)th;
    (void)a;
    static uint64_t pb, pt;
    uint64_t b, t;
    ret->d = cpu_ticks(-1, &b, &t) ? load(b, t, &pb, &pt) : -1.0;
}

NATIVE(getSingleCpuLoad0)
{
    (void)th;
    static uint64_t *pb, *pt;
    static int ncpu;
    int cpu = a[1].i;
    uint64_t b, t;
    if (cpu < 0 || !cpu_ticks(cpu, &b, &t)) {
        ret->d = -1.0;
        return;
    }
    if (cpu >= ncpu) {
        int n = cpu + 1;
        pb = xrealloc(pb, sizeof(uint64_t) * (size_t)n);
        pt = xrealloc(pt, sizeof(uint64_t) * (size_t)n);
        for (int i = ncpu; i < n; i++)
            pb[i] = pt[i] = 0;
        ncpu = n;
    }
    ret->d = load(b, t, &pb[cpu], &pt[cpu]);
}

/* The process's share of all CPUs' time since the previous call. */
NATIVE(getProcessCpuLoad0)
{
    (void)th;
    (void)a;
    static uint64_t pp, pt;
    uint64_t p, b, t;
    ret->d = process_ticks(&p) && cpu_ticks(-1, &b, &t) ? load(p, t, &pp, &pt) : -1.0;
}

NATIVE(getProcessCpuTime0)
{
    (void)th;
    (void)a;
    struct timespec ts;
    if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == 0)
        ret->j = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    else
        ret->j = -1;
}

NATIVE(getHostTotalCpuTicks0)
{
    (void)th;
    (void)a;
    uint64_t b, t;
    ret->j = cpu_ticks(-1, &b, &t) ? (int64_t)(t * (1000000000 / (uint64_t)clock_hz())) : -1;
}

NATIVE(getHostConfiguredCpuCount0)
{
    (void)th;
    (void)a;
    long n = sysconf(_SC_NPROCESSORS_CONF);
    ret->i = n > 0 ? (int32_t)n : -1;
}

NATIVE(getHostOnlineCpuCount0)
{
    (void)th;
    (void)a;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    ret->i = n > 0 ? (int32_t)n : -1;
}

NATIVE(getCommittedVirtualMemorySize0)
{
    (void)th;
    (void)a;
    unsigned long long vsize = 0;
    FILE *fp = fopen("/proc/self/stat", "r");
    ret->j = -1;
    if (!fp)
        return;
    char buf[2048];
    size_t n = fread(buf, 1, sizeof buf - 1, fp);
    fclose(fp);
    buf[n] = 0;
    char *s = strrchr(buf, ')');
    if (s && sscanf(s + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u %*u %*d %*d %*d %*d %*d %*d %*u %llu",
                    &vsize) == 1)
        ret->j = (int64_t)vsize;
}

static bool sys_info(struct sysinfo *si) { return sysinfo(si) == 0; }

NATIVE(getTotalMemorySize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sys_info(&si) ? (int64_t)si.totalram * si.mem_unit : -1;
}

NATIVE(getFreeMemorySize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sys_info(&si) ? (int64_t)si.freeram * si.mem_unit : -1;
}

NATIVE(getTotalSwapSpaceSize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sys_info(&si) ? (int64_t)si.totalswap * si.mem_unit : -1;
}

NATIVE(getFreeSwapSpaceSize0)
{
    (void)th;
    (void)a;
    struct sysinfo si;
    ret->j = sys_info(&si) ? (int64_t)si.freeswap * si.mem_unit : -1;
}

NATIVE(getMaxFileDescriptorCount0)
{
    (void)th;
    (void)a;
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        ret->j = -1;
    else
        ret->j = rl.rlim_cur == RLIM_INFINITY ? INT64_MAX : (int64_t)rl.rlim_cur;
}

/* Entries of /proc/self/fd, less the one the listing itself opens. */
NATIVE(getOpenFileDescriptorCount0)
{
    (void)th;
    (void)a;
    DIR *d = opendir("/proc/self/fd");
    if (!d) {
        ret->j = -1;
        return;
    }
    int64_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.')
            n++;
    closedir(d);
    ret->j = n > 0 ? n - 1 : 0;
}

NATIVE(initialize0)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(com_sun_management_internal_OperatingSystemImpl, "com/sun/management/internal/OperatingSystemImpl",
    {"getCommittedVirtualMemorySize0", "()J", getCommittedVirtualMemorySize0},
    {"getFreeMemorySize0", "()J", getFreeMemorySize0},
    {"getFreeSwapSpaceSize0", "()J", getFreeSwapSpaceSize0},
    {"getMaxFileDescriptorCount0", "()J", getMaxFileDescriptorCount0},
    {"getOpenFileDescriptorCount0", "()J", getOpenFileDescriptorCount0},
    {"getProcessCpuTime0", "()J", getProcessCpuTime0},
    {"getProcessCpuLoad0", "()D", getProcessCpuLoad0},
    {"getCpuLoad0", "()D", getCpuLoad0},
    {"getTotalMemorySize0", "()J", getTotalMemorySize0},
    {"getTotalSwapSpaceSize0", "()J", getTotalSwapSpaceSize0},
    {"getSingleCpuLoad0", "(I)D", getSingleCpuLoad0},
    {"getHostConfiguredCpuCount0", "()I", getHostConfiguredCpuCount0},
    {"getHostOnlineCpuCount0", "()I", getHostOnlineCpuCount0},
    {"getHostTotalCpuTicks0", "()J", getHostTotalCpuTicks0},
    {"initialize0", "()V", initialize0},
);
