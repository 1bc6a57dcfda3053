/*
 * BugStopCounterLate -- a worker counts until main sets a volatile stop flag;
 * main reads the count just after setting the flag and expects it final.
 * The worker may have read the flag before main set it and count once more.
 *
 * The worker is set aside as a counting loop after 16 turns (OkStopCounter):
 * this checks that the search still puts main's write between its read of
 * the flag and its increment.
 *
 * Tester: the assertion.
 */
import java.util.concurrent.atomic.AtomicInteger;

public class BugStopCounterLate {
    static volatile boolean stop;
    static final AtomicInteger progress = new AtomicInteger();

    public static void main(String[] args) throws Exception {
        Thread w = new Thread(() -> {
            while (!stop)
                progress.incrementAndGet();
        }, "worker");
        w.start();
        stop = true;
        int seen = progress.get();
        w.join();
        assert progress.get() == seen : "counted after stop";
    }
}
