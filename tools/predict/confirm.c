/* Confirmation of predicted races by re-execution, and the final report.
 *
 * The observing run keeps each prediction (confirm_add) until the program
 * ends. Then, for each, it runs the program again in a child rivet that
 * records a replay log (-record) with this tool in confirming mode
 * (confirm=SITE+SITE) and nothing else. The confirming run schedules as
 * RaceFuzzer does (Sen, PLDI 2008): the first thread to make one of the two
 * accesses (same code location, same kind) is held (disabled) right after
 * it, and the others run until one of them makes the other access on the
 * same variable: the two accesses were then enabled at once, with nothing
 * of the held thread between them, so the race is real. If nothing else can
 * run while a thread is held, a timed wait is ended early (as the VM clock
 * would) or the held thread is let go and the other access is held instead.
 * If that fails, a second confirming run tries the other order (+late=ID):
 * the thread of the first access runs only when nothing else can, until a
 * thread makes the second access and is held there. A third, when the
 * observing run named one, holds the first thread at a relay site instead
 * (+relay=SITE, see relay below).
 * A confirmed race is reported with its log: `rivet -replay LOG` runs the
 * same schedule, the confirming tool meets the two accesses again and
 * reports them (exit status 66).
 *
 * Predictions a re-execution does not confirm are reported only with the
 * option unconfirmed (as predictions); noconfirm reports every prediction
 * without re-executing. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hold.h"
#include "model.h"
#include "optimistic.h"
#include "predict.h"
#include "../common/child.h"
#include "../common/cmdline.h"

/* ---- The observing run ----------------------------------------------------------- */

typedef struct Pending {
    char *text, *json, *spec;
    char *witness; /* the causal model's witness for witness.c, or NULL */
    int64_t first_thread;
    int mcm;
    uint64_t opt_key; /* an optimistic read's (confirm_next_opt_key) */
    char *group;      /* a race's variable (confirm_next_group), or NULL */
    bool alt;         /* not the variable's first (confirm_next_alt) */
} Pending;

static Pending *pending;
static int n_pending, cap_pending;

void confirm_add(const char *text, const char *json, const char *spec, int64_t first_thread, int mcm)
{
    if (predict_quiet)
        return;
    char *witness = mcm_take_witness();
    if (n_pending == cap_pending) {
        cap_pending = cap_pending ? cap_pending * 2 : 16;
        Pending *np = realloc(pending, sizeof(Pending) * (size_t)cap_pending);
        if (!np)
            abort();
        pending = np;
    }
    pending[n_pending++] = (Pending){strdup(text),
                                     strdup(json),
                                     strdup(spec),
                                     witness,
                                     first_thread,
                                     mcm,
                                     confirm_next_opt_key,
                                     confirm_next_group ? strdup(confirm_next_group) : NULL,
                                     confirm_next_group && confirm_next_alt};
    confirm_next_opt_key = 0;
    confirm_next_group = NULL;
    confirm_next_alt = false;
}

void confirm_add_pre(const char *spec, const char *pre_site)
{
    for (int i = 0; i < n_pending; i++) {
        if (strcmp(pending[i].spec, spec))
            continue;
        size_t n = strlen(spec) + strlen(pre_site) + 6;
        char *ns = malloc(n);
        if (!ns)
            abort();
        snprintf(ns, n, "%s+pre=%s", spec, pre_site);
        free(pending[i].spec);
        pending[i].spec = ns;
        return;
    }
}

uint64_t confirm_next_opt_key;
const char *confirm_next_group;
bool confirm_next_alt;

static void pending_free(Pending *p)
{
    free(p->text);
    free(p->json);
    free(p->spec);
    free(p->witness);
    free(p->group);
}

/* Races of optimistic reads whose threads validated them (optimistic.c)
 * are no findings. */
