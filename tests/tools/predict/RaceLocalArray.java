/** Racy: both threads write element 3 of an array held only in a local variable (named by its allocation site); elements each thread owns alone are fine. */
public class RaceLocalArray {
    public static void main(String[] args) throws Exception {
        int[] data = new int[8];
        Thread a = new Thread(() -> { for (int i = 0; i < 100; i++) { data[0]++; data[3]++; } });
        Thread b = new Thread(() -> { for (int i = 0; i < 100; i++) { data[1]++; data[3]++; } });
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done"); // the counts depend on the race
    }
}
