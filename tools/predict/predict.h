/* predict.h — shared between the files of the predictive analysis tool
 * (predict.c: observing the run and predicting, the options; confirm.c:
 * re-execution and the final report). */
#ifndef RIVET_PREDICT_H
#define RIVET_PREDICT_H

#include <stdbool.h>
#include <stdint.h>

#include "rti.h"

typedef struct PredictOptions {
    RtiEnv *env;
    bool unconfirmed; /* report predictions a re-execution did not confirm too */
    bool noconfirm;   /* report predictions without re-executing */
    long timeout_ms;  /* per confirming run */
    bool prune;       /* drop what the causal model proves infeasible */
    bool nowitness;   /* confirm by holds only, not by following the witness */
    char out[1024];   /* where replay logs go */
    char confirm[4096]; /* set in a confirming run: the two sites to bring together */
} PredictOptions;

extern PredictOptions predict_opt;

RtiStatus predict_tool_init(RtiEnv *env, const char *options);

/* A prediction: the report's text, the JSON members without braces (kind,
 * variable, the accesses), what a re-execution must bring about (a race:
 * "SITE+SITE", SITE = class.name(desc)@bci:w|r; "atom:..." and "npe:..."
 * for confirm_seq.c; empty: nothing), the id of the thread that made the
 * first access (a race) or the other write (the others), and the causal
 * model's answer (MCM_*: the feasible ones are re-executed first). */
void confirm_add(const char *text, const char *json, const char *spec, int64_t first_thread, int mcm);
/* A prediction kept with spec exactly, and no writer's check (+pre=): give
 * it pre_site as one (an atomicity violation met again, with the writer's
 * check known this time). */
void confirm_add_pre(const char *spec, const char *pre_site);
/* Set before confirm_add: the prediction stands only if this read was not
 * an optimistic read its thread validated (optimistic.c); 0: no such read.
 * confirm_add consumes it. */
extern uint64_t confirm_next_opt_key;
/* Set before confirm_add of a race: the variable it is on (the report
 * groups a variable's predictions by it) and whether the variable had one
 * before (an alternate: re-executed only while none of the variable's is
 * confirmed, reported only if confirmed). confirm_add consumes both. */
extern const char *confirm_next_group;
extern bool confirm_next_alt;
/* The run is over: confirm each prediction by re-execution and report. */
void confirm_finish(void);
/* A confirming run (option confirm=SPEC): set up its callbacks. */
RtiStatus confirm_init(RtiEnv *env);

/* A code location a confirming run watches for. */
typedef struct Site {
    char method[2000]; /* class.name(desc) */
    int32_t bci;
    bool write;
    char app[2000];    /* inside the JDK: the innermost application frame, class.name(desc)@bci */
} Site;

/* "class.name(desc)@bci:w|r[!APPFRAME]" into s (text is changed). */
bool parse_site(Site *s, char *text);
/* A site inside the JDK is met only under its application frame. */
bool app_frame_matches(RtiThread *t, const Site *s);
/* Confirming an atomicity violation (spec atom:R+W2+W1+t=ID+u=ID) or a null
 * dereference (npe:P+W+R[+same]+t=ID+u=ID): confirm_seq.c. */
RtiStatus confirm_seq_init(RtiEnv *env, const char *spec);

#endif
