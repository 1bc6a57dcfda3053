/* Changes to the file system that a return to a checkpoint takes back.
 *
 * While a checkpoint is live, natives change files through these calls (and
 * vm/vmio.c's writes call fsundo_write): each change is logged in the newest
 * checkpoint's undo log, and a return undoes it, so that a schedule the tester
 * runs after another finds the files as they were at the checkpoint (a log a
 * program appends to, a temporary file its exit deletes). With no checkpoint
 * live each call is the system call alone. What is not taken back: writes
 * through a memory mapping, owners, the times of files written (a return writes them again),
 * special files, and the content of a file over FSUNDO_MAX_COPY bytes that
 * is deleted, replaced or truncated on a file system where it cannot be kept
 * by a hard link (a warning names it). */
#ifndef RIVET_VM_FSUNDO_H
#define RIVET_VM_FSUNDO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define FSUNDO_MAX_COPY ((size_t)64 << 20)

/* Before n bytes are written to fd at off (-1: at its position). */
void fsundo_write(int fd, int64_t off, size_t n);
/* Before fd is truncated (or extended) to len bytes. */
void fsundo_truncate(int fd, int64_t len);

/* do_open(arg), an open(2) of path with flags, with what it creates or
 * truncates logged (vm/vmio.c's vmio_open). */
int fsundo_open(const char *path, int flags, int (*do_open)(void *), void *arg);
/* openat(2), the same way. */
int fs_openat(int dirfd, const char *path, int flags, mode_t mode);

/* Before a file's permissions or times change (chmod, utimes; fd < 0: by
 * path, following a symbolic link unless nofollow): both come back. */
void fsundo_attrs(const char *path, int fd, bool nofollow);
/* Before an extended attribute of fd is set or removed. */
void fsundo_xattr(int fd, const char *name);

/* The system calls of the same names; their changes are logged. The *at
 * forms take a directory descriptor as openat(2) does. */
int fs_unlink(const char *path);
int fs_unlinkat(int dirfd, const char *path, int flags);
int fs_rmdir(const char *path);
int fs_remove(const char *path); /* remove(3): a file or an empty directory */
int fs_mkdir(const char *path, mode_t mode);
int fs_rename(const char *from, const char *to);
int fs_renameat(int fromfd, const char *from, int tofd, const char *to);
int fs_link(const char *target, const char *path);
int fs_symlink(const char *target, const char *path);
int fs_mknod(const char *path, mode_t mode, dev_t dev);
int fs_ftruncate(int fd, int64_t len);
/* pwrite(2) of all n bytes (EINTR retried), not logged: false on an error,
 * with errno. */
bool fs_pwrite_all(int fd, const void *buf, size_t n, int64_t off);
/* The names changed while checkpoints were live (n of them; kept until no
 * checkpoint is live): the files' part of the program's state, which
 * rti_state_hash hashes. */
const char *const *fsundo_touched(int *n);
/* No checkpoint is live any more: forget those names. */
void fsundo_checkpoints_gone(void);

#endif
