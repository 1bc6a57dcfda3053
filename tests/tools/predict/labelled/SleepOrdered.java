// race: SleepOrdered.lastRun
/** A cleanup thread sleeps before it resets a timestamp the job thread sets:
 *  the sleep orders them in time, not by happens-before. */
public class SleepOrdered {
    static long lastRun;

    public static void main(String[] args) throws Exception {
        Thread job = new Thread(() -> lastRun = 12345L);
        Thread cleanup = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
            }
            lastRun = 0L;
        });
        job.start();
        cleanup.start();
        job.join();
        cleanup.join();
        System.out.println("done");
    }
}
