import java.util.concurrent.*;

/** Both threads update a counter in one helper method, in turns the two
 *  SynchronousQueues and a Semaphore order (a release happens before the
 *  acquire that takes its permit). Predicted (a semaphore's acquire is left
 *  to the confirming runs), never confirmed: the run that keeps the first
 *  thread back held it at its own access and then let it run on past its
 *  put, and took the ordered write after it as back to back (hunt 14 F2). */
public class OkSemaphoreHandoffHelper {
    static int value;
    static void touch() { value++; }

    public static void main(String[] args) throws Exception {
        SynchronousQueue<Object> there = new SynchronousQueue<>(), back = new SynchronousQueue<>();
        Semaphore turn = new Semaphore(0);
        Thread w = new Thread(() -> {
            try {
                there.take(); touch();       // 2
                back.put("x");
                turn.acquire(); touch();     // 4
            } catch (InterruptedException e) { throw new RuntimeException(e); }
        }, "w");
        w.start();
        touch(); there.put("x");             // 1
        back.take(); touch();                // 3
        turn.release();
        w.join();
        if (value != 4) throw new AssertionError("value " + value);
        System.out.println(value);
    }
}
