/** Racy: an object published through a volatile field and changed after
 *  the publication: the volatile orders only what came before it. */
public class RacePublishThenMutate {
    static final class Box {
        int v;
    }

    static volatile Box box;

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> {
            Box b = new Box();
            b.v = 1;
            box = b;
            b.v = 2;
        });
        Thread reader = new Thread(() -> {
            Box b;
            while ((b = box) == null)
                Thread.yield();
            System.out.println(b.v > 0);
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
    }
}
