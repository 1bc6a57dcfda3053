/* rti.h — the Rivet Tool Interface.
 *
 * A tool is C code that observes and steers a Java program running on Rivet.
 * It includes only the headers in rti/include/ and provides one entry point:
 *
 *     RtiStatus rivet_tool_init(RtiEnv *env, const char *options);
 *
 * Built-in tools are linked into rivet and named with `-tool NAME[:options]`; a
 * tool in a shared object is loaded with `-tool ./mytool.so[:options]` and must
 * export rivet_tool_init. Several tools may run together: they are initialised,
 * and see each event, in command-line order. Each has its own RtiEnv.
 *
 * Phases. rivet_tool_init runs before any class is loaded: it is the only
 * time a tool may declare extra fields (rti_add_field). The VM_START event
 * follows once the class library has booted, before main; VM_DEATH comes last,
 * before the process exits. Event callbacks run on the Java thread that caused
 * the event, between bytecodes; they must not block and must not unwind
 * (longjmp) through the VM.
 *
 * Ownership. Every function returns an RtiStatus and allocates nothing when
 * it fails. Strings the VM returns (names, descriptors) live as long as the VM.
 * Object pointers (RtiObject *) stay valid while the object is alive: objects
 * never move, but an object the program no longer references may be collected
 * unless the tool keeps it in a reference-typed extra field or a global
 * reference (rti_new_global_ref).
 *
 * Threads. All Java threads are green threads on one OS thread, so a tool
 * never needs locks of its own. An RtiThread * is valid from the event that
 * first shows it (VM_START for main, THREAD_START for the others, or a
 * scheduling callback) until its THREAD_END callback returns; the VM frees
 * the thread after that, so a tool that keeps thread handles must listen to
 * THREAD_END and drop them there. Checkpoints: a return to a checkpoint
 * brings back every thread that existed when it was taken, with the same
 * RtiThread * (even one that ended since), and ends the life of the handles of
 * threads started after it. To name a thread across returns and runs, use
 * rti_thread_id (java.lang.Thread.getId()), which a re-execution reproduces.
 *
 * Versioning. RTI_VERSION changes its major number on incompatible changes.
 * Structs a tool passes in start with a size field so they may grow. */
#ifndef RIVET_RTI_H
#define RIVET_RTI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define RTI_VERSION_MAJOR 1
#define RTI_VERSION_MINOR 24
#define RTI_VERSION ((RTI_VERSION_MAJOR << 16) | RTI_VERSION_MINOR)

/* ---- Types --------------------------------------------------------------- */

typedef struct RtiEnv RtiEnv;         /* a tool's handle on the VM */
typedef struct RtiThread RtiThread;   /* a Java thread */
typedef struct RtiObject RtiObject;   /* a Java object or array */
typedef struct RtiCheckpoint RtiCheckpoint; /* a saved state of the program (1.1) */
typedef struct RtiClass RtiClass;
typedef struct RtiMethod RtiMethod;
typedef struct RtiField RtiField;     /* a Java field */

typedef enum RtiStatus {
    RTI_OK = 0,
    RTI_ERR_INVALID = 1,      /* a NULL or malformed argument */
    RTI_ERR_PHASE = 2,        /* not allowed at this point (e.g. extra fields after init) */
    RTI_ERR_NOT_FOUND = 3,    /* no such class, method, field, thread, downcall */
    RTI_ERR_BUSY = 4,         /* another tool owns scheduling / the name is taken */
    RTI_ERR_NO_MEMORY = 5,
    RTI_ERR_VERSION = 6,      /* the tool was built for an incompatible RTI */
    RTI_ERR_UNSUPPORTED = 7,
} RtiStatus;

/* A Java value. Which member is valid follows the descriptor char:
 * Z B C S I -> i, J -> j, F -> f, D -> d, L [ -> a. */
typedef union RtiValue {
    int32_t i;
    int64_t j;
    float f;
    double d;
    RtiObject *a;
} RtiValue;

/* The version of the RTI implementation (RTI_VERSION of the running rivet). */
uint32_t rti_version(void);

/* The tool's own name as given on the command line (for messages). */
const char *rti_tool_name(RtiEnv *env);

/* ---- Events -------------------------------------------------------------- */

typedef enum RtiEvent {
    RTI_EVENT_VM_START,
    RTI_EVENT_VM_DEATH,
    RTI_EVENT_CLASS_LOAD,
    RTI_EVENT_CLASS_INIT,
    RTI_EVENT_ALLOC,                  /* objects and arrays */
    RTI_EVENT_FIELD_READ,             /* instance and static fields */
    RTI_EVENT_FIELD_WRITE,
    RTI_EVENT_ARRAY_READ,
    RTI_EVENT_ARRAY_WRITE,
    RTI_EVENT_MONITOR_ENTER,          /* after acquiring (synchronized) */
    RTI_EVENT_MONITOR_CONTENDED_ENTER,/* before blocking on an owned monitor */
    RTI_EVENT_MONITOR_EXIT,           /* after releasing */
    RTI_EVENT_MONITOR_WAIT,           /* Object.wait: before releasing the monitor */
    RTI_EVENT_MONITOR_WAITED,         /* Object.wait: after reacquiring it */
    RTI_EVENT_MONITOR_NOTIFY,         /* notify/notifyAll, once per woken thread (or once with none) */
    RTI_EVENT_LOCK_ACQUIRE,           /* java.util.concurrent locks, after acquiring */
    RTI_EVENT_LOCK_RELEASE,           /* java.util.concurrent locks, before releasing */
    RTI_EVENT_THREAD_START,
    RTI_EVENT_THREAD_END,
    RTI_EVENT_THREAD_SWITCH,
    RTI_EVENT_METHOD_ENTRY,
    RTI_EVENT_METHOD_EXIT,            /* normal return and unwinding by an exception */
    RTI_EVENT_EXCEPTION_THROW,
    RTI_EVENT_EXCEPTION_CATCH,
    RTI_EVENT_OBJECT_FREE,            /* during garbage collection */
    RTI_EVENT_CHECKPOINT,             /* a checkpoint was taken or returned to (1.1) */
    RTI_EVENT_UNCAUGHT_EXCEPTION,     /* a thread ends by an exception (1.2) */
    RTI_EVENT_DEADLOCK,               /* no program thread can ever run again (1.2) */
    RTI_EVENT_PROGRAM_EXIT,           /* the program is about to exit (1.2) */
    RTI_EVENT_PARK,                   /* LockSupport.park / Unsafe.park (1.2) */
    RTI_EVENT_UNPARK,                 /* LockSupport.unpark / Unsafe.unpark (1.2) */
    RTI_EVENT_BRANCH,                 /* a conditional branch (1.7) */
    RTI_EVENT_FENCE,                  /* a memory fence: VarHandle's, Unsafe's (1.21) */
    RTI_EVENT_COUNT
} RtiEvent;

