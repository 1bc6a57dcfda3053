/** Correct: a one-slot buffer with wait/notifyAll; items are handed over under the monitor. */
public class OkWaitNotify {
    static class Item { int value; }
    private Item slot;
    synchronized void put(Item it) throws InterruptedException { while (slot != null) wait(); slot = it; notifyAll(); }
    synchronized Item take() throws InterruptedException { while (slot == null) wait(); Item it = slot; slot = null; notifyAll(); return it; }
    public static void main(String[] args) throws Exception {
        OkWaitNotify buf = new OkWaitNotify();
        long[] sum = new long[1];
        Thread prod = new Thread(() -> { try { for (int i = 1; i <= 50; i++) { Item it = new Item(); it.value = i; buf.put(it); } } catch (InterruptedException e) {} });
        Thread cons = new Thread(() -> { try { for (int i = 1; i <= 50; i++) { Item it = buf.take(); it.value *= 2; sum[0] += it.value; } } catch (InterruptedException e) {} });
        prod.start(); cons.start(); prod.join(); cons.join();
        System.out.println(sum[0]);
    }
}
