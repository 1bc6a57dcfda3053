/*
 * OkImmutablePublish -- CORRECT: an object with final fields (and an array filled in its
 * constructor) published through a volatile field; the reader never sees
 * it half-built.
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
public class OkImmutablePublish {
    static final class Config {
        final String name; final int[] limits;
        Config(String name, int a, int b) { this.name = name; limits = new int[] { a, b }; }
    }
    static volatile Config current = new Config("start", 1, 2);
    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> current = new Config("next", 3, 4), "writer");
        Thread reader = new Thread(() -> {
            Config c = current;
            assert c.limits[1] == c.limits[0] + 1 : "torn config " + c.name;
        }, "reader");
        writer.start(); reader.start(); writer.join(); reader.join();
        System.out.println(current.name + " " + current.limits[0]);
    }
}
