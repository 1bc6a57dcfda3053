/*
 * BugClassInitThread -- BUG: a class initialiser starts a thread that needs the class, and
 * joins it.
 *
 * The started thread waits for Registry's initialisation to finish, which
 * waits in join() for the thread. Every schedule.
 *
 * Tester: main (in join, inside <clinit>) and the filler (waiting for the
 * class) wait for ever:
 *   condition deadlock: 2 threads wait and none can be woken
 */
public class BugClassInitThread {
    static class Registry {
        static int size;
        static {
            Thread t = new Thread(() -> { Registry.size++; }, "filler");  // BUG: needs Registry initialized
            t.start();
            try { t.join(); } catch (InterruptedException e) { throw new IllegalStateException(e); }
        }
    }
    public static void main(String[] args) {
        System.out.println("size: " + Registry.size);
    }
}
