/* Small helpers shared by every layer: checked allocation, a bump arena, byte-order reads.
 *
 * The VM treats native out-of-memory as fatal (it prints a message and aborts):
 * Java heap exhaustion is a separate, recoverable condition handled by vm/heap.c. */
#ifndef RIVET_UTIL_H
#define RIVET_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define ALIGN_UP(x, a) (((x) + ((a) - 1)) & ~((size_t)(a) - 1))

void util_oom(size_t n) __attribute__((noreturn));

static inline void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        util_oom(n);
    return p;
}

static inline void *xcalloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p)
        util_oom(count * size);
    return p;
}

static inline void *xrealloc(void *q, size_t n)
{
    void *p = realloc(q, n ? n : 1);
    if (!p)
        util_oom(n);
    return p;
}

static inline char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = xmalloc(n);
    memcpy(p, s, n);
    return p;
}

/* A malloc'd copy of an internal name with '.' for '/' (java/lang/String ->
 * java.lang.String), as Java and HotSpot's messages write class names. */
static inline char *xstrdup_dotted(const char *s)
{
    char *d = xstrdup(s);
    for (char *p = d; *p; p++)
        if (*p == '/')
            *p = '.';
    return d;
}

/* Big-endian reads (class files). */
static inline uint16_t be16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static inline uint32_t be32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}
/* Little-endian reads (jimage, zip). */
static inline uint16_t le16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static inline uint32_t le32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Metadata blocks of 1 << lg bytes (META_MIN_LOG2 <= lg <= META_MAX_LOG2)
 * from a range of address space backed by huge pages where the kernel has
 * them, for memory that start-up touches in bulk. meta_alloc returns NULL
 * when lg is too large or the range is used up (the caller falls back to
 * malloc); *fresh says whether the block is still all zero. meta_log2 is the
 * least lg whose block holds n bytes. The least block is 2 KB: a class's
 * arena starts with one, and a lambda's or a generated class's needs about
 * that (8 KB blocks made 20,000 such classes take 245 MB, 122 MB now;
 * HotSpot 97 MB). */
#define META_MIN_LOG2 11
#define META_MAX_LOG2 20
int meta_log2(size_t n);
void *meta_alloc(int lg, bool *fresh);
void meta_free(void *p, int lg);

/* A bump allocator for data that lives and dies together (one class's parse results).
 * Memory is zeroed. arena_free releases every chunk at once. Not thread-safe
 * (the VM runs on one OS thread). */
typedef struct ArenaChunk ArenaChunk;
typedef struct Arena {
    ArenaChunk *head;
    char *cur;
    size_t left;
    bool fresh; /* the current chunk's memory past cur is still zero */
} Arena;

void *arena_alloc(Arena *a, size_t n);
void arena_free(Arena *a);

/* A growable byte buffer. */
typedef struct Buf {
    char *data;
    size_t len, cap;
} Buf;

void buf_put(Buf *b, const void *p, size_t n);
void buf_putc(Buf *b, char c);
void buf_puts(Buf *b, const char *s);
void buf_printf(Buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* NUL-terminates and returns data (owned by the Buf). */
const char *buf_cstr(Buf *b);
void buf_free(Buf *b);

#endif
