// jvm-options: -Xmx16m -XX:+UseSerialGC
// Four threads fill the heap at once (arrays, concatenated strings, builders),
// each catches its OutOfMemoryError, drops what it held and starts again, five
// times: collections run while other green threads are in the middle of allocating.
import java.util.*;
public class GcOomThreads {
    static volatile int done;
    public static void main(String[] a) throws Exception {
        int N = 4;
        Thread[] ts = new Thread[N];
        int[] ooms = new int[N];
        for (int i = 0; i < N; i++) {
            final int id = i;
            ts[i] = new Thread(() -> {
                for (int round = 0; round < 5; round++) {
                    List<Object> l = new ArrayList<>();
                    try {
                        for (int k = 0; ; k++) {
                            if (k % 3 == 0) l.add(new int[100 + (k % 50)]);
                            else if (k % 3 == 1) l.add("s" + k + id);
                            else l.add(new StringBuilder().append(k).append('x'));
                            if (k % 1000 == 0) Thread.yield();
                        }
                    } catch (OutOfMemoryError e) {
                        l = null;
                        ooms[id]++;
                    }
                }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(Arrays.toString(ooms));
    }
}