static void drop_validated(void)
{
    int k = 0;
    for (int i = 0; i < n_pending; i++) {
        Pending *p = &pending[i];
        if (p->opt_key && opt_validated(p->opt_key)) {
            pending_free(p);
            continue;
        }
        pending[k++] = *p;
    }
    n_pending = k;
}

static bool file_contains(const char *path, const char *needle)
{
    FILE *f = fopen(path, "r");
    if (!f)
        return false;
    char line[4096];
    bool found = false;
    while (!found && fgets(line, sizeof line, f))
        found = strstr(line, needle) != NULL;
    fclose(f);
    return found;
}

/* Confirming runs at most (each a process of its own, usually a fraction of a
 * second): a program with 40 racy fields had 8 of them dropped at 32. What is
 * over the limit is reported as not re-executed with option unconfirmed. */
#define MAX_CONFIRM 128

/* Why a run following the witness gave up (its "predict: witness not
 * followed: ..." line), into why. */
static void note_divergence(const char *err, char *why, size_t n)
{
    char *all = tool_slurp(err);
    const char *at = strstr(all, "predict: witness not followed: ");
    if (at) {
        at += strlen("predict: witness not followed: ");
        size_t k = strcspn(at, "\n");
        snprintf(why, n, "%.*s", (int)(k < n ? k : n - 1), at);
    }
    free(all);
}

/* The kinds of prediction, by the spec's prefix. */
enum { K_RACE, K_ATOM, K_NPE, N_KINDS };
static const char *const kind_file[N_KINDS] = {"race", "atomicity", "npe"};
static const char *const kind_text[N_KINDS][2] = {
    {"data race", "data races"}, {"atomicity violation", "atomicity violations"},
    {"null dereference", "null dereferences"}};

static int kind_of(const char *spec)
{
    return !strncmp(spec, "atom:", 5) ? K_ATOM : !strncmp(spec, "npe:", 4) ? K_NPE : K_RACE;
}