#define RTI_EVENT_BIT(e) (UINT64_C(1) << (e))

/* Where an event happened: the method and bytecode index of the thread's
 * current frame (method is NULL when no Java frame is running). */
typedef struct RtiLocation {
    RtiMethod *method;
    int32_t bci;
} RtiLocation;

/* A heap access (FIELD_* and ARRAY_* events). For reads the value is the one
 * read; for writes the value being written (the event comes before the
 * store). object is NULL for a static field; field is NULL for arrays.
 * Accesses made through jdk.internal.misc.Unsafe (and so VarHandles and the
 * atomics) are reported too, with their volatile or plain semantics; a
 * compare-and-set is reported as a read followed, when it succeeds, by a
 * write. System.arraycopy is reported element by element (1.2): each source
 * element read, then the destination element written, with the values from
 * before the copy; the location is arraycopy's caller. */
typedef struct RtiAccess {
    RtiThread *thread;
    RtiObject *object;
    RtiField *field;
    int32_t index;      /* array index, or -1 */
    char type;          /* descriptor char of the value */
    bool is_write;
    bool is_static;
    bool is_volatile;
    RtiValue value;
    RtiLocation where;
    RtiValue old_value; /* (1.2) what the location holds before the access */
    /* (1.15) An atomic access: volatile, or opaque (VarHandle getOpaque and
     * setOpaque), which is never torn or raced itself but orders no other
     * variable (is_volatile false). A plain-mode access of a field declared
     * volatile (AtomicInteger.getPlain, setPlain) is neither. */
    bool is_atomic;
} RtiAccess;

/* Callbacks. Fill the ones you need; set size = sizeof(RtiCallbacks).
 * A callback is called only for events enabled with rti_enable_events. */
typedef struct RtiCallbacks {
    size_t size;
    void (*vm_start)(RtiEnv *env, RtiThread *main_thread);
    void (*vm_death)(RtiEnv *env, RtiThread *thread);
    void (*class_load)(RtiEnv *env, RtiThread *thread, RtiClass *cls);
    void (*class_init)(RtiEnv *env, RtiThread *thread, RtiClass *cls);
    void (*alloc)(RtiEnv *env, RtiThread *thread, RtiObject *obj);
    void (*field_access)(RtiEnv *env, const RtiAccess *access);  /* FIELD_READ and FIELD_WRITE */
    void (*array_access)(RtiEnv *env, const RtiAccess *access);  /* ARRAY_READ and ARRAY_WRITE */
    void (*monitor_enter)(RtiEnv *env, RtiThread *thread, RtiObject *obj);
    void (*monitor_contended_enter)(RtiEnv *env, RtiThread *thread, RtiObject *obj);
    void (*monitor_exit)(RtiEnv *env, RtiThread *thread, RtiObject *obj);
    void (*monitor_wait)(RtiEnv *env, RtiThread *thread, RtiObject *obj, int64_t timeout_ns);
    void (*monitor_waited)(RtiEnv *env, RtiThread *thread, RtiObject *obj, bool timed_out);
    void (*monitor_notify)(RtiEnv *env, RtiThread *thread, RtiObject *obj, bool all, RtiThread *woken);
    /* lock: the lock's synchroniser (1.17: its field "sync", for a
     * ReentrantLock as for a ReentrantReadWriteLock's read and write locks,
     * which share one; before 1.17 a ReentrantLock was named by itself).
     * It is what a thread parked in lock() has as its blocker, and all a
     * Condition knows: a Condition's await raises one release per hold of
     * its lock at its entry and one acquisition per hold before it returns
     * (also by exception, an interrupt or a time-out), for a ReentrantLock
     * or a write lock (1.17). shared: a read lock. */
    void (*lock_acquire)(RtiEnv *env, RtiThread *thread, RtiObject *lock, bool shared);
    void (*lock_release)(RtiEnv *env, RtiThread *thread, RtiObject *lock, bool shared);
    void (*thread_start)(RtiEnv *env, RtiThread *thread, RtiThread *started);
    void (*thread_end)(RtiEnv *env, RtiThread *thread);
    void (*thread_switch)(RtiEnv *env, RtiThread *from, RtiThread *to);
    void (*method_entry)(RtiEnv *env, RtiThread *thread, RtiMethod *method);
    /* exception is non-NULL when the method is left by an exception. */
    void (*method_exit)(RtiEnv *env, RtiThread *thread, RtiMethod *method, RtiObject *exception);
    void (*exception_throw)(RtiEnv *env, RtiThread *thread, RtiObject *exception, RtiLocation where);
    void (*exception_catch)(RtiEnv *env, RtiThread *thread, RtiObject *exception, RtiLocation where);
    /* An object is being reclaimed. Called during garbage collection: the
     * callback may read the object's extra fields but must not call into Java,
     * allocate Java objects or keep the pointer. Stores into the freed
     * object's extra fields (rti_xset_*) are not versioned (1.5): no
     * checkpoint can bring it back. Not called for an object allocated in a
     * run that a return to a checkpoint took back (1.11): what its extra
     * fields point to in versioned tool memory (rti_calloc) was freed by the
     * return. */
    void (*object_free)(RtiEnv *env, RtiObject *obj);
    /* CHECKPOINT (1.1): a checkpoint this tool asked for exists now (tag as
     * given to rti_checkpoint_take); and, for every tool listening, the VM is
     * back in the state of checkpoint cp (thread: the thread that was running
     * when it was taken, which runs next). */
    void (*checkpoint_taken)(RtiEnv *env, RtiThread *thread, RtiCheckpoint *cp, void *tag);
    void (*checkpoint_restored)(RtiEnv *env, RtiThread *thread, RtiCheckpoint *cp);
    /* UNCAUGHT_EXCEPTION (1.2): thread's run() (or main) ended by exception,
     * before the uncaught-exception handler runs. Its stack is unwound: use
     * rti_exception_stack for where it was thrown. */
    void (*uncaught_exception)(RtiEnv *env, RtiThread *thread, RtiObject *exception);
    /* DEADLOCK (1.2): every live program (non-system) thread is blocked on a
     * monitor or waiting without a deadline, and no thread can run to wake
     * one. Without this event the VM would wait for ever, as HotSpot does; when
     * a tool listens, the VM calls it (thread: the one that was running) and
     * then ends the run with status 1 (66 when a tool reported a finding),
     * unless the callback asked to return to a checkpoint. */
    void (*deadlock)(RtiEnv *env, RtiThread *thread);
    /* PROGRAM_EXIT (1.2): the program is about to end with status
     * (System.exit, Runtime.halt, or the last non-daemon thread ended), before
     * VM_DEATH. A callback that asks to return to a checkpoint
     * (rti_checkpoint_return) cancels the exit: the return happens at once. */
    void (*program_exit)(RtiEnv *env, RtiThread *thread, int status);
    /* PARK / UNPARK (1.2): thread is about to park (timed: with a deadline);
     * thread unparks target (which may not be parked). */
    void (*park)(RtiEnv *env, RtiThread *thread, bool timed);
    void (*unpark)(RtiEnv *env, RtiThread *thread, RtiThread *target);
    /* BRANCH (1.7): thread is about to execute the conditional branch at
     * where: if<cond>, if_icmp<cond>, if_acmp<cond>, ifnull, ifnonnull,
     * tableswitch or lookupswitch (whichever way it goes; goto, jsr and ret
     * are not conditional and raise nothing). A per-instruction event: while
     * a tool listens, threads run the instrumented interpreter, which runs
     * the fused forms of a branch (a loop's iload; iload; if_icmp) one
     * instruction at a time, so each raises it. With no listener it costs
     * nothing (the plain interpreter has no such check; the instrumented
     * one, run for other events, a load and a test per branch). The
     * callback may request a reschedule (at the branch's target) or a
     * checkpoint, as an access callback may. Several tools: each listener
     * in command-line order. Raised in every frame, the JDK's
     * included: which branches matter (the program's own code, or code the
     * tool watches) is the tool's notion, as for accesses; a tool filters by
     * where.method's class (rti_method_class, rti_class_is_jdk,
     * rti_class_data to cache its verdict). The callback should be cheap:
     * branches are about as frequent as field accesses. For a predictive
     * analysis (RVPredict, Huang et al. PLDI 2014): the reads a thread made
     * before its last branch decide its path; those after it do not. */
    void (*branch)(RtiEnv *env, RtiThread *thread, RtiLocation where);
    /* FENCE (1.21): thread runs a memory fence: VarHandle.acquireFence or
     * Unsafe.loadFence (RTI_FENCE_LOAD), releaseFence or storeFence
     * (RTI_FENCE_STORE), fullFence (RTI_FENCE_FULL). Code that publishes and
     * reads data with plain accesses ordered by fences (a
     * ConcurrentSkipListMap's get reads its nodes plainly after an
     * acquireFence; their writers use CAS) synchronises there, though no
     * access of it is volatile or atomic: a tool that ends its atomic
     * blocks at synchronisation (the tester) ends one here too. The JDK's
     * own code included, as for every synchronisation event. */
    void (*fence)(RtiEnv *env, RtiThread *thread, int kind);
} RtiCallbacks;

