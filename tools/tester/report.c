/* report.c — the tester's failure reports: formatting schedules, threads and
 * objects, and confirming each failure by a fresh run that follows its
 * schedule (a child rivet with -record), whose log becomes the failure's
 * replay file.
 *
 * A failure is reported only when the child run shows it again: the child
 * runs the tester in follow mode (`-tool tester:follow=SCHEDULE`), which
 * makes the same decisions and prints "tester: failure reproduced: KIND:
 * MESSAGE" when the failure happens, and exits with status 66. The schedule
 * is part of the recorded command line, so `rivet -replay LOG` runs the
 * tester in follow mode too and reports the failure again. */
#include "tester.h"
#include "../common/child.h"
#include "../common/cmdline.h"
#include "../common/names.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char *fail_kind_name(FailKind k)
{
    switch (k) {
    case F_EXCEPTION: return "uncaught exception";
    case F_ASSERT: return "assertion failed";
    case F_LOCK_DEADLOCK: return "lock-cycle deadlock";
    case F_COND_DEADLOCK: return "condition deadlock";
    case F_LIVELOCK: return "livelock";
    }
    return "failure";
}

static const char *kind_json(FailKind k)
{
    switch (k) {
    case F_EXCEPTION: return "uncaught-exception";
    case F_ASSERT: return "assertion";
    case F_LOCK_DEADLOCK: return "lock-cycle-deadlock";
    case F_COND_DEADLOCK: return "condition-deadlock";
    case F_LIVELOCK: return "livelock";
    }
    return "failure";
}

static char *dotted(const char *name)
{
    char *s = strdup(name ? name : "?");
    for (char *p = s; *p; p++)
        if (*p == '/')
            *p = '.';
    return s;
}

char *fmt_location(RtiLocation loc)
{
    Str b = {0};
    if (!loc.method) {
        str_addf(&b, "(no Java frame)");
        return b.s;
    }
    RtiClass *c = rti_method_class(loc.method);
    char *cn = dotted(rti_class_name(c));
    int line = rti_method_line(loc.method, loc.bci);
    const char *src = rti_class_source_file(c);
    if (line == -2)
        str_addf(&b, "%s.%s(Native Method)", cn, rti_method_name(loc.method));
    else if (line >= 0 && src)
        str_addf(&b, "%s.%s(%s:%d)", cn, rti_method_name(loc.method), src, line);
    else
        str_addf(&b, "%s.%s(Unknown Source)", cn, rti_method_name(loc.method));
    free(cn);
    return b.s;
}

char *describe_object(RtiObject *obj, RtiThread *from)
{
    Str b = {0};
    char name[512];
    /* a join waits on the Thread: named as the program names it; a class's
     * monitor (a static synchronized method) or its initialisation lock */
    if (names_thread_or_class(name, sizeof name, obj)) {
        str_addf(&b, "%s", name);
        return b.s;
    }
    /* Where the program keeps it, if a field does (RTI 1.17; a java.util.
     * concurrent lock's waiters park on its synchroniser, named as the lock,
     * which is what the program knows) */
    bool named = rti_object_path(from, obj, name, sizeof name, &obj) == RTI_OK;
    char *cn = dotted(rti_class_name(rti_object_class(obj)));
    if (named)
        str_addf(&b, "%s (%s@%x)", name, cn, (unsigned)rti_identity_hash(obj));
    else if (names_synchroniser(name, sizeof name, obj))
        str_addf(&b, "%s", name); /* (hunt 7: it said CountDownLatch$Sync@...) */
    else
        str_addf(&b, "%s@%x", cn, (unsigned)rti_identity_hash(obj));
    free(cn);
    return b.s;
}

/* The command line that runs this program again under tool option opt
 * (this run's, -record and -report left out), each word quoted for a
 * shell where it needs to be: a user copies it as it is (it said "...", the
 * class path missing; hunt 12). */
