/* java.lang.instrument without JVMTI: -javaagent, Launcher-Agent-Class, and
 * the natives of sun.instrument.InstrumentationImpl.
 *
 * HotSpot loads libinstrument for each -javaagent:jar[=options]; it reads the
 * jar's manifest before the VM starts (Premain-Class, Boot-Class-Path), and
 * once the VM is initialised it puts the jar on the system class loader's
 * search path, makes an InstrumentationImpl and calls its
 * loadClassAndCallPremain(class, options). Rivet does the same steps here
 * (instrument_check_agents before boot, instrument_start_agents after it).
 *
 * Each agent is an Agent record; the Java object's mNativeAgent is its index
 * plus one. The InstrumentationImpl objects are GC roots (an agent need not
 * keep its Instrumentation). When an agent has transformers, every class that
 * a Java class loader defines (ClassLoader.defineClass*, Lookup.defineClass;
 * not hidden classes, as HotSpot) is passed through
 * InstrumentationImpl.transform of each agent in turn before it is parsed
 * (instrument_transform). Classes the boot loader reads from the JDK image or
 * -Xbootclasspath/a are not: they load where Java code cannot run.
 *
 * What is not supported, and says so: redefinition and retransformation
 * (isRedefineClassesSupported and isRetransformClassesSupported are false,
 * so the Java side throws UnsupportedOperationException), native method
 * prefixes, and isModifiableClass (false). getObjectSize is the object's size
 * in Rivet's heap, header included, which is larger than HotSpot's. */
#include <libgen.h>
#include <signal.h>
#include <strings.h>

#include "vm/loader.h"
#include "classfile/zip.h"
#include "natives/natives.h"
#include "vm/heap.h"

typedef struct Agent {
    char *jar;        /* as given */
    char *options;    /* after '=', or NULL */
    char *agent_class; /* Premain-Class (or Launcher-Agent-Class) */
    bool transforms;  /* setHasTransformers(true) */
    Object *impl;     /* the InstrumentationImpl */
} Agent;

static Agent *agents;
static int n_agents;
static bool any_transforms;

static void scan_agents(void *arg)
{
    (void)arg;
    for (int i = 0; i < n_agents; i++)
        if (agents[i].impl)
            heap_mark(agents[i].impl);
}

/* The value of a main-section attribute of a manifest (names are case
 * insensitive; a line starting with a space continues the one before), or NULL. */
static char *manifest_attr(const char *mf, size_t len, const char *name)
{
    size_t nl = strlen(name);
    const char *p = mf, *end = mf + len;
    while (p < end) {
        const char *eol = p;
        while (eol < end && *eol != '\n' && *eol != '\r')
            eol++;
        if (eol == p)
            return NULL; /* the end of the main section */
        if ((size_t)(eol - p) > nl && !strncasecmp(p, name, nl) && p[nl] == ':') {
            Buf v = {0};
            const char *s = p + nl + 1;
            if (s < eol && *s == ' ')
                s++;
            buf_put(&v, s, (size_t)(eol - s));
            for (;;) {
                const char *q = eol;
                if (q < end && *q == '\r')
                    q++;
                if (q < end && *q == '\n')
                    q++;
                if (q >= end || *q != ' ')
                    break;
                eol = q + 1;
                while (eol < end && *eol != '\n' && *eol != '\r')
                    eol++;
                buf_put(&v, q + 1, (size_t)(eol - q - 1));
            }
            while (v.len && (v.data[v.len - 1] == ' ' || v.data[v.len - 1] == '\t'))
                v.len--;
            return (char *)buf_cstr(&v);
        }
        p = eol;
        if (p < end && *p == '\r')
            p++;
        if (p < end && *p == '\n')
            p++;
    }
    return NULL;
}

/* The jar's manifest (malloc'd), or NULL. */
static char *read_manifest(const char *jar, size_t *len)
{
    char err[256];
    Zip *z = zip_open(jar, err, sizeof err);
    if (!z)
        return NULL;
    uint8_t *mf = zip_read(z, "META-INF/MANIFEST.MF", len, err, sizeof err);
    zip_close(z);
    return (char *)mf;
}

/* Boot-Class-Path: paths separated by spaces, relative to the jar's directory. */
static void append_boot_class_path(const char *jar, const char *value)
{
    char *copy = xstrdup(jar);
    const char *dir = dirname(copy);
    Buf b = {0};
    if (vm_opts.boot_append)
        buf_puts(&b, vm_opts.boot_append);
    for (const char *p = value; *p;) {
        while (*p == ' ')
            p++;
        const char *e = p;
        while (*e && *e != ' ')
            e++;
        if (e > p) {
            if (b.len)
                buf_putc(&b, ':');
            if (*p != '/') {
                buf_puts(&b, dir);
                buf_putc(&b, '/');
            }
            buf_put(&b, p, (size_t)(e - p));
        }
        p = e;
    }
    char *old = vm_opts.boot_append_owned ? (char *)vm_opts.boot_append : NULL;
    vm_opts.boot_append = buf_cstr(&b);
    vm_opts.boot_append_owned = true;
    free(old); /* (two agents' Boot-Class-Paths leaked the first's) */
    free(copy);
}

