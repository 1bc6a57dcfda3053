// race: ReadBeforeJoin.result
/** main reads the worker's result after start but before join. */
public class ReadBeforeJoin {
    static long result;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            long s = 0;
            for (int i = 0; i < 100; i++) s += i;
            result = s;
        });
        t.start();
        for (int i = 0; i < 2000; i++) Math.sqrt(i);
        long r = result;
        t.join();
        System.out.println(r >= 0 ? "done" : "?");
    }
}
