/** Racy: a striped counter whose stripe is computed from the key's hash;
 *  two threads with different keys land on the same stripe (4), which no
 *  lock protects. Other stripes are touched by one thread only. */
public class RaceHashedSlot {
    static final int[] stripes = new int[8];

    static int stripe(String key) {
        int h = 0;
        for (int i = 0; i < key.length(); i++)
            h = 31 * h + key.charAt(i);
        return (h ^ (h >>> 3)) & 7;
    }

    static void count(String key) {
        stripes[stripe(key)]++;
    }

    public static void main(String[] args) throws Exception {
        System.out.println(stripe("cat") + " " + stripe("dog") + " " + stripe("emu"));
        Thread a = new Thread(() -> count("cat"));
        Thread b = new Thread(() -> { count("dog"); count("emu"); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("counted");
    }
}
