// race: CounterObject$Counter.n
/** Two threads share one Runnable whose run() increments an instance field
 *  in a loop. */
public class CounterObject {
    static class Counter implements Runnable {
        int n;
        public void run() {
            for (int i = 0; i < 500; i++) n++;
        }
    }

    public static void main(String[] args) throws Exception {
        Counter c = new Counter();
        Thread a = new Thread(c), b = new Thread(c);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(c.n > 0 ? "done" : "?");
    }
}
