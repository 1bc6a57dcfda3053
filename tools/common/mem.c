/* mem.c — see mem.h. */
#include "mem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

#ifdef RIVET_ASAN
void *tool_pool_get(ToolPool *p) { return tool_calloc(p->size); }
void tool_pool_put(ToolPool *p, void *b)
{
    (void)p;
    free(b);
}
#else
void tool_pool_put(ToolPool *p, void *b)
{
    *(void **)b = p->free;
    p->free = b;
}

void *tool_pool_get(ToolPool *p)
{
    if (!p->free) {
        size_t size = (p->size + 15) & ~(size_t)15, n = 65536 / size;
        char *chunk = tool_realloc(NULL, size * (n ? n : 1)); /* (each block is zeroed as it is given) */
        for (size_t i = 0; i < (n ? n : 1); i++)
            tool_pool_put(p, chunk + i * size);
    }
    void *b = p->free;
    p->free = *(void **)b;
    memset(b, 0, p->size);
    return b;
}
#endif
