// Thread's stackSize argument: a deep recursion that overflows the default stack
// finishes in a thread created with a large one, as on HotSpot.
public class ThreadStackSize {
    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
    static String run(long stack) throws InterruptedException {
        String[] out = new String[1];
        Thread t = new Thread(null, () -> {
            try { out[0] = "depth " + depth(300_000); } catch (StackOverflowError e) { out[0] = "StackOverflowError"; }
        }, "deep", stack);
        t.start();
        t.join();
        return out[0];
    }
    public static void main(String[] a) throws Exception {
        System.out.println("default: " + run(0));
        System.out.println("512m: " + run(512L << 20));
    }
}