static void agent_init_failed(void) __attribute__((noreturn));
static void agent_init_failed(void)
{
    /* HotSpot's vm_exit_during_initialization writes to stdout. */
    fflush(stderr);
    printf("Error occurred during initialization of VM\nagent library failed to init: instrument\n");
    exit(1);
}

void instrument_check_agents(void)
{
    if (!vm_opts.n_agents)
        return;
    agents = xcalloc((size_t)vm_opts.n_agents, sizeof(Agent));
    for (int i = 0; i < vm_opts.n_agents; i++) {
        Agent *ag = &agents[n_agents++];
        const char *spec = vm_opts.agents[i];
        const char *eq = strchr(spec, '=');
        ag->jar = eq ? strndup(spec, (size_t)(eq - spec)) : xstrdup(spec);
        ag->options = eq ? xstrdup(eq + 1) : NULL;
        size_t len;
        char *mf = read_manifest(ag->jar, &len);
        if (!mf) {
            fprintf(stderr, "Error opening zip file or JAR manifest missing : %s\n", ag->jar);
            agent_init_failed();
        }
        ag->agent_class = manifest_attr(mf, len, "Premain-Class");
        if (!ag->agent_class) {
            fprintf(stderr, "Failed to find Premain-Class manifest attribute in %s\n", ag->jar);
            free(mf);
            agent_init_failed();
        }
        char *bcp = manifest_attr(mf, len, "Boot-Class-Path");
        if (bcp)
            append_boot_class_path(ag->jar, bcp);
        free(bcp);
        free(mf);
    }
    heap_add_roots(scan_agents, NULL);
}

/* new InstrumentationImpl(index + 1, false, false[, false]): neither
 * redefinition nor native method prefixes are supported. */
static Object *new_impl(Thread *th, int index)
{
    Class *c = loader_load(th, NULL, sym_c("sun/instrument/InstrumentationImpl"));
    if (!c || !clinit_ensure(th, c))
        return NULL;
    Object *o = obj_new(th, c);
    if (!o)
        return NULL;
    Method *init = cf_find_method(c, S.init, sym_c("(JZZ)V"));
    Slot args[6] = {{.a = o}};
    args[1].j = index + 1;
    if (!init)
        init = cf_find_method(c, S.init, sym_c("(JZZZ)V")); /* later 17 updates: printWarning */
    if (!init) {
        exc_throw(th, "java/lang/InternalError", "no InstrumentationImpl constructor in this JDK");
        return NULL;
    }
    if (!interp_call(th, init, args, NULL))
        return NULL;
    return o;
}

/* HotSpot's libinstrument aborts the VM when premain fails. */
static void premain_failed(Thread *th) __attribute__((noreturn));
static void premain_failed(Thread *th)
{
    Object *e = exc_take(th);
    if (e) { /* as JNI's ExceptionDescribe */
        fprintf(stderr, "Exception in thread \"main\" ");
        fflush(stderr);
        if (!interp_call_named(th, e->cls, "printStackTrace", "()V", (Slot[]){{.a = e}}, NULL))
            exc_describe(th, exc_take(th), stderr);
    }
    fprintf(stderr, "*** java.lang.instrument ASSERTION FAILED ***: \"success\" with message invokeJavaAgentMainMethod "
                    "failed\n*** java.lang.instrument ASSERTION FAILED ***: \"result\" with message agent load/premain "
                    "call failed\n");
    fflush(stderr);
    printf("FATAL ERROR in native method: processing of -javaagent failed, processJavaStart failed\n");
    fflush(stdout);
    fflush(stderr);
    signal(SIGABRT, SIG_DFL);
    abort();
}

/* The agent's jar on the system class loader's search path (as JVMTI's
 * AddToSystemClassLoaderSearch in the live phase; java.class.path is not changed). */
static bool append_to_system_loader(Thread *th, Object *path)
{
    Slot r;
    Class *cl = loader_load(th, NULL, sym_c("java/lang/ClassLoader"));
    if (!cl || !interp_call_named(th, cl, "getSystemClassLoader", "()Ljava/lang/ClassLoader;", NULL, &r))
        return false;
    Object *scl = r.a;
    if (!scl)
        return true;
    Method *m = class_find_method(scl->cls, sym_c("appendToClassPathForInstrumentation"), sym_c("(Ljava/lang/String;)V"));
    if (!m) {
        exc_throw(th, "java/lang/UnsupportedOperationException",
                  "the system class loader has no appendToClassPathForInstrumentation(String)");
        return false;
    }
    return interp_call(th, m, (Slot[]){{.a = scl}, {.a = path}}, NULL);
}