void confirm_finish(void)
{
    fflush(stdout);
    drop_validated();
    char mn[256];
    cmdline_main_name(mn, sizeof mn);
    int confirmed = 0, reported = 0, tried = 0, pruned = 0, per_kind[N_KINDS] = {0};
    bool stop_said = false;
    /* What the causal model found feasible is re-executed first, then what
     * it could not answer, then what it found infeasible (it keeps every
     * read's value, so infeasible there is not proof); reports keep the
     * order the run found them in. */
    /* A variable's alternates (confirm_next_alt) come after every first
     * prediction; each is re-executed only while none of its variable's is
     * confirmed, and reported only if it is. */
    bool *try_it = calloc((size_t)n_pending + 1, 1), *done = calloc((size_t)n_pending + 1, 1);
    for (int pass = 0, budget = MAX_CONFIRM; pass < 6; pass++)
        for (int i = 0; i < n_pending; i++) {
            int m = pending[i].mcm;
            int rank = (m == MCM_SAT ? 0 : m == MCM_UNSAT ? 2 : 1) + (pending[i].alt ? 3 : 0);
            if (rank == pass && budget > 0 && pending[i].spec[0] && !(predict_opt.prune && m == MCM_UNSAT)) {
                try_it[i] = true;
                budget--;
            }
        }
    for (int i = 0; i < n_pending; i++) {
        Pending *p = &pending[i];
        int kind = kind_of(p->spec);
        if (p->alt) {
            bool settled = predict_opt.noconfirm || !try_it[i];
            for (int j = 0; j < i && !settled; j++)
                settled = done[j] && pending[j].group && !strcmp(pending[j].group, p->group);
            if (settled)
                continue;
        } else {
            per_kind[kind]++;
        }
        if (predict_opt.prune && p->mcm == MCM_UNSAT) {
            pruned++;
            continue;
        }
        char rlog[2048] = "", out[2048], err[2048], why[512] = "";
        bool ok = false;
        const char *by = "holds";
        if (!predict_opt.noconfirm && try_it[i] && rti_stop_signal() && !stop_said) {
            /* Stopped from outside (`timeout`, ^C): the run ends now, with
             * what the analysis found, instead of after a confirming run of
             * up to runtimeout per prediction. */
            fprintf(stderr, "Predict: the run was stopped by a signal; the predictions are not confirmed\n");
            stop_said = true;
        }
        if (!predict_opt.noconfirm && try_it[i] && !rti_stop_signal()) {
            tried++;
            tool_mkdirs(predict_opt.out);
            snprintf(rlog, sizeof rlog, "%s/%s-%s-%d.rlog", predict_opt.out, mn, kind_file[kind], i + 1);
            snprintf(out, sizeof out, "%s/%s-%s-%d.out", predict_opt.out, mn, kind_file[kind], i + 1);
            snprintf(err, sizeof err, "%s/%s-%s-%d.err", predict_opt.out, mn, kind_file[kind], i + 1);
            char needle[128];
            snprintf(needle, sizeof needle, "predict: %s reproduced", kind_text[kind][0]);
            if (kind == K_RACE)
                snprintf(needle, sizeof needle, "predict: race reproduced");
            /* First, when the causal model gave a witness, a run that
             * follows it (witness.c). Then, for a race, holds as the run went
             * (the first access first), then the other way round: the first
             * access's thread kept back; a third try, with a relay site, holds
             * the first thread there (see relay below). The others name the
             * writer's thread, kept back until the first thread is held. */
            char base[6400], *relay_at, *pre_at, wfile[2100] = ""; /* (the size of a spec, patterns.c) */
            snprintf(base, sizeof base, "%s", p->spec);
            relay_at = kind == K_RACE ? strstr(base, "+relay=") : NULL;
            if (relay_at)
                *relay_at = 0;
            /* An atomicity violation's second try with holds lets the
             * writer run up to its own check before its write and holds it
             * there (+pre=SITE, confirm_seq.c), where the first keeps it
             * back from the start. */
            pre_at = kind == K_ATOM ? strstr(base, "+pre=") : NULL;
            if (pre_at)
                *pre_at = 0;
            if (p->witness && !predict_opt.nowitness) {
                snprintf(wfile, sizeof wfile, "%s/%s-%s-%d.witness", predict_opt.out, mn, kind_file[kind], i + 1);
                FILE *wf = fopen(wfile, "w");
                if (!wf || fputs(p->witness, wf) < 0)
                    wfile[0] = 0;
                if (wf && fclose(wf) != 0)
                    wfile[0] = 0;
            }
            int n_holds = kind == K_RACE ? (relay_at ? 3 : 2) : pre_at ? 2 : 1;
            for (int attempt = wfile[0] ? -1 : 0; attempt < n_holds && !ok && !rti_stop_signal(); attempt++) {
                char spec[sizeof base + 2200]; /* (the base, u=, the witness file's path) */
                if (attempt < 0 && kind == K_RACE)
                    snprintf(spec, sizeof spec, "%s+witness=%s", base, wfile);
                else if (attempt < 0)
                    snprintf(spec, sizeof spec, "%s+u=%lld+witness=%s", base, (long long)p->first_thread, wfile);
                else if (kind == K_RACE && attempt == 2)
                    snprintf(spec, sizeof spec, "%s", p->spec);
                else if (kind == K_RACE)
                    snprintf(spec, sizeof spec, attempt ? "%s+late=%lld" : "%s", base, (long long)p->first_thread);
                else
                    snprintf(spec, sizeof spec, "%s+u=%lld", attempt ? p->spec : base, (long long)p->first_thread);
                static char opt[sizeof spec + 256];
                snprintf(opt, sizeof opt, "%s:confirm=%s", rti_tool_name(predict_opt.env), spec);
                if (getenv("WITNESS_DEBUG")) /* each attempt's stderr replaces the one before */
                    fprintf(stderr, "predict: confirming run with -tool %s\n", opt);
                char **argv = cmdline_child(predict_opt.env, rlog, opt, false);
                size_t in_len = 0;
                const void *in = rti_stdin_kept(predict_opt.env, &in_len);
                int rc = tool_run_child(argv, in, in_len, out, err, (unsigned)(predict_opt.timeout_ms / 1000 + 1));
                if (rc == 127) /* could not start (rivet being replaced): once more */
                    rc = tool_run_child(argv, in, in_len, out, err, (unsigned)(predict_opt.timeout_ms / 1000 + 1));
                free(argv);
                ok = rc == 66 && file_contains(err, needle);
                if (attempt < 0 && !ok)
                    note_divergence(err, why, sizeof why);
                by = attempt < 0 ? "witness" : kind == K_RACE && attempt == 2 ? "relay" : "holds";
            }
            if (wfile[0] && !(ok && !strcmp(by, "witness")) && !getenv("PREDICT_KEEP_WITNESS"))
                unlink(wfile); /* (a replay of a log the witness confirmed reads it) */
            if (!ok)
                unlink(rlog);
            unlink(out);
            if (ok)
                unlink(err);
        }
        if (ok)
            done[i] = true; /* (an alternate is counted with its variable's first) */
        if (!ok && (p->alt || (!predict_opt.noconfirm && !predict_opt.unconfirmed)))
            continue;
        size_t tl = strlen(p->text) + strlen(rlog) + 1024, jl = strlen(p->json) + 2 * strlen(rlog) + 256;
        char *text = malloc(tl), *json = malloc(jl);
        if (ok) {
            confirmed++;
            snprintf(text, tl, "%s  confirmed by re-execution, %s: rivet -replay %s\n", p->text,
                     !strcmp(by, "witness") ? "following the witness" : !strcmp(by, "relay") ? "by a relay" : "by holds",
                     rlog);
            if (why[0]) {
                size_t k = strlen(text);
                snprintf(text + k, tl - k, "  (the witness was not followed: %s)\n", why);
            }
            char esc[4200];
            rti_json_escape(esc, sizeof esc, rlog);
            snprintf(json, jl, "{%s, \"confirmed\": true, \"replay\": \"%s\", \"confirmed_by\": \"%s\"}", p->json, esc,
                     by);
        } else if (predict_opt.noconfirm || !try_it[i]) {
            if (predict_opt.noconfirm)
                snprintf(text, tl, "%s  (a prediction: not re-executed)\n", p->text);
            else
                snprintf(text, tl, "%s  (a prediction: not re-executed, past the limit of %d confirming runs)\n",
                         p->text, MAX_CONFIRM);
            snprintf(json, jl, "{%s, \"confirmed\": false}", p->json);
        } else {
            snprintf(text, tl, "%s  not confirmed by re-execution (a prediction)\n", p->text);
            snprintf(json, jl, "{%s, \"confirmed\": false}", p->json);
        }
        rti_report(predict_opt.env, text, json);
        reported++;
        free(text);
        free(json);
    }
    free(try_it);
    free(done);
    if (mcm_queries)
        fprintf(stderr, "Predict: causal model: %d quer%s (%d feasible, %d infeasible, %d unanswered) in %.2f s%s\n",
                mcm_queries, mcm_queries == 1 ? "y" : "ies", mcm_sat, mcm_unsat, mcm_unknown, mcm_seconds,
                pruned ? ", the infeasible ones dropped (prune)" : "");
    int predicted = 0;
    for (int k = 0; k < N_KINDS; k++)
        predicted += per_kind[k];
    if (!predicted) {
        fprintf(stderr, "Predict: nothing predicted\n");
        return;
    }
    char what[512] = "";
    for (int k = 0; k < N_KINDS; k++)
        if (per_kind[k]) {
            size_t l = strlen(what);
            snprintf(what + l, sizeof what - l, "%s%d %s", l ? ", " : "", per_kind[k],
                     kind_text[k][per_kind[k] != 1]);
        }
    if (predict_opt.noconfirm)
        fprintf(stderr, "Predict: %s predicted (not re-executed)\n", what);
    else
        fprintf(stderr, "Predict: %s predicted, %d confirmed by re-execution%s\n", what, confirmed,
                reported > confirmed ? " (the others reported as predictions)"
                : confirmed < predicted ? " (the others not reported: option unconfirmed shows them)" : "");
}