/* The kinds of fence (RtiCallbacks.fence). */
enum { RTI_FENCE_LOAD, RTI_FENCE_STORE, RTI_FENCE_FULL };

/* Install callbacks (copied; a later call replaces them). */
RtiStatus rti_set_callbacks(RtiEnv *env, const RtiCallbacks *callbacks);
/* Enable or disable a set of events (RTI_EVENT_BIT masks). May be called at
 * any time; enabling per-instruction events (field, array, method entry/exit,
 * branch) switches threads to the instrumented interpreter at their next
 * safe point. */
RtiStatus rti_enable_events(RtiEnv *env, uint64_t mask);
RtiStatus rti_disable_events(RtiEnv *env, uint64_t mask);
/* The events that callbacks has a handler for (field_access stands for both
 * FIELD_READ and FIELD_WRITE, checkpoint_taken/restored for CHECKPOINT), so
 * a tool that wants every event it handles enables
 * rti_callback_events(&cb) (1.3). */
uint64_t rti_callback_events(const RtiCallbacks *callbacks);

/* Repeated accesses (1.6). Called from a field_access or array_access
 * callback: the tool has taken from this access all it needs from a repeat
 * of it, so until the accessing thread's next synchronisation, the
 * interpreter does not raise again this thread's reads of the same variable
 * (the same field of the same object, the same static, or the same array
 * element) and, when the access is a write, its writes of it either.
 * "Until" ends at the first of: a monitor enter, exit, wait or notify, a
 * java.util.concurrent lock acquisition or release, park or unpark, a thread
 * start or end, a volatile access or any Unsafe access, a switch to another
 * thread, a garbage collection, a checkpoint taken or returned to, or a
 * change of the events the tools listen to; these end it whether or not a
 * tool listens to them. So a skipped access is one that the same thread made
 * with nothing in between that could order it differently or let another
 * thread touch the variable: for a tool whose state per variable depends only
 * on the accessing thread, its locks and its ordering with other threads
 * (a lockset or happens-before detector), it would change nothing but which
 * of the repeats is remembered as the last. Ignored for volatile accesses,
 * accesses made through Unsafe, and when another tool also listens to the
 * access's events (it may want every access). A hint: the interpreter keeps
 * a small cache, and a forgotten entry raises the access again. */
void rti_skip_repeats(RtiEnv *env, const RtiAccess *access);
/* (1.8) Call in rivet_tool_init, before any class loads, to have the skips
 * of instance fields of 4 and 8 bytes (in an object's first 128 bytes of
 * fields) kept in their objects, at 16 bytes more per object: they then last
 * until the "until" above however many objects are touched, where the small
 * cache forgets. Worth it for a tool that asks for many skips (Eraser). */
