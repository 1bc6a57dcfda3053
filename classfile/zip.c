/* Reader of zip and jar files: central directory, stored and deflated entries.
 *
 * zip_open finds the end-of-central-directory record (searching backwards over a
 * trailing comment), reads the whole central directory once and keeps, per
 * entry, its name, method, sizes, CRC and the local header's file offset, plus
 * an open-addressing hash index over the names. Entry data are read on demand
 * with pread, so the file stays open (and is never mapped: a file truncated
 * under us gives a read error, not SIGBUS).
 *
 * Invariants: every entry in the table has a NUL-free name and 32-bit sizes and
 * offsets (ZIP64 archives are read; an entry of 4 GiB or more is refused). Offsets read from the file are
 * checked against the file size before use; sizes are checked against the
 * central directory and the data against the CRC when an entry is read. Data
 * prepended to the archive (a launcher script before a jar) is allowed: local
 * offsets are taken relative to where the central directory says the archive
 * starts, as java.util.zip does. */
#include "zip.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "util.h"

#define ZIP_LOC_SIG 0x04034b50u
#define ZIP_CEN_SIG 0x02014b50u
#define ZIP_END_SIG 0x06054b50u
#define ZIP64_LOCATOR_SIG 0x07064b50u
#define ZIP64_END_SIG 0x06064b50u
#define ZIP64_END_SIZE 56u
#define ZIP64_LOCATOR_SIZE 20u
#define ZIP_LOC_SIZE 30u
#define ZIP_CEN_SIZE 46u
#define ZIP_END_SIZE 22u
#define ZIP_MAX_COMMENT 65535u
/* Deflate cannot expand data more than about 1032 times; a larger claimed ratio
 * is a corrupt header, refused before allocating the claimed size. */
#define ZIP_MAX_RATIO 1040u

typedef struct ZipEntry {
    uint32_t name_off; /* into Zip.names, NUL-terminated */
    uint16_t name_len, method, flags;
    uint32_t crc, csize, usize;
    uint64_t local_off; /* file offset of the local header */
} ZipEntry;

