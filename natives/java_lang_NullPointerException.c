/* java.lang.NullPointerException.getExtendedNPEMessage: the "helpful" message
 * describing what was null (vm/npe_message.c). */
#include "natives/natives.h"

Object *npe_extended_message(Thread *th, Object *npe);

NATIVE(getExtendedNPEMessage)
{
    ret->a = npe_extended_message(th, a[0].a);
}

NATIVES_TABLE(java_lang_NullPointerException, "java/lang/NullPointerException",
    {"getExtendedNPEMessage", "()Ljava/lang/String;", getExtendedNPEMessage},
);