static void again_command(Str *t, const char *opt)
{
    char **v = cmdline_child(tenv, "", opt, true);
    for (int i = 0; v[i]; i++) {
        if (i == 1 || i == 2)
            continue; /* -record and its log */
        const char *w = v[i];
        bool plain = *w != 0;
        for (const char *c = w; *c && plain; c++)
            plain = strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=,+@%", *c) != NULL;
        str_addf(t, "%s", i ? " " : "");
        if (plain) {
            str_addf(t, "%s", w);
            continue;
        }
        str_addf(t, "'");
        for (const char *c = w; *c; c++)
            if (*c == '\'')
                str_addf(t, "'\\''");
            else
                str_addf(t, "%c", *c);
        str_addf(t, "'");
    }
    free(v);
}

void schedule_describe(const Step *steps, int n, char **text, char **json, char **follow)
{
    Str t = {0}, j = {0}, f = {0};
    str_addf(&j, "[");
    int seg = 0, reps = 0;
    char *prev = NULL; /* the last segment's text without its number */
    for (int i = 0; i < n; i++) {
        const Step *s = &steps[i];
        /* the follow string has every decision */
        str_addf(&f, "%s%s%lld%s", i ? "." : "", s->timeout ? "t" : "", (long long)s->tid, s->clock ? "c" : "");
        for (int k = 0; k < s->n_wake; k++)
            str_addf(&f, "w%d", s->wake[k]);
        /* the text merges a thread's consecutive segments */
        int last = i;
        while (last + 1 < n && steps[last + 1].tid == s->tid && !steps[last + 1].timeout)
            last++;
        for (int k = i + 1; k <= last; k++) {
            const Step *q = &steps[k];
            str_addf(&f, ".%lld%s", (long long)q->tid, q->clock ? "c" : "");
            for (int w = 0; w < q->n_wake; w++)
                str_addf(&f, "w%d", q->wake[w]);
        }
        const Step *e = &steps[last];
        char *from = s->from.method ? fmt_location(s->from) : strdup("(start)");
        char *to = e->ended || !e->to.method ? strdup("(end)") : fmt_location(e->to);
        seg++;
        Str line = {0};
        str_addf(&line, "\"%s\"%s %s -> %s", s->name,
                 s->spurious  ? " (a spurious wake-up: no notify, no unpark)"
                 : s->timeout ? " (its wait timed out)"
                              : "",
                 from, to);
        /* A run of the same segment (a daemon's heartbeat, each beat a time-out)
         * is one line and a count. */
        if (prev && !strcmp(prev, line.s)) {
            reps++;
            free(line.s);
        } else {
            if (reps)
                str_addf(&t, "       (the same %d more time%s)\n", reps, reps > 1 ? "s" : "");
            reps = 0;
            str_addf(&t, "    %d. %s\n", seg, line.s);
            free(prev);
            prev = line.s;
        }
        if (seg > 1)
            str_addf(&j, ", ");
        str_addf(&j, "{\"thread\": ");
        str_add_json(&j, s->name);
        str_addf(&j, ", \"from\": ");
        str_add_json(&j, from);
        str_addf(&j, ", \"to\": ");
        str_add_json(&j, to);
        if (s->spurious)
            str_addf(&j, ", \"woke_spuriously\": true");
        else if (s->timeout)
            str_addf(&j, ", \"timed_out\": true");
        str_addf(&j, "}");
        free(from);
        free(to);
        i = last;
    }
    if (reps)
        str_addf(&t, "       (the same %d more time%s)\n", reps, reps > 1 ? "s" : "");
    free(prev);
    str_addf(&j, "]");
    if (!t.s)
        str_addf(&t, "    (no decision yet)\n");
    if (!f.s)
        str_addf(&f, "%s", "");
    *text = t.s;
    *json = j.s;
    *follow = f.s;
}

/* ---- Reproduction runs ------------------------------------------------------------------ */

