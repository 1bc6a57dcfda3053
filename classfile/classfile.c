/* Class-file parser (JVMS chapter 4), versions 45 to 61.
 *
 * One pass over the bytes with a bounds-checked reader: every read checks the
 * remaining length, so a truncated or corrupted file ends in a ClassFormatError
 * with a message, never an out-of-bounds access. Everything kept is copied into
 * the class's arena (the input may be an mmap'd image or a Java byte[]).
 * Constant-pool cross references are checked for range and tag here, so later
 * stages can use cp_* accessors without checks. */
#include "classfile.h"

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Reader {
    const uint8_t *p, *end;
    CfError *err;
    Class *cls;
    uint8_t module_tag; /* a Module or Package constant seen: an error once
                         * the flags show this is not a module-info */
} Reader;

bool cf_enable_preview;

static bool fail(Reader *r, CfErrorKind kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static bool fail(Reader *r, CfErrorKind kind, const char *fmt, ...)
{
    if (r->err->kind != CFE_NONE)
        return false;
    r->err->kind = kind;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err->msg, sizeof r->err->msg, fmt, ap);
    va_end(ap);
    return false;
}

#define FORMAT(...) fail(r, CFE_FORMAT, __VA_ARGS__)

static __attribute__((noinline, cold)) bool truncated(Reader *r)
{
    return FORMAT("Truncated class file");
}

/* need, u1, u2 and u4 read every byte of every class: inline, with the
 * failure out of line. */
static inline bool need(Reader *r, size_t n)
{
    if (unlikely((size_t)(r->end - r->p) < n))
        return truncated(r);
    return true;
}

static inline bool u1(Reader *r, uint8_t *v)
{
    if (!need(r, 1))
        return false;
    *v = *r->p++;
    return true;
}

static inline bool u2(Reader *r, uint16_t *v)
{
    if (!need(r, 2))
        return false;
    *v = be16(r->p);
    r->p += 2;
    return true;
}

static inline bool u4(Reader *r, uint32_t *v)
{
    if (!need(r, 4))
        return false;
    *v = be32(r->p);
    r->p += 4;
    return true;
}

static void *alloc(Reader *r, size_t n) { return arena_alloc(&r->cls->arena, n); }

static bool copy_bytes(Reader *r, uint32_t len, Bytes *out)
{
    if (!need(r, len))
        return false;
    uint8_t *d = alloc(r, len);
    memcpy(d, r->p, len);
    out->data = d;
    out->len = len;
    r->p += len;
    return true;
}

/* Modified UTF-8 (JVMS 4.4.7): no zero bytes, no bytes in 0xf0..0xff, and
 * well-formed two and three byte sequences. */
static bool utf8_valid(const uint8_t *s, size_t n)
{
    size_t i = 0;
    while (i < n) {
        /* Eight ASCII bytes at a time, none zero: most names are plain ASCII,
         * and this check ran on every byte of every class's pool. */
        while (i + 8 <= n) {
            uint64_t w;
            memcpy(&w, s + i, 8);
            if ((w | (w - 0x0101010101010101u)) & 0x8080808080808080u)
                break; /* a byte >= 0x80, or a zero byte */
            i += 8;
        }
        if (i >= n)
            break;
        uint8_t c = s[i];
        if (c == 0 || c >= 0xf0)
            return false;
        if (c < 0x80) {
            i++;
        } else if ((c & 0xe0) == 0xc0) {
            if (i + 1 >= n || (s[i + 1] & 0xc0) != 0x80)
                return false;
            i += 2;
        } else if ((c & 0xf0) == 0xe0) {
            if (i + 2 >= n || (s[i + 1] & 0xc0) != 0x80 || (s[i + 2] & 0xc0) != 0x80)
                return false;
            i += 3;
        } else {
            return false;
        }
    }
    return true;
}

static bool cp_check(Reader *r, uint16_t i, uint8_t tag, const char *what)
{
    const ConstantPool *cp = &r->cls->cp;
    if (i == 0 || i >= cp->count || cp->tags[i] != tag)
        return FORMAT("Invalid constant pool index %u for %s in class file %s", i, what, r->cls->name);
    return true;
}

/* The same check in HotSpot's words for where it is: fmt has %u (the index)
 * and %s (the class). */
static bool cp_check_msg(Reader *r, uint16_t i, uint8_t tag, const char *fmt)
{
    const ConstantPool *cp = &r->cls->cp;
    if (i == 0 || i >= cp->count || cp->tags[i] != tag) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
        return FORMAT(fmt, i, r->cls->name);
#pragma GCC diagnostic pop
    }
    return true;
}

#define CP_INVALID "Invalid constant pool index %u in class file %s"

static bool valid_class_name(Sym name);
static bool valid_member_name(Sym name, bool method);

/* A symbol's descriptor checks, memoised in the symbol (sym_checked). */
static bool field_desc_ok(Sym d)
{
    int k = sym_checked(d, SYM_CHECK_FIELD_DESC);
    return k >= 0 ? k : sym_check_put(d, SYM_CHECK_FIELD_DESC, desc_valid_field(d, sym_len(d)));
}
static bool method_desc_ok(Sym d)
{
    int k = sym_checked(d, SYM_CHECK_METHOD_DESC);
    return k >= 0 ? k : sym_check_put(d, SYM_CHECK_METHOD_DESC, desc_valid_method(d, sym_len(d)));
}
static bool legal_class_modifiers(uint16_t acc, uint16_t major);
static bool illegal_signature(Reader *r, const char *kind, Sym name, Sym desc);
static bool check_class_modifiers(Reader *r, uint16_t *acc);
static bool legal_method_modifiers(uint16_t acc, bool iface, bool init, uint16_t major);

