/* The Java heap: segregated-fit allocation and a non-moving mark-sweep collector.
 *
 * Memory comes in 256 KiB blocks aligned to their size. A small block holds
 * slots of one size class; a large object gets a block (or run of blocks) of its
 * own. A hash map from block address (addr >> BLOCK_SHIFT) to Block lets the
 * conservative stack scanner turn any word into "the object containing it" or
 * NULL. A free slot has cls == NULL and links to the next free slot in its
 * second word; an allocated slot always has its class set before the next
 * possible collection (allocation never collects after returning).
 *
 * Marking uses an explicit stack. Roots come from registered scanners (threads,
 * classes, interned strings, tools, checkpoints). The program's roots are marked
 * first; what the uncharged roots (checkpoints' saved versions, tools' global
 * references) and, while a checkpoint is live, references' referents reach
 * after that is flagged OF_UNCHARGED and not counted against -Xmx. Soft, weak, final and phantom
 * references are discovered while marking and processed in that order after it;
 * cleared or finalizable ones are linked through Reference.discovered onto
 * heap_ref_pending for the Reference Handler thread. */
#include "vm/heap.h"

#ifdef RIVET_ASAN
#include <sanitizer/lsan_interface.h>
#endif

#include <sys/mman.h>
#include <unistd.h>

#include "vm/monitor.h"
#include "vm/rti_hooks.h"

#define BLOCK_SHIFT 18
#define BLOCK_SIZE ((size_t)1 << BLOCK_SHIFT)
#define BLOCK_HDR 64
/* The largest size class: two slots to a block. Objects up to here share
 * blocks, which go back to a pool when empty; larger ones get a mapping of
 * their own. With 32 KiB here, each array of 33 KB was an mmap, faulted in
 * page by page and unmapped after a collection (a loop of Arrays.copyOf on
 * such arrays ran 3-5 times slower than java -Xint), and 65,530 of them
 * alive at once reached the kernel's limit of mappings: "out of native
 * memory", status 134 (hunt 8). */
#define SMALL_MAX ((BLOCK_SIZE - BLOCK_HDR) / 2 / 16 * 16)
#define CHUNK_BLOCKS 16
#define SMALL_PAGE_CHUNKS 2
#define HUGE_PAGE ((size_t)2 << 20)

typedef struct Block {
    uint32_t slot_size;   /* 0 for a large object */
    uint32_t n_slots;
    uint32_t n_live;      /* after the last sweep */
    uint16_t sc;
    bool large;
    char *first;          /* first slot / the large object */
    char *bump;           /* next never-used slot */
    char *end;
    void *free_list;
    struct Block *next;   /* in its size class list, or the large list */
    size_t map_size;      /* large: bytes mapped */
} Block;

static uint32_t sc_sizes[128];
static int n_sc;
static uint8_t sc_of_size[SMALL_MAX / 8 + 1];
static Block *sc_blocks[128];
static Block *sc_cursor[128];
static Block *large_list;
static Block *free_blocks; /* empty blocks kept for reuse */
static size_t n_free_blocks; /* of those, how many still hold their pages */
#define FREE_POOL_MAX ((size_t)64 << 20)

/* Block map: open addressing on block index. */
static uintptr_t *map_keys;
static Block **map_vals;
static size_t map_cap, map_used;
static uintptr_t heap_lo = UINTPTR_MAX, heap_hi;

static size_t max_heap;
static size_t committed;      /* bytes of blocks in use by size classes and large objects */
static size_t live_bytes;     /* bytes in live slots after the last GC */
static size_t charged_bytes;  /* of those, the ones charged to the program */
static uint32_t mark_flags = OF_MARK; /* | OF_UNCHARGED while marking from uncharged roots */
static bool stale;            /* a checkpoint return since the last GC */
static size_t since_gc;       /* bytes allocated since the last GC */
static size_t external_since_gc; /* heap_note_external's bytes since then */
static size_t gc_trigger;
/* The trigger after a return to a checkpoint (stale): returns leave each
 * undone run's objects behind as garbage, and a tool that returns often (the
 * tester) would otherwise allocate every run into fresh pages (a page fault
 * each) for the 24 MiB before a collection; a smaller trigger reuses warm
 * blocks, at the price of marking the live heap more often (about 0.7 MiB
 * after boot). Not while a checkpoint is merely live: a program that
 * allocates fast (Alloc) ran 1.12 times the instructions under an unused
 * checkpoint, in collections. */
