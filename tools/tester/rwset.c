/* rwset.c — read/write sets of atomic blocks (see rwset.h).
 *
 * Linear probing over a power-of-two table kept at most half full; the key 0
 * marks an empty slot (callers never pass 0). */
#include "rwset.h"

#include <stdlib.h>
#include <string.h>

static uint32_t slot_of(const RwSet *s, uint64_t key)
{
    uint64_t h = key * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(h >> 32) & (s->cap - 1);
}

static uint8_t get(const RwSet *s, uint64_t key)
{
    if (!s->cap)
        return 0;
    for (uint32_t i = slot_of(s, key);; i = (i + 1) & (s->cap - 1)) {
        if (s->keys[i] == key)
            return s->bits[i];
        if (!s->keys[i])
            return 0;
    }
}

uint8_t rw_get(const RwSet *s, uint64_t key) { return get(s, key); }

static void grow(RwSet *s)
{
    uint32_t old_cap = s->cap;
    uint64_t *ok = s->keys;
    uint8_t *ob = s->bits;
    s->cap = old_cap ? old_cap * 2 : 64;
    s->keys = calloc(s->cap, sizeof *s->keys);
    s->bits = calloc(s->cap, sizeof *s->bits);
    if (!s->keys || !s->bits) {
        /* Out of memory: the set becomes "everything", which stays correct. */
        free(s->keys);
        free(s->bits);
        s->keys = ok;
        s->bits = ob;
        s->cap = old_cap;
        s->all = true;
        return;
    }
    for (uint32_t i = 0; i < old_cap; i++)
        if (ok[i]) {
            uint32_t j = slot_of(s, ok[i]);
            while (s->keys[j])
                j = (j + 1) & (s->cap - 1);
            s->keys[j] = ok[i];
            s->bits[j] = ob[i];
        }
    free(ok);
    free(ob);
}

static uint64_t sig_bit(uint64_t key) { return 1ull << ((key * 0xD6E8FEB86659FD93ull) >> 58); }

void rw_add(RwSet *s, uint64_t key, uint8_t bits)
{
    if (s->all)
        return;
    if (bits & RW_READ)
        s->rsig |= sig_bit(key);
    if (bits & RW_WRITE)
        s->wsig |= sig_bit(key);
    if (s->n >= RW_LIMIT) {
        s->all = true;
        return;
    }
    if (2 * (s->n + 1) > s->cap) {
        grow(s);
        if (s->all)
            return;
    }
    uint32_t i = slot_of(s, key);
    while (s->keys[i] && s->keys[i] != key)
        i = (i + 1) & (s->cap - 1);
    if (!s->keys[i]) {
        s->keys[i] = key;
        s->n++;
    }
    s->bits[i] |= bits;
}

bool rw_conflict(const RwSet *a, const RwSet *b)
{
    if (a->all || b->all)
        return true;
    if (!(a->wsig & (b->rsig | b->wsig)) && !(a->rsig & b->wsig))
        return false;
    if (a->n > b->n) {
        const RwSet *t = a;
        a = b;
        b = t;
    }
    if (!a->n)
        return false;
    for (uint32_t i = 0; i < a->cap; i++) {
        if (!a->keys[i])
            continue;
        uint8_t other = get(b, a->keys[i]);
        if (other && ((other | a->bits[i]) & RW_WRITE))
            return true;
    }
    return false;
}

void rw_clear(RwSet *s)
{
    if (s->cap) {
        memset(s->keys, 0, s->cap * sizeof *s->keys);
        memset(s->bits, 0, s->cap * sizeof *s->bits);
    }
    s->n = 0;
    s->all = false;
    s->rsig = s->wsig = 0;
}

void rw_free(RwSet *s)
{
    free(s->keys);
    free(s->bits);
    memset(s, 0, sizeof *s);
}

bool rw_writes(const RwSet *s)
{
    return s->all || s->wsig;
}

void rw_copy(RwSet *dst, const RwSet *src)
{
    /* The same table, slot for slot (adding key by key grew it from 64). */
    *dst = *src;
    dst->keys = NULL;
    dst->bits = NULL;
    if (!src->cap)
        return;
    dst->keys = malloc(src->cap * sizeof *dst->keys);
    dst->bits = malloc(src->cap * sizeof *dst->bits);
    if (!dst->keys || !dst->bits) {
        /* Out of memory: the set becomes "everything", which stays correct. */
        free(dst->keys);
        free(dst->bits);
        memset(dst, 0, sizeof *dst);
        dst->all = true;
        return;
    }
    memcpy(dst->keys, src->keys, src->cap * sizeof *dst->keys);
    memcpy(dst->bits, src->bits, src->cap * sizeof *dst->bits);
}

void rw_merge(RwSet *dst, const RwSet *src)
{
    dst->all |= src->all;
    for (uint32_t i = 0; i < src->cap && !dst->all; i++)
        if (src->keys[i])
            rw_add(dst, src->keys[i], src->bits[i]);
}
