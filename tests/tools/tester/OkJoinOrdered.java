/*
 * OkJoinOrdered -- CORRECT: two workers sum halves of an array into their own slots of a
 * shared array; main reads each slot only after joining its writer (the
 * first read between the two joins).
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
public class OkJoinOrdered {
    public static void main(String[] args) throws InterruptedException {
        long[] part = new long[2];
        int[] data = new int[20];
        for (int i = 0; i < data.length; i++) data[i] = i;
        Thread lo = new Thread(() -> { for (int i = 0; i < 10; i++) part[0] += data[i]; }, "lo");
        Thread hi = new Thread(() -> { for (int i = 10; i < 20; i++) part[1] += data[i]; }, "hi");
        lo.start(); hi.start();
        lo.join();
        long first = part[0];
        hi.join();
        long total = first + part[1];
        assert total == 190 : "total " + total;
        System.out.println("total " + total);
    }
}
