/* Class-path wildcards and the launcher's argument lists, as java's launcher
 * (libjli) does them before parsing. */
#include "vm/args.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "classfile/util.h"

void args_add(ArgList *l, const char *s)
{
    if (l->n + 2 > l->cap) {
        l->cap = l->cap ? l->cap * 2 : 16;
        l->v = xrealloc(l->v, sizeof(char *) * (size_t)l->cap);
    }
    l->v[l->n++] = xstrdup(s);
    l->v[l->n] = NULL;
}

/* ---- Class-path wildcards ----------------------------------------------------- */

static bool is_jar_name(const char *name)
{
    size_t n = strlen(name);
    return n >= 4 && name[n - 4] == '.' && (!strcmp(name + n - 3, "jar") || !strcmp(name + n - 3, "JAR")) &&
           !strchr(name, ':');
}

/* "dir/ *" or "*", unless a file of that very name exists. */
static bool is_wildcard(const char *entry)
{
    size_t n = strlen(entry);
    struct stat st;
    return n > 0 && entry[n - 1] == '*' && (n == 1 || entry[n - 2] == '/') && stat(entry, &st) != 0;
}

/* Adds the jars of the wildcard's directory to out; false when there are none. */
static bool expand_wildcard(const char *entry, ArgList *out)
{
    size_t dlen = strlen(entry) - 1; /* keeps the '/' */
    char *dir = dlen ? strndup(entry, dlen) : xstrdup(".");
    DIR *d = opendir(dir);
    free(dir);
    if (!d)
        return false;
    int before = out->n;
    Buf path = {0};
    struct dirent *de;
    /* readdir's order, as java: not sorted. */
    while ((de = readdir(d))) {
        if (!is_jar_name(de->d_name))
            continue;
        path.len = 0;
        buf_put(&path, entry, dlen);
        buf_put(&path, de->d_name, strlen(de->d_name));
        args_add(out, buf_cstr(&path));
    }
    closedir(d);
    buf_free(&path);
    return out->n > before;
}

const char *args_expand_classpath(const char *cp)
{
    if (!strchr(cp, '*'))
        return cp;
    ArgList entries = {0};
    bool expanded = false;
    for (const char *p = cp;;) {
        const char *e = strchr(p, ':');
        char *entry = e ? strndup(p, (size_t)(e - p)) : xstrdup(p);
        if (is_wildcard(entry) && expand_wildcard(entry, &entries))
            expanded = true;
        else
            args_add(&entries, entry);
        free(entry);
        if (!e)
            break;
        p = e + 1;
    }
    if (!expanded)
        return cp;
    Buf b = {0};
    for (int i = 0; i < entries.n; i++) {
        if (i)
            buf_put(&b, ":", 1);
        buf_put(&b, entries.v[i], strlen(entries.v[i]));
    }
    return buf_cstr(&b);
}