static bool parse_cp(Reader *r)
{
    Class *cls = r->cls;
    ConstantPool *cp = &cls->cp;
    uint16_t count;
    if (!u2(r, &count))
        return false;
    if (count == 0)
        return FORMAT("Illegal constant pool size 0");
    cp->count = count;
    cp->tags = alloc(r, count);
    cp->raw = alloc(r, sizeof(uint64_t) * count);
    cp->res = alloc(r, sizeof(void *) * count);
    for (uint16_t i = 1; i < count; i++) {
        uint8_t tag;
        if (!u1(r, &tag))
            return false;
        cp->tags[i] = tag;
        /* Entries for method handles and call sites need a newer class file, as on HotSpot. */
        if (((tag == CONSTANT_MethodHandle || tag == CONSTANT_MethodType || tag == CONSTANT_InvokeDynamic) &&
             cls->major < 51) || (tag == CONSTANT_Dynamic && cls->major < 55))
            return FORMAT("Class file version does not support constant tag %u in class file %s", tag, cls->name);
        switch (tag) {
        case CONSTANT_Utf8: {
            uint16_t len;
            if (!u2(r, &len) || !need(r, len))
                return false;
            if (!utf8_valid(r->p, len))
                return FORMAT("Illegal UTF8 string in constant pool in class file %s", cls->name);
            cp->raw[i] = (uintptr_t)sym_intern((const char *)r->p, len);
            r->p += len;
            break;
        }
        case CONSTANT_Integer:
        case CONSTANT_Float: {
            uint32_t v;
            if (!u4(r, &v))
                return false;
            cp->raw[i] = v;
            break;
        }
        case CONSTANT_Long:
        case CONSTANT_Double: {
            uint32_t hi, lo;
            if (!u4(r, &hi) || !u4(r, &lo))
                return false;
            cp->raw[i] = (uint64_t)hi << 32 | lo;
            if (++i >= count)
                return FORMAT("Invalid constant pool entry: long or double at the end");
            cp->tags[i] = 0; /* the unusable second slot */
            break;
        }
        case CONSTANT_Module:
        case CONSTANT_Package:
            /* Only a module-info has these, and it is refused by its flags. */
            if (cls->major < 53)
                return FORMAT("Unknown constant tag %u in class file %s", tag, cls->name);
            r->module_tag = tag;
            /* fall through */
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType: {
            uint16_t a;
            if (!u2(r, &a))
                return false;
            cp->raw[i] = a;
            break;
        }
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
        case CONSTANT_NameAndType:
        case CONSTANT_Dynamic:
        case CONSTANT_InvokeDynamic: {
            uint16_t a, b;
            if (!u2(r, &a) || !u2(r, &b))
                return false;
            cp->raw[i] = (uint64_t)a | (uint64_t)b << 16;
            break;
        }
        case CONSTANT_MethodHandle: {
            uint8_t kind;
            uint16_t ref;
            if (!u1(r, &kind) || !u2(r, &ref))
                return false;
            if (kind < REF_getField || kind > REF_invokeInterface)
                return FORMAT("Bad method handle kind %u at constant pool index %u", kind, i);
            cp->raw[i] = (uint64_t)kind | (uint64_t)ref << 16;
            break;
        }
        default:
            return FORMAT("Unknown constant tag %u in class file %s", tag, cls->name);
        }
    }
    /* Cross references. */
    for (uint16_t i = 1; i < count; i++) {
        switch (cp->tags[i]) {
        case CONSTANT_Class:
        case CONSTANT_String:
        case CONSTANT_MethodType:
        case CONSTANT_Module:
        case CONSTANT_Package:
            if (!cp_check_msg(r, cp_a(cp, i), CONSTANT_Utf8, CP_INVALID))
                return false;
            break;
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
            if (!cp_check_msg(r, cp_a(cp, i), CONSTANT_Class, CP_INVALID) ||
                !cp_check_msg(r, cp_b(cp, i), CONSTANT_NameAndType, CP_INVALID))
                return false;
            break;
        case CONSTANT_NameAndType:
            if (!cp_check_msg(r, cp_a(cp, i), CONSTANT_Utf8, CP_INVALID) ||
                !cp_check_msg(r, cp_b(cp, i), CONSTANT_Utf8, CP_INVALID))
                return false;
            break;
        case CONSTANT_Dynamic:
        case CONSTANT_InvokeDynamic:
            if (!cp_check_msg(r, cp_b(cp, i), CONSTANT_NameAndType, CP_INVALID))
                return false;
            break;
        case CONSTANT_MethodHandle: {
            uint16_t kind = cp_a(cp, i), ref = cp_b(cp, i);
            if (ref == 0 || ref >= count)
                return FORMAT("Invalid method handle reference at constant pool index %u", i);
            uint8_t t = cp->tags[ref];
            bool ok = kind <= REF_putStatic ? t == CONSTANT_Fieldref
                      : kind == REF_invokeInterface ? t == CONSTANT_InterfaceMethodref
                      : kind == REF_invokeVirtual || kind == REF_newInvokeSpecial
                          ? t == CONSTANT_Methodref
                          : t == CONSTANT_Methodref || t == CONSTANT_InterfaceMethodref;
            if (!ok)
                return FORMAT("Invalid method handle reference at constant pool index %u", i);
            break;
        }
        default:
            break;
        }
    }
    /* Descriptors of member references, dynamic constants and call sites, and
     * method types (the interpreter walks them unchecked), and class names. */
    for (uint16_t i = 1; i < count; i++) {
        uint8_t t = cp->tags[i];
        if (t == CONSTANT_NameAndType) {
            /* Checked whether used or not: a method's if the type says so. */
            Sym n = cp_utf8(cp, cp_a(cp, i)), d = cp_utf8(cp, cp_b(cp, i));
            if (!sym_len(d) || !sym_len(n))
                return FORMAT("Illegal zero length constant pool entry at %u in class %s",
                              sym_len(d) ? cp_a(cp, i) : cp_b(cp, i), cls->name);
            bool method = d[0] == '(';
            if (!valid_member_name(n, method))
                return FORMAT("Illegal %s name \"%s\" in class %s", method ? "method" : "field", n, cls->name);
            if (method ? !method_desc_ok(d) || (n[0] == '<' && desc_ret_char(d) != 'V')
                       : !field_desc_ok(d))
                return illegal_signature(r, method ? "Method" : "Field", n, d);
            continue;
        }
        if (t == CONSTANT_Class) {
            if (!valid_class_name(cp_class_name(cp, i)))
                return FORMAT("Illegal class name \"%s\" at constant pool index %u", cp_class_name(cp, i), i);
            continue;
        }
        bool field = t == CONSTANT_Fieldref || t == CONSTANT_Dynamic;
        if (t == CONSTANT_Fieldref || t == CONSTANT_Methodref || t == CONSTANT_InterfaceMethodref) {
            Sym n = cp_nat_name(cp, i);
            if (!valid_member_name(n, !field) || n == S.clinit)
                return FORMAT("Illegal %s name \"%s\" in class %s", field ? "field" : "method", n, cls->name);
        }
        Sym d;
        if (t == CONSTANT_Fieldref || t == CONSTANT_Methodref || t == CONSTANT_InterfaceMethodref ||
            t == CONSTANT_Dynamic || t == CONSTANT_InvokeDynamic)
            d = cp_nat_desc(cp, i);
        else if (t == CONSTANT_MethodType)
            d = cp_utf8(cp, cp_a(cp, i));
        else
            continue;
        bool ok = field ? field_desc_ok(d) : method_desc_ok(d);
        if (!ok && t != CONSTANT_MethodType)
            return illegal_signature(r, field ? "Field" : "Method", cp_nat_name(cp, i), d);
        if (!ok)
            return FORMAT("Invalid descriptor %s at constant pool index %u", d, i);
    }
    return true;
}

