/* A class path of directories and jar/zip files, searched in order by C code.
 *
 * Entries are kept as given; what an entry is gets decided on the first lookup
 * that reaches it (stat: a directory, or a regular file opened as a zip), and
 * that answer is kept: an entry that is missing or is not a readable zip then
 * never matches, as the JDK treats a bad class path element. A resource whose
 * entry cannot be read (a corrupt zip entry, an unreadable file) is skipped and
 * the search goes on with the next entry.
 *
 * Directory lookups refuse resource names that could leave the directory (an
 * absolute name or a ".." segment), so a name from Java code cannot read
 * arbitrary files. */
#include "classpath.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "util.h"
#include "zip.h"

/* Java arrays stop at 2^31 - 1 bytes; larger files are not resources. */
#define CP_MAX_FILE 0x7FFFFFF0u

typedef enum CpKind {
    CPK_UNKNOWN, /* not looked at yet */
    CPK_DIR,
    CPK_ZIP,
    CPK_NONE, /* missing, or not a directory or readable zip */
} CpKind;

typedef struct CpEntry {
    char *path;
    CpKind kind;
    Zip *zip;
} CpEntry;

struct ClassPath {
    CpEntry *e;
    size_t n, cap;
};

ClassPath *classpath_new(const char *list)
{
    ClassPath *cp = xcalloc(1, sizeof *cp);
    if (!list)
        return cp;
    const char *p = list;
    for (;;) {
        const char *colon = strchr(p, ':');
        size_t n = colon ? (size_t)(colon - p) : strlen(p);
        if (n) { /* empty elements ("a::b", a trailing ':') are ignored */
            char *entry = xmalloc(n + 1);
            memcpy(entry, p, n);
            entry[n] = 0;
            classpath_add(cp, entry);
            free(entry);
        }
        if (!colon)
            break;
        p = colon + 1;
    }
    return cp;
}

void classpath_free(ClassPath *cp)
{
    if (!cp)
        return;
    for (size_t i = 0; i < cp->n; i++) {
        zip_close(cp->e[i].zip);
        free(cp->e[i].path);
    }
    free(cp->e);
    free(cp);
}

void classpath_add(ClassPath *cp, const char *entry)
{
    if (cp->n == cp->cap) {
        cp->cap = cp->cap ? cp->cap * 2 : 4;
        cp->e = xrealloc(cp->e, sizeof(CpEntry) * cp->cap);
    }
    cp->e[cp->n++] = (CpEntry){xstrdup(entry), CPK_UNKNOWN, NULL};
}

size_t classpath_count(ClassPath *cp) { return cp->n; }

const char *classpath_entry(ClassPath *cp, size_t i) { return i < cp->n ? cp->e[i].path : NULL; }

static void classify(CpEntry *e)
{
    struct stat st;
    e->kind = CPK_NONE;
    if (stat(e->path, &st) != 0)
        return;
    if (S_ISDIR(st.st_mode)) {
        e->kind = CPK_DIR;
    } else if (S_ISREG(st.st_mode)) {
        char err[256];
        e->zip = zip_open(e->path, err, sizeof err);
        if (e->zip)
            e->kind = CPK_ZIP;
    }
}

/* True when a resource name stays inside the directory it is looked up in. */
static bool safe_relative(const char *res)
{
    if (!res[0] || res[0] == '/')
        return false;
    for (const char *s = res; *s;) {
        const char *slash = strchr(s, '/');
        size_t n = slash ? (size_t)(slash - s) : strlen(s);
        if (n == 2 && s[0] == '.' && s[1] == '.')
            return false;
        if (!slash)
            break;
        s = slash + 1;
    }
    return true;
}

/* The contents of a regular file, or NULL. */
static uint8_t *read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    uint8_t *buf = NULL;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size > CP_MAX_FILE)
        goto out_close;
    size_t size = (size_t)st.st_size, got = 0;
    buf = xmalloc(size ? size : 1);
    while (got < size) {
        ssize_t r = read(fd, buf + got, size - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    if (got != size) { /* the file shrank under us */
        free(buf);
        buf = NULL;
        goto out_close;
    }
    *len = size;
out_close:
    close(fd);
    return buf;
}

uint8_t *classpath_find(ClassPath *cp, const char *resource, size_t *len, const char **where)
{
    for (size_t i = 0; i < cp->n; i++) {
        CpEntry *e = &cp->e[i];
        if (e->kind == CPK_UNKNOWN)
            classify(e);
        uint8_t *data = NULL;
        if (e->kind == CPK_DIR && safe_relative(resource)) {
            size_t lp = strlen(e->path), lr = strlen(resource);
            char *full = xmalloc(lp + 1 + lr + 1);
            memcpy(full, e->path, lp);
            full[lp] = '/';
            memcpy(full + lp + 1, resource, lr + 1);
            data = read_file(full, len);
            free(full);
        } else if (e->kind == CPK_ZIP) {
            char err[256];
            data = zip_read(e->zip, resource, len, err, sizeof err);
        }
        if (data) {
            if (where)
                *where = e->path;
            return data;
        }
    }
    return NULL;
}
