/* sites.h — Eraser's interned call stacks: a prefix tree of frames. A node
 * whose innermost frame has bci SITES_ANY_BCI stands for an activation (its
 * frames but the innermost one's bci), which an access completes with its
 * bci: the stack of an access costs nothing once its activation is known. */
#ifndef RIVET_ERASER_SITES_H
#define RIVET_ERASER_SITES_H

#include <stdint.h>

#include "rti.h"

#define SITES_MAX_DEPTH 48 /* innermost frames kept, as tools/common/stacks.h */
#define SITES_ANY_BCI (-2)

/* A thread's memory of its last walked stack (sites_walk): outermost first,
 * with the node of each prefix. Tool memory (its contents are true whatever
 * checkpoint is restored). */
typedef struct SitesPath {
    int depth;
    RtiLocation frames[SITES_MAX_DEPTH];
    uint32_t nodes[SITES_MAX_DEPTH];
} SitesPath;

/* The node for frame (m, bci) called from the stack parent (0: the
 * outermost frame). Node ids are never reused; 0 is the empty stack. */
uint32_t sites_intern(uint32_t parent, RtiMethod *m, int32_t bci);
/* The node of t's current activation (its innermost SITES_MAX_DEPTH frames,
 * the innermost one's bci SITES_ANY_BCI), interning only the frames that
 * differ from path, which it updates. */
uint32_t sites_walk(RtiThread *t, SitesPath *path);
/* The node's caller (0 for an outermost frame). */
uint32_t sites_parent(uint32_t node);
/* The frames of a node, innermost first, into frames (SITES_MAX_DEPTH), bci
 * in place of SITES_ANY_BCI; returns the depth. */
int sites_frames(uint32_t node, int32_t bci, RtiLocation *frames);

#endif
