/* Field and method descriptors (JVMS 4.3): validation and the counts the
 * interpreter needs. Descriptors are checked once at parse time, so the counting
 * functions assume well-formed input. */
#include "classfile.h"

#include <string.h>

size_t desc_field_len(const char *p, size_t left)
{
    size_t i = 0;
    while (i < left && p[i] == '[')
        i++;
    if (i > 255 || i >= left)
        return 0;
    switch (p[i]) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
        return i + 1;
    case 'L': {
        size_t start = ++i;
        while (i < left && p[i] != ';') {
            char c = p[i];
            if (c == '.' || c == '[') /* '<' and '>' are allowed, as on HotSpot */
                return 0;
            if (c == '/' && (i == start || p[i - 1] == '/'))
                return 0;
            i++;
        }
        if (i >= left || i == start || p[i - 1] == '/')
            return 0;
        return i + 1;
    }
    default:
        return 0;
    }
}

bool desc_valid_field(const char *s, size_t len)
{
    size_t n = desc_field_len(s, len);
    return n && n == len;
}

bool desc_valid_method(const char *s, size_t len)
{
    if (len < 3 || s[0] != '(')
        return false;
    size_t i = 1;
    int slots = 0;
    while (i < len && s[i] != ')') {
        size_t n = desc_field_len(s + i, len - i);
        if (!n)
            return false;
        slots += (s[i] == 'J' || s[i] == 'D') ? 2 : 1;
        i += n;
    }
    if (i >= len || slots > 255)
        return false;
    i++;
    if (i < len && s[i] == 'V')
        return i + 1 == len;
    size_t n = desc_field_len(s + i, len - i);
    return n && i + n == len;
}

size_t desc_type_len(const char *p)
{
    const char *q = p;
    while (*q == '[')
        q++;
    if (*q == 'L') {
        const char *semi = strchr(q, ';');
        return semi ? (size_t)(semi + 1 - p) : strlen(p);
    }
    return (size_t)(q - p) + (*q != 0);
}

int desc_arg_slots(Sym desc)
{
    int slots = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        slots += (*p == 'J' || *p == 'D') ? 2 : 1;
        p += desc_type_len(p);
    }
    return slots;
}

int desc_arg_count(Sym desc)
{
    int count = 0;
    const char *p = desc + 1;
    while (*p && *p != ')') {
        count++;
        p += desc_type_len(p);
    }
    return count;
}

const char *desc_ret(const char *desc)
{
    /* Walk the parameters: a class name may itself hold ')'. */
    const char *p = desc + 1;
    while (*p && *p != ')')
        p += desc_type_len(p);
    return *p ? p + 1 : p;
}

char desc_ret_char(Sym desc)
{
    const char *r = desc_ret(desc);
    return *r ? *r : 'V';
}

int desc_type_size(char c)
{
    switch (c) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    default: return 8; /* J, D, references */
    }
}

/* One field type in the Java language's spelling: "int", "java.lang.String[]". */
size_t desc_put_external(Buf *b, const char *p)
{
    size_t n = desc_field_len(p, strlen(p));
    if (!n) {
        buf_putc(b, '?');
        return 0;
    }
    const char *q = p;
    while (*q == '[')
        q++;
    if (*q == 'L') {
        for (const char *r = q + 1; *r != ';'; r++)
            buf_putc(b, *r == '/' ? '.' : *r);
    } else {
        static const char *names[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean"};
        static const char codes[] = "BCDFIJSZ";
        buf_puts(b, names[strchr(codes, *q) - codes]);
    }
    for (const char *d = p; d < q; d++)
        buf_puts(b, "[]");
    return n;
}

void desc_put_method_external(Buf *b, const char *modifiers, const char *qualifier, Sym name, Sym desc)
{
    const char *r = desc_ret(desc);
    buf_printf(b, "'%s", modifiers ? modifiers : "");
    if (*r == 'V')
        buf_puts(b, "void");
    else if (*r)
        desc_put_external(b, r);
    buf_printf(b, " %s%s%s(", qualifier ? qualifier : "", qualifier ? "." : "", name);
    const char *p = desc + 1;
    for (bool first = true; *p && *p != ')'; first = false) {
        if (!first)
            buf_puts(b, ", ");
        size_t n = desc_put_external(b, p);
        if (!n)
            break;
        p += n;
    }
    buf_puts(b, ")'");
}
