// Two threads churn through byte arrays, each keeping a ring of 2 MB live, with
// a soft-reference cache on the side: far under -Xmx12m in a plain run. Under
// checkpoints the arrays the rings drop stay in the undo logs, and the soft
// referents cannot be cleared; none of that is the program's, so it must run as
// it runs plainly, without an OutOfMemoryError (test-ckpt.sh, tester section).
import java.lang.ref.SoftReference;

public class CkptHeapLimit {
    static int shared;

    static synchronized void bump() { shared++; }

    static byte[] block(int id, int i) {
        byte[] b = new byte[8192];
        b[i % 8192] = (byte) (id + i);
        return b;
    }

    static long work(int id) {
        byte[][] ring = new byte[256][];
        SoftReference<?>[] cache = new SoftReference<?>[64];
        long sum = 0;
        for (int i = 0; i < 3000; i++) {
            ring[i % 256] = block(id, i);
            if (i % 10 == 0)
                cache[(i / 10) % 64] = new SoftReference<>(new byte[16384]);
            if (i % 300 == 0)
                bump();
            sum += ring[(i * 7) % 256] == null ? 0 : ring[(i * 7) % 256][(i * 7) % 8192];
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        long[] sums = new long[2];
        Thread t1 = new Thread(() -> sums[0] = work(1));
        Thread t2 = new Thread(() -> sums[1] = work(2));
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("shared " + shared + " sums " + sums[0] + " " + sums[1]);
    }
}
