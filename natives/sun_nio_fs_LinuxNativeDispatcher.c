/* sun.nio.fs.LinuxNativeDispatcher natives: the mount table (FileStore lookup).
 * The FILE* of setmntent travels to Java as a long. While a checkpoint is
 * live, a table opened is closed by a return to a time before, one closed
 * stays open until that can no longer be undone (a return to a time it was
 * open freed it twice), and a return puts the reading position back. */
#include <mntent.h>
#include <stdio.h>

#include "checkpoint/ckpt.h"
#include "natives/nio_util.h"

static void mnt_close(void *fp, void *unused)
{
    (void)unused;
    endmntent(fp);
}

static void mnt_seek(void *fp, void *pos) { fseek(fp, (long)(intptr_t)pos, SEEK_SET); }

NATIVE(lnd_init)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(lnd_setmntent0)
{
    FILE *fp = setmntent(NIO_PTR(a[0].j), NIO_PTR(a[2].j));
    if (!fp) {
        nio_throw_unix(th, errno);
        return;
    }
    if (unlikely(g_ckpt_active))
        ckpt_log_undo(mnt_close, fp, NULL);
    ret->j = (int64_t)(uintptr_t)fp;
}

/* Store a byte[] copy of s into entry's field name. False with an exception pending. */
static bool set_bytes(Thread *th, Object *entry, const char *name, const char *s)
{
    Object *b = nio_bytes(th, s, strlen(s));
    if (!b)
        return false;
    obj_set_ref(entry, field_offset(entry->cls, name, "[B"), b);
    return true;
}

NATIVE(lnd_getmntent0)
{
    FILE *fp = NIO_PTR(a[0].j);
    Object *entry = a[2].a;
    struct mntent ent;
    if (unlikely(g_ckpt_active))
        ckpt_log_undo(mnt_seek, fp, (void *)(intptr_t)ftell(fp));
    if (!getmntent_r(fp, &ent, nio_out(a[3].j, (size_t)a[5].i), a[5].i)) {
        ret->i = -1;
        return;
    }
    if (set_bytes(th, entry, "name", ent.mnt_fsname) && set_bytes(th, entry, "dir", ent.mnt_dir) &&
        set_bytes(th, entry, "fstype", ent.mnt_type) && set_bytes(th, entry, "opts", ent.mnt_opts))
        ret->i = 0;
}

NATIVE(lnd_endmntent)
{
    (void)th;
    (void)ret;
    /* endmntent always succeeds. */
    if (unlikely(g_ckpt_active))
        ckpt_release_later(mnt_close, NIO_PTR(a[0].j), NULL);
    else
        endmntent(NIO_PTR(a[0].j));
}

NATIVES_TABLE(sun_nio_fs_LinuxNativeDispatcher, "sun/nio/fs/LinuxNativeDispatcher",
    {"init", "()V", lnd_init},
    {"setmntent0", "(JJ)J", lnd_setmntent0},
    {"getmntent0", "(JLsun/nio/fs/UnixMountEntry;JI)I", lnd_getmntent0},
    {"endmntent", "(J)V", lnd_endmntent},
);
