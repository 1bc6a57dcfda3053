/* Interned call stacks (stacks.h): an open-addressing index over an array
 * of stacks, compared frame by frame (an RtiLocation has padding, which
 * memcmp would compare). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stacks.h"
#include "mem.h"

static Stack *table;
static uint32_t n_stacks, cap_stacks;
static uint32_t *index_; /* id + 1 */
static uint32_t index_cap;

static uint64_t stack_hash(const RtiLocation *f, int depth)
{
    uint64_t h = (uint64_t)depth;
    for (int i = 0; i < depth; i++)
        h = tool_hash64(h ^ (uint64_t)(uintptr_t)f[i].method ^ ((uint64_t)(uint32_t)f[i].bci << 48));
    return h;
}

static bool same_frames(const RtiLocation *a, const RtiLocation *b, int depth)
{
    for (int i = 0; i < depth; i++)
        if (a[i].method != b[i].method || a[i].bci != b[i].bci)
            return false;
    return true;
}

uint32_t stacks_intern(const RtiLocation *f, int depth)
{
    uint64_t h = stack_hash(f, depth);
    if ((n_stacks + 1) * 2 > index_cap) {
        uint32_t nc = index_cap ? index_cap * 2 : 4096;
        uint32_t *ni = calloc(nc, sizeof *ni);
        if (!ni)
            abort();
        for (uint32_t i = 0; i < n_stacks; i++) {
            uint32_t j = (uint32_t)table[i].hash & (nc - 1);
            while (ni[j])
                j = (j + 1) & (nc - 1);
            ni[j] = i + 1;
        }
        free(index_);
        index_ = ni;
        index_cap = nc;
    }
    uint32_t j = (uint32_t)h & (index_cap - 1);
    while (index_[j]) {
        Stack *s = &table[index_[j] - 1];
        if (s->hash == h && s->depth == depth && same_frames(s->frames, f, depth))
            return index_[j] - 1;
        j = (j + 1) & (index_cap - 1);
    }
    if (n_stacks == cap_stacks) {
        cap_stacks = cap_stacks ? cap_stacks * 2 : 1024;
        table = tool_realloc(table, sizeof(Stack) * cap_stacks);
    }
    Stack *s = &table[n_stacks];
    s->depth = depth;
    s->hash = h;
    s->frames = tool_realloc(NULL, sizeof(RtiLocation) * (size_t)(depth ? depth : 1));
    for (int i = 0; i < depth; i++)
        s->frames[i] = (RtiLocation){f[i].method, f[i].bci};
    index_[j] = n_stacks + 1;
    return n_stacks++;
}

const Stack *stacks_get(uint32_t id) { return &table[id]; }

uint32_t stacks_current(RtiThread *t, RtiLocation *frames, int *depth)
{
    RtiLocation local[STACK_MAX_DEPTH];
    RtiLocation *f = frames ? frames : local;
    int count = 0;
    rti_thread_stack(t, f, STACK_MAX_DEPTH, &count);
    if (count > STACK_MAX_DEPTH)
        count = STACK_MAX_DEPTH;
    if (depth)
        *depth = count;
    return stacks_intern(f, count);
}

bool stacks_in_timer_loop(RtiThread *t)
{
    RtiLocation fr[4];
    int count = 0;
    rti_thread_stack(t, fr, 4, &count);
    for (int i = 0; i < count && i < 4; i++) {
        if (!fr[i].method)
            continue;
        const char *cn = rti_class_name(rti_method_class(fr[i].method));
        if (strcmp(cn, "java/lang/Object")) /* (Object.wait) */
            return !strcmp(cn, "java/util/TimerThread");
    }
    return false;
}
