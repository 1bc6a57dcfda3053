import java.util.LinkedList;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** Correct: a bounded buffer of the application's own, with a ReentrantLock
 *  and two conditions; threads print as they go. */
public class OkConditionQueue {
    static class Buffer {
        final ReentrantLock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition(), notEmpty = lock.newCondition();
        final LinkedList<int[]> items = new LinkedList<>();

        void put(int[] x) throws InterruptedException {
            lock.lock();
            try {
                while (items.size() == 2)
                    notFull.await();
                items.add(x);
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        int[] take() throws InterruptedException {
            lock.lock();
            try {
                while (items.isEmpty())
                    notEmpty.await();
                int[] x = items.removeFirst();
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Buffer buf = new Buffer();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 6; i++) {
                    int[] x = new int[] {i, i * i};
                    buf.put(x);
                }
                System.out.println("produced");
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        int sum = 0;
        for (int i = 0; i < 6; i++) {
            int[] x = buf.take();
            sum += x[0] + x[1];
        }
        producer.join();
        System.out.println("sum " + sum);
    }
}
