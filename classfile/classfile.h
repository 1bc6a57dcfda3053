/* The class model: constant pool, fields, methods and classes as parsed from class
 * files and then linked by the loader. Parsing (cf_parse) fills the structures
 * from bytes; vm/loader.c and vm/link.c complete the runtime parts
 * (super pointers, layout, vtables, mirrors).
 *
 * Ownership: everything a Class points to that came from its class file lives in
 * the class's arena and dies with it (classes are never unloaded today). */
#ifndef RIVET_CLASSFILE_H
#define RIVET_CLASSFILE_H

#include <stdbool.h>
#include <stdint.h>

#include "sym.h"
#include "util.h"

typedef struct Object Object;
typedef struct Class Class;
typedef struct Method Method;
typedef struct Field Field;
typedef struct Thread Thread;
typedef union Slot Slot;

/* Access and property flags (JVMS 4.1, 4.5, 4.6). */
enum {
    ACC_PUBLIC = 0x0001,
    ACC_PRIVATE = 0x0002,
    ACC_PROTECTED = 0x0004,
    ACC_STATIC = 0x0008,
    ACC_FINAL = 0x0010,
    ACC_SYNCHRONIZED = 0x0020,
    ACC_SUPER = 0x0020,
    ACC_VOLATILE = 0x0040,
    ACC_BRIDGE = 0x0040,
    ACC_TRANSIENT = 0x0080,
    ACC_VARARGS = 0x0080,
    ACC_NATIVE = 0x0100,
    ACC_INTERFACE = 0x0200,
    ACC_ABSTRACT = 0x0400,
    ACC_STRICT = 0x0800,
    ACC_SYNTHETIC = 0x1000,
    ACC_ANNOTATION = 0x2000,
    ACC_ENUM = 0x4000,
    ACC_MODULE = 0x8000,
};

/* Constant pool tags (JVMS 4.4). */
enum {
    CONSTANT_Utf8 = 1,
    CONSTANT_Integer = 3,
    CONSTANT_Float = 4,
    CONSTANT_Long = 5,
    CONSTANT_Double = 6,
    CONSTANT_Class = 7,
    CONSTANT_String = 8,
    CONSTANT_Fieldref = 9,
    CONSTANT_Methodref = 10,
    CONSTANT_InterfaceMethodref = 11,
    CONSTANT_NameAndType = 12,
    CONSTANT_MethodHandle = 15,
    CONSTANT_MethodType = 16,
    CONSTANT_Dynamic = 17,
    CONSTANT_InvokeDynamic = 18,
    CONSTANT_Module = 19,
    CONSTANT_Package = 20,
};

/* Method handle reference kinds (JVMS 5.4.3.5). */
enum {
    REF_getField = 1,
    REF_getStatic = 2,
    REF_putField = 3,
    REF_putStatic = 4,
    REF_invokeVirtual = 5,
    REF_invokeStatic = 6,
    REF_invokeSpecial = 7,
    REF_newInvokeSpecial = 8,
    REF_invokeInterface = 9,
};

/* A constant pool. raw[] holds what the class file says: numeric values, Utf8 as
 * a Sym, and for reference entries two u16 indices packed as a | b << 16
 * (Class/String/MethodType/Module/Package: a = the Utf8 index; member refs:
 * a = class, b = NameAndType; NameAndType: a = name, b = descriptor;
 * MethodHandle: a = kind, b = reference; Dynamic/InvokeDynamic: a = bootstrap
 * method index, b = NameAndType). res[] is filled on resolution: Class*,
 * Field*, Method*, Object* (String, MethodType, MethodHandle, Dynamic), or an
 * IndyLink* for an InvokeDynamic. */
typedef struct ConstantPool {
    uint16_t count;
    uint8_t *tags;
    uint64_t *raw;
    void **res;
    uint8_t *res_undo; /* a bit per entry whose resolution a checkpoint return undoes
                        * (vm/resolve.c, resolve_kept); NULL until one is */
} ConstantPool;

