/*
 * OkThreadLocalBuffer -- CORRECT: each thread formats into its own StringBuilder and counts its
 * calls in its own array, both kept in ThreadLocals (thread confinement).
 *
 * Tester: nothing (exit status 0). Eraser: nothing. Also runs on HotSpot.
 */
public class OkThreadLocalBuffer {
    static final ThreadLocal<StringBuilder> buf = ThreadLocal.withInitial(StringBuilder::new);
    static final ThreadLocal<int[]> calls = ThreadLocal.withInitial(() -> new int[1]);
    static String format(int a, int b) {
        StringBuilder sb = buf.get();
        sb.setLength(0);
        calls.get()[0]++;
        return sb.append(a).append('-').append(b).toString();
    }
    public static void main(String[] args) throws InterruptedException {
        String[] out = new String[2];
        Thread t1 = new Thread(() -> { format(0, 0); out[0] = format(1, 2) + "/" + calls.get()[0]; }, "t1");
        Thread t2 = new Thread(() -> { out[1] = format(3, 4) + "/" + calls.get()[0]; }, "t2");
        t1.start(); t2.start(); t1.join(); t2.join();
        assert out[0].equals("1-2/2") && out[1].equals("3-4/1") : out[0] + " " + out[1];
        System.out.println(out[0] + " " + out[1]);
    }
}
