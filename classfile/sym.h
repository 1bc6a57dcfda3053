/* Interned symbols: class, field and method names and descriptors.
 *
 * Every name the VM compares is interned once, so equality is pointer equality.
 * A Sym is a NUL-terminated modified-UTF-8 string (modified UTF-8 never contains
 * a zero byte); its length and hash are stored just before the first byte,
 * and before them a word of memoised checks (sym_checked) and its creation
 * number. */
#ifndef RIVET_SYM_H
#define RIVET_SYM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef const char *Sym;

/* Intern len bytes at s (need not be NUL-terminated). Never fails (aborts on OOM). */
Sym sym_intern(const char *s, size_t len);
/* Intern a C string. */
Sym sym_c(const char *s);
/* Look up without creating; NULL when the symbol was never interned. */
Sym sym_lookup(const char *s, size_t len);

static inline uint32_t sym_len(Sym s) { return ((const uint32_t *)(const void *)s)[-1]; }
static inline uint32_t sym_hash(Sym s) { return ((const uint32_t *)(const void *)s)[-2]; }
/* The order in which symbols were created (0 for the first). */
static inline uint32_t sym_seq(Sym s) { return ((const uint32_t *)(const void *)s)[-4]; }

uint32_t sym_hash_bytes(const char *s, size_t len);

/* Memoised checks of a symbol's bytes (class-file format checks, pure
 * functions of the bytes): a class file names the same few thousand
 * descriptors and names again and again, and checking each use char by char
 * was a fifth of start-up. Two bits a check in the record's spare word:
 * checked, and the answer. */
enum { SYM_CHECK_FIELD_DESC, SYM_CHECK_METHOD_DESC, SYM_CHECK_FIELD_NAME, SYM_CHECK_METHOD_NAME,
       SYM_CHECK_CLASS_NAME,
       /* Not of the bytes: the name is of a class (or a lambda's key) that
        * HotSpot's CDS archive holds, marked when the list is read
        * (vm/object.c); never checked otherwise. */
       SYM_CHECK_CDS_ARCHIVED };
/* 1 valid, 0 not, -1 not checked yet. */
static inline int sym_checked(Sym s, unsigned check)
{
    uint32_t f = ((const uint32_t *)(const void *)s)[-3] >> (2 * check);
    return f & 1 ? (int)(f >> 1 & 1) : -1;
}
static inline bool sym_check_put(Sym s, unsigned check, bool valid)
{
    /* the record is ours to write: only its bytes are const to users */
    ((uint32_t *)(void *)(uintptr_t)s)[-3] |= (1u | (uint32_t)valid << 1) << (2 * check);
    return valid;
}

/* Well-known symbols, created by sym_init(): S.java_lang_Object and so on. */
#define SYM_LIST(X) \
    X(java_lang_Object, "java/lang/Object") \
    X(java_lang_Class, "java/lang/Class") \
    X(java_lang_String, "java/lang/String") \
    X(java_lang_System, "java/lang/System") \
    X(java_lang_Thread, "java/lang/Thread") \
    X(java_lang_ThreadGroup, "java/lang/ThreadGroup") \
    X(java_lang_Throwable, "java/lang/Throwable") \
    X(java_lang_Cloneable, "java/lang/Cloneable") \
    X(java_io_Serializable, "java/io/Serializable") \
    X(java_lang_ClassLoader, "java/lang/ClassLoader") \
    X(java_lang_Module, "java/lang/Module") \
    X(java_lang_Enum, "java/lang/Enum") \
    X(java_lang_Record, "java/lang/Record") \
    X(java_lang_invoke_MethodHandle, "java/lang/invoke/MethodHandle") \
    X(java_lang_invoke_VarHandle, "java/lang/invoke/VarHandle") \
    X(init, "<init>") \
    X(clinit, "<clinit>") \
    X(V_V, "()V") \
    X(Code, "Code") \
    X(ConstantValue, "ConstantValue") \
    X(Exceptions, "Exceptions") \
    X(LineNumberTable, "LineNumberTable") \
    X(LocalVariableTable, "LocalVariableTable") \
    X(LocalVariableTypeTable, "LocalVariableTypeTable") \
    X(StackMapTable, "StackMapTable") \
    X(SourceFile, "SourceFile") \
    X(SourceDebugExtension, "SourceDebugExtension") \
    X(InnerClasses, "InnerClasses") \
    X(EnclosingMethod, "EnclosingMethod") \
    X(Signature, "Signature") \
    X(Synthetic, "Synthetic") \
    X(Deprecated, "Deprecated") \
    X(BootstrapMethods, "BootstrapMethods") \
    X(NestHost, "NestHost") \
    X(NestMembers, "NestMembers") \
    X(Record, "Record") \
    X(PermittedSubclasses, "PermittedSubclasses") \
    X(MethodParameters, "MethodParameters") \
    X(AnnotationDefault, "AnnotationDefault") \
    X(RuntimeVisibleAnnotations, "RuntimeVisibleAnnotations") \
    X(RuntimeInvisibleAnnotations, "RuntimeInvisibleAnnotations") \
    X(RuntimeVisibleParameterAnnotations, "RuntimeVisibleParameterAnnotations") \
    X(RuntimeInvisibleParameterAnnotations, "RuntimeInvisibleParameterAnnotations") \
    X(RuntimeVisibleTypeAnnotations, "RuntimeVisibleTypeAnnotations") \
    X(RuntimeInvisibleTypeAnnotations, "RuntimeInvisibleTypeAnnotations") \
    X(Module, "Module") \
    X(ModulePackages, "ModulePackages") \
    X(ModuleMainClass, "ModuleMainClass")

typedef struct KnownSyms {
#define SYM_FIELD(id, str) Sym id;
    SYM_LIST(SYM_FIELD)
#undef SYM_FIELD
} KnownSyms;

extern KnownSyms S;

void sym_init(void);

#endif
