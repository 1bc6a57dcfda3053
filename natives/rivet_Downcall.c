/* rivet.Downcall.downcall: calls into a tool (rti/rti.c). */
#include "natives/natives.h"
#include "rti/rti.h"

NATIVE(downcall) { rti_downcall(th, a, ret); }

NATIVES_TABLE(rivet_Downcall, "rivet/Downcall",
    {"downcall", "(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/Object;", downcall},
);
