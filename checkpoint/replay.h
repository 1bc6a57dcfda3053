/* Deterministic record/replay (checkpoint/replay.c).
 *
 * The VM is deterministic except for what comes from outside: the clocks,
 * bytes read from descriptors, whether a descriptor was ready, the real time
 * spent waiting for the outside world, and the environment. `-record FILE`
 * logs each of these as it happens, together with every scheduling decision
 * (the thread leaving, its yield count, the thread chosen and its time
 * slice). `-replay FILE` runs the same command line again, taking each input
 * from the log instead of the world and each scheduling decision from the
 * log, and checks at every decision that the run is where the log says; if
 * not, it stops with a message saying where it diverged.
 *
 * The log is a zlib stream: a header (format version, rivet version, the JDK
 * and its release, the working directory, the environment, the command line)
 * and then records in program order. */
#ifndef RIVET_REPLAY_H
#define RIVET_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

typedef enum { RP_OFF, RP_RECORD, RP_REPLAY } RpMode;
extern RpMode g_rp_mode;

/* main(): -record: log to path; argv is the command line to write in the
 * header (without -record FILE). False with a message on failure. */
bool rp_start_record(const char *path, int argc, char **argv, const char *jdk_home);
/* main(): -replay: read the header; argc and argv become the recorded command
 * line (the environment and working directory are set as recorded). */
bool rp_start_replay(const char *path, int *argc, char ***argv);
/* After boot: check the JDK the replay runs on is the recorded one. */
bool rp_check_jdk(const char *jdk_home);
/* The VM exits with status: end the log (record) or check it ended (replay). */
void rp_finish(int status);

/* A clock read (kind 'w' wall, 'n' nano): logged, or taken from the log. */
int64_t rp_clock(char kind, int64_t live);
/* A read of fd into buf: record logs the result of real(); replay returns the
 * logged result and bytes without touching fd. */
ssize_t rp_read(int fd, void *buf, size_t n, ssize_t (*real)(int, void *, size_t, int64_t), int64_t off);
/* Whether a wait for a descriptor blocked (record logs live; replay returns it). */
bool rp_io_blocked(bool live);
/* Real time added to the VM clock while waiting for the outside world. */
int64_t rp_elapsed(int64_t live);
/* Any other answer from the outside world: whether descriptors are ready,
 * an accepted connection, a socket's address, a datagram, a host name's
 * addresses, a process id or exit status, a file's attributes or a
 * directory's entries, the result of a write. Record logs live, errno and
 * the len bytes at out; replay returns the logged value and errno and puts
 * the logged bytes at out (more than cap is a divergence). kind names the
 * call (see answer_name in replay.c). With record/replay off, use the macro,
 * which costs one branch. */
int64_t rp_answer(char kind, int64_t live, void *out, size_t len, size_t cap);
#define RP_ANSWER(kind, live, out, len, cap) \
    (g_rp_mode == RP_OFF ? (int64_t)(live) : rp_answer(kind, (int64_t)(live), out, len, cap))
static inline bool rp_replaying(void) { return g_rp_mode == RP_REPLAY; }

/* Replay: whether the log's next record has this tag ('I' an I/O wait...). */
bool rp_next_is(uint8_t tag);

/* A signal dispatched to its Java handler just before a scheduling decision
 * (record); replay dispatches it at the same decision. */
void rp_log_signal(int sig);

/* A thread timed out in a wait (record), or which ones did (replay, before
 * each decision: calls wake(serial) for each). */
void rp_log_timeout(uint32_t serial);

/* Stop: the replay is not where the log says (message as printf). */
void rp_diverged(const char *fmt, ...) __attribute__((noreturn, format(printf, 1, 2)));

/* Where a tool stopped a thread between two yield points (rti_request_reschedule
 * met at the next instruction): its frame depth, the bci, and a hash of the
 * method's class, name and descriptor (sched.c). */
typedef struct RpStop {
    bool valid;
    uint32_t method, bci, depth;
} RpStop;

/* Scheduling decisions: kind 'q' time slice over (or ended by a tool), 'y'
 * Thread.yield, 'b' blocked (or woken while choosing), 'x' thread ended.
 * budget: the time slice of `to` (yield points; to_yields its count now),
 * when the decision starts one. The log holds each slice as it was used: a
 * slice a tool ended early (cut: the decision meets a tool's request) becomes the yield points it lasted, and `at` the
 * place where the thread then stopped (NULL when it stopped at a yield point). */
void rp_log_decision(char kind, uint32_t from, uint64_t from_yields, uint32_t to, uint64_t to_yields, int32_t budget,
                     bool cut, const RpStop *at);
/* Record: a decision is being made (the tool's choose runs next); if the
 * run ends inside it (a tool's rti_exit), rp_finish closes the current
 * slice as this decision would have: a replay then ends at the same place
 * instead of running out the slice's whole budget (BugLivelockAfterFailure's
 * replay spun 10^9 yield points). rp_log_decision clears it. */
void rp_log_deciding(char kind, uint32_t from, uint64_t from_yields, bool cut, const RpStop *at);
/* The first thread's first time slice, given before any decision. */
void rp_log_first_slice(uint32_t thread, uint64_t yields, int32_t budget);
void rp_next_first_slice(uint32_t thread, int32_t *budget, RpStop *at);
/* Replay: the next decision; stops with a divergence message when the log
 * expects another kind, thread or yield count (read at the end: a signal's
 * handler may run on the thread first). *budget and *at: the slice of *to,
 * as it was used (at->valid: the thread stops at that place after *budget
 * yield points, not at a yield point). Calls timed_out(serial) for each
 * thread that timed out before it and signal(sig) for each signal the
 * recorded run dispatched there. */
void rp_next_decision(char kind, uint32_t from, const uint64_t *from_yields, uint32_t *to, int32_t *budget, RpStop *at,
                      void (*timed_out)(uint32_t serial), void (*signal)(int sig));
/* Replay, where rp_next_decision found the log's end (*to UINT32_MAX) at a
 * decision at which some thread could still run: a tool ended the recorded
 * run there (the tester stops a reproduction run that does not end). Reads
 * the recorded exit status into *status (rp_finish then checks the replay
 * exits with it); false if the log does not end here. */
bool rp_take_exit(int *status);

#endif