RtiStatus rti_skip_marks(RtiEnv *env);
/* Accesses a tool never needs (1.10): those of field f, and those the code
 * of method m makes to elements of arrays of primitives. For a tool that
 * finds, at an access, that it ignores every access of the kind (a final
 * field, a field or method of a class it does not watch). While every tool
 * listening to an access's event has said so, the interpreter's field and
 * array instructions raise none of them, at about the cost of an event no
 * tool listens to; a tool that starts listening later, and has not said so,
 * gets them again. For the rest of the run: checkpoint returns do not undo
 * it. Accesses made through Unsafe (atomics, VarHandles) and arraycopy's are
 * raised still. RTI_ERR_INVALID for a NULL argument. */
RtiStatus rti_ignore_field(RtiEnv *env, RtiField *f);
RtiStatus rti_ignore_arrays(RtiEnv *env, RtiMethod *m);
/* (1.24) The accesses to this array's elements are raised even from the
 * methods rti_ignore_arrays names: for a tool that ignores the JDK's
 * copies of arrays of its own, but not its writes to an array the program
 * itself uses (Arrays.fill, a stream's read into the program's buffer). A
 * flag on the array, for the rest of its life; every tool gets the events
 * then. RTI_ERR_INVALID unless array is an array. */
RtiStatus rti_watch_elements(RtiEnv *env, RtiObject *array);
/* Frees a tool needs (1.11). After rti_free_wanted_only, the tool's
 * object_free callback is called only for objects flagged by rti_want_free:
 * for a tool that keeps something to release for a few objects, while most
 * die with nothing to do (and the collector then calls nothing for them
 * while every tool listening to frees has said so). The flag is one per
 * object, shared by the tools: a tool may still be given the free of an
 * object it did not flag. Flag an object when the tool first keeps memory
 * or a key for it; the flag stays until the object is freed (a return to a
 * checkpoint does not clear it). Call rti_free_wanted_only in
 * rivet_tool_init, before the tool keeps anything for any object. */
RtiStatus rti_free_wanted_only(RtiEnv *env);
void rti_want_free(RtiObject *obj);
/* Tool memory that objects' frees give back (1.12): bytes the tool has just
 * allocated for objects (a shadow, a table of records) and releases in
 * object_free. They count towards the next collection as the program's
 * allocations do (not towards -Xmx): without them, a tool keeping a few
 * hundred bytes for each small object held many times the program's heap
 * until the collector, which sees only the program's allocations, ran. */
void rti_note_memory(RtiEnv *env, size_t bytes);
/* Standard input (1.13). After rti_keep_stdin (call it in rivet_tool_init,
 * before the program reads), the VM keeps a copy of every byte the program
 * reads from the process's standard input; rti_stdin_kept gives them (NULL
 * and 0 when none). A tool that runs the program again in a child process
 * (to reproduce a failure) gives the child these bytes as its input: the
 * run it follows read no more than the search did. Bytes read again after a
 * return to a checkpoint are kept once. */
void rti_keep_stdin(RtiEnv *env);
const void *rti_stdin_kept(RtiEnv *env, size_t *len);

/* ---- Classes, methods, fields ------------------------------------------------ */

/* Names use the internal form with '/' ("java/lang/String"; arrays "[I"). */
const char *rti_class_name(RtiClass *cls);
RtiClass *rti_class_super(RtiClass *cls);
bool rti_class_is_array(RtiClass *cls);
/* True for classes of the JDK (defined by the boot or platform loader). */
bool rti_class_is_jdk(RtiClass *cls);
/* (1.12) Whether cls is a hidden class (Lookup.defineHiddenClass: a lambda's
 * proxy, a spun string concatenation): Throwable's stack traces leave their
 * frames out. */
bool rti_class_is_hidden(RtiClass *cls);
/* The class a java.lang.Class object stands for; NULL when obj is not one
 * (1.15). */
RtiClass *rti_class_of_mirror(RtiObject *obj);
/* The source file name from the class file, or NULL. */
const char *rti_class_source_file(RtiClass *cls);
/* A loaded class by name and defining loader (NULL = the boot loader, or
 * RTI_APP_LOADER for the application class loader). */
#define RTI_APP_LOADER ((RtiObject *)1)
RtiStatus rti_find_class(RtiEnv *env, const char *name, RtiObject *loader, RtiClass **out);

const char *rti_method_name(RtiMethod *m);
const char *rti_method_descriptor(RtiMethod *m);
RtiClass *rti_method_class(RtiMethod *m);
uint16_t rti_method_access(RtiMethod *m);   /* JVMS ACC_ flags */
/* The source line of a bytecode index, or -1 when unknown (-2 for native methods). */
int rti_method_line(RtiMethod *m, int32_t bci);

const char *rti_field_name(RtiField *f);
const char *rti_field_descriptor(RtiField *f);
RtiClass *rti_field_class(RtiField *f);
uint16_t rti_field_access(RtiField *f);     /* JVMS ACC_ flags (ACC_VOLATILE = 0x0040) */

/* ---- Objects ---------------------------------------------------------------- */

RtiClass *rti_object_class(RtiObject *obj);
/* Array length, or -1 for a non-array. */
int32_t rti_array_length(RtiObject *obj);
/* The identity hash (System.identityHashCode). */
int32_t rti_identity_hash(RtiObject *obj);
/* A Java string's contents as UTF-8 into buf (truncated to n bytes, always
 * NUL-terminated); RTI_ERR_INVALID when obj is not a String. */
RtiStatus rti_string_utf8(RtiObject *obj, char *buf, size_t n);
/* Element i of an array: a reference (rti_array_ref) or any value. */
RtiObject *rti_array_ref(RtiObject *arr, int32_t i);
RtiStatus rti_array_value(RtiObject *arr, int32_t i, RtiValue *out);
/* New objects for downcall results (NULL with an OutOfMemoryError pending on
 * failure): a String from UTF-8, and a boxed primitive (Integer for 'I' ...). */
RtiObject *rti_new_string(RtiThread *t, const char *utf8);
RtiObject *rti_box(RtiThread *t, char type, RtiValue v);
/* Keep an object alive until released (for tool data outside extra fields). */
RtiStatus rti_new_global_ref(RtiEnv *env, RtiObject *obj);
RtiStatus rti_delete_global_ref(RtiEnv *env, RtiObject *obj);

/* ---- Threads ----------------------------------------------------------------- */

