/* The launcher's command-line preprocessing (vm/args.c): what java's libjli
 * does before it parses options. */
#ifndef RIVET_ARGS_H
#define RIVET_ARGS_H

#include <stdbool.h>

/* A growable NULL-terminated vector of strings. */
typedef struct ArgList {
    char **v;
    int n, cap;
} ArgList;

void args_add(ArgList *l, const char *s);
void args_free(ArgList *l); /* its strings and array; l is empty after */

/* True for an option whose value is the next argument (-cp X, -jar X, -tool X ...). */
bool args_takes_value(const char *opt);

/* The command line as java's launcher sees it: argv[0], then the words of
 * JDK_JAVA_OPTIONS (announced on stderr with "NOTE: Picked up ..."), then
 * argv[1..] with each @file replaced by the arguments it holds, until the main
 * class (or the -jar file) is reached or --disable-@files is seen; "--source N"
 * as one argument (from a shebang line) is split in two. Errors (an unreadable
 * @file, a main class or -jar/-version ... in JDK_JAVA_OPTIONS) are reported
 * with java's message and exit 1. */
void args_expand(int argc, char **argv, ArgList *out);

/* Split an environment variable's value at white space, honouring '...' and
 * "..." (the quotes are removed), as HotSpot reads JAVA_TOOL_OPTIONS. False
 * with the list partly filled when a quote is unmatched. */
bool args_split_env(const char *value, ArgList *out);

/* A class path with each entry "dir/ *" (without the space) or "*" replaced
 * by the .jar and .JAR files of dir in directory order, as java does; an
 * entry naming no jar, or an existing file, is kept as it is. Returns cp
 * itself when nothing was expanded, else a new string. */
const char *args_expand_classpath(const char *cp);

#endif
