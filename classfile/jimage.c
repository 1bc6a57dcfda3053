/* Reader of the JDK runtime image lib/modules (jimage), mapped read-only with mmap.
 *
 * Layout (jdk.internal.jimage.BasicImageReader): a header of seven u4 words in the
 * byte order of the machine that linked the image (little-endian here), then the
 * index: the redirect table (s4 x table_len), the offsets table (u4 x table_len),
 * the location attribute bytes and the strings (NUL-terminated modified UTF-8).
 * Resource bytes follow the index; a location's OFFSET attribute is relative to
 * the end of the index.
 *
 * Lookup is a perfect hash over full names "/module/path": the name's hash picks a
 * redirect slot, which holds either -(index + 1) or a second seed to rehash with.
 * The slot found may belong to another name, so every hit is verified by
 * rebuilding the location's name from its attributes.
 *
 * Invariants: jimage_open checks that the header, the four index regions and the
 * file agree in size and that table_len > 0. Nothing else in the index is trusted:
 * every table index, attribute offset, string offset and resource range is
 * checked against its region before it is read, and a failed check reads as "not
 * found". Strings handed out (module names) point into the mapping and are
 * NUL-terminated within the strings region. */
#include "jimage.h"

#include <errno.h>
#include <stdarg.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"

#define JIMAGE_MAGIC 0xCAFEDADAu
#define JIMAGE_HEADER_SIZE 28u
#define JIMAGE_HASH_MULT 0x01000193u

/* Location attribute kinds (jdk.internal.jimage.ImageLocation). */
enum {
    ATTR_END,
    ATTR_MODULE,
    ATTR_PARENT,
    ATTR_BASE,
    ATTR_EXTENSION,
    ATTR_OFFSET,
    ATTR_COMPRESSED,
    ATTR_UNCOMPRESSED,
    ATTR_COUNT
};

struct JImage {
    const uint8_t *map;
    size_t size;
    uint32_t table_len;
    const uint8_t *redirect, *offsets, *locations, *strings;
    uint32_t locations_size, strings_size;
    uint64_t index_size; /* resources start here */
};

