/* Command-line preprocessing, as java's launcher (libjli) does it before parsing.
 *
 * Three rewrites happen before vm/main.c sees an option: JDK_JAVA_OPTIONS is
 * put in front of the arguments; each @file is replaced by the arguments the
 * file holds (java's syntax: white space separates, '...' and "..." quote,
 * '#' comments to the end of the line, and inside quotes \n \r \t \f escapes
 * and a backslash at the end of a line continuing the argument on the next,
 * leading white space dropped); and class-path wildcards are expanded.
 *
 * Expansion stops at the main class: what follows it belongs to the program.
 * To find it, every argument is classified as it goes by (scan_arg): an
 * option, the value of the option before it (args_takes_value), or the first
 * argument that is neither — the main class. @files are not nested: an @word
 * inside a file is an argument, as in java. */
#include "vm/args.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
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

void args_free(ArgList *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->v[i]);
    free(l->v);
    *l = (ArgList){0};
}

bool args_takes_value(const char *opt)
{
    static const char *const with_value[] = {
        "-cp", "-classpath", "--class-path", "-p", "--module-path", "--upgrade-module-path",
        "--add-modules", "--add-opens", "--add-exports", "--add-reads", "--limit-modules",
        "--patch-module", "--enable-native-access", "-d", "--describe-module", "--source",
        "-jar", "-m", "--module",
        /* Rivet's own */
        "-jdk", "-seed", "-quantum", "-tool", "-report", "-record", "-replay",
    };
    for (size_t i = 0; i < ARRAY_LEN(with_value); i++)
        if (!strcmp(opt, with_value[i]))
            return true;
    return false;
}

/* ---- Finding the main class --------------------------------------------------- */

static bool main_found;       /* the main class (or --module=) has been seen */
static bool expecting_value;  /* the previous option takes this argument */
static bool stop_expansion;   /* --disable-@files */

static void scan_arg(const char *arg)
{
    if (arg[0] == '-') {
        expecting_value = false;
        if (args_takes_value(arg)) {
            /* -jar's value is the "main class": expansion stops after it, but
             * "-jar @file" still expands @file to find the jar. */
            expecting_value = strcmp(arg, "-jar") && strcmp(arg, "-m") && strcmp(arg, "--module");
        } else if (!strcmp(arg, "--disable-@files")) {
            stop_expansion = true;
        } else if (!strncmp(arg, "--module=", 9)) {
            main_found = true;
        }
    } else {
        if (!expecting_value)
            main_found = true;
        expecting_value = false;
    }
}

/* ---- @file syntax ------------------------------------------------------------- */

enum { FIND_NEXT, IN_COMMENT, IN_QUOTE, IN_ESCAPE, SKIP_LEAD_WS, IN_TOKEN };

static bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

/* The arguments in text[0..len), appended to out. A token is the pieces
 * already collected in `parts` plus text[anchor..c); the quirks follow java:
 * a newline ends a token even inside quotes, '#' inside an unquoted word
 * drops the unquoted part before it, and an empty "" at the very end of the
 * file is no argument. */
static void parse_argfile(const char *text, size_t len, ArgList *out)
{
    Buf parts = {0};
    int state = FIND_NEXT;
    char quote = '"';
    size_t anchor = 0;
    for (size_t c = 0; c < len; c++) {
        char ch = text[c];
        if (state == FIND_NEXT || state == SKIP_LEAD_WS) {
            while (is_ws(ch)) {
                if (++c >= len)
                    goto done;
                ch = text[c];
            }
            state = state == FIND_NEXT ? IN_TOKEN : IN_QUOTE;
            anchor = c;
        } else if (state == IN_ESCAPE) {
            if (ch == '\n' || ch == '\r') {
                state = SKIP_LEAD_WS; /* a continued line */
            } else {
                char e = ch == 'n' ? '\n' : ch == 'r' ? '\r' : ch == 't' ? '\t' : ch == 'f' ? '\f' : ch;
                buf_put(&parts, &e, 1);
                state = IN_QUOTE;
            }
            anchor = c + 1;
            continue;
        } else if (state == IN_COMMENT) {
            while (ch != '\n' && ch != '\r') {
                if (++c >= len)
                    goto done;
                ch = text[c];
            }
            anchor = c + 1;
            state = FIND_NEXT;
            continue;
        }
        switch (ch) {
        case ' ':
        case '\t':
        case '\f':
            if (state == IN_QUOTE)
                continue;
            /* fall through */
        case '\n':
        case '\r':
            buf_put(&parts, text + anchor, c - anchor);
            args_add(out, buf_cstr(&parts));
            parts.len = 0;
            state = FIND_NEXT;
            break;
        case '#':
            if (state == IN_QUOTE)
                continue;
            state = IN_COMMENT;
            anchor = c + 1;
            break;
        case '\\':
            if (state != IN_QUOTE)
                continue;
            buf_put(&parts, text + anchor, c - anchor);
            state = IN_ESCAPE;
            anchor = c + 1;
            break;
        case '\'':
        case '"':
            if (state == IN_QUOTE && quote != ch)
                continue;
            buf_put(&parts, text + anchor, c - anchor);
            anchor = c + 1;
            if (state == IN_TOKEN) {
                quote = ch;
                state = IN_QUOTE;
            } else {
                state = IN_TOKEN;
            }
            break;
        default:
            break;
        }
    }
    if ((state == IN_TOKEN || state == IN_QUOTE) && anchor < len)
        buf_put(&parts, text + anchor, len - anchor);
done:
    if ((state == IN_TOKEN || state == IN_QUOTE) && parts.len)
        args_add(out, buf_cstr(&parts));
    buf_free(&parts);
}

