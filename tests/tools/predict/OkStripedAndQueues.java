import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedTransferQueue;

/** Correct: counters striped over an array of locks (each stripe under its
 *  own lock), a start gate (main writes the configuration, then counts the
 *  latch down; the workers wait on it), a CopyOnWriteArrayList iterated
 *  while another thread adds, objects handed through a LinkedTransferQueue
 *  and a ConcurrentLinkedDeque, and static synchronized methods. */
public class OkStripedAndQueues {
    static final Object[] locks = {new Object(), new Object(), new Object(), new Object()};
    static final int[] counts = new int[4];
    static int[] config;
    static final CountDownLatch gate = new CountDownLatch(1);
    static final CopyOnWriteArrayList<String> names = new CopyOnWriteArrayList<>();
    static final LinkedTransferQueue<int[]> ltq = new LinkedTransferQueue<>();
    static final ConcurrentLinkedDeque<StringBuilder> deque = new ConcurrentLinkedDeque<>();
    static int total;

    static synchronized void add(int n) {
        total += n;
    }

    static synchronized int total() {
        return total;
    }

    static void count(int key) {
        int s = key & 3;
        synchronized (locks[s]) {
            counts[s]++;
        }
    }

    public static void main(String[] args) throws Exception {
        names.add("main");
        Runnable worker = () -> {
            try {
                gate.await();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            for (int i = 0; i < config.length; i++)
                count(config[i]);
            names.add(Thread.currentThread().getName());
            int seen = 0;
            for (String n : names)
                seen += n.length();
            add(seen > 0 ? 1 : 0);
            int[] box = new int[] {1};
            box[0]++;
            ltq.put(box);
            StringBuilder sb = new StringBuilder("w");
            sb.append('!');
            deque.addLast(sb);
        };
        Thread a = new Thread(worker, "a"), b = new Thread(worker, "b");
        a.start();
        b.start();
        config = new int[] {1, 2, 5, 6};
        gate.countDown();
        int got = 0;
        for (int i = 0; i < 2; i++) {
            int[] box = ltq.take();
            box[0]++;
            got += box[0];
        }
        a.join();
        b.join();
        StringBuilder s;
        int len = 0;
        while ((s = deque.pollFirst()) != null)
            len += s.append('.').length();
        System.out.println(counts[0] + counts[1] + counts[2] + counts[3] + " " + total() + " " + got + " " + len + " "
                + names.size());
    }
}
