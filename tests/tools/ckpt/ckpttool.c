/* ckpttool: a test tool that takes checkpoints at chosen points, runs on,
 * returns to them and discards them, so that a program is re-executed from
 * many points of its run (built with only -I rti/include).
 *
 * Options: every=N,back=M,times=R (defaults 3000, 7000, 1), and main (count
 * from the VM_START event, so the checkpoints fall in the program rather
 * than in the class library's boot). Counting method entries: a checkpoint
 * is requested every N entries; each checkpoint is
 * returned to M entries after it was taken, R times, then discarded. With M
 * larger than N several checkpoints are live at once, so returns go to the
 * newest and to older ones (discarding newer ones), and discards happen in
 * the middle of the stack as well as at its top.
 *
 * The VM is deterministic, so after a return the program must run exactly as
 * it ran the first time: its output under this tool must be the output of a
 * plain run. At the end the tool prints to stderr how many checkpoints it
 * took and returned to. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <rti.h>

typedef struct Record {
    RtiCheckpoint *cp;
    long at;      /* method entries counted when it was taken */
    int returns;  /* returns made to it */
} Record;

static long every = 3000, back = 7000;
static int times = 1;
static long entries;
static bool pending;
static bool from_main, counting = true;
static Record recs[256];
static int n_recs;
static long n_taken, n_returns, n_discards;

static void on_entry(RtiEnv *env, RtiThread *t, RtiMethod *m)
{
    (void)t;
    (void)m;
    if (!counting)
        return;
    entries++;
    if (pending)
        return;
    /* Oldest first: a return to an older checkpoint discards the newer ones. */
    for (int i = 0; i < n_recs; i++) {
        Record *r = &recs[i];
        if (entries != r->at + back)
            continue;
        if (r->returns < times) {
            r->returns++;
            n_returns++;
            pending = true;
            rti_checkpoint_return(env, r->cp);
            return;
        }
        rti_checkpoint_discard(env, r->cp);
        n_discards++;
        memmove(recs + i, recs + i + 1, (size_t)(n_recs - i - 1) * sizeof(Record));
        n_recs--;
        i--;
    }
    if (entries % every == 0 && n_recs < 256) {
        pending = true;
        rti_checkpoint_take(env, NULL);
    }
}

static void on_taken(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp, void *tag)
{
    (void)env;
    (void)t;
    (void)tag;
    recs[n_recs++] = (Record){cp, entries, 0};
    n_taken++;
    pending = false;
}

static void on_restored(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp)
{
    (void)env;
    (void)t;
    pending = false;
    for (int i = 0; i < n_recs; i++)
        if (recs[i].cp == cp) {
            entries = recs[i].at; /* the count is part of the program's time */
            n_recs = i + 1;       /* newer checkpoints are gone */
            return;
        }
    fprintf(stderr, "ckpttool: returned to an unknown checkpoint\n");
    abort();
}

static void on_start(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    counting = true;
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    fprintf(stderr, "ckpttool: taken %ld, returned %ld, discarded %ld, live at exit %d\n", n_taken, n_returns,
            n_discards, rti_checkpoint_count());
}

RtiStatus rivet_tool_init(RtiEnv *env, const char *options)
{
    if (options && *options) {
        char *o = strdup(options);
        for (char *tok = strtok(o, ","); tok; tok = strtok(NULL, ",")) {
            if (!strncmp(tok, "every=", 6))
                every = atol(tok + 6);
            else if (!strncmp(tok, "back=", 5))
                back = atol(tok + 5);
            else if (!strncmp(tok, "times=", 6))
                times = atoi(tok + 6);
            else if (!strcmp(tok, "main"))
                from_main = true;
            else {
                fprintf(stderr, "ckpttool: unknown option %s\n", tok);
                free(o);
                return RTI_ERR_INVALID;
            }
        }
        free(o);
    }
    if (every <= 0 || back <= 0 || times < 0)
        return RTI_ERR_INVALID;
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.method_entry = on_entry;
    cb.checkpoint_taken = on_taken;
    cb.checkpoint_restored = on_restored;
    cb.vm_death = on_death;
    cb.vm_start = on_start;
    counting = !from_main;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, RTI_EVENT_BIT(RTI_EVENT_METHOD_ENTRY) | RTI_EVENT_BIT(RTI_EVENT_CHECKPOINT) |
                                      RTI_EVENT_BIT(RTI_EVENT_VM_START) | RTI_EVENT_BIT(RTI_EVENT_VM_DEATH));
}
