/* child.h — what the built-in tools share: running rivet again in a child
 * process (the tester's and the predictor's confirming runs). */
#ifndef RIVET_TOOLS_CHILD_H
#define RIVET_TOOLS_CHILD_H

#include <stdbool.h>
#include <stddef.h>

/* Run argv (argv[0] a path) with the in_len bytes at in as its standard
 * input (from an unlinked temporary file; /dev/null when in_len is 0) and
 * stdout and stderr into the files out and err (one file, in the order
 * written, when the two paths are the same), killed by SIGALRM after
 * timeout_s seconds. Returns its exit status, 128 + the signal that ended
 * it, or -1 when it could not be started (or the tool was told to stop:
 * rti_stop_signal). No descriptor of ours leaks into
 * it (descriptor numbers are part of what a replay checks). */
int tool_run_child(char **argv, const void *in, size_t in_len, const char *out, const char *err,
                   unsigned timeout_s);

/* mkdir -p dir (errors show later, when a file in it cannot be written). */
void tool_mkdirs(const char *dir);
/* Whether dir is, or could be made as, a directory files can be written in:
 * it is a writable directory, or its nearest existing ancestor is. When not,
 * why says so ("not a directory", "permission denied"). Creates nothing, so
 * that a tool can refuse a bad out= at start without leaving a directory
 * behind when it finds nothing. */
bool tool_dir_usable(const char *dir, char *why, size_t why_len);
/* A file's whole contents, NUL-terminated, from malloc ("" when it cannot
 * be read). */
char *tool_slurp(const char *path);

#endif
