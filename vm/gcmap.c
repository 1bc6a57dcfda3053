/* Which local variable slots of an interpreted frame may hold a reference,
 * for the collector (sched_scan_roots).
 *
 * Every slot of every frame used to be a root. A local that a block or a
 * loop body left behind (`if (f) { long[] big = new long[N]; ... }` then
 * another large allocation) kept its object alive, and programs that run on
 * HotSpot, whose interpreter's oop maps leave such slots out, ran out of
 * heap, some of them inside their own `catch (OutOfMemoryError)` (hunt 12
 * java F4). As HotSpot's interpreter does, a slot is a root where its type
 * may be a reference: where the type checker would give it a reference type,
 * not top (a slot assigned on some paths only, or whose scope ended) and not
 * a number.
 *
 * The types come from the method's StackMapTable: at every branch target
 * and handler the class file states each local's type, and between two such
 * frames the code runs straight on, so the types at pc are those of the last
 * frame at or before pc with the local stores made after it (only the
 * <x>store instructions change a local's type). A slot that is top at pc
 * cannot be read before it is written, so whatever it still holds is
 * garbage; leaving it out is safe even where HotSpot keeps it. Trusted only
 * for classes the type checker passed and the JDK's own (CF_GC_MAPS): an
 * unverified class's table may lie. Without a trusted table every slot
 * counts, as before.
 *
 * A method's frames are decoded once (at the first collection that meets
 * one of its activations) into one bitmap per frame, kept in Method.gc_map. */
#include "vm/gcmap.h"

#include <stdlib.h>
#include <string.h>

#include "vm/interp.h"
#include "vm/opcodes.h"

typedef struct GcMap {
    uint32_t n;     /* frames: the entry frame first (offset 0), then the table's */
    uint32_t words; /* 64-bit words of a bitmap */
    uint32_t *off;  /* each frame's bytecode offset, ascending */
    uint64_t *bits; /* n bitmaps: the slots holding a reference there */
} GcMap;

static GcMap no_map; /* a method whose map cannot be trusted */

enum { K_TOP, K_REF, K_PRIM, K_WIDE2 };

typedef struct Reader {
    const uint8_t *p, *end;
    bool bad;
} Reader;

static unsigned r_u1(Reader *r)
{
    if (r->p >= r->end) {
        r->bad = true;
        return 0;
    }
    return *r->p++;
}

static unsigned r_u2(Reader *r)
{
    unsigned hi = r_u1(r);
    return hi << 8 | r_u1(r);
}

/* One verification_type_info: its kind and slot count (2 for a long or double). */
static int r_type(Reader *r, int *slots)
{
    unsigned tag = r_u1(r);
    *slots = 1;
    switch (tag) {
    case 0: return K_TOP;
    case 1: case 2: return K_PRIM;
    case 3: case 4: *slots = 2; return K_PRIM;
    case 5: case 6: return K_REF; /* null, uninitializedThis */
    case 7: case 8: r_u2(r); return K_REF;
    default: r->bad = true; return K_TOP;
    }
}

/* Appends a type to kinds (nl slots in use); false past max_locals. */
static bool put_local(uint8_t *kinds, uint32_t *nl, uint32_t max, int kind, int slots)
{
    if (*nl + (uint32_t)slots > max)
        return false;
    kinds[(*nl)++] = (uint8_t)kind;
    if (slots == 2)
        kinds[(*nl)++] = K_WIDE2;
    return true;
}

static void add_frame(GcMap *g, uint32_t off, const uint8_t *kinds, uint32_t max)
{
    uint64_t *b = &g->bits[(size_t)g->n * g->words];
    memset(b, 0, sizeof(uint64_t) * g->words);
    for (uint32_t i = 0; i < max; i++)
        if (kinds[i] == K_REF)
            b[i / 64] |= (uint64_t)1 << (i % 64);
    g->off[g->n++] = off;
}

/* The entry frame's slots from the descriptor: this, then the parameters. */
static bool entry_frame(const Method *m, uint8_t *kinds, uint32_t *nl)
{
    uint32_t max = m->max_locals;
    if (!(m->access & ACC_STATIC) && !put_local(kinds, nl, max, K_REF, 1))
        return false;
    const char *d = m->desc;
    if (*d++ != '(')
        return false;
    while (*d && *d != ')') {
        int kind = K_PRIM, slots = 1;
        if (*d == 'J' || *d == 'D') {
            slots = 2;
            d++;
        } else if (*d == 'L' || *d == '[') {
            kind = K_REF;
            while (*d == '[')
                d++;
            if (*d == 'L')
                d = strchr(d, ';');
            if (!d)
                return false;
            d++;
        } else {
            d++;
        }
        if (!put_local(kinds, nl, max, kind, slots))
            return false;
    }
    return true;
}

