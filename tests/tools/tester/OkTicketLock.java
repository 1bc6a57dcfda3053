/*
 * OkTicketLock -- CORRECT: a ticket lock (AtomicInteger tickets, a volatile now-serving
 * counter, yield while waiting); three threads.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.atomic.AtomicInteger;
public class OkTicketLock {
    static final AtomicInteger next = new AtomicInteger();
    static volatile int serving;
    static int inside, total;
    static void work() {
        int my = next.getAndIncrement();
        while (serving != my) Thread.yield();
        inside++;
        assert inside == 1 : "two threads hold the ticket lock";
        total++;
        inside--;
        serving = my + 1;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread[] ts = new Thread[3];
        for (int i = 0; i < ts.length; i++) { ts[i] = new Thread(OkTicketLock::work, "w" + i); ts[i].start(); }
        for (Thread t : ts) t.join();
        assert total == 3;
        System.out.println("total " + total);
    }
}