/* ---- The confirming run --------------------------------------------------------------- */

static Site sites[2];
static RtiEnv *CE;

/* Method pointers already compared: bit 0 site 0, bit 1 site 1, bit 2 known. */
typedef struct MEnt {
    RtiMethod *m;
    int mask;
} MEnt;
static MEnt mcache[1024];

static int method_mask(RtiMethod *m)
{
    size_t h = ((uintptr_t)m >> 4) & 1023;
    for (size_t k = 0; k < 1024; k++, h = (h + 1) & 1023) {
        if (mcache[h].m == m)
            return mcache[h].mask;
        if (!mcache[h].m)
            break;
    }
    char buf[2000];
    snprintf(buf, sizeof buf, "%s.%s%s", rti_class_name(rti_method_class(m)), rti_method_name(m),
             rti_method_descriptor(m));
    int mask = (!strcmp(buf, sites[0].method) ? 1 : 0) | (!strcmp(buf, sites[1].method) ? 2 : 0);
    if (!mcache[h].m)
        mcache[h] = (MEnt){m, mask};
    return mask;
}

static RtiThread *held;   /* the thread held after its access */
static int held_role;     /* the site it stopped at */
static RtiObject *held_obj;
static uintptr_t held_key;
/* Array elements the held thread reached at its site before it stopped: a
 * bulk native (System.arraycopy, reported element by element at its
 * caller's location) runs to its end before the hold takes effect. */
