/*
 * OkWaitNotifyBuffer -- CORRECT: a two-slot ring buffer with wait() in while loops and
 * notifyAll(), two producers and two consumers.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
public class OkWaitNotifyBuffer {
    static final class Ring {
        private final int[] items = new int[2];
        private int head, count;
        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) wait();
            items[(head + count) % items.length] = v;
            count++;
            notifyAll();
        }
        synchronized int take() throws InterruptedException {
            while (count == 0) wait();
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Ring r = new Ring();
        int[] got = new int[2];
        Thread[] ts = new Thread[4];
        for (int i = 0; i < 2; i++) {
            int k = i;
            ts[i] = new Thread(() -> { try { r.put(k + 1); r.put(k + 10); } catch (InterruptedException e) { } }, "producer-" + i);
            ts[2 + i] = new Thread(() -> { try { got[k] = r.take() + r.take(); } catch (InterruptedException e) { } }, "consumer-" + i);
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        assert got[0] + got[1] == 24 : "sum " + (got[0] + got[1]);
        System.out.println("sum " + (got[0] + got[1]));
    }
}
