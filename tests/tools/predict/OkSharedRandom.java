import java.util.Random;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;

/** Correct: a java.util.Random shared by two threads (thread-safe: its seed
 *  is an AtomicLong updated by compareAndSet), ThreadLocalRandom, and a
 *  SplittableRandom split per thread. The values are not printed. */
public class OkSharedRandom {
    static final Random shared = new Random(42);
    static final long[] sums = new long[2];

    public static void main(String[] args) throws Exception {
        SplittableRandom root = new SplittableRandom(7);
        SplittableRandom r0 = root.split(), r1 = root.split();
        Thread a = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < 20; i++)
                s += shared.nextInt(100) + ThreadLocalRandom.current().nextInt(10) + r0.nextInt(5);
            sums[0] = s;
        });
        Thread b = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < 20; i++)
                s += shared.nextInt(100) + ThreadLocalRandom.current().nextInt(10) + r1.nextInt(5);
            sums[1] = s;
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(sums[0] >= 0 && sums[1] >= 0 ? "drawn" : "?");
    }
}
