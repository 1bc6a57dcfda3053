/* mem.h — what every built-in tool needs for its tables: allocation that
 * ends the run with a message when memory runs out (a tool cannot go on
 * without its state), pools of fixed-size blocks, and a 64-bit hash
 * finaliser (MurmurHash3's fmix64). */
#ifndef RIVET_TOOLS_MEM_H
#define RIVET_TOOLS_MEM_H

#include <stddef.h>
#include <stdint.h>

void *tool_calloc(size_t n);
void *tool_realloc(void *p, size_t n);

/* Blocks of one size, for records made and freed by the million (a shadow
 * per object): a free list carved from 64 KiB chunks, which stay until the
 * process ends. malloc's bins cost several times more when frees come in
 * bursts, as they do from the collector. Initialise as {size}, size at
 * least a pointer. Under ASan (RIVET_ASAN) blocks are plain calloc and
 * free, so that a use after free is still found. */
typedef struct ToolPool {
    size_t size;
    void *free;
} ToolPool;
void *tool_pool_get(ToolPool *p); /* zeroed */
void tool_pool_put(ToolPool *p, void *b);

static inline uint64_t tool_hash64(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    k ^= k >> 33;
    return k;
}

#endif
