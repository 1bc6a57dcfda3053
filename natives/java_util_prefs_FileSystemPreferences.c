/* java.util.prefs.FileSystemPreferences natives (module java.prefs): chmod and
 * the advisory locks that guard the preferences tree on disk.
 *
 * A lock is an fcntl record lock on the whole lock file, taken without
 * waiting (F_SETLK): the Java side retries with sleeps, so no native blocks
 * the VM. lockFile0 answers {descriptor, errno}, descriptor 0 when the lock was
 * not taken; the descriptor stays open until unlockFile0. Outcomes are inputs
 * of record/replay (what the program sees of the file system); descriptors
 * stay live. The unlock releases the lock at once; the descriptor is closed
 * through vmio_close (put off while a checkpoint is live). */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint/replay.h"
#include "natives/natives.h"
#include "vm/vmio.h"

/* chmod(String fileName, int permission): 0, or the errno. */
NATIVE(prefs_chmod)
{
    if (!native_check_null(th, a[0].a))
        return;
    char *path = str_to_cstr(a[0].a);
    int r = chmod(path, (mode_t)a[1].i) == 0 ? 0 : errno;
    free(path);
    ret->i = (int32_t)RP_ANSWER('s', r, NULL, 0, 0);
}

/* lockFile0(String fileName, int permission, boolean shared): int[] {fd, errno}.
 * A shared (read) lock opens the file read-only and must find it; an
 * exclusive one creates it with exactly the given permission (no umask). */
NATIVE(lockFile0)
{
    if (!native_check_null(th, a[0].a))
        return;
    bool shared = a[2].i != 0;
    char *path = str_to_cstr(a[0].a);
    int fd, err = 0;
    if (shared) {
        fd = open(path, O_RDONLY | O_CLOEXEC);
    } else {
        mode_t old = umask(0);
        fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, (mode_t)a[1].i);
        umask(old);
    }
    free(path);
    if (fd < 0) {
        err = errno;
    } else {
        struct flock fl = {.l_type = shared ? F_RDLCK : F_WRLCK, .l_whence = SEEK_SET};
        if (fcntl(fd, F_SETLK, &fl) < 0) {
            err = errno;
            close(fd);
            fd = -1;
        }
    }
    err = (int)RP_ANSWER('s', err, NULL, 0, 0);
    if (err && fd >= 0) { /* a replay of a lock that was not taken */
        close(fd);
        fd = -1;
    }
    Object *res = arr_new_prim(th, 'I', 2);
    if (!res) {
        if (fd >= 0)
            close(fd);
        return;
    }
    ARR_AT(res, int32_t, 0) = fd >= 0 ? fd : 0;
    ARR_AT(res, int32_t, 1) = err;
    ret->a = res;
}

/* unlockFile0(int lockHandle): 0, or the errno of the unlock. */
NATIVE(unlockFile0)
{
    (void)th;
    int fd = a[0].i;
    struct flock fl = {.l_type = F_UNLCK, .l_whence = SEEK_SET};
    int r = fcntl(fd, F_SETLK, &fl) < 0 ? errno : 0;
    vmio_close(fd);
    ret->i = (int32_t)RP_ANSWER('s', r, NULL, 0, 0);
}

NATIVES_TABLE(java_util_prefs_FileSystemPreferences, "java/util/prefs/FileSystemPreferences",
    {"chmod", "(Ljava/lang/String;I)I", prefs_chmod},
    {"lockFile0", "(Ljava/lang/String;IZ)[I", lockFile0},
    {"unlockFile0", "(I)I", unlockFile0},
);