#define CKPT_TRIGGER_MIN ((size_t)2 << 20)
static size_t ckpt_trigger = CKPT_TRIGGER_MIN;
static uint64_t gc_count;
static bool in_gc;
static bool soft_kept;        /* the last collection kept softly reachable objects */
static Thread *reserve_user;  /* the thread handling an exhausted heap (heap_reserve_begin) */
static size_t reserve_size;
static uint32_t gc_stress, gc_stress_count; /* RIVET_GC_STRESS */

Object *heap_ref_pending;
void reference_pending_notify(void);

typedef struct Root {
    RootScanner fn;
    void *arg;
    bool uncharged;
} Root;
static Root roots[32];
static int n_roots;
static WeakHook weak_hooks[8];
static int n_weak_hooks;
static FreeHook free_hook;
static uint32_t free_hook_flags; /* OF_FREE_WANTED: the hook sees only those; 0: every object */

static Object **mstack;
static size_t mstack_len, mstack_cap;

/* Discovered references by kind. */
typedef struct RefList {
    Object **items;
    size_t len, cap;
} RefList;
static RefList disc_soft, disc_weak, disc_final, disc_phantom;
static RefList disc_deferred; /* references whose referent waits for the uncharged phase */
uint32_t heap_off_referent, heap_off_discovered, heap_off_next, heap_off_queue;

static void map_put(uintptr_t key, Block *b);

static void init_size_classes(void)
{
    uint32_t s = 16;
    n_sc = 0;
    while (s <= 512) {
        sc_sizes[n_sc++] = s;
        s += s < 128 ? 8 : 16;
    }
    while (s < SMALL_MAX) {
        sc_sizes[n_sc++] = s;
        s = (uint32_t)ALIGN_UP(s + s / 8, 16);
    }
    sc_sizes[n_sc++] = SMALL_MAX;
    int c = 0;
    for (uint32_t i = 0; i <= SMALL_MAX / 8; i++) {
        while (sc_sizes[c] < i * 8)
            c++;
        sc_of_size[i] = (uint8_t)c;
    }
}

void heap_init(size_t maxh)
{
    init_size_classes();
    max_heap = maxh;
    /* Enough for an error with a full backtrace (1024 frames) and its message. */
    reserve_size = max_heap / 16 < (256u << 10) ? max_heap / 16 : (256u << 10);
    gc_trigger = 24u << 20;
    if (gc_trigger > max_heap / 2)
        gc_trigger = max_heap / 2;
    /* A debugging aid: RIVET_GC_STRESS=N collects at every N-th allocation,
     * so a reference held where the collector cannot see it fails at once. */
    const char *stress = getenv("RIVET_GC_STRESS");
    if (stress && atoi(stress) > 0)
        gc_stress = (uint32_t)atoi(stress);
}

size_t heap_used(void) { return charged_bytes + since_gc; }
void heap_note_return(void) { stale = true; }
size_t heap_committed(void) { return committed; }
size_t heap_max(void) { return max_heap; }
uint64_t heap_gc_count(void) { return gc_count; }

void heap_add_roots(RootScanner fn, void *arg)
{
    if (n_roots == (int)ARRAY_LEN(roots))
        vm_panic("too many root scanners");
    roots[n_roots++] = (Root){fn, arg, false};
}

void heap_add_roots_uncharged(RootScanner fn, void *arg)
{
    heap_add_roots(fn, arg);
    roots[n_roots - 1].uncharged = true;
}

void heap_add_weak_hook(WeakHook fn)
{
    if (n_weak_hooks == (int)ARRAY_LEN(weak_hooks))
        vm_panic("too many weak hooks");
    weak_hooks[n_weak_hooks++] = fn;
}

