/* escape.c — objects that escape a class initialiser (see escape.h). */
#include "escape.h"

#include <stdint.h>
#include <string.h>

static uintptr_t *escaped;
static uint32_t n_escaped, cap_escaped;

static uint32_t slot(const uintptr_t *t, uint32_t cap, uintptr_t o)
{
    uint32_t i = (uint32_t)((o >> 3) * 0x9E3779B97F4A7C15ull >> 32) & (cap - 1);
    while (t[i] && t[i] != o)
        i = (i + 1) & (cap - 1);
    return i;
}

bool escape_escaped(const RtiObject *o)
{
    return n_escaped && o && escaped[slot(escaped, cap_escaped, (uintptr_t)o)];
}

static void mark(const RtiObject *o)
{
    if (escape_escaped(o))
        return;
    if (2 * (n_escaped + 1) > cap_escaped) {
        uint32_t nc = cap_escaped ? cap_escaped * 2 : 64;
        uintptr_t *nt = rti_calloc(sizeof *nt * nc);
        for (uint32_t i = 0; i < cap_escaped; i++)
            if (escaped[i])
                nt[slot(nt, nc, escaped[i])] = escaped[i];
        rti_save(&escaped, sizeof escaped);
        rti_save(&cap_escaped, sizeof cap_escaped);
        rti_free_later(escaped);
        escaped = nt;
        cap_escaped = nc;
    }
    uint32_t i = slot(escaped, cap_escaped, (uintptr_t)o);
    rti_save(&escaped[i], sizeof escaped[i]);
    rti_save(&n_escaped, sizeof n_escaped);
    escaped[i] = (uintptr_t)o;
    n_escaped++;
}

bool escape_own_static(const RtiAccess *acc)
{
    RtiClass *fc = rti_field_class(acc->field);
    RtiLocation fr[64];
    int n = 0;
    if (rti_thread_stack(acc->thread, fr, 64, &n) != RTI_OK)
        return false;
    for (int i = 0; i < n && i < 64; i++)
        if (fr[i].method && rti_method_class(fr[i].method) == fc && !strcmp(rti_method_name(fr[i].method), "<clinit>"))
            return true;
    return false;
}

void escape_note_static(const RtiAccess *acc)
{
    if (rti_thread_in_class_init(acc->thread) && !escape_own_static(acc))
        mark(acc->value.a);
}