static bool class_name_at(Reader *r, uint16_t idx, Sym *out, const char *what)
{
    if (!cp_check(r, idx, CONSTANT_Class, what))
        return false;
    *out = cp_class_name(&r->cls->cp, idx);
    return true;
}

static bool utf8_at(Reader *r, uint16_t idx, Sym *out, const char *what)
{
    if (!cp_check(r, idx, CONSTANT_Utf8, what))
        return false;
    *out = cp_utf8(&r->cls->cp, idx);
    return true;
}

/* Reads an attribute header; *name is the attribute name, the body is [r->p, *body_end). */
static bool attr_header(Reader *r, Sym *name, const uint8_t **body_end)
{
    uint16_t ni;
    uint32_t len;
    if (!u2(r, &ni) || !u4(r, &len))
        return false;
    if (!utf8_at(r, ni, name, "attribute name"))
        return false;
    if (!need(r, len))
        return false;
    *body_end = r->p + len;
    return true;
}

static bool attr_end(Reader *r, const uint8_t *body_end, Sym name)
{
    if (r->p != body_end)
        return FORMAT("Wrong %s attribute length in class file %s", name, r->cls->name);
    return true;
}

static bool parse_u2_list(Reader *r, uint16_t *n, uint16_t **out, uint8_t tag, const char *what)
{
    if (!u2(r, n) || !need(r, (size_t)*n * 2))
        return false;
    *out = alloc(r, sizeof(uint16_t) * (*n ? *n : 1));
    for (uint16_t i = 0; i < *n; i++) {
        u2(r, &(*out)[i]);
        if (tag && !cp_check(r, (*out)[i], tag, what))
            return false;
    }
    return true;
}

/* The duplicate-member check (JVMS 4.5, 4.6: no two fields, or methods, with
 * the same name and descriptor). Members are added one by one as they are
 * parsed; a class of more than 32 looks its earlier ones up in a table of
 * their indices instead of scanning them all (a class of 30,000 methods took
 * 3 s). */
typedef struct Members {
    const char *base; /* cls->fields or cls->methods */
    size_t stride, name_off, desc_off;
    uint16_t *slot;   /* index + 1, 0 free; NULL: scan */
    uint32_t mask;
} Members;

static void members_init(Reader *r, Members *ms, const void *base, size_t stride, size_t name_off, size_t desc_off,
                         uint16_t n)
{
    *ms = (Members){base, stride, name_off, desc_off, NULL, 0};
    if (n > 32) {
        uint32_t cap = 64;
        while (cap < 2u * n)
            cap *= 2;
        ms->slot = alloc(r, cap * sizeof(uint16_t));
        ms->mask = cap - 1;
    }
}

static Sym member_sym(const Members *ms, uint32_t i, size_t off)
{
    Sym s;
    memcpy(&s, ms->base + i * ms->stride + off, sizeof s);
    return s;
}

/* Whether member i's name and descriptor are an earlier member's; adds it. */
static bool member_dup(Members *ms, uint32_t i)
{
    Sym name = member_sym(ms, i, ms->name_off), desc = member_sym(ms, i, ms->desc_off);
    if (!ms->slot) {
        for (uint32_t j = 0; j < i; j++)
            if (member_sym(ms, j, ms->name_off) == name && member_sym(ms, j, ms->desc_off) == desc)
                return true;
        return false;
    }
    uint32_t h = (sym_hash(name) * 31u + sym_hash(desc)) & ms->mask;
    for (; ms->slot[h]; h = (h + 1) & ms->mask) {
        uint32_t j = ms->slot[h] - 1u;
        if (member_sym(ms, j, ms->name_off) == name && member_sym(ms, j, ms->desc_off) == desc)
            return true;
    }
    ms->slot[h] = (uint16_t)(i + 1);
    return false;
}

static bool parse_fields(Reader *r)
{
    Class *cls = r->cls;
    uint16_t n;
    if (!u2(r, &n))
        return false;
    cls->n_fields = n;
    cls->fields = alloc(r, sizeof(Field) * (n ? n : 1));
    Members seen;
    members_init(r, &seen, cls->fields, sizeof(Field), offsetof(Field, name), offsetof(Field, desc), n);
    for (uint16_t i = 0; i < n; i++) {
        Field *f = &cls->fields[i];
        uint16_t acc, ni, di, na;
        if (!u2(r, &acc) || !u2(r, &ni) || !u2(r, &di) || !u2(r, &na))
            return false;
        f->cls = cls;
        f->slot = i;
        f->access = acc;
        if (!cp_check_msg(r, ni, CONSTANT_Utf8, "Illegal constant pool index %u for field name in class file %s") ||
            !cp_check_msg(r, di, CONSTANT_Utf8, "Illegal constant pool index %u for field signature in class file %s"))
            return false;
        f->name = cp_utf8(&cls->cp, ni);
        f->desc = cp_utf8(&cls->cp, di);
        if (!valid_member_name(f->name, false))
            return FORMAT("Illegal field name \"%s\" in class %s", f->name, cls->name);
        if (!field_desc_ok(f->desc))
            return illegal_signature(r, "Field", f->name, f->desc);
        f->type = f->desc[0] == '[' ? 'L' : (uint8_t)f->desc[0];
        if ((acc & ACC_PUBLIC) + !!(acc & ACC_PRIVATE) + !!(acc & ACC_PROTECTED) > 1 ||
            ((acc & ACC_FINAL) && (acc & ACC_VOLATILE)))
            return FORMAT("Illegal field modifiers in class %s: 0x%X", cls->name, acc);
        if ((cls->access & ACC_INTERFACE) &&
            (acc & (ACC_PUBLIC | ACC_STATIC | ACC_FINAL)) != (ACC_PUBLIC | ACC_STATIC | ACC_FINAL))
            return FORMAT("Illegal field modifiers in class %s: 0x%X", cls->name, acc);
        if (member_dup(&seen, i))
            return FORMAT("Duplicate field name \"%s\" with signature \"%s\" in class file %s", f->name,
                          f->desc, cls->name);
        for (uint16_t a = 0; a < na; a++) {
            Sym an;
            const uint8_t *end;
            if (!attr_header(r, &an, &end))
                return false;
            if (an == S.ConstantValue) {
                uint16_t ci;
                if (!u2(r, &ci))
                    return false;
                if (ci == 0 || ci >= cls->cp.count)
                    return FORMAT("Bad constant value index %u in class file %s", ci, cls->name);
                uint8_t t = cls->cp.tags[ci];
                char c = f->desc[0];
                bool ok = (t == CONSTANT_Integer && strchr("IZBCS", c)) ||
                          (t == CONSTANT_Long && c == 'J') || (t == CONSTANT_Float && c == 'F') ||
                          (t == CONSTANT_Double && c == 'D') ||
                          (t == CONSTANT_String && f->desc == S.java_lang_String) ||
                          (t == CONSTANT_String && strcmp(f->desc, "Ljava/lang/String;") == 0);
                if (!ok)
                    return FORMAT("Inconsistent constant value type in class file %s", cls->name);
                if (acc & ACC_STATIC)
                    f->const_idx = ci;
            } else if (an == S.Signature) {
                uint16_t si;
                if (!u2(r, &si) || !utf8_at(r, si, &f->signature, "signature"))
                    return false;
            } else if (an == S.RuntimeVisibleAnnotations) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &f->annotations))
                    return false;
            } else if (an == S.RuntimeVisibleTypeAnnotations) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &f->type_annotations))
                    return false;
            } else {
                r->p = end;
            }
            if (!attr_end(r, end, an))
                return false;
        }
    }
    return true;
}