static inline uint16_t cp_a(const ConstantPool *cp, uint16_t i) { return (uint16_t)cp->raw[i]; }
static inline uint16_t cp_b(const ConstantPool *cp, uint16_t i) { return (uint16_t)(cp->raw[i] >> 16); }
static inline Sym cp_utf8(const ConstantPool *cp, uint16_t i) { return (Sym)(uintptr_t)cp->raw[i]; }
/* The name of a Class entry (internal form, or an array descriptor). */
static inline Sym cp_class_name(const ConstantPool *cp, uint16_t i) { return cp_utf8(cp, cp_a(cp, i)); }
/* Name and descriptor of a member reference, InvokeDynamic or Dynamic entry. */
static inline Sym cp_nat_name(const ConstantPool *cp, uint16_t i) { return cp_utf8(cp, cp_a(cp, cp_b(cp, i))); }
static inline Sym cp_nat_desc(const ConstantPool *cp, uint16_t i) { return cp_utf8(cp, cp_b(cp, cp_b(cp, i))); }
/* The owner class name of a member reference. */
static inline Sym cp_member_class(const ConstantPool *cp, uint16_t i) { return cp_class_name(cp, cp_a(cp, i)); }

/* A copied, uninterpreted attribute (annotations and similar, kept for reflection). */
typedef struct Bytes {
    const uint8_t *data;
    uint32_t len;
} Bytes;

typedef struct ExHandler {
    uint16_t start, end, handler, catch_type; /* catch_type 0 = any */
} ExHandler;

typedef struct LineNum {
    uint16_t pc, line;
} LineNum;

typedef struct LocalVar {
    uint16_t start, length, slot;
    Sym name, desc;
} LocalVar;

typedef struct BootstrapMethod {
    uint16_t method_ref; /* a CONSTANT_MethodHandle */
    uint16_t n_args;
    uint16_t *args; /* loadable constant pool indices */
} BootstrapMethod;

typedef struct InnerClassInfo {
    uint16_t inner, outer, name, access; /* cp indices (0 = none) and flags */
} InnerClassInfo;

typedef struct RecordComponent {
    Sym name, desc, signature;
    Bytes annotations, type_annotations;
} RecordComponent;

typedef struct MethodParam {
    uint16_t name; /* cp index, 0 = none */
    uint16_t access;
} MethodParam;

typedef struct Field {
    Class *cls;
    Sym name, desc, signature;
    uint16_t access;
    uint16_t slot;      /* index in cls->fields */
    uint8_t type;       /* first descriptor char; '[' is reported as 'L' */
    uint8_t fflags;     /* FF_* */
    uint16_t const_idx; /* ConstantValue index, 0 = none */
    uint32_t offset;    /* byte offset in the object, or in the mirror for statics */
    uint16_t rti_ignore; /* the tools that need no access event of it (rti_ignore_field), a bit each */
    Bytes annotations, type_annotations;
} Field;

enum {
    FF_INJECTED = 1, /* a VM field invisible to reflection */
    FF_VM_ONLY = 2,  /* a field of a VM-spun class that reflection does not show (but bytecode uses) */
};

typedef void (*NativeFn)(Thread *th, Slot *args, Slot *ret);

typedef struct Method {
    Class *cls;
    Sym name, desc, signature;
    uint16_t access;
    uint16_t slot;       /* index in cls->methods */
    uint16_t max_stack, max_locals;
    uint16_t arg_slots;  /* parameter slots, including this */
    uint8_t ret;         /* return descriptor char ('V', 'I', 'J', 'F', 'D', 'L', 'Z', 'B', 'C', 'S') */
    uint8_t n_args;      /* parameter count, not counting this */
    uint32_t mflags;     /* MF_* */
    uint8_t *code;       /* writable copy: the interpreter quickens in place */
    const uint8_t *orig_code; /* the bytecode as in the class file (for analyses and tools) */
    uint32_t code_len;
    LocalVar *locals;    /* LocalVariableTable entries (javac -g), n_locals of them */
    uint16_t n_locals;
    uint16_t rti_ignore_arrays; /* the tools that need no event of its primitive array accesses, a bit each */
    ExHandler *handlers;
    LineNum *lines;
    uint16_t n_handlers, n_lines;
    uint16_t n_exceptions, n_params;
    uint16_t *exceptions; /* Exceptions attribute: Class cp indices */
    MethodParam *params;
    int32_t vtable_idx;  /* -1 when not dispatched through the vtable */
    int32_t itable_idx;  /* for interface methods: index within the interface */
    NativeFn native;     /* bound native, or NULL */
    const char *error;   /* MF_OVERPASS: "exception-class message" it throws when called */
    Bytes annotations, param_annotations, annotation_default, type_annotations;
    Bytes stack_map;     /* StackMapTable attribute body, for the verifier (vm/verify.c) */
    void *tool_data;     /* per-method data for RTI */
    void *gc_map;        /* vm/gcmap.c's decoded map, made at its first use */
} Method;