/* The thread running now. */
RtiThread *rti_current_thread(void);
/* java.lang.Thread.getId(), and the name into buf (always NUL-terminated). */
int64_t rti_thread_id(RtiThread *t);
RtiStatus rti_thread_name(RtiThread *t, char *buf, size_t n);
/* A JDK thread (Finalizer, Reference Handler, Common-Cleaner, ...): one whose
 * thread group is not the main group or a descendant of it. */
bool rti_thread_is_system(RtiThread *t);
/* (1.22) Whether an exception t does not catch goes to a handler rather than
 * to the default report on System.err: t's own UncaughtExceptionHandler,
 * a ThreadGroup subclass's uncaughtException (t's group or a parent), or
 * Thread.setDefaultUncaughtExceptionHandler's (which the groups pass it
 * to). Asked from the uncaught_exception callback, before the handler
 * runs. ThreadDeath is passed over in silence either way. */
bool rti_thread_exception_handled(RtiThread *t);
/* Every live thread; *count receives the number, up to max are stored. */
RtiStatus rti_threads(RtiThread **out, int max, int *count);
/* The thread's Java stack: frames[0] is the innermost. *count receives the
 * depth; up to max frames are stored. */
RtiStatus rti_thread_stack(RtiThread *t, RtiLocation *frames, int max, int *count);
/* A key for the thread's stack apart from where its innermost frame is (1.3):
 * while the key stays the same, rti_thread_stack gives the same frames except
 * frames[0].bci. It is the number of the innermost frame's activation (frames
 * are numbered as they are pushed, 32 bits, wrapping; 0 without a frame), so
 * a tool that records the stack of many events (Eraser, at every access)
 * walks and interns it only when the key changes. Costs two loads. */
uint32_t rti_thread_stack_key(RtiThread *t);
/* (1.9) The innermost max frames of t's stack, as rti_thread_stack gives
 * them, and the key of each one's activation (keys[1] is the caller's, as
 * rti_thread_stack_key would give it in the caller; keys may be NULL);
 * returns how many were stored, fewer than max only for a shallower stack.
 * Walks only those frames: a tool that keeps something per activation finds
 * a new activation's from its caller's. */
int rti_thread_top(RtiThread *t, RtiLocation *frames, uint32_t *keys, int max);
/* The java.lang.Thread object. */
RtiObject *rti_thread_object(RtiThread *t);

/* What a thread is doing (1.2). */
typedef enum RtiThreadState {
    RTI_THREAD_NEW,
    RTI_THREAD_RUNNABLE,
    RTI_THREAD_BLOCKED,       /* entering a monitor another thread owns */
    RTI_THREAD_WAITING,       /* Object.wait, join, park, without a deadline */
    RTI_THREAD_TIMED_WAITING, /* sleep, or a wait, join or park with a deadline */
    RTI_THREAD_IO,            /* waiting for a descriptor */
    RTI_THREAD_TERMINATED,
} RtiThreadState;
RtiThreadState rti_thread_state(RtiThread *t);
/* A 64-bit hash of a thread's execution state (1.2): its state, blocker,
 * park permit, interrupt flag, and every Java frame's method, bytecode index,
 * locals and operand stack (references by address). Equal states hash
 * equally; a tool caching visited states combines it with what the heap
 * holds (RtiAccess.old_value lets it follow every change). */
uint64_t rti_thread_hash(RtiThread *t);
/* A 64-bit hash of the whole program state (1.3), for a stateful search:
 * every live thread as rti_thread_hash sees it, and the heap as it differs
 * from the time the oldest live checkpoint was taken. Objects made since are
 * named by the order a fixed traversal from the threads' frames reaches them,
 * not by address, and unreachable ones are left out, so two schedules that
 * reach the same state by different paths hash alike even when they
 * allocated in another order or left different garbage. Objects older than
 * the checkpoint that changed since are hashed by address and contents,
 * unless ignore (may be NULL) says to leave one out (a tool's own notion of
 * bookkeeping no schedule depends on). Every change the VM can undo counts,
 * native writes included, and the content of the files the program changed
 * since the oldest live checkpoint (not their times); tool fields, clocks
 * and output do not, nor the value of a Thread's eetop (the VM thread's
 * address), only whether it is 0.
 * Without a live checkpoint it covers the threads only. The cost is
 * proportional to what changed since the checkpoint: the set of changed old
 * objects is kept from call to call, and only the new objects are traversed
 * again at each call. */
uint64_t rti_state_hash(bool (*ignore)(RtiObject *obj, void *arg), void *arg);
/* What a blocked or waiting thread waits for (1.2): the monitor's object
 * (BLOCKED, Object.wait, join), or the park blocker (LockSupport.park's
 * blocker argument, e.g. a ReentrantLock's Sync), or the java.lang.Class
 * object of a class another thread is initialising (1.15; JLS 12.4.2),
 * else NULL. */
RtiObject *rti_thread_blocker(RtiThread *t);
/* The owner of a java.util.concurrent lock (an AbstractOwnableSynchronizer
 * such as a ReentrantLock's Sync, or a lock holding one in a field "sync"),
 * or NULL when it has none (1.2). For a java.lang.Class object, the thread
 * initialising its class, if one is (1.15). Also NULL when the owner has ended: its
 * RtiThread is gone (see "Threads" above), though the lock
 * stays held for ever (rti_lock_owner_name still names it). */
RtiThread *rti_lock_owner(RtiObject *lock);
/* The name of the thread owning a java.util.concurrent lock (as
 * rti_lock_owner), also when it has ended (1.17): a thread that ended
 * holding a ReentrantLock keeps it for ever, and a report should say who.
 * *ended (may be NULL): whether that thread has ended. RTI_ERR_NOT_FOUND
 * when the lock has no owner (or is a class's initialisation lock). */
RtiStatus rti_lock_owner_name(RtiObject *lock, char *buf, size_t n, bool *ended);
/* A name for obj by where the program keeps it (1.17), for reports: the
 * shortest chain of fields and array elements to it from a static field of
 * a program class ("Bank.audit", "Bank.accounts[2].lock"; at equal length,
 * the classes thread from is running code of first, innermost first: 1.20)
 * or, failing that, from a live thread's Thread object ("thread \"T1\".lock", through
 * a Thread subclass's fields or its Runnable: "thread \"T1\".target.lock"),
 * thread from (may be NULL) first, or, last, from a local variable of a
 * program frame ("the local variable latch of Main.main" with javac -g;
 * without, only a lock's synchroniser: "a local variable of Main.main").
 * Only objects of program classes (not hidden ones: a lambda's captured
 * variables) and arrays are walked through, and a JDK lock's field "sync":
 * a ReentrantLock's, Semaphore's or latch's synchroniser (what its waiters
 * park on) is named as its lock. Writes the name to buf (cut to n bytes)
 * and, when named is not NULL, the object the name stands for to *named:
 * obj, or the lock whose synchroniser obj is. RTI_ERR_NOT_FOUND when no
 * chain is found. Slow: it
 * walks the program's part of the heap (at most 65,536 objects, chains of
 * at most 7 steps); call it when reporting, not on events. */
