import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

// Correct uses of a java.util.Timer: what main writes before schedule() is
// seen by the task (the queue's lock orders it); the task hands its results
// to main through a latch; two tasks on one timer run on its one thread, in
// turn; a task that schedules another. Nothing to report.
public class OkTimerTasks {
    static int input, result, first, second, chained;

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer("ticker");
        input = 21;
        CountDownLatch done = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            public void run() { result = input * 2; done.countDown(); }
        }, 1);
        done.await();
        System.out.println("result " + result);

        CountDownLatch both = new CountDownLatch(1);
        timer.schedule(new TimerTask() {
            public void run() { first = 1; }
        }, 1);
        timer.schedule(new TimerTask() {
            public void run() {
                second = first + 1;
                timer.schedule(new TimerTask() {
                    public void run() { chained = second + 1; both.countDown(); }
                }, 1);
            }
        }, 5);
        both.await();
        timer.cancel();
        System.out.println("first " + first + " second " + second + " chained " + chained);
    }
}
