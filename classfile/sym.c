/* Symbol interning.
 *
 * An open-addressing hash table of pointers to symbol records. A record is
 * [u32 seq][u32 0][u32 hash][u32 len][bytes][NUL], allocated from large chunks that are never
 * freed: symbols live as long as the VM. The table is grown at 50% load. */
#include "sym.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

KnownSyms S;

static Sym *table;
static size_t table_cap, table_used;

static char *chunk;
static size_t chunk_left;

uint32_t sym_hash_bytes(const char *s, size_t len)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < len; i++) {
        h ^= (uint8_t)s[i];
        h *= 16777619u;
    }
    return h;
}

static void *sym_alloc(size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (n > chunk_left) {
        size_t sz = n > 65536 ? n : 65536;
        chunk = malloc(sz);
        if (!chunk) {
            fprintf(stderr, "rivet: out of memory interning symbols\n");
            abort();
        }
        chunk_left = sz;
    }
    void *p = chunk;
    chunk += n;
    chunk_left -= n;
    return p;
}

static void grow(void)
{
    size_t ncap = table_cap ? table_cap * 2 : 16384;
    Sym *nt = calloc(ncap, sizeof(Sym));
    if (!nt) {
        fprintf(stderr, "rivet: out of memory interning symbols\n");
        abort();
    }
    for (size_t i = 0; i < table_cap; i++) {
        Sym s = table[i];
        if (!s)
            continue;
        size_t j = sym_hash(s) & (ncap - 1);
        while (nt[j])
            j = (j + 1) & (ncap - 1);
        nt[j] = s;
    }
    free(table);
    table = nt;
    table_cap = ncap;
}

static Sym find(const char *s, size_t len, uint32_t h, size_t *slot)
{
    size_t j = h & (table_cap - 1);
    for (;;) {
        Sym t = table[j];
        if (!t) {
            *slot = j;
            return NULL;
        }
        if (sym_hash(t) == h && sym_len(t) == len && memcmp(t, s, len) == 0)
            return t;
        j = (j + 1) & (table_cap - 1);
    }
}

Sym sym_lookup(const char *s, size_t len)
{
    if (!table_cap)
        return NULL;
    size_t slot;
    return find(s, len, sym_hash_bytes(s, len), &slot);
}

Sym sym_intern(const char *s, size_t len)
{
    if ((table_used + 1) * 2 > table_cap)
        grow();
    uint32_t h = sym_hash_bytes(s, len);
    size_t slot;
    Sym t = find(s, len, h, &slot);
    if (t)
        return t;
    static uint32_t next_seq;
    uint32_t *rec = sym_alloc(16 + len + 1);
    rec[0] = next_seq++;
    rec[1] = 0;
    rec[2] = h;
    rec[3] = (uint32_t)len;
    char *p = (char *)(rec + 4);
    memcpy(p, s, len);
    p[len] = 0;
    table[slot] = p;
    table_used++;
    return p;
}

Sym sym_c(const char *s) { return sym_intern(s, strlen(s)); }

void sym_init(void)
{
    if (S.java_lang_Object)
        return;
#define SYM_SET(id, str) S.id = sym_c(str);
    SYM_LIST(SYM_SET)
#undef SYM_SET
}