struct Zip {
    int fd;
    char *path;
    uint64_t size;
    size_t n;
    ZipEntry *entries;
    char *names;
    uint32_t *index; /* entry number + 1, 0 = empty slot */
    size_t index_mask;
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

/* Reads exactly n bytes at off; false on a short read or an error. */
static bool read_at(int fd, uint64_t off, void *buf, size_t n)
{
    uint8_t *p = buf;
    while (n) {
        ssize_t r = pread(fd, p, n, (off_t)off);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        p += r;
        off += (uint64_t)r;
        n -= (size_t)r;
    }
    return true;
}

static uint32_t name_hash(const char *s, size_t n)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static const ZipEntry *lookup(const Zip *z, const char *name)
{
    size_t n = strlen(name);
    for (size_t j = name_hash(name, n) & z->index_mask;; j = (j + 1) & z->index_mask) {
        uint32_t k = z->index[j];
        if (!k)
            return NULL;
        const ZipEntry *e = &z->entries[k - 1];
        if (e->name_len == n && memcmp(z->names + e->name_off, name, n) == 0)
            return e;
    }
}

/* Builds the name index; the last of several entries with one name wins,
 * as in the JDK's zip readers (libzip for the boot class path,
 * java.util.zip.ZipFile): a tool that appends to an archive leaves the old
 * copy first, and Rivet loaded it where HotSpot loads the new one (hunt 12). */
static void build_index(Zip *z)
{
    size_t cap = 16;
    while (cap < 2 * z->n)
        cap *= 2;
    z->index = xcalloc(cap, sizeof(uint32_t));
    z->index_mask = cap - 1;
    for (size_t i = 0; i < z->n; i++) {
        const ZipEntry *e = &z->entries[i];
        const char *name = z->names + e->name_off;
        size_t j = name_hash(name, e->name_len) & z->index_mask;
        for (; z->index[j]; j = (j + 1) & z->index_mask) {
            const ZipEntry *o = &z->entries[z->index[j] - 1];
            if (o->name_len == e->name_len && memcmp(z->names + o->name_off, name, e->name_len) == 0)
                break; /* an earlier entry of the name: this one takes its slot */
        }
        z->index[j] = (uint32_t)(i + 1);
    }
}

/* The end record: where it is and what it says. */
typedef struct EndRecord {
    uint64_t pos; /* of the ZIP64 end record when there is one: the directory ends there */
    uint64_t n_total, cd_size, cd_off;
    bool zip64;
} EndRecord;

/* The ZIP64 end record that the locator before the end record at pos points
 * to: usually right before the locator; else where the locator says (an
 * offset from the archive's start, so also tried after prepended data). */
static bool find_end64(Zip *z, uint64_t pos, const uint8_t *loc, EndRecord *end, char *err, size_t errlen)
{
    uint64_t rel = le32(loc + 8) | ((uint64_t)le32(loc + 12) << 32);
    uint64_t cands[2] = {pos - ZIP64_LOCATOR_SIZE - ZIP64_END_SIZE, rel};
    for (int k = 0; k < 2; k++) {
        uint8_t r[ZIP64_END_SIZE];
        uint64_t at = cands[k];
        if (pos < ZIP64_LOCATOR_SIZE + ZIP64_END_SIZE && k == 0)
            continue;
        if (at + ZIP64_END_SIZE > pos || !read_at(z->fd, at, r, sizeof r) || le32(r) != ZIP64_END_SIG)
            continue;
        uint32_t disk = le32(r + 16), cd_disk = le32(r + 20);
        uint64_t n_disk = le32(r + 24) | ((uint64_t)le32(r + 28) << 32);
        uint64_t n_total = le32(r + 32) | ((uint64_t)le32(r + 36) << 32);
        if (disk != 0 || cd_disk != 0 || n_disk != n_total) {
            set_err(err, errlen, "%s: multi-disk zip archives are not supported", z->path);
            return false;
        }
        end->pos = at;
        end->n_total = n_total;
        end->cd_size = le32(r + 40) | ((uint64_t)le32(r + 44) << 32);
        end->cd_off = le32(r + 48) | ((uint64_t)le32(r + 52) << 32);
        end->zip64 = true;
        return true;
    }
    set_err(err, errlen, "%s: corrupt zip: ZIP64 end record not found", z->path);
    return false;
}

/* Searches backwards for the end record. A candidate whose comment length does
 * not reach exactly to the end of the file is still taken when the central
 * directory it points at starts with the right signature (some tools pad zips). */
static bool find_end(Zip *z, EndRecord *end, char *err, size_t errlen)
{
    uint64_t tail_len = z->size < ZIP_END_SIZE + ZIP_MAX_COMMENT ? z->size : ZIP_END_SIZE + ZIP_MAX_COMMENT;
    uint64_t tail_start = z->size - tail_len;
    uint8_t *tail = xmalloc((size_t)tail_len);
    if (!read_at(z->fd, tail_start, tail, (size_t)tail_len)) {
        set_err(err, errlen, "%s: read error", z->path);
        free(tail);
        return false;
    }
    bool found = false;
    for (size_t i = tail_len >= ZIP_END_SIZE ? (size_t)(tail_len - ZIP_END_SIZE) + 1 : 0; i-- > 0;) {
        const uint8_t *p = tail + i;
        if (le32(p) != ZIP_END_SIG)
            continue;
        uint64_t pos = tail_start + i;
        uint16_t disk = le16(p + 4), cd_disk = le16(p + 6), n_disk = le16(p + 8), n_total = le16(p + 10);
        uint32_t cd_size = le32(p + 12), cd_off = le32(p + 16);
        uint16_t comment = le16(p + 20);
        if (pos + ZIP_END_SIZE + comment != z->size) {
            uint8_t sig[4];
            if (cd_size > pos || !read_at(z->fd, pos - cd_size, sig, 4) || le32(sig) != ZIP_CEN_SIG)
                continue;
        }
        /* A count of 0xFFFF alone may be a real count of 65535; the locator or
         * a saturated offset says ZIP64 for sure. */
        if (i >= ZIP64_LOCATOR_SIZE && le32(p - ZIP64_LOCATOR_SIZE) == ZIP64_LOCATOR_SIG) {
            found = find_end64(z, pos, p - ZIP64_LOCATOR_SIZE, end, err, errlen);
            free(tail);
            return found;
        }
        if (cd_size == 0xFFFFFFFFu || cd_off == 0xFFFFFFFFu) {
            set_err(err, errlen, "%s: corrupt zip: ZIP64 end record without its locator", z->path);
            free(tail);
            return false;
        }
        if (disk != 0 || cd_disk != 0 || n_disk != n_total) {
            set_err(err, errlen, "%s: multi-disk zip archives are not supported", z->path);
            free(tail);
            return false;
        }
        end->pos = pos;
        end->zip64 = false;
        end->n_total = n_total;
        end->cd_size = cd_size;
        end->cd_off = cd_off;
        found = true;
        break;
    }
    free(tail);
    if (!found)
        set_err(err, errlen, "%s: not a zip file (no end of central directory record)", z->path);
    return found;
}

/* Parses the central directory into z->entries and z->names. */
static bool read_directory(Zip *z, const EndRecord *end, char *err, size_t errlen)
{
    if (end->cd_size > end->pos) {
        set_err(err, errlen, "%s: corrupt zip: central directory (%llu bytes) overlaps the start of the file",
                z->path, (unsigned long long)end->cd_size);
        return false;
    }
    uint64_t cd_pos = end->pos - end->cd_size;
    if (end->cd_off > cd_pos) {
        set_err(err, errlen, "%s: corrupt zip: central directory offset %llu beyond its position %llu", z->path,
                (unsigned long long)end->cd_off, (unsigned long long)cd_pos);
        return false;
    }
    uint64_t base = cd_pos - end->cd_off; /* where the archive proper starts */
    uint8_t *cd = xmalloc(end->cd_size);
    if (!read_at(z->fd, cd_pos, cd, end->cd_size)) {
        set_err(err, errlen, "%s: read error in the central directory", z->path);
        free(cd);
        return false;
    }
    size_t cap = end->n_total && end->n_total < 1000000 ? (size_t)end->n_total : 1;
    z->entries = xmalloc(sizeof(ZipEntry) * cap);
    Buf names = {0};
    const uint8_t *p = cd, *lim = cd + end->cd_size;
    bool ok = false;
    while ((size_t)(lim - p) >= 4 && le32(p) == ZIP_CEN_SIG) {
        if ((size_t)(lim - p) < ZIP_CEN_SIZE) {
            set_err(err, errlen, "%s: corrupt zip: truncated central directory entry", z->path);
            goto out;
        }
        uint16_t nl = le16(p + 28), xl = le16(p + 30), cl = le16(p + 32);
        if ((size_t)(lim - p) - ZIP_CEN_SIZE < (size_t)nl + xl + cl) {
            set_err(err, errlen, "%s: corrupt zip: central directory entry overflows the directory", z->path);
            goto out;
        }
        const char *name = (const char *)p + ZIP_CEN_SIZE;
        if (memchr(name, 0, nl)) {
            set_err(err, errlen, "%s: corrupt zip: entry name contains a NUL byte", z->path);
            goto out;
        }
        uint64_t csize = le32(p + 20), usize = le32(p + 24), loff = le32(p + 42);
        if (csize == 0xFFFFFFFFu || usize == 0xFFFFFFFFu || loff == 0xFFFFFFFFu) {
            /* The ZIP64 extra field (id 1) holds the saturated values, in
             * the order uncompressed size, compressed size, local offset. */
            const uint8_t *x = p + ZIP_CEN_SIZE + nl, *xe = x + xl;
            bool got = false;
            while (xe - x >= 4) {
                uint16_t id = le16(x), len = le16(x + 2);
                if ((size_t)(xe - x) - 4 < len)
                    break;
                if (id == 1) {
                    const uint8_t *v = x + 4, *ve = v + len;
                    got = true;
                    uint64_t *fields[3] = {&usize, &csize, &loff};
                    for (int f = 0; f < 3; f++) {
                        if (*fields[f] != 0xFFFFFFFFu)
                            continue;
                        if (ve - v < 8) {
                            got = false;
                            break;
                        }
                        *fields[f] = le32(v) | ((uint64_t)le32(v + 4) << 32);
                        v += 8;
                    }
                    break;
                }
                x += 4 + len;
            }
            if (!got) {
                set_err(err, errlen, "%s: corrupt zip: entry %.*s lacks its ZIP64 extra field", z->path, (int)nl,
                        name);
                goto out;
            }
            if (csize > 0xFFFFFFFEu || usize > 0xFFFFFFFEu) {
                set_err(err, errlen, "%s: entry %.*s is 4 GiB or larger, which is not supported", z->path, (int)nl,
                        name);
                goto out;
            }
        }
        if (z->n == cap) {
            cap *= 2;
            z->entries = xrealloc(z->entries, sizeof(ZipEntry) * cap);
        }
        ZipEntry *e = &z->entries[z->n++];
        e->name_off = (uint32_t)names.len;
        e->name_len = nl;
        e->flags = le16(p + 8);
        e->method = le16(p + 10);
        e->crc = le32(p + 16);
        e->csize = (uint32_t)csize;
        e->usize = (uint32_t)usize;
        e->local_off = base + loff;
        buf_put(&names, name, nl);
        buf_putc(&names, 0);
        p += ZIP_CEN_SIZE + nl + xl + cl;
    }
    /* The 16-bit count wraps for archives with 65536 entries or more that were
     * written without ZIP64; the directory itself is authoritative then. */
    if (end->zip64 ? z->n != end->n_total : (z->n & 0xFFFF) != end->n_total) {
        set_err(err, errlen, "%s: corrupt zip: central directory has %zu entries, end record says %llu",
                z->path, z->n, (unsigned long long)end->n_total);
        goto out;
    }
    z->names = names.data ? names.data : xstrdup("");
    names.data = NULL;
    ok = true;
out:
    buf_free(&names);
    free(cd);
    return ok;
}

Zip *zip_open(const char *path, char *err, size_t errlen)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        set_err(err, errlen, "cannot open %s: %s", path, strerror(errno));
        return NULL;
    }
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        set_err(err, errlen, "%s: not a regular file", path);
        close(fd);
        return NULL;
    }
    Zip *z = xcalloc(1, sizeof *z);
    z->fd = fd;
    z->path = xstrdup(path);
    z->size = (uint64_t)st.st_size;
    EndRecord end;
    if (z->size < ZIP_END_SIZE) {
        set_err(err, errlen, "%s: not a zip file (%llu bytes is too short)", path,
                (unsigned long long)z->size);
        goto out_free;
    }
    if (!find_end(z, &end, err, errlen) || !read_directory(z, &end, err, errlen))
        goto out_free;
    build_index(z);
    return z;

