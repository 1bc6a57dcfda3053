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

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "names.h"
#include "str.h"

enum { MAX_LIVE = 256, MAX_FRAMES = 16 };

static Str note;

void tool_deadlock_note(const char *tool)
{
    tool_deadlock_forget();
    RtiThread *all[MAX_LIVE];
    int n = 0;
    rti_threads(all, MAX_LIVE, &n);
    if (n > MAX_LIVE)
        n = MAX_LIVE;
    str_addf(&note, "%s: the run deadlocked: every thread waits, and none can be woken; the run ended there\n", tool);
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
        if (want && !names_thread_or_class(what, sizeof what, want))
            names_lock(what, sizeof what, want);
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
            str_addf(&note, "  \"%s\" blocked entering %s%s\n", name, want ? what : "a monitor", held);
        else
            str_addf(&note, "  \"%s\" waiting%s%s%s\n", name, want ? " on " : "", want ? what : "", held);
        RtiLocation fr[MAX_FRAMES];
        int d = 0;
        rti_thread_stack(t, fr, MAX_FRAMES, &d);
        for (int k = 0; k < d && k < MAX_FRAMES; k++) {
            char loc[700];
            if (fr[k].method && rti_class_is_hidden(rti_method_class(fr[k].method)))
                continue; /* a lambda's proxy: not in a Java stack trace either */
            names_location(loc, sizeof loc, fr[k].method, fr[k].bci);
            str_addf(&note, "\tat %s\n", loc);
        }
        if (d > MAX_FRAMES)
            str_addf(&note, "\t... %d more\n", d - MAX_FRAMES);
    }
}

void tool_deadlock_forget(void)
{
    free(note.s);
    note = (Str){0};
}

void tool_deadlock_print(void)
{
    if (note.s)
        fputs(note.s, stderr);
    tool_deadlock_forget();
}
