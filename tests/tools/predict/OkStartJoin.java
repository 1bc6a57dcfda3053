/** Correct: data written before start is read by the thread; its results are read after join. */
public class OkStartJoin {
    static int input;
    static int[] results = new int[2];

    public static void main(String[] args) throws Exception {
        input = 21;
        Thread a = new Thread(() -> results[0] = input * 2);
        Thread b = new Thread(() -> results[1] = input + 1);
        a.start();
        b.start();
        a.join();
        b.join();
        results[0] += 1;
        System.out.println(results[0] + " " + results[1]);
    }
}
