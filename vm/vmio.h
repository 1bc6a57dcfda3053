/* The VM's I/O intermediary: every byte a program reads from or writes to a file
 * descriptor passes here, so record/replay can log input and the tester can
 * capture output per schedule (checkpoint/). */
#ifndef RIVET_VMIO_H
#define RIVET_VMIO_H

#include <stddef.h>
#include <sys/types.h>

/* read(2)/write(2) with EINTR retried; write writes everything or fails. */
ssize_t vmio_read(int fd, void *buf, size_t n);
ssize_t vmio_write(int fd, const void *buf, size_t n);

#endif