static bool parse_code(Reader *r, Method *m, const uint8_t *end)
{
    Class *cls = r->cls;
    uint32_t code_len;
    if (!u2(r, &m->max_stack) || !u2(r, &m->max_locals) || !u4(r, &code_len))
        return false;
    if (code_len == 0 || code_len >= 65536)
        return FORMAT("Invalid method Code length %u in class file %s", code_len, cls->name);
    if (!need(r, code_len))
        return false;
    /* Two spare bytes so the interpreter may read a padded operand safely. */
    m->code = alloc(r, code_len + 4);
    memcpy(m->code, r->p, code_len);
    uint8_t *orig = alloc(r, code_len + 4);
    memcpy(orig, r->p, code_len);
    m->orig_code = orig;
    m->code_len = code_len;
    r->p += code_len;
    uint16_t ne;
    if (!u2(r, &ne) || !need(r, (size_t)ne * 8))
        return false;
    m->n_handlers = ne;
    m->handlers = alloc(r, sizeof(ExHandler) * (ne ? ne : 1));
    for (uint16_t i = 0; i < ne; i++) {
        ExHandler *h = &m->handlers[i];
        u2(r, &h->start);
        u2(r, &h->end);
        u2(r, &h->handler);
        u2(r, &h->catch_type);
        if (h->start >= h->end || h->end > code_len || h->handler >= code_len)
            return FORMAT("Illegal exception table range in class file %s", cls->name);
        if (h->catch_type && !cp_check(r, h->catch_type, CONSTANT_Class, "catch type"))
            return false;
    }
    uint16_t na;
    if (!u2(r, &na))
        return false;
    for (uint16_t a = 0; a < na; a++) {
        Sym an;
        const uint8_t *aend;
        if (!attr_header(r, &an, &aend))
            return false;
        if (aend > end)
            return FORMAT("Code attribute overflows in class file %s", cls->name);
        if (an == S.LineNumberTable) {
            uint16_t nl;
            if (!u2(r, &nl) || !need(r, (size_t)nl * 4))
                return false;
            /* A method may have several tables; concatenate them. */
            LineNum *lines = alloc(r, sizeof(LineNum) * ((size_t)m->n_lines + nl + 1));
            if (m->n_lines)
                memcpy(lines, m->lines, sizeof(LineNum) * m->n_lines);
            for (uint16_t i = 0; i < nl; i++) {
                LineNum *l = &lines[m->n_lines + i];
                u2(r, &l->pc);
                u2(r, &l->line);
                if (l->pc >= code_len)
                    return FORMAT("Invalid pc in LineNumberTable in class file %s", cls->name);
            }
            m->lines = lines;
            m->n_lines = (uint16_t)(m->n_lines + nl);
        } else if (an == S.LocalVariableTable) {
            uint16_t nv;
            if (!u2(r, &nv) || !need(r, (size_t)nv * 10))
                return false;
            LocalVar *vars = alloc(r, sizeof(LocalVar) * ((size_t)m->n_locals + nv + 1));
            if (m->n_locals)
                memcpy(vars, m->locals, sizeof(LocalVar) * m->n_locals);
            for (uint16_t i = 0; i < nv; i++) {
                LocalVar *v = &vars[m->n_locals + i];
                uint16_t ni = 0, di = 0; /* (read after need(): u2 cannot fail) */
                u2(r, &v->start);
                u2(r, &v->length);
                u2(r, &ni);
                u2(r, &di);
                u2(r, &v->slot);
                if (!utf8_at(r, ni, &v->name, "local variable name") ||
                    !utf8_at(r, di, &v->desc, "local variable descriptor"))
                    return false;
            }
            m->locals = vars;
            m->n_locals = (uint16_t)(m->n_locals + nv);
        } else if (an == S.StackMapTable && cls->major >= 50) { /* older files: ignored */
            if (m->stack_map.data)
                return FORMAT("Multiple StackMapTable attributes in method in class file %s", cls->name);
            if (!copy_bytes(r, (uint32_t)(aend - r->p), &m->stack_map))
                return false;
        } else {
            r->p = aend;
        }
        if (!attr_end(r, aend, an))
            return false;
    }
    return true;
}