static GcMap *build(const Method *m)
{
    Class *c = m->cls;
    if (!c || !(c->cflags & CF_GC_MAPS) || !m->orig_code || (m->mflags & MF_HAS_JSR))
        return &no_map;
    uint32_t max = m->max_locals;
    Reader r = {m->stack_map.data, m->stack_map.data ? m->stack_map.data + m->stack_map.len : NULL, false};
    unsigned n = m->stack_map.data && m->stack_map.len ? r_u2(&r) : 0;
    GcMap *g = calloc(1, sizeof *g);
    uint8_t *kinds = calloc((size_t)max + 1, 1);
    if (!g || !kinds)
        goto fail;
    g->words = (max + 63) / 64;
    if (!g->words)
        g->words = 1;
    g->off = calloc((size_t)n + 1, sizeof *g->off);
    g->bits = calloc(((size_t)n + 1) * g->words, sizeof *g->bits);
    if (!g->off || !g->bits)
        goto fail;
    uint32_t nl = 0;
    if (!entry_frame(m, kinds, &nl))
        goto fail;
    add_frame(g, 0, kinds, max);
    int64_t last = -1;
    for (unsigned k = 0; k < n && !r.bad; k++) {
        unsigned ft = r_u1(&r), delta = 0;
        int slots;
        if (ft < 64) {
            delta = ft;
        } else if (ft < 128) {
            delta = ft - 64;
            r_type(&r, &slots); /* the stack's: no local changes */
        } else if (ft < 247) {
            goto fail;
        } else if (ft == 247) {
            delta = r_u2(&r);
            r_type(&r, &slots);
        } else if (ft < 251) {
            delta = r_u2(&r);
            for (unsigned chop = 251 - ft; chop > 0; chop--) {
                if (nl == 0)
                    goto fail;
                nl--;
                if (kinds[nl] == K_WIDE2 && nl > 0)
                    kinds[nl--] = K_TOP;
                kinds[nl] = K_TOP;
            }
        } else if (ft == 251) {
            delta = r_u2(&r);
        } else if (ft < 255) {
            delta = r_u2(&r);
            for (unsigned add = ft - 251; add > 0; add--) {
                int kind = r_type(&r, &slots);
                if (!put_local(kinds, &nl, max, kind, slots))
                    goto fail;
            }
        } else {
            delta = r_u2(&r);
            unsigned cnt = r_u2(&r);
            memset(kinds, K_TOP, max);
            nl = 0;
            for (unsigned i = 0; i < cnt && !r.bad; i++) {
                int kind = r_type(&r, &slots);
                if (!put_local(kinds, &nl, max, kind, slots))
                    goto fail;
            }
            cnt = r_u2(&r);
            for (unsigned i = 0; i < cnt && !r.bad; i++)
                r_type(&r, &slots);
        }
        int64_t off = k == 0 ? (int64_t)delta : last + delta + 1;
        if (r.bad || off >= m->code_len)
            goto fail;
        add_frame(g, (uint32_t)off, kinds, max);
        last = off;
    }
    if (r.bad)
        goto fail;
    free(kinds);
    return g;
fail:
    free(kinds);
    if (g) {
        free(g->off);
        free(g->bits);
        free(g);
    }
    return &no_map;
}

static void set_slot(uint64_t *bits, uint32_t i, uint32_t max, bool ref)
{
    if (i >= max)
        return;
    if (ref)
        bits[i / 64] |= (uint64_t)1 << (i % 64);
    else
        bits[i / 64] &= ~((uint64_t)1 << (i % 64));
}

bool gcmap_ref_slots(Method *m, uint32_t pc, uint64_t *bits)
{
    GcMap *g = m->gc_map;
    if (!g)
        m->gc_map = g = build(m);
    if (g == &no_map || pc >= m->code_len)
        return false;
    /* The last frame at or before pc (the table's own at offset 0 after the entry frame). */
    uint32_t lo = 0, hi = g->n;
    while (hi - lo > 1) {
        uint32_t mid = (lo + hi) / 2;
        if (g->off[mid] <= pc)
            lo = mid;
        else
            hi = mid;
    }
    uint32_t max = m->max_locals;
    memcpy(bits, &g->bits[(size_t)lo * g->words], sizeof(uint64_t) * ((max + 63) / 64));
    /* Straight on to pc: the stores change the types. */
    const uint8_t *code = m->orig_code;
    for (uint32_t at = g->off[lo]; at < pc;) {
        uint32_t n = interp_insn_length(code, at, m->code_len);
        if (!n)
            return false;
        uint8_t op = code[at];
        bool wide = op == OP_wide;
        if (wide)
            op = code[at + 1];
        uint32_t idx = wide ? (uint32_t)code[at + 2] << 8 | code[at + 3] : at + 1 < m->code_len ? code[at + 1] : 0;
        switch (op) {
        case OP_astore: set_slot(bits, idx, max, true); break;
        case OP_astore_0: case OP_astore_1: case OP_astore_2: case OP_astore_3:
            set_slot(bits, (uint32_t)(op - OP_astore_0), max, true);
            break;
        case OP_istore: case OP_fstore: set_slot(bits, idx, max, false); break;
        case OP_lstore: case OP_dstore:
            set_slot(bits, idx, max, false);
            set_slot(bits, idx + 1, max, false);
            break;
        case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3:
            set_slot(bits, (uint32_t)(op - OP_istore_0), max, false);
            break;
        case OP_fstore_0: case OP_fstore_1: case OP_fstore_2: case OP_fstore_3:
            set_slot(bits, (uint32_t)(op - OP_fstore_0), max, false);
            break;
        case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3:
            set_slot(bits, (uint32_t)(op - OP_lstore_0), max, false);
            set_slot(bits, (uint32_t)(op - OP_lstore_0) + 1, max, false);
            break;
        case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
            set_slot(bits, (uint32_t)(op - OP_dstore_0), max, false);
            set_slot(bits, (uint32_t)(op - OP_dstore_0) + 1, max, false);
            break;
        default: break;
        }
        at += n;
    }
    return true;
}
