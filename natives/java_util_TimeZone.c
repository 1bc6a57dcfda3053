/* java.util.TimeZone natives: the platform's time zone ID, found the way
 * libjava's TimeZone_md.c does on Linux:
 *   1. the TZ environment variable (a leading ':' and a "posix/" prefix dropped);
 *   2. /etc/timezone (Debian): its first line;
 *   3. /etc/localtime: if a symlink, the part of its target after "zoneinfo/";
 *      if a regular file, the file under /usr/share/zoneinfo with the same bytes.
 * NULL when none works (Java then uses GMT). */
#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "natives/natives.h"

#define ZONEINFO_DIR "/usr/share/zoneinfo"
#define DEFAULT_ZONEINFO_FILE "/etc/localtime"
#define ETC_TIMEZONE_FILE "/etc/timezone"

/* Read all of a regular file (malloc'd), or NULL. */
static char *read_file(const char *path, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return NULL;
    struct stat st;
    char *buf = NULL;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0 && (buf = malloc((size_t)st.st_size))) {
        size_t got = 0;
        while (got < (size_t)st.st_size) {
            ssize_t n = read(fd, buf + got, (size_t)st.st_size - got);
            if (n <= 0)
                break;
            got += (size_t)n;
        }
        if (got != (size_t)st.st_size) {
            free(buf);
            buf = NULL;
        }
        *len = got;
    }
    close(fd);
    return buf;
}

/* The ID of the zoneinfo file under dir (ID prefix prefix) whose contents are
 * buf, searched recursively; malloc'd, or NULL. */
static char *find_zoneinfo_file(const char *buf, size_t size, const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    if (!d)
        return NULL;
    char *found = NULL;
    struct dirent *e;
    while (!found && (e = readdir(d))) {
        const char *n = e->d_name;
        /* Skip hidden entries and the aliases libjava skips. */
        if (n[0] == '.' || !strcmp(n, "ROC") || !strcmp(n, "posixrules") || !strcmp(n, "localtime"))
            continue;
        char path[PATH_MAX], id[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", dir, n);
        snprintf(id, sizeof id, "%s%s%s", prefix, *prefix ? "/" : "", n);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            found = find_zoneinfo_file(buf, size, path, id);
        } else if (S_ISREG(st.st_mode) && (size_t)st.st_size == size) {
            size_t len;
            char *other = read_file(path, &len);
            if (other && len == size && memcmp(other, buf, size) == 0)
                found = strdup(id);
            free(other);
        }
    }
    closedir(d);
    return found;
}

/* Collapse "//", "/./" and "dir/../" in a path, in place. */
static void normalize(char *path)
{
    char *segs[PATH_MAX / 2];
    int n = 0;
    bool abs = path[0] == '/';
    char *copy = strdup(path);
    if (!copy)
        return;
    for (char *save, *tok = strtok_r(copy, "/", &save); tok; tok = strtok_r(NULL, "/", &save)) {
        if (!strcmp(tok, "."))
            continue;
        if (!strcmp(tok, "..") && n > 0 && strcmp(segs[n - 1], "..")) {
            n--;
            continue;
        }
        segs[n++] = tok;
    }
    char *out = path;
    if (abs)
        *out++ = '/';
    for (int i = 0; i < n; i++) {
        size_t l = strlen(segs[i]);
        memmove(out, segs[i], l);
        out += l;
        if (i + 1 < n)
            *out++ = '/';
    }
    *out = 0;
    free(copy);
}

static char *platform_zone_id(void)
{
    FILE *fp = fopen(ETC_TIMEZONE_FILE, "r");
    if (fp) {
        char line[256];
        char *tz = NULL;
        if (fgets(line, sizeof line, fp)) {
            char *nl = strchr(line, '\n');
            if (nl)
                *nl = 0;
            if (*line)
                tz = strdup(line);
        }
        fclose(fp);
        if (tz)
            return tz;
    }
    struct stat st;
    if (lstat(DEFAULT_ZONEINFO_FILE, &st) != 0)
        return NULL;
    if (S_ISLNK(st.st_mode)) {
        char link[PATH_MAX + 1];
        ssize_t n = readlink(DEFAULT_ZONEINFO_FILE, link, sizeof link - 1);
        if (n < 0)
            return NULL;
        link[n] = 0;
        normalize(link);
        char *z = strstr(link, "zoneinfo/");
        if (z)
            return strdup(z + strlen("zoneinfo/"));
    }
    /* A copy of a zoneinfo file (or a symlink elsewhere): compare contents. */
    size_t len;
    char *buf = read_file(DEFAULT_ZONEINFO_FILE, &len);
    if (!buf)
        return NULL;
    char *tz = NULL;
    /* The popular ones first, as libjava does. */
    static const char *const popular[] = {"UTC", "GMT"};
    for (size_t i = 0; !tz && i < ARRAY_LEN(popular); i++) {
        char path[PATH_MAX];
        snprintf(path, sizeof path, "%s/%s", ZONEINFO_DIR, popular[i]);
        size_t l2;
        char *other = read_file(path, &l2);
        if (other && l2 == len && memcmp(other, buf, len) == 0)
            tz = strdup(popular[i]);
        free(other);
    }
    if (!tz)
        tz = find_zoneinfo_file(buf, len, ZONEINFO_DIR, "");
    free(buf);
    return tz;
}

NATIVE(tz_getSystemTimeZoneID)
{
    if (!a[0].a) {
        ret->a = NULL;
        return;
    }
    const char *env = getenv("TZ");
    char *tz = env && *env ? strdup(env) : platform_zone_id();
    if (!tz) {
        ret->a = NULL;
        return;
    }
    const char *id = tz;
    if (*id == ':')
        id++;
    if (!strncmp(id, "posix/", 6))
        id += 6;
    ret->a = str_new_cstr(th, id);
    free(tz);
}

NATIVE(tz_getSystemGMTOffsetID)
{
    (void)a;
    time_t now = time(NULL);
    struct tm local, gmt;
    char off[8], id[32];
    /* "GMT" when there is no offset or it cannot be found. */
    if (!localtime_r(&now, &local) || !gmtime_r(&now, &gmt) ||
        (local.tm_hour == gmt.tm_hour && local.tm_min == gmt.tm_min) || strftime(off, sizeof off, "%z", &local) != 5) {
        ret->a = str_new_cstr(th, "GMT");
        return;
    }
    snprintf(id, sizeof id, "GMT%c%c%c:%c%c", off[0], off[1], off[2], off[3], off[4]);
    ret->a = str_new_cstr(th, id);
}

NATIVES_TABLE(java_util_TimeZone, "java/util/TimeZone",
    {"getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;", tz_getSystemTimeZoneID},
    {"getSystemGMTOffsetID", "()Ljava/lang/String;", tz_getSystemGMTOffsetID},
);