void heap_set_free_hook(FreeHook fn, bool wanted_only)
{
    free_hook = fn;
    free_hook_flags = wanted_only ? OF_FREE_WANTED : 0;
}

/* ---- Block map ------------------------------------------------------------- */

static size_t map_hash(uintptr_t key) { return (size_t)(key * 0x9E3779B97F4A7C15ull >> 20); }

static void map_grow(void)
{
    size_t ncap = map_cap ? map_cap * 2 : 1024;
    uintptr_t *nk = xcalloc(ncap, sizeof(uintptr_t));
    Block **nv = xcalloc(ncap, sizeof(Block *));
    for (size_t i = 0; i < map_cap; i++) {
        if (!map_keys[i])
            continue;
        size_t j = map_hash(map_keys[i]) & (ncap - 1);
        while (nk[j])
            j = (j + 1) & (ncap - 1);
        nk[j] = map_keys[i];
        nv[j] = map_vals[i];
    }
    free(map_keys);
    free(map_vals);
    map_keys = nk;
    map_vals = nv;
    map_cap = ncap;
}

/* Keys are block index + 1 so that 0 means empty; a deleted entry keeps its key
 * with a NULL value (blocks are rarely unmapped: only large objects). */
static void map_put(uintptr_t key, Block *b)
{
    if ((map_used + 1) * 2 > map_cap)
        map_grow();
    key += 1;
    size_t j = map_hash(key) & (map_cap - 1);
    while (map_keys[j] && map_keys[j] != key)
        j = (j + 1) & (map_cap - 1);
    if (!map_keys[j])
        map_used++;
    map_keys[j] = key;
    map_vals[j] = b;
}

static Block *map_get(uintptr_t key)
{
    if (!map_cap)
        return NULL;
    key += 1;
    size_t j = map_hash(key) & (map_cap - 1);
    while (map_keys[j]) {
        if (map_keys[j] == key)
            return map_vals[j];
        j = (j + 1) & (map_cap - 1);
    }
    return NULL;
}

static void note_range(uintptr_t lo, uintptr_t hi)
{
    if (lo < heap_lo)
        heap_lo = lo;
    if (hi > heap_hi)
        heap_hi = hi;
}

/* ---- Blocks ---------------------------------------------------------------- */