/* The child's tester: following the schedule, quiet, with no JSON report of
 * its own (cmdline_child drops -report), cut where the search cuts (past the
 * schedule, a run with no end stops at the search's bounds: with the
 * defaults, a long program's run after its failure was cut as a livelock). */
static char *child_tool_opt(const char *follow, const char *sites, bool livelock)
{
    Str o = {0};
    str_addf(&o, "%s:follow=%s%s%s%s%s,clock=%lld,maxDepth=%ld,terminateAfter=%ld,quiet", rti_tool_name(tenv),
             follow, livelock ? ",livelock" : "", topt.javasafe ? "" : ",javasafe=false", sites ? ",sites=" : "",
             sites ? sites : "", (long long)topt.clock, depth_bound(), topt.terminate_after);
    return o.s;
}

/* The program's output from the child's stdout and stderr (one file, in the
 * order written), without the tester's own lines. */
static char *program_output(const char *path)
{
    char *o = tool_slurp(path);
    Str b = {0};
    str_addf(&b, "%s", "");
    bool skip = false;
    for (char *line = o, *nl; line && *line; line = nl ? nl + 1 : NULL) {
        nl = strchr(line, '\n');
        int len = nl ? (int)(nl - line) : (int)strlen(line);
        if (!strncmp(line, "tester: failure reproduced:", 27)) {
            skip = true;
            continue;
        }
        if (skip && (!strncmp(line, "  \"", 3) || line[0] == '\t'))
            continue;
        skip = false;
        if (!strncmp(line, "tester:", 7))
            continue;
        str_addf(&b, "    | %.*s\n", len, line);
    }
    free(o);
    return b.s;
}

