/*
 * OkAtomicCounter -- CORRECT: counters with AtomicInteger.incrementAndGet.
 *
 * Two threads take two numbers each from a shared AtomicInteger. Every
 * number 1..4 is handed out exactly once (each thread marks the numbers it got
 * in its own slots of an array; main checks after join).
 *
 * Tester: nothing on any schedule (exit status 0). Output: "numbers 1..4 each
 * handed out once".
 */
import java.util.concurrent.atomic.AtomicInteger;

public class OkAtomicCounter {
    static final AtomicInteger next = new AtomicInteger();
    static final int[][] got = new int[2][2];

    static void take(int who) {
        for (int i = 0; i < 2; i++)
            got[who][i] = next.incrementAndGet();
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> take(0), "taker-0");
        Thread b = new Thread(() -> take(1), "taker-1");
        a.start();
        b.start();
        a.join();
        b.join();
        boolean[] seen = new boolean[5];
        for (int[] g : got)
            for (int n : g) {
                assert n >= 1 && n <= 4 && !seen[n] : "number " + n + " handed out twice or out of range";
                seen[n] = true;
            }
        assert next.get() == 4 : "counter = " + next.get();
        System.out.println("numbers 1.." + next.get() + " each handed out once");
    }
}
