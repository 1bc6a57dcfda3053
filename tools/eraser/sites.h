/* sites.h — Eraser's interned call stacks: a prefix tree of frames, so that
 * the stack of an access costs one lookup once its activation is known. */
#ifndef RIVET_ERASER_SITES_H
#define RIVET_ERASER_SITES_H

#include <stdint.h>

#include "rti.h"

#define SITES_MAX_DEPTH 48 /* innermost frames kept, as tools/common/stacks.h */

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
/* The node of t's current stack (its innermost SITES_MAX_DEPTH frames),
 * interning only the frames that differ from path, which it updates; *caller
 * receives the node of the stack without its innermost frame. */
uint32_t sites_walk(RtiThread *t, SitesPath *path, uint32_t *caller);
/* The frames of a node, innermost first, into frames (SITES_MAX_DEPTH);
 * returns the depth. */
int sites_frames(uint32_t node, RtiLocation *frames);

#endif
