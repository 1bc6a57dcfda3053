// long arithmetic: overflow, division, remainder, shifts, conversions, lcmp.
public class LongArith {
    static long[] VALUES = {0L, 1L, -1L, 2L, -7L, 127L, 128L, 255L, 65536L, 0x7fffffffL, 0x80000000L,
        0xffffffffL, 0x100000000L, -0x80000000L, -0x80000001L, 1234567890123L, -987654321987654321L,
        Long.MAX_VALUE, Long.MIN_VALUE, Long.MIN_VALUE + 1, 0x0123456789abcdefL, 0xfedcba9876543210L};

    static long div(long a, long b) { return a / b; }
    static long rem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        System.out.println("MIN=" + Long.MIN_VALUE + " MAX=" + Long.MAX_VALUE);
        System.out.println("MAX+1=" + (Long.MAX_VALUE + 1));
        System.out.println("MIN-1=" + (Long.MIN_VALUE - 1));
        System.out.println("-MIN=" + (-Long.MIN_VALUE));
        System.out.println("MIN/-1=" + div(Long.MIN_VALUE, -1));
        System.out.println("MIN%-1=" + rem(Long.MIN_VALUE, -1));
        System.out.println("MAX*MAX=" + (Long.MAX_VALUE * Long.MAX_VALUE));
        System.out.println("int overflow before widening: " + (Integer.MAX_VALUE * 2) + " vs " + (Integer.MAX_VALUE * 2L));
        long[] as = {7, -7, 7, -7, 0, 13, -13, Long.MAX_VALUE, Long.MIN_VALUE, 1L << 40};
        long[] bs = {2, 2, -2, -2, 5, 4, -4, 2, 3, -(1L << 20) - 1};
        for (int i = 0; i < as.length; i++) {
            long a = as[i], b = bs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", % = " + (a % b)
                + ", floorDiv=" + Math.floorDiv(a, b) + ", floorMod=" + Math.floorMod(a, b));
        }
        for (long a : new long[] {0, 5, Long.MIN_VALUE}) {
            try {
                System.out.println(div(a, 0));
            } catch (ArithmeticException e) {
                System.out.println(a + "/0L -> " + e);
            }
            try {
                System.out.println(rem(a, 0));
            } catch (ArithmeticException e) {
                System.out.println(a + "%0L -> " + e.getMessage());
            }
        }
        int[] counts = {0, 1, 31, 32, 33, 63, 64, 65, 127, -1, -32, -63, -64};
        for (long v : new long[] {1L, -1L, Long.MIN_VALUE, 0x0123456789abcdefL}) {
            for (int c : counts) {
                System.out.println(v + " shift " + c + ": " + (v << c) + " " + (v >> c) + " " + (v >>> c));
            }
        }
        // shift count given as long is also masked
        long cnt = 0x100000041L;
        System.out.println("1L << 0x100000041L = " + (1L << cnt));
        System.out.println("1 << 0x100000041L (int) = " + (1 << cnt));
        for (long v : VALUES) {
            int i = (int) v;
            short s = (short) v;
            byte b = (byte) v;
            char c = (char) v;
            System.out.println(v + ": l2i=" + i + " s=" + s + " b=" + b + " c=" + (int) c
                + " l2f=" + (float) v + " l2d=" + (double) v + " hex=" + Long.toHexString(v)
                + " ~=" + (~v) + " *3=" + (v * 3) + " hi=" + (v >>> 32) + " lo=" + (v & 0xffffffffL));
        }
        int cmpCount = 0;
        for (long a : VALUES) {
            for (long b : VALUES) {
                if (a < b) cmpCount += 1;
                if (a <= b) cmpCount += 3;
                if (a == b) cmpCount += 7;
                if (a > b) cmpCount += 13;
                cmpCount += Long.compare(a, b) * 100;
                cmpCount += Long.compareUnsigned(a, b) * 1000;
            }
        }
        System.out.println("cmpCount=" + cmpCount);
        // widening int -> long sign extension
        int neg = -5;
        long w = neg;
        long u = neg & 0xffffffffL;
        System.out.println("sign-extended " + w + ", zero-extended " + u + ", Integer.toUnsignedLong " + Integer.toUnsignedLong(neg));
        // 64-bit LCG checksum
        long seed = 42;
        long sum = 0;
        for (int n = 0; n < 100000; n++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            sum += seed >>> 33;
            sum ^= seed << 7;
            if ((n & 8191) == 0) System.out.println("lcg[" + n + "]=" + seed + " sum=" + sum);
        }
        System.out.println("lcg final " + seed + " " + sum);
        long x = 10;
        x += 2.9;
        x *= 1.5f;
        System.out.println("compound long with fp: " + x);
        x <<= 70;
        System.out.println("x <<= 70: " + x);
        long inc = Long.MAX_VALUE;
        inc++;
        System.out.println("MAX++=" + inc);
        System.out.println("Math.abs(MIN)=" + Math.abs(Long.MIN_VALUE));
        try {
            Math.multiplyExact(Long.MAX_VALUE, 2L);
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            Math.incrementExact(Long.MAX_VALUE);
        } catch (ArithmeticException e) {
            System.out.println("incrementExact: " + e.getMessage());
        }
        System.out.println("multiplyHigh=" + Math.multiplyHigh(0x123456789abcdefL, 0xfedcba987654321L));
        System.out.println("Long.signum=" + Long.signum(Long.MIN_VALUE) + " hash=" + Long.hashCode(0x123456789abcdefL));
    }
}
