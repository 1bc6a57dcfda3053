import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** Correct: objects handed over through blocking queues, a concurrent queue,
 *  an AtomicReference, a semaphore, a read-write lock and CompletableFuture
 *  on the common pool; their plain fields are read outside any lock. */
public class OkJucMix {
    static class Msg {
        int a;
        String s;
    }

    static Msg make(int i) {
        Msg m = new Msg();
        m.a = i;
        m.s = "m" + i;
        return m;
    }

    static int shared; // guarded by rw
    static int permitted; // guarded by sem

    public static void main(String[] args) throws Exception {
        ArrayBlockingQueue<Msg> abq = new ArrayBlockingQueue<>(2);
        LinkedBlockingQueue<Msg> lbq = new LinkedBlockingQueue<>();
        ConcurrentLinkedQueue<Msg> clq = new ConcurrentLinkedQueue<>();
        AtomicReference<Msg> ref = new AtomicReference<>();
        AtomicInteger count = new AtomicInteger();
        Semaphore sem = new Semaphore(1);
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 4; i++) {
                    abq.put(make(i));
                    lbq.put(make(10 + i));
                    clq.add(make(20 + i));
                    count.incrementAndGet();
                }
                ref.set(make(99));
                sem.acquire();
                permitted++;
                sem.release();
                rw.writeLock().lock();
                shared++;
                rw.writeLock().unlock();
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        int sum = 0;
        for (int i = 0; i < 4; i++) {
            Msg m = abq.take();
            sum += m.a + m.s.length();
            m = lbq.take();
            sum += m.a + m.s.length();
        }
        while (count.get() < 4 || clq.size() < 4 - 0 && ref.get() == null)
            Thread.yield();
        for (Msg m; (m = clq.poll()) != null;)
            sum += m.a;
        Msg r;
        while ((r = ref.get()) == null)
            Thread.yield();
        sum += r.a;
        sem.acquire();
        permitted++;
        sem.release();
        rw.readLock().lock();
        int seen = shared; // 0 or 1: the producer's write may come after
        rw.readLock().unlock();
        sum += seen == 0 || seen == 1 ? 1 : 100; // (the output must not depend on which)
        producer.join();
        CompletableFuture<Msg> f = CompletableFuture.supplyAsync(() -> make(7)).thenApply(m -> {
            m.a *= 2;
            return m;
        });
        sum += f.join().a;
        System.out.println(sum + " " + permitted);
    }
}