int report_failures(Failure *fails, int n, const char *main_class)
{
    int confirmed = 0;
    if (n)
        tool_mkdirs(topt.out);
    for (int i = 0; i < n; i++) {
        Failure *f = &fails[i];
        if (rti_stop_signal()) {
            /* Stopped from outside (^C, timeout's SIGTERM): no time to run
             * each failure again, but what was found is reported, marked
             * so, with the option that runs its schedule (they were
             * dropped, and a search that met a bug in its first second
             * said "0 failures": hunt 11). */
            char *opt = child_tool_opt(f->follow, f->sites, f->kind == F_LIVELOCK);
            Str t = {0}, j = {0};
            confirmed++;
            str_addf(&t, "tester: failure %d: %s: %s\n", confirmed, fail_kind_name(f->kind), f->message);
            str_addf(&t, "  found on schedule %ld (a signal stopped the search: not run again)\n", f->first_schedule);
            if (f->threads && *f->threads)
                str_addf(&t, "  threads:\n%s", f->threads);
            if (f->schedule && *f->schedule)
                str_addf(&t, "  schedule (thread segments):\n%s", f->schedule);
            str_addf(&t, "  to run it again: ");
            again_command(&t, opt);
            str_addf(&t, "\n");
            str_addf(&j, "{\"kind\": \"%s\", \"message\": ", kind_json(f->kind));
            str_add_json(&j, f->message);
            str_addf(&j, ", \"threads\": %s, \"schedule\": %s, \"replay\": null, \"reproduced\": false, "
                         "\"schedules_seen\": %ld}",
                     f->threads_json ? f->threads_json : "[]", f->schedule_json, f->count);
            rti_report(tenv, t.s, j.s);
            free(t.s);
            free(j.s);
            free(opt);
            continue;
        }
        Str rlog = {0}, out = {0};
        str_addf(&rlog, "%s/%s-%d.rlog", topt.out, main_class, i + 1);
        str_addf(&out, "%s/%s-%d.out", topt.out, main_class, i + 1); /* stdout and stderr */
        char *opt = child_tool_opt(f->follow, f->sites, f->kind == F_LIVELOCK);
        if (topt.trace)
            fprintf(stderr, "[reproduction: -tool %s]\n", opt);
        char **argv = cmdline_child(tenv, rlog.s, opt, true);
        size_t in_len = 0;
        const void *in = rti_stdin_kept(tenv, &in_len);
        int rc = tool_run_child(argv, in, in_len, out.s, out.s, 300);
        char *errtext = tool_slurp(out.s);
        Str want = {0};
        str_addf(&want, "tester: failure reproduced: %s: %s", fail_kind_name(f->kind), f->message);
        /* The same failure: its message, or (one thread's failure) its
         * identity, with another message. */
        Str want_key = {0};
        str_addf(&want_key, "tester: failure key: %s\n", f->key);
        bool ok = rc == 66 && (strstr(errtext, want.s) || strstr(errtext, want_key.s));
        free(want_key.s);
        /* The child cut a run that did not end after the failure (tester.c,
         * follow_stop): say so. */
        char *after = NULL;
        const char *cut = ok ? strstr(errtext, "tester: after the failure, the run did not end") : NULL;
        if (cut) {
            cut += strlen("tester: after the failure, ");
            after = strndup(cut, strcspn(cut, "\n"));
        }
        free(errtext);
        Str t = {0}, j = {0};
        if (!ok) {
            str_addf(&t, "tester: a failure did not reproduce when its schedule was run again (exit status %d; "
                         "see %s): %s: %s\n", rc, out.s, fail_kind_name(f->kind), f->message);
            fputs(t.s, stderr);
            unlink(rlog.s);
        } else {
            confirmed++;
            char *po = program_output(out.s);
            str_addf(&t, "tester: failure %d: %s: %s\n", confirmed, fail_kind_name(f->kind), f->message);
            str_addf(&t, "  found on schedule %ld", f->first_schedule);
            if (f->count > 1)
                str_addf(&t, " (and %ld more schedules)", f->count - 1);
            /* (the number used to be the shown schedule's: "found on
             * schedule 757 (and 723 more)" of 1000) */
            if (f->shown_schedule != f->first_schedule)
                str_addf(&t, "; shown: schedule %ld, with the fewest thread switches", f->shown_schedule);
            str_addf(&t, "\n");
            if (f->variants > 1) {
                str_addf(&t, "  %d different messages at this place (the same failure with other values)%s", f->variants,
                         f->n_more ? "; also:\n" : "\n");
                for (int k = 0; k < f->n_more; k++)
                    str_addf(&t, "    %s\n", f->more[k]);
                if (f->variants - 1 > f->n_more)
                    str_addf(&t, "    ... and %d more\n", f->variants - 1 - f->n_more);
            }
            str_addf(&t, "  threads:\n%s", f->threads ? f->threads : "");
            str_addf(&t, "  schedule (thread segments):\n%s", f->schedule);
            if (po && *po)
                str_addf(&t, "  program output on this schedule:\n%s", po);
            if (after)
                str_addf(&t, "  after the failure: %s\n", after);
            str_addf(&t, "  replay: rivet -replay %s\n", rlog.s);
            free(po);
            str_addf(&j, "{\"kind\": \"%s\", \"message\": ", kind_json(f->kind));
            str_add_json(&j, f->message);
            str_addf(&j, ", \"threads\": %s, \"schedule\": %s, \"replay\": ", f->threads_json ? f->threads_json : "[]",
                     f->schedule_json);
            str_add_json(&j, rlog.s);
            str_addf(&j, ", \"schedules_seen\": %ld, \"variants\": %d, \"other_messages\": [", f->count, f->variants);
            for (int k = 0; k < f->n_more; k++) {
                if (k)
                    str_addf(&j, ", ");
                str_add_json(&j, f->more[k]);
            }
            str_addf(&j, "]");
            if (after) {
                str_addf(&j, ", \"after_failure\": ");
                str_add_json(&j, after);
            }
            str_addf(&j, "}");
            rti_report(tenv, t.s, j.s);
        }
        free(after);
        free(t.s);
        free(j.s);
        free(want.s);
        free(rlog.s);
        free(out.s);
        free(argv);
        free(opt);
    }
    return confirmed;
}
