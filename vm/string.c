/* java.lang.String from C: creation from UTF-8 and UTF-16, conversion back,
 * and the intern table.
 *
 * JDK 17 strings hold a byte[] value and a coder: LATIN1 (0) with one byte per
 * char when every char fits, else UTF16 (1) with two bytes per char in the
 * platform's byte order (StringUTF16.isBigEndian says little-endian here).
 * The intern table is a hash set keyed by contents, and weak: a collection
 * drops the strings nothing else holds (a program interning many distinct
 * strings ran out of memory), as HotSpot's StringTable does. A second map
 * from Sym to String makes literal resolution a pointer lookup, and keeps
 * the literals alive, as a constant pool's resolved strings do in HotSpot,
 * so a literal stays the same object for the life of the VM. */
#include "vm/vm.h"

#include <langinfo.h>
#include <locale.h>

#include "checkpoint/ckpt.h"

#include "vm/loader.h"
#include "vm/heap.h"

static uint32_t off_value, off_coder;
static bool offsets_ready;

static Object **intern_tab;
static size_t intern_cap, intern_used;

typedef struct SymStr {
    Sym sym;
    Object *str;
} SymStr;
static SymStr *sym_tab;
static size_t sym_cap, sym_used;

static void offsets(void)
{
    if (offsets_ready)
        return;
    off_value = field_offset(WK.String, "value", "[B");
    off_coder = field_offset(WK.String, "coder", "B");
    offsets_ready = true;
}

static void string_scan_roots(void *arg)
{
    (void)arg;
    for (size_t i = 0; i < sym_cap; i++)
        heap_mark(sym_tab[i].str);
    /* While a checkpoint is live the table stays strong: a return's undo
     * log (intern_forget) names strings interned since, and must find them
     * still there to hash them. */
    if (g_ckpt_active)
        for (size_t i = 0; i < intern_cap; i++)
            heap_mark(intern_tab[i]);
}

static uint32_t content_hash(Object *s);

/* After marking: the table keeps the marked strings only (rebuilt, since
 * linear probing cannot just empty slots). */
static void intern_sweep(void)
{
    if (!intern_used || g_ckpt_active)
        return;
    size_t kept = 0;
    for (size_t i = 0; i < intern_cap; i++)
        if (intern_tab[i] && heap_is_marked(intern_tab[i]))
            kept++;
    if (kept == intern_used)
        return;
    Object **old = intern_tab;
    size_t cap = intern_cap;
    intern_tab = xcalloc(cap, sizeof(Object *));
    for (size_t i = 0; i < cap; i++) {
        Object *o = old[i];
        if (!o || !heap_is_marked(o))
            continue;
        size_t j = content_hash(o) & (cap - 1);
        while (intern_tab[j])
            j = (j + 1) & (cap - 1);
        intern_tab[j] = o;
    }
    free(old);
    intern_used = kept;
}

void str_init(void);
void str_init(void)
{
    heap_add_roots(string_scan_roots, NULL);
    heap_add_weak_hook(intern_sweep);
}

int32_t str_length(Object *s)
{
    offsets();
    Object *v = FIELD_AT(s, Object *, off_value);
    int32_t n = arr_len(v);
    return FIELD_AT(s, int8_t, off_coder) ? n / 2 : n;
}

const uint16_t *str_utf16_chars(Object *s)
{
    offsets();
    Object *v = FIELD_AT(s, Object *, off_value);
    return FIELD_AT(s, int8_t, off_coder) ? (const uint16_t *)arr_data(v) : NULL;
}

uint16_t str_char_at(Object *s, int32_t i)
{
    offsets();
    Object *v = FIELD_AT(s, Object *, off_value);
    if (FIELD_AT(s, int8_t, off_coder))
        return ARR_AT(v, uint16_t, i);
    return ARR_AT(v, uint8_t, i);
}

Object *str_new_utf16(Thread *th, const uint16_t *chars, size_t len)
{
    offsets();
    bool latin1 = true;
    for (size_t i = 0; i < len; i++)
        if (chars[i] > 0xff) {
            latin1 = false;
            break;
        }
    if (len > INT32_MAX / 2)
        return exc_oom(th), NULL;
    Object *v = arr_new_prim(th, 'B', (int32_t)(latin1 ? len : len * 2));
    if (!v)
        return NULL;
    if (latin1) {
        uint8_t *d = arr_data(v);
        for (size_t i = 0; i < len; i++)
            d[i] = (uint8_t)chars[i];
    } else {
        memcpy(arr_data(v), chars, len * 2);
    }
    Object *s = obj_new(th, WK.String);
    if (!s)
        return NULL;
    FIELD_AT(s, Object *, off_value) = v;
    FIELD_AT(s, int8_t, off_coder) = latin1 ? 0 : 1;
    return s;
}