static uintptr_t held_key_hi;
static int64_t held_tid;
static RtiLocation held_where;
static long held_steps;
static bool tried_role[2], done, reproduced;
/* +relay=SITE: the thread that made the first access (role 0) is not held
 * there but armed, and held at the relay site, where the observed run's
 * thread made its last access before its next release. While armed it has
 * released nothing (no volatile write, write by the JDK, monitor exit, wait,
 * notify, lock release, start, unpark, class initialisation: any of them
 * disarms it), so when another thread
 * makes the second access then, happens-before does not order the two
 * (its edges leave a thread only at a release, and the armed thread's
 * releases all come later): a race by JLS 17.4.5 in this very execution,
 * though the two never ran back to back (the second needs a value the
 * first thread wrote after the first access: a flag, a reference). */
static Site relay;
static bool has_relay;
static RtiThread *armed;
static RtiObject *armed_obj;
static uintptr_t armed_key;
static int64_t armed_tid;
static RtiLocation armed_where;
static int64_t late_tid = -1; /* kept back while others can run, until the second site is met */
static bool late_over;
static int failed_holds[2];

/* A site inside the JDK is met only under its application frame. */
bool app_frame_matches(RtiThread *t, const Site *s)
{
    if (!s->app[0])
        return true;
    RtiLocation fr[48];
    int count = 0;
    rti_thread_stack(t, fr, 48, &count);
    if (count > 48)
        count = 48;
    for (int i = 0; i < count; i++) {
        if (!fr[i].method || rti_class_is_jdk(rti_method_class(fr[i].method)))
            continue;
        char buf[2100];
        snprintf(buf, sizeof buf, "%s.%s%s@%d", rti_class_name(rti_method_class(fr[i].method)),
                 rti_method_name(fr[i].method), rti_method_descriptor(fr[i].method), fr[i].bci);
        return !strcmp(buf, s->app);
    }
    return false;
}

