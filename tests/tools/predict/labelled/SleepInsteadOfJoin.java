// race: SleepInsteadOfJoin.result
/** The main thread waits for the worker with sleep instead of join: in the
 *  observed run the worker is done by then, but nothing orders it. */
public class SleepInsteadOfJoin {
    static int result;

    static int compute() {
        int s = 0;
        for (int i = 1; i <= 10; i++)
            s += i * i;
        return s;
    }

    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> result = compute());
        worker.start();
        Thread.sleep(100);
        int r = result;
        worker.join();
        System.out.println(r >= 0 ? "done" : "?");
    }
}
