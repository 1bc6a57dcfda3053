/* mem.h — what every built-in tool needs for its tables: allocation that
 * ends the run with a message when memory runs out (a tool cannot go on
 * without its state), and a 64-bit hash finaliser (MurmurHash3's fmix64). */
#ifndef RIVET_TOOLS_MEM_H
#define RIVET_TOOLS_MEM_H

#include <stddef.h>
#include <stdint.h>

void *tool_calloc(size_t n);
void *tool_realloc(void *p, size_t n);

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
