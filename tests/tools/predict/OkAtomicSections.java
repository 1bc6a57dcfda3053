import java.util.ArrayDeque;

/** Correct: critical sections that read in one and write in another without
 *  an atomicity violation: a consumer polling a queue re-checks it in the
 *  section that takes; a guarded wait re-checks after waking; a counter
 *  incremented in two sections does each increment atomically. */
public class OkAtomicSections {
    static final Object lock = new Object();
    static final ArrayDeque<Integer> queue = new ArrayDeque<>();
    static int count;
    static boolean ready;
    static int taken;

    public static void main(String[] args) throws Exception {
        Thread consumer = new Thread(() -> {
            for (int got = 0; got < 2;) {
                synchronized (lock) {
                    if (!queue.isEmpty()) {
                        taken += queue.poll();
                        got++;
                    }
                }
                Thread.yield();
            }
        });
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 2; i++) {
                synchronized (lock) {
                    queue.add(i);
                }
                Thread.yield();
            }
        });
        Thread waiter = new Thread(() -> {
            synchronized (lock) {
                while (!ready) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                ready = false;
            }
        });
        Thread counters[] = new Thread[2];
        for (int i = 0; i < 2; i++) {
            counters[i] = new Thread(() -> {
                synchronized (lock) {
                    count++;
                }
                synchronized (lock) {
                    count++;
                }
            });
        }
        consumer.start();
        producer.start();
        waiter.start();
        for (Thread t : counters)
            t.start();
        synchronized (lock) {
            ready = true;
            lock.notifyAll();
        }
        consumer.join();
        producer.join();
        waiter.join();
        for (Thread t : counters)
            t.join();
        System.out.println("taken " + taken + " count " + count + " ready " + ready);
    }
}