static void *map_aligned(size_t size, size_t align)
{
    size_t total = size + align;
    char *p = mmap(NULL, total, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return NULL;
    uintptr_t a = ALIGN_UP((uintptr_t)p, align);
    size_t head = a - (uintptr_t)p;
    if (head)
        munmap(p, head);
    size_t tail = total - head - size;
    if (tail)
        munmap((char *)a + size, tail);
#ifdef RIVET_ASAN
    /* Tool and VM memory referenced only from Java objects (a tool's shadow
     * in an extra field, an inflated monitor) is not leaked: the heap is a
     * root for LeakSanitizer. */
    __lsan_register_root_region((void *)a, size);
#endif
    return (void *)a;
}

static Block *new_small_block(int sc)
{
    Block *b = free_blocks;
    if (b) {
        free_blocks = b->next;
        if (n_free_blocks)
            n_free_blocks--;
    } else {
        /* Past the first chunks, on huge-page boundaries and asking for huge
         * pages: a program that allocates fast would otherwise fault its
         * heap in 4 KiB at a time (on Alloc, 7,000 faults, an eighth of its
         * time). The first chunks keep small pages, so that a small program
         * (hello world) stays small. A block given back with MADV_DONTNEED
         * splits its huge page. */
        static int n_chunks;
        bool huge = ++n_chunks > SMALL_PAGE_CHUNKS;
        char *chunk = map_aligned(BLOCK_SIZE * CHUNK_BLOCKS, huge ? HUGE_PAGE : BLOCK_SIZE);
        if (!chunk)
            return NULL;
#ifdef MADV_HUGEPAGE
        if (huge)
            madvise(chunk, BLOCK_SIZE * CHUNK_BLOCKS, MADV_HUGEPAGE);
#endif
        for (int i = CHUNK_BLOCKS - 1; i >= 1; i--) {
            Block *fb = (Block *)(chunk + (size_t)i * BLOCK_SIZE);
            fb->next = free_blocks;
            free_blocks = fb;
            map_put(((uintptr_t)fb) >> BLOCK_SHIFT, fb);
        }
        b = (Block *)chunk;
        map_put(((uintptr_t)b) >> BLOCK_SHIFT, b);
        note_range((uintptr_t)chunk, (uintptr_t)chunk + BLOCK_SIZE * CHUNK_BLOCKS);
    }
    uint32_t sz = sc_sizes[sc];
    b->slot_size = sz;
    b->sc = (uint16_t)sc;
    b->large = false;
    b->first = (char *)b + BLOCK_HDR;
    b->n_slots = (uint32_t)((BLOCK_SIZE - BLOCK_HDR) / sz);
    b->end = b->first + (size_t)b->n_slots * sz;
    b->bump = b->first;
    b->free_list = NULL;
    b->n_live = 0;
    b->next = sc_blocks[sc];
    sc_blocks[sc] = b;
    committed += BLOCK_SIZE;
    return b;
}

static void *alloc_small(int sc)
{
    Block *b = sc_cursor[sc];
    for (;;) {
        if (!b) {
            b = new_small_block(sc);
            if (!b)
                return NULL;
            sc_cursor[sc] = b;
        }
        if (b->free_list) {
            void **slot = b->free_list;
            b->free_list = slot[1];
            return slot;
        }
        if (b->bump < b->end) {
            void *slot = b->bump;
            b->bump += b->slot_size;
            return slot;
        }
        b = b->next;
        sc_cursor[sc] = b;
    }
}

static void *alloc_large(size_t size)
{
    size_t map_size = ALIGN_UP(BLOCK_HDR + size, BLOCK_SIZE);
    Block *b = map_aligned(map_size, BLOCK_SIZE);
    if (!b)
        return NULL;
    b->large = true;
    b->slot_size = 0;
    b->n_slots = 1;
    b->first = (char *)b + BLOCK_HDR;
    b->end = b->first + size;
    b->map_size = map_size;
    b->next = large_list;
    large_list = b;
    for (size_t off = 0; off < map_size; off += BLOCK_SIZE)
        map_put(((uintptr_t)b + off) >> BLOCK_SHIFT, b);
    note_range((uintptr_t)b, (uintptr_t)b + map_size);
    committed += map_size;
    return b->first; /* fresh mappings are zero */
}

bool heap_reserve_begin(Thread *th)
{
    if (reserve_user)
        return false;
    reserve_user = th;
    return true;
}

void heap_reserve_end(Thread *th)
{
    vm_assert(reserve_user == th);
    reserve_user = NULL;
}

/* Room for size more bytes, collecting if needed. A collection that keeps soft
 * referents comes first; only if that is not enough does a second one clear
 * them (as HotSpot, soft references are all cleared before an OutOfMemoryError). */
static bool make_room(Thread *th, size_t size)
{
    /* The heap is exhausted and the collection that found it so has just run. */
    if (unlikely(reserve_user == th) && th && charged_bytes + since_gc + size > max_heap)
        return charged_bytes + since_gc + size <= max_heap + reserve_size;
    size_t trig = unlikely(stale) && g_ckpt_active && ckpt_trigger < gc_trigger ? ckpt_trigger : gc_trigger;
    if (unlikely(since_gc + external_since_gc + size > trig || (gc_stress && ++gc_stress_count % gc_stress == 0)) &&
        !in_gc)
        heap_gc(th, false);
    if (charged_bytes + since_gc + size <= max_heap)
        return true;
    /* Nothing allocated, no soft referent kept and no checkpoint returned to
     * since the last collection: another one cannot free anything. */
    if (since_gc || soft_kept || stale)
        heap_gc(th, true);
    return charged_bytes + since_gc + size <= max_heap;
}

void heap_note_external(size_t bytes) { external_since_gc += bytes; }

Object *heap_alloc(Thread *th, size_t size)
{
    size = ALIGN_UP(size, 8);
    if (size > max_heap + reserve_size)
        return NULL;
    int sc = size <= SMALL_MAX ? sc_of_size[(size + 7) / 8] : -1;
    /* The limit counts whole slots, as heap_used does. */
    bool room = make_room(th, sc >= 0 ? sc_sizes[sc] : size);
    /* The caller holds the new object from here on (CHole.clean). */
    if (th && th->holes)
        th->holes->clean = false;
    if (!room)
        return NULL;
    void *p;
    if (sc >= 0) {
        p = alloc_small(sc);
        if (!p)
            return NULL;
        memset(p, 0, sc_sizes[sc]);
        since_gc += sc_sizes[sc];
    } else {
        p = alloc_large(size);
        if (!p)
            return NULL;
        since_gc += size;
    }
    /* New in this checkpoint segment: nothing to save before writing it. */
    ((Object *)p)->ck_epoch = g_ckpt_epoch;
    ((Object *)p)->born = g_ckpt_epoch;
    return p;
}

Object *heap_find(const void *p)
{
    uintptr_t a = (uintptr_t)p;
    if (a < heap_lo || a >= heap_hi)
        return NULL;
    Block *b = map_get(a >> BLOCK_SHIFT);
    if (!b || a < (uintptr_t)b->first)
        return NULL;
    Object *o;
    if (b->large) {
        if (a >= (uintptr_t)b->end)
            return NULL;
        o = (Object *)b->first;
    } else {
        if (!b->slot_size || a >= (uintptr_t)b->bump)
            return NULL;
        size_t idx = (a - (uintptr_t)b->first) / b->slot_size;
        o = (Object *)(b->first + idx * b->slot_size);
    }
    if (!o->cls)
        return NULL;
    return o;
}

__attribute__((noinline, no_sanitize_address)) void heap_clear_stack(void)
{
    /* Word stores, not memset: ASan's memset checks the shadow of the range,
     * which may still hold the poison of frames left by a context switch. */
    volatile uintptr_t dead[2048];
    for (size_t i = 0; i < ARRAY_LEN(dead); i++)
        dead[i] = 0;
}

/* ---- Marking --------------------------------------------------------------- */

static void mstack_push(Object *o)
{
    if (mstack_len == mstack_cap) {
        mstack_cap = mstack_cap ? mstack_cap * 2 : 4096;
        mstack = xrealloc(mstack, mstack_cap * sizeof(Object *));
    }
    mstack[mstack_len++] = o;
}

void heap_mark(Object *o)
{
    if (o && !(o->flags & OF_MARK)) {
        o->flags |= mark_flags;
        mstack_push(o);
    }
}

__attribute__((no_sanitize_address)) void heap_scan_range(const void *lo, const void *hi)
{
    uintptr_t a = ALIGN_UP((uintptr_t)lo, sizeof(void *));
    for (; a + sizeof(void *) <= (uintptr_t)hi; a += sizeof(void *)) {
        void *w = *(void **)a;
        if ((uintptr_t)w < heap_lo || (uintptr_t)w >= heap_hi)
            continue;
        Object *o = heap_find(w);
        if (o)
            heap_mark(o);
    }
}

static void reflist_add(RefList *l, Object *o)
{
    if (l->len == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 64;
        l->items = xrealloc(l->items, l->cap * sizeof(Object *));
    }
    l->items[l->len++] = o;
}

/* A Reference whose referent is not yet known to be reachable is set aside
 * instead of marking the referent. Inactive references (already enqueued, or
 * already on the pending list) are scanned normally. */
static bool discover(Object *ref)
{
    uint32_t cf = ref->cls->cflags;
    Object *referent = FIELD_AT(ref, Object *, heap_off_referent);
    if (!referent || (referent->flags & OF_MARK))
        return false;
    if (FIELD_AT(ref, Object *, heap_off_discovered))
        return false;
    if ((cf & CF_REF_FINAL) && FIELD_AT(ref, Object *, heap_off_next))
        return false;
    RefList *l = (cf & CF_REF_SOFT) ? &disc_soft : (cf & CF_REF_WEAK) ? &disc_weak
               : (cf & CF_REF_FINAL) ? &disc_final : &disc_phantom;
    reflist_add(l, ref);
    return true;
}

Class *mirror_class(Object *mirror);

static void scan_object(Object *o)
{
    Class *c = o->cls;
    if (c->kind == CK_ARRAY) {
        /* Tool reference fields declared on java.lang.Object. */
        for (uint32_t i = 0; i < WK.Object->n_refs; i++)
            heap_mark(FIELD_AT(o, Object *, WK.Object->ref_offsets[i]));
        if (c->elem_type == 'L') {
            int32_t n = arr_len(o);
            Object **e = arr_data(o);
            for (int32_t i = 0; i < n; i++)
                heap_mark(e[i]);
        }
        return;
    }
    /* While a checkpoint is live references are strong: clearing one is a
     * write the collector would make outside the barrier, and a return to the
     * checkpoint must find every referent it had. */
    bool skip_referent = false;
    if (c->cflags & CF_REF_ANY) {
        if (!g_ckpt_active) {
            skip_referent = discover(o);
        } else if (!(mark_flags & OF_UNCHARGED)) {
            /* ... but what only a reference keeps is not charged: without the
             * checkpoint it would be cleared, or finalized and freed, before
             * an OutOfMemoryError. */
            Object *referent = FIELD_AT(o, Object *, heap_off_referent);
            if (referent && !(referent->flags & OF_MARK)) {
                reflist_add(&disc_deferred, o);
                skip_referent = true;
            }
        }
    }
    for (uint32_t i = 0; i < c->n_refs; i++) {
        uint32_t off = c->ref_offsets[i];
        if (skip_referent && off == heap_off_referent)
            continue;
        heap_mark(FIELD_AT(o, Object *, off));
    }
    if (c->cflags & CF_MIRROR) {
        Class *k = mirror_class(o);
        if (k)
            for (uint32_t i = 0; i < k->n_static_refs; i++)
                heap_mark(FIELD_AT(o, Object *, k->static_ref_offsets[i]));
    }
}

void heap_scan_image(Object *obj, const void *image)
{
    Class *c = obj->cls;
    const char *b = image;
    if (c->kind == CK_ARRAY) {
        for (uint32_t i = 0; i < WK.Object->n_refs; i++)
            heap_mark(FIELD_AT(b, Object *, WK.Object->ref_offsets[i]));
        if (c->elem_type == 'L') {
            int32_t n = *(const int32_t *)(b + g_array_len_off);
            Object *const *e = (Object *const *)(b + g_array_base_off);
            for (int32_t i = 0; i < n; i++)
                heap_mark(e[i]);
        }
        return;
    }
    for (uint32_t i = 0; i < c->n_refs; i++)
        heap_mark(FIELD_AT(b, Object *, c->ref_offsets[i]));
    if (c->cflags & CF_MIRROR) {
        Class *k = mirror_class(obj);
        if (k)
            for (uint32_t i = 0; i < k->n_static_refs; i++)
                heap_mark(FIELD_AT(b, Object *, k->static_ref_offsets[i]));
    }
}

static void drain(void)
{
    while (mstack_len) {
        Object *o = mstack[--mstack_len];
        scan_object(o);
    }
}

static void enqueue_pending(Object *ref)
{
    FIELD_AT(ref, Object *, heap_off_discovered) = heap_ref_pending ? heap_ref_pending : ref;
    heap_ref_pending = ref;
}

static void process_refs(bool clear_soft)
{
    /* Soft references survive unless memory is short. */
    soft_kept = !clear_soft && disc_soft.len;
    if (!clear_soft) {
        for (size_t i = 0; i < disc_soft.len; i++)
            heap_mark(FIELD_AT(disc_soft.items[i], Object *, heap_off_referent));
        disc_soft.len = 0;
        drain();
    }
    RefList *clearing[2] = {&disc_soft, &disc_weak};
    for (int k = 0; k < 2; k++) {
        RefList *l = clearing[k];
        for (size_t i = 0; i < l->len; i++) {
            Object *ref = l->items[i];
            Object *referent = FIELD_AT(ref, Object *, heap_off_referent);
            if (referent && !(referent->flags & OF_MARK)) {
                FIELD_AT(ref, Object *, heap_off_referent) = NULL;
                enqueue_pending(ref);
            }
        }
        l->len = 0;
    }
    /* Finalizable objects come back to life until their finalizer has run. */
    size_t nfinal = disc_final.len;
    for (size_t i = 0; i < nfinal; i++) {
        Object *ref = disc_final.items[i];
        Object *referent = FIELD_AT(ref, Object *, heap_off_referent);
        if (referent && !(referent->flags & OF_MARK)) {
            heap_mark(referent);
            enqueue_pending(ref);
        }
    }
    drain();
    /* References found while resurrecting: their referents are now marked or
     * truly unreachable; weak ones still clear. */
    for (size_t i = 0; i < disc_weak.len; i++) {
        Object *ref = disc_weak.items[i];
        Object *referent = FIELD_AT(ref, Object *, heap_off_referent);
        if (referent && !(referent->flags & OF_MARK)) {
            FIELD_AT(ref, Object *, heap_off_referent) = NULL;
            enqueue_pending(ref);
        }
    }
    disc_weak.len = 0;
    for (size_t i = 0; i < disc_soft.len; i++)
        heap_mark(FIELD_AT(disc_soft.items[i], Object *, heap_off_referent));
    disc_soft.len = 0;
    disc_final.len = 0;
    drain();
    for (size_t i = 0; i < disc_phantom.len; i++) {
        Object *ref = disc_phantom.items[i];
        Object *referent = FIELD_AT(ref, Object *, heap_off_referent);
        if (referent && !(referent->flags & OF_MARK)) {
            FIELD_AT(ref, Object *, heap_off_referent) = NULL;
            enqueue_pending(ref);
        } else if (referent) {
            heap_mark(ref);
        }
    }
    disc_phantom.len = 0;
    drain();
    /* The pending list itself is a root for the next collection and must stay alive now. */
    for (Object *r = heap_ref_pending; r;) {
        heap_mark(r);
        Object *n = FIELD_AT(r, Object *, heap_off_discovered);
        r = n == r ? NULL : n;
    }
    drain();
}

/* ---- Sweeping -------------------------------------------------------------- */

/* Inline in the sweep: called for every dead object. */
static inline void free_obj(Object *o)
{
    if (unlikely(free_hook != NULL) && (o->flags & free_hook_flags) == free_hook_flags)
        free_hook(o);
    if (o->lock && !(o->lock & 1))
        mon_free((Monitor *)o->lock);
}

static size_t swept_uncharged; /* bytes of live OF_UNCHARGED objects found by the last sweep */

static size_t sweep(void)
{
    size_t live = 0, uncharged = 0;
    for (int sc = 0; sc < n_sc; sc++) {
        Block **link = &sc_blocks[sc];
        Block *b;
        while ((b = *link)) {
            void *fl = NULL;
            uint32_t n_live = 0, n_uncharged = 0;
            for (char *p = b->first; p < b->bump; p += b->slot_size) {
                Object *o = (Object *)p;
                if (!o->cls)
                    goto add_free;
                if (o->flags & OF_MARK) {
                    n_uncharged += (o->flags & OF_UNCHARGED) != 0;
                    o->flags &= ~(uint32_t)(OF_MARK | OF_UNCHARGED);
                    n_live++;
                    continue;
                }
                free_obj(o);
                o->cls = NULL;
            add_free:
                ((void **)p)[1] = fl;
                fl = p;
            }
            b->free_list = fl;
            b->n_live = n_live;
            live += (size_t)n_live * b->slot_size;
            uncharged += (size_t)n_uncharged * b->slot_size;
            if (n_live == 0) {
                /* Return the whole block for any size class; its memory goes back
                 * to the OS only when the pool of empty blocks is large. */
                *link = b->next;
                if (n_free_blocks * BLOCK_SIZE > FREE_POOL_MAX)
                    madvise(b, BLOCK_SIZE, MADV_DONTNEED);
                else
                    n_free_blocks++;
                b->next = free_blocks;
                b->slot_size = 0;
                b->bump = b->first;
                free_blocks = b;
                committed -= BLOCK_SIZE;
                continue;
            }
            link = &b->next;
        }
        sc_cursor[sc] = sc_blocks[sc];
    }
    Block **link = &large_list;
    Block *b;
    while ((b = *link)) {
        Object *o = (Object *)b->first;
        if (o->flags & OF_MARK) {
            if (o->flags & OF_UNCHARGED)
                uncharged += (size_t)(b->end - b->first);
            o->flags &= ~(uint32_t)(OF_MARK | OF_UNCHARGED);
            live += (size_t)(b->end - b->first);
            link = &b->next;
            continue;
        }
        free_obj(o);
        *link = b->next;
        for (size_t off = 0; off < b->map_size; off += BLOCK_SIZE)
            map_put(((uintptr_t)b + off) >> BLOCK_SHIFT, NULL);
        committed -= b->map_size;
#ifdef RIVET_ASAN
        __lsan_unregister_root_region(b, b->map_size);
#endif
        munmap(b, b->map_size);
    }
    swept_uncharged = uncharged;
    return live;
}

void heap_gc(Thread *th, bool clear_soft)
{
    if (in_gc)
        return;
    in_gc = true;
    gc_count++;
    rti_skip_clear(); /* a freed object's address may be another's next */
    for (int i = 0; i < n_roots; i++)
        if (!roots[i].uncharged)
            roots[i].fn(roots[i].arg);
    drain();
    /* What is reached from here on the program would not have without the
     * tools (see checkpoint/README.md, "The heap limit"). */
    mark_flags = OF_MARK | OF_UNCHARGED;
    for (size_t i = 0; i < disc_deferred.len; i++)
        heap_mark(FIELD_AT(disc_deferred.items[i], Object *, heap_off_referent));
    disc_deferred.len = 0;
    for (int i = 0; i < n_roots; i++)
        if (roots[i].uncharged)
            roots[i].fn(roots[i].arg);
    drain();
    mark_flags = OF_MARK;
    for (int i = 0; i < n_weak_hooks; i++)
        weak_hooks[i]();
    process_refs(clear_soft);
    size_t before = charged_bytes + since_gc;
    live_bytes = sweep();
    charged_bytes = live_bytes - swept_uncharged;
    since_gc = external_since_gc = 0;
    stale = false;
    size_t trig = live_bytes;
    if (trig < (24u << 20))
        trig = 24u << 20;
    if (charged_bytes + trig > max_heap)
        trig = max_heap > charged_bytes ? (max_heap - charged_bytes) : 0;
    gc_trigger = trig;
    ckpt_trigger = live_bytes > CKPT_TRIGGER_MIN ? live_bytes : CKPT_TRIGGER_MIN;
    in_gc = false;
    if (heap_ref_pending)
        reference_pending_notify();
    if (vm_opts.verbose_gc) {
        if (live_bytes != charged_bytes)
            fprintf(stderr, "[gc #%llu: %zuK->%zuK, %zuK more held by tools and checkpoints (%zuK committed)]\n",
                    (unsigned long long)gc_count, before >> 10, charged_bytes >> 10,
                    (live_bytes - charged_bytes) >> 10, committed >> 10);
        else
            fprintf(stderr, "[gc #%llu: %zuK->%zuK (%zuK committed)]\n", (unsigned long long)gc_count,
                    before >> 10, live_bytes >> 10, committed >> 10);
    }
    (void)th;
}

void heap_each_object(void (*fn)(Object *obj, void *arg), void *arg)
{
    for (int sc = 0; sc < n_sc; sc++)
        for (Block *b = sc_blocks[sc]; b; b = b->next)
            for (char *p = b->first; p < b->bump; p += b->slot_size)
                if (((Object *)p)->cls)
                    fn((Object *)p, arg);
    for (Block *b = large_list; b; b = b->next)
        fn((Object *)b->first, arg);
}
