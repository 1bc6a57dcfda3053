/* Checkpoint support for zlib streams (see zstream_ckpt.h). */
#include "natives/zstream_ckpt.h"

#include <stdint.h>
#include <stdlib.h>

#include "checkpoint/ckpt.h"

/* Streams saved in the current segment, and streams ended while checkpoints
 * were live, by address. Few streams exist at once: linear lists suffice. */
typedef struct Tracked {
    z_stream *s;
    bool inflater;
    uint32_t epoch;  /* segment in which it was last saved */
    bool ended;      /* ended by the program, memory kept for a return */
} Tracked;

static Tracked *tracked;
static size_t n_tracked, tracked_cap;

static Tracked *find(z_stream *s, bool inflater, bool add)
{
    for (size_t i = 0; i < n_tracked; i++)
        if (tracked[i].s == s)
            return &tracked[i];
    if (!add)
        return NULL;
    if (n_tracked == tracked_cap) {
        tracked_cap = tracked_cap ? tracked_cap * 2 : 16;
        tracked = xrealloc(tracked, tracked_cap * sizeof(Tracked));
    }
    tracked[n_tracked] = (Tracked){s, inflater, 0, false};
    return &tracked[n_tracked++];
}

static void sweep(void);
static void drop(void *stream, void *saved);

static void end_stream(z_stream *s, bool inflater)
{
    if (inflater)
        inflateEnd(s);
    else
        deflateEnd(s);
}

/* Undo: s gets back the state saved in copy. */
static void restore(void *stream, void *saved)
{
    z_stream *s = stream, *copy = saved;
    Tracked *t = find(s, true, false);
    bool inflater = t ? t->inflater : true;
    end_stream(s, inflater);
    if (inflater)
        inflateCopy(s, copy);
    else
        deflateCopy(s, copy);
    end_stream(copy, inflater);
    free(copy);
    if (t)
        t->epoch = 0;
}

static void unend(void *stream, void *unused)
{
    (void)unused;
    Tracked *t = find(stream, true, false);
    if (t)
        t->ended = false;
}

void zck_before_change(z_stream *s, bool inflater)
{
    if (!g_ckpt_active) {
        if (n_tracked)
            sweep();
        return;
    }
    Tracked *t = find(s, inflater, true);
    if (t->epoch == g_ckpt_epoch)
        return;
    z_stream *copy = xcalloc(1, sizeof *copy);
    int r = inflater ? inflateCopy(copy, s) : deflateCopy(copy, s);
    if (r != Z_OK) {
        free(copy);
        return;
    }
    ckpt_log_undo2(restore, drop, s, copy);
    t->epoch = g_ckpt_epoch;
}

/* Streams whose end was put off are freed once no checkpoint is live: the
 * next change or end of any stream after that sweeps them. */
static void sweep(void)
{
    for (size_t i = 0; i < n_tracked; i++)
        if (tracked[i].ended) {
            end_stream(tracked[i].s, tracked[i].inflater);
            free(tracked[i].s);
        }
    n_tracked = 0;
}

/* A saved state no return will need. */
static void drop(void *stream, void *saved)
{
    z_stream *copy = saved;
    Tracked *t = find(stream, true, false);
    end_stream(copy, t ? t->inflater : true);
    free(copy);
}

bool zck_end_deferred(z_stream *s, bool inflater)
{
    if (!g_ckpt_active) {
        if (n_tracked)
            sweep();
        return false;
    }
    Tracked *t = find(s, inflater, true);
    t->ended = true;
    ckpt_log_undo(unend, s, NULL);
    return true;
}
