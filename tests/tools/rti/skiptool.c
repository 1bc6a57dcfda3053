/* skiptool: a test tool for rti_skip_repeats (RTI 1.6) and, with the option
 * "marks", rti_skip_marks (1.8), built with only
 * -I rti/include. It logs every raised access to RtiSkip's field x, its field
 * y of an instance and the elements of its int arrays ("W1" a write of 1,
 * "R3" a read of 3, "y:R", "a1:W" an array write at index 1) and asks for
 * every access's repeats to be skipped. RtiSkip's comments say which
 * accesses must be raised; the log is printed at VM death. */
#include <stdio.h>
#include <string.h>

#include <rti.h>

static RtiEnv *E;
static char logbuf[4096];
static size_t used;

static void note(const char *s)
{
    size_t n = strlen(s);
    if (used + n + 2 < sizeof logbuf) {
        memcpy(logbuf + used, s, n);
        used += n;
        logbuf[used++] = ' ';
    }
}

static bool in_class(const RtiAccess *a, const char *name)
{
    return a->where.method && !strcmp(rti_class_name(rti_method_class(a->where.method)), name);
}
static bool in_program(const RtiAccess *a) { return in_class(a, "RtiSkip"); }

/* RtiSkipMany's raised accesses, counted: its fields y and w, its int
 * arrays of 1000 (b), 20 (s) and 5,000,000 (h) elements, and the array of
 * objects (a). */
enum { Y, W, A, B, S, H, KINDS };
static const char *const kind_names[KINDS] = {"y", "w", "a", "b", "s", "h"};
static long counts[KINDS][2];

static void count(const RtiAccess *a)
{
    int k = -1;
    if (a->field) {
        const char *name = rti_field_name(a->field);
        k = !strcmp(name, "y") ? Y : !strcmp(name, "w") ? W : -1;
    } else if (a->type == 'I') {
        int32_t len = rti_array_length(a->object);
        k = len == 1000 ? B : len == 20 ? S : len == 5000000 ? H : -1;
    } else if (a->type == 'L' || a->type == '[') {
        k = A;
    }
    if (k >= 0)
        counts[k][a->is_write]++;
    rti_skip_repeats(E, a);
}

static void on_field(RtiEnv *env, const RtiAccess *a)
{
    (void)env;
    if (in_class(a, "RtiSkipMany")) {
        count(a);
        return;
    }
    if (!in_program(a) || !a->field || strcmp(rti_class_name(rti_field_class(a->field)), "RtiSkip"))
        return;
    const char *name = rti_field_name(a->field);
    char s[32];
    if (!strcmp(name, "x"))
        snprintf(s, sizeof s, "%c%d", a->is_write ? 'W' : 'R', a->value.i);
    else if (!strcmp(name, "y"))
        snprintf(s, sizeof s, "y:%c", a->is_write ? 'W' : 'R');
    else
        return;
    note(s);
    rti_skip_repeats(E, a);
}

static void on_array(RtiEnv *env, const RtiAccess *a)
{
    (void)env;
    if (in_class(a, "RtiSkipMany")) {
        count(a);
        return;
    }
    if (!in_program(a) || a->type != 'I')
        return;
    char s[32];
    snprintf(s, sizeof s, "a%d:%c", a->index, a->is_write ? 'W' : 'R');
    note(s);
    rti_skip_repeats(E, a);
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    if (used)
        logbuf[used - 1] = 0;
    if (used)
        printf("%s\n", logbuf);
    for (int k = 0; k < KINDS; k++)
        if (counts[k][0] || counts[k][1])
            printf("%s:R=%ld %s:W=%ld\n", kind_names[k], counts[k][0], kind_names[k], counts[k][1]);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    E = env;
    if (options && !strcmp(options, "marks") && rti_skip_marks(env) != RTI_OK)
        return RTI_ERR_INVALID;
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.field_access = on_field;
    cb.array_access = on_array;
    cb.vm_death = on_death;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
