/* child.h — what the built-in tools share: running rivet again in a child
 * process (the tester's and the predictor's confirming runs). */
#ifndef RIVET_TOOLS_CHILD_H
#define RIVET_TOOLS_CHILD_H

/* Run argv (argv[0] a path) with stdin from /dev/null and stdout and stderr
 * into the files out and err, killed by SIGALRM after timeout_s seconds.
 * Returns its exit status, 128 + the signal that ended it, or -1 when it
 * could not be started. No descriptor of ours leaks into it (descriptor
 * numbers are part of what a replay checks). */
int tool_run_child(char **argv, const char *out, const char *err, unsigned timeout_s);

/* mkdir -p dir (errors show later, when a file in it cannot be written). */
void tool_mkdirs(const char *dir);
/* A file's whole contents, NUL-terminated, from malloc ("" when it cannot
 * be read). */
char *tool_slurp(const char *path);

#endif
