/* The VM's core types and the functions every part of the core uses: objects and
 * arrays, slots and frames, threads, allocation, strings, exceptions, calls into
 * Java. Module-specific interfaces live in their own headers (vm/sched.h,
 * vm/monitor.h, vm/loader.h, ...). */
#ifndef RIVET_VM_H
#define RIVET_VM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "classfile/classfile.h"

/* ---- Objects ---------------------------------------------------------------
 * Every object starts with this header; then the tool extra fields declared on
 * java.lang.Object (g_obj_extra bytes), then the Java fields, or for arrays the
 * length (at g_array_len_off) and the elements (at g_array_base_off, 8-aligned,
 * always g_array_len_off + 8: the interpreter relies on it). */
struct Object {
    Class *cls;
    uint32_t flags;      /* OF_* */
    uint32_t hash;       /* identity hash, valid when OF_HASHED */
    uintptr_t lock;      /* 0, a thin lock (bit 0 set), or a Monitor* */
    uint32_t ck_epoch;   /* checkpoint segment in which this object was created or
                          * last saved (checkpoint/ckpt.h); 0 = never */
    uint32_t born;       /* checkpoint segment in which it was allocated: tells
                          * what is new since a checkpoint (rti/statehash.c) */
};

enum {
    OF_MARK = 1 << 0,        /* reached by the current GC */
    OF_HASHED = 1 << 1,      /* hash is set */
    OF_FINALIZED = 1 << 2,   /* finalizer already registered and run, or not needed */
    OF_PINNED = 1 << 3,
    OF_UNCHARGED = 1 << 4,   /* reached by the current GC only from roots not charged to -Xmx (vm/heap.c) */
    OF_FREE_WANTED = 1 << 5, /* its free is raised to tools that take only those (rti_want_free); a
                              * return to a checkpoint keeps it */
    OF_WATCHED_ELEMS = 1 << 6, /* an array whose element events a tool wants from every method
                                * (rti_watch_elements) */
};

#define OBJ_HEADER_SIZE ((uint32_t)sizeof(Object))

extern uint32_t g_obj_extra;      /* bytes of tool fields on every object */
/* Bytes of every object (within the tool fields) that a return to a
 * checkpoint leaves as they are: hints a tool keeps without versioning
 * (rti/events.h's skip marks); 0 bytes when none. */
extern uint32_t g_obj_unversioned_off, g_obj_unversioned_len;
extern uint32_t g_array_len_off;  /* offset of an array's int32 length */
extern uint32_t g_array_base_off; /* offset of an array's first element */

static inline int32_t arr_len(const Object *a) { return *(const int32_t *)((const char *)a + g_array_len_off); }
static inline void *arr_data(Object *a) { return (char *)a + g_array_base_off; }
#define ARR_AT(a, T, i) (((T *)arr_data(a))[i])
#define FIELD_AT(o, T, off) (*(T *)((char *)(o) + (off)))

/* ---- Values ---------------------------------------------------------------- */
union Slot {
    int32_t i;
    int64_t j;
    float f;
    double d;
    Object *a;
    uintptr_t u;
    void *p;
};

/* ---- Frames ----------------------------------------------------------------
 * A thread's Java stack is one array of Slots. A frame is its locals, then this
 * header, then its operand stack. The caller's pushed arguments become the
 * callee's first locals. pc is the current instruction (for a caller: the
 * invoke instruction), sp the next free operand slot. */
typedef struct Frame {
    Method *m;
    uint8_t *pc;
    Slot *sp;
    Slot *locals;
    struct Frame *prev;
    Object *sync;      /* monitor a synchronized method holds, or NULL */
    uint32_t flags;    /* FR_* */
    uint32_t serial;   /* this activation's number (interp_frame_serial), for rti_thread_stack_key */
} Frame;

enum {
    FR_ENTRY = 1,  /* called from C: returning from it leaves the interpreter */
    FR_NATIVE = 2, /* a native method's frame (no code) */
    FR_STOP_RET = 4, /* a tool wants a scheduling decision when this frame returns */
    FR_LOCK_RET = 8, /* a j.u.c. lock method (MF_LOCK_ACQUIRE): its return may raise a lock acquisition */
    FR_STOP_CALLBACK = 16, /* with FR_STOP_RET: a decision also when this JDK frame calls back into
                            * the program before it returns (rti_request_reschedule_on_callback) */
};

