import java.util.*;

// Race: main cancels a java.util.Timer and then reads the task's result, as if
// cancel() waited for a running task to finish (it does not: it only stops
// future executions). The task writes `partial` then `total` without a lock.
// Schedule: the timer thread runs the task up to its first write, main cancels
// and reads -> partial != total (assert).
// The Timer's thread takes its queue's lock after every task (to wait for
// the next), and cancel() takes it too: that must not count as ordering the
// task before main's reads (hunt 15 F9).
public class RaceTimerCancelRead {
    static int partial, total;

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer("ticker");
        timer.schedule(new TimerTask() {
            public void run() { partial = 10; total = 10; }
        }, 1);
        Thread.sleep(100); // (the task, due after 1 ms, has run: cancel() comes after it)
        timer.cancel();
        int p = partial, t = total;
        assert p == t : "partial " + p + " total " + t;
        System.out.println(p + " " + t);
    }
}
