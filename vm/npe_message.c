/* Helpful NullPointerException messages (JEP 358): not computed yet; the
 * message stays null. */
#include "vm/vm.h"

Object *npe_extended_message(Thread *th, Object *npe);
Object *npe_extended_message(Thread *th, Object *npe)
{
    (void)th;
    (void)npe;
    return NULL;
}
