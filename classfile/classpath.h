/* A list of class path entries (directories and jar/zip files) read by C code:
 * the boot loader's append path (-Xbootclasspath/a, Rivet's runtime classes). */
#ifndef RIVET_CLASSPATH_H
#define RIVET_CLASSPATH_H

#include <stddef.h>
#include <stdint.h>

typedef struct ClassPath ClassPath;

/* Build from a list separated by ':'. Entries that do not exist are kept and
 * simply never match (as java does). */
ClassPath *classpath_new(const char *list);
void classpath_free(ClassPath *cp);
/* Append one entry. */
void classpath_add(ClassPath *cp, const char *entry);

/* Find a resource ("rivet/Downcall.class") in the first entry that has it.
 * Returns a malloc'd buffer (caller frees) or NULL. *where (if non-NULL) receives
 * the entry's path (owned by the ClassPath). */
uint8_t *classpath_find(ClassPath *cp, const char *resource, size_t *len, const char **where);

/* Number of entries and entry i's path. */
size_t classpath_count(ClassPath *cp);
const char *classpath_entry(ClassPath *cp, size_t i);

#endif
