/* java.lang.Shutdown, ProcessEnvironment and SecurityManager natives. */
#include <unistd.h>

#include "natives/natives.h"
#include "vm/boot.h"

extern char **environ;

NATIVE(beforeHalt)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(halt0)
{
    (void)ret;
    vm_exit(th, a[0].i);
}

NATIVE(environ0)
{
    (void)a;
    int n = 0;
    for (char **e = environ; *e; e++)
        if (strchr(*e, '='))
            n++;
    Class *ba = WK.arr_prim[prim_index('B')];
    Object *arr = arr_new_ref(th, ba, 2 * n);
    if (!arr)
        return;
    int k = 0;
    for (char **e = environ; *e; e++) {
        char *eq = strchr(*e, '=');
        if (!eq)
            continue;
        size_t kl = (size_t)(eq - *e), vl = strlen(eq + 1);
        Object *key = arr_new_prim(th, 'B', (int32_t)kl);
        Object *val = key ? arr_new_prim(th, 'B', (int32_t)vl) : NULL;
        if (!val)
            return;
        heap_barrier(key);
        memcpy(arr_data(key), *e, kl);
        heap_barrier(val);
        memcpy(arr_data(val), eq + 1, vl);
        heap_barrier(arr);
        ARR_AT(arr, Object *, k++) = key;
        ARR_AT(arr, Object *, k++) = val;
    }
    ret->a = arr;
}

NATIVE(getClassContext)
{
    int n = 0;
    for (Frame *f = th->top ? th->top->prev : NULL; f; f = f->prev)
        if (f->m)
            n++;
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return;
    int k = 0;
    heap_barrier(arr);
    for (Frame *f = th->top ? th->top->prev : NULL; f; f = f->prev)
        if (f->m)
            ARR_AT(arr, Object *, k++) = f->m->cls->mirror;
    (void)a;
    ret->a = arr;
}

NATIVES_TABLE(java_lang_Shutdown, "java/lang/Shutdown",
    {"beforeHalt", "()V", beforeHalt},
    {"halt0", "(I)V", halt0},
);

NATIVES_TABLE(java_lang_ProcessEnvironment, "java/lang/ProcessEnvironment",
    {"environ", "()[[B", environ0},
);


NATIVES_TABLE(java_lang_SecurityManager, "java/lang/SecurityManager",
    {"getClassContext", "()[Ljava/lang/Class;", getClassContext},
);
