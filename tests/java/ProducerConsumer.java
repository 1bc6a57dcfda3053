import java.util.ArrayList;
import java.util.LinkedList;
import java.util.List;

// wait/notifyAll: a bounded buffer with several producers and consumers, a strict ping-pong, and a countdown latch.
public class ProducerConsumer {
    static class BoundedBuffer {
        private final LinkedList<Integer> items = new LinkedList<>();
        private final int capacity;
        int maxSeen;
        BoundedBuffer(int capacity) { this.capacity = capacity; }

        synchronized void put(int v) throws InterruptedException {
            while (items.size() == capacity) wait();
            items.addLast(v);
            maxSeen = Math.max(maxSeen, items.size());
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (items.isEmpty()) wait();
            int v = items.removeFirst();
            notifyAll();
            return v;
        }
    }

    static class PingPong {
        private int turn = 0;           // 0: ping's turn, 1: pong's turn
        private final List<String> log = new ArrayList<>();
        synchronized void play(int me, String word, int rounds) throws InterruptedException {
            for (int i = 0; i < rounds; i++) {
                while (turn != me) wait();
                log.add(word + i);
                turn = 1 - me;
                notifyAll();
            }
        }
    }

    static class Latch {
        private int count;
        Latch(int count) { this.count = count; }
        synchronized void countDown() {
            if (--count == 0) notifyAll();
        }
        synchronized void await() throws InterruptedException {
            while (count > 0) wait();
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final BoundedBuffer buf = new BoundedBuffer(5);
        final int producers = 3, consumers = 2, perProducer = 2000;
        final long[] consumed = new long[consumers];
        final int[] counts = new int[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int p = 0; p < producers; p++) {
            final int base = p * 100000;
            ps[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= perProducer; i++) buf.put(base + i);
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "producer-" + p);
        }
        for (int c = 0; c < consumers; c++) {
            final int me = c;
            cs[c] = new Thread(() -> {
                try {
                    while (true) {
                        int v = buf.take();
                        if (v < 0) break;       // poison pill
                        consumed[me] += v;
                        counts[me]++;
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            }, "consumer-" + c);
        }
        for (Thread t : cs) t.start();
        for (Thread t : ps) t.start();
        for (Thread t : ps) t.join();
        for (int c = 0; c < consumers; c++) buf.put(-1);
        for (Thread t : cs) t.join();
        long total = 0;
        int totalCount = 0;
        for (int c = 0; c < consumers; c++) {
            total += consumed[c];
            totalCount += counts[c];
        }
        long expected = 0;
        for (int p = 0; p < producers; p++) expected += (long) p * 100000 * perProducer + (long) perProducer * (perProducer + 1) / 2;
        System.out.println("consumed " + totalCount + " items, sum " + total + ", expected " + expected + ", capacity respected " + (buf.maxSeen <= 5));

        PingPong pp = new PingPong();
        Thread ping = new Thread(() -> {
            try { pp.play(0, "ping", 10); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        Thread pong = new Thread(() -> {
            try { pp.play(1, "pong", 10); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        pong.start();
        ping.start();
        ping.join();
        pong.join();
        System.out.println("ping-pong log " + pp.log);

        Latch latch = new Latch(5);
        int[] done = new int[5];
        Thread[] workers = new Thread[5];
        for (int i = 0; i < 5; i++) {
            final int k = i;
            workers[i] = new Thread(() -> {
                done[k] = (k + 1) * 11;
                latch.countDown();
            });
            workers[i].start();
        }
        latch.await();
        int sum = 0;
        for (int v : done) sum += v;
        System.out.println("latch released, sum " + sum);
        for (Thread w : workers) w.join();
        // notify with no waiters is harmless; notify wakes exactly the waiting thread here
        Object mon = new Object();
        boolean[] woke = new boolean[1];
        boolean[] ready = new boolean[1];
        Thread waiter = new Thread(() -> {
            synchronized (mon) {
                ready[0] = true;
                mon.notifyAll();
                while (!woke[0]) {
                    try { mon.wait(); } catch (InterruptedException e) { return; }
                }
            }
        });
        synchronized (mon) {
            mon.notify();
        }
        waiter.start();
        synchronized (mon) {
            while (!ready[0]) mon.wait();
            woke[0] = true;
            mon.notify();
        }
        waiter.join();
        System.out.println("waiter finished: " + !waiter.isAlive());
    }
}