#define FRAME_SLOTS ((int)(sizeof(Frame) / sizeof(Slot)))

/* ---- Threads --------------------------------------------------------------- */
typedef enum ThreadState {
    TS_NEW,
    TS_RUNNABLE,
    TS_BLOCKED,       /* entering a monitor */
    TS_WAITING,       /* wait, join, park without timeout */
    TS_TIMED_WAITING, /* sleep, timed wait/park */
    TS_TERMINATED,
    TS_IO,            /* in a native waiting for a file descriptor (Java sees RUNNABLE) */
} ThreadState;

typedef struct Monitor Monitor;

typedef struct Ctx {
    void *sp; /* saved stack pointer; callee-saved registers are on that stack */
} Ctx;

/* A stretch of C stack the collector skips: an interpreter loop's own frame,
 * whose spill slots hold only stale copies of values the Java frames hold.
 * The C frames below the innermost loop are scanned too, except while the loop
 * says they hold no references (clean): then their stale slots and the loop's
 * saved registers, which may point at garbage, are not taken for roots. */
typedef struct CHole {
    char *lo, *hi;
    struct CHole *prev;
    bool clean;          /* the loop's callees below hold no references: set
                          * around an allocation for new and newarray (heap_alloc
                          * clears it once it has made room) and by Runtime.gc */
    Slot *native_args;   /* the arguments of the native the loop is calling directly */
} CHole;

struct Thread {
    /* Interpreter state. */
    Frame *top;          /* innermost frame, NULL when none */
    Object *exc;         /* pending exception */
    Slot *stack;         /* Java stack base */
    Slot *stack_end;     /* usable limit; the rest is reserve for handling StackOverflowError */
    Slot *stack_hard_end;
    int32_t budget;      /* yield points left in this quantum; <= 0 enters the slow path */
    int32_t budget_start; /* the budget at the start of the quantum (for accounting) */
    int32_t budget_resume; /* quantum left when a safe point was forced (sched_request_safepoint) */
    uint8_t state;       /* ThreadState */
    bool daemon;
    bool system;         /* a JDK thread (Finalizer, Reference Handler, ...) */
    bool in_soe;         /* handling a StackOverflowError (reserve in use) */
    int c_depth;         /* nested interpreter activations */
    uint16_t ckpt_unsafe; /* upcalls from C in progress that a checkpoint cannot cover */
    bool next_call_safe; /* the next interp_call is an upcall a checkpoint may cover */
    bool loads_safe;     /* class loading through a Java loader is such an upcall (interp_quicken) */
    int ckpt_snaps;      /* live checkpoints whose snapshot holds this thread (checkpoint/ckpt.c);
                          * kept across a return, not restored */
    uint64_t quick_mark; /* g_java_upcalls when interp_quicken began, UINT64_MAX outside it */
    bool quick_logged;   /* that quickening logged a resolution for checkpoint undo */
    bool inits_safe;     /* so is the next clinit_ensure's <clinit> (ENSURE_INIT) */
    CHole *holes;        /* interpreter frames on the C stack, innermost first */
    uint32_t id;         /* small VM index, used in thin locks */
    uint32_t serial;     /* creation order (names the thread in replay logs) */
    int64_t tid;         /* java.lang.Thread.tid */
    Object *jthread;     /* the java.lang.Thread, NULL while booting the first thread */
    uint64_t yields;     /* yield points executed (the replay clock of this thread) */

