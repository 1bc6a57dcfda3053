/* The VM's own record of the module graph (JVMS 5.4.4), as HotSpot's
 * ModuleEntry/PackageEntry tables: which modules are named, what each reads,
 * and to whom each package is exported. The Java module system tells the VM
 * through java.lang.Module's natives (natives/java_lang_Module.c); resolution
 * asks module_check_access without running any Java code. */
#ifndef RIVET_MODULE_H
#define RIVET_MODULE_H

#include "vm/vm.h"

/* Module.defineModule0: module is named; open (an open or automatic module)
 * exports every package. Once per module; a second call is ignored. */
void module_define(Object *module, bool open);
/* Module.addReads0: from reads to; to NULL means every unnamed module. A
 * no-op for an unnamed or unknown from. */
void module_add_reads(Object *from, Object *to);
/* Module.addExports0 and addExportsToAll0: package pkg ("java/lang") of from
 * is exported to module to, or to every module when to is NULL. */
void module_add_exports(Object *from, Sym pkg, Object *to);
/* Module.addExportsToAllUnnamed0. */
void module_add_exports_all_unnamed(Object *from, Sym pkg);

/* Whether class from, of module from_module, may refer to the public class
 * cls (an element type, not an array) across module boundaries: from's
 * module reads cls's and cls's package is exported to it (HotSpot's
 * Reflection::verify_class_access for a public class). cls's module is its
 * mirror's; from_module is given, as a class being defined has no mirror
 * yet. False with IllegalAccessError pending, in HotSpot's words after
 * prefix ("" at resolution, "superclass access check failed: " ...). */
bool module_check_access(Thread *th, Class *from, Object *from_module, Class *cls, const char *prefix);

/* True when any class may refer to the public class cls whatever its module:
 * cls is in java.base (which every module reads) in a package exported to
 * all. A quick answer before working out the referring module. */
bool module_public_to_all(Class *cls);

/* True once the graph changed while a checkpoint was live: a return takes
 * such a change back, so a resolution across modules made after it is not
 * one a return can keep (vm/resolve.c, resolve_kept). */
extern bool g_module_changed_in_ckpt;
/* The java.lang.Module of a class (its mirror's), or NULL. */
Object *module_of(Class *cls);

#endif
