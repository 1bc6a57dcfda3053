/* hang.c — what a tool that watches one run says when that run deadlocks.
 *
 * A program whose run deadlocks hangs on HotSpot, and under Rivet with no
 * tool. Under eraser or predict it hung too, and the user saw nothing: the
 * tool reports at the run's end, which never came (hunt 6: a latch never
 * counted down, a barrier short of a party). The VM's DEADLOCK event comes
 * when every program thread waits for ever; a tool listening to it lets the
 * VM end the run (status 1, or 66 after a finding). This note says so and
 * names what each thread waits for, as the tester does; the tool's own
 * reports of the run so far follow.
 *
 * The note is made at the deadlock and printed at the run's end: under the
 * tester (`-tool tester -tool eraser`) a deadlock is one schedule among
 * many, and the tester returns to a checkpoint from it; the tool drops its
 * note then (tool_deadlock_forget from its CHECKPOINT handler), where
 * printing at once gave one note per deadlocked schedule. */
#include "hang.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "names.h"

enum { MAX_LIVE = 256, MAX_FRAMES = 16 };

/* The live thread whose java.lang.Thread obj is, or NULL. */
static RtiThread *thread_of(RtiObject *obj, RtiThread **all, int n)
{
    for (int i = 0; i < n; i++)
        if (rti_thread_object(all[i]) == obj)
            return all[i];
    return NULL;
}

static void describe(char *buf, size_t n, RtiObject *obj, RtiThread **all, int nall)
{
    RtiThread *t = thread_of(obj, all, nall);
    RtiClass *k = t ? NULL : rti_class_of_mirror(obj);
    char name[128] = "?";
    if (t) {
        rti_thread_name(t, name, sizeof name);
        snprintf(buf, n, "thread \"%s\"", name);
    } else if (k) {
        char tn[300];
        names_type(tn, sizeof tn, rti_class_name(k));
        snprintf(buf, n, "class %s", tn);
    } else
        names_lock(buf, n, obj);
}

static char *note;
static size_t note_len, note_cap;

static void add(const char *fmt, ...)
{
    va_list ap;
    for (;;) {
        va_start(ap, fmt);
        int k = vsnprintf(note ? note + note_len : NULL, note ? note_cap - note_len : 0, fmt, ap);
        va_end(ap);
        if (k < 0)
            return;
        if (note && note_len + (size_t)k < note_cap) {
            note_len += (size_t)k;
            return;
        }
        size_t cap = note_cap ? note_cap * 2 : 1024;
        while (cap < note_len + (size_t)k + 1)
            cap *= 2;
        char *p = realloc(note, cap);
        if (!p)
            return;
        note = p;
        note_cap = cap;
    }
}

void tool_deadlock_note(const char *tool)
{
    tool_deadlock_forget();
    RtiThread *all[MAX_LIVE];
    int n = 0;
    rti_threads(all, MAX_LIVE, &n);
    if (n > MAX_LIVE)
        n = MAX_LIVE;
    add("%s: the run deadlocked: every thread waits, and none can be woken; the run ended there\n", tool);
    for (int i = 0; i < n; i++) {
        RtiThread *t = all[i];
        if (rti_thread_is_system(t))
            continue;
        RtiThreadState st = rti_thread_state(t);
        if (st != RTI_THREAD_BLOCKED && st != RTI_THREAD_WAITING)
            continue;
        char name[128] = "?", what[700] = "", held[200] = "";
        rti_thread_name(t, name, sizeof name);
        RtiObject *want = rti_thread_blocker(t);
        if (want)
            describe(what, sizeof what, want, all, n);
        RtiThread *owner = NULL;
        if (want && st == RTI_THREAD_BLOCKED)
            rti_monitor_owner(want, &owner, NULL);
        else if (want)
            owner = rti_lock_owner(want);
        char on[128] = "?";
        bool ended = false;
        if (owner && owner != t) {
            rti_thread_name(owner, on, sizeof on);
            snprintf(held, sizeof held, ", held by \"%s\"", on);
        } else if (!owner && want && st != RTI_THREAD_BLOCKED &&
                   rti_lock_owner_name(want, on, sizeof on, &ended) == RTI_OK && ended)
            snprintf(held, sizeof held, ", held by \"%s\", which has ended", on); /* it never gives it back */
        if (st == RTI_THREAD_BLOCKED)
            add("  \"%s\" blocked entering %s%s\n", name, want ? what : "a monitor", held);
        else
            add("  \"%s\" waiting%s%s%s\n", name, want ? " on " : "", want ? what : "", held);
        RtiLocation fr[MAX_FRAMES];
        int d = 0;
        rti_thread_stack(t, fr, MAX_FRAMES, &d);
        for (int k = 0; k < d && k < MAX_FRAMES; k++) {
            char loc[700];
            if (fr[k].method && rti_class_is_hidden(rti_method_class(fr[k].method)))
                continue; /* a lambda's proxy: not in a Java stack trace either */
            names_location(loc, sizeof loc, fr[k].method, fr[k].bci);
            add("\tat %s\n", loc);
        }
        if (d > MAX_FRAMES)
            add("\t... %d more\n", d - MAX_FRAMES);
    }
}

void tool_deadlock_forget(void)
{
    free(note);
    note = NULL;
    note_len = note_cap = 0;
}

void tool_deadlock_print(void)
{
    if (note)
        fputs(note, stderr);
    tool_deadlock_forget();
}
