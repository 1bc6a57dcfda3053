/** Racy: an unsynchronized counter used through an interface and through an
 *  abstract base's template method (a virtual call); two threads count. */
public class RaceInterface {
    interface Counter {
        void hit();

        int total();
    }

    static class PlainCounter implements Counter {
        private int n;

        public void hit() {
            n++;
        }

        public int total() {
            return n;
        }
    }

    static abstract class Task implements Runnable {
        final Counter counter;

        Task(Counter c) {
            counter = c;
        }

        abstract void step();

        public void run() {
            for (int i = 0; i < 3; i++)
                step();
        }
    }

    static class Visit extends Task {
        Visit(Counter c) {
            super(c);
        }

        void step() {
            counter.hit();
        }
    }

    public static void main(String[] args) throws Exception {
        Counter c = new PlainCounter();
        Thread a = new Thread(new Visit(c));
        Thread b = new Thread(new Visit(c));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(c.total() > 0 ? "counted" : "?"); // updates may be lost
    }
}
