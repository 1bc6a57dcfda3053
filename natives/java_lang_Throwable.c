/* java.lang.Throwable.fillInStackTrace, java.lang.StackTraceElement natives,
 * and stack traces of other threads (Thread.getStackTrace, dumpThreads). */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/mh.h"

void exc_fill_in(Thread *th, Object *throwable);
bool exc_backtrace_frame(Object *throwable, int32_t i, Method **m, int32_t *bci);
int exc_line_of(Method *m, int32_t bci);

static struct {
    uint32_t decl_obj, loader_name, module_name, module_version, decl_class, method_name, file_name, line;
} ste;
static uint32_t off_depth, off_module_name, off_loader_name;

static void offsets(void)
{
    if (ste.decl_class)
        return;
    Class *c = WK.StackTraceElement;
    ste.decl_obj = field_offset(c, "declaringClassObject", "Ljava/lang/Class;");
    ste.loader_name = field_offset(c, "classLoaderName", "Ljava/lang/String;");
    ste.module_name = field_offset(c, "moduleName", "Ljava/lang/String;");
    ste.module_version = field_offset(c, "moduleVersion", "Ljava/lang/String;");
    ste.decl_class = field_offset(c, "declaringClass", "Ljava/lang/String;");
    ste.method_name = field_offset(c, "methodName", "Ljava/lang/String;");
    ste.file_name = field_offset(c, "fileName", "Ljava/lang/String;");
    ste.line = field_offset(c, "lineNumber", "I");
    off_depth = field_offset(WK.Throwable, "depth", "I");
    off_module_name = field_offset(WK.Module, "name", "Ljava/lang/String;");
    off_loader_name = field_offset(WK.ClassLoader, "name", "Ljava/lang/String;");
}

static Object *class_name_string(Thread *th, Class *c)
{
    char *n = xstrdup(c->name);
    if (c->kind != CK_ARRAY)
        for (char *p = n; *p; p++)
            if (*p == '/' && !(c->cflags & CF_HIDDEN && strstr(p, "/0x") == p))
                *p = '.';
    Object *s = str_new_cstr(th, n);
    free(n);
    return s;
}

/* The version string a named module was defined with, as HotSpot keeps it:
 * descriptor.version's text, else the raw version string, else NULL. */
static Object *module_version(Object *mod)
{
    static uint32_t off_desc, off_version, off_raw, off_text;
    if (!off_desc)
        off_desc = field_offset(WK.Module, "descriptor", "Ljava/lang/module/ModuleDescriptor;");
    Object *desc = FIELD_AT(mod, Object *, off_desc);
    if (!desc)
        return NULL;
    if (!off_version) {
        off_raw = field_offset(desc->cls, "rawVersionString", "Ljava/lang/String;");
        off_version = field_offset(desc->cls, "version", "Ljava/lang/module/ModuleDescriptor$Version;");
    }
    Object *v = FIELD_AT(desc, Object *, off_version);
    if (!v)
        return FIELD_AT(desc, Object *, off_raw);
    if (!off_text)
        off_text = field_offset(v->cls, "version", "Ljava/lang/String;");
    return FIELD_AT(v, Object *, off_text);
}

static bool fill(Thread *th, Object *e, Method *m, int32_t bci)
{
    offsets();
    Class *c = m->cls;
    obj_set_ref(e, ste.decl_obj, c->mirror);
    Object *cn = class_name_string(th, c);
    if (!cn)
        return false;
    obj_set_ref(e, ste.decl_class, cn);
    Object *mn = str_intern_utf8(th, m->name);
    if (!mn)
        return false;
    obj_set_ref(e, ste.method_name, mn);
    if (c->source_file) {
        Object *fn = str_intern_utf8(th, c->source_file);
        if (!fn)
            return false;
        obj_set_ref(e, ste.file_name, fn);
    }
    obj_set_int(e, ste.line, exc_line_of(m, bci));
    if (c->loader)
        obj_set_ref(e, ste.loader_name, FIELD_AT(c->loader, Object *, off_loader_name));
    Object *mod = c->mirror ? FIELD_AT(c->mirror, Object *, g_off_class_module) : NULL;
    if (mod) {
        Object *name = FIELD_AT(mod, Object *, off_module_name);
        obj_set_ref(e, ste.module_name, name);
        if (name)
            obj_set_ref(e, ste.module_version, module_version(mod));
    }
    return true;
}

