/* Incremental object versioning for checkpoints (issue: checkpoints). The write
 * barrier calls ckpt_before_write only while a checkpoint is live; until the
 * checkpoint module exists none ever is. */
#include "vm/vm.h"

bool g_ckpt_active;
/* The tool interface's read-only view of the same flag (rti/include/rti.h). */
extern bool rti_versioning __attribute__((alias("g_ckpt_active")));

void ckpt_before_write(Object *obj)
{
    (void)obj;
    vm_panic("write barrier called with no checkpoint support");
}
