import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;

/* A worker sets a pair's two fields through MethodHandle setters while main
 * reads both without a lock: main may read one before the worker's writes
 * and the other after. The writes are made by the JDK's method-handle code
 * for the program's fields: before, only main's reads counted, and the
 * search found nothing (hunt 15 F1). */
public class BugMhSetterTorn {
    static final class Pair {
        int low, high;
    }

    static final Pair pair = new Pair();

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle setLow = l.findSetter(Pair.class, "low", int.class);
        MethodHandle setHigh = l.findSetter(Pair.class, "high", int.class);
        Thread w = new Thread(() -> {
            try {
                setLow.invokeExact(pair, 1);
                setHigh.invokeExact(pair, 1);
            } catch (Throwable e) {
                throw new Error(e);
            }
        });
        w.start();
        int low = pair.low, high = pair.high;
        w.join();
        assert low == high : "torn pair: " + low + " " + high;
        System.out.println(pair.low + " " + pair.high);
    }
}