void instrument_start_agents(Thread *th)
{
    for (int i = 0; i < n_agents; i++) {
        Agent *ag = &agents[i];
        Object *jar = str_new_cstr(th, ag->jar);
        if (!jar || !append_to_system_loader(th, jar))
            premain_failed(th);
        ag->impl = new_impl(th, i);
        if (!ag->impl)
            premain_failed(th);
        Object *cn = str_new_cstr(th, ag->agent_class);
        Object *opts = ag->options ? str_new_cstr(th, ag->options) : NULL;
        if (!cn || (ag->options && !opts))
            premain_failed(th);
        Method *m = class_find_method(ag->impl->cls, sym_c("loadClassAndCallPremain"),
                                      sym_c("(Ljava/lang/String;Ljava/lang/String;)V"));
        if (!m || !interp_call(th, m, (Slot[]){{.a = ag->impl}, {.a = cn}, {.a = opts}}, NULL))
            premain_failed(th);
    }
}

bool instrument_transforming(void) { return any_transforms; }

uint8_t *instrument_transform(Thread *th, Object *loader, Sym name, const uint8_t *bytes, size_t len, Object *pd,
                              size_t *out_len)
{
    Object *cur = NULL; /* the latest transformed bytes, a byte[] */
    Object *jname = name ? str_new_cstr(th, name) : NULL;
    if (name && !jname)
        return NULL;
    const char *slash = name ? strrchr(name, '/') : NULL;
    Sym pkg = slash ? sym_intern(name, (size_t)(slash - name)) : sym_c("");
    Object *module = loader_package_module(loader, pkg);
    if (!module && loader) {
        Field *f = class_find_field(loader->cls, sym_c("unnamedModule"), sym_c("Ljava/lang/Module;"));
        module = f ? FIELD_AT(loader, Object *, f->offset) : NULL;
    }
    for (int i = 0; i < n_agents; i++) {
        Agent *ag = &agents[i];
        if (!ag->transforms || !ag->impl)
            continue;
        Object *buf = cur;
        if (!buf) {
            buf = arr_new_prim(th, 'B', (int32_t)len);
            if (!buf)
                return NULL;
            memcpy(arr_data(buf), bytes, len);
        }
        Method *m = class_find_method(ag->impl->cls, sym_c("transform"),
                                      sym_c("(Ljava/lang/Module;Ljava/lang/ClassLoader;Ljava/lang/String;"
                                            "Ljava/lang/Class;Ljava/security/ProtectionDomain;[BZ)[B"));
        Slot r = {0};
        if (!m)
            continue;
        Slot args[] = {{.a = ag->impl}, {.a = module}, {.a = loader}, {.a = jname}, {.a = NULL}, {.a = pd},
                       {.a = buf}, {.i = 0}};
        if (!interp_call(th, m, args, &r)) {
            exc_take(th); /* as libinstrument: a failing transform leaves the bytes as they were */
            continue;
        }
        if (r.a)
            cur = r.a;
    }
    if (!cur)
        return NULL;
    *out_len = (size_t)arr_len(cur);
    uint8_t *copy = xmalloc(*out_len ? *out_len : 1);
    memcpy(copy, arr_data(cur), *out_len);
    return copy;
}

/* ---- Natives ------------------------------------------------------------------- */

static Agent *agent_of(Slot *a) /* the mNativeAgent argument (a[1], a long) */
{
    int64_t id = a[1].j;
    return id >= 1 && id <= n_agents ? &agents[id - 1] : NULL;
}

NATIVE(isModifiableClass0)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(isRetransformClassesSupported0)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(setHasTransformers)
{
    (void)th;
    (void)ret;
    Agent *ag = agent_of(a);
    if (ag)
        ag->transforms = a[3].i;
    any_transforms = false;
    for (int i = 0; i < n_agents; i++)
        any_transforms |= agents[i].transforms;
}

NATIVE(setHasRetransformableTransformers)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(retransformClasses0)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/lang/UnsupportedOperationException", "retransformClasses is not supported in this environment");
}

NATIVE(redefineClasses0)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/lang/UnsupportedOperationException", "redefineClasses is not supported in this environment");
}

/* Every loaded class, array classes included, primitive and hidden ones not (as JVMTI's GetLoadedClasses). */
static Object *classes_of(Thread *th, bool any_loader, Object *loader)
{
    int32_t n = 0;
    for (Class *c = loader_all_classes(); c; c = c->next_all)
        if (c->mirror && c->kind != CK_PRIMITIVE && !(c->cflags & CF_HIDDEN) && (any_loader || c->loader == loader))
            n++;
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return NULL;
    int32_t i = 0;
    heap_barrier(arr);
    for (Class *c = loader_all_classes(); c && i < n; c = c->next_all)
        if (c->mirror && c->kind != CK_PRIMITIVE && !(c->cflags & CF_HIDDEN) && (any_loader || c->loader == loader))
            ARR_AT(arr, Object *, i++) = c->mirror;
    return arr;
}

