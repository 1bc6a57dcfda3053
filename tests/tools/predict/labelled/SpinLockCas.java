import java.util.concurrent.atomic.AtomicBoolean;

// race-free
/** A spin lock made of an AtomicBoolean: compareAndSet to take it, set to
 *  give it back; the counter is only touched while holding it. */
public class SpinLockCas {
    static final AtomicBoolean locked = new AtomicBoolean();
    static int counter;

    static void inc() {
        while (!locked.compareAndSet(false, true)) Thread.yield();
        try {
            counter++;
        } finally {
            locked.set(false);
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        Thread b = new Thread(() -> { for (int i = 0; i < 20; i++) inc(); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counter);
    }
}