bool parse_site(Site *s, char *text)
{
    char *bang = strchr(text, '!');
    if (bang) {
        *bang = 0;
        snprintf(s->app, sizeof s->app, "%s", bang + 1);
    }
    const char *at = strrchr(text, '@');
    if (!at || at == text || (size_t)(at - text) >= sizeof s->method)
        return false;
    memcpy(s->method, text, (size_t)(at - text));
    s->method[at - text] = 0;
    char *end = NULL;
    long b = strtol(at + 1, &end, 10);
    if (!end || *end != ':' || (end[1] != 'w' && end[1] != 'r') || end[2])
        return false;
    s->bci = (int32_t)b;
    s->write = end[1] == 'w';
    return true;
}

/* Let the held thread go; tried: the other access did not come (after a
 * few such holds at one site, hold only at the other). */
static void let_go(bool tried)
{
    if (!held)
        return;
    if (tried && ++failed_holds[held_role] >= 8)
        tried_role[held_role] = true;
    rti_thread_set_enabled(CE, held, true);
    held = NULL;
    if (tried_role[0] && tried_role[1])
        done = true;
}

static void location_line(char *buf, size_t n, RtiLocation l)
{
    RtiLocation f[1] = {l};
    rti_format_stack(f, 1, buf, n);
    size_t k = strlen(buf);
    while (k && (buf[k - 1] == '\n'))
        buf[--k] = 0;
}

static void disarm(RtiThread *t)
{
    if (armed && t == armed)
        armed = NULL;
}

static void hold_thread(RtiEnv *env, RtiThread *t, int role, RtiObject *obj, uintptr_t key, int64_t tid,
                        RtiLocation where)
{
    held = t;
    held_role = role;
    held_obj = obj;
    held_key = held_key_hi = key;
    held_tid = tid;
    held_where = where;
    held_steps = 0;
    rti_thread_set_enabled(env, held, false);
    rti_request_reschedule(env);
}

static bool at_relay(const RtiAccess *acc)
{
    if (acc->where.bci != relay.bci || acc->is_write != relay.write)
        return false;
    char buf[2100];
    snprintf(buf, sizeof buf, "%s.%s%s", rti_class_name(rti_method_class(acc->where.method)),
             rti_method_name(acc->where.method), rti_method_descriptor(acc->where.method));
    return !strcmp(buf, relay.method);
}

static void reproduced_race(RtiEnv *env, const RtiAccess *acc, int64_t tid, RtiLocation where, bool first_write,
                            bool relayed)
{
    char t1[128], t2[128], l1[1024], l2[1024], text[4096];
    snprintf(t1, sizeof t1, "%lld", (long long)tid);
    rti_thread_name(acc->thread, t2, sizeof t2);
    location_line(l1, sizeof l1, where);
    location_line(l2, sizeof l2, acc->where);
    snprintf(text, sizeof text,
             "predict: race reproduced: the %s by thread id %s\n%s\n  and the %s by thread \"%s\" (id %lld)\n%s\n%s",
             first_write ? "write" : "read", t1, l1, acc->is_write ? "write" : "read", t2,
             (long long)rti_thread_id(acc->thread), l2,
             relayed ? "  on the same variable, the first thread releasing nothing in between (held at its next\n"
                       "  access): happens-before does not order them\n"
                     : "  ran back to back on the same variable, the first thread held in between\n");
    rti_report(env, text, "{\"kind\": \"data-race-reproduced\"}");
    done = reproduced = true;
    hold_reproduced(env);
}

