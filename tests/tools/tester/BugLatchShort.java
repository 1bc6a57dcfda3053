/*
 * BugLatchShort -- BUG: a CountDownLatch of 3 counted down by 2 workers.
 * main's untimed await() never returns, on every schedule: a hang, which the
 * tester reports as a condition deadlock of main alone (the workers have
 * ended; nothing can count the latch down).
 *
 * Tester: exactly one failure:
 *   condition deadlock: 1 thread waits and cannot be woken
 */
import java.util.concurrent.CountDownLatch;
public class BugLatchShort {
    public static void main(String[] args) throws InterruptedException {
        CountDownLatch latch = new CountDownLatch(3);
        for (int i = 0; i < 2; i++)
            new Thread(latch::countDown, "worker-" + i).start();
        latch.await();
        System.out.println("all done");
    }
}
