/* locktool: a test tool for the java.util.concurrent lock events, built with
 * only -I rti/include. It prints each acquisition and release (thread, the
 * lock's class, shared or not, and a running number). With the option
 * "fields" it also listens to field accesses (empty handler), so that the
 * instrumented loop runs instead of the plain one. */
#include <stdio.h>
#include <string.h>

#include <rti.h>

static int n;

static void show(const char *what, RtiThread *t, RtiObject *lock, bool shared)
{
    char name[64];
    rti_thread_name(t, name, sizeof name);
    printf("%s %s %s %d #%d\n", what, name, rti_class_name(rti_object_class(lock)), shared, n++);
}

static void on_acquire(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    show("acquire", t, lock, shared);
}

static void on_release(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    show("release", t, lock, shared);
}

static void on_field(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    (void)acc;
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.lock_acquire = on_acquire;
    cb.lock_release = on_release;
    if (options && !strcmp(options, "fields"))
        cb.field_access = on_field;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
