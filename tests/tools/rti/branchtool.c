/* branchtool: a test tool for the BRANCH event (RTI 1.7), built with only
 * -I rti/include. It counts the conditional branches raised in each method
 * of RtiBranch (but main) and prints the counts, by method name, at VM
 * death. */
#include <stdio.h>
#include <string.h>

#include <rti.h>

#define MAXM 16
static struct { RtiMethod *m; long n; } counts[MAXM];
static int n_counts;
static RtiClass *branch_class; /* RtiBranch, once seen */

static void on_branch(RtiEnv *env, RtiThread *t, RtiLocation where)
{
    (void)env, (void)t;
    RtiClass *cls = rti_method_class(where.method);
    if (cls != branch_class) {
        if (branch_class || strcmp(rti_class_name(cls), "RtiBranch"))
            return;
        branch_class = cls;
    }
    if (!strcmp(rti_method_name(where.method), "main"))
        return;
    int i = 0;
    while (i < n_counts && counts[i].m != where.method)
        i++;
    if (i == n_counts) {
        if (n_counts == MAXM)
            return;
        counts[n_counts++].m = where.method;
    }
    counts[i].n++;
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    (void)env, (void)t;
    for (int i = 0; i < n_counts; i++)
        printf("%s %ld\n", rti_method_name(counts[i].m), counts[i].n);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    (void)options;
    if (rti_version() < ((1u << 16) | 7))
        return RTI_ERR_VERSION;
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.branch = on_branch;
    cb.vm_death = on_death;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
