/** Racy: a field of an inner (non-static) class instance, and of an object
 *  captured by two lambdas; the threads update both without a lock. */
public class RaceInnerCaptured {
    class Tally {
        int count;
    }

    static class Box {
        String last;
    }

    final Tally tally = new Tally();

    void run() throws Exception {
        Box box = new Box();
        Thread a = new Thread(() -> {
            tally.count++;
            box.last = "a";
        });
        Thread b = new Thread(() -> {
            tally.count++;
            box.last = "b";
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(box.last != null ? "tallied" : "?");
    }

    public static void main(String[] args) throws Exception {
        new RaceInnerCaptured().run();
    }
}