/* Decode modified UTF-8 (or standard UTF-8 when std is true: 4-byte sequences
 * become surrogate pairs) into UTF-16. Malformed bytes decode as U+FFFD. */
static uint16_t *decode(const char *s, size_t len, bool std, size_t *out_len)
{
    uint16_t *u = xmalloc((len + 1) * sizeof(uint16_t));
    size_t n = 0;
    const uint8_t *p = (const uint8_t *)s, *end = p + len;
    while (p < end) {
        uint8_t c = *p;
        int k;
        int32_t ch = mutf8_char(p, end, &k);
        if (ch >= 0) {
            u[n++] = (uint16_t)ch;
            p += k;
        } else if (std && (c & 0xf8) == 0xf0 && p + 3 < end && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80 &&
                   (p[3] & 0xc0) == 0x80) {
            uint32_t cp = (uint32_t)(c & 0x07) << 18 | (uint32_t)(p[1] & 0x3f) << 12 | (uint32_t)(p[2] & 0x3f) << 6 |
                          (p[3] & 0x3f);
            cp -= 0x10000;
            u = xrealloc(u, (len + 2) * sizeof(uint16_t));
            u[n++] = (uint16_t)(0xd800 | (cp >> 10));
            u[n++] = (uint16_t)(0xdc00 | (cp & 0x3ff));
            p += 4;
        } else {
            u[n++] = 0xfffd;
            p++;
        }
    }
    *out_len = n;
    return u;
}

Object *str_new_utf8(Thread *th, const char *s, size_t len)
{
    size_t n;
    uint16_t *u = decode(s, len, false, &n);
    Object *str = str_new_utf16(th, u, n);
    free(u);
    return str;
}

Object *str_new_cstr(Thread *th, const char *s)
{
    size_t n;
    uint16_t *u = decode(s, strlen(s), true, &n);
    Object *str = str_new_utf16(th, u, n);
    free(u);
    return str;
}

static uint16_t *chars_of(Object *s, int32_t *len)
{
    int32_t n = str_length(s);
    uint16_t *u = xmalloc(((size_t)n + 1) * sizeof(uint16_t));
    for (int32_t i = 0; i < n; i++)
        u[i] = str_char_at(s, i);
    *len = n;
    return u;
}

/* How encode writes a string: modified UTF-8 (a class file's: NUL and each
 * surrogate as its own sequence), UTF-8 with an unpaired surrogate as its
 * own 3-byte sequence (the VM's C strings), or as String.getBytes(UTF_8)
 * makes it, an unpaired surrogate as '?' (file names: HotSpot's libjava
 * converts them so, and the 3-byte form named another file; hunt 12). */
typedef enum { ENC_MUTF8, ENC_UTF8_LOOSE, ENC_UTF8_JAVA } Encoding;

static char *encode(Object *s, Encoding enc, size_t *out_len)
{
    bool modified = enc == ENC_MUTF8;
    int32_t n;
    offsets();
    if (!FIELD_AT(s, int8_t, off_coder)) {
        /* The usual case, ASCII in a Latin-1 string: its bytes as they are. */
        Object *v = FIELD_AT(s, Object *, off_value);
        const uint8_t *b = arr_data(v);
        n = arr_len(v);
        int32_t i = 0;
        while (i < n && b[i] && b[i] < 0x80)
            i++;
        if (i == n) {
            char *out = xmalloc((size_t)n + 1);
            memcpy(out, b, (size_t)n);
            out[n] = 0;
            if (out_len)
                *out_len = (size_t)n;
            return out;
        }
    }
    uint16_t *u = chars_of(s, &n);
    char *out = xmalloc((size_t)n * 3 + 1);
    size_t k = 0;
    for (int32_t i = 0; i < n; i++) {
        uint32_t c = u[i];
        if (!modified && c >= 0xd800 && c <= 0xdbff && i + 1 < n && u[i + 1] >= 0xdc00 && u[i + 1] <= 0xdfff) {
            uint32_t cp = 0x10000 + ((c - 0xd800) << 10) + (u[i + 1] - 0xdc00);
            out = xrealloc(out, (size_t)n * 3 + 2);
            out[k++] = (char)(0xf0 | cp >> 18);
            out[k++] = (char)(0x80 | ((cp >> 12) & 0x3f));
            out[k++] = (char)(0x80 | ((cp >> 6) & 0x3f));
            out[k++] = (char)(0x80 | (cp & 0x3f));
            i++;
        } else if (c != 0 && c < 0x80) {
            out[k++] = (char)c;
        } else if (enc == ENC_UTF8_JAVA && c >= 0xd800 && c <= 0xdfff) {
            out[k++] = '?';
        } else if (c < 0x800) {
            out[k++] = (char)(0xc0 | c >> 6);
            out[k++] = (char)(0x80 | (c & 0x3f));
        } else {
            out[k++] = (char)(0xe0 | c >> 12);
            out[k++] = (char)(0x80 | ((c >> 6) & 0x3f));
            out[k++] = (char)(0x80 | (c & 0x3f));
        }
    }
    out[k] = 0;
    free(u);
    if (out_len)
        *out_len = k;
    return out;
}

