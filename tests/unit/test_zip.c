/* Unit tests of classfile/zip.c and classfile/classpath.c.
 *
 * The archives are written here, with zlib, so the tests need no zip tool:
 * zw_build lays out local headers, data, the central directory and the end
 * record, with switches to damage each part. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "classfile/classpath.h"
#include "classfile/util.h"
#include "classfile/zip.h"
#include "tests/unit/unit.h"

static char tmp_dir[] = "/tmp/rivet-zip-XXXXXX";

typedef struct ZwEntry {
    const char *name;
    const void *data;
    size_t len;
    int method;          /* 0 stored, 8 deflated, or anything to label unsupported */
    uint32_t crc_xor;    /* damage the recorded CRC */
    int64_t usize_delta; /* damage the recorded uncompressed size */
    uint16_t flags;
} ZwEntry;

typedef struct ZwOptions {
    const char *comment;    /* archive comment, may contain anything but NUL */
    const char *prefix;     /* bytes before the archive (a launcher stub) */
    uint32_t force_cd_off;  /* nonzero: write this as the directory offset */
    bool zip64_locator;     /* put a ZIP64 end locator before the end record */
} ZwOptions;

static void put16(Buf *b, unsigned v)
{
    uint8_t p[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
    buf_put(b, p, 2);
}

static void put32(Buf *b, uint32_t v)
{
    uint8_t p[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    buf_put(b, p, 4);
}

/* Raw deflate (no zlib header), as zip method 8 stores it. */
static uint8_t *deflate_raw(const void *data, size_t len, size_t *out_len)
{
    z_stream s;
    memset(&s, 0, sizeof s);
    if (deflateInit2(&s, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        abort();
    size_t cap = deflateBound(&s, (uLong)len) + 16;
    uint8_t *out = xmalloc(cap);
    s.next_in = (Bytef *)data;
    s.avail_in = (uInt)len;
    s.next_out = out;
    s.avail_out = (uInt)cap;
    if (deflate(&s, Z_FINISH) != Z_STREAM_END)
        abort();
    *out_len = s.total_out;
    deflateEnd(&s);
    return out;
}

/* Builds a zip archive in b. Returns the offset of the first entry's data. */
static size_t zw_build(Buf *b, const ZwEntry *e, int n, const ZwOptions *opt)
{
    static const ZwOptions none;
    if (!opt)
        opt = &none;
    b->len = 0;
    if (opt->prefix)
        buf_puts(b, opt->prefix);
    size_t base = b->len, first_data = 0;
    uint32_t *loff = xcalloc((size_t)n + 1, sizeof(uint32_t));
    uint32_t *csz = xcalloc((size_t)n + 1, sizeof(uint32_t));
    for (int i = 0; i < n; i++) {
        size_t clen = e[i].len;
        uint8_t *cdata = NULL;
        const void *payload = e[i].data;
        if (e[i].method == 8) {
            cdata = deflate_raw(e[i].data, e[i].len, &clen);
            payload = cdata;
        }
        uint32_t crc = (uint32_t)crc32(0L, e[i].data, (uInt)e[i].len) ^ e[i].crc_xor;
        loff[i] = (uint32_t)(b->len - base);
        csz[i] = (uint32_t)clen;
        put32(b, 0x04034b50);
        put16(b, 20);
        put16(b, e[i].flags);
        put16(b, (unsigned)e[i].method);
        put16(b, 0);
        put16(b, 0x21);
        put32(b, crc);
        put32(b, (uint32_t)clen);
        put32(b, (uint32_t)((int64_t)e[i].len + e[i].usize_delta));
        put16(b, (unsigned)strlen(e[i].name));
        put16(b, 4); /* a small extra field, to be skipped */
        buf_puts(b, e[i].name);
        put32(b, 0xCAFE0000);
        if (i == 0)
            first_data = b->len;
        buf_put(b, payload, clen);
        free(cdata);
    }
    size_t cd_start = b->len;
    for (int i = 0; i < n; i++) {
        uint32_t crc = (uint32_t)crc32(0L, e[i].data, (uInt)e[i].len) ^ e[i].crc_xor;
        put32(b, 0x02014b50);
        put16(b, 0x031e);
        put16(b, 20);
        put16(b, e[i].flags);
        put16(b, (unsigned)e[i].method);
        put16(b, 0);
        put16(b, 0x21);
        put32(b, crc);
        put32(b, csz[i]);
        put32(b, (uint32_t)((int64_t)e[i].len + e[i].usize_delta));
        put16(b, (unsigned)strlen(e[i].name));
        put16(b, 0);
        put16(b, 3); /* an entry comment */
        put16(b, 0);
        put16(b, 0);
        put32(b, 0);
        put32(b, loff[i]);
        buf_puts(b, e[i].name);
        buf_puts(b, "cmt");
    }
    size_t cd_size = b->len - cd_start;
    if (opt->zip64_locator) {
        put32(b, 0x07064b50);
        put32(b, 0);
        put32(b, 0);
        put32(b, 0);
        put32(b, 1);
    }
    size_t comment_len = opt->comment ? strlen(opt->comment) : 0;
    put32(b, 0x06054b50);
    put16(b, 0);
    put16(b, 0);
    put16(b, (unsigned)n);
    put16(b, (unsigned)n);
    put32(b, (uint32_t)cd_size + (opt->zip64_locator ? 20 : 0));
    put32(b, opt->force_cd_off ? opt->force_cd_off : (uint32_t)(cd_start - base));
    put16(b, (unsigned)comment_len);
    if (comment_len)
        buf_puts(b, opt->comment);
    free(loff);
    free(csz);
    return first_data;
}

static const char *write_tmp(const char *name, const void *data, size_t n)
{
    static char path[4200];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, name);
    FILE *f = fopen(path, "wb");
    if (!f || (n && fwrite(data, 1, n, f) != n)) {
        perror(path);
        exit(2);
    }
    fclose(f);
    return path;
}

static Zip *open_buf(const char *file, const Buf *b, char *err, size_t errlen)
{
    return zip_open(write_tmp(file, b->data, b->len), err, errlen);
}

/* Reads an entry and compares it with the expected bytes. */
static bool read_equals(Zip *z, const char *name, const void *want, size_t want_len)
{
    char err[512];
    size_t len = 12345;
    uint8_t *d = zip_read(z, name, &len, err, sizeof err);
    bool ok = d && len == want_len && (want_len == 0 || memcmp(d, want, want_len) == 0);
    if (!ok)
        fprintf(stderr, "read %s: %s\n", name, d ? "wrong contents" : err);
    free(d);
    return ok;
}

static char text[3000];
static uint8_t *big; /* 4 MiB of zeros: deflate at its best ratio */
#define BIG_LEN (4u << 20)

static void test_read_basic(void)
{
    Buf b = {0};
    ZwEntry e[] = {
        {"stored.txt", text, sizeof text, 0, 0, 0, 0},
        {"dir/deflated.txt", text, sizeof text, 8, 0, 0, 0},
        {"dir/", "", 0, 0, 0, 0, 0},
        {"empty-deflated", "", 0, 8, 0, 0, 0},
        {"big.bin", big, BIG_LEN, 8, 0, 0, 0},
        {"stored.txt", "second", 6, 0, 0, 0, 0}, /* duplicate name: the last wins */
    };
    zw_build(&b, e, 6, NULL);
    char err[512] = "";
    Zip *z = open_buf("basic.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "open: %s", err);
    if (z) {
        CHECK(zip_count(z) == 6);
        CHECK(strcmp(zip_name(z, 0), "stored.txt") == 0);
        CHECK(strcmp(zip_name(z, 1), "dir/deflated.txt") == 0);
        CHECK(zip_name(z, 6) == NULL);
        CHECK(zip_has(z, "stored.txt"));
        CHECK(zip_has(z, "dir/"));
        CHECK(!zip_has(z, "dir"));
        CHECK(!zip_has(z, "Stored.txt"));
        CHECK(!zip_has(z, ""));
        CHECK(read_equals(z, "stored.txt", "second", 6));
        CHECK(read_equals(z, "dir/deflated.txt", text, sizeof text));
        CHECK(read_equals(z, "dir/", "", 0));
        CHECK(read_equals(z, "empty-deflated", "", 0));
        CHECK(read_equals(z, "big.bin", big, BIG_LEN));
        size_t len;
        strcpy(err, "junk");
        CHECK(zip_read(z, "missing.txt", &len, err, sizeof err) == NULL);
        CHECK(err[0] == 0);
        zip_close(z);
    }
    buf_free(&b);
}

static void test_many_entries(void)
{
    enum { N = 3000 };
    static char names[N][32];
    static ZwEntry e[N];
    for (int i = 0; i < N; i++) {
        snprintf(names[i], sizeof names[i], "p%d/C%d.class", i % 17, i);
        e[i] = (ZwEntry){names[i], names[i], strlen(names[i]), i % 2 ? 8 : 0, 0, 0, 0};
    }
    Buf b = {0};
    zw_build(&b, e, N, NULL);
    char err[512] = "";
    Zip *z = open_buf("many.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "open: %s", err);
    if (z) {
        CHECK(zip_count(z) == N);
        int bad = 0;
        for (int i = 0; i < N; i++)
            bad += !read_equals(z, names[i], names[i], strlen(names[i]));
        CHECK(bad == 0);
        CHECK(!zip_has(z, "p0/C1.class"));
        zip_close(z);
    }
    buf_free(&b);
}

static void test_comment_and_prefix(void)
{
    Buf b = {0};
    ZwEntry e[] = {{"a.txt", "hello", 5, 0, 0, 0, 0}, {"b.txt", text, 500, 8, 0, 0, 0}};
    /* A comment holding a fake end record that points at nothing valid. */
    char comment[200];
    memset(comment, 'c', sizeof comment - 1);
    comment[sizeof comment - 1] = 0;
    memcpy(comment + 50, "PK\x05\x06\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01", 14);
    ZwOptions opt = {.comment = comment};
    zw_build(&b, e, 2, &opt);
    char err[512] = "";
    Zip *z = open_buf("comment.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "comment: %s", err);
    if (z) {
        CHECK(zip_count(z) == 2);
        CHECK(read_equals(z, "a.txt", "hello", 5));
        CHECK(read_equals(z, "b.txt", text, 500));
        zip_close(z);
    }

    /* Trailing bytes after the end record (padding), and a launcher stub before. */
    ZwOptions stub = {.prefix = "#!/bin/sh\nexec java -jar \"$0\" \"$@\"\n"};
    zw_build(&b, e, 2, &stub);
    buf_put(&b, "\0\0\0\0\0\0\0\0", 8);
    z = open_buf("prefix.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "prefix: %s", err);
    if (z) {
        CHECK(read_equals(z, "a.txt", "hello", 5));
        CHECK(read_equals(z, "b.txt", text, 500));
        zip_close(z);
    }

    /* An archive with no entries. */
    zw_build(&b, NULL, 0, &opt);
    z = open_buf("empty.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "empty: %s", err);
    if (z) {
        CHECK(zip_count(z) == 0);
        CHECK(!zip_has(z, "a.txt"));
        zip_close(z);
    }
    buf_free(&b);
}

/* zip_read of name must fail with a message containing what. */
static void expect_read_error(Zip *z, const char *name, const char *what, int line)
{
    char err[512] = "";
    size_t len;
    uint8_t *d = zip_read(z, name, &len, err, sizeof err);
    CHECK_MSG(d == NULL && strstr(err, what) != NULL, "line %d: read %s: expected \"%s\", got \"%s\"", line,
              name, what, d ? "(success)" : err);
    free(d);
}

static void test_bad_entries(void)
{
    Buf b = {0};
    ZwEntry e[] = {
        {"badcrc-stored", text, 100, 0, 1, 0, 0},
        {"badcrc-deflated", text, 100, 8, 0x80000000u, 0, 0},
        {"bzip2", text, 100, 12, 0, 0, 0},
        {"encrypted", text, 100, 0, 0, 0, 1},
        {"stored-size", text, 100, 0, 0, 1, 0},
        {"deflated-short", text, 1000, 8, 0, -1, 0},
        {"deflated-long", text, 1000, 8, 0, 1, 0},
        {"deflated-much-shorter", text, 1000, 8, 0, -100, 0},
        {"bomb", "x", 1, 8, 0, 100000000, 0},
        {"good", text, 100, 8, 0, 0, 0},
    };
    zw_build(&b, e, 10, NULL);
    char err[512] = "";
    Zip *z = open_buf("bad.zip", &b, err, sizeof err);
    CHECK_MSG(z != NULL, "open: %s", err);
    if (z) {
        expect_read_error(z, "badcrc-stored", "CRC", __LINE__);
        expect_read_error(z, "badcrc-deflated", "CRC", __LINE__);
        expect_read_error(z, "bzip2", "method 12", __LINE__);
        expect_read_error(z, "encrypted", "encrypted", __LINE__);
        expect_read_error(z, "stored-size", "size", __LINE__);
        expect_read_error(z, "deflated-short", "size", __LINE__);
        expect_read_error(z, "deflated-long", "size", __LINE__);
        expect_read_error(z, "deflated-much-shorter", "more data", __LINE__);
        expect_read_error(z, "bomb", "size", __LINE__);
        CHECK(read_equals(z, "good", text, 100));
        zip_close(z);
    }

    /* Damaged compressed data: flip bytes in the deflate stream. */
    ZwEntry d[] = {{"data", text, sizeof text, 8, 0, 0, 0}};
    size_t first = zw_build(&b, d, 1, NULL);
    for (int k = 0; k < 40; k++) {
        Buf c = {0};
        buf_put(&c, b.data, b.len);
        c.data[first + (size_t)(k * 7) % 50] ^= (char)(0x55 + k);
        z = open_buf("flip.zip", &c, err, sizeof err);
        CHECK(z != NULL);
        if (z) {
            size_t len;
            uint8_t *r = zip_read(z, "data", &len, err, sizeof err);
            CHECK_MSG(r == NULL && err[0], "flip %d read without error", k);
            free(r);
            zip_close(z);
        }
        buf_free(&c);
    }
    /* Local header damaged: wrong signature. */
    ((uint8_t *)b.data)[0] = 'X';
    z = open_buf("local.zip", &b, err, sizeof err);
    CHECK(z != NULL);
    if (z) {
        expect_read_error(z, "data", "local header", __LINE__);
        zip_close(z);
    }
    buf_free(&b);
}

static void test_bad_archives(void)
{
    char err[512];
    err[0] = 0;
    CHECK(zip_open("/nonexistent/x.jar", err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "/nonexistent/x.jar") != NULL, "%s", err);
    CHECK(zip_open(tmp_dir, err, sizeof err) == NULL);

    char garbage[5000];
    for (size_t i = 0; i < sizeof garbage; i++)
        garbage[i] = (char)(i * 131 + 7);
    err[0] = 0;
    CHECK(zip_open(write_tmp("garbage", garbage, sizeof garbage), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "not a zip") != NULL, "garbage: %s", err);
    err[0] = 0;
    CHECK(zip_open(write_tmp("tiny", "PK", 2), err, sizeof err) == NULL);
    CHECK(err[0] != 0);

    Buf b = {0};
    ZwEntry e[] = {{"a.txt", "hello", 5, 0, 0, 0, 0}, {"b.txt", text, 700, 8, 0, 0, 0}};
    ZwOptions z64 = {.zip64_locator = true};
    zw_build(&b, e, 2, &z64);
    err[0] = 0;
    CHECK(open_buf("zip64.zip", &b, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "ZIP64") != NULL, "zip64 locator: %s", err);
    ZwOptions sat = {.force_cd_off = 0xFFFFFFFFu};
    zw_build(&b, e, 2, &sat);
    err[0] = 0;
    CHECK(open_buf("zip64b.zip", &b, err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "ZIP64") != NULL, "zip64 offset: %s", err);
    ZwOptions far = {.force_cd_off = 0x7FFFFFF0u};
    zw_build(&b, e, 2, &far);
    err[0] = 0;
    CHECK(open_buf("faroff.zip", &b, err, sizeof err) == NULL);
    CHECK(err[0] != 0);

    /* Every truncation of a good archive: only the full file opens. */
    zw_build(&b, e, 2, NULL);
    int opened = 0;
    for (size_t n = 0; n < b.len; n++) {
        Buf c = {0};
        buf_put(&c, b.data, n);
        Zip *z = zip_open(write_tmp("trunc.zip", c.data ? c.data : "", n), err, sizeof err);
        if (z) {
            opened++;
            zip_close(z);
        }
        buf_free(&c);
    }
    CHECK_MSG(opened == 0, "%d truncated archives opened", opened);

    /* Random damage anywhere: open and read must never crash. */
    uint32_t seed = 99;
    int reads = 0;
    for (int round = 0; round < 400; round++) {
        Buf c = {0};
        buf_put(&c, b.data, b.len);
        int flips = 1 + round % 4;
        for (int k = 0; k < flips; k++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % c.len;
            seed = seed * 1103515245u + 12345u;
            c.data[at] = (char)(seed >> 16);
        }
        Zip *z = zip_open(write_tmp("fuzz.zip", c.data, c.len), err, sizeof err);
        if (z) {
            for (size_t i = 0; i < zip_count(z); i++) {
                size_t len;
                uint8_t *d = zip_read(z, zip_name(z, i), &len, err, sizeof err);
                reads += d != NULL;
                free(d);
            }
            zip_close(z);
        }
        buf_free(&c);
    }
    CHECK(reads > 0); /* most single flips hit data that still reads, or a CRC */
    buf_free(&b);
}

/* A ZIP64 archive (Python's zipfile with its ZIP64 limits set to 0): a
 * ZIP64 end record and locator, and every entry's sizes and offset in a
 * ZIP64 extra field. It opens and reads; every truncation fails to open; no
 * damage crashes. a.txt is deflated, dir/b.txt stored. */
static const uint8_t zip64_archive[] = {
    0x50, 0x4b, 0x03, 0x04, 0x2d, 0x00, 0x00, 0x00, 0x08, 0x00, 0xc7, 0x40, 0x7c, 0x5d, 0x86, 0xa6,
    0x10, 0x36, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x05, 0x00, 0x14, 0x00, 0x61, 0x2e,
    0x74, 0x78, 0x74, 0x01, 0x00, 0x10, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x07, 0x00, 0x50, 0x4b,
    0x03, 0x04, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x12, 0x9b, 0xbf, 0x30,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x09, 0x00, 0x14, 0x00, 0x64, 0x69, 0x72, 0x2f,
    0x62, 0x2e, 0x74, 0x78, 0x74, 0x01, 0x00, 0x10, 0x00, 0x78, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x78, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a,
    0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34,
    0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70,
    0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a,
    0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34,
    0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70,
    0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a,
    0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34, 0x20, 0x7a, 0x69, 0x70, 0x36, 0x34,
    0x20, 0x50, 0x4b, 0x01, 0x02, 0x2d, 0x03, 0x2d, 0x00, 0x00, 0x00, 0x08, 0x00, 0xc7, 0x40, 0x7c,
    0x5d, 0x86, 0xa6, 0x10, 0x36, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x05, 0x00, 0x14,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x80, 0x01, 0x00, 0x00, 0x00, 0x00, 0x61,
    0x2e, 0x74, 0x78, 0x74, 0x01, 0x00, 0x10, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x07, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x50, 0x4b, 0x01, 0x02, 0x2d, 0x03, 0x2d, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x21, 0x00, 0x12, 0x9b, 0xbf, 0x30, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0x09, 0x00, 0x1c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x80, 0x01, 0xff, 0xff, 0xff, 0xff, 0x64, 0x69, 0x72, 0x2f, 0x62, 0x2e, 0x74, 0x78, 0x74, 0x01,
    0x00, 0x18, 0x00, 0x78, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x78, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x3e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x50, 0x4b, 0x06, 0x06, 0x2c,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2d, 0x00, 0x2d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x9a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf1, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x50, 0x4b, 0x06, 0x07, 0x00, 0x00, 0x00, 0x00, 0x8b, 0x01, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x50, 0x4b, 0x05, 0x06, 0x00, 0x00, 0x00, 0x00, 0x02,
    0x00, 0x02, 0x00, 0x9a, 0x00, 0x00, 0x00, 0xf1, 0x00, 0x00, 0x00, 0x00, 0x00,
};

static void test_zip64(void)
{
    char err[512] = "";
    Zip *z = zip_open(write_tmp("zip64ok.zip", zip64_archive, sizeof zip64_archive), err, sizeof err);
    CHECK_MSG(z != NULL, "zip64: %s", err);
    if (z) {
        CHECK(zip_count(z) == 2);
        size_t len = 0;
        uint8_t *d = zip_read(z, "a.txt", &len, err, sizeof err);
        CHECK_MSG(d && len == 5 && !memcmp(d, "hello", 5), "zip64 a.txt: %s", err);
        free(d);
        d = zip_read(z, "dir/b.txt", &len, err, sizeof err);
        CHECK_MSG(d && len == 120 && !memcmp(d, "zip64 zip64 ", 12), "zip64 dir/b.txt: %s", err);
        free(d);
        zip_close(z);
    }
    int opened = 0;
    for (size_t n = 0; n < sizeof zip64_archive; n++) {
        Zip *t = zip_open(write_tmp("zip64trunc.zip", zip64_archive, n), err, sizeof err);
        if (t) {
            opened++;
            zip_close(t);
        }
    }
    CHECK_MSG(opened == 0, "%d truncated zip64 archives opened", opened);
    uint32_t seed = 7;
    for (int round = 0; round < 600; round++) {
        uint8_t c[sizeof zip64_archive];
        memcpy(c, zip64_archive, sizeof c);
        for (int k = 0; k < 1 + round % 4; k++) {
            seed = seed * 1103515245u + 12345u;
            size_t at = (seed >> 8) % sizeof c;
            seed = seed * 1103515245u + 12345u;
            c[at] = (uint8_t)(seed >> 16);
        }
        Zip *t = zip_open(write_tmp("zip64fuzz.zip", c, sizeof c), err, sizeof err);
        if (t) {
            for (size_t i = 0; i < zip_count(t); i++) {
                size_t len;
                free(zip_read(t, zip_name(t, i), &len, err, sizeof err));
            }
            zip_close(t);
        }
    }
}

static bool mkdirs(const char *path)
{
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s", path);
    for (char *p = tmp + 1; *p; p++)
        if (*p == '/') {
            *p = 0;
            mkdir(tmp, 0755);
            *p = '/';
        }
    return mkdir(tmp, 0755) == 0 || access(tmp, F_OK) == 0;
}

static void test_classpath(void)
{
    char dir[4200], jar[4200], bad[4200], list[20000], path[4300];
    snprintf(dir, sizeof dir, "%s/classes", tmp_dir);
    CHECK(mkdirs(dir));
    snprintf(path, sizeof path, "%s/classes/p/q", tmp_dir);
    CHECK(mkdirs(path));
    snprintf(path, sizeof path, "classes/p/q/B.class");
    write_tmp(path, "from-dir", 8);
    write_tmp("secret", "secret", 6);

    Buf b = {0};
    ZwEntry e[] = {
        {"p/q/B.class", "from-jar-B", 10, 8, 0, 0, 0},
        {"p/q/C.class", "from-jar-C", 10, 0, 0, 0, 0},
        {"p/q/Bad.class", "bad", 3, 0, 7, 0, 0},
    };
    zw_build(&b, e, 3, NULL);
    snprintf(jar, sizeof jar, "%s", write_tmp("lib.jar", b.data, b.len));
    snprintf(bad, sizeof bad, "%s", write_tmp("notajar.jar", "garbage", 7));
    buf_free(&b);

    snprintf(list, sizeof list, "/nonexistent/dir:%s::%s:%s:", bad, dir, jar);
    ClassPath *cp = classpath_new(list);
    CHECK(classpath_count(cp) == 4);
    CHECK(strcmp(classpath_entry(cp, 0), "/nonexistent/dir") == 0);
    CHECK(strcmp(classpath_entry(cp, 2), dir) == 0);
    CHECK(classpath_entry(cp, 4) == NULL);
    size_t len = 0;
    const char *where = NULL;
    uint8_t *d = classpath_find(cp, "p/q/B.class", &len, &where);
    CHECK(d && len == 8 && memcmp(d, "from-dir", 8) == 0);
    CHECK(where && strcmp(where, dir) == 0);
    free(d);
    where = NULL;
    d = classpath_find(cp, "p/q/C.class", &len, &where);
    CHECK(d && len == 10 && memcmp(d, "from-jar-C", 10) == 0);
    CHECK(where && strcmp(where, jar) == 0);
    free(d);
    CHECK(classpath_find(cp, "p/q/Bad.class", &len, NULL) == NULL); /* CRC mismatch: skipped */
    CHECK(classpath_find(cp, "p/q/D.class", &len, NULL) == NULL);
    CHECK(classpath_find(cp, "p/q", &len, NULL) == NULL); /* a directory is not a resource */
    CHECK(classpath_find(cp, "../secret", &len, NULL) == NULL);
    CHECK(classpath_find(cp, "p/../../secret", &len, NULL) == NULL);
    snprintf(path, sizeof path, "%s/secret", tmp_dir);
    CHECK(classpath_find(cp, path, &len, NULL) == NULL);
    CHECK(classpath_find(cp, "", &len, NULL) == NULL);

    /* Order matters: with the jar first, B comes from the jar. */
    classpath_free(cp);
    snprintf(list, sizeof list, "%s:%s", jar, dir);
    cp = classpath_new(list);
    classpath_add(cp, "/another/missing.jar");
    CHECK(classpath_count(cp) == 3);
    d = classpath_find(cp, "p/q/B.class", &len, &where);
    CHECK(d && len == 10 && memcmp(d, "from-jar-B", 10) == 0);
    CHECK(where && strcmp(where, jar) == 0);
    free(d);
    classpath_free(cp);

    cp = classpath_new("");
    CHECK(classpath_count(cp) == 0);
    CHECK(classpath_find(cp, "p/q/B.class", &len, NULL) == NULL);
    classpath_free(cp);
    cp = classpath_new(NULL);
    CHECK(classpath_count(cp) == 0);
    classpath_free(cp);
}

int main(void)
{
    unit_name = "zip";
    if (!mkdtemp(tmp_dir)) {
        perror("mkdtemp");
        return 2;
    }
    for (size_t i = 0; i < sizeof text; i++)
        text[i] = "the quick brown fox jumps over the lazy dog\n"[i % 44];
    big = xcalloc(BIG_LEN, 1);
    test_read_basic();
    test_many_entries();
    test_comment_and_prefix();
    test_bad_entries();
    test_bad_archives();
    test_zip64();
    test_classpath();
    free(big);
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmp_dir);
    return unit_report();
}
