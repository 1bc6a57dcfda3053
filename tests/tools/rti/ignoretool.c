/* ignoretool: a test tool for rti_ignore_field and rti_ignore_arrays (RTI
 * 1.10), built with only -I rti/include. It counts the raised accesses of
 * RtiIgnore's fields a and b and the array accesses of its methods quiet
 * and loud; at its first access of field a it says it ignores that field,
 * and at the first access quiet makes to an int array it says it ignores
 * quiet's primitive array accesses. With the option "all" it ignores
 * nothing. The counts are printed at VM death. */
#include <stdio.h>
#include <string.h>

#include <rti.h>

static RtiEnv *E;
static bool ignore;
enum { A, B, QUIET_INTS, QUIET_REFS, LOUD_INTS, KINDS };
static const char *const names[KINDS] = {"a", "b", "quiet-ints", "quiet-refs", "loud-ints"};
static long counts[KINDS][2];

static bool in_class(RtiClass *c) { return !strcmp(rti_class_name(c), "RtiIgnore"); }

static void on_field(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    if (!in_class(rti_field_class(acc->field)))
        return;
    const char *n = rti_field_name(acc->field);
    int k = !strcmp(n, "a") ? A : !strcmp(n, "b") ? B : -1;
    if (k < 0)
        return;
    counts[k][acc->is_write]++;
    if (k == A && ignore && rti_ignore_field(E, acc->field) != RTI_OK)
        printf("rti_ignore_field failed\n");
}

static void on_array(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    RtiMethod *m = acc->where.method;
    if (!m || !in_class(rti_method_class(m)))
        return;
    bool ref = acc->type == 'L' || acc->type == '[';
    int k = !strcmp(rti_method_name(m), "quiet") ? (ref ? QUIET_REFS : QUIET_INTS)
            : !strcmp(rti_method_name(m), "loud") ? LOUD_INTS
                                                  : -1;
    if (k < 0)
        return;
    counts[k][acc->is_write]++;
    if (k == QUIET_INTS && ignore && rti_ignore_arrays(E, m) != RTI_OK)
        printf("rti_ignore_arrays failed\n");
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    (void)t;
    printf("%s:", rti_tool_name(env));
    for (int k = 0; k < KINDS; k++)
        printf(" %s R=%ld W=%ld", names[k], counts[k][0], counts[k][1]);
    printf("\n");
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    E = env;
    ignore = !options || strcmp(options, "all");
    if (rti_ignore_field(NULL, NULL) != RTI_ERR_INVALID || rti_ignore_arrays(env, NULL) != RTI_ERR_INVALID)
        return RTI_ERR_INVALID;
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.field_access = on_field;
    cb.array_access = on_array;
    cb.vm_death = on_death;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