NATIVE(fillInStackTrace)
{
    exc_fill_in(th, a[0].a);
    ret->a = a[0].a;
}

NATIVE(initStackTraceElements)
{
    (void)ret;
    offsets();
    Object *elems = a[0].a, *x = a[1].a;
    if (!elems || !x) {
        exc_npe(th, NULL);
        return;
    }
    int32_t depth = FIELD_AT(x, int32_t, off_depth);
    if (depth > arr_len(elems))
        depth = arr_len(elems);
    for (int32_t i = 0; i < depth; i++) {
        Method *m;
        int32_t bci;
        if (!exc_backtrace_frame(x, i, &m, &bci))
            break;
        Object *e = ARR_AT(elems, Object *, i);
        if (!e) {
            exc_npe(th, NULL);
            return;
        }
        if (!fill(th, e, m, bci))
            return;
    }
}

/* initStackTraceElement(StackTraceElement, StackFrameInfo): the element for a
 * StackWalker frame, from the method its MemberName names and its bci. */
NATIVE(initStackTraceElement)
{
    (void)ret;
    static uint32_t off_member, off_bci;
    Object *e = a[0].a, *sfi = a[1].a;
    if (!e || !sfi) {
        exc_npe(th, NULL);
        return;
    }
    if (!off_member) {
        off_bci = field_offset(sfi->cls, "bci", "I");
        off_member = field_offset(sfi->cls, "memberName", "Ljava/lang/Object;");
    }
    Object *mn = FIELD_AT(sfi, Object *, off_member);
    Method *m = mn ? mh_member_method(mn) : NULL;
    if (!m) {
        exc_throw(th, "java/lang/InternalError", "StackFrameInfo without a method");
        return;
    }
    fill(th, e, m, (m->access & ACC_NATIVE) ? -1 : FIELD_AT(sfi, int32_t, off_bci));
}

/* A StackTraceElement[] for target's frames (target suspended, or th itself). */
Object *stack_trace_of(Thread *th, Thread *target);
Object *stack_trace_of(Thread *th, Thread *target)
{
    offsets();
    int n = 0;
    for (Frame *f = target->top; f; f = f->prev)
        if (f->m && !(f->m->mflags & MF_HIDDEN))
            n++;
    Object *arr = arr_new_ref(th, WK.StackTraceElement, n);
    if (!arr)
        return NULL;
    int i = 0;
    for (Frame *f = target->top; f && i < n; f = f->prev) {
        if (!f->m || (f->m->mflags & MF_HIDDEN))
            continue;
        Object *e = obj_new(th, WK.StackTraceElement);
        if (!e)
            return NULL;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = e;
        int32_t bci = (f->flags & FR_NATIVE) ? -1 : (int32_t)(f->pc - f->m->code);
        if (!fill(th, e, f->m, bci))
            return NULL;
        i++;
    }
    return arr;
}

NATIVES_TABLE(java_lang_Throwable, "java/lang/Throwable",
    {"fillInStackTrace", "(I)Ljava/lang/Throwable;", fillInStackTrace},
);

NATIVES_TABLE(java_lang_StackTraceElement, "java/lang/StackTraceElement",
    {"initStackTraceElements", "([Ljava/lang/StackTraceElement;Ljava/lang/Throwable;)V", initStackTraceElements},
    {"initStackTraceElement", "(Ljava/lang/StackTraceElement;Ljava/lang/StackFrameInfo;)V", initStackTraceElement},
);
