// race: ArrayComputedIndex.a[0]
/** Two threads write elements at computed indices: i*i % 7 for i < 4
 *  (0, 1, 4, 2) and (3i + 5) % 8 for i < 3 (5, 0, 3); only element 0 is
 *  written by both. */
public class ArrayComputedIndex {
    static int[] a = new int[8];

    public static void main(String[] args) throws Exception {
        Thread t0 = new Thread(() -> { for (int i = 0; i < 4; i++) a[(i * i) % 7] = i + 1; });
        Thread t1 = new Thread(() -> { for (int i = 0; i < 3; i++) a[(3 * i + 5) % 8] = 10 + i; });
        t0.start();
        t1.start();
        t0.join();
        t1.join();
        System.out.println(a[1] + a[3]);
    }
}