RtiStatus rti_object_path(RtiThread *from, RtiObject *obj, char *buf, size_t n, RtiObject **named);
/* An exception's class and message, as Throwable.toString would print them
 * for the common case ("java.lang.AssertionError: text"), and the stack where
 * it was created (frames[0] innermost). (1.2) */
RtiStatus rti_exception_describe(RtiObject *exc, char *buf, size_t n);
RtiStatus rti_exception_stack(RtiObject *exc, RtiLocation *frames, int max, int *count);

/* The monitor owner of obj (NULL when free) and its recursion count. */
RtiStatus rti_monitor_owner(RtiObject *obj, RtiThread **owner, int32_t *count);
/* Threads blocked entering obj's monitor, and threads waiting on it. */
RtiStatus rti_monitor_blocked(RtiObject *obj, RtiThread **out, int max, int *count);
RtiStatus rti_monitor_waiters(RtiObject *obj, RtiThread **out, int max, int *count);

/* ---- Tool data ---------------------------------------------------------------- */

/* A slot of tool data per thread and per class (initially NULL). */
void **rti_thread_data(RtiEnv *env, RtiThread *t);
void **rti_class_data(RtiEnv *env, RtiClass *cls);

/* ---- Extra fields -------------------------------------------------------------
 * Fields a tool adds to a class (and so to every subclass; on java/lang/Object
 * to every object and array). Declare them in rivet_tool_init, before any
 * class loads. They start zeroed, are invisible to the program, are versioned
 * with their object by checkpoints, and REF fields are traced by the GC. */
typedef enum RtiFieldKind {
    RTI_FIELD_I64 = 1, /* int64_t */
    RTI_FIELD_PTR = 2, /* void *, not traced */
    RTI_FIELD_REF = 3, /* RtiObject *, traced by the GC */
} RtiFieldKind;

typedef struct RtiExtraField {
    uint32_t offset; /* byte offset in objects of the class: constant once classes load */
    uint32_t kind;
} RtiExtraField;

RtiStatus rti_add_field(RtiEnv *env, const char *class_name, RtiFieldKind kind, const RtiExtraField **out);

/* True while a checkpoint is live (read-only for tools): extra-field stores
 * must then record the object's old version first; the rti_xset_* setters do. */
extern bool rti_versioning;
void rti_object_will_change(RtiObject *obj);

/* Versioned tool memory (1.2). A tool whose own data describes the program's
 * state (Eraser's shadow state and clocks, say) needs it put back when the
 * program returns to a checkpoint. Call rti_save before changing n bytes of
 * tool memory at addr: while a checkpoint is live their old contents are
 * logged, and a return to a checkpoint taken before the change restores them.
 * Memory such data may point to must not be freed while a checkpoint could
 * bring back a state that uses it: rti_free_later(p) frees p at once when no
 * checkpoint is live, else once none can return to before the call. */
void rti_save_slow(void *addr, size_t n);
static inline void rti_save(void *addr, size_t n)
{
    if (rti_versioning)
        rti_save_slow(addr, n);
}
void rti_free_later(void *p);
/* Memory for such data allocated now, which a return to a checkpoint taken
 * before now frees (nothing restored can point to it): rti_calloc is calloc
 * that does so; rti_free_on_return(p) does so for memory from malloc. */
void *rti_calloc(size_t n);
void rti_free_on_return(void *p);

static inline int64_t rti_xget_i64(RtiObject *obj, const RtiExtraField *f)
{
    return *(const int64_t *)(const void *)((const char *)obj + f->offset);
}
static inline void *rti_xget_ptr(RtiObject *obj, const RtiExtraField *f)
{
    return *(void *const *)(const void *)((const char *)obj + f->offset);
}
static inline RtiObject *rti_xget_ref(RtiObject *obj, const RtiExtraField *f)
{
    return *(RtiObject *const *)(const void *)((const char *)obj + f->offset);
}
static inline void rti_xset_i64(RtiObject *obj, const RtiExtraField *f, int64_t v)
{
    if (rti_versioning)
        rti_object_will_change(obj);
    *(int64_t *)(void *)((char *)obj + f->offset) = v;
}
static inline void rti_xset_ptr(RtiObject *obj, const RtiExtraField *f, void *v)
{
    if (rti_versioning)
        rti_object_will_change(obj);
    *(void **)(void *)((char *)obj + f->offset) = v;
}
static inline void rti_xset_ref(RtiObject *obj, const RtiExtraField *f, RtiObject *v)
{
    if (rti_versioning)
        rti_object_will_change(obj);
    *(RtiObject **)(void *)((char *)obj + f->offset) = v;
}

/* ---- Scheduling ------------------------------------------------------------------
 * One tool may own scheduling. At every scheduling decision (a time slice
 * ends, the running thread blocks, ends or yields, or a reschedule was
 * requested) the VM calls choose with the current thread and whether it can
 * go on; the tool returns the thread to run next: any enabled, runnable
 * thread, or NULL to let the VM's default policy decide. */
typedef struct RtiScheduler {
    size_t size;
    /* May also return RTI_CHOOSE_AGAIN (1.2) after asking for a checkpoint
     * (rti_checkpoint_take) or a return: the VM carries out the request here,
     * at this decision (the checkpoint_taken or checkpoint_restored callback
     * runs), then calls choose again. A checkpoint taken so is a state in
     * which exactly this decision is pending: returning to it asks again. */
    RtiThread *(*choose)(RtiEnv *env, RtiThread *current, bool current_can_run);
    /* The waiter notify() wakes (NULL: the first in the wait set). */
    RtiThread *(*choose_waiter)(RtiEnv *env, RtiObject *obj, RtiThread **waiters, int count);
} RtiScheduler;