static void on_confirm_access(RtiEnv *env, const RtiAccess *acc)
{
    if (held)
        held_steps++;
    if (armed && acc->thread == armed) {
        if (acc->is_write && (acc->is_volatile || !acc->where.method ||
                              rti_class_is_jdk(rti_method_class(acc->where.method)))) {
            disarm(acc->thread); /* (a write by the JDK's code may be a release: putReferenceRelease) */
        } else if (!held && acc->where.method && at_relay(acc)) {
            RtiThread *t = armed;
            armed = NULL;
            hold_thread(env, t, 0, armed_obj, armed_key, armed_tid, armed_where);
            held_key_hi = armed_key;
            return;
        }
    }
    if (done || !acc->where.method || (acc->where.bci != sites[0].bci && acc->where.bci != sites[1].bci))
        return;
    int mask = method_mask(acc->where.method);
    int roles = 0;
    for (int r = 0; r < 2; r++)
        if ((mask & (1 << r)) && acc->where.bci == sites[r].bci && acc->is_write == sites[r].write &&
            app_frame_matches(acc->thread, &sites[r]))
            roles |= 1 << r;
    if (!roles || rti_thread_is_system(acc->thread))
        return;
    uintptr_t key = acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1;
    if (held && acc->thread == held && acc->object == held_obj && !acc->field && (roles & (1 << held_role))) {
        if (key < held_key)
            held_key = key;
        if (key > held_key_hi)
            held_key_hi = key;
        return;
    }
    if (armed && acc->thread != armed && acc->object == armed_obj && key == armed_key && (roles & 2)) {
        reproduced_race(env, acc, armed_tid, armed_where, sites[0].write, true);
        armed = NULL;
        let_go(false);
        return;
    }
    if (held && acc->thread != held && acc->object == held_obj &&
        (key == held_key || (!acc->field && key >= held_key && key <= held_key_hi)) &&
        (roles & (1 << (1 - held_role)))) {
        reproduced_race(env, acc, held_tid, held_where, sites[held_role].write, has_relay && held_role == 0);
        let_go(false);
        return;
    }
    if (held)
        return;
    int role = (roles & 1) && !tried_role[0] ? 0 : (roles & 2) && !tried_role[1] ? 1 : -1;
    if (role < 0)
        return;
    if (role == 0 && has_relay) {
        armed = acc->thread;
        armed_obj = acc->object;
        armed_key = key;
        armed_tid = rti_thread_id(acc->thread);
        armed_where = acc->where;
        if (!at_relay(acc))
            return;
        armed = NULL;
    }
    hold_thread(env, acc->thread, role, acc->object, key, rti_thread_id(acc->thread), acc->where);
}

/* A release by the armed thread (see relay): it may order its first access
 * before anything after, so it no longer stands for the race. */
static void on_confirm_monitor(RtiEnv *env, RtiThread *t, RtiObject *obj) { disarm(t); }
static void on_confirm_wait(RtiEnv *env, RtiThread *t, RtiObject *obj, int64_t timeout) { disarm(t); }
static void on_confirm_notify(RtiEnv *env, RtiThread *t, RtiObject *obj, bool all, RtiThread *woken) { disarm(t); }
static void on_confirm_lock(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared) { disarm(t); }
static void on_confirm_start(RtiEnv *env, RtiThread *t, RtiThread *child) { disarm(t); }
static void on_confirm_unpark(RtiEnv *env, RtiThread *t, RtiThread *target) { disarm(t); }
/* (initialising a class releases its initialisation lock, JLS 12.4.2) */
static void on_confirm_class_init(RtiEnv *env, RtiThread *t, RtiClass *cls) { disarm(t); }

/* The other order: the thread that made the first access in the observed
 * run runs only when nothing else can, until another thread makes the
 * second access (held there; then the first may come). */
static void keep_back_late(RtiEnv *env)
{
    RtiThread *all[HOLD_MAX_THREADS], *late = NULL;
    int n = hold_threads(all);
    bool others = false;
    for (int i = 0; i < n; i++) {
        if (rti_thread_id(all[i]) == late_tid && !rti_thread_is_system(all[i]))
            late = all[i];
        else if (all[i] != held && rti_thread_is_runnable(all[i]) && rti_thread_is_enabled(all[i]))
            others = true;
    }
    /* Not while it is the thread held (it made one of the accesses
     * itself): enabled, it ran on past its synchronisation, and the other
     * access, ordered after that, was taken as back to back with its own, a
     * race "confirmed" on a correct program (hunt 14 F2). */
    if (late && late != held)
        rti_thread_set_enabled(env, late, late_over || !others);
}