char *str_to_cstr(Object *s) { return s ? encode(s, ENC_UTF8_LOOSE, NULL) : NULL; }

char *str_to_mutf8(Object *s, size_t *len) { return s ? encode(s, ENC_MUTF8, len) : NULL; }

/* ---- Platform strings ---------------------------------------------------------
 * File names, the working directory, the class path and -D values are bytes
 * in the locale's encoding (sun.jnu.encoding). In a UTF-8 locale they are
 * UTF-8. In the C or POSIX locale (many containers) the encoding is ASCII,
 * which HotSpot's libjava does not decode itself: new String(bytes, charset)
 * and getBytes(charset) make each byte past 0x7f U+FFFD, and each character
 * past 0x7f (a surrogate pair as one) '?'. So new File("\u00fc") is a file
 * named "?" there, as on HotSpot. */
bool str_platform_ascii(void)
{
    static int ascii = -1;
    if (ascii < 0) {
        setlocale(LC_CTYPE, ""); /* (what platformProperties does; idempotent) */
        const char *cs = nl_langinfo(CODESET);
        ascii = !cs || !*cs || !strcmp(cs, "ANSI_X3.4-1968") || !strcmp(cs, "646") || !strcmp(cs, "ISO646-US");
    }
    return ascii;
}

char *str_to_platform(Object *s)
{
    if (!s)
        return NULL;
    if (!str_platform_ascii())
        return encode(s, ENC_UTF8_JAVA, NULL);
    int32_t n = str_length(s);
    char *b = xmalloc((size_t)n + 1);
    size_t k = 0;
    for (int32_t i = 0; i < n; i++) {
        uint16_t c = str_char_at(s, i);
        if (c >= 0xd800 && c < 0xdc00 && i + 1 < n && str_char_at(s, i + 1) >= 0xdc00 &&
            str_char_at(s, i + 1) < 0xe000)
            i++;
        b[k++] = c < 0x80 ? (char)c : '?';
    }
    b[k] = 0;
    return b;
}

Object *str_new_platform(Thread *th, const char *s)
{
    size_t n = strlen(s);
    bool plain = true;
    for (size_t i = 0; i < n && plain; i++)
        plain = !((unsigned char)s[i] & 0x80);
    if (plain || !str_platform_ascii())
        return str_new_cstr(th, s);
    uint16_t *u = xmalloc((n + 1) * sizeof(uint16_t));
    for (size_t i = 0; i < n; i++)
        u[i] = (unsigned char)s[i] < 0x80 ? (unsigned char)s[i] : 0xfffd;
    Object *str = str_new_utf16(th, u, n);
    free(u);
    return str;
}

bool str_equals_cstr(Object *s, const char *c)
{
    char *t = str_to_cstr(s);
    bool eq = t && strcmp(t, c) == 0;
    free(t);
    return eq;
}

Sym str_to_sym(Object *s, bool slashes)
{
    size_t len;
    char *m = str_to_mutf8(s, &len);
    if (slashes)
        for (size_t i = 0; i < len; i++)
            if (m[i] == '.')
                m[i] = '/';
    Sym r = sym_intern(m, len);
    free(m);
    return r;
}

/* ---- Interning ---------------------------------------------------------------- */

static uint32_t content_hash(Object *s)
{
    int32_t n = str_length(s);
    uint32_t h = 0;
    for (int32_t i = 0; i < n; i++)
        h = 31 * h + str_char_at(s, i);
    return h;
}

static bool same_content(Object *a, Object *b)
{
    Object *va = FIELD_AT(a, Object *, off_value), *vb = FIELD_AT(b, Object *, off_value);
    if (FIELD_AT(a, int8_t, off_coder) != FIELD_AT(b, int8_t, off_coder))
        return false;
    int32_t n = arr_len(va);
    return n == arr_len(vb) && memcmp(arr_data(va), arr_data(vb), (size_t)n) == 0;
}