static bool parse_methods(Reader *r)
{
    Class *cls = r->cls;
    uint16_t n;
    if (!u2(r, &n))
        return false;
    cls->n_methods = n;
    cls->methods = alloc(r, sizeof(Method) * (n ? n : 1));
    Members seen;
    members_init(r, &seen, cls->methods, sizeof(Method), offsetof(Method, name), offsetof(Method, desc), n);
    bool iface = cls->access & ACC_INTERFACE;
    for (uint16_t i = 0; i < n; i++) {
        Method *m = &cls->methods[i];
        uint16_t acc, ni, di, na;
        if (!u2(r, &acc) || !u2(r, &ni) || !u2(r, &di) || !u2(r, &na))
            return false;
        m->cls = cls;
        m->slot = i;
        m->access = acc;
        m->vtable_idx = -1;
        m->itable_idx = -1;
        if (!cp_check_msg(r, ni, CONSTANT_Utf8, "Illegal constant pool index %u for method name in class file %s") ||
            !cp_check_msg(r, di, CONSTANT_Utf8, "Illegal constant pool index %u for method signature in class file %s"))
            return false;
        m->name = cp_utf8(&cls->cp, ni);
        m->desc = cp_utf8(&cls->cp, di);
        if (!valid_member_name(m->name, true))
            return FORMAT("Illegal method name \"%s\" in class %s", m->name, cls->name);
        if (!method_desc_ok(m->desc))
            return illegal_signature(r, "Method", m->name, m->desc);
        if (m->name != S.clinit && !legal_method_modifiers(acc, iface, m->name == S.init, cls->major))
            return FORMAT("Method %s in class %s has illegal modifiers: 0x%X", m->name, cls->name, acc);
        if (m->name == S.clinit) {
            /* Since 51, <clinit> must be static; other flags are ignored. */
            if (cls->major >= 51 && !(acc & ACC_STATIC))
                return FORMAT("Method <clinit> is not static in class file %s", cls->name);
            m->access = acc = (uint16_t)((acc & ACC_STRICT) | ACC_STATIC);
        }
        if (acc & ACC_SYNCHRONIZED)
            m->mflags |= MF_SLOW_ENTRY;
        if ((m->name == S.init || m->name == S.clinit) &&
            m->desc[sym_len(m->desc) - 1] != 'V')
            return FORMAT("Method \"%s\" in class %s has illegal signature \"%s\"", m->name, cls->name, m->desc);
        if (iface && m->name == S.init)
            return FORMAT("Interface cannot have a method named <init>, class file %s", cls->name);
        m->arg_slots = (uint16_t)(desc_arg_slots(m->desc) + ((acc & ACC_STATIC) ? 0 : 1));
        if (m->arg_slots > 255) /* JVMS 4.3.3: the limit counts this */
            return FORMAT("Too many arguments in method signature in class file %s", cls->name);
        m->n_args = (uint8_t)desc_arg_count(m->desc);
        m->ret = (uint8_t)desc_ret_char(m->desc);
        if (m->ret == '[')
            m->ret = 'L';
        if (member_dup(&seen, i))
            return FORMAT("Duplicate method name \"%s\" with signature \"%s\" in class file %s", m->name,
                          m->desc, cls->name);
        bool seen_code = false;
        for (uint16_t a = 0; a < na; a++) {
            Sym an;
            const uint8_t *end;
            if (!attr_header(r, &an, &end))
                return false;
            if (an == S.Code) {
                if (seen_code)
                    return FORMAT("Multiple Code attributes in class file %s", cls->name);
                seen_code = true;
                if (!parse_code(r, m, end))
                    return false;
            } else if (an == S.Exceptions) {
                if (!parse_u2_list(r, &m->n_exceptions, &m->exceptions, CONSTANT_Class, "exception"))
                    return false;
            } else if (an == S.Signature) {
                uint16_t si;
                if (!u2(r, &si) || !utf8_at(r, si, &m->signature, "signature"))
                    return false;
            } else if (an == S.MethodParameters) {
                uint8_t np;
                if (!u1(r, &np) || !need(r, (size_t)np * 4))
                    return false;
                m->n_params = np;
                m->params = alloc(r, sizeof(MethodParam) * (np ? np : 1));
                for (uint8_t k = 0; k < np; k++) {
                    u2(r, &m->params[k].name);
                    u2(r, &m->params[k].access);
                    if (m->params[k].name && !cp_check(r, m->params[k].name, CONSTANT_Utf8, "parameter name"))
                        return false;
                }
            } else if (an == S.RuntimeVisibleAnnotations) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &m->annotations))
                    return false;
            } else if (an == S.RuntimeVisibleParameterAnnotations) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &m->param_annotations))
                    return false;
            } else if (an == S.AnnotationDefault) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &m->annotation_default))
                    return false;
            } else if (an == S.RuntimeVisibleTypeAnnotations) {
                if (!copy_bytes(r, (uint32_t)(end - r->p), &m->type_annotations))
                    return false;
            } else {
                r->p = end;
            }
            if (!attr_end(r, end, an))
                return false;
        }
        bool bodyless = acc & (ACC_ABSTRACT | ACC_NATIVE);
        if (bodyless && seen_code)
            return FORMAT("Code attribute in native or abstract methods in class file %s", cls->name);
        if (!bodyless && !seen_code)
            return FORMAT("Absent Code attribute in method that is not native or abstract in class file %s",
                          cls->name);
        if (seen_code && m->max_locals < m->arg_slots)
            return FORMAT("Arguments can't fit into locals in class file %s", cls->name);
    }
    return true;
}

/* Scans runtime-visible annotations for the few the VM acts on. The format is
 * walked properly (element values nest), so an annotation is recognised only
 * at top level. */
static bool skip_element_value(const uint8_t **pp, const uint8_t *end, int depth);

static bool skip_annotation(const uint8_t **pp, const uint8_t *end, int depth)
{
    const uint8_t *p = *pp;
    if (end - p < 4 || depth > 64)
        return false;
    uint16_t npairs = be16(p + 2);
    p += 4;
    for (uint16_t i = 0; i < npairs; i++) {
        if (end - p < 2)
            return false;
        p += 2;
        if (!skip_element_value(&p, end, depth + 1))
            return false;
    }
    *pp = p;
    return true;
}

static bool skip_element_value(const uint8_t **pp, const uint8_t *end, int depth)
{
    const uint8_t *p = *pp;
    if (end - p < 1 || depth > 64)
        return false;
    uint8_t tag = *p++;
    switch (tag) {
    case 'B': case 'C': case 'D': case 'F': case 'I': case 'J': case 'S': case 'Z':
    case 's': case 'c':
        if (end - p < 2)
            return false;
        p += 2;
        break;
    case 'e':
        if (end - p < 4)
            return false;
        p += 4;
        break;
    case '@':
        if (!skip_annotation(&p, end, depth + 1))
            return false;
        break;
    case '[': {
        if (end - p < 2)
            return false;
        uint16_t n = be16(p);
        p += 2;
        for (uint16_t i = 0; i < n; i++)
            if (!skip_element_value(&p, end, depth + 1))
                return false;
        break;
    }
    default:
        return false;
    }
    *pp = p;
    return true;
}

/* Calls fn for each top-level annotation type in a RuntimeVisibleAnnotations body.
 * Returns false when the body is malformed. */
static bool each_annotation(Class *cls, Bytes b, void (*fn)(Class *, Sym, void *), void *arg)
{
    if (!b.data)
        return true;
    const uint8_t *p = b.data, *end = b.data + b.len;
    if (end - p < 2)
        return false;
    uint16_t n = be16(p);
    p += 2;
    for (uint16_t i = 0; i < n; i++) {
        if (end - p < 2)
            return false;
        uint16_t ti = be16(p);
        if (ti == 0 || ti >= cls->cp.count || cls->cp.tags[ti] != CONSTANT_Utf8)
            return false;
        fn(cls, cp_utf8(&cls->cp, ti), arg);
        if (!skip_annotation(&p, end, 0))
            return false;
    }
    return p == end;
}