#define RTI_CHOOSE_AGAIN ((RtiThread *)(uintptr_t)1)

/* Why choose is being asked (1.19), valid inside choose: the running
 * thread's time slice ended (rti_set_quantum), a reschedule was requested
 * (rti_request_reschedule and its kin), it yields (Thread.yield), blocks
 * or waits, or it ends. A tool that decides only where it asked can let a
 * slice's end go on with the same thread, and still see a thread that runs
 * for long without reaching a place it decides at. */
typedef enum {
    RTI_DECISION_SLICE,
    RTI_DECISION_REQUESTED,
    RTI_DECISION_YIELD,
    RTI_DECISION_BLOCK,
    RTI_DECISION_END,
} RtiDecisionReason;
RtiDecisionReason rti_decision_reason(void);

RtiStatus rti_take_scheduling(RtiEnv *env, const RtiScheduler *sched);
/* Yield points (backward branches, calls, heap writes) per time slice;
 * 0 = never preempt (decisions only when a thread blocks or on request). */
RtiStatus rti_set_quantum(RtiEnv *env, uint32_t quantum);
/* Make a scheduling decision at the current thread's next safe point. In
 * the instrumented interpreter (any per-instruction event enabled) that is
 * the next bytecode boundary: after the instruction whose event is being
 * delivered, or after the native method that raised it returns. May be
 * called from an event callback. */
RtiStatus rti_request_reschedule(RtiEnv *env);
/* Make a scheduling decision when the frame at depth (0 = innermost, as in
 * rti_thread_stack) of the current thread returns to its caller, normally or
 * by an exception (1.2; instrumented interpreter). A tool treating a call
 * into the JDK as one step stops at the caller's next instruction this way. */
RtiStatus rti_request_reschedule_on_return(RtiEnv *env, int depth);
/* The same, and the decision comes earlier if that frame, a JDK method's,
 * calls back into the program first (1.16): at the first instruction of the
 * program's method (a lambda, a comparator, a remapping function) it calls,
 * directly or through other JDK frames. A parallel stream's forEach runs
 * the program's lambda for each element inside the one call; a search that
 * cut it at the return only never let the pool's worker run an element
 * between two of main's. */
RtiStatus rti_request_reschedule_on_callback(RtiEnv *env, int depth);
/* End a timed wait, sleep, timed park or timed join now, as if its deadline
 * had passed (1.2); the VM clocks move on to the deadline, so the program
 * never sees a time-out early. RTI_ERR_INVALID when t has no deadline. */
RtiStatus rti_thread_time_out(RtiEnv *env, RtiThread *t);
/* End t's Object.wait (timed or not) now, without a notify, as a spurious
 * wake-up may (JLS 17.2.1; 1.23): it re-enters the monitor and its wait
 * returns normally; the monitor_waited event says it timed out. Or end its
 * LockSupport.park without an unpark, as a park may return "for no reason".
 * No clock moves. A recorded run logs it as a time-out. RTI_ERR_INVALID
 * when t neither waits nor parks (it sleeps, say). Thread.join waits in
 * Object.wait, and java.util.concurrent's locks park, inside the JDK, which
 * waits again: the tool chooses which waits to end. */
RtiStatus rti_thread_wake_spuriously(RtiEnv *env, RtiThread *t);
/* Make the program's clocks (currentTimeMillis, nanoTime, Instant.now) read
 * the VM clock, which counts executed instructions and moves on over the
 * waits the scheduler skips, instead of the machine's clocks (1.15): a run
 * that makes the same scheduling choices reads the same times, so that a
 * failure found by a search can be run again from its choices alone (a
 * ForkJoinPool's work stealing follows a seed taken from the clocks).
 * wall_ns is what the wall clock reads now, in nanoseconds since the epoch
 * (give the machine's time for the first run and the same value to its
 * repetitions); nanoTime counts from a fixed origin. Only in the tool's
 * entry function (RTI_ERR_PHASE after). */
RtiStatus rti_clock_virtual(RtiEnv *env, int64_t wall_ns);
/* The VM clock, in nanoseconds since the VM started (1.15): executed
 * instructions, the running thread's included, and the waits the scheduler
 * skipped. A checkpoint's return puts it back. */
int64_t rti_clock_ns(void);
/* Move the VM clock on by ns nanoseconds (1.20), as a machine that paused
 * the whole program that long would: the program's clocks read later
 * times, and timed waits whose deadlines it passes end. A thread that only
 * reads the clock in a loop (`while (System.currentTimeMillis() < end)
 * Thread.onSpinWait();`) waits for time to pass; a search can move time on
 * instead of running the loop for millions of instructions. Only with
 * virtual clocks (rti_clock_virtual) and ns >= 0, else RTI_ERR_INVALID. A
 * replay reads its clocks from the log and ignores the call. */
RtiStatus rti_clock_advance(RtiEnv *env, int64_t ns);
/* The VM clock when t began the block or wait it is in (1.15); -1 when it
 * is not blocked or waiting. */
int64_t rti_thread_waiting_since(RtiThread *t);
/* The last SIGHUP, SIGINT or SIGTERM the VM received, or 0 (1.15): a tool
 * at vm_death can tell that the run was stopped from outside (`timeout`,
 * ^C) and not start long work then (predict's confirming runs). */
int rti_stop_signal(void);
/* Whether this run is a replay (`rivet -replay LOG`, 1.17): the log makes
 * every scheduling decision, and a scheduler tool's choose is asked only at
 * the decision where a tool ended the recorded run, its answer not
 * followed; a tool following a schedule of its own should not try it. */
bool rti_replaying(void);
/* How many reads and writes of files, pipes and sockets t has made that
 * moved data (1.15): a thread whose heap writes are none may still be
 * working (a selector thread serving connections). */
uint64_t rti_thread_io_count(RtiThread *t);
/* How many times t has read the program's clocks (`nanoTime`,
 * `currentTimeMillis`, `Instant.now`, an absolute park's deadline) (1.18):
 * a loop that comes back to the same state and reads them may be waiting
 * for time to pass (`while (System.nanoTime() < end) sleep(5);`), which no
 * other thread's write brings. */
