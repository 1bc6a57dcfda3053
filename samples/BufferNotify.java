/**
 * BufferNotify (thesis 4.8) -- BUG: notify() instead of notifyAll() on a
 * monitor that threads wait on for two different conditions.
 *
 * Producers wait on the channel for "slot empty", the consumer waits on the
 * same monitor for "slot full". notify() wakes one waiter of the JVM's choice,
 * which may be a thread waiting for the other condition: it re-checks, waits
 * again, and the wake-up is lost. Example with two producers (two items each)
 * and one consumer (four items): both producers wait on a full slot; the
 * consumer takes and wakes producer 1, then waits on the empty slot; producer 1
 * puts and its notify() wakes producer 2 instead of the consumer; producer 2
 * sees the slot full and waits. Producer 1 is done; the consumer and producer
 * 2 both wait, and nobody is left to notify either.
 *
 * Tester: a condition deadlock (threads waiting, none runnable), found when it
 * explores both the schedules and the choice of thread each notify() wakes.
 * No assertion fails. Eraser: nothing.
 * Producer 2 starts late (see startLate), so normal runs rarely
 * reach it; when they do, the run hangs, under plain `java` too.
 */
public class BufferNotify {
    static final class Channel {
        private Object item; // null: the slot is empty

        synchronized void send(Object x) throws InterruptedException {
            while (item != null)
                wait();
            item = x;
            notify();                       // BUG: may wake another producer
        }

        synchronized Object receive() throws InterruptedException {
            while (item == null)
                wait();
            Object x = item;
            item = null;
            notify();                       // BUG: may wake the wrong kind of waiter
            return x;
        }
    }

    static final int ITEMS_PER_PRODUCER = 2;

    public static void main(String[] args) throws InterruptedException {
        Channel channel = new Channel();
        Thread p1 = new Thread(() -> produce(channel, "p1"), "producer-1");
        Thread consumer = new Thread(() -> {
            try {
                for (int i = 0; i < 2 * ITEMS_PER_PRODUCER; i++)
                    channel.receive();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "consumer");
        Thread p2 = new Thread(() -> {
            startLate();
            produce(channel, "p2");
        }, "producer-2");
        p1.start();
        consumer.start();
        p2.start();
        p1.join();
        consumer.join();
        p2.join();
        System.out.println("all items received");
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

    static void produce(Channel channel, String name) {
        try {
            for (int i = 0; i < ITEMS_PER_PRODUCER; i++)
                channel.send(name + "#" + i);
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
