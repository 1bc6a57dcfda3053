/* A tiny unit-test harness: CHECK records a failure and goes on; main() of each
 * test file calls its tests and returns unit_report(). Output, one line per
 * failed check and a summary "unit NAME: N passed, M failed", is read by
 * scripts/run-tests.sh. */
#ifndef RIVET_UNIT_H
#define RIVET_UNIT_H

#include <stdio.h>

static int unit_passed, unit_failed;
static const char *unit_name = "unit";

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (cond) {                                                                  \
            unit_passed++;                                                           \
        } else {                                                                     \
            unit_failed++;                                                           \
            fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                            \
    } while (0)

#define CHECK_MSG(cond, ...)                                          \
    do {                                                              \
        if (cond) {                                                   \
            unit_passed++;                                            \
        } else {                                                      \
            unit_failed++;                                            \
            fprintf(stderr, "%s:%d: check failed: ", __FILE__, __LINE__); \
            fprintf(stderr, __VA_ARGS__);                             \
            fputc('\n', stderr);                                      \
        }                                                             \
    } while (0)

static inline int unit_report(void)
{
    printf("unit %s: %d passed, %d failed\n", unit_name, unit_passed, unit_failed);
    return unit_failed ? 1 : 0;
}

#endif
