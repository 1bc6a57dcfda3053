/** Exceptions thrown and caught: a checked exception through three frames,
 * a preallocated one, ArithmeticException and ArrayIndexOutOfBounds from the
 * VM, and try/finally on the normal path. */
public class Exceptions {
    static final class Miss extends Exception {
        final int code;
        Miss(int code) { super(null, null, false, false); this.code = code; }
    }
    static final Miss SHARED = new Miss(7);

    static int lookup(int k) throws Miss {
        if (k % 3 == 0)
            throw new Miss(k);
        return k;
    }
    static int middle(int k) throws Miss { return lookup(k) + 1; }
    static int outer(int k) throws Miss { return middle(k) * 2; }

    public static void main(String[] args) {
        long acc = 0;
        int[] small = new int[4];
        for (int i = 0; i < 600_000; i++) {
            try {
                acc += outer(i);
            } catch (Miss m) {
                acc -= m.code;
            }
            try {
                if ((i & 7) == 0)
                    throw SHARED;
                acc++;
            } catch (Miss m) {
                acc += m.code;
            }
            try {
                acc += 100 / (i & 15);
            } catch (ArithmeticException e) {
                acc += 3;
            }
            try {
                acc += small[i & 7];
            } catch (ArrayIndexOutOfBoundsException e) {
                acc += 5;
            } finally {
                acc ^= 1;
            }
        }
        System.out.println(acc);
    }
}
