/* java.lang.Module natives and jdk.internal.loader.BootLoader: the VM's record
 * of which module holds which package (vm/loader.c) and of the module graph,
 * reads and exports, that resolution checks (vm/module.c). The Java side keeps
 * its own maps as well; these natives are how it tells the VM, --add-exports,
 * --add-reads and --add-opens included. */
#include "vm/loader.h"
#include "vm/module.h"
#include "natives/natives.h"

NATIVE(defineModule0)
{
    (void)ret;
    Object *module = a[0].a, *pns = a[4].a;
    if (!module) {
        exc_npe(th, NULL);
        return;
    }
    module_define(module, a[1].i != 0);
    Object *loader = FIELD_AT(module, Object *, field_offset(WK.Module, "loader", "Ljava/lang/ClassLoader;"));
    Object *name = FIELD_AT(module, Object *, field_offset(WK.Module, "name", "Ljava/lang/String;"));
    int32_t n = pns ? arr_len(pns) : 0;
    for (int32_t i = 0; i < n; i++) {
        Object *p = ARR_AT(pns, Object *, i);
        if (p)
            loader_set_package_module(loader, str_to_sym(p, true), module);
    }
    if (!loader && name && str_equals_cstr(name, "java.base"))
        loader_fix_modules(module);
}

NATIVE(addReads0)
{
    (void)th;
    (void)ret;
    module_add_reads(a[0].a, a[1].a);
}

/* The package arrives dotted ("java.lang"); a null module or package is a
 * NullPointerException, as in HotSpot's Modules::add_module_exports. */
static Sym export_package(Thread *th, Object *from, Object *pn)
{
    if (!from || !pn) {
        exc_npe(th, !from ? "from_module is null" : "package is null");
        return NULL;
    }
    return str_to_sym(pn, true);
}

NATIVE(addExports0)
{
    (void)ret;
    Sym pkg = export_package(th, a[0].a, a[1].a);
    if (pkg)
        module_add_exports(a[0].a, pkg, a[2].a);
}

NATIVE(addExportsToAll0)
{
    (void)ret;
    Sym pkg = export_package(th, a[0].a, a[1].a);
    if (pkg)
        module_add_exports(a[0].a, pkg, NULL);
}

NATIVE(addExportsToAllUnnamed0)
{
    (void)ret;
    Sym pkg = export_package(th, a[0].a, a[1].a);
    if (pkg)
        module_add_exports_all_unnamed(a[0].a, pkg);
}

NATIVE(setBootLoaderUnnamedModule0)
{
    (void)th;
    (void)ret;
    loader_set_unnamed_module(NULL, a[0].a);
}

/* BootLoader.packages() maps each of these names to a Package through
 * getSystemPackageLocation, so the two must agree: a name without a location
 * would be a null Package in Package.getPackages(). */
NATIVE(getSystemPackageNames)
{
    (void)a;
    size_t n = loader_system_package_count();
    Object *arr = arr_new_ref(th, WK.String, (int32_t)n);
    if (arr)
        for (size_t i = 0; i < n; i++) {
            Object *s = str_intern_utf8(th, loader_system_package_at(i));
            if (!s)
                break;
            heap_barrier(arr);
            ARR_AT(arr, Object *, i) = s;
        }
    ret->a = arr;
}

NATIVE(getSystemPackageLocation)
{
    if (!a[0].a)
        return;
    const char *loc = loader_system_package_location(str_to_sym(a[0].a, true));
    if (loc)
        ret->a = str_new_cstr(th, loc);
}

NATIVES_TABLE(java_lang_Module, "java/lang/Module",
    {"defineModule0", "(Ljava/lang/Module;ZLjava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V", defineModule0},
    {"addReads0", "(Ljava/lang/Module;Ljava/lang/Module;)V", addReads0},
    {"addExports0", "(Ljava/lang/Module;Ljava/lang/String;Ljava/lang/Module;)V", addExports0},
    {"addExportsToAll0", "(Ljava/lang/Module;Ljava/lang/String;)V", addExportsToAll0},
    {"addExportsToAllUnnamed0", "(Ljava/lang/Module;Ljava/lang/String;)V", addExportsToAllUnnamed0},
);

NATIVES_TABLE(jdk_internal_loader_BootLoader, "jdk/internal/loader/BootLoader",
    {"getSystemPackageNames", "()[Ljava/lang/String;", getSystemPackageNames},
    {"getSystemPackageLocation", "(Ljava/lang/String;)Ljava/lang/String;", getSystemPackageLocation},
    {"setBootLoaderUnnamedModule0", "(Ljava/lang/Module;)V", setBootLoaderUnnamedModule0},
);