    /* Scheduling (vm/sched.c). */
    Ctx ctx;
    void *cstack;        /* mmap'd C stack, NULL for the primordial stack */
    size_t cstack_size;
    void *cstack_top;    /* highest address of the C stack */
    Thread *next;        /* all threads, creation order */
    Thread *q_next;      /* monitor entry / wait queues */
    Monitor *blocked_on;
    Monitor *waiting_on;
    uint32_t saved_count; /* monitor recursion saved across wait */
    bool notified;
    bool park_permit;
    /* Lock starvation (sched_end_slice_soon): times in a row this thread,
     * woken to enter a monitor, found it taken again; times in a row it,
     * unparked, parked again within a few yield points (a lock's acquire
     * that failed: another thread took it back first); its yields when last
     * unparked. */
    uint8_t barged, reparks;
    bool unparked;
    uint64_t unparked_at;
    bool wait_timed_out;
    bool enabled;        /* a tool may disable a thread */
    bool suspended;      /* Thread.suspend: not scheduled until Thread.resume */
    Object *stop_exc;    /* Thread.stop's exception, thrown at th's next safe point */
    int64_t wake_at;     /* VM clock ns for timed waits; 0 = none */
    int64_t prog_deadline; /* the same deadline on the program's nanoTime clock */
    int64_t wait_len;      /* the whole length of the wait that wake_at ends (ns) */
    Object *start_obj;   /* run() target at start */
    void *start_entry;   /* C entry of a started thread */
    void *blocker;       /* what a waiting thread waits for (for diagnostics) */
    Class *clinit_wait;  /* the class another thread is initialising, which this one waits for */
    int64_t wait_since;  /* VM clock when its current block or wait began */
    uint64_t io_moved;   /* reads and writes (vmio) that moved data: a tool can tell I/O from a spin */
    uint64_t clock_reads; /* reads of the program's clocks (vm/vmclock.c): a spin that reads them moves on */
    uint32_t clinit_depth; /* class initialisers (<clinit>) this thread is running, nested (vm/clinit.c) */
    /* ThreadMXBean's statistics (thread_stat_begin): times the thread
     * blocked entering a monitor and waited (wait, park, sleep), and the VM
     * clock ns spent so while contention monitoring was on (*_since: when
     * the timed interval began, -1 when none is running). */
    int64_t blocked_count, waited_count, blocked_ns, waited_ns, blocked_since, waited_since;
    int64_t born_ns;     /* the program's nanoTime when the thread was made (thread dumps' elapsed=) */
    int io_fd;           /* TS_IO: the descriptor and poll events awaited */
    bool io_covered;     /* TS_IO in vmio_read, whose C frames hold nothing of their own: a checkpoint may cover it */
    short io_events;

    /* Tools (rti/). */
    void **tool_data;
    bool instrumented;
    bool stop_req;       /* the instrumented loop stops at the next bytecode boundary */
    bool cut_asked;      /* a tool asked for a decision (sched_request_reschedule) not yet made */
    uint8_t stop_pos;    /* sched.c: a place to log (record) or to stop at (replay) */
    uint32_t stop_at[3]; /* that place: method hash, bci, frame depth */
};

/* ---- Globals and options ---------------------------------------------------- */
typedef struct VmOptions {
    const char *jdk_home;
    const char *main_class;
    const char *jar;
    const char *boot_append;
    bool boot_append_owned; /* boot_append was malloc'd here (replaced: freed) */
    char *runtime_dir;      /* Rivet's runtime classes (rivet.Downcall), searched after boot_append */
    int nprops;
    char **props;         /* "k=v" */
    bool assertions;        /* -ea/-da: the default for classes of Java loaders */
    bool system_assertions; /* -esa/-dsa: the default for the boot loader's */
    int n_assert_dirs;
    struct AssertDirective {
        char *name;         /* internal form ('/'), "" for the unnamed package */
        bool package;       /* -ea:name... (the package and its subpackages) */
        bool enable;
    } *assert_dirs;         /* -ea:name and -da:name, in command-line order */
    uint64_t seed;
    bool seeded;
    uint32_t quantum;
    size_t max_heap;
    bool verbose_class;
    bool verbose_gc;
    bool trace_exceptions;
    bool source_mode;     /* main_class is the JDK's source launcher, argv[0] the file */
    bool dry_run;         /* --dry-run: load the main class, do not run main */
    bool module_mode;     /* -m: main_class is "module[/class]" */
    bool management_server; /* a -Dcom.sun.management* property: start jdk.internal.agent.Agent (HotSpot's ManagementServer) */
    int n_agents;
    char **agents;        /* -javaagent:jar[=options], in order */
    const char *on_oom_error;  /* -XX:OnOutOfMemoryError: commands run at the first OutOfMemoryError */
    bool exit_on_oom;          /* -XX:+ExitOnOutOfMemoryError */
    bool crash_on_oom;         /* -XX:+CrashOnOutOfMemoryError */
    bool disable_explicit_gc;  /* -XX:+DisableExplicitGC: System.gc() does nothing */
    int32_t active_processors; /* -XX:ActiveProcessorCount, 0 when not given */
    bool no_max_fd_limit; /* -XX:-MaxFDLimit: the open-file limit is left as it is */
    int32_t max_trace_depth;   /* -XX:MaxJavaStackTraceDepth: frames kept in a throwable's backtrace (0: all) */
    bool stack_trace_in_throwable; /* -XX:+-StackTraceInThrowable */
    bool npe_code_details;    /* -XX:+-ShowCodeDetailsInExceptionMessages (helpful NPE messages) */
    bool verify_local;    /* -Xverify, -XX:+-BytecodeVerification*: recorded only, */
    bool verify_remote;   /* there is no verifier yet */
    bool reduce_signals;  /* -Xrs */
    int argc;
    char **argv;          /* program arguments */
    int jvm_argc;
    char **jvm_argv;      /* the VM options as HotSpot lists them (vm/main.c vm_option_given) */
    int launcher_argc;    /* the command line without -record/-replay FILE */
    char **launcher_argv; /* (a replay's is the recorded one, plus tools) */
} VmOptions;

