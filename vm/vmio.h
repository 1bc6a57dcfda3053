/* The VM's I/O intermediary: every byte a program reads from or writes to a file
 * descriptor passes here, so record/replay can log input and the tester can
 * capture output per schedule (checkpoint/). */
#ifndef RIVET_VMIO_H
#define RIVET_VMIO_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <stdbool.h>
#include <poll.h>

/* read(2)/write(2) with EINTR retried; write writes everything or fails. */
ssize_t vmio_read(int fd, void *buf, size_t n);
ssize_t vmio_write(int fd, const void *buf, size_t n);

/* pread(2)/pwrite(2) at an absolute offset (the file position is unchanged),
 * EINTR retried; pwrite writes everything or fails. */
ssize_t vmio_pread(int fd, void *buf, size_t n, int64_t off);
ssize_t vmio_pwrite(int fd, const void *buf, size_t n, int64_t off);

/* readv(2)/writev(2), EINTR retried. Either may transfer less than the total;
 * the count is returned as the system call returns it. */
ssize_t vmio_readv(int fd, const struct iovec *iov, int cnt);
ssize_t vmio_writev(int fd, const struct iovec *iov, int cnt);

/* poll(2), EINTR retried; what it found is an input for record/replay (a
 * replay does not poll: the recorded revents are put back). */
int vmio_poll(struct pollfd *p, nfds_t n, int timeout_ms);

/* What is available on fd: live bytes (FIONREAD) plus the journaled ones that
 * reads will take first after a return to a checkpoint (at most INT32_MAX). */
int32_t vmio_available(int fd, int32_t live);

/* close(2), put off while a checkpoint is live (a return may need the
 * descriptor again). */
int vmio_close(int fd);

/* Checkpoints (see vmio.c): what a checkpoint saves, and putting it back. */
typedef struct VmioState {
    size_t out_len; /* captured stdout/stderr bytes */
} VmioState;
void vmio_save(VmioState *st);
void vmio_restore(const VmioState *st);
/* Undo-log entry of checkpoint/: a descriptor's position before a change. */
void vmio_restore_pos(int kind, int fd, int64_t pos);
/* The last checkpoint went: write out the captured output. */
void vmio_checkpoints_gone(void);
/* Output captured while checkpoints are live: records [fd:1][len:4][bytes]. */
const char *vmio_captured(size_t *len);
/* Forget the held-back output: it is never written (a tool's choice). */
void vmio_drop_captured(void);

/* From vmio_keep_stdin on, every byte read from the process's standard input
 * (descriptor 0, read live: not again from a journal) is also kept, so that
 * a tool can give the same input to a run of the program it starts (RTI
 * rti_keep_stdin). vmio_stdin_kept returns them. */
void vmio_keep_stdin(void);
const char *vmio_stdin_kept(size_t *len);

/* fn(arg), a system call that waits for another party (opening a FIFO waits
 * for its other end, a file lock for its holder), made on a helper OS thread
 * while the calling green thread waits for it to finish: the others run, and
 * the other party may be one of them. Returns what fn returns, with its
 * errno. */
int vmio_offthread(int (*fn)(void *), void *arg);
/* open(2), EINTR retried; a blocking open of a FIFO (which waits for the
 * other end, perhaps another green thread) is made off-thread. What it
 * creates or truncates is undone by a return to a checkpoint (vm/fsundo.c),
 * and so is the open itself: the return closes the descriptor, which must
 * therefore be closed with vmio_close only. */
int vmio_open(const char *path, int flags, mode_t mode);
/* A descriptor a native has just made some other way (a pipe, a socket, an
 * accepted connection, an epoll, an eventfd or inotify descriptor): a return
 * to a checkpoint taken before now closes it, as for vmio_open's, so it too
 * must be closed with vmio_close only. Nothing while no checkpoint is live. */
void vmio_opened(int fd);
/* rfd and wfd are the ends of a pipe the program holds both of (after
 * vmio_opened): a return to a checkpoint gives it back the bytes it held
 * then. Its reads and writes must go through vmio, or be told to it: */
void vmio_pipe(int rfd, int wfd);
/* n bytes a native read (buf: them) from fd or wrote into it by itself. */
void vmio_pipe_moved(int fd, const void *buf, ssize_t n, bool read);
/* efd is an eventfd the program holds (after vmio_opened): a return to a
 * checkpoint gives it back its count. Before each change a native makes: */
void vmio_eventfd(int efd);
void vmio_counter_will_change(int fd);
/* Before a native moves fd's position itself (lseek): a return to a
 * checkpoint puts it back. */
void vmio_will_seek(int fd);

#endif