NATIVE(getAllLoadedClasses0) { ret->a = classes_of(th, true, NULL); }

/* The classes the loader defined (Rivet does not record initiating loaders). */
NATIVE(getInitiatedClasses0) { ret->a = classes_of(th, false, a[3].a); }

NATIVE(getObjectSize0)
{
    Object *o = a[3].a;
    if (!native_check_null(th, o))
        return;
    ret->j = (int64_t)obj_size(o);
}

NATIVE(appendToClassLoaderSearch0)
{
    (void)ret;
    Object *path = a[3].a;
    if (!native_check_null(th, path))
        return;
    if (a[4].i) {
        char *p = str_to_cstr(path);
        loader_append_boot(p);
        free(p);
    } else {
        append_to_system_loader(th, path);
    }
}

NATIVE(setNativeMethodPrefixes)
{
    (void)th;
    (void)a;
    (void)ret;
}

/* Launcher-Agent-Class of an executable jar (LauncherHelper, before main):
 * agentmain(String, Instrumentation) with "" as the options. */
NATIVE(loadAgent0)
{
    (void)ret;
    char *jar = str_to_cstr(a[0].a);
    if (!jar) {
        exc_npe(th, NULL);
        return;
    }
    size_t len;
    char *mf = read_manifest(jar, &len);
    char *cls = mf ? manifest_attr(mf, len, "Launcher-Agent-Class") : NULL;
    if (!cls) {
        exc_throw(th, "java/lang/InternalError", "%s has no Launcher-Agent-Class attribute", jar);
        free(mf);
        free(jar);
        return;
    }
    char *bcp = manifest_attr(mf, len, "Boot-Class-Path");
    if (bcp) {
        size_t before = vm_opts.boot_append ? strlen(vm_opts.boot_append) : 0; /* (the old string is freed) */
        append_boot_class_path(jar, bcp);
        if (vm_opts.boot_append && strlen(vm_opts.boot_append) > before)
            loader_append_boot(vm_opts.boot_append + (before ? before + 1 : 0));
    }
    free(bcp);
    free(mf);
    if (!n_agents)
        heap_add_roots(scan_agents, NULL);
    agents = xrealloc(agents, sizeof(Agent) * (size_t)(n_agents + 1));
    Agent *ag = &agents[n_agents];
    memset(ag, 0, sizeof *ag);
    ag->jar = jar;
    ag->options = xstrdup("");
    ag->agent_class = cls;
    n_agents++;
    ag->impl = new_impl(th, n_agents - 1);
    if (!ag->impl)
        return;
    Object *cn = str_new_cstr(th, cls), *opts = str_new_cstr(th, "");
    if (!cn || !opts)
        return;
    Method *m = class_find_method(ag->impl->cls, sym_c("loadClassAndCallAgentmain"),
                                  sym_c("(Ljava/lang/String;Ljava/lang/String;)V"));
    if (m)
        interp_call(th, m, (Slot[]){{.a = ag->impl}, {.a = cn}, {.a = opts}}, NULL);
}

NATIVES_TABLE(sun_instrument_InstrumentationImpl, "sun/instrument/InstrumentationImpl",
    {"isModifiableClass0", "(JLjava/lang/Class;)Z", isModifiableClass0},
    {"isRetransformClassesSupported0", "(J)Z", isRetransformClassesSupported0},
    {"setHasTransformers", "(JZ)V", setHasTransformers},
    {"setHasRetransformableTransformers", "(JZ)V", setHasRetransformableTransformers},
    {"retransformClasses0", "(J[Ljava/lang/Class;)V", retransformClasses0},
    {"redefineClasses0", "(J[Ljava/lang/instrument/ClassDefinition;)V", redefineClasses0},
    {"getAllLoadedClasses0", "(J)[Ljava/lang/Class;", getAllLoadedClasses0},
    {"getInitiatedClasses0", "(JLjava/lang/ClassLoader;)[Ljava/lang/Class;", getInitiatedClasses0},
    {"getObjectSize0", "(JLjava/lang/Object;)J", getObjectSize0},
    {"appendToClassLoaderSearch0", "(JLjava/lang/String;Z)V", appendToClassLoaderSearch0},
    {"setNativeMethodPrefixes", "(J[Ljava/lang/String;Z)V", setNativeMethodPrefixes},
    {"loadAgent0", "(Ljava/lang/String;)V", loadAgent0},
);
