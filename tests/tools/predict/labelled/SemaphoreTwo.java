import java.util.concurrent.Semaphore;

// race: SemaphoreTwo.inUse
/** A pool semaphore with two permits lets two workers into the section that
 *  updates the plain inUse counter at the same time. */
public class SemaphoreTwo {
    static final Semaphore permits = new Semaphore(2);
    static int inUse;

    static void work() {
        try {
            permits.acquire();
        } catch (InterruptedException e) {
            return;
        }
        try {
            inUse++;
            inUse--;
        } finally {
            permits.release();
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(SemaphoreTwo::work);
        Thread b = new Thread(SemaphoreTwo::work);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
