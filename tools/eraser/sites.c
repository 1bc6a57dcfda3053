/* Eraser's call stacks as a prefix tree (sites.h): node i is a frame (method,
 * bci) under its caller's node, so stacks that share their outer frames share
 * nodes and a new stack costs one node per new frame; Eraser keeps the
 * node of each recent activation, and an access records it and its bci.
 * An array of nodes that only grows (node 0 is the root: no frame), each
 * with the list of its children, newest first. A node with few children
 * (NARROW; a method calls from few places, and in a recursion a node's
 * children were made just after it, near in memory) is searched by its
 * list alone, which is complete; only the children of wider nodes are in
 * an open-addressing index by (parent, method, bci). Graph's recursions
 * make a node per activation: an index of all of them cost a cache miss
 * per new node and most of the interning time. */
#include <stdlib.h>

#include "sites.h"
#include "../common/mem.h"

typedef struct Node {
    RtiMethod *method;
    int32_t bci;
    uint32_t parent;
    uint32_t child, sibling; /* 0: none */
    uint32_t n_children;
} Node;

#define NARROW 8

static Node *nodes;
static uint32_t n_nodes, cap_nodes;
static uint32_t *index_; /* node id, 0 empty: the children of wide nodes */
static uint32_t index_cap, index_used;

static uint32_t node_hash(uint32_t parent, RtiMethod *m, int32_t bci)
{
    return (uint32_t)tool_hash64((uint64_t)(uintptr_t)m ^ ((uint64_t)parent << 32) ^ (uint64_t)(uint32_t)bci * 0x9e3779b97f4a7c15ull);
}

static void index_insert(uint32_t id)
{
    uint32_t j = node_hash(nodes[id].parent, nodes[id].method, nodes[id].bci) & (index_cap - 1);
    while (index_[j])
        j = (j + 1) & (index_cap - 1);
    index_[j] = id;
    index_used++;
}

/* Room in the index for k more nodes; a rebuild puts in the children of the
 * nodes wide now. */
static void index_reserve(uint32_t k)
{
    if ((index_used + k) * 2 <= index_cap)
        return;
    uint32_t nc = index_cap ? index_cap * 2 : 1024;
    while ((index_used + k) * 2 > nc)
        nc *= 2;
    free(index_);
    index_ = tool_calloc(sizeof(uint32_t) * nc);
    index_cap = nc;
    index_used = 0;
    for (uint32_t i = 1; i < n_nodes; i++)
        if (nodes[nodes[i].parent].n_children > NARROW)
            index_insert(i);
}

uint32_t sites_intern(uint32_t parent, RtiMethod *m, int32_t bci)
{
    if (!n_nodes) {
        cap_nodes = 4096;
        nodes = tool_calloc(sizeof(Node) * cap_nodes);
        n_nodes = 1; /* the root */
    }
    uint32_t n = nodes[parent].n_children + 1;
    if (n <= NARROW + 1) {
        for (uint32_t c = nodes[parent].child; c; c = nodes[c].sibling)
            if (nodes[c].method == m && nodes[c].bci == bci)
                return c;
    } else {
        for (uint32_t j = node_hash(parent, m, bci) & (index_cap - 1); index_[j]; j = (j + 1) & (index_cap - 1)) {
            const Node *c = &nodes[index_[j]];
            if (c->parent == parent && c->method == m && c->bci == bci)
                return index_[j];
        }
    }
    /* A new child: n is the parent's count with it. */
    if (n > NARROW)
        index_reserve(n == NARROW + 1 ? n : 1);
    if (n_nodes == cap_nodes) {
        cap_nodes *= 2;
        nodes = tool_realloc(nodes, sizeof(Node) * cap_nodes);
    }
    uint32_t id = n_nodes++;
    nodes[id] = (Node){m, bci, parent, 0, nodes[parent].child, 0};
    nodes[parent].child = id;
    nodes[parent].n_children = n;
    if (n == NARROW + 1) /* now wide: all its children go into the index */
        for (uint32_t c = nodes[parent].child; c; c = nodes[c].sibling)
            index_insert(c);
    else if (n > NARROW + 1)
        index_insert(id);
    return id;
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

uint32_t sites_parent(uint32_t node) { return nodes[node].parent; }

int sites_frames(uint32_t node, int32_t bci, RtiLocation *frames)
{
    int d = 0;
    for (; node && d < SITES_MAX_DEPTH; node = nodes[node].parent)
        frames[d++] = (RtiLocation){nodes[node].method, nodes[node].bci};
    if (d && frames[0].bci == SITES_ANY_BCI)
        frames[0].bci = bci;
    return d;
}