extern VmOptions vm_opts;

/* Runtime.availableProcessors: -XX:ActiveProcessorCount, else the online CPUs (vm/boot.c). */
int32_t vm_available_processors(void);

#define RIVET_VERSION "0.1"

/* The value of key (e.g. "JAVA_VERSION") in a JDK's release file, quotes
 * removed (malloc'd), or NULL (vm/main.c). */
char *jdk_release_field(const char *jdk_home, const char *key);
extern Thread *vm_main_thread;
/* The java.lang.Thread of the "Signal Dispatcher" VM thread (vm/boot.c), kept
 * alive by its idle thread; Java signal handlers start as its children. */
extern Object *vm_signal_dispatcher;
extern bool vm_booted;      /* main() may run: the class library is initialised */
extern bool vm_can_throw;   /* enough classes exist to construct exceptions */
extern bool vm_exiting;

/* Panics print the message, the Java stack of the current thread and abort. */
void vm_panic(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));
#ifdef RIVET_DEBUG
#define vm_assert(c) ((c) ? (void)0 : vm_panic("assertion failed: %s (%s:%d)", #c, __FILE__, __LINE__))
#else
#define vm_assert(c) ((void)0)
#endif

/* The running Java thread. */
extern Thread *vm_current;
static inline Thread *thread_current(void) { return vm_current; }

/* ---- Well-known classes (filled during boot) --------------------------------- */
#define WK_CLASS_LIST(X) \
    X(Object, "java/lang/Object") \
    X(Class, "java/lang/Class") \
    X(String, "java/lang/String") \
    X(Cloneable, "java/lang/Cloneable") \
    X(Serializable, "java/io/Serializable") \
    X(System, "java/lang/System") \
    X(Thread, "java/lang/Thread") \
    X(ThreadGroup, "java/lang/ThreadGroup") \
    X(Throwable, "java/lang/Throwable") \
    X(ClassLoader, "java/lang/ClassLoader") \
    X(Module, "java/lang/Module") \
    X(StackTraceElement, "java/lang/StackTraceElement") \
    X(Reference, "java/lang/ref/Reference") \
    X(SoftReference, "java/lang/ref/SoftReference") \
    X(WeakReference, "java/lang/ref/WeakReference") \
    X(PhantomReference, "java/lang/ref/PhantomReference") \
    X(FinalReference, "java/lang/ref/FinalReference") \
    X(Finalizer, "java/lang/ref/Finalizer") \
    X(Boolean, "java/lang/Boolean") \
    X(Byte, "java/lang/Byte") \
    X(Character, "java/lang/Character") \
    X(Short, "java/lang/Short") \
    X(Integer, "java/lang/Integer") \
    X(Long, "java/lang/Long") \
    X(Float, "java/lang/Float") \
    X(Double, "java/lang/Double") \
    X(Void, "java/lang/Void") \
    X(reflect_Field, "java/lang/reflect/Field") \
    X(reflect_Method, "java/lang/reflect/Method") \
    X(reflect_Constructor, "java/lang/reflect/Constructor") \
    X(reflect_Executable, "java/lang/reflect/Executable") \
    X(reflect_Parameter, "java/lang/reflect/Parameter") \
    X(MethodHandle, "java/lang/invoke/MethodHandle") \
    X(MethodType, "java/lang/invoke/MethodType") \
    X(MemberName, "java/lang/invoke/MemberName") \
    X(VarHandle, "java/lang/invoke/VarHandle") \
    X(ResolvedMethodName, "java/lang/invoke/ResolvedMethodName") \
    X(MethodHandleNatives, "java/lang/invoke/MethodHandleNatives") \
    X(ArithmeticException, "java/lang/ArithmeticException") \
    X(ArrayIndexOutOfBoundsException, "java/lang/ArrayIndexOutOfBoundsException") \
    X(ArrayStoreException, "java/lang/ArrayStoreException") \
    X(ClassCastException, "java/lang/ClassCastException") \
    X(NegativeArraySizeException, "java/lang/NegativeArraySizeException") \
    X(NullPointerException, "java/lang/NullPointerException") \
    X(IllegalMonitorStateException, "java/lang/IllegalMonitorStateException") \
    X(OutOfMemoryError, "java/lang/OutOfMemoryError") \
    X(StackOverflowError, "java/lang/StackOverflowError") \
    X(InternalError, "java/lang/InternalError") \
    X(Error, "java/lang/Error") \
    X(RuntimeException, "java/lang/RuntimeException") \
    X(Exception, "java/lang/Exception")

