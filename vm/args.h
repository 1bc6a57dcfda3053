/* The launcher's argument lists and class-path wildcards (vm/args.c): what
 * java's libjli does before it parses options. */
#ifndef RIVET_ARGS_H
#define RIVET_ARGS_H

#include <stdbool.h>

/* A growable NULL-terminated vector of strings. */
typedef struct ArgList {
    char **v;
    int n, cap;
} ArgList;

void args_add(ArgList *l, const char *s);

/* A class path with each entry "dir/ *" (without the space) or "*" replaced
 * by the .jar and .JAR files of dir in directory order, as java does; an
 * entry naming no jar, or an existing file, is kept as it is. Returns cp
 * itself when nothing was expanded, else a new string. */
const char *args_expand_classpath(const char *cp);

#endif
