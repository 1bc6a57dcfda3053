/* sun.print.CUPSPrinter.initIDs: libawt's CUPS binding (CUPSfuncs.c) dlopens
 * libcups and answers whether it found it. Rivet does not bind libcups, so it
 * answers as on a system without CUPS: false, and javax.print looks printers
 * up through the lpstat/lpc commands instead (PrintServiceLookupProvider),
 * never calling CUPSPrinter's other natives. */
#include "natives/natives.h"

NATIVE(initIDs)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVES_TABLE(sun_print_CUPSPrinter, "sun/print/CUPSPrinter",
    {"initIDs", "()Z", initIDs},
);
