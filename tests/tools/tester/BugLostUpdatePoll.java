/*
 * BugLostUpdatePoll -- BUG: two tellers each add one to a shared count
 * without a lock (a read, then a write of the value read plus one), and
 * main polls until the count is 2. When both read 0, one update is lost:
 * the count stays 1 and main polls for ever, yielding each turn. Nothing
 * fails and nothing blocks: the symptom is a program that never ends.
 *
 * Tester:
 *   livelock: 1 thread spins and no other thread can change what it reads
 */
public class BugLostUpdatePoll {
    static volatile int count;

    public static void main(String[] args) {
        Runnable teller = () -> {
            int v = count;
            count = v + 1;
        };
        new Thread(teller, "teller-a").start();
        new Thread(teller, "teller-b").start();
        while (count != 2)
            Thread.yield();
        System.out.println("count " + count);
    }
}