static void method_annotation(Class *cls, Sym type, void *arg)
{
    (void)cls;
    Method *m = arg;
    if (strcmp(type, "Ljdk/internal/reflect/CallerSensitive;") == 0)
        m->mflags |= MF_CALLER_SENSITIVE;
    else if (strcmp(type, "Ljava/lang/invoke/LambdaForm$Hidden;") == 0 ||
             strcmp(type, "Ljdk/internal/vm/annotation/Hidden;") == 0)
        m->mflags |= MF_HIDDEN;
    else if (strcmp(type, "Ljava/lang/invoke/MethodHandle$PolymorphicSignature;") == 0)
        m->mflags |= MF_SIGPOLY;
    else if (strcmp(type, "Ljdk/internal/vm/annotation/ForceInline;") == 0)
        m->mflags |= MF_FORCE_INLINE;
}

static void class_annotation(Class *cls, Sym type, void *arg)
{
    (void)arg;
    if (strcmp(type, "Ljdk/internal/ValueBased;") == 0)
        cls->cflags |= CF_VALUE_BASED;
}

static bool parse_class_attrs(Reader *r)
{
    Class *cls = r->cls;
    uint16_t na;
    if (!u2(r, &na))
        return false;
    bool seen_bsm = false;
    for (uint16_t a = 0; a < na; a++) {
        Sym an;
        const uint8_t *end;
        if (!attr_header(r, &an, &end))
            return false;
        if (an == S.SourceFile) {
            uint16_t si;
            if (!u2(r, &si) || !utf8_at(r, si, &cls->source_file, "source file"))
                return false;
        } else if (an == S.Signature) {
            uint16_t si;
            if (!u2(r, &si) || !utf8_at(r, si, &cls->signature, "signature"))
                return false;
        } else if (an == S.BootstrapMethods) {
            if (seen_bsm)
                return FORMAT("Multiple BootstrapMethods attributes in class file %s", cls->name);
            seen_bsm = true;
            uint16_t n;
            if (!u2(r, &n))
                return false;
            cls->n_bootstrap = n;
            cls->bootstrap = alloc(r, sizeof(BootstrapMethod) * (n ? n : 1));
            for (uint16_t i = 0; i < n; i++) {
                BootstrapMethod *b = &cls->bootstrap[i];
                if (!u2(r, &b->method_ref))
                    return false;
                if (!cp_check(r, b->method_ref, CONSTANT_MethodHandle, "bootstrap method"))
                    return false;
                if (!parse_u2_list(r, &b->n_args, &b->args, 0, NULL))
                    return false;
                for (uint16_t k = 0; k < b->n_args; k++) {
                    uint16_t ai = b->args[k];
                    uint8_t t = ai && ai < cls->cp.count ? cls->cp.tags[ai] : 0;
                    if (t != CONSTANT_Integer && t != CONSTANT_Float && t != CONSTANT_Long &&
                        t != CONSTANT_Double && t != CONSTANT_Class && t != CONSTANT_String &&
                        t != CONSTANT_MethodHandle && t != CONSTANT_MethodType && t != CONSTANT_Dynamic)
                        return FORMAT("argument_index %u has bad constant type in class file %s", ai, cls->name);
                }
            }
        } else if (an == S.InnerClasses) {
            uint16_t n;
            if (!u2(r, &n) || !need(r, (size_t)n * 8))
                return false;
            cls->n_inner = n;
            cls->inner = alloc(r, sizeof(InnerClassInfo) * (n ? n : 1));
            for (uint16_t i = 0; i < n; i++) {
                InnerClassInfo *ic = &cls->inner[i];
                u2(r, &ic->inner);
                u2(r, &ic->outer);
                u2(r, &ic->name);
                u2(r, &ic->access);
                if (!cp_check_msg(r, ic->inner, CONSTANT_Class, "inner_class_info_index %u has bad constant type in class file %s") ||
                    (ic->outer && !cp_check_msg(r, ic->outer, CONSTANT_Class, "outer_class_info_index %u has bad constant type in class file %s")) ||
                    (ic->name && !cp_check_msg(r, ic->name, CONSTANT_Utf8, "inner_name_index %u has bad constant type in class file %s")))
                    return false;
                if (ic->inner == ic->outer)
                    return FORMAT("Class is both outer and inner class in class file %s", cls->name);
                /* The recognised class flags and private, protected and static. */
                uint16_t iacc = ic->access & 0xf63f;
                if (!check_class_modifiers(r, &iacc))
                    return false;
            }
        } else if (an == S.EnclosingMethod) {
            if (!u2(r, &cls->enclosing_class) || !u2(r, &cls->enclosing_method))
                return false;
            if (!cp_check(r, cls->enclosing_class, CONSTANT_Class, "enclosing class") ||
                (cls->enclosing_method &&
                 !cp_check(r, cls->enclosing_method, CONSTANT_NameAndType, "enclosing method")))
                return false;
        } else if (an == S.NestHost && cls->major >= 55) { /* attributes a version predates are ignored */
            if (!u2(r, &cls->nest_host) || !cp_check(r, cls->nest_host, CONSTANT_Class, "nest host"))
                return false;
        } else if (an == S.NestMembers && cls->major >= 55) {
            if (!parse_u2_list(r, &cls->n_nest_members, &cls->nest_members, CONSTANT_Class, "nest member"))
                return false;
        } else if (an == S.PermittedSubclasses && cls->major >= 61) {
            if (!parse_u2_list(r, &cls->n_permitted, &cls->permitted, CONSTANT_Class, "permitted subclass"))
                return false;
        } else if (an == S.Record && cls->major >= 60) {
            uint16_t n;
            if (!u2(r, &n))
                return false;
            cls->n_record = n;
            cls->record = alloc(r, sizeof(RecordComponent) * (n ? n : 1));
            for (uint16_t i = 0; i < n; i++) {
                RecordComponent *rc = &cls->record[i];
                uint16_t ni, di, nattr;
                if (!u2(r, &ni) || !u2(r, &di) || !u2(r, &nattr))
                    return false;
                if (!utf8_at(r, ni, &rc->name, "record component name") ||
                    !utf8_at(r, di, &rc->desc, "record component descriptor"))
                    return false;
                for (uint16_t k = 0; k < nattr; k++) {
                    Sym ran;
                    const uint8_t *rend;
                    if (!attr_header(r, &ran, &rend))
                        return false;
                    if (rend > end)
                        return FORMAT("Record attribute overflows in class file %s", cls->name);
                    if (ran == S.Signature) {
                        uint16_t si;
                        if (!u2(r, &si) || !utf8_at(r, si, &rc->signature, "signature"))
                            return false;
                    } else if (ran == S.RuntimeVisibleAnnotations) {
                        if (!copy_bytes(r, (uint32_t)(rend - r->p), &rc->annotations))
                            return false;
                    } else if (ran == S.RuntimeVisibleTypeAnnotations) {
                        if (!copy_bytes(r, (uint32_t)(rend - r->p), &rc->type_annotations))
                            return false;
                    } else {
                        r->p = rend;
                    }
                    if (!attr_end(r, rend, ran))
                        return false;
                }
            }
        } else if (an == S.RuntimeVisibleAnnotations) {
            if (!copy_bytes(r, (uint32_t)(end - r->p), &cls->annotations))
                return false;
        } else if (an == S.RuntimeVisibleTypeAnnotations) {
            if (!copy_bytes(r, (uint32_t)(end - r->p), &cls->type_annotations))
                return false;
        } else if (an == S.SourceDebugExtension) {
            if (!copy_bytes(r, (uint32_t)(end - r->p), &cls->source_debug))
                return false;
        } else {
            r->p = end;
        }
        if (!attr_end(r, end, an))
            return false;
    }
    return true;
}