static void read_argfile(const char *path, ArgList *out)
{
    FILE *f = fopen(path, "r");
    struct stat st;
    if (!f || fstat(fileno(f), &st) != 0) {
        fprintf(stderr, "Error: could not open `%s'\n", path);
        exit(1);
    }
    Buf text = {0};
    char chunk[4096];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        buf_put(&text, chunk, n);
    if (ferror(f)) {
        fprintf(stderr, "Error: loading: %s\n", path);
        exit(1);
    }
    fclose(f);
    parse_argfile(buf_cstr(&text), text.len, out);
    buf_free(&text);
}

/* One command-line argument: NULL if it stays as it is, else the list that
 * replaces it (an @file's contents, "@@x" unescaped, a split "--source N"). */
static bool preprocess(const char *arg, bool split_source, ArgList *repl)
{
    if (main_found)
        return false; /* a program argument */
    if (stop_expansion) {
        scan_arg(arg);
        return false;
    }
    if (split_source && !strncmp(arg, "--source", 8) && strchr(arg, ' ')) {
        /* A shebang line "#!/usr/bin/rivet --source 17" gives "--source 17" as one argument. */
        const char *p = arg;
        while (*p) {
            while (*p && isspace((unsigned char)*p))
                p++;
            const char *w = p;
            while (*p && !isspace((unsigned char)*p))
                p++;
            if (p > w) {
                char *word = strndup(w, (size_t)(p - w));
                scan_arg(word);
                args_add(repl, word);
                free(word);
            }
        }
        return true;
    }
    if (arg[0] != '@' || arg[1] == 0) {
        scan_arg(arg);
        return false;
    }
    if (arg[1] == '@') { /* @@x is the argument @x */
        scan_arg(arg + 1);
        args_add(repl, arg + 1);
        return true;
    }
    int first = repl->n;
    read_argfile(arg + 1, repl);
    for (int i = first; i < repl->n; i++)
        scan_arg(repl->v[i]);
    return true;
}

/* Launcher options that end option processing: not allowed in JDK_JAVA_OPTIONS. */
static bool is_terminal_opt(const char *a)
{
    static const char *const terminal[] = {"-jar", "-m", "--module", "--dry-run", "-h", "-?", "-help", "--help",
                                           "-X", "--help-extra", "-version", "--version", "-fullversion",
                                           "--full-version"};
    for (size_t i = 0; i < ARRAY_LEN(terminal); i++)
        if (!strcmp(a, terminal[i]))
            return true;
    return !strncmp(a, "--module=", 9);
}

bool args_split_env(const char *value, ArgList *out)
{
    Buf word = {0};
    const char *s = value;
    bool ok = true;
    while (*s) {
        while (*s && isspace((unsigned char)*s))
            s++;
        if (!*s)
            break;
        word.len = 0;
        while (*s && !isspace((unsigned char)*s)) {
            if (*s == '"' || *s == '\'') {
                char q = *s++;
                const char *e = strchr(s, q);
                if (!e) {
                    ok = false;
                    goto out;
                }
                buf_put(&word, s, (size_t)(e - s));
                s = e + 1;
            } else {
                buf_put(&word, s++, 1);
            }
        }
        args_add(out, buf_cstr(&word));
    }
out:
    buf_free(&word);
    return ok;
}

static void expand_env(const char *var, ArgList *out)
{
    const char *value = getenv(var);
    if (!value)
        return;
    fprintf(stderr, "NOTE: Picked up %s: %s\n", var, value);
    ArgList words = {0};
    if (!args_split_env(value, &words)) {
        fprintf(stderr, "Error: Unmatched quote in environment variable %s\n", var);
        exit(1);
    }
    for (int i = 0; i < words.n; i++) {
        const char *w = words.v[i];
        ArgList repl = {0};
        if (!preprocess(w, false, &repl)) {
            if (is_terminal_opt(w)) {
                fprintf(stderr, "Error: Option %s is not allowed in environment variable %s\n", w, var);
                exit(1);
            }
            args_add(out, w);
        } else {
            for (int j = 0; j < repl.n; j++) {
                if (is_terminal_opt(repl.v[j])) {
                    fprintf(stderr, "Error: Option %s in %s is not allowed in environment variable %s\n",
                            repl.v[j], w, var);
                    exit(1);
                }
                args_add(out, repl.v[j]);
            }
        }
        args_free(&repl);
        /* Checked after each word: an @file can name the main class too. */
        if (main_found) {
            fprintf(stderr, "Error: Cannot specify main class in environment variable %s\n", var);
            exit(1);
        }
    }
    args_free(&words);
}

void args_expand(int argc, char **argv, ArgList *out)
{
    args_add(out, argv[0]);
    expand_env("JDK_JAVA_OPTIONS", out);
    for (int i = 1; i < argc; i++) {
        ArgList repl = {0};
        if (preprocess(argv[i], true, &repl)) {
            for (int j = 0; j < repl.n; j++)
                args_add(out, repl.v[j]);
        } else {
            args_add(out, argv[i]);
        }
        args_free(&repl);
    }
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
    if (!expanded) {
        args_free(&entries);
        return cp;
    }
    Buf b = {0};
    for (int i = 0; i < entries.n; i++) {
        if (i)
            buf_put(&b, ":", 1);
        buf_put(&b, entries.v[i], strlen(entries.v[i]));
    }
    args_free(&entries);
    return buf_cstr(&b);
}