typedef struct WellKnown {
#define WK_FIELD(id, name) Class *id;
    WK_CLASS_LIST(WK_FIELD)
#undef WK_FIELD
    Class *prim[9];       /* boolean byte char short int long float double void */
    Class *arr_prim[8];   /* [Z [B [C [S [I [J [F [D */
    Class *arr_Object;    /* [Ljava/lang/Object; */
    Class *arr_String;
} WellKnown;

extern WellKnown WK;

/* Primitive type index for WK.prim: the order of T_BOOLEAN.. in newarray, minus 4. */
int prim_index(char type);

/* ---- Allocation (vm/heap.c, vm/object.c) ------------------------------------- */
/* Allocate a zeroed instance of cls (linked; initialisation is the caller's job).
 * NULL with OutOfMemoryError pending on failure. */
Object *obj_new(Thread *th, Class *cls);
/* Allocate an array of an array class. NegativeArraySizeException / OOM pending on failure. */
Object *arr_new(Thread *th, Class *arr_cls, int32_t len);
/* Arrays of primitives by type char ('I', 'B', ...), of references by element class. */
Object *arr_new_prim(Thread *th, char type, int32_t len);
Object *arr_new_ref(Thread *th, Class *elem, int32_t len);
Object *obj_clone(Thread *th, Object *obj);
uint32_t obj_identity_hash(Object *obj);
/* The identity-hash generator's state (saved with a checkpoint). */
uint32_t obj_hash_state(void);
void obj_set_hash_state(uint32_t s);
/* Identity hashes continue as HotSpot's main thread's would at main (object.c). */
void obj_hash_reseed_for_main(bool jar, Class *main_cls);
/* The class is linked (initialised, reflected on, resolved by a method
 * handle): its mirror's hash is drawn now, supertypes first, as HotSpot's
 * verifier does, unless HotSpot's CDS archive holds it (object.c). */
void obj_hash_class_linked(Class *cls);
/* Whether HotSpot's CDS archive holds this lambda's proxy class (its
 * lib/classlist's @lambda-proxy lines): it draws no hash when linked. */
bool obj_hash_lambda_archived(const char *host, const char *name, const char *factory, const char *impl_class,
                              const char *impl_name, const char *impl_type);
/* Object size in bytes (instance size or array header + elements). */
size_t obj_size(const Object *obj);

/* Subtyping (JVMS 6.5 checkcast/instanceof rules). */
bool class_is_subclass(const Class *sub, const Class *super);
static inline bool obj_instance_of(const Object *obj, const Class *cls)
{
    return obj->cls == cls || class_is_subclass(obj->cls, cls);
}
/* True when a value of class src may be stored in an array of element class dst. */
bool class_assignable(const Class *dst, const Class *src);

/* Class.getName() form of a class name (malloc'd): java.lang.String, [I, [Ljava.lang.Object; */
char *class_java_name(const Class *c);

