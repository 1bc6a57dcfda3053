/* rti_clock_advance (RTI 1.20), driven by tests/tools/rti/RtiClock.java:
 * with the option "virtual" the tool makes the clocks virtual and the
 * downcall Clock.advance(ns) moves them on; without it the call must be
 * refused. The downcall answers the status. */
#include <rti.h>
#include <stdint.h>
#include <string.h>

static RtiEnv *E;

static RtiObject *dc_advance(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    RtiValue v;
    char ty;
    if (rti_array_length(args) != 1 || rti_unbox(rti_array_ref(args, 0), &ty, &v) != RTI_OK || ty != 'J') {
        rti_throw(env, t, "java/lang/IllegalArgumentException", "advance needs a Long");
        return NULL;
    }
    RtiValue r;
    r.i = rti_clock_advance(E, v.j);
    return rti_box(t, 'I', r);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    E = env;
    if (options && !strcmp(options, "virtual") && rti_clock_virtual(env, (int64_t)1000000000 * 1700000000) != RTI_OK)
        return RTI_ERR_INVALID;
    rti_register_downcall(env, "Clock", "advance", dc_advance);
    return RTI_OK;
}
