/**
 * BufferIf (thesis 4.7) -- BUG: a bounded buffer that tests its "full"
 * condition with `if` instead of `while` before putting.
 *
 * A one-slot buffer is shared by two producers (two items each) and one
 * consumer (four items). If both producers are waiting on a full buffer when
 * the consumer takes an item, notifyAll() wakes both; the first refills the
 * slot and the second, not re-testing the condition, puts into a full buffer.
 *
 * Tester (run with -ea): the assertion in put() fails ("put into a full
 * buffer") on the schedules where both producers wait at once. The failing
 * producer dies without delivering the rest of its items, so the consumer then
 * waits for ever: the tester also sees a condition deadlock on that path.
 * Eraser: nothing (every access holds the buffer's monitor).
 * Producer 2 starts late (see startLate), so normal runs rarely
 * have both producers waiting; if the assertion fails, the run hangs.
 */
public class BufferIf {
    static final class Buffer {
        private final Object[] slots;
        private int head, count;

        Buffer(int capacity) { slots = new Object[capacity]; }

        synchronized void put(Object x) throws InterruptedException {
            if (count == slots.length)      // BUG: must be `while`
                wait();
            assert count < slots.length : "put into a full buffer";
            slots[(head + count) % slots.length] = x;
            count++;
            notifyAll();
        }

        synchronized Object take() throws InterruptedException {
            while (count == 0)
                wait();
            Object x = slots[head];
            slots[head] = null;
            head = (head + 1) % slots.length;
            count--;
            notifyAll();
            return x;
        }
    }

    static final int ITEMS_PER_PRODUCER = 2;

    public static void main(String[] args) throws InterruptedException {
        Buffer buffer = new Buffer(1);
        Thread p1 = new Thread(() -> produce(buffer, "p1"), "producer-1");
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 2 * ITEMS_PER_PRODUCER; i++)
                    buffer.take();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        Thread p2 = new Thread(() -> {
            startLate();
            produce(buffer, "p2");
        }, "producer-2");
        p1.start();
        consumer.start();
        p2.start();
        p1.join();
        consumer.join();
        p2.join();
        System.out.println("all items consumed");
    }

    /**
     * Producer 2 starts late. Like the thread priority in the thesis's version,
     * this only steers an ordinary scheduler: by the time it wakes, producer 1
     * and the consumer have finished their exchange, so normal runs (HotSpot,
     * or Rivet, whose virtual clock wakes a sleeper once the others are blocked)
     * almost never have both producers active at once. A systematic tester
     * treats sleep as just another schedule point and still reaches the bug.
     */
    static void startLate() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    static void produce(Buffer buffer, String name) {
        try {
            for (int i = 0; i < ITEMS_PER_PRODUCER; i++)
                buffer.put(name + "#" + i);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
