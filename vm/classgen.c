/* Class-file writer for VM-spun classes.
 *
 * The output is a version 52 class without StackMapTable (Rivet does not
 * verify, and these classes never reach another VM). Constant-pool entries are
 * deduplicated by their encoded bytes. Code buffers track the operand stack
 * depth from each instruction's declared effect to compute max_stack. */
#include "vm/classgen.h"

#include "vm/opcodes.h"

typedef struct CpEnt {
    char *key; /* tag + encoded content, for deduplication */
    size_t key_len;
} CpEnt;

struct CodeGen {
    ClassGen *cg;
    Buf code;
    int depth, max;
    uint16_t access, name, desc;
    struct CodeGen *next;
    uint16_t max_locals;
};

struct ClassGen {
    Buf pool;
    CpEnt *ents;
    uint16_t n_ents, cap_ents;
    uint16_t this_cls, super_cls, access;
    uint16_t ifaces[16];
    int n_ifaces;
    Buf fields;
    uint16_t n_fields;
    CodeGen *methods, *methods_tail;
    uint16_t n_methods;
    Buf out;
};

static void put_u2(Buf *b, uint16_t v)
{
    uint8_t x[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    buf_put(b, x, 2);
}

static void put_u4(Buf *b, uint32_t v)
{
    uint8_t x[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    buf_put(b, x, 4);
}

static uint16_t add_entry(ClassGen *cg, const uint8_t *bytes, size_t len)
{
    for (uint16_t i = 0; i < cg->n_ents; i++)
        if (cg->ents[i].key_len == len && memcmp(cg->ents[i].key, bytes, len) == 0)
            return (uint16_t)(i + 1);
    if (cg->n_ents == cg->cap_ents) {
        cg->cap_ents = cg->cap_ents ? (uint16_t)(cg->cap_ents * 2) : 64;
        cg->ents = xrealloc(cg->ents, sizeof(CpEnt) * cg->cap_ents);
    }
    CpEnt *e = &cg->ents[cg->n_ents++];
    e->key = xmalloc(len);
    memcpy(e->key, bytes, len);
    e->key_len = len;
    buf_put(&cg->pool, bytes, len);
    return cg->n_ents;
}

static uint16_t cg_utf8(ClassGen *cg, const char *s)
{
    size_t n = strlen(s);
    uint8_t *b = xmalloc(n + 3);
    b[0] = CONSTANT_Utf8;
    b[1] = (uint8_t)(n >> 8);
    b[2] = (uint8_t)n;
    memcpy(b + 3, s, n);
    uint16_t i = add_entry(cg, b, n + 3);
    free(b);
    return i;
}

static uint16_t ref2(ClassGen *cg, uint8_t tag, uint16_t a, uint16_t b)
{
    uint8_t x[5] = {tag, (uint8_t)(a >> 8), (uint8_t)a, (uint8_t)(b >> 8), (uint8_t)b};
    return add_entry(cg, x, 5);
}

static uint16_t ref1(ClassGen *cg, uint8_t tag, uint16_t a)
{
    uint8_t x[3] = {tag, (uint8_t)(a >> 8), (uint8_t)a};
    return add_entry(cg, x, 3);
}

uint16_t cg_class(ClassGen *cg, const char *name) { return ref1(cg, CONSTANT_Class, cg_utf8(cg, name)); }
uint16_t cg_string(ClassGen *cg, const char *s) { return ref1(cg, CONSTANT_String, cg_utf8(cg, s)); }

uint16_t cg_int(ClassGen *cg, int32_t v)
{
    uint32_t u = (uint32_t)v;
    uint8_t x[5] = {CONSTANT_Integer, (uint8_t)(u >> 24), (uint8_t)(u >> 16), (uint8_t)(u >> 8), (uint8_t)u};
    return add_entry(cg, x, 5);
}

static uint16_t nat(ClassGen *cg, const char *name, const char *desc)
{
    return ref2(cg, CONSTANT_NameAndType, cg_utf8(cg, name), cg_utf8(cg, desc));
}

uint16_t cg_field_ref(ClassGen *cg, const char *cls, const char *name, const char *desc)
{
    return ref2(cg, CONSTANT_Fieldref, cg_class(cg, cls), nat(cg, name, desc));
}

uint16_t cg_method_ref(ClassGen *cg, const char *cls, const char *name, const char *desc, bool iface)
{
    return ref2(cg, iface ? CONSTANT_InterfaceMethodref : CONSTANT_Methodref, cg_class(cg, cls), nat(cg, name, desc));
}

ClassGen *cg_new(const char *name, const char *super, uint16_t access)
{
    ClassGen *cg = xcalloc(1, sizeof(ClassGen));
    cg->this_cls = cg_class(cg, name);
    cg->super_cls = cg_class(cg, super);
    cg->access = access;
    return cg;
}

void cg_free(ClassGen *cg)
{
    for (uint16_t i = 0; i < cg->n_ents; i++)
        free(cg->ents[i].key);
    free(cg->ents);
    buf_free(&cg->pool);
    buf_free(&cg->fields);
    CodeGen *c = cg->methods;
    while (c) {
        CodeGen *n = c->next;
        buf_free(&c->code);
        free(c);
        c = n;
    }
    buf_free(&cg->out);
    free(cg);
}

void cg_add_interface(ClassGen *cg, const char *name)
{
    if (cg->n_ifaces < 16)
        cg->ifaces[cg->n_ifaces++] = cg_class(cg, name);
}

void cg_add_field(ClassGen *cg, uint16_t access, const char *name, const char *desc)
{
    put_u2(&cg->fields, access);
    put_u2(&cg->fields, cg_utf8(cg, name));
    put_u2(&cg->fields, cg_utf8(cg, desc));
    put_u2(&cg->fields, 0);
    cg->n_fields++;
}

CodeGen *cg_method(ClassGen *cg, uint16_t access, const char *name, const char *desc)
{
    CodeGen *c = xcalloc(1, sizeof(CodeGen));
    c->cg = cg;
    c->access = access;
    c->name = cg_utf8(cg, name);
    c->desc = cg_utf8(cg, desc);
    if (cg->methods_tail)
        cg->methods_tail->next = c;
    else
        cg->methods = c;
    cg->methods_tail = c;
    cg->n_methods++;
    return c;
}

void cg_end(CodeGen *c, uint16_t max_locals) { c->max_locals = max_locals; }

static void effect(CodeGen *c, int e)
{
    c->depth += e;
    if (c->depth > c->max)
        c->max = c->depth;
}

void cg_op(CodeGen *c, uint8_t op, int e)
{
    buf_putc(&c->code, (char)op);
    effect(c, e);
}

void cg_op_u1(CodeGen *c, uint8_t op, uint8_t v, int e)
{
    buf_putc(&c->code, (char)op);
    buf_putc(&c->code, (char)v);
    effect(c, e);
}

void cg_op_u2(CodeGen *c, uint8_t op, uint16_t v, int e)
{
    buf_putc(&c->code, (char)op);
    put_u2(&c->code, v);
    effect(c, e);
}

int cg_slots(char type)
{
    return type == 'V' ? 0 : (type == 'J' || type == 'D') ? 2 : 1;
}

void cg_load(CodeGen *c, char type, uint16_t slot)
{
    uint8_t op = type == 'J' ? OP_lload : type == 'F' ? OP_fload : type == 'D' ? OP_dload
               : (type == 'L' || type == '[') ? OP_aload : OP_iload;
    if (slot > 255) {
        buf_putc(&c->code, (char)OP_wide);
        cg_op_u2(c, op, slot, cg_slots(type == '[' ? 'L' : type));
    } else {
        cg_op_u1(c, op, (uint8_t)slot, cg_slots(type == '[' ? 'L' : type));
    }
}

void cg_store(CodeGen *c, char type, uint16_t slot)
{
    uint8_t op = type == 'J' ? OP_lstore : type == 'F' ? OP_fstore : type == 'D' ? OP_dstore
               : (type == 'L' || type == '[') ? OP_astore : OP_istore;
    int effect = -cg_slots(type == '[' ? 'L' : type);
    if (slot > 255) {
        buf_putc(&c->code, (char)OP_wide);
        cg_op_u2(c, op, slot, effect);
    } else {
        cg_op_u1(c, op, (uint8_t)slot, effect);
    }
}

void cg_return(CodeGen *c, char type)
{
    uint8_t op = type == 'V' ? OP_return_ : type == 'J' ? OP_lreturn : type == 'F' ? OP_freturn
               : type == 'D' ? OP_dreturn : (type == 'L' || type == '[') ? OP_areturn : OP_ireturn;
    cg_op(c, op, -cg_slots(type == '[' ? 'L' : type));
}

void cg_ldc_string(CodeGen *c, const char *s)
{
    uint16_t i = cg_string(c->cg, s);
    if (i < 256)
        cg_op_u1(c, OP_ldc, (uint8_t)i, 1);
    else
        cg_op_u2(c, OP_ldc_w, i, 1);
}

void cg_iconst(CodeGen *c, int32_t v)
{
    if (v >= -1 && v <= 5)
        cg_op(c, (uint8_t)(OP_iconst_0 + v), 1);
    else if (v >= -128 && v <= 127)
        cg_op_u1(c, OP_bipush, (uint8_t)(int8_t)v, 1);
    else if (v >= -32768 && v <= 32767)
        cg_op_u2(c, OP_sipush, (uint16_t)(int16_t)v, 1);
    else {
        uint16_t i = cg_int(c->cg, v);
        if (i < 256)
            cg_op_u1(c, OP_ldc, (uint8_t)i, 1);
        else
            cg_op_u2(c, OP_ldc_w, i, 1);
    }
}

void cg_invoke(CodeGen *c, uint8_t op, const char *cls, const char *name, const char *desc)
{
    Sym d = sym_c(desc);
    int e = -desc_arg_slots(d) + cg_slots(desc_ret_char(d) == '[' ? 'L' : desc_ret_char(d));
    if (op != OP_invokestatic)
        e -= 1;
    uint16_t ref = cg_method_ref(c->cg, cls, name, desc, op == OP_invokeinterface);
    if (op == OP_invokeinterface) {
        buf_putc(&c->code, (char)op);
        put_u2(&c->code, ref);
        buf_putc(&c->code, (char)(desc_arg_slots(d) + 1));
        buf_putc(&c->code, 0);
        effect(c, e);
    } else {
        cg_op_u2(c, op, ref, e);
    }
}

void cg_field(CodeGen *c, uint8_t op, const char *cls, const char *name, const char *desc)
{
    int s = cg_slots(desc[0] == '[' ? 'L' : desc[0]);
    int e = op == OP_getfield ? s - 1 : op == OP_putfield ? -s - 1 : op == OP_getstatic ? s : -s;
    cg_op_u2(c, op, cg_field_ref(c->cg, cls, name, desc), e);
}

void cg_type_op(CodeGen *c, uint8_t op, const char *cls, int e) { cg_op_u2(c, op, cg_class(c->cg, cls), e); }

uint32_t cg_pc(CodeGen *c) { return (uint32_t)c->code.len; }

int cg_branch(CodeGen *c, uint8_t op, int e)
{
    int at = (int)c->code.len;
    cg_op_u2(c, op, 0, e);
    return at;
}

void cg_label(CodeGen *c, int at)
{
    int16_t off = (int16_t)((int)c->code.len - at);
    c->code.data[at + 1] = (char)((uint16_t)off >> 8);
    c->code.data[at + 2] = (char)off;
}

const uint8_t *cg_bytes(ClassGen *cg, size_t *len)
{
    uint16_t code_attr = cg_utf8(cg, "Code");
    Buf *o = &cg->out;
    o->len = 0;
    put_u4(o, 0xCAFEBABE);
    put_u2(o, 0);
    put_u2(o, 52);
    put_u2(o, (uint16_t)(cg->n_ents + 1));
    buf_put(o, cg->pool.data, cg->pool.len);
    put_u2(o, cg->access);
    put_u2(o, cg->this_cls);
    put_u2(o, cg->super_cls);
    put_u2(o, (uint16_t)cg->n_ifaces);
    for (int i = 0; i < cg->n_ifaces; i++)
        put_u2(o, cg->ifaces[i]);
    put_u2(o, cg->n_fields);
    if (cg->fields.len)
        buf_put(o, cg->fields.data, cg->fields.len);
    put_u2(o, cg->n_methods);
    for (CodeGen *c = cg->methods; c; c = c->next) {
        put_u2(o, c->access);
        put_u2(o, c->name);
        put_u2(o, c->desc);
        if (c->access & ACC_ABSTRACT) {
            put_u2(o, 0);
            continue;
        }
        put_u2(o, 1);
        put_u2(o, code_attr);
        put_u4(o, (uint32_t)(12 + c->code.len));
        put_u2(o, (uint16_t)(c->max + 1));
        put_u2(o, c->max_locals);
        put_u4(o, (uint32_t)c->code.len);
        buf_put(o, c->code.data, c->code.len);
        put_u2(o, 0); /* exception table */
        put_u2(o, 0); /* attributes */
    }
    put_u2(o, 0); /* class attributes */
    *len = o->len;
    return (const uint8_t *)o->data;
}
