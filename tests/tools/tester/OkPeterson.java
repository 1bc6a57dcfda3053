/*
 * OkPeterson -- CORRECT: Peterson's lock (flag, then turn; volatile fields), two rounds
 * for each of two threads, and a plain counter inside.
 *
 * Busy-waits on volatiles: spinning threads set aside, cycles cut.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
public class OkPeterson {
    static volatile boolean flag0, flag1;
    static volatile int turn;
    static int inside, total;
    static void lock(int me) {
        if (me == 0) { flag0 = true; turn = 1; while (flag1 && turn == 1) { } }
        else { flag1 = true; turn = 0; while (flag0 && turn == 0) { } }
    }
    static void unlock(int me) { if (me == 0) flag0 = false; else flag1 = false; }
    static void work(int me) {
        for (int i = 0; i < 2; i++) {
            lock(me);
            inside++;
            assert inside == 1 : "two threads in the critical section";
            total++;
            inside--;
            unlock(me);
        }
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> work(0), "t0");
        Thread b = new Thread(() -> work(1), "t1");
        a.start(); b.start(); a.join(); b.join();
        assert total == 4 : "total " + total;
        System.out.println("total " + total);
    }
}
