/* Symbol interning.
 *
 * An open-addressing hash table of pointers to symbol records. A record is
 * [u32 seq][u32 checks, sym.h][u32 hash][u32 len][bytes][NUL], allocated from large chunks that are never
 * freed: symbols live as long as the VM. The table is grown at 50% load.
 *
 * Each slot keeps the top 16 bits of its symbol's hash above the pointer's 48
 * bits, so a probe that meets another symbol rarely reads its record. Start-up
 * interns the names of every class it parses (50,000 lookups for hello
 * world), and the table and the records are cold: a record read was a third
 * of the lookup's time. The first table is as large as hello world needs. */
#include "sym.h"

#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

KnownSyms S;

static uintptr_t *table;
static size_t table_cap, table_used;
#define SLOT_PTR (((uintptr_t)1 << 48) - 1)
static inline uintptr_t slot_tag(uint32_t h) { return (uintptr_t)(h >> 16) << 48; }
static int table_lg; /* the table's metadata block, or 0 if calloc'd */

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

/* Every chunk starts with a pointer to the one before: the table's slots
 * carry hash bits above their pointers, so without the chain LeakSanitizer
 * would see no pointer to a chunk and call it leaked. */
static void *chunks;

static void *sym_alloc(size_t n)
{
    n = (n + 7) & ~(size_t)7;
    if (n > chunk_left) {
        size_t sz = n + sizeof(void *) > 65536 ? n + sizeof(void *) : 65536;
        bool fresh;
        chunk = meta_alloc(meta_log2(sz), &fresh);
        if (chunk)
            sz = (size_t)1 << meta_log2(sz);
        else
            chunk = malloc(sz);
        if (!chunk) {
            fprintf(stderr, "rivet: out of memory interning symbols\n");
            abort();
        }
        *(void **)(void *)chunk = chunks;
        chunks = chunk;
        chunk += sizeof(void *);
        chunk_left = sz - sizeof(void *);
    }
    void *p = chunk;
    chunk += n;
    chunk_left -= n;
    return p;
}

static void grow(void)
{
    size_t ncap = table_cap ? table_cap * 2 : 65536;
    int lg = meta_log2(ncap * sizeof *table);
    bool fresh;
    uintptr_t *nt = meta_alloc(lg, &fresh);
    if (nt && !fresh)
        memset(nt, 0, ncap * sizeof *table);
    if (!nt) {
        lg = 0;
        nt = calloc(ncap, sizeof *table);
    }
    if (!nt) {
        fprintf(stderr, "rivet: out of memory interning symbols\n");
        abort();
    }
    for (size_t i = 0; i < table_cap; i++) {
        uintptr_t e = table[i];
        if (!e)
            continue;
        size_t j = sym_hash((Sym)(e & SLOT_PTR)) & (ncap - 1);
        while (nt[j])
            j = (j + 1) & (ncap - 1);
        nt[j] = e;
    }
    if (table_lg)
        meta_free(table, table_lg);
    else
        free(table);
    table = nt;
    table_lg = lg;
    table_cap = ncap;
}

static Sym find(const char *s, size_t len, uint32_t h, size_t *slot)
{
    size_t j = h & (table_cap - 1);
    uintptr_t tag = slot_tag(h);
    for (;;) {
        uintptr_t e = table[j];
        if (!e) {
            *slot = j;
            return NULL;
        }
        Sym t = (Sym)(e & SLOT_PTR);
        if ((e & ~SLOT_PTR) == tag && sym_hash(t) == h && sym_len(t) == len && memcmp(t, s, len) == 0)
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
    if ((uintptr_t)p & ~SLOT_PTR) {
        fprintf(stderr, "rivet: symbol record above 2^48 (%p)\n", (void *)p);
        abort();
    }
    table[slot] = (uintptr_t)p | slot_tag(h);
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