/* Dynamic and InvokeDynamic entries name a BootstrapMethods entry by index; the
 * attribute comes after the constant pool, so the range check waits until here
 * (HotSpot makes the same two checks). */
static bool check_bootstrap_refs(Reader *r)
{
    const Class *cls = r->cls;
    for (uint16_t i = 1; i < cls->cp.count; i++) {
        uint8_t t = cls->cp.tags[i];
        if (t != CONSTANT_Dynamic && t != CONSTANT_InvokeDynamic)
            continue;
        if (!cls->bootstrap)
            return FORMAT("Missing BootstrapMethods attribute in class file %s", cls->name);
        if (cp_a(&cls->cp, i) >= cls->n_bootstrap)
            return FORMAT("Short length on BootstrapMethods in class file %s", cls->name);
    }
    return true;
}

static bool check_class_name(Sym name)
{
    size_t n = sym_len(name);
    if (n == 0)
        return false;
    if (name[0] == '[')
        return desc_valid_field(name, n);
    /* Internal form: segments separated by '/', none empty, no '.', ';' or '['. */
    bool seg_empty = true;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (c == '/') {
            if (seg_empty)
                return false;
            seg_empty = true;
        } else if (c == '.' || c == ';' || c == '[') {
            return false;
        } else {
            seg_empty = false;
        }
    }
    return !seg_empty;
}

/* JVMS 4.1, as HotSpot checks it: an interface is abstract and, since
 * version 49, neither ACC_SUPER nor an enum; only an interface is an
 * annotation; nothing is both abstract and final. */
static bool legal_class_modifiers(uint16_t acc, uint16_t major)
{
    bool iface = acc & ACC_INTERFACE, abstract = acc & ACC_ABSTRACT;
    if ((abstract && (acc & ACC_FINAL)) || (iface && !abstract))
        return false;
    if (major >= 49 && iface && (acc & (ACC_SUPER | ACC_ENUM)))
        return false;
    if (major >= 49 && !iface && (acc & ACC_ANNOTATION))
        return false;
    return true;
}

/* The flags of the class or of an InnerClasses entry, as HotSpot checks
 * them (JVMS 4.1 and 4.7.6); an interface before version 50 is abstract whether it says so or not
 * (*acc gets the flag). Messages name the class being defined. */
static bool check_class_modifiers(Reader *r, uint16_t *acc)
{
    if (r->cls->major < 53) /* ACC_MODULE means nothing before Java 9 */
        *acc &= (uint16_t)~ACC_MODULE;
    if (*acc & ACC_MODULE)
        return fail(r, CFE_NO_CLASS_DEF, "%s is not a class because access_flag ACC_MODULE is set", r->cls->name);
    if ((*acc & ACC_INTERFACE) && r->cls->major < 50)
        *acc |= ACC_ABSTRACT;
    if (!legal_class_modifiers(*acc, r->cls->major))
        return FORMAT("Illegal class modifiers in class %s: 0x%X", r->cls->name, *acc);
    return true;
}

/* A malformed descriptor, in HotSpot's words: a class name in it that is
 * empty or holds '.', '[' or an empty segment has its own message. */
static bool illegal_signature(Reader *r, const char *kind, Sym name, Sym desc)
{
    for (const char *p = desc; *p; p++) {
        if (*p != 'L')
            continue;
        const char *e = strchr(p, ';');
        if (!e)
            break;
        bool bad = e == p + 1 || p[1] == '/' || e[-1] == '/';
        for (const char *q = p + 1; q < e && !bad; q++)
            bad = *q == '.' || *q == '[' || (*q == '/' && q[1] == '/');
        if (bad)
            return FORMAT("Class name is empty or contains illegal character in descriptor in class file %s",
                          r->cls->name);
        p = e;
    }
    return FORMAT("%s \"%s\" in class %s has illegal signature \"%s\"", kind, name, r->cls->name, desc);
}

/* JVMS 4.6, as HotSpot checks it (<clinit>'s flags are ignored instead). */
static bool legal_method_modifiers(uint16_t acc, bool iface, bool init, uint16_t major)
{
    bool pub = acc & ACC_PUBLIC, priv = acc & ACC_PRIVATE, prot = acc & ACC_PROTECTED;
    bool stat = acc & ACC_STATIC, fin = acc & ACC_FINAL, nat = acc & ACC_NATIVE, abs = acc & ACC_ABSTRACT;
    bool sync = acc & ACC_SYNCHRONIZED, strict = acc & ACC_STRICT, bridge = acc & ACC_BRIDGE;
    if (iface) {
        if (major >= 52) /* exactly one of public and private */
            return pub != priv && !(nat || prot || fin || sync) && !(abs && (priv || stat || (strict && major < 61)));
        if (major >= 49)
            return pub && abs && !(priv || prot || stat || fin || sync || nat || strict);
        return pub && abs && !(stat || fin || nat);
    }
    if (pub + priv + prot > 1)
        return false;
    if (init)
        return !(stat || fin || sync || nat || abs || (major >= 49 && bridge));
    return !abs || !(fin || nat || priv || stat || (major >= 49 && (sync || (strict && major < 61))));
}

/* JVMS 4.2.2: an unqualified name is not empty and has no '.', ';', '[' or
 * '/'; a method's has no '<' or '>' either, except <init> and <clinit>. */
static bool check_member_name(Sym name, bool method)
{
    if (method && (name == S.init || name == S.clinit))
        return true;
    size_t n = sym_len(name);
    if (n == 0)
        return false;
    for (size_t i = 0; i < n; i++) {
        char c = name[i];
        if (c == '.' || c == ';' || c == '[' || c == '/' || (method && (c == '<' || c == '>')))
            return false;
    }
    return true;
}

static bool valid_member_name(Sym name, bool method)
{
    unsigned c = method ? SYM_CHECK_METHOD_NAME : SYM_CHECK_FIELD_NAME;
    int k = sym_checked(name, c);
    return k >= 0 ? k : sym_check_put(name, c, check_member_name(name, method));
}

