import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// BlockingQueue implementations: ArrayBlockingQueue, LinkedBlockingQueue/Deque, SynchronousQueue, PriorityBlockingQueue,
// DelayQueue (tiny delays), LinkedTransferQueue; offer/poll timeouts, drainTo, capacity errors, producer/consumer.
public class ConcurrentQueues {
    static class Delayed1 implements Delayed {
        final String name;
        final long deadline;
        Delayed1(String name, long delayMs) { this.name = name; this.deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(delayMs); }
        public long getDelay(TimeUnit unit) { return unit.convert(deadline - System.nanoTime(), TimeUnit.NANOSECONDS); }
        public int compareTo(Delayed o) { return Long.compare(deadline, ((Delayed1) o).deadline); }
        public String toString() { return name; }
    }

    static long produceConsume(BlockingQueue<Integer> q, int producers, int items) throws InterruptedException {
        AtomicLong sum = new AtomicLong();
        List<Thread> ts = new ArrayList<>();
        for (int p = 0; p < producers; p++) {
            final int base = p * 10000;
            ts.add(new Thread(() -> {
                try { for (int i = 1; i <= items; i++) q.put(base + i); } catch (InterruptedException e) { throw new RuntimeException(e); }
            }));
        }
        Thread consumer = new Thread(() -> {
            try { for (int i = 0; i < producers * items; i++) sum.addAndGet(q.take()); } catch (InterruptedException e) { throw new RuntimeException(e); }
        });
        for (Thread t : ts) t.start();
        consumer.start();
        for (Thread t : ts) t.join();
        consumer.join();
        return sum.get();
    }

    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<String> abq = new ArrayBlockingQueue<>(3);
        System.out.println("abq offer " + abq.offer("a") + abq.offer("b") + abq.offer("c") + " full offer " + abq.offer("d") + " remaining " + abq.remainingCapacity()
            + " timed offer " + abq.offer("d", 2, TimeUnit.MILLISECONDS) + " " + abq);
        try {
            abq.add("e");
        } catch (IllegalStateException e) {
            System.out.println("add to full: IllegalStateException " + e.getMessage());
        }
        List<String> drained = new ArrayList<>();
        System.out.println("drainTo(2) " + abq.drainTo(drained, 2) + " " + drained + " left " + abq + " poll " + abq.poll() + " poll empty " + abq.poll()
            + " timed poll " + abq.poll(2, TimeUnit.MILLISECONDS));
        try {
            abq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("offer null: NPE");
        }
        try {
            new ArrayBlockingQueue<String>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("capacity 0: IllegalArgumentException");
        }
        ArrayBlockingQueue<Integer> fairQ = new ArrayBlockingQueue<>(2, true, List.of(1, 2));
        System.out.println("abq from collection " + fairQ + " iterator sum " + fairQ.stream().mapToInt(i -> i).sum());
        System.out.println("abq produce/consume sum " + produceConsume(new ArrayBlockingQueue<>(4), 3, 300));

        LinkedBlockingQueue<Integer> lbq = new LinkedBlockingQueue<>();
        System.out.println("lbq capacity " + lbq.remainingCapacity() + " produce/consume sum " + produceConsume(lbq, 2, 400));
        LinkedBlockingQueue<Integer> bounded = new LinkedBlockingQueue<>(2);
        bounded.put(1);
        bounded.put(2);
        System.out.println("bounded lbq offer when full " + bounded.offer(3) + " take " + bounded.take() + " peek " + bounded.peek() + " contains(2) " + bounded.contains(2));
        LinkedBlockingDeque<String> lbd = new LinkedBlockingDeque<>(3);
        lbd.putFirst("b"); lbd.putFirst("a"); lbd.putLast("c");
        System.out.println("lbd " + lbd + " offerFirst full " + lbd.offerFirst("z") + " takeLast " + lbd.takeLast() + " pollFirst " + lbd.pollFirst(1, TimeUnit.MILLISECONDS) + " " + lbd);

