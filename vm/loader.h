/* Class loading and linking: the boot loader (JDK image plus the boot append
 * path), loading through Java class loaders, defineClass, array and primitive
 * classes, and the loader tables (defining and initiating loaders). */
#ifndef RIVET_LOADER_H
#define RIVET_LOADER_H

#include "vm/vm.h"

/* Open the JDK image. False with a message printed when the JDK is unusable. */
bool loader_init(const char *jdk_home, const char *boot_append);

/* A class already loaded (defined or initiated) by loader, or NULL. */
Class *loader_find(Object *loader, Sym name);

/* Load a class by internal name ("java/lang/String", "[I", "[Lp/C;") through
 * loader (NULL = boot). NULL with NoClassDefFoundError (or the loader's error)
 * pending when it cannot be found. */
Class *loader_load(Thread *th, Object *loader, Sym name);
/* The boot loader only; NULL without exception when not found, with an exception
 * for a class that exists but fails to load. */
Class *loader_load_boot(Thread *th, Sym name);

/* Define a class from bytes (ClassLoader.defineClass, Lookup.defineClass, VM-spun
 * classes). name may be NULL (taken from the bytes). NULL with an exception on
 * failure. */
enum {
    DEF_HIDDEN = 1,   /* hidden: not entered in the loader table, name gets a suffix */
    DEF_VM_SPUN = 2,  /* VM-generated: access checks relaxed */
    DEF_NESTMATE = 4, /* hidden nestmate of lookup_cls */
    DEF_BOOT_SEARCH = 8, /* found by the boot loader's own search (no Java code ran) */
};
Class *loader_define(Thread *th, Object *loader, Sym name, const uint8_t *buf, size_t len, Object *pd,
                     int flags, Class *lookup_cls);

/* HotSpot's words for where a class of package pkg defined by loader lives:
 * "module M[@version] of loader L[, parent loader P]" or "unnamed module of
 * loader L..." (the parent, when asked for, only for loaders other than the
 * boot, platform and app loaders), appended to b. */
void loader_describe_location(Object *loader, Sym pkg, bool with_parent, Buf *b);
/* Where a class is, for error messages: "module java.base of loader
 * 'bootstrap'" (an array's element type; HotSpot's words, without the parent). */
void loader_describe_class(Class *c, Buf *b);
/* Where two classes are, named an and bn, as HotSpot says it in its linkage
 * and cast errors: "(A and B are in unnamed module of loader 'app')", or
 * "(A is in ...; B is in ...)" when the places differ; appended to out. */
void loader_describe_pair(Buf *out, const char *an, Class *a, const char *bn, Class *b);
/* A loader as HotSpot names it in messages: 'app', 'bootstrap', or
 * 'name' @id / a.B @id for others; written into buf (n bytes). */
const char *loader_desc(Object *loader, char *buf, size_t n);
/* The count in hidden classes' names (Foo/0x...), checkpointed: indy.c
 * advances it when it reuses a class instead of defining one. */
uint64_t *loader_hidden_counter(void);
/* The array class with this component (created on demand). */
Class *loader_array_of(Thread *th, Class *component);
/* The class of a field descriptor ("I", "[J", "Ljava/lang/String;"). */
Class *loader_class_of_desc(Thread *th, Object *loader, const char *desc, size_t len);
/* Primitive class by descriptor char ('I', 'V', ...). */
Class *loader_primitive(char c);

/* Create the primitive classes and mirrors once java.lang.Class is loaded. */
bool loader_boot_classes(Thread *th);

/* The module holding a boot package (for the module system natives), or NULL. */
const char *loader_boot_package_module(Sym pkg);
/* The boot loader (NULL) or the platform loader: the JDK's own classes. */
bool loader_is_jdk(const Object *loader);
/* The system packages, as HotSpot's ClassLoader::get_system_packages: the
 * packages from which the boot loader's own search (the image, the boot append
 * path) has loaded a class. Classes given to defineClass (a Proxy in
 * jdk.proxyN, hidden classes) do not make a package one. Each has a location:
 * "jrt:/<module>", or the boot append path entry it came from. */
size_t loader_system_package_count(void);
Sym loader_system_package_at(size_t i);
/* The location of a system package, NULL when it is not one. */
const char *loader_system_package_location(Sym pkg);
/* Bytes of a resource in the image ("/module/path"), for the jrt natives. */
const uint8_t *loader_image_resource(const char *module, const char *path, size_t *len);
const uint8_t *loader_image_base(size_t *size);
/* Append entries (separated by ':') to the boot loader's append path
 * (Instrumentation.appendToBootstrapClassLoaderSearch, Boot-Class-Path). */
void loader_append_boot(const char *list);
/* Boot append path lookup of a resource. */
uint8_t *loader_boot_append_find(const char *resource, size_t *len, const char **where);

/* Every class, in load order. */
Class *loader_all_classes(void);

/* The java.lang.Module a class belongs to, and package-to-module bookkeeping
 * used by Module.defineModule0 and friends. */
void loader_set_package_module(Object *loader, Sym pkg, Object *module);
Object *loader_package_module(Object *loader, Sym pkg);
void loader_set_unnamed_module(Object *loader, Object *module);
/* After java.base's Module exists: give it to the classes loaded before. */
void loader_fix_modules(Object *java_base);
/* After initPhase2: the boot loader finds only the classes of the packages
 * of modules defined to it (before, those of java.base). */
void loader_boot_layer_defined(void);

/* ---- Linking (vm/link.c) ----------------------------------------- */
/* Lay out fields, build the vtable and itables, create the mirror. */
bool link_class(Thread *th, Class *cls);
/* Mirrors for classes loaded before java.lang.Class. */
bool link_make_mirror(Thread *th, Class *cls);
/* Offset of the VM's hidden Class* field in java.lang.Class. */
extern uint32_t g_off_class_vmclass;
/* Offsets of java.lang.Class fields the VM sets. */
extern uint32_t g_off_class_loader, g_off_class_module, g_off_class_component, g_off_class_classdata;

/* Injected fields: name/desc pairs the VM adds to some JDK classes. */
Field *link_injected_field(Class *cls, const char *name);

#endif