enum {
    MF_CALLER_SENSITIVE = 1 << 0, /* @CallerSensitive */
    MF_SIGPOLY = 1 << 1,          /* signature-polymorphic (MethodHandle/VarHandle) */
    MF_HIDDEN = 1 << 2,           /* @Hidden: not shown in stack traces */
    MF_NATIVE_BOUND = 1 << 3,     /* native lookup done (native may still be NULL) */
    MF_OVERPASS = 1 << 4,         /* VM-made method that throws `error` (link.c: default-method conflicts) */
    MF_FORCE_INLINE = 1 << 5,
    MF_HAS_JSR = 1 << 6,
    MF_INTRINSIC = 1 << 7,        /* a Java method replaced by a VM native */
    MF_LOCK_ACQUIRE = 1 << 8,     /* j.u.c. lock method: raises a lock-acquire event on return */
    MF_LOCK_RELEASE = 1 << 9,     /* j.u.c. unlock method: raises a lock-release event on entry */
    MF_LOCK_SHARED = 1 << 10,     /* ... of a read lock */
    MF_LOCK_TRY = 1 << 11,        /* acquire only when it returns true */
    MF_VM_ONLY = 1 << 12,         /* a method of a VM-spun class that reflection does not show */
    MF_SLOW_ENTRY = 1 << 13,      /* synchronized, or MF_LOCK_ACQUIRE/RELEASE: the plain loop's invoke
                                   * takes its slow path (one test for both) */
    MF_LOCK_AWAIT = 1 << 14,      /* with ACQUIRE and RELEASE: a Condition's await, which releases
                                   * every hold of its lock on entry and takes them back before it
                                   * returns, by exception too */
};

typedef enum ClassState {
    CLS_LOADED,       /* parsed, super and interfaces resolved */
    CLS_LINKED,       /* laid out, vtables built, mirror made */
    CLS_INITIALIZING, /* <clinit> running (init_thread) */
    CLS_INITIALIZED,
    CLS_ERROR,        /* <clinit> failed: further uses throw NoClassDefFoundError */
} ClassState;

typedef enum ClassKind {
    CK_INSTANCE,
    CK_ARRAY,
    CK_PRIMITIVE,
} ClassKind;

/* Class flags (cls->cflags). */
enum {
    CF_FINALIZER = 1 << 0,       /* overrides Object.finalize with a non-empty method */
    CF_HIDDEN = 1 << 1,          /* hidden class (Lookup.defineHiddenClass, lambda proxies) */
    CF_THROWABLE = 1 << 2,
    CF_REF_SOFT = 1 << 3,        /* subclass of java.lang.ref.SoftReference */
    CF_REF_WEAK = 1 << 4,
    CF_REF_PHANTOM = 1 << 5,
    CF_REF_FINAL = 1 << 6,       /* java.lang.ref.FinalReference */
    CF_VM_SPUN = 1 << 7,         /* made by the VM (lambda, concat): access checks relaxed */
    CF_MIRROR = 1 << 8,          /* java.lang.Class: instances carry statics */
    CF_HAS_DEFAULTS = 1 << 9,    /* interface declares non-abstract instance methods */
    CF_VALUE_BASED = 1 << 10,
    CF_RECORD = 1 << 11,
    CF_MAGIC = 1 << 12,          /* jdk.internal.reflect.MagicAccessorImpl or a subclass: no access checks */
    CF_VERIFIED = 1 << 13,       /* passed (or needs no) bytecode verification (vm/verify.c) */
    CF_FORGETTABLE = 1 << 14,    /* defined by Java code while a checkpoint was live: a return
                                  * to it forgets the class (vm/loader.c) */
    CF_GC_MAPS = 1 << 15,        /* its StackMapTables can be trusted to say which locals hold
                                  * references (type-checked, or the JDK's own: vm/gcmap.c) */
    CF_CDS_LAMBDA = 1 << 16,     /* a lambda proxy HotSpot's CDS archive holds (vm/object.c) */
};
#define CF_REF_ANY (CF_REF_SOFT | CF_REF_WEAK | CF_REF_PHANTOM | CF_REF_FINAL)

