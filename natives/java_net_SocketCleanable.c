/* java.net.SocketCleanable natives: the cleaner's close of a socket
 * descriptor that was never closed explicitly. */
#include <unistd.h>

#include "natives/net_util.h"
#include "vm/vmio.h"

NATIVE(sc_cleanupClose0)
{
    (void)ret;
    if (a[0].i >= 0 && vmio_close(a[0].i) < 0 && errno != EINTR)
        nio_throw_errno(th, "close failed");
}

NATIVES_TABLE(java_net_SocketCleanable, "java/net/SocketCleanable",
    {"cleanupClose0", "(I)V", sc_cleanupClose0},
);
