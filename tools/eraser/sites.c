/* Eraser's call stacks as a prefix tree (sites.h): node i is a frame (method,
 * bci) under its caller's node, so stacks that share their outer frames share
 * nodes and a new stack costs one node per new frame; Eraser keeps the
 * node of each recent activation, and an access records it and its bci.
 * An array of nodes that only grows (node 0 is the root: no frame), each
 * with the list of its children, newest first: a lookup tries the first few
 * (in a recursion, a node's few children were made just after it, near in
 * memory) before an open-addressing index by (parent, method, bci). */
#include <stdlib.h>

#include "sites.h"
#include "../common/mem.h"

typedef struct Node {
    RtiMethod *method;
    int32_t bci;
    uint32_t parent;
    uint32_t child, sibling; /* 0: none */
} Node;

#define CHILDREN_TRIED 4

static Node *nodes;
static uint32_t n_nodes, cap_nodes;
static uint32_t *index_; /* node id, 0 empty */
static uint32_t index_cap;

static uint32_t node_hash(uint32_t parent, RtiMethod *m, int32_t bci)
{
    return (uint32_t)tool_hash64((uint64_t)(uintptr_t)m ^ ((uint64_t)parent << 32) ^ (uint64_t)(uint32_t)bci * 0x9e3779b97f4a7c15ull);
}

uint32_t sites_intern(uint32_t parent, RtiMethod *m, int32_t bci)
{
    if (!n_nodes) {
        cap_nodes = 4096;
        nodes = tool_calloc(sizeof(Node) * cap_nodes);
        n_nodes = 1; /* the root */
    }
    if ((n_nodes + 1) * 2 > index_cap) {
        uint32_t nc = index_cap ? index_cap * 2 : 8192;
        uint32_t *ni = tool_calloc(sizeof(uint32_t) * nc);
        for (uint32_t i = 1; i < n_nodes; i++) {
            uint32_t j = node_hash(nodes[i].parent, nodes[i].method, nodes[i].bci) & (nc - 1);
            while (ni[j])
                j = (j + 1) & (nc - 1);
            ni[j] = i;
        }
        free(index_);
        index_ = ni;
        index_cap = nc;
    }
    uint32_t c = nodes[parent].child;
    for (int k = 0; c && k < CHILDREN_TRIED; k++, c = nodes[c].sibling)
        if (nodes[c].method == m && nodes[c].bci == bci)
            return c;
    uint32_t j = node_hash(parent, m, bci) & (index_cap - 1);
    while (index_[j]) {
        const Node *n = &nodes[index_[j]];
        if (c && n->parent == parent && n->method == m && n->bci == bci)
            return index_[j];
        j = (j + 1) & (index_cap - 1);
    }
    if (n_nodes == cap_nodes) {
        cap_nodes *= 2;
        nodes = tool_realloc(nodes, sizeof(Node) * cap_nodes);
    }
    nodes[n_nodes] = (Node){m, bci, parent, 0, nodes[parent].child};
    nodes[parent].child = n_nodes;
    index_[j] = n_nodes;
    return n_nodes++;
}

uint32_t sites_walk(RtiThread *t, SitesPath *path)
{
    RtiLocation f[SITES_MAX_DEPTH];
    int count = 0;
    rti_thread_stack(t, f, SITES_MAX_DEPTH, &count);
    if (count > SITES_MAX_DEPTH)
        count = SITES_MAX_DEPTH;
    if (count)
        f[0].bci = SITES_ANY_BCI;
    int k = 0; /* outer frames the same as last time */
    while (k < count && k < path->depth && path->frames[k].method == f[count - 1 - k].method &&
           path->frames[k].bci == f[count - 1 - k].bci)
        k++;
    for (int i = k; i < count; i++) {
        path->frames[i] = (RtiLocation){f[count - 1 - i].method, f[count - 1 - i].bci};
        path->nodes[i] = sites_intern(i ? path->nodes[i - 1] : 0, path->frames[i].method, path->frames[i].bci);
    }
    path->depth = count;
    return count ? path->nodes[count - 1] : 0;
}

int sites_frames(uint32_t node, int32_t bci, RtiLocation *frames)
{
    int d = 0;
    for (; node && d < SITES_MAX_DEPTH; node = nodes[node].parent)
        frames[d++] = (RtiLocation){nodes[node].method, nodes[node].bci};
    if (d && frames[0].bci == SITES_ANY_BCI)
        frames[0].bci = bci;
    return d;
}
