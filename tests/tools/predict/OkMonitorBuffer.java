/** Correct: a bounded buffer written with synchronized, wait and notifyAll,
 *  two producers and two consumers, and the messages (mutable) handed over
 *  through it. */
public class OkMonitorBuffer {
    static class Msg {
        int value;
        String by;
    }

    static class Buffer {
        private final Msg[] items = new Msg[2];
        private int head, tail, count;

        synchronized void put(Msg m) throws InterruptedException {
            while (count == items.length)
                wait();
            items[tail] = m;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized Msg take() throws InterruptedException {
            while (count == 0)
                wait();
            Msg m = items[head];
            items[head] = null;
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return m;
        }
    }

    static final Buffer buf = new Buffer();
    static final int[] sums = new int[2];

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        for (int p = 0; p < 2; p++) {
            int id = p;
            ts[p] = new Thread(() -> {
                try {
                    for (int i = 1; i <= 3; i++) {
                        Msg m = new Msg();
                        m.value = i * 10 + id;
                        m.by = "p" + id;
                        buf.put(m);
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (int c = 0; c < 2; c++) {
            int id = c;
            ts[2 + c] = new Thread(() -> {
                try {
                    for (int i = 0; i < 3; i++) {
                        Msg m = buf.take();
                        m.value += 1; // the consumer owns it now
                        sums[id] += m.value + m.by.length();
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
        }
        for (Thread t : ts)
            t.start();
        for (Thread t : ts)
            t.join();
        System.out.println(sums[0] + sums[1]);
    }
}
