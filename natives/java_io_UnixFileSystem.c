/* java.io.UnixFileSystem natives: file metadata and directory operations. */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/time.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "vm/fsundo.h"
#include "vm/loader.h"
#include "vm/vmio.h"
#include "natives/natives.h"

static char *file_path(Object *file)
{
    if (!file)
        return NULL;
    Object *p = FIELD_AT(file, Object *, field_offset(file->cls, "path", "Ljava/lang/String;"));
    return str_to_platform(p);
}

/* Path canonicalisation as libjava's canonicalize_md.c does it: realpath of
 * the whole path or, when that fails because a name does not exist (or is
 * not a directory, or may not be searched), of the longest prefix that
 * resolves, with the rest appended and its "." and ".." names removed
 * textually. So "link/../x" with x missing is x beside the link's target,
 * not beside the link, and any other failure of realpath on the way (ELOOP:
 * a symbolic-link loop) is an error. */

/* Remove "." names, and ".." names with the name before them (a ".." with
 * none before it goes alone), duplicate slashes and a trailing one. */
static void collapse(char *path)
{
    bool abs = path[0] == '/';
    char *names[PATH_MAX / 2 + 1];
    int n = 0;
    char buf[PATH_MAX];
    snprintf(buf, sizeof buf, "%s", path);
    char *save = NULL;
    for (char *tok = strtok_r(buf, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
        if (!strcmp(tok, "."))
            continue;
        if (!strcmp(tok, "..")) {
            if (n)
                n--;
            continue;
        }
        names[n++] = tok;
    }
    char res[PATH_MAX];
    size_t len = 0;
    res[0] = 0;
    if (abs)
        res[len++] = '/', res[len] = 0;
    for (int i = 0; i < n && len < sizeof res; i++)
        len += (size_t)snprintf(res + len, sizeof res - len, "%s%s", i ? "/" : "", names[i]);
    memcpy(path, res, strlen(res) + 1);
}

/* The canonical form of path into res (PATH_MAX bytes): 0, or an errno. */
static int canonical(const char *path, char *res)
{
    if (strlen(path) > PATH_MAX - 1)
        return ENAMETOOLONG;
    if (realpath(path, res)) {
        collapse(res);
        return 0;
    }
    char work[PATH_MAX];
    snprintf(work, sizeof work, "%s", path);
    size_t n = strlen(work);
    char *resolved = NULL;
    size_t cut = n; /* work[cut..] is what is appended to the resolved prefix */
    while (cut > 0) {
        while (--cut > 0 && work[cut] != '/')
            ;
        if (cut == 0)
            break;
        work[cut] = 0;
        resolved = realpath(work, res);
        work[cut] = '/';
        if (resolved)
            break;
        if (errno != ENOENT && errno != ENOTDIR && errno != EACCES)
            return errno;
    }
    if (!resolved) {
        memcpy(res, work, n + 1);
    } else {
        size_t rn = strlen(res);
        const char *rest = work + cut;
        if (rn > 0 && res[rn - 1] == '/' && *rest == '/')
            rest++;
        if (rn + strlen(rest) >= PATH_MAX)
            return ENAMETOOLONG;
        memcpy(res + rn, rest, strlen(rest) + 1);
    }
    collapse(res);
    return 0;
}

NATIVE(canonicalize0)
{
    char *path = str_to_platform(a[1].a);
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    char res[PATH_MAX] = "";
    int err = g_rp_mode != RP_REPLAY ? canonical(path, res) : 0;
    err = (int)RP_ANSWER('s', err, res, strlen(res) + 1, sizeof res); /* links may differ */
    free(path);
    if (err) {
        exc_throw(th, "java/io/IOException", "%s", strerror(err));
        return;
    }
    ret->a = str_new_platform(th, res);
}

NATIVE(getBooleanAttributes0)
{
    (void)th;
    char *p = file_path(a[1].a);
    struct stat st;
    int r = 0;
    if (p && stat(p, &st) == 0)
        r = 1 | (S_ISREG(st.st_mode) ? 2 : 0) | (S_ISDIR(st.st_mode) ? 4 : 0);
    free(p);
    ret->i = r;
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(checkAccess)
{
    (void)th;
    char *p = file_path(a[1].a);
    int mode = a[2].i == 4 ? R_OK : a[2].i == 2 ? W_OK : a[2].i == 1 ? X_OK : F_OK;
    ret->i = p && access(p, mode) == 0;
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(getLastModifiedTime)
{
    (void)th;
    char *p = file_path(a[1].a);
    struct stat st;
    ret->j = p && stat(p, &st) == 0 ? (int64_t)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000 : 0;
    free(p);
    ret->j = (int64_t)RP_ANSWER('s', ret->j, NULL, 0, 0);
}

NATIVE(getLength)
{
    (void)th;
    char *p = file_path(a[1].a);
    struct stat st;
    ret->j = p && stat(p, &st) == 0 ? st.st_size : 0;
    free(p);
    ret->j = (int64_t)RP_ANSWER('s', ret->j, NULL, 0, 0);
}

NATIVE(setPermission)
{
    (void)th;
    char *p = file_path(a[1].a);
    int access = a[2].i;
    bool enable = a[3].i, owner_only = a[4].i;
    struct stat st;
    ret->i = 0;
    if (p && stat(p, &st) == 0) {
        mode_t bits = 0;
        if (access & 4)
            bits |= owner_only ? S_IRUSR : (S_IRUSR | S_IRGRP | S_IROTH);
        if (access & 2)
            bits |= owner_only ? S_IWUSR : (S_IWUSR | S_IWGRP | S_IWOTH);
        if (access & 1)
            bits |= owner_only ? S_IXUSR : (S_IXUSR | S_IXGRP | S_IXOTH);
        mode_t m = enable ? (st.st_mode | bits) : (st.st_mode & ~bits);
        fsundo_attrs(p, -1, false);
        ret->i = chmod(p, m) == 0;
    }
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(createFileExclusively)
{
    char *p = str_to_platform(a[1].a);
    int fd = p ? vmio_open(p, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666) : -1; /* (undone by a return) */
    if (fd >= 0)
        vmio_close(fd);
    fd = (int)RP_ANSWER('s', fd, NULL, 0, 0);
    if (fd >= 0) {
        ret->i = 1;
    } else if (errno != EEXIST) {
        exc_throw(th, "java/io/IOException", "%s", strerror(errno));
    }
    free(p);
}

NATIVE(delete0)
{
    (void)th;
    char *p = file_path(a[1].a);
    ret->i = p && fs_remove(p) == 0;
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

/* Record/replay: a directory's entries are an input (count, then each name).
 * Returns the count; in a replay names is replaced by the recorded one. */
static int answer_names(char ***namesp, int n)
{
    int got = (int)rp_answer('l', n, NULL, 0, 0);
    if (g_rp_mode == RP_REPLAY) {
        if (got < 0 || got > 1000000)
            rp_diverged("a directory listing of %d names", got);
        *namesp = xrealloc(*namesp, sizeof(char *) * (size_t)(got + 1));
    }
    char **names = *namesp;
    for (int i = 0; i < got; i++) {
        char name[NAME_MAX + 1] = "";
        if (g_rp_mode == RP_RECORD)
            snprintf(name, sizeof name, "%s", names[i]);
        rp_answer('l', 0, name, strlen(name) + 1, sizeof name);
        if (g_rp_mode == RP_REPLAY)
            names[i] = xstrdup(name);
    }
    return got;
}

NATIVE(list)
{
    char *p = file_path(a[1].a);
    DIR *d = p ? opendir(p) : NULL;
    free(p);
    if ((intptr_t)RP_ANSWER('l', d != NULL, NULL, 0, 0) == 0) {
        if (d)
            closedir(d);
        return;
    }
    char **names = NULL;
    int n = 0, cap = 0;
    struct dirent *e;
    while (d && g_rp_mode != RP_REPLAY && (e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            names = xrealloc(names, sizeof(char *) * (size_t)cap);
        }
        names[n++] = xstrdup(e->d_name);
    }
    if (d)
        closedir(d);
    if (g_rp_mode != RP_OFF)
        n = answer_names(&names, n);
    Object *arr = arr_new_ref(th, WK.String, n);
    for (int i = 0; i < n; i++) {
        if (arr) {
            Object *s = str_new_platform(th, names[i]);
            if (!s) {
                arr = NULL;
            } else {
                heap_barrier(arr);
                ARR_AT(arr, Object *, i) = s;
            }
        }
        free(names[i]);
    }
    free(names);
    ret->a = arr;
}

NATIVE(createDirectory)
{
    (void)th;
    char *p = file_path(a[1].a);
    ret->i = p && fs_mkdir(p, 0777) == 0;
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(rename0)
{
    (void)th;
    char *x = file_path(a[1].a), *y = file_path(a[2].a);
    ret->i = x && y && fs_rename(x, y) == 0;
    free(x);
    free(y);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(setLastModifiedTime)
{
    (void)th;
    char *p = file_path(a[1].a);
    int64_t ms = a[2].j;
    struct stat st;
    ret->i = 0;
    if (p && stat(p, &st) == 0) {
        struct timeval tv[2];
        tv[0].tv_sec = st.st_atim.tv_sec;
        tv[0].tv_usec = st.st_atim.tv_nsec / 1000;
        tv[1].tv_sec = ms / 1000;
        tv[1].tv_usec = (ms % 1000) * 1000;
        fsundo_attrs(p, -1, false);
        ret->i = utimes(p, tv) == 0;
    }
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(setReadOnly)
{
    (void)th;
    char *p = file_path(a[1].a);
    struct stat st;
    if (p)
        fsundo_attrs(p, -1, false);
    ret->i = p && stat(p, &st) == 0 && chmod(p, st.st_mode & ~(mode_t)(S_IWUSR | S_IWGRP | S_IWOTH)) == 0;
    free(p);
    ret->i = (int32_t)RP_ANSWER('s', ret->i, NULL, 0, 0);
}

NATIVE(getSpace)
{
    (void)th;
    char *p = file_path(a[1].a);
    struct statvfs sv;
    ret->j = 0;
    if (p && statvfs(p, &sv) == 0) {
        switch (a[2].i) {
        case 0: ret->j = (int64_t)sv.f_frsize * (int64_t)sv.f_blocks; break;
        case 1: ret->j = (int64_t)sv.f_frsize * (int64_t)sv.f_bfree; break;
        case 2: ret->j = (int64_t)sv.f_frsize * (int64_t)sv.f_bavail; break;
        }
    }
    free(p);
    ret->j = (int64_t)RP_ANSWER('s', ret->j, NULL, 0, 0);
}

NATIVE(getNameMax0)
{
    (void)th;
    char *p = str_to_platform(a[1].a);
    long n = p ? pathconf(p, _PC_NAME_MAX) : -1;
    free(p);
    ret->j = n > 0 ? n : 255;
}

NATIVES_TABLE(java_io_UnixFileSystem, "java/io/UnixFileSystem",
    {"canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", canonicalize0},
    {"getBooleanAttributes0", "(Ljava/io/File;)I", getBooleanAttributes0},
    {"checkAccess", "(Ljava/io/File;I)Z", checkAccess},
    {"getLastModifiedTime", "(Ljava/io/File;)J", getLastModifiedTime},
    {"getLength", "(Ljava/io/File;)J", getLength},
    {"setPermission", "(Ljava/io/File;IZZ)Z", setPermission},
    {"createFileExclusively", "(Ljava/lang/String;)Z", createFileExclusively},
    {"delete0", "(Ljava/io/File;)Z", delete0},
    {"list", "(Ljava/io/File;)[Ljava/lang/String;", list},
    {"createDirectory", "(Ljava/io/File;)Z", createDirectory},
    {"rename0", "(Ljava/io/File;Ljava/io/File;)Z", rename0},
    {"setLastModifiedTime", "(Ljava/io/File;J)Z", setLastModifiedTime},
    {"setReadOnly", "(Ljava/io/File;)Z", setReadOnly},
    {"getSpace", "(Ljava/io/File;I)J", getSpace},
    {"getNameMax0", "(Ljava/lang/String;)J", getNameMax0},
);