static RtiThread *confirm_choose(RtiEnv *env, RtiThread *current, bool can_run)
{
    if (late_tid >= 0 && !late_over) {
        static long late_steps;
        /* (bounded: the others may be waiting for it, spinning) */
        if (held || done || ++late_steps > HOLD_LIMIT / 1000)
            late_over = true;
        keep_back_late(env);
    }
    if (!held)
        return NULL;
    RtiThread *all[HOLD_MAX_THREADS];
    int n = hold_threads(all);
    bool stuck;
    RtiThread *next = hold_choose(env, all, n, held, &held_steps, &stuck);
    if (!stuck)
        return next;
    /* Nothing else can run: the other access needs the held thread to go on. */
    RtiThread *h = held;
    let_go(true);
    return rti_thread_is_runnable(h) ? h : NULL;
}

static void on_confirm_thread_end(RtiEnv *env, RtiThread *t)
{
    disarm(t);
    if (t == held)
        let_go(true);
}

static void on_confirm_death(RtiEnv *env, RtiThread *t)
{
    if (!reproduced)
        fprintf(stderr, "predict: race not reproduced\n");
}

RtiStatus confirm_init(RtiEnv *env)
{
    CE = env;
    if (!strncmp(predict_opt.confirm, "atom:", 5) || !strncmp(predict_opt.confirm, "npe:", 4))
        return confirm_seq_init(env, predict_opt.confirm);
    char *spec = strdup(predict_opt.confirm);
    char *plus = strchr(spec, '+');
    if (!plus) {
        fprintf(stderr, "predict: bad confirm=%s\n", predict_opt.confirm);
        free(spec);
        return RTI_ERR_INVALID;
    }
    *plus = 0;
    char *late = strstr(plus + 1, "+late=");
    if (late) {
        *late = 0;
        late_tid = strtoll(late + 6, NULL, 10);
        tried_role[0] = true; /* hold only at the second site */
    }
    char *rel = strstr(plus + 1, "+relay=");
    if (rel) {
        *rel = 0;
        if (!parse_site(&relay, rel + 7)) {
            fprintf(stderr, "predict: bad confirm=%s\n", predict_opt.confirm);
            free(spec);
            return RTI_ERR_INVALID;
        }
        has_relay = true;
    }
    if (!parse_site(&sites[0], spec) || !parse_site(&sites[1], plus + 1)) {
        fprintf(stderr, "predict: bad confirm=%s\n", predict_opt.confirm);
        free(spec);
        return RTI_ERR_INVALID;
    }
    free(spec);
    RtiScheduler sch = {0};
    sch.size = sizeof sch;
    sch.choose = confirm_choose;
    RtiStatus st = rti_take_scheduling(env, &sch);
    if (st != RTI_OK) {
        fprintf(stderr, "predict: a confirming run needs the scheduling (another tool owns it)\n");
        return st;
    }
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.field_access = on_confirm_access;
    cb.array_access = on_confirm_access;
    cb.thread_end = on_confirm_thread_end;
    cb.vm_death = on_confirm_death;
    cb.deadlock = hold_on_deadlock;
    if (has_relay) {
        cb.monitor_exit = on_confirm_monitor;
        cb.monitor_wait = on_confirm_wait;
        cb.monitor_notify = on_confirm_notify;
        cb.lock_release = on_confirm_lock;
        cb.thread_start = on_confirm_start;
        cb.unpark = on_confirm_unpark;
        cb.class_init = on_confirm_class_init;
    }
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