uint64_t rti_thread_clock_reads(RtiThread *t);
/* How many class initialisers (<clinit>, nested: one that makes another
 * class initialise itself) t is running now, with whatever they call
 * (1.20). What they do happens before every use of the class by another
 * thread (JLS 12.4.2: that thread takes the class's initialisation lock
 * first), a map a <clinit> fills through HashMap.put included: a tool
 * ordering accesses by happens-before can leave them out. */
uint32_t rti_thread_in_class_init(RtiThread *t);
/* VM-clock nanoseconds until t's timed wait, sleep, timed park or timed join
 * ends by itself (0: its deadline has passed); -1 when t is not waiting with
 * a deadline (1.4). A search can tell a short poll from a long guard. */
int64_t rti_thread_deadline(RtiThread *t);
/* The whole length, in VM-clock nanoseconds, of the timed wait, sleep,
 * timed park or timed join t is in (what the program asked for: 1 s for
 * `poll(1, SECONDS)`, however much of it has passed); -1 as
 * rti_thread_deadline (1.14). */
int64_t rti_thread_wait_length(RtiThread *t);
/* Whether t is a daemon thread (one the program's end does not wait for)
 * (1.14). */
bool rti_thread_is_daemon(RtiThread *t);
/* A disabled thread is never chosen (unless every thread is disabled). */
RtiStatus rti_thread_set_enabled(RtiEnv *env, RtiThread *t, bool enabled);
bool rti_thread_is_enabled(RtiThread *t);
/* Whether the thread can run (started, not blocked, waiting, suspended by
 * Thread.suspend or ended). */
bool rti_thread_is_runnable(RtiThread *t);

/* ---- Checkpoints (1.1) --------------------------------------------------------------
 * A checkpoint saves the whole state of the program: every object (lazily: an
 * object is copied before its first change after the checkpoint), every
 * thread's stack, monitors, the scheduler, class initialisation, the VM clock,
 * stdin/pipe input read (it is read again after a return), stdout/stderr
 * output (held back while any checkpoint is live, and dropped when a return
 * takes it back), and what the program did to files, directories and their
 * attributes through the JDK (since 2026-11-29: vm/fsundo.c; not writes
 * through a memory mapping, processes or the network); the bytes in a pipe
 * the program holds both ends of (Pipe.open) and an eventfd's count (a
 * selector's wake-up) come back too, and a descriptor made after the
 * checkpoint is closed by a return to it. Returning to a checkpoint puts all of it back; objects keep
 * their identity. Live checkpoints form a stack: returning to one discards
 * every checkpoint taken after it; it stays live itself and can be returned
 * to again and again.
 *
 * Requests can be made at any time, from any callback; they are carried out at
 * the next safe point (a bytecode boundary where the running thread's time
 * slice could end). A take waits until no thread is inside a call from native
 * code back into Java or waiting for I/O. Tool memory is not part of the
 * state: what a tool keeps in its own memory survives a return (use that for
 * a search stack); extra fields are saved and restored with their object;
 * anything else a tool must put back itself in checkpoint_restored. While a
 * checkpoint is live, soft/weak/phantom references are not cleared and
 * finalizers do not run. */
RtiStatus rti_checkpoint_take(RtiEnv *env, void *tag);
RtiStatus rti_checkpoint_return(RtiEnv *env, RtiCheckpoint *cp);
/* Forget a checkpoint (at once). When the last one goes, held-back output is written. */
RtiStatus rti_checkpoint_discard(RtiEnv *env, RtiCheckpoint *cp);
int rti_checkpoint_count(void);
/* Output held back since checkpoints became live: records of one byte (the
 * descriptor, 1 or 2), a 4-byte little-endian length and the bytes. */
const char *rti_checkpoint_output(size_t *len);
/* Forget the output held back so far: it is never written (1.2). A tool
 * that explores runs and reports them itself calls this before discarding
 * its last checkpoint. */
RtiStatus rti_checkpoint_drop_output(RtiEnv *env);

/* ---- The process (1.2) --------------------------------------------------------------
 * rti_exit ends the program now as System.exit(status) ends it, without
 * running shutdown hooks: PROGRAM_EXIT and VM_DEATH are delivered, the
 * report is written, and the process exits with status (66 when a tool
 * reported a finding). Call it from an event or scheduling callback. */
void rti_exit(RtiEnv *env, int status);
/* The command line rivet was started with (argv[0] is the rivet executable,
 * then its options, the main class or -jar file, and the program's
 * arguments), without -record/-replay and their file. For a tool that runs
 * the program again in a child process. */
char *const *rti_command_line(int *argc);
/* Whether a launcher option takes the next argument as its value, as rivet
 * parses its command line ("-cp", "-tool", "-p", "-jar", "-m", ...) (1.3). */
bool rti_option_takes_value(const char *opt);

/* ---- Downcalls ----------------------------------------------------------------------
 * rivet.Downcall.downcall(owner, name, args...) calls the handler a tool
 * registered for (owner, name); its result is the call's result. A handler
 * signals an error with rti_throw. An unregistered pair throws
 * UnsupportedOperationException naming it. */
typedef RtiObject *(*RtiDowncall)(RtiEnv *env, RtiThread *thread, RtiObject *args /* Object[] */);
RtiStatus rti_register_downcall(RtiEnv *env, const char *owner, const char *name, RtiDowncall fn);
/* Throw a Java exception (class in internal form, e.g. "java/lang/AssertionError"). */
RtiStatus rti_throw(RtiEnv *env, RtiThread *thread, const char *class_name, const char *message);
/* Unbox a Boolean/Integer/Long/... or read a String argument. */
RtiStatus rti_unbox(RtiObject *boxed, char *type, RtiValue *out);

/* ---- Findings --------------------------------------------------------------------
 * What a tool reports: text goes to stderr as given; json (one JSON object, or
 * NULL) is added to the file named by -report. rivet exits with status 66 when
 * any tool reported a finding. */
RtiStatus rti_report(RtiEnv *env, const char *text, const char *json);
/* Append s to buf as a JSON string body (escaped, no quotes); returns bytes
 * written, excluding the NUL (truncates to n). */
size_t rti_json_escape(char *buf, size_t n, const char *s);
/* Format a stack as Java does ("\tat pkg.Cls.m(File.java:12)\n" per frame)
 * into buf (always NUL-terminated). */
RtiStatus rti_format_stack(const RtiLocation *frames, int count, char *buf, size_t n);

#ifdef __cplusplus
}
#endif
#endif