out_free:
    zip_close(z);
    return NULL;
}

void zip_close(Zip *z)
{
    if (!z)
        return;
    if (z->fd >= 0)
        close(z->fd);
    free(z->path);
    free(z->entries);
    free(z->names);
    free(z->index);
    free(z);
}

bool zip_has(Zip *z, const char *name) { return lookup(z, name) != NULL; }

size_t zip_count(Zip *z) { return z->n; }

const char *zip_name(Zip *z, size_t i) { return i < z->n ? z->names + z->entries[i].name_off : NULL; }

/* Inflates raw deflate data in[0..clen) into out[0..ulen). One spare output byte
 * tells "more data than declared" from "exactly the declared size". */
static bool inflate_all(const uint8_t *in, uint32_t clen, uint8_t *out, uint32_t ulen, const char **why)
{
    z_stream s;
    memset(&s, 0, sizeof s);
    if (inflateInit2(&s, -MAX_WBITS) != Z_OK) {
        *why = "cannot initialise zlib";
        return false;
    }
    s.next_in = (Bytef *)in;
    s.avail_in = clen;
    s.next_out = out;
    s.avail_out = ulen + 1;
    int rc = inflate(&s, Z_FINISH);
    bool ok = false;
    if (rc == Z_STREAM_END)
        ok = s.total_out == ulen;
    if (rc == Z_STREAM_END || rc == Z_BUF_ERROR || rc == Z_OK)
        *why = ok ? NULL : rc == Z_STREAM_END ? "uncompressed size differs from the directory"
                           : s.avail_out == 0 ? "more data than the directory says"
                                              : "truncated deflate data";
    else
        *why = s.msg ? s.msg : "corrupt deflate data";
    inflateEnd(&s);
    return ok;
}