static void intern_grow(void)
{
    size_t ncap = intern_cap ? intern_cap * 2 : 4096;
    Object **nt = xcalloc(ncap, sizeof(Object *));
    for (size_t i = 0; i < intern_cap; i++) {
        Object *s = intern_tab[i];
        if (!s)
            continue;
        size_t j = content_hash(s) & (ncap - 1);
        while (nt[j])
            j = (j + 1) & (ncap - 1);
        nt[j] = s;
    }
    free(intern_tab);
    intern_tab = nt;
    intern_cap = ncap;
}

/* Take s out of the intern table (linear probing: later entries of the same
 * run move back so that lookups still find them). */
static void intern_forget(void *obj, void *unused)
{
    (void)unused;
    Object *s = obj;
    size_t mask = intern_cap - 1, i = content_hash(s) & mask;
    while (intern_tab[i] && intern_tab[i] != s)
        i = (i + 1) & mask;
    if (!intern_tab[i])
        return;
    intern_used--;
    for (size_t j = i;;) {
        intern_tab[i] = NULL;
        for (;;) {
            j = (j + 1) & mask;
            if (!intern_tab[j])
                return;
            size_t k = content_hash(intern_tab[j]) & mask;
            bool stays = i <= j ? (i < k && k <= j) : (i < k || k <= j);
            if (!stays)
                break;
        }
        intern_tab[i] = intern_tab[j];
        i = j;
    }
}

static void symstr_forget(void *sym, void *unused)
{
    (void)unused;
    size_t mask = sym_cap - 1, i = ((uintptr_t)sym >> 3) & mask;
    while (sym_tab[i].sym && sym_tab[i].sym != sym)
        i = (i + 1) & mask;
    if (!sym_tab[i].sym)
        return;
    sym_used--;
    for (size_t j = i;;) {
        sym_tab[i].sym = NULL;
        sym_tab[i].str = NULL;
        for (;;) {
            j = (j + 1) & mask;
            if (!sym_tab[j].sym)
                return;
            size_t k = ((uintptr_t)sym_tab[j].sym >> 3) & mask;
            bool stays = i <= j ? (i < k && k <= j) : (i < k || k <= j);
            if (!stays)
                break;
        }
        sym_tab[i] = sym_tab[j];
        i = j;
    }
}

Object *str_intern(Thread *th, Object *s)
{
    (void)th;
    offsets();
    if ((intern_used + 1) * 2 > intern_cap)
        intern_grow();
    size_t j = content_hash(s) & (intern_cap - 1);
    while (intern_tab[j]) {
        if (same_content(intern_tab[j], s))
            return intern_tab[j];
        j = (j + 1) & (intern_cap - 1);
    }
    intern_tab[j] = s;
    intern_used++;
    if (g_ckpt_active)
        ckpt_log_undo(intern_forget, s, NULL);
    return s;
}

Object *str_intern_utf8(Thread *th, Sym sym)
{
    if (sym_cap) {
        size_t j = ((uintptr_t)sym >> 3) & (sym_cap - 1);
        while (sym_tab[j].sym) {
            if (sym_tab[j].sym == sym)
                return sym_tab[j].str;
            j = (j + 1) & (sym_cap - 1);
        }
    }
    Object *s = str_new_utf8(th, sym, sym_len(sym));
    if (!s)
        return NULL;
    s = str_intern(th, s);
    if ((sym_used + 1) * 2 > sym_cap) {
        size_t ncap = sym_cap ? sym_cap * 2 : 4096;
        SymStr *nt = xcalloc(ncap, sizeof(SymStr));
        for (size_t i = 0; i < sym_cap; i++) {
            if (!sym_tab[i].sym)
                continue;
            size_t k = ((uintptr_t)sym_tab[i].sym >> 3) & (ncap - 1);
            while (nt[k].sym)
                k = (k + 1) & (ncap - 1);
            nt[k] = sym_tab[i];
        }
        free(sym_tab);
        sym_tab = nt;
        sym_cap = ncap;
    }
    size_t j = ((uintptr_t)sym >> 3) & (sym_cap - 1);
    while (sym_tab[j].sym)
        j = (j + 1) & (sym_cap - 1);
    sym_tab[j].sym = sym;
    sym_tab[j].str = s;
    sym_used++;
    if (g_ckpt_active)
        ckpt_log_undo(symstr_forget, (void *)sym, NULL);
    return s;
}
