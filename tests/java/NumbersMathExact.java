import java.util.*;

// Exactly specified Math functions: fma, ulp, nextAfter/nextUp/nextDown, scalb, getExponent, copySign, rint/round,
// multiplyHigh/multiplyFull, floorDiv/floorMod (all overloads), *Exact overflow checks, absExact, Double/Float bit views.
public class NumbersMathExact {
    static void tryIt(String what, java.util.function.Supplier<Object> s) {
        try {
            System.out.println(what + ": " + s.get());
        } catch (ArithmeticException e) {
            System.out.println(what + ": ArithmeticException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, Double.MIN_VALUE, 1e-310, Double.MIN_NORMAL, 1.0, -1.0, 1.5, 0.1, 1e16, 1e300, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN, -3.75};
        for (double d : ds) {
            System.out.println(d + ": ulp " + Math.ulp(d) + " nextUp " + Math.nextUp(d) + " nextDown " + Math.nextDown(d) + " nextAfter(0) " + Math.nextAfter(d, 0.0)
                + " getExponent " + Math.getExponent(d) + " scalb(3) " + Math.scalb(d, 3) + " scalb(-1074) " + Math.scalb(d, -1074) + " copySign(-1) " + Math.copySign(d, -1.0)
                + " signum " + Math.signum(d) + " rint " + Math.rint(d) + " round " + Math.round(d) + " hex " + Double.toHexString(d)
                + " bits " + Long.toHexString(Double.doubleToLongBits(d)) + " StrictMath.ulp " + StrictMath.ulp(d));
        }
        float[] fs = {0f, -0f, Float.MIN_VALUE, Float.MIN_NORMAL, 1f, 0.1f, 16777216f, Float.MAX_VALUE, Float.NEGATIVE_INFINITY, Float.NaN, -2.5f};
        for (float f : fs) {
            System.out.println(f + "f: ulp " + Math.ulp(f) + " nextUp " + Math.nextUp(f) + " nextDown " + Math.nextDown(f) + " nextAfter(inf) " + Math.nextAfter(f, Double.POSITIVE_INFINITY)
                + " getExponent " + Math.getExponent(f) + " scalb(-2) " + Math.scalb(f, -2) + " round " + Math.round(f) + " hex " + Float.toHexString(f) + " bits " + Integer.toHexString(Float.floatToIntBits(f))
                + " copySign " + Math.copySign(f, -0f) + " signum " + Math.signum(f));
        }
        double[] rs = {0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 4503599627370497.0, -0.0, 9.223372036854776E18, -1e19, Double.NaN};
        StringBuilder sb = new StringBuilder("round/rint/floor/ceil:");
        for (double r : rs) sb.append(' ').append(r).append("->").append(Math.round(r)).append('/').append(Math.rint(r)).append('/').append(Math.floor(r)).append('/').append(Math.ceil(r));
        System.out.println(sb);
        System.out.println("round float " + Math.round(0.49999997f) + " " + Math.round(-2.5f) + " " + Math.round(1e10f) + " " + Math.round(Float.NaN));

        double[][] fmas = {{2, 3, 4}, {0.1, 10, -1}, {1e308, 10, -1e308}, {1.0000000000000002, 1.0000000000000002, -1.0000000000000004}, {Double.MIN_VALUE, 0.5, 0},
            {-0.0, 0.0, 0.0}, {0.0, -1, -0.0}, {Double.POSITIVE_INFINITY, 0, 1}, {Double.NaN, 1, 1}, {Double.MAX_VALUE, 2, Double.NEGATIVE_INFINITY}, {3, 1.0 / 3, -1}};
        for (double[] f : fmas) System.out.println("fma(" + f[0] + ", " + f[1] + ", " + f[2] + ") = " + Math.fma(f[0], f[1], f[2]) + " vs a*b+c " + (f[0] * f[1] + f[2]));
        System.out.println("fma float " + Math.fma(0.1f, 10f, -1f) + " vs " + (0.1f * 10f - 1f) + " " + Math.fma(16777217f, 1f, 1f) + " " + Math.fma(Float.MAX_VALUE, 2f, -Float.MAX_VALUE));

        long[][] mh = {{Long.MAX_VALUE, Long.MAX_VALUE}, {Long.MIN_VALUE, Long.MIN_VALUE}, {Long.MIN_VALUE, -1}, {-1, -1}, {123456789012345L, 987654321098765L}, {-5, 7}, {1L << 62, 4}};
        for (long[] p : mh) System.out.println("multiplyHigh(" + p[0] + ", " + p[1] + ") = " + Math.multiplyHigh(p[0], p[1]) + " low " + (p[0] * p[1]));
        System.out.println("multiplyFull " + Math.multiplyFull(Integer.MAX_VALUE, Integer.MIN_VALUE) + " " + Math.multiplyFull(-1, -1) + " multiplyExact(long,int) " + Math.multiplyExact(1L << 40, 1000));
        int[][] fd = {{7, 3}, {-7, 3}, {7, -3}, {-7, -3}, {0, 5}, {Integer.MIN_VALUE, -1}, {Integer.MIN_VALUE, 3}, {Integer.MAX_VALUE, -2}};
        for (int[] p : fd) {
            System.out.println("floorDiv/Mod(" + p[0] + ", " + p[1] + ") = " + Math.floorDiv(p[0], p[1]) + " " + Math.floorMod(p[0], p[1]) + " long " + Math.floorDiv((long) p[0], (long) p[1])
                + " " + Math.floorMod((long) p[0], (long) p[1]) + " (long,int) " + Math.floorDiv((long) p[0] * 3, p[1]) + " " + Math.floorMod((long) p[0] * 3, p[1]) + " truncating " + (p[0] / p[1]) + " " + (p[0] % p[1]));
        }
        tryIt("floorDiv by zero", () -> Math.floorDiv(1, 0));
        tryIt("floorMod by zero", () -> Math.floorMod(1L, 0L));
        tryIt("addExact int", () -> Math.addExact(Integer.MAX_VALUE, 1));
        tryIt("addExact ok", () -> Math.addExact(Integer.MAX_VALUE, -1));
        tryIt("subtractExact long", () -> Math.subtractExact(Long.MIN_VALUE, 1L));
        tryIt("multiplyExact int", () -> Math.multiplyExact(65536, 65536));
        tryIt("multiplyExact long", () -> Math.multiplyExact(Long.MIN_VALUE, -1L));
        tryIt("multiplyExact ok", () -> Math.multiplyExact(-46341, 46340));
        tryIt("incrementExact", () -> Math.incrementExact(Integer.MAX_VALUE));
        tryIt("decrementExact long", () -> Math.decrementExact(Long.MIN_VALUE));
        tryIt("negateExact", () -> Math.negateExact(Integer.MIN_VALUE));
        tryIt("negateExact ok", () -> Math.negateExact(-5L));
        tryIt("toIntExact", () -> Math.toIntExact(1L << 31));
        tryIt("toIntExact ok", () -> Math.toIntExact(-(1L << 31)));
        tryIt("absExact", () -> Math.absExact(Integer.MIN_VALUE));
        tryIt("absExact long", () -> Math.absExact(Long.MIN_VALUE));
        tryIt("absExact ok", () -> Math.absExact(-7));
        tryIt("StrictMath.addExact", () -> StrictMath.addExact(1L << 62, 1L << 62));
        tryIt("abs(MIN) wraps", () -> Math.abs(Integer.MIN_VALUE) + " " + Math.abs(Long.MIN_VALUE));

        System.out.println("Double.compare(0.0,-0.0) " + Double.compare(0.0, -0.0) + " NaN==NaN " + (Double.NaN == Double.NaN) + " equals(NaN) " + Double.valueOf(Double.NaN).equals(Double.NaN)
            + " compare NaN/inf " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " min(-0,0) " + Math.min(-0.0, 0.0) + " max(NaN,1) " + Math.max(Double.NaN, 1));
        System.out.println("longBitsToDouble " + Double.longBitsToDouble(0x3ff8000000000000L) + " " + Double.longBitsToDouble(1L) + " " + Double.longBitsToDouble(0x7ff0000000000000L)
            + " intBitsToFloat " + Float.intBitsToFloat(0x3f800001) + " raw NaN constant " + Long.toHexString(Double.doubleToRawLongBits(Double.NaN)) + " isFinite " + Double.isFinite(1e308 * 10)
            + " Float.MIN_NORMAL " + Float.MIN_NORMAL + " Double.MIN_EXPONENT " + Double.MIN_EXPONENT + " Float.MAX_EXPONENT " + Float.MAX_EXPONENT);
        System.out.println("double->float rounding " + (float) 1.0000000596046448 + " " + (float) 1.0000000596046449 + " " + (float) 3.4028235677973366E38 + " " + (float) 1e-46 + " " + (float) 7.006492321624085E-46
            + " float->double " + (double) 0.1f + " int casts " + (int) 3.99e9 + " " + (int) -3.99e9 + " " + (int) Double.NaN + " " + (long) Float.POSITIVE_INFINITY + " " + (char) -1.5 + " " + (short) 1e10 + " " + (byte) 300.7);
        System.out.println("parse " + Double.parseDouble("0x1.8p1") + " " + Double.parseDouble("  -1e-400 ") + " " + Double.parseDouble("Infinity") + " " + Double.parseDouble("4.9e-324") + " " + Double.parseDouble("2.4703282292062328e-324")
            + " " + Float.parseFloat("1.17549435E-38f") + " " + Double.parseDouble("1.7976931348623158e308") + " " + Double.parseDouble("1.7976931348623159e308") + " " + Double.valueOf("0.1d"));
        try {
            Double.parseDouble("1.2.3");
        } catch (NumberFormatException e) {
            System.out.println("parseDouble bad: " + e.getMessage());
        }
        System.out.println("toString shortest " + 2e-323 + " " + 1.0E23 + " " + 8.41E21 + " " + 5e-324 + " " + 0.3 + " " + (0.1 + 0.2) + " " + 100.0 + " " + 1e7 + " " + 1e-3 + " " + 9.999999999999999E22
            + " float " + 1.0E10f + " " + 3.4028235E38f + " " + 1.4E-45f + " " + 0.3f + " " + (0.1f + 0.2f));
        System.out.println("Integer/Long unsigned " + Integer.toUnsignedString(-1) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3) + " " + Long.toUnsignedString(-1L)
            + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Long.compareUnsigned(-1L, 1L) + " " + Integer.parseUnsignedInt("4294967295") + " " + Long.parseUnsignedLong("18446744073709551615"));
    }
}