/* The java.lang.Class object for a class, and back. */
Class *mirror_class(Object *mirror);
static inline Object *class_mirror(Class *cls) { return cls->mirror; }

/* Field access by name (VM-internal convenience; slow path). */
Field *class_find_field(Class *cls, Sym name, Sym desc); /* searches supers and interfaces */
Method *class_find_method(Class *cls, Sym name, Sym desc); /* searches supers */
Method *class_find_interface_method(Class *cls, Sym name, Sym desc);
uint32_t field_offset(Class *cls, const char *name, const char *desc); /* panics when missing */
Object *obj_get_ref(Object *obj, uint32_t off);

/* Write barrier: every store into the heap goes through this (checkpoint/).
 * While a checkpoint is live, the first write to an object in the current
 * checkpoint segment saves its old contents. One compare serves both states:
 * g_ckpt_barrier is the current segment while a checkpoint is live and 0
 * otherwise, and no object's ck_epoch is above the current segment (segments
 * only grow), so "older than the segment" is "not saved in it", and nothing
 * is older than 0. An unused checkpoint then costs nothing per write: the
 * test had been two loads and two branches with one live, one and one
 * without. */
/* Calls from C into Java code or a native (interp_call): a resolution during
 * which it did not change ran no code of the program's (resolve_kept). */
extern uint64_t g_java_upcalls;
extern bool g_ckpt_active;
extern uint32_t g_ckpt_epoch;
extern uint32_t g_ckpt_barrier;
void ckpt_save_object(Object *obj);
static inline void heap_barrier(Object *obj)
{
    vm_assert(obj->ck_epoch <= g_ckpt_epoch);
    if (unlikely(obj->ck_epoch < g_ckpt_barrier))
        ckpt_save_object(obj);
}
static inline void obj_set_ref(Object *obj, uint32_t off, Object *v)
{
    heap_barrier(obj);
    FIELD_AT(obj, Object *, off) = v;
}
static inline void obj_set_int(Object *obj, uint32_t off, int32_t v)
{
    heap_barrier(obj);
    FIELD_AT(obj, int32_t, off) = v;
}
static inline void obj_set_long(Object *obj, uint32_t off, int64_t v)
{
    heap_barrier(obj);
    FIELD_AT(obj, int64_t, off) = v;
}

/* ---- Strings (vm/string.c) -------------------------------------------------- */
/* The character of modified UTF-8 at p (before end): its UTF-16 code unit,
 * and in *len its length in bytes (1 to 3); -1 with *len 1 for a byte that
 * starts no well-formed sequence (each caller has its own answer for it). */
static inline int32_t mutf8_char(const uint8_t *p, const uint8_t *end, int *len)
{
    uint8_t c = *p;
    *len = 1;
    if (c < 0x80)
        return c;
    if ((c & 0xe0) == 0xc0 && end - p >= 2 && (p[1] & 0xc0) == 0x80) {
        *len = 2;
        return (int32_t)((c & 0x1f) << 6 | (p[1] & 0x3f));
    }
    if ((c & 0xf0) == 0xe0 && end - p >= 3 && (p[1] & 0xc0) == 0x80 && (p[2] & 0xc0) == 0x80) {
        *len = 3;
        return (int32_t)((c & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f));
    }
    return -1;
}
Object *str_new_utf8(Thread *th, const char *s, size_t len); /* modified UTF-8 */
Object *str_new_cstr(Thread *th, const char *s);            /* standard UTF-8 or ASCII */
Object *str_new_utf16(Thread *th, const uint16_t *chars, size_t len);
Object *str_intern(Thread *th, Object *str);
Object *str_intern_utf8(Thread *th, Sym s); /* a literal */
/* The contents as standard UTF-8 (malloc'd, caller frees); NULL for a null string. */
char *str_to_cstr(Object *str);
/* The same in the locale's encoding, sun.jnu.encoding (file names, paths,
 * system properties): UTF-8, or in the C locale ASCII with '?' for what it
 * lacks; and back, each byte past 0x7f then U+FFFD (vm/string.c). */
char *str_to_platform(Object *str);
Object *str_new_platform(Thread *th, const char *s);
bool str_platform_ascii(void);
/* The contents as modified UTF-8 (malloc'd); *len excludes the NUL. */
char *str_to_mutf8(Object *str, size_t *len);
int32_t str_length(Object *str);
uint16_t str_char_at(Object *str, int32_t i);
/* A UTF-16 string's own chars (its value array: objects do not move), or
 * NULL for a LATIN1 one. Not to be written. */