uint8_t *zip_read(Zip *z, const char *name, size_t *len, char *err, size_t errlen)
{
    if (err && errlen)
        err[0] = 0;
    const ZipEntry *e = lookup(z, name);
    if (!e)
        return NULL;
    if (e->flags & 1) {
        set_err(err, errlen, "%s: entry %s is encrypted", z->path, name);
        return NULL;
    }
    if (e->method != 0 && e->method != 8) {
        set_err(err, errlen, "%s: entry %s uses unsupported compression method %u", z->path, name, e->method);
        return NULL;
    }
    uint8_t loc[ZIP_LOC_SIZE];
    if (e->local_off > z->size || z->size - e->local_off < ZIP_LOC_SIZE ||
        !read_at(z->fd, e->local_off, loc, ZIP_LOC_SIZE) || le32(loc) != ZIP_LOC_SIG) {
        set_err(err, errlen, "%s: entry %s: bad local header", z->path, name);
        return NULL;
    }
    uint64_t data = e->local_off + ZIP_LOC_SIZE + le16(loc + 26) + le16(loc + 28);
    if (data > z->size || z->size - data < e->csize) {
        set_err(err, errlen, "%s: entry %s: data runs past the end of the file", z->path, name);
        return NULL;
    }
    if ((e->method == 0 && e->csize != e->usize) ||
        (e->method == 8 && (uint64_t)e->usize > (uint64_t)e->csize * ZIP_MAX_RATIO + 64)) {
        set_err(err, errlen, "%s: entry %s: size mismatch (compressed %u, uncompressed %u)", z->path, name,
                e->csize, e->usize);
        return NULL;
    }
    uint8_t *out = xmalloc((size_t)e->usize + 1);
    if (e->method == 0) {
        if (!read_at(z->fd, data, out, e->usize)) {
            set_err(err, errlen, "%s: entry %s: read error", z->path, name);
            goto out_free;
        }
    } else {
        uint8_t *in = xmalloc(e->csize);
        const char *why = NULL;
        bool ok = read_at(z->fd, data, in, e->csize);
        if (!ok)
            why = "read error";
        else
            ok = inflate_all(in, e->csize, out, e->usize, &why);
        free(in);
        if (!ok) {
            set_err(err, errlen, "%s: entry %s: %s", z->path, name, why);
            goto out_free;
        }
    }
    uint32_t crc = (uint32_t)crc32(0L, out, e->usize);
    if (crc != e->crc) {
        set_err(err, errlen, "%s: entry %s: CRC mismatch (0x%08x, directory says 0x%08x)", z->path, name, crc,
                e->crc);
        goto out_free;
    }
    *len = e->usize;
    return out;

out_free:
    free(out);
    return NULL;
}
