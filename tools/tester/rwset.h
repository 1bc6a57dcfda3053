/* rwset.h — the read and write sets of atomic blocks, for the tester's
 * partial-order pruning (ExitBlock-RW by sleep sets).
 *
 * A set maps 64-bit keys (a heap location or a synchronisation object, hashed;
 * see tester.c) to bits RW_READ | RW_WRITE, in an open-addressing table. Keys
 * are hashes, so two locations may share one: that only makes two blocks look
 * dependent when they are not, which costs schedules, never a missed one. A set
 * that grows past RW_LIMIT entries stops recording and conflicts with
 * everything (`all`), which keeps memory bounded for long blocks. */
#ifndef RIVET_TESTER_RWSET_H
#define RIVET_TESTER_RWSET_H

#include <stdbool.h>
#include <stdint.h>

#define RW_READ 1
#define RW_WRITE 2
#define RW_LIMIT (1u << 15)

typedef struct RwSet {
    uint64_t *keys; /* 0 = empty slot */
    uint8_t *bits;
    uint32_t cap, n;
    bool all;
    /* one bit per key (a 64-bit Bloom filter) of the keys read and written:
     * most pairs of blocks are told apart without a lookup */
    uint64_t rsig, wsig;
} RwSet;

void rw_add(RwSet *s, uint64_t key, uint8_t bits);
/* Whether the blocks a and b do not commute: a location both touch, at least
 * one of them writing it. */
bool rw_conflict(const RwSet *a, const RwSet *b);
void rw_clear(RwSet *s);
/* Whether the block wrote anything. */
bool rw_writes(const RwSet *s);
/* A copy of src in *dst (which holds nothing yet). */
void rw_copy(RwSet *dst, const RwSet *src);
/* Add what src holds to dst. */
void rw_merge(RwSet *dst, const RwSet *src);
void rw_free(RwSet *s);
/* The bits of key in s (0: not there). */
uint8_t rw_get(const RwSet *s, uint64_t key);

#endif
