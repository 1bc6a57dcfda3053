// Correct: the workers share one lock, and it is a Thread object (the
// "monitor" thread, which also runs and is joined). Every access to `total`
// is under that lock, and main reads it after joining everyone: nothing to
// report. A Thread object's monitor taken by the program is the program's
// lock, as any other object's.
public class OkThreadObjectLock {
    static int total;

    public static void main(String[] args) throws InterruptedException {
        Thread monitor = new Thread(() -> { }, "monitor");
        Runnable add = () -> {
            for (int i = 0; i < 3; i++)
                synchronized (monitor) {
                    total++;
                }
        };
        Thread a = new Thread(add, "a"), b = new Thread(add, "b");
        monitor.start();
        a.start();
        b.start();
        monitor.join();
        a.join();
        b.join();
        synchronized (monitor) {
            System.out.println("total " + total);
        }
    }
}
