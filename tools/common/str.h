/* str.h — a growable string for reports (the tester's texts and JSON, the
 * deadlock note of eraser and predict). */
#ifndef RIVET_TOOLS_STR_H
#define RIVET_TOOLS_STR_H

#include <stddef.h>

typedef struct Str {
    char *s; /* NUL-terminated once anything was added; NULL before */
    size_t len, cap;
} Str;
void str_addf(Str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void str_add_json(Str *b, const char *s); /* a quoted JSON string */

#endif
