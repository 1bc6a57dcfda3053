/* mem.c — see mem.h. */
#include "mem.h"

#include <stdio.h>
#include <stdlib.h>

static void *checked(void *p)
{
    if (!p) {
        fprintf(stderr, "rivet tools: out of memory\n");
        abort();
    }
    return p;
}

void *tool_calloc(size_t n) { return checked(calloc(1, n ? n : 1)); }
void *tool_realloc(void *p, size_t n) { return checked(realloc(p, n ? n : 1)); }
