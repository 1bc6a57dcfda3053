import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;

/** Correct: mutable objects handed from thread to thread, each hand-off
 *  ordered: a bounded and an unbounded blocking queue (with a poison pill),
 *  a CountDownLatch, a CyclicBarrier between two phases and a Semaphore(0)
 *  used as a signal. Each side mutates the object after receiving it. */
public class OkHandoffs {
    static class Msg {
        int id;
        List<String> tags = new ArrayList<>();
        StringBuilder log = new StringBuilder();
    }

    static final Msg POISON = new Msg();

    public static void main(String[] args) throws Exception {
        BlockingQueue<Msg> in = new ArrayBlockingQueue<>(2);
        BlockingQueue<Msg> out = new LinkedBlockingQueue<>();
        Thread stage = new Thread(() -> {
            try {
                for (Msg m; (m = in.take()) != POISON;) {
                    m.tags.add("seen");
                    m.log.append("stage;");
                    m.id *= 10;
                    out.put(m);
                }
                out.put(POISON);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        stage.start();
        for (int i = 1; i <= 3; i++) {
            Msg m = new Msg();
            m.id = i;
            m.tags.add("new");
            in.put(m);
        }
        in.put(POISON);
        int sum = 0;
        for (Msg m; (m = out.take()) != POISON;) {
            m.log.append("main;");
            sum += m.id + m.tags.size();
        }
        stage.join();

        int[] part = new int[2];
        int[] sums = new int[2];
        CountDownLatch ready = new CountDownLatch(2);
        CyclicBarrier phase = new CyclicBarrier(2);
        Semaphore signal = new Semaphore(0);
        Msg shared = new Msg();
        Runnable worker = () -> {
            int me = Thread.currentThread().getName().endsWith("0") ? 0 : 1;
            part[me] = me + 1; // own slot
            ready.countDown();
            try {
                phase.await();
                sums[me] = part[me] + part[1 - me]; // the other's slot, after the barrier
                phase.await();
                if (me == 0) {
                    shared.id = 42;
                    shared.tags.add("w0");
                    signal.release();
                }
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        };
        Thread w0 = new Thread(worker, "w0"), w1 = new Thread(worker, "w1");
        w0.start();
        w1.start();
        ready.await();
        signal.acquire();
        shared.tags.add("main");
        int id = shared.id;
        w0.join();
        w1.join();
        System.out.println(sum + " " + sums[0] + " " + sums[1] + " " + id + " " + shared.tags);
    }
}
