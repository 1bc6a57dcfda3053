/* The VM's I/O intermediary: every byte a program reads from or writes to a file
 * descriptor passes here, so record/replay can log input and the tester can
 * capture output per schedule (checkpoint/). */
#ifndef RIVET_VMIO_H
#define RIVET_VMIO_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>

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

#endif
