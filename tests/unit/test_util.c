/* Unit tests of the metadata memory (classfile/util.c: meta_alloc, the
 * per-class arena on it) and of symbol interning past the sizes the range
 * serves (classfile/sym.c: the table moves from metadata blocks to calloc).
 * What matters: every arena allocation is zero, also in a chunk reused from
 * the free list, whatever the previous user wrote; a block freed comes back;
 * and symbols stay unique and findable across table growth. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/sym.h"
#include "classfile/util.h"
#include "tests/unit/unit.h"

static bool all_zero(const void *p, size_t n)
{
    const uint8_t *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return false;
    return true;
}

static void test_meta_blocks(void)
{
    bool fresh = false;
    void *a = meta_alloc(META_MIN_LOG2, &fresh);
    /* NULL only without the range (ASan builds use malloc throughout). */
    if (!a)
        return;
    CHECK(fresh);
    CHECK(all_zero(a, (size_t)1 << META_MIN_LOG2));
    memset(a, 0x5a, (size_t)1 << META_MIN_LOG2);
    meta_free(a, META_MIN_LOG2);
    void *b = meta_alloc(META_MIN_LOG2, &fresh);
    CHECK(b == a);
    CHECK(!fresh);
    meta_free(b, META_MIN_LOG2);
    CHECK(meta_alloc(META_MAX_LOG2 + 1, &fresh) == NULL);
    CHECK(meta_log2(1) == META_MIN_LOG2);
    CHECK(meta_log2(((size_t)1 << 16) + 1) == 17);
}

/* Arena allocations of many sizes, some past the largest block (malloc'd
 * chunks), all zero and 16-byte aligned; then freed, dirtied by the next
 * round's arena, freed again, and allocated once more: still zero. Each
 * property is one check per round. */
static void fill_arena(Arena *ar, void **ptrs, size_t *sizes, int n, uint8_t dirt)
{
    int misaligned = 0, dirty = 0, overlaps = 0;
    for (int i = 0; i < n; i++) {
        size_t sz = (size_t)(i * 37 % 5000) + 1;
        if (i % 50 == 7)
            sz = ((size_t)3 << 20) + (size_t)i; /* past META_MAX_LOG2 */
        ptrs[i] = arena_alloc(ar, sz);
        sizes[i] = sz;
        misaligned += ((uintptr_t)ptrs[i] & 15) != 0;
        dirty += !all_zero(ptrs[i], sz);
        memset(ptrs[i], dirt, sz);
    }
    for (int i = 1; i < n; i++)
        overlaps += ((uint8_t *)ptrs[i - 1])[sizes[i - 1] - 1] != dirt;
    CHECK_MSG(misaligned == 0, "%d allocations not 16-byte aligned", misaligned);
    CHECK_MSG(dirty == 0, "%d allocations not zero", dirty);
    CHECK_MSG(overlaps == 0, "%d allocations overlap the next", overlaps);
}

static void test_arena_reuse(void)
{
    enum { N = 400 };
    static void *ptrs[N];
    static size_t sizes[N];
    for (int round = 0; round < 3; round++) {
        Arena ar = {0};
        fill_arena(&ar, ptrs, sizes, N, (uint8_t)(0x11 * (round + 1)));
        arena_free(&ar);
        CHECK(ar.head == NULL && ar.left == 0);
    }
}

static void test_symbols_grow(void)
{
    /* 300,000 symbols: the table grows from 65,536 slots through the
     * largest metadata block (1 MiB) to calloc'd tables. */
    enum { N = 300000 };
    static Sym syms[N];
    char buf[32];
    for (int i = 0; i < N; i++) {
        int len = snprintf(buf, sizeof buf, "unit/sym%d", i);
        syms[i] = sym_intern(buf, (size_t)len);
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        int len = snprintf(buf, sizeof buf, "unit/sym%d", i);
        if (sym_intern(buf, (size_t)len) != syms[i] || sym_lookup(buf, (size_t)len) != syms[i] ||
            strcmp(syms[i], buf) != 0 || sym_len(syms[i]) != (uint32_t)len)
            bad++;
    }
    CHECK_MSG(bad == 0, "%d symbols lost or changed across growth", bad);
    CHECK(sym_lookup("unit/absent", 11) == NULL);
    CHECK(sym_c("java/lang/Object") == S.java_lang_Object);
}

int main(void)
{
    unit_name = "util";
    sym_init();
    test_meta_blocks();
    test_arena_reuse();
    test_symbols_grow();
    return unit_report();
}
