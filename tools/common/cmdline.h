/* cmdline.h — what the built-in tools share about rivet's command line: the
 * name of the program for file names, and the command line of a child run
 * that repeats this one (the tester's and the predictor's reproductions). */
#ifndef RIVET_TOOLS_CMDLINE_H
#define RIVET_TOOLS_CMDLINE_H

#include <rti.h>
#include <stddef.h>

/* The program's short name: the main class's simple name, the jar's base
 * name without ".jar", or the class of "-m module/Class" (else the module);
 * "Main" when there is none. */
void cmdline_main_name(char *buf, size_t n);

/* This run's command line for a child: the running rivet binary, "-record
 * rlog", then the same options and program without "-report FILE", the
 * -tool argument of env's tool replaced by "-tool tool_opt", other tools'
 * kept when keep_others, else dropped. A NULL-terminated array from malloc
 * (free it; its strings are this run's, or tool_opt). */
char **cmdline_child(RtiEnv *env, const char *rlog, const char *tool_opt, bool keep_others);

#endif
