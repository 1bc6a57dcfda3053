import java.util.Timer;
import java.util.TimerTask;

// race: TimerTaskRace.ticks
/** A java.util.Timer task updates a plain counter that main also updates. */
public class TimerTaskRace {
    static int ticks;

    public static void main(String[] args) throws Exception {
        Timer timer = new Timer();
        timer.schedule(new TimerTask() {
            public void run() { ticks++; }
        }, 0);
        Thread.sleep(50);
        ticks += 10;
        timer.cancel();
        System.out.println("done");
    }
}
