/* jdk.internal.agent.FileSystemImpl.isAccessUserOnly0 (libmanagement_agent's
 * FileSystemImpl.c, Unix): whether only the owner may read and write the
 * file, as the management agent requires of its password file
 * (-Dcom.sun.management.jmxremote.password.file). An IOException with the
 * system's message when the file cannot be examined. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "natives/natives.h"

NATIVE(isAccessUserOnly0)
{
    Object *path = a[0].a;
    if (!path) {
        exc_npe(th, NULL);
        return;
    }
    char *p = str_to_platform(path);
    struct stat sb;
    int r = stat(p, &sb);
    int err = errno;
    free(p);
    if (r != 0) {
        exc_throw(th, "java/io/IOException", "%s", strerror(err));
        return;
    }
    ret->i = (sb.st_mode & (S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH)) == 0;
}

NATIVES_TABLE(jdk_internal_agent_FileSystemImpl, "jdk/internal/agent/FileSystemImpl",
    {"isAccessUserOnly0", "(Ljava/lang/String;)Z", isAccessUserOnly0},
);
