/** Correct: the worker sleeps "for ever" (Long.MAX_VALUE ms, 292 million years)
 *  until main interrupts it; its sleep never ends by itself (it was let end
 *  at any decision, as a shorter sleep may: a false alarm). */
public class OkSleepForever {
    static volatile String how = "running";
    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            try { Thread.sleep(Long.MAX_VALUE); how = "woke by itself"; }
            catch (InterruptedException e) { how = "interrupted"; }
        }, "sleeper");
        w.start();
        w.interrupt();
        w.join();
        assert how.equals("interrupted") : how;
        System.out.println(how);
    }
}
