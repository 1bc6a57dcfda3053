/* For tests/tools/rti/test-skip.sh: which accesses skiptool still sees when
 * it asks for every access's repeats to be skipped (rti_skip_repeats). */
public class RtiSkip {
    static int x;
    static volatile int v;
    static final Object lock = new Object();
    int y;
    static int seen;

    public static void main(String[] args) throws Exception {
        int s = 0;
        x = 1;                                  // W1
        for (int i = 0; i < 100; i++) s += x;   // nothing: covered by the write
        synchronized (lock) { }                 // a monitor ends the skips
        for (int i = 0; i < 100; i++) s += x;   // R1 once
        x = 2;                                  // W2: a read does not cover a write
        x = 3;                                  // nothing
        v = 1;                                  // a volatile access ends the skips
        s += x;                                 // R3
        Thread t = new Thread(() -> { seen = x; }); // thread start ends them; R3 in t
        t.start();
        t.join();                               // the switch back ends them
        s += x + x;                             // R3 once
        RtiSkip o = new RtiSkip(), p = new RtiSkip();
        o.y = 1; p.y = 2;                       // y:W y:W (two objects)
        s += o.y + p.y + o.y;                   // nothing
        int[] a = new int[4];
        for (int i = 0; i < 50; i++) a[i & 1] += i;  // a0:R a0:W a1:R a1:W
        s += a[0] + a[2] + a[2];                // a2:R
        System.gc();                            // a collection ends them
        s += a[0];                              // a0:R
        System.out.println(s + " " + seen);
    }
}
