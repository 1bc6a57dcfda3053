/* Helpers shared by every layer: out-of-memory handling, the arena, growable buffers. */
#include "util.h"

#include <stdarg.h>
#include <stdio.h>
#include <sys/mman.h>

void util_oom(size_t n)
{
    fprintf(stderr, "rivet: out of native memory (allocating %zu bytes)\n", n);
    abort();
}

/* Metadata memory: one reserved range of address space that asks the kernel
 * for transparent huge pages (madvise). Class metadata and symbols are most of
 * the memory start-up touches (about 8 MB for hello world), and touching it
 * 4 KiB at a time cost some 2,000 page faults, a third of start-up; a huge
 * page is one fault. Blocks are powers of two from 8 KiB to 1 MiB; a freed one
 * goes on the free list of its size. Memory fresh from the range is zero, so
 * the arena skips the memset for it. Larger blocks, or all once the range is
 * used up, come from malloc, as do all of them under ASan, which checks
 * malloc's bounds and not the range's. Without huge pages (THP off) the range
 * still works, with ordinary pages. */
#define RANGE_SIZE ((size_t)256 << 20) /* address space; a larger program goes on with malloc */
#define HUGE_PAGE ((size_t)2 << 20)

static char *range_cur, *range_end;
static bool range_tried;
static void *free_blocks[META_MAX_LOG2 + 1];

static void range_reserve(void)
{
    range_tried = true;
#ifndef RIVET_ASAN
    /* Over-reserve by a huge page to start on a huge-page boundary. */
    char *p = mmap(NULL, RANGE_SIZE + HUGE_PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                   -1, 0);
    if (p == MAP_FAILED)
        return;
    range_cur = (char *)ALIGN_UP((uintptr_t)p, HUGE_PAGE);
    range_end = range_cur + RANGE_SIZE;
#ifdef MADV_HUGEPAGE
    madvise(range_cur, RANGE_SIZE, MADV_HUGEPAGE);
#endif
#endif
}

int meta_log2(size_t n)
{
    int lg = META_MIN_LOG2;
    while (((size_t)1 << lg) < n)
        lg++;
    return lg;
}

void *meta_alloc(int lg, bool *fresh)
{
    if (lg > META_MAX_LOG2)
        return NULL;
    void *p = free_blocks[lg];
    if (p) {
        free_blocks[lg] = *(void **)p;
        *fresh = false;
        return p;
    }
    if (!range_tried)
        range_reserve();
    size_t sz = (size_t)1 << lg;
    if ((size_t)(range_end - range_cur) < sz)
        return NULL;
    p = range_cur;
    range_cur += sz;
    *fresh = true;
    return p;
}

void meta_free(void *p, int lg)
{
    *(void **)p = free_blocks[lg];
    free_blocks[lg] = p;
}

/* An arena chunk: a metadata block (log2 > 0) or, when there is none, malloc'd. */
struct ArenaChunk {
    ArenaChunk *next;
    uint8_t log2;
    max_align_t data[];
};

static ArenaChunk *chunk_new(size_t n, bool *fresh, size_t *room)
{
    int lg = meta_log2(sizeof(ArenaChunk) + n);
    ArenaChunk *c = meta_alloc(lg, fresh);
    if (c) {
        c->log2 = (uint8_t)lg;
        *room = ((size_t)1 << lg) - sizeof(ArenaChunk);
        return c;
    }
    /* Not calloc: each allocation is zeroed as it is handed out, so the
     * unused tail of a chunk is never touched. */
    *room = n > 8192 ? n : 8192;
    c = xmalloc(sizeof(ArenaChunk) + *room);
    c->log2 = 0;
    *fresh = false;
    return c;
}

void *arena_alloc(Arena *a, size_t n)
{
    n = ALIGN_UP(n ? n : 1, 16);
    if (n > a->left) {
        bool fresh;
        size_t room;
        ArenaChunk *c = chunk_new(n, &fresh, &room);
        c->next = a->head;
        a->head = c;
        a->cur = (char *)c->data;
        a->left = room;
        a->fresh = fresh;
    }
    void *p = a->cur;
    a->cur += n;
    a->left -= n;
    return a->fresh ? p : memset(p, 0, n);
}

void arena_free(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *n = c->next;
        if (c->log2) {
            meta_free(c, c->log2);
        } else {
            free(c);
        }
        c = n;
    }
    a->head = NULL;
    a->cur = NULL;
    a->left = 0;
}

void buf_put(Buf *b, const void *p, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t nc = b->cap ? b->cap * 2 : 64;
        while (nc < b->len + n + 1)
            nc *= 2;
        b->data = xrealloc(b->data, nc);
        b->cap = nc;
    }
    if (n) /* (p may be NULL then: an empty Buf's data) */
        memcpy(b->data + b->len, p, n);
    b->len += n;
}

void buf_putc(Buf *b, char c) { buf_put(b, &c, 1); }
void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

void buf_printf(Buf *b, const char *fmt, ...)
{
    char tmp[256];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
    va_end(ap);
    if (n < 0)
        return;
    if ((size_t)n < sizeof tmp) {
        buf_put(b, tmp, (size_t)n);
        return;
    }
    char *big = xmalloc((size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    buf_put(b, big, (size_t)n);
    free(big);
}

const char *buf_cstr(Buf *b)
{
    buf_put(b, "", 0);
    b->data[b->len] = 0;
    return b->data;
}

void buf_free(Buf *b)
{
    free(b->data);
    b->data = NULL;
    b->len = b->cap = 0;
}