typedef struct ItableEntry {
    Class *iface;
    Method **methods; /* indexed by Method.itable_idx of iface's methods */
} ItableEntry;

struct Class {
    /* Hot: read by the interpreter and the GC. */
    uint32_t instance_size; /* bytes of an instance; for arrays the header up to the elements */
    uint8_t kind;           /* ClassKind */
    uint8_t state;          /* ClassState */
    uint8_t elem_type;      /* arrays: element descriptor char ('L' for references); primitives: their char */
    uint8_t elem_shift;     /* arrays: log2 of the element size */
    uint8_t hash_linked;    /* linked as HotSpot counts it: its mirror's hash drawn (vm/object.c) */
    uint32_t cflags;
    uint16_t access;
    uint16_t depth;         /* superclass chain length: Object has 0 */
    Class *super;
    Class **supers;         /* supers[0..depth]: Object ... this */
    Class **all_ifaces;     /* every interface this class is a subtype of */
    uint32_t n_all_ifaces;
    uint32_t n_refs;        /* reference fields in an instance */
    uint32_t *ref_offsets;
    Method **vtable;
    uint32_t vtable_len;
    uint16_t itable_len;
    ItableEntry *itable;
    Object *mirror;         /* the java.lang.Class object; it also holds the statics */
    Object *loader;         /* defining loader, NULL for the boot loader */
    Class *component;       /* arrays: element class */
    Class *array_cls;       /* the array class whose component is this (made on demand) */
    uint32_t static_size;   /* bytes of statics appended to the mirror */
    uint32_t static_base;   /* offset of the first static in the mirror */
    uint32_t n_static_refs;
    uint32_t *static_ref_offsets;
    Thread *init_thread;
    uint32_t ck_epoch;      /* checkpoint segment of the last saved init state (checkpoint/) */

    /* From the class file. */
    Sym name;               /* internal form: java/lang/String, [I, [Ljava/lang/String; */
    Sym pkg;                /* package in internal form ("" for the unnamed package) */
    Sym super_name;
    Sym source_file, signature;
    uint16_t major, minor;
    ConstantPool cp;
    uint16_t n_fields, n_methods, n_interfaces;
    uint16_t n_bootstrap, n_inner, n_nest_members, n_permitted, n_record;
    Field *fields;
    Method *methods;
    Sym *interface_names;
    Class **interfaces;
    BootstrapMethod *bootstrap;
    InnerClassInfo *inner;
    uint16_t enclosing_class, enclosing_method; /* EnclosingMethod: cp indices, 0 = none */
    uint16_t nest_host;                         /* NestHost: cp index, 0 = none */
    uint16_t *nest_members, *permitted;
    RecordComponent *record; /* NULL when no Record attribute */
    Bytes annotations, type_annotations;
    Bytes source_debug;

