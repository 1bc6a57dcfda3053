/** Racy: one thread copies into an array with System.arraycopy while another
 *  writes one of its elements; the copy's element writes are accesses too. */
public class RaceArrayCopy {
    static int[] src = {1, 2, 3, 4};
    static int[] dst = new int[4];

    public static void main(String[] args) throws Exception {
        Thread copier = new Thread(() -> System.arraycopy(src, 0, dst, 0, 4));
        Thread writer = new Thread(() -> dst[2] = 9);
        copier.start();
        writer.start();
        copier.join();
        writer.join();
        System.out.println("copied"); // what was copied depends on the race
    }
}
