/** long and double arithmetic: a 64-bit LCG with mixing, an integer square
 * root by Newton's method, and a double-precision numeric integration and
 * series, with conversions between the two. */
public class LongDouble {
    static long isqrt(long n) {
        long x = n, y = (x + 1) >>> 1;
        while (y < x) {
            x = y;
            y = (x + n / x) >>> 1;
        }
        return x;
    }

    public static void main(String[] args) {
        long seed = 0x2545F4914F6CDD1DL, acc = 0;
        for (int i = 0; i < 6_000_000; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            long z = seed ^ (seed >>> 29);
            z *= 0xBF58476D1CE4E5B9L;
            acc += (z ^ (z >>> 31)) % 1000003L;
            if ((i & 1023) == 0)
                acc ^= isqrt(z >>> 2);
        }
        double sum = 0, x = 0, h = 1e-6;
        for (int i = 0; i < 4_000_000; i++) {
            x += h;
            sum += (x * x * x - 2.5 * x + 1.0) / (1.0 + x * x) * h;
        }
        double series = 0;
        for (long k = 1; k <= 4_000_000L; k++)
            series += ((k & 1) == 0 ? -1.0 : 1.0) / (2 * k - 1);
        System.out.println(acc + " " + (long) (sum * 1e9) + " " + (long) (series * 4e12));
    }
}
