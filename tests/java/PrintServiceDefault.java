// compare: stderr
/**
 * javax.print's default printer lookup. Its class initialisation calls
 * sun.print.CUPSPrinter.initIDs, a native answering whether libcups was
 * found; Rivet answers no, as on a machine without CUPS, and the lookup goes
 * through the lpstat/lpc commands as HotSpot's does there. Before, initIDs
 * was missing: NoClassDefFoundError (hunt 6, F2). On a machine with a CUPS
 * printer HotSpot would find it through libcups: such machines are not
 * where this test runs (a build container has none).
 */
public class PrintServiceDefault {
    public static void main(String[] args) {
        System.out.println("default: " + javax.print.PrintServiceLookup.lookupDefaultPrintService());
        System.out.println("services: " + javax.print.PrintServiceLookup.lookupPrintServices(null, null).length);
    }
}
