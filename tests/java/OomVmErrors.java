// jvm-options: -Xmx64m
import java.util.ArrayList;
import java.util.List;

/** The OutOfMemoryErrors the VM throws: as HotSpot 17, the first two (of
 *  every kind together) have a stack trace, later ones are one shared error
 *  per kind without; none takes a cause or keeps suppressed exceptions
 *  (before, Rivet traced four, and its shared error kept the cause and the
 *  suppressed exceptions the program gave it, shown by every later one). */
public class OomVmErrors {
    static Object hold;

    static void report(int i, OutOfMemoryError e, Throwable prev) {
        String c;
        try {
            e.initCause(new RuntimeException("c"));
            c = "initCause accepted";
        } catch (IllegalStateException x) {
            c = "initCause refused";
        }
        e.addSuppressed(new RuntimeException("s"));
        System.out.println(i + " " + e.getMessage() + ": trace " + (e.getStackTrace().length > 0) + ", same as before "
                + (e == prev) + ", " + c + ", suppressed " + e.getSuppressed().length + ", cause " + e.getCause());
    }

    public static void main(String[] args) {
        Throwable prev = null;
        for (int i = 0; i < 8; i++) {
            try {
                switch (i % 4) {
                case 0: hold = new long[1 << 28]; break;
                case 1: hold = new int[Integer.MAX_VALUE]; break;
                case 2: {
                    List<byte[]> l = new ArrayList<>();
                    while (true)
                        l.add(new byte[1 << 20]);
                }
                default: hold = new Object[1 << 28]; break;
                }
            } catch (OutOfMemoryError e) {
                hold = null;
                report(i, e, prev);
                prev = e;
            }
        }
    }
}
