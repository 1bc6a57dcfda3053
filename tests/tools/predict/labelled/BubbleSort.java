import java.util.Arrays;

// race: BubbleSort.data[4]
/** Two threads bubble-sort the two halves of an array in place; the halves
 *  overlap at index 4, which one thread swaps while the other compares it. */
public class BubbleSort {
    static int[] data = {1, 2, 3, 4, 9, 5, 6, 7, 8};

    static void sort(int lo, int hi) {
        for (int i = hi; i > lo; i--) {
            for (int j = lo; j < i; j++) {
                if (data[j] > data[j + 1]) {
                    int t = data[j];
                    data[j] = data[j + 1];
                    data[j + 1] = t;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread left = new Thread(() -> sort(0, 4));
        Thread right = new Thread(() -> sort(4, 8));
        left.start();
        right.start();
        left.join();
        right.join();
        System.out.println(Arrays.toString(data));
    }
}