static void set_err(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || !errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

JImage *jimage_open(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        set_err(err, errlen, "cannot open runtime image %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        set_err(err, errlen, "cannot stat runtime image %s: %s", path, strerror(errno));
        goto out_close;
    }
    if (!S_ISREG(st.st_mode)) {
        set_err(err, errlen, "runtime image %s is not a regular file", path);
        goto out_close;
    }
    if ((uint64_t)st.st_size < JIMAGE_HEADER_SIZE) {
        set_err(err, errlen, "runtime image %s is too short (%lld bytes) to be a jimage", path,
                (long long)st.st_size);
        goto out_close;
    }
    if ((uint64_t)st.st_size > SIZE_MAX) {
        set_err(err, errlen, "runtime image %s is too large to map", path);
        goto out_close;
    }
    size_t size = (size_t)st.st_size;
    void *map = mmap(NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED) {
        set_err(err, errlen, "cannot map runtime image %s: %s", path, strerror(errno));
        goto out_close;
    }
    close(fd);
    fd = -1;

    const uint8_t *m = map;
    uint32_t magic = le32(m), version = le32(m + 4);
    if (magic != JIMAGE_MAGIC) {
        if (be32(m) == JIMAGE_MAGIC)
            set_err(err, errlen, "runtime image %s has the other byte order (big-endian); not supported",
                    path);
        else
            set_err(err, errlen, "%s is not a jimage file (magic 0x%08X, expected 0x%08X)", path, magic,
                    JIMAGE_MAGIC);
        goto out_unmap;
    }
    if (version >> 16 != 1 || (version & 0xFFFF) != 0) {
        set_err(err, errlen, "runtime image %s has unsupported version %u.%u (expected 1.0)", path,
                version >> 16, version & 0xFFFF);
        goto out_unmap;
    }
    uint32_t table_len = le32(m + 16), loc_size = le32(m + 20), str_size = le32(m + 24);
    uint64_t index_size = (uint64_t)JIMAGE_HEADER_SIZE + 8 * (uint64_t)table_len + loc_size + str_size;
    if (table_len == 0 || index_size > size) {
        set_err(err, errlen,
                "runtime image %s is corrupt: index (%u entries, %u bytes of locations, %u bytes of "
                "strings) does not fit in %zu bytes",
                path, table_len, loc_size, str_size, size);
        goto out_unmap;
    }
    JImage *img = xcalloc(1, sizeof *img);
    img->map = m;
    img->size = size;
    img->table_len = table_len;
    img->redirect = m + JIMAGE_HEADER_SIZE;
    img->offsets = img->redirect + 4 * (size_t)table_len;
    img->locations = img->offsets + 4 * (size_t)table_len;
    img->locations_size = loc_size;
    img->strings = img->locations + loc_size;
    img->strings_size = str_size;
    img->index_size = index_size;
    return img;

out_unmap:
    munmap(map, size);
out_close:
    if (fd >= 0)
        close(fd);
    return NULL;
}

void jimage_close(JImage *img)
{
    if (!img)
        return;
    munmap((void *)img->map, img->size);
    free(img);
}

const uint8_t *jimage_base(JImage *img, size_t *size)
{
    *size = img->size;
    return img->map;
}

/* The string at off in the strings region and its length, or NULL when off is
 * out of range or the string is not terminated inside the region. */
static const char *str_at(const JImage *img, uint64_t off, size_t *len)
{
    if (off >= img->strings_size)
        return NULL;
    const char *s = (const char *)img->strings + off;
    const char *nul = memchr(s, 0, img->strings_size - off);
    if (!nul)
        return NULL;
    *len = (size_t)(nul - s);
    return s;
}

/* Decodes the attributes at off in the locations region into a[ATTR_COUNT].
 * False when the stream is malformed: off out of range, an unknown kind, a value
 * running past the region, or more attributes than there are kinds (jlink writes
 * each kind at most once; the bound keeps a corrupt stream from costing a walk
 * over the whole region per lookup). A stream ending at the region's end without
 * an END byte is accepted, as the JDK does. */
static bool decode_location(const JImage *img, uint64_t off, uint64_t a[ATTR_COUNT])
{
    memset(a, 0, sizeof(uint64_t) * ATTR_COUNT);
    if (off >= img->locations_size)
        return false;
    const uint8_t *p = img->locations + off, *end = img->locations + img->locations_size;
    for (int count = 0; p < end; count++) {
        if (count == ATTR_COUNT)
            return false;
        uint8_t b = *p++;
        unsigned kind = b >> 3, n = (b & 7u) + 1;
        if (kind == ATTR_END)
            return true;
        if (kind >= ATTR_COUNT || (size_t)(end - p) < n)
            return false;
        uint64_t v = 0;
        for (unsigned i = 0; i < n; i++)
            v = v << 8 | p[i];
        p += n;
        a[kind] = v;
    }
    return true;
}

/* Matches the name s[0..n) against the string at off; advances *pos past it. */
static bool match_str(const JImage *img, uint64_t off, const char *s, size_t n, size_t *pos)
{
    size_t len;
    const char *t = str_at(img, off, &len);
    if (!t || n - *pos < len || memcmp(s + *pos, t, len) != 0)
        return false;
    *pos += len;
    return true;
}

static bool match_char(const char *s, size_t n, size_t *pos, char c)
{
    if (*pos >= n || s[*pos] != c)
        return false;
    (*pos)++;
    return true;
}

/* True when the location's full name, "/" module "/" [parent "/"] base ["." ext]
 * (module part absent when the attribute is 0), is exactly name[0..n). */
static bool location_is(const JImage *img, const uint64_t a[ATTR_COUNT], const char *name, size_t n)
{
    size_t pos = 0;
    if (a[ATTR_MODULE] != 0 && !(match_char(name, n, &pos, '/') &&
                                 match_str(img, a[ATTR_MODULE], name, n, &pos) &&
                                 match_char(name, n, &pos, '/')))
        return false;
    if (a[ATTR_PARENT] != 0 &&
        !(match_str(img, a[ATTR_PARENT], name, n, &pos) && match_char(name, n, &pos, '/')))
        return false;
    if (!match_str(img, a[ATTR_BASE], name, n, &pos))
        return false;
    if (a[ATTR_EXTENSION] != 0 &&
        !(match_char(name, n, &pos, '.') && match_str(img, a[ATTR_EXTENSION], name, n, &pos)))
        return false;
    return pos == n;
}

/* ImageStringsReader.unmaskedHashCode over modified UTF-8 bytes: the Java code
 * encodes each char to modified UTF-8 and hashes the bytes, so hashing the bytes
 * of a name gives the same value. Arithmetic is modulo 2^32 as Java's int. */
static uint32_t hash_bytes(uint32_t seed, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        seed = (seed * JIMAGE_HASH_MULT) ^ (uint8_t)s[i];
    return seed;
}

/* Finds the location of a full name and decodes its attributes. */
static bool find_location(const JImage *img, const char *name, size_t n, uint64_t a[ATTR_COUNT])
{
    uint32_t count = img->table_len;
    uint32_t h = hash_bytes(JIMAGE_HASH_MULT, name, n) & 0x7FFFFFFFu;
    int32_t r = (int32_t)le32(img->redirect + 4 * (size_t)(h % count));
    uint64_t index;
    if (r < 0)
        index = (uint64_t)(-((int64_t)r + 1)); /* r == -(index + 1) */
    else if (r > 0)
        index = (hash_bytes((uint32_t)r, name, n) & 0x7FFFFFFFu) % count;
    else
        return false;
    if (index >= count)
        return false;
    uint32_t off = le32(img->offsets + 4 * (size_t)index);
    return decode_location(img, off, a) && location_is(img, a, name, n);
}

/* The bytes of a located resource, or NULL when compressed or out of the file. */
static const uint8_t *resource_bytes(const JImage *img, const uint64_t a[ATTR_COUNT], size_t *len,
                                     bool *compressed)
{
    if (a[ATTR_COMPRESSED] != 0) {
        if (compressed)
            *compressed = true;
        return NULL;
    }
    uint64_t start = img->index_size, off = a[ATTR_OFFSET], size = a[ATTR_UNCOMPRESSED];
    if (off > img->size - start || size > img->size - start - off)
        return NULL;
    *len = (size_t)size;
    return img->map + start + off;
}

/* A name concatenated from parts, on the stack when short, else on the heap. */
typedef struct NameBuf {
    char *s;
    size_t len;
    char small[256];
} NameBuf;

static void name_build(NameBuf *nb, const char *const *parts, int n)
{
    size_t len = 0;
    for (int i = 0; i < n; i++)
        len += strlen(parts[i]);
    nb->len = len;
    nb->s = len < sizeof nb->small ? nb->small : xmalloc(len + 1);
    char *p = nb->s;
    for (int i = 0; i < n; i++) {
        size_t l = strlen(parts[i]);
        memcpy(p, parts[i], l);
        p += l;
    }
    *p = 0;
}

static void name_free(NameBuf *nb)
{
    if (nb->s != nb->small)
        free(nb->s);
}

const uint8_t *jimage_find(JImage *img, const char *module, const char *path, size_t *len,
                           bool *compressed)
{
    if (compressed)
        *compressed = false;
    if (!module[0] || !path[0])
        return NULL;
    NameBuf nb;
    name_build(&nb, (const char *const[]){"/", module, "/", path}, 4);
    uint64_t a[ATTR_COUNT];
    const uint8_t *data = NULL;
    size_t n = 0;
    if (find_location(img, nb.s, nb.len, a))
        data = resource_bytes(img, a, &n, compressed);
    name_free(&nb);
    if (data)
        *len = n;
    return data;
}

/* Calls fn for each non-empty (module, package) pair of the /packages/PKG
 * resource located by a. The content is pairs of u4 in the image's byte order:
 * an "is empty" flag (the module has the directory but no resources directly in
 * it, e.g. java.lang in java.instrument, which only has java.lang.instrument)
 * and the string offset of the module name. Returns the first module, or NULL. */
static const char *package_modules(const JImage *img, const uint64_t a[ATTR_COUNT],
                                   bool (*fn)(const char *module, void *arg), void *arg)
{
    size_t len;
    const uint8_t *p = resource_bytes(img, a, &len, NULL);
    if (!p)
        return NULL;
    for (size_t i = 0; i + 8 <= len; i += 8) {
        if (le32(p + i) != 0)
            continue;
        size_t mlen;
        const char *mod = str_at(img, le32(p + i + 4), &mlen);
        if (!mod || mlen == 0)
            continue;
        if (!fn || !fn(mod, arg))
            return mod;
    }
    return NULL;
}

const char *jimage_package_module(JImage *img, const char *pkg)
{
    /* Internal form never contains '.', and "" is the unnamed package. */
    if (!pkg[0] || strchr(pkg, '.'))
        return NULL;
    NameBuf nb;
    name_build(&nb, (const char *const[]){"/packages/", pkg}, 2);
    for (char *c = nb.s + strlen("/packages/"); *c; c++)
        if (*c == '/')
            *c = '.';
    uint64_t a[ATTR_COUNT];
    const char *mod = NULL;
    if (find_location(img, nb.s, nb.len, a))
        mod = package_modules(img, a, NULL, NULL);
    name_free(&nb);
    return mod;
}

typedef struct EachPkg {
    void (*fn)(const char *module, const char *pkg, void *arg);
    void *arg;
    const char *pkg;
} EachPkg;

static bool each_pkg_module(const char *module, void *arg)
{
    EachPkg *ep = arg;
    ep->fn(module, ep->pkg, ep->arg);
    return true; /* go on */
}

void jimage_each_package(JImage *img, void (*fn)(const char *module, const char *pkg, void *arg),
                         void *arg)
{
    /* The /packages/PKG locations are those whose module attribute is the string
     * "packages" and that have no parent; walking the offsets table finds each
     * once, without trusting the /packages directory resource. */
    Buf name = {0};
    for (uint32_t i = 0; i < img->table_len; i++) {
        uint64_t a[ATTR_COUNT];
        size_t ml = 0, bl = 0, el = 0;
        if (!decode_location(img, le32(img->offsets + 4 * (size_t)i), a) || a[ATTR_MODULE] == 0 ||
            a[ATTR_PARENT] != 0)
            continue;
        const char *mod = str_at(img, a[ATTR_MODULE], &ml);
        if (!mod || ml != 8 || memcmp(mod, "packages", 8) != 0)
            continue;
        const char *base = str_at(img, a[ATTR_BASE], &bl);
        const char *ext = a[ATTR_EXTENSION] ? str_at(img, a[ATTR_EXTENSION], &el) : "";
        if (!base || !ext || bl == 0)
            continue;
        name.len = 0;
        buf_put(&name, base, bl);
        if (a[ATTR_EXTENSION]) {
            buf_putc(&name, '.');
            buf_put(&name, ext, el);
        }
        buf_cstr(&name);
        for (size_t k = 0; k < name.len; k++)
            if (name.data[k] == '.')
                name.data[k] = '/';
        EachPkg ep = {fn, arg, name.data};
        package_modules(img, a, each_pkg_module, &ep);
    }
    buf_free(&name);
}

void jimage_each_resource(JImage *img, bool (*fn)(const char *name, void *arg), void *arg)
{
    Buf name = {0};
    for (uint32_t i = 0; i < img->table_len; i++) {
        uint64_t a[ATTR_COUNT];
        uint32_t off = le32(img->offsets + 4 * (size_t)i);
        if (!decode_location(img, off, a))
            continue;
        const char *parts[4];
        size_t lens[4];
        bool ok = true;
        for (int k = 0; k < 4; k++) {
            parts[k] = "";
            lens[k] = 0;
            if (a[ATTR_MODULE + k] != 0 || k == 2) {
                parts[k] = str_at(img, a[ATTR_MODULE + k], &lens[k]);
                ok = ok && parts[k];
            }
        }
        if (!ok)
            continue;
        name.len = 0;
        if (a[ATTR_MODULE]) {
            buf_putc(&name, '/');
            buf_put(&name, parts[0], lens[0]);
            buf_putc(&name, '/');
        }
        if (a[ATTR_PARENT]) {
            buf_put(&name, parts[1], lens[1]);
            buf_putc(&name, '/');
        }
        buf_put(&name, parts[2], lens[2]);
        if (a[ATTR_EXTENSION]) {
            buf_putc(&name, '.');
            buf_put(&name, parts[3], lens[3]);
        }
        if (!fn(buf_cstr(&name), arg))
            break;
    }
    buf_free(&name);
}