const uint16_t *str_utf16_chars(Object *str);
bool str_equals_cstr(Object *str, const char *s);
/* Intern a Java string's contents as a Sym, converting '.' to '/' when slashes is true. */
Sym str_to_sym(Object *str, bool slashes);

/* ---- Exceptions (vm/exception.c) -------------------------------------------- */
/* Create and set pending an exception of a class by internal name, with a message
 * (printf format, may be NULL). Returns false so callers can write `return exc_throw(...)`. */
bool exc_throw(Thread *th, const char *cls_name, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool exc_throw_cls(Thread *th, Class *cls, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
bool exc_throw_obj(Thread *th, Object *exc);
/* JNI ThrowNew: construct cls by its (String) constructor, or its
 * no-argument one when msg is NULL, as HotSpot does (NoSuchMethodError
 * when it has none). */
bool exc_throw_new(Thread *th, Class *cls, const char *msg);
bool exc_throw_cause(Thread *th, const char *cls_name, Object *cause, const char *msg);
bool exc_throw_cls_cause(Thread *th, Class *cls, Object *cause, const char *msg);
bool exc_npe(Thread *th, const char *msg);
bool exc_oom(Thread *th);            /* OutOfMemoryError: Java heap space */
bool exc_oom_array_size(Thread *th); /* OutOfMemoryError: Requested array size exceeds VM limit */
static inline bool exc_pending(Thread *th) { return th->exc != NULL; }
Object *exc_take(Thread *th);
/* Print an exception and its causes as HotSpot's VM does when it cannot
 * start (frames with module@version; may call getCause). */
void exc_describe(Thread *th, Object *exc, FILE *out);
/* JNI's ExceptionDescribe, as HotSpot's: the pending exception, taken, on
 * stderr as "Exception in thread "name" " and its own printStackTrace;
 * nothing for a ThreadDeath or when none is pending. */
void exc_describe_pending(Thread *th);
/* What HotSpot puts before a frame's file name for cls: "java.base@17.0.15/"
 * (module@version/), "m/" (a named module without a version), "" (unnamed). */
void exc_module_prefix(Class *cls, char *buf, size_t size);
/* The source line of bci in m (-2: a native method, -1: none). */
int exc_line_of(Method *m, int32_t bci);

/* ---- Calling Java (vm/interp.c) ---------------------------------------------- */
/* Call m with args (receiver first for instance methods; longs/doubles take two
 * slots). Returns false with an exception pending. ret may be NULL. No virtual
 * dispatch: use interp_call_virtual for that. */
bool interp_call(Thread *th, Method *m, Slot *args, Slot *ret);
bool interp_call_virtual(Thread *th, Method *m, Slot *args, Slot *ret);
/* The call reflection and method handles make to their target (virtual: with
 * interp_call_virtual's selection). The C frames below it hold nothing a
 * checkpoint return could lose (their buffers are CallArgs, held), so a tool
 * may take a checkpoint inside: the program's code run through Method.invoke,
 * a MethodHandle or the source launcher is searched like any other. */
bool interp_call_covered(Thread *th, Method *m, Slot *args, Slot *ret, bool virtual);
/* Convenience: look up a method by name/desc in cls (and supers) and call it. */
bool interp_call_named(Thread *th, Class *cls, const char *name, const char *desc, Slot *args, Slot *ret);
/* Run the thread's current top frame until the entry frame returns. */
bool interp_run(Thread *th);

/* Method selection for invokevirtual/invokeinterface on a receiver class. */
Method *method_select_virtual(Class *rcls, Method *m);
Method *method_select_interface(Class *rcls, Method *m);

/* Source line of a frame. */
int frame_line(const Frame *fr);

/* ---- Class initialisation (vm/clinit.c) --------------------------------------- */
/* Initialise cls (JVMS 5.5) if needed. False with an exception pending. */
bool clinit_ensure(Thread *th, Class *cls);
static inline bool class_ready(Thread *th, Class *cls)
{
    return likely(cls->state == CLS_INITIALIZED) || clinit_ensure(th, cls);
}

#endif
