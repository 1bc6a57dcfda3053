/* Helpers shared by every layer: out-of-memory handling, the arena, growable buffers. */
#include "util.h"

#include <stdarg.h>
#include <stdio.h>

void util_oom(size_t n)
{
    fprintf(stderr, "rivet: out of native memory (allocating %zu bytes)\n", n);
    abort();
}

struct ArenaChunk {
    ArenaChunk *next;
    max_align_t data[];
};

void *arena_alloc(Arena *a, size_t n)
{
    n = ALIGN_UP(n ? n : 1, 16);
    if (n > a->left) {
        size_t sz = n > 8192 ? n : 8192;
        /* Not calloc: each allocation is zeroed as it is handed out, so
         * the unused tail of a class's last chunk is never touched (most
         * classes use a fraction of 8 KB; zeroing it all cost page faults
         * and a memset per class at start-up). */
        ArenaChunk *c = xmalloc(sizeof(ArenaChunk) + sz);
        c->next = a->head;
        a->head = c;
        a->cur = (char *)c->data;
        a->left = sz;
    }
    void *p = a->cur;
    a->cur += n;
    a->left -= n;
    return memset(p, 0, n);
}

void arena_free(Arena *a)
{
    ArenaChunk *c = a->head;
    while (c) {
        ArenaChunk *n = c->next;
        free(c);
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