static bool valid_class_name(Sym name)
{
    int k = sym_checked(name, SYM_CHECK_CLASS_NAME);
    return k >= 0 ? k : sym_check_put(name, SYM_CHECK_CLASS_NAME, check_class_name(name));
}

Class *cf_parse(const uint8_t *buf, size_t len, Sym name, CfError *err)
{
    sym_init();
    err->kind = CFE_NONE;
    err->msg[0] = 0;
    Class *cls = xcalloc(1, sizeof(Class));
    /* Until this_class is read, messages name the class the loader asked for. */
    cls->name = name ? name : sym_c("<Unknown>");
    Reader rd = {buf, buf + len, err, cls};
    Reader *r = &rd;
    uint32_t magic;
    /* As HotSpot: the magic and the version are asked for together, so a
     * file shorter than 8 bytes is truncated whatever its first 4 are. */
    if (!need(r, 8))
        goto out_fail;
    if (!u4(r, &magic))
        goto out_fail;
    if (magic != 0xCAFEBABE) {
        FORMAT("Incompatible magic value %u in class file %s", magic, cls->name);
        goto out_fail;
    }
    if (!u2(r, &cls->minor) || !u2(r, &cls->major))
        goto out_fail;
    err->major = cls->major;
    err->minor = cls->minor;
    if (cls->major < 45 || cls->major > CF_MAX_MAJOR ||
        (cls->major >= 56 && cls->minor != 0 && cls->minor != 0xFFFF)) {
        err->version_why = cls->major < 45 ? CFV_INVALID_MAJOR : cls->major > CF_MAX_MAJOR ? CFV_NEWER : CFV_INVALID_MINOR;
        fail(r, CFE_VERSION, "Unsupported major.minor version %u.%u", cls->major, cls->minor);
        goto out_fail;
    }
    if (cls->major >= 56 && cls->minor == 0xFFFF && (cls->major != CF_MAX_MAJOR || !cf_enable_preview)) {
        err->version_why = cls->major != CF_MAX_MAJOR ? CFV_PREVIEW_OTHER : CFV_PREVIEW_OFF;
        fail(r, CFE_VERSION, "Preview features are not enabled (class file version %u.%u)",
             cls->major, cls->minor);
        goto out_fail;
    }
    if (!parse_cp(r))
        goto out_fail;
    uint16_t acc, this_idx, super_idx;
    if (!u2(r, &acc) || !u2(r, &this_idx) || !u2(r, &super_idx))
        goto out_fail;
    acc &= 0xf631; /* as HotSpot, the checks and their messages see the recognised class flags and ACC_MODULE */
    if (!check_class_modifiers(r, &acc))
        goto out_fail;
    if (r->module_tag) {
        FORMAT("Unknown constant tag %u in class file %s", r->module_tag, cls->name);
        goto out_fail;
    }
    cls->access = acc & 0x7631; /* the JVMS class flags */
    if (!class_name_at(r, this_idx, &cls->name, "this class"))
        goto out_fail;
    if (!valid_class_name(cls->name) || cls->name[0] == '[') {
        FORMAT("Illegal class name \"%s\" in class file", cls->name);
        goto out_fail;
    }
    if (super_idx == 0) {
        if (cls->name != S.java_lang_Object) {
            FORMAT("Invalid superclass index 0 in class file %s", cls->name);
            goto out_fail;
        }
    } else {
        if (!class_name_at(r, super_idx, &cls->super_name, "super class"))
            goto out_fail;
        if (cls->super_name[0] == '[') {
            FORMAT("Invalid superclass name %s in class file %s", cls->super_name, cls->name);
            goto out_fail;
        }
        if ((acc & ACC_INTERFACE) && cls->super_name != S.java_lang_Object) {
            FORMAT("Interfaces must have java.lang.Object as superclass in class file %s", cls->name);
            goto out_fail;
        }
    }
    uint16_t ni;
    if (!u2(r, &ni) || !need(r, (size_t)ni * 2))
        goto out_fail;
    cls->n_interfaces = ni;
    cls->interface_names = arena_alloc(&cls->arena, sizeof(Sym) * (ni ? ni : 1));
    for (uint16_t i = 0; i < ni; i++) {
        uint16_t ii = 0;
        u2(r, &ii);
        if (!class_name_at(r, ii, &cls->interface_names[i], "interface"))
            goto out_fail;
        for (uint16_t j = 0; j < i; j++)
            if (cls->interface_names[j] == cls->interface_names[i]) {
                FORMAT("Duplicate interface name \"%s\" in class file %s", cls->interface_names[i], cls->name);
                goto out_fail;
            }
    }
    if (!parse_fields(r) || !parse_methods(r) || !parse_class_attrs(r) || !check_bootstrap_refs(r))
        goto out_fail;
    if (r->p != r->end) {
        FORMAT("Extra bytes at the end of class file %s", cls->name);
        goto out_fail;
    }
    /* Package name. */
    const char *slash = strrchr(cls->name, '/');
    cls->pkg = slash ? sym_intern(cls->name, (size_t)(slash - cls->name)) : sym_c("");
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        if (!each_annotation(cls, m->annotations, method_annotation, m)) {
            FORMAT("Malformed annotations in class file %s", cls->name);
            goto out_fail;
        }
    }
    if (!each_annotation(cls, cls->annotations, class_annotation, NULL)) {
        FORMAT("Malformed annotations in class file %s", cls->name);
        goto out_fail;
    }
    if (cls->record)
        cls->cflags |= CF_RECORD;
    cls->state = CLS_LOADED;
    cls->kind = CK_INSTANCE;
    return cls;

out_fail:
    if (err->kind == CFE_NONE)
        FORMAT("Malformed class file");
    cf_free(cls);
    return NULL;
}

void cf_free(Class *cls)
{
    if (!cls)
        return;
    arena_free(&cls->arena);
    free(cls);
}

Method *cf_find_method(Class *cls, Sym name, Sym desc)
{
    for (uint16_t i = 0; i < cls->n_methods; i++)
        if (cls->methods[i].name == name && cls->methods[i].desc == desc)
            return &cls->methods[i];
    return NULL;
}

Field *cf_find_field(Class *cls, Sym name, Sym desc)
{
    for (uint16_t i = 0; i < cls->n_fields; i++)
        if (cls->fields[i].name == name && cls->fields[i].desc == desc)
            return &cls->fields[i];
    return NULL;
}

int cf_line_of(const Method *m, uint32_t pc)
{
    int best = -1;
    uint32_t best_pc = 0;
    for (uint16_t i = 0; i < m->n_lines; i++) {
        const LineNum *l = &m->lines[i];
        if (l->pc <= pc && (best < 0 || l->pc >= best_pc)) {
            best = l->line;
            best_pc = l->pc;
        }
    }
    return best;
}
