/*
 * OkClassInitConcurrent -- CORRECT: two threads use a class whose initialiser fills a table at
 * once: one initialises it, the other waits for it (never sees it half-
 * built).
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
public class OkClassInitConcurrent {
    static class Holder {
        static final int[] TABLE = new int[4];
        static { for (int i = 0; i < TABLE.length; i++) TABLE[i] = i * i; }
    }
    static void use() {
        int s = 0;
        for (int v : Holder.TABLE) s += v;
        assert s == 14 : "saw a half-built table: " + s;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(OkClassInitConcurrent::use, "user-1");
        Thread b = new Thread(OkClassInitConcurrent::use, "user-2");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("ok");
    }
}
