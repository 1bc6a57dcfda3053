/* java.lang.String.intern and java.lang.StringUTF16.isBigEndian. */
#include "natives/natives.h"

NATIVE(intern)
{
    ret->a = str_intern(th, a[0].a);
}

NATIVE(isBigEndian)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVES_TABLE(java_lang_String, "java/lang/String",
    {"intern", "()Ljava/lang/String;", intern},
);

NATIVES_TABLE(java_lang_StringUTF16, "java/lang/StringUTF16",
    {"isBigEndian", "()Z", isBigEndian},
);
