/** Racy: a static field written by two threads; another static is properly locked. */
public class RaceStatic {
    static long total;
    static long safe;
    static final Object LOCK = new Object();
    public static void main(String[] args) throws Exception {
        Runnable r = () -> {
            for (int i = 0; i < 500; i++) {
                total += i;
                synchronized (LOCK) { safe += i; }
            }
        };
        Thread a = new Thread(r), b = new Thread(r);
        a.start(); b.start(); a.join(); b.join();
        System.out.println("safe=" + safe);
    }
}
