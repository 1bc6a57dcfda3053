/*
 * OkSpinCounting -- correct: main and a helper spin on volatile flags,
 * counting their turns in locals, until two workers set them.
 *
 * A spin that counts (`while (!go) n++;`) never comes back to the same state,
 * so the rules that set a spinning thread aside (an exact repeat) did not
 * apply: every schedule ran its spinners up to maxDepth, and the search of
 * these three threads stopped at the time limit (two threads: 63 s). A thread
 * that repeats the same turn, at the same place, reading the same variables
 * and writing none, is now set aside after 16 such blocks.
 *
 * Tester: nothing.
 */
public class OkSpinCounting {
    static volatile boolean go, done;

    public static void main(String[] args) throws InterruptedException {
        Thread helper = new Thread(() -> {
            long turns = 0;
            while (!go)
                turns++;
            done = true;
        }, "helper");
        Thread starter = new Thread(() -> go = true, "starter");
        helper.start();
        starter.start();
        int polls = 0;
        while (!done)
            polls++;
        helper.join();
        starter.join();
        System.out.println("done");
    }
}