    /* Runtime extras. */
    Class *nest_host_cls;   /* resolved nest host, or NULL */
    const char *nest_host_error; /* why the NestHost attribute was not honoured (in arena), or NULL */
    void *cp_cache;         /* interpreter side cache per constant (vm/interp.h CpCache), made on demand */
    void **indy_sites;      /* linked invokedynamic call sites (targets), numbered in the instructions */
    uint8_t **indy_site_pcs; /* each site's instruction, which a relink after a checkpoint return reuses */
    uint32_t n_indy_sites, indy_sites_cap;
    Object *protection_domain;
    uint64_t bytes_hash;    /* of the class file a Java loader defined it from (vm/loader.c take_forgotten) */
    Object *class_data;     /* hidden classes: classData */
    Object *init_error;     /* the error that made initialisation fail */
    Class *next_in_table;   /* loader table chain */
    Class *next_all;        /* list of every class (for the GC and tools) */
    void *tool_data;        /* RTI: one slot per tool */
    uint32_t *xfield_offsets; /* tool extra fields of instances (with inherited ones) */
    uint16_t n_xfields;
    Arena arena;
};

/* Why parsing failed: the Java error to throw and a message. */
typedef enum CfErrorKind {
    CFE_NONE,
    CFE_FORMAT,        /* ClassFormatError */
    CFE_VERSION,       /* UnsupportedClassVersionError */
    CFE_NO_CLASS_DEF,  /* NoClassDefFoundError (wrong name) */
} CfErrorKind;

typedef struct CfError {
    CfErrorKind kind;
    char msg[256];
    /* CFE_VERSION: the class file's version; the VM words the message with
     * the class's name, as HotSpot does. */
    uint16_t major, minor;
    enum { CFV_NEWER, CFV_INVALID_MAJOR, CFV_INVALID_MINOR, CFV_PREVIEW_OTHER, CFV_PREVIEW_OFF } version_why;
} CfError;

/* The newest class file version read (Java 17). */
#define CF_MAX_MAJOR 61

/* --enable-preview: class files of the current version with minor 0xFFFF
 * (preview features) are accepted. */
extern bool cf_enable_preview;

/* Parse a class file. The bytes are copied where kept, so buf may be freed after.
 * name is the class the loader expects, or NULL: messages about what comes
 * before this_class name it ("<Unknown>" when NULL), as HotSpot's do.
 * Returns a Class in state CLS_LOADED with names unresolved (super, interfaces
 * are names only), or NULL with err filled. Does not intern anything in the VM's
 * class tables. */
Class *cf_parse(const uint8_t *buf, size_t len, Sym name, CfError *err);

/* Free a class that was parsed but never registered. */
void cf_free(Class *cls);

/* Method lookups on one class (no inheritance). */
Method *cf_find_method(Class *cls, Sym name, Sym desc);
Field *cf_find_field(Class *cls, Sym name, Sym desc);

/* The source line of a bytecode offset, or -1 when unknown. */
int cf_line_of(const Method *m, uint32_t pc);

/* Descriptor helpers (classfile/desc.c). */
/* Parameter slots a method descriptor needs (longs and doubles count two), not counting this. */
int desc_arg_slots(Sym desc);
/* Number of parameters of a method descriptor. */
int desc_arg_count(Sym desc);
/* The return type of a method descriptor: the text after the ')' that ends
 * the parameters (not the first ')': class names may contain one). */
const char *desc_ret(const char *desc);
/* The return type's first char ('V' for void, 'L' also for arrays? no: '[' stays '['). */
char desc_ret_char(Sym desc);
/* Length of one field descriptor starting at p, or 0 if malformed. */
size_t desc_field_len(const char *p, size_t left);
/* The same in a descriptor already checked (a class file's, once parsed, or
 * one made from such), NUL-terminated: no check of the name's characters, no
 * length to measure first. */
size_t desc_type_len(const char *p);
/* True when s is a valid field descriptor, or method descriptor. */
bool desc_valid_field(const char *s, size_t len);
bool desc_valid_method(const char *s, size_t len);
/* Size in bytes of a value of this descriptor char (1, 2, 4 or 8; references are 8). */
int desc_type_size(char c);
/* Appends the field type at p as Java spells it ("java.lang.String[]");
 * returns the descriptor's length, 0 if malformed. */
size_t desc_put_external(Buf *b, const char *p);
/* Appends a method as HotSpot's messages show it: "'static void p.C.m(int)'"
 * (modifiers ends with a space or is NULL; qualifier, the dotted class name,
 * may be NULL). */
void desc_put_method_external(Buf *b, const char *modifiers, const char *qualifier, Sym name, Sym desc);

#endif