        SynchronousQueue<String> sq = new SynchronousQueue<>();
        System.out.println("synchronous offer without taker " + sq.offer("x") + " size " + sq.size() + " poll " + sq.poll() + " isEmpty " + sq.isEmpty());
        AtomicReference<String> received = new AtomicReference<>();
        Thread taker = new Thread(() -> {
            try { received.set(sq.take() + "+" + sq.take()); } catch (InterruptedException e) { received.set("interrupted"); }
        });
        taker.start();
        sq.put("hand");
        sq.put("off");
        taker.join();
        System.out.println("synchronous handoff " + received.get());
        System.out.println("synchronous produce/consume sum " + produceConsume(new SynchronousQueue<>(), 2, 100));

        PriorityBlockingQueue<String> pbq = new PriorityBlockingQueue<>(2, Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        for (String s : "delta a ccc bb alpha b zz".split(" ")) pbq.put(s);
        List<String> pOut = new ArrayList<>();
        while (!pbq.isEmpty()) pOut.add(pbq.take());
        System.out.println("priority blocking order " + pOut + " poll timed on empty " + pbq.poll(1, TimeUnit.MILLISECONDS));
        PriorityBlockingQueue<Integer> pbqi = new PriorityBlockingQueue<>();
        Thread[] adders = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            adders[i] = new Thread(() -> { for (int k = 0; k < 50; k++) pbqi.add((k * 13 + id * 7) % 100); });
            adders[i].start();
        }
        for (Thread t : adders) t.join();
        List<Integer> firstTen = new ArrayList<>();
        pbqi.drainTo(firstTen, 10);
        System.out.println("pbq concurrent adds size " + (pbqi.size() + 10) + " smallest ten " + firstTen);

        DelayQueue<Delayed1> dq = new DelayQueue<>();
        dq.put(new Delayed1("third", 300));
        dq.put(new Delayed1("first", 100));
        dq.put(new Delayed1("second", 200));
        Delayed1 early = dq.poll();
        System.out.println("delay queue size " + dq.size() + " head " + dq.peek() + " poll before expiry " + early);
        List<String> delayedOrder = new ArrayList<>();
        for (int i = 0; i < 3; i++) delayedOrder.add(dq.take().toString());
        System.out.println("delay queue take order " + delayedOrder + " empty " + dq.isEmpty());
        dq.put(new Delayed1("expired", -5));
        dq.put(new Delayed1("future", 100000));
        List<Delayed1> expired = new ArrayList<>();
        System.out.println("drainTo only expired " + dq.drainTo(expired) + " " + expired + " remaining " + dq.size() + " timed poll " + dq.poll(2, TimeUnit.MILLISECONDS));

        LinkedTransferQueue<String> ltq = new LinkedTransferQueue<>();
        System.out.println("tryTransfer without consumer " + ltq.tryTransfer("t0") + " hasWaitingConsumer " + ltq.hasWaitingConsumer() + " size " + ltq.size());
        AtomicReference<String> ltqGot = new AtomicReference<>();
        Thread consumer = new Thread(() -> {
            try { ltqGot.set(ltq.take()); } catch (InterruptedException e) { ltqGot.set("interrupted"); }
        });
        consumer.start();
        while (!ltq.hasWaitingConsumer()) Thread.sleep(1);
        System.out.println("waiting consumers " + ltq.getWaitingConsumerCount());
        ltq.transfer("transferred");
        consumer.join();
        System.out.println("consumer got " + ltqGot.get() + " timed tryTransfer " + ltq.tryTransfer("nobody", 2, TimeUnit.MILLISECONDS) + " size " + ltq.size());
        ltq.put("p1");
        ltq.offer("p2");
        System.out.println("ltq " + ltq + " poll " + ltq.poll() + " take " + ltq.take() + " empty " + ltq.isEmpty());
        System.out.println("ltq produce/consume sum " + produceConsume(new LinkedTransferQueue<>(), 3, 200));
        Thread blocked = new Thread(() -> {
            try {
                new LinkedBlockingQueue<String>().take();
            } catch (InterruptedException e) {
                System.out.println("take interrupted: InterruptedException, flag cleared " + !Thread.currentThread().isInterrupted());
            }
        });
        blocked.start();
        for (int i = 0; i < 5000 && blocked.getState() != Thread.State.WAITING; i++) Thread.sleep(1);
        blocked.interrupt();
        blocked.join();
    }
}
