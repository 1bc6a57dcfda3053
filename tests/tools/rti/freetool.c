/* freetool: counts the free events of RtiFree's Marked and Plain objects
 * (tests/tools/rti/test-free.sh). Options:
 *   wanted  rti_free_wanted_only: only flagged objects' frees are wanted;
 *   late    flag a Marked object when RtiFree.phase writes its field the
 *           second time (the first saved the object for the checkpoint, so
 *           the saved copy has no flag), not at its allocation; phase's
 *           first run is under a checkpoint, returned to once (the program
 *           then runs phase again, which flags nothing: the flags must have
 *           outlived the return) and then discarded;
 *   undone  RtiFree.phase2 runs under a checkpoint, returned to at its first
 *           exit and discarded at its second: the objects of its first run
 *           are left over from a run taken back, and get no free event;
 *   note=N  rti_note_memory of N bytes at every allocation (RTI 1.12).
 * At the end it prints the counts to stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rti.h>

static bool late, undone;
static size_t note;
static long marked_alloc, marked_freed, plain_freed;
static RtiCheckpoint *cp;
static int phase_entries;
static bool returned;

static const char *simple_name(RtiClass *c)
{
    const char *n = rti_class_name(c);
    const char *d = strrchr(n, '$');
    return d ? d + 1 : n;
}

static void on_alloc(RtiEnv *env, RtiThread *t, RtiObject *obj)
{
    (void)t;
    if (note)
        rti_note_memory(env, note);
    if (strcmp(simple_name(rti_object_class(obj)), "Marked"))
        return;
    marked_alloc++;
    if (!late)
        rti_want_free(obj);
}

static void on_field(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    if (late && acc->is_write && !returned && acc->object && acc->old_value.i == 1 &&
        !strcmp(simple_name(rti_object_class(acc->object)), "Marked"))
        rti_want_free(acc->object);
}

/* Whether m is RtiFree's method of the mode's phase. */
static bool is_phase(RtiMethod *m)
{
    return (late || undone) && !strcmp(rti_method_name(m), late ? "phase" : "phase2") &&
           !strcmp(rti_class_name(rti_method_class(m)), "RtiFree");
}

static void on_entry(RtiEnv *env, RtiThread *t, RtiMethod *m)
{
    (void)t;
    if (is_phase(m) && ++phase_entries == 1)
        rti_checkpoint_take(env, NULL);
}

static void on_exit_(RtiEnv *env, RtiThread *t, RtiMethod *m, RtiObject *exc)
{
    (void)t;
    (void)exc;
    if (!cp || !is_phase(m))
        return;
    if (!returned) {
        returned = true;
        rti_checkpoint_return(env, cp);
    } else {
        rti_checkpoint_discard(env, cp);
        cp = NULL;
    }
}

static void on_taken(RtiEnv *env, RtiThread *t, RtiCheckpoint *c, void *tag)
{
    (void)env;
    (void)t;
    (void)tag;
    cp = c;
}

static void on_free(RtiEnv *env, RtiObject *obj)
{
    (void)env;
    const char *n = simple_name(rti_object_class(obj));
    if (!strcmp(n, "Marked"))
        marked_freed++;
    else if (!strcmp(n, "Plain"))
        plain_freed++;
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    (void)t;
    printf("%s: marked alloc %ld freed %ld, plain freed %ld\n", rti_tool_name(env), marked_alloc, marked_freed,
           plain_freed);
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    bool wanted = false;
    char *o = strdup(options ? options : "");
    for (char *tok = strtok(o, ","); tok; tok = strtok(NULL, ",")) {
        if (!strcmp(tok, "wanted"))
            wanted = true;
        else if (!strcmp(tok, "late"))
            late = true;
        else if (!strcmp(tok, "undone"))
            undone = true;
        else if (!strncmp(tok, "note=", 5))
            note = (size_t)strtoul(tok + 5, NULL, 10);
        else {
            fprintf(stderr, "freetool: unknown option %s\n", tok);
            free(o);
            return RTI_ERR_INVALID;
        }
    }
    free(o);
    if (wanted && rti_free_wanted_only(env) != RTI_OK)
        return RTI_ERR_INVALID;
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.alloc = on_alloc;
    cb.object_free = on_free;
    cb.vm_death = on_death;
    if (late || undone) {
        cb.field_access = on_field;
        cb.method_entry = on_entry;
        cb.method_exit = on_exit_;
        cb.checkpoint_taken = on_taken;
    }
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
