import java.math.*;
import java.util.*;

// Numeric corner cases: Float/Double toString and parse of extreme and odd inputs (hex floats, subnormals,
// "Infinity", trailing letters), Integer/Long parse errors and their messages, unsigned arithmetic, conversions
// (f2i, d2l of NaN and out-of-range), remainder semantics, Math/StrictMath edge cases, BigDecimal/BigInteger
// contexts and errors.
public class NumericEdges {
    static void p(Object o) { System.out.println(o); }
    static void tryIt(String what, java.util.concurrent.Callable<Object> c) {
        try { p(what + " = " + c.call()); }
        catch (Exception e) { p(what + " ! " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        double[] ds = {Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, -0.0, 1e-323, 2.2250738585072009E-308, 1e22, 1e23, 9007199254740993.0,
            0.1 + 0.2, 100.0, 1e7, 1e-3, 1e-4, 123456789012345680.0, 4.9e-324, 1.0E-5, 0.001, 1234567.0, 12345678.0, 2e-44, Math.PI, Math.ulp(1.0)};
        StringBuilder sb = new StringBuilder("doubles:");
        for (double d : ds) sb.append(' ').append(d).append('/').append(Double.toHexString(d));
        p(sb);
        float[] fs = {Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, 1.0e7f, 1.0e-3f, 0.1f, 16777217f, 3.4e38f, 1.17549435E-38f, 1.4e-45f, 33554430f, (float) Math.E};
        sb = new StringBuilder("floats:");
        for (float f : fs) sb.append(' ').append(f).append('/').append(Float.toHexString(f));
        p(sb);
        String[] parse = {"1e400", "-1e-400", "0x1.8p1", "0x.8p0", "0X1P-1074", "  12.5  ", "12.5f", "12.5d", "Infinity", "-Infinity", "+NaN", "NaN", "infinity",
            "1_000", "", ".", "1.", ".5", "1e", "0x1p", "2.4703282292062328e-324", "2.4703282292062327e-324", "1.7976931348623158e308", "1.7976931348623159e308", "\u0661"};
        for (String s : parse) {
            tryIt("parseDouble(" + s + ")", () -> Double.parseDouble(s));
            tryIt("parseFloat(" + s + ")", () -> Float.parseFloat(s));
        }
        String[] ints = {"2147483647", "2147483648", "-2147483648", "-2147483649", "+1", "-", "+", "", " 1", "1 ", "0x10", "\u0661\u0662", "007", "99999999999999999999", null};
        for (String s : ints) {
            tryIt("parseInt(" + s + ")", () -> Integer.parseInt(s));
            tryIt("parseLong(" + s + ")", () -> Long.parseLong(s));
            tryIt("parseUnsignedInt(" + s + ")", () -> Integer.parseUnsignedInt(s));
        }
        tryIt("parseInt radix 37", () -> Integer.parseInt("1", 37));
        tryIt("parseInt radix 1", () -> Integer.parseInt("1", 1));
        tryIt("parseInt zz 36", () -> Integer.parseInt("zz", 36));
        tryIt("parseInt cs range", () -> Integer.parseInt("x123y", 1, 4, 10));
        tryIt("parseInt cs bad range", () -> Integer.parseInt("x123y", 3, 9, 10));
        tryIt("parseUnsignedLong max", () -> Long.parseUnsignedLong("18446744073709551615"));
        tryIt("parseUnsignedLong over", () -> Long.parseUnsignedLong("18446744073709551616"));
        tryIt("parseUnsignedInt neg", () -> Integer.parseUnsignedInt("-1"));
        tryIt("decode", () -> Integer.decode("-0x80000000") + " " + Integer.decode("#ff") + " " + Integer.decode("010") + " " + Long.decode("0X7fffffffffffffff"));
        tryIt("decode bad", () -> Integer.decode("0x80000000"));
        tryIt("decode bad2", () -> Integer.decode("--1"));
        tryIt("valueOf byte", () -> Byte.parseByte("128"));
        tryIt("valueOf short", () -> Short.valueOf("-32769"));
        tryIt("new BigInteger", () -> new BigInteger("12a"));
        tryIt("new BigInteger radix", () -> new BigInteger("-zz", 36));
        tryIt("new BigDecimal", () -> new BigDecimal("1.2.3"));
        tryIt("new BigDecimal exp", () -> new BigDecimal("1e2147483648"));
        p("unsigned " + Integer.toUnsignedString(-1) + " " + Long.toUnsignedString(-1L) + " " + Integer.divideUnsigned(-1, 3) + " " + Integer.remainderUnsigned(-1, 3)
          + " " + Long.divideUnsigned(-1L, 10) + " " + Long.remainderUnsigned(-1L, 10) + " " + Integer.compareUnsigned(-1, 1) + " " + Long.toUnsignedString(-1L, 36)
          + " " + Integer.toUnsignedLong(-2) + " " + Long.toHexString(Long.MIN_VALUE) + " " + Integer.toOctalString(-1) + " " + Integer.toString(-255, 16) + " " + Long.toString(Long.MIN_VALUE, 2));
        double[] conv = {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 1e10, -1e10, 1e19, -1e19, 2147483647.5, -2147483648.9, 0.99999, -0.99999, 9.223372036854776E18};
        sb = new StringBuilder("conv:");
        for (double d : conv) sb.append(" (").append((int) d).append(',').append((long) d).append(',').append((short) d).append(',').append((byte) d).append(',').append((char) d + 0)
            .append(',').append((int) (float) d).append(',').append((long) (float) d).append(',').append((float) d).append(')');
        p(sb);
        p("long->float " + (float) Long.MAX_VALUE + " " + (double) Long.MAX_VALUE + " " + (float) 16777217 + " " + (double) (1L << 53 | 1) + " " + (float) 0x7fffffbf + " " + (int) 'A' + " " + (char) -1 + 0);
        double[][] rem = {{5.5, 2}, {-5.5, 2}, {5.5, -2}, {1, 0}, {0, 0}, {Double.POSITIVE_INFINITY, 2}, {2, Double.POSITIVE_INFINITY}, {-0.0, 1}, {1e300, 1e-300}, {7, 3.5}};
        sb = new StringBuilder("rem:");
        for (double[] r : rem) sb.append(' ').append(r[0] % r[1]).append('/').append(Math.IEEEremainder(r[0], r[1])).append('/').append((float) r[0] % (float) r[1]);
        p(sb);
        int[][] irem = {{7, 3}, {-7, 3}, {7, -3}, {-7, -3}, {Integer.MIN_VALUE, -1}};
        sb = new StringBuilder("irem:");
        for (int[] r : irem) sb.append(' ').append(r[0] / r[1]).append(',').append(r[0] % r[1]).append(',').append(Math.floorDiv(r[0], r[1])).append(',').append(Math.floorMod(r[0], r[1]));
        p(sb + " " + (Long.MIN_VALUE / -1) + " " + (Long.MIN_VALUE % -1));
        tryIt("div0", () -> 1 / (args.length));
        tryIt("mod0", () -> 1L % (long) args.length);
        tryIt("floorMod0", () -> Math.floorMod(5, args.length));
        p("round " + Math.round(0.49999999999999994) + " " + Math.round(-0.5) + " " + Math.round(2.5) + " " + Math.round(-2.5) + " " + Math.round(Double.NaN) + " " + Math.round(1e20)
          + " " + Math.round(0.5f) + " " + Math.round(-0.5f) + " " + Math.round(8388609.0f) + " " + Math.rint(2.5) + " " + Math.rint(-3.5) + " " + Math.floor(-0.0) + " " + Math.ceil(-0.5));
        p("minmax " + Math.min(-0.0, 0.0) + " " + Math.max(-0.0, 0.0) + " " + Math.min(Double.NaN, 1) + " " + Math.max(Float.NaN, 1f) + " " + Math.abs(Integer.MIN_VALUE) + " " + Math.abs(-0.0f)
          + " " + Math.signum(-0.0) + " " + Math.copySign(1.0, -0.0) + " " + Math.getExponent(0.0) + " " + Math.getExponent(Double.MIN_VALUE) + " " + Math.nextAfter(0.0, -1) + " " + Math.nextUp(Double.MAX_VALUE)
          + " " + Math.scalb(1.0, -1080) + " " + Math.ulp(Double.MAX_VALUE) + " " + Math.hypot(3e300, 4e300) + " " + Math.fma(0.1, 10, -1) + " " + Math.fma(2f, 3f, 1f) + " " + Math.sqrt(-0.0) + " " + Math.cbrt(-27));
        p("strict " + StrictMath.sin(1e300) + " " + StrictMath.cos(Math.PI / 2) + " " + StrictMath.tan(1.5707963267948966) + " " + StrictMath.exp(709.8) + " " + StrictMath.log(Double.MIN_VALUE)
          + " " + StrictMath.pow(-8, 1.0 / 3) + " " + StrictMath.pow(0.0, -1) + " " + StrictMath.pow(-0.0, -3) + " " + StrictMath.pow(Double.NaN, 0) + " " + StrictMath.pow(1, Double.NaN)
          + " " + StrictMath.atan2(-0.0, -1) + " " + StrictMath.sinh(710) + " " + StrictMath.expm1(1e-10) + " " + StrictMath.log1p(-1) + " " + StrictMath.log10(1e-300) + " " + StrictMath.acos(2)
          + " " + StrictMath.asin(-1) + " " + StrictMath.tanh(-20) + " " + StrictMath.cosh(-1) + " " + StrictMath.atan(1e300) + " " + StrictMath.exp(-745.2));
        tryIt("exact", () -> Math.addExact(Integer.MAX_VALUE, 1));
        tryIt("exact2", () -> Math.multiplyExact(Long.MIN_VALUE, -1));
        tryIt("exact3", () -> Math.toIntExact(1L << 31));
        tryIt("exact4", () -> Math.negateExact(Integer.MIN_VALUE));
        p("high " + Math.multiplyHigh(Long.MAX_VALUE, Long.MAX_VALUE) + " " + Math.multiplyFull(Integer.MIN_VALUE, Integer.MIN_VALUE) + " " + Math.absExact(-5));
        p("overflow " + (Integer.MAX_VALUE + 1) + " " + (Long.MAX_VALUE * 2) + " " + (byte) 200 + " " + (short) 70000 + " " + (char) 70000 + 0 + " " + (1 << 33) + " " + (1L << 65) + " " + (-1 >>> 28) + " " + (-1L >>> 60) + " " + ((byte) -1 >>> 4));
        MathContext[] mcs = {MathContext.DECIMAL32, MathContext.DECIMAL64, new MathContext(3, RoundingMode.HALF_EVEN), MathContext.UNLIMITED};
        for (MathContext mc : mcs) tryIt("bd divide " + mc, () -> BigDecimal.ONE.divide(BigDecimal.valueOf(3), mc) + " " + new BigDecimal("2.345").round(mc) + " " + new BigDecimal("123.456").sqrt(mc));
        tryIt("bd nonterm", () -> BigDecimal.ONE.divide(BigDecimal.valueOf(3)));
        tryIt("bd scale unnecessary", () -> new BigDecimal("1.25").setScale(1, RoundingMode.UNNECESSARY));
        tryIt("bd div zero", () -> BigDecimal.ONE.divide(BigDecimal.ZERO));
        tryIt("bd exact", () -> new BigDecimal("1e10").intValueExact());
        tryIt("bd toString", () -> new BigDecimal("1E+10") + " " + new BigDecimal("1E+10").toPlainString() + " " + new BigDecimal("0.000001") + " " + new BigDecimal("0.0000001") + " "
            + new BigDecimal("-1.50E-8").toEngineeringString() + " " + new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + new BigDecimal("100").stripTrailingZeros() + " " + new BigDecimal("0.00").stripTrailingZeros()
            + " " + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").hashCode() + " " + new BigDecimal("123.456").precision()
            + " " + new BigDecimal("9.99").setScale(1, RoundingMode.HALF_UP) + " " + new BigDecimal("-2.5").setScale(0, RoundingMode.HALF_EVEN) + " " + new BigDecimal(Double.MIN_VALUE).precision());
        tryIt("bi ops", () -> BigInteger.TWO.pow(200) + " " + BigInteger.valueOf(-17).mod(BigInteger.valueOf(5)) + " " + BigInteger.valueOf(-17).remainder(BigInteger.valueOf(5))
            + " " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " " + BigInteger.valueOf(2).modPow(BigInteger.valueOf(100), BigInteger.valueOf(1_000_000_007)) + " " + new BigInteger("123456789").sqrt()
            + " " + BigInteger.valueOf(-1).shiftRight(5) + " " + BigInteger.valueOf(-256).bitLength() + " " + BigInteger.valueOf(-256).bitCount() + " " + BigInteger.ONE.shiftLeft(100).toString(36)
            + " " + new BigInteger("ff", 16).toByteArray().length + " " + BigInteger.valueOf(97).isProbablePrime(50) + " " + BigInteger.valueOf(1000).nextProbablePrime() + " " + BigInteger.valueOf(48).gcd(BigInteger.valueOf(-18))
            + " " + BigInteger.TEN.negate().and(BigInteger.valueOf(0xff)) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate().longValue() + " " + BigInteger.valueOf(7).testBit(1) + " " + new BigInteger(1, new byte[]{-1, -1}));
        tryIt("bi modinv", () -> BigInteger.valueOf(2).modInverse(BigInteger.valueOf(4)));
        tryIt("bi neg mod", () -> BigInteger.ONE.mod(BigInteger.valueOf(-3)));
        tryIt("bi pow neg", () -> BigInteger.ONE.pow(-1));
        tryIt("bi longValueExact", () -> BigInteger.TWO.pow(64).longValueExact());
        tryIt("bi div0", () -> BigInteger.ONE.divide(BigInteger.ZERO));
        tryIt("bi big", () -> { BigInteger f = BigInteger.ONE; for (int i = 2; i <= 300; i++) f = f.multiply(BigInteger.valueOf(i)); return f.toString().length() + " " + f.bitLength() + " " + f.mod(BigInteger.valueOf(1_000_003)) + " " + f.toString().substring(0, 30); });
        p("compare " + Double.compare(0.0, -0.0) + " " + Double.compare(Double.NaN, Double.POSITIVE_INFINITY) + " " + (0.0 == -0.0) + " " + Double.valueOf(0.0).equals(-0.0) + " " + (Double.NaN != Double.NaN)
          + " " + Float.compare(Float.NaN, Float.NaN) + " " + Double.hashCode(-0.0) + " " + Float.floatToIntBits(Float.NaN) + " " + Double.doubleToLongBits(Double.NaN) + " " + Float.intBitsToFloat(0x7f800001)
          + " " + Double.isFinite(1 / 0.0) + " " + Float.sum(1f, 2f) + " " + Double.longBitsToDouble(0x7ff8000000000001L) + " " + Integer.MIN_VALUE / -1 + " " + Character.getNumericValue('\u216C') + " " + Character.digit('Z', 36));
        p("toString " + Integer.toBinaryString(-8) + " " + Long.toBinaryString(5) + " " + Integer.reverse(1) + " " + Integer.rotateLeft(0x80000001, 1) + " " + Long.numberOfTrailingZeros(0) + " " + Integer.highestOneBit(-1)
          + " " + Short.toUnsignedInt((short) -1) + " " + Byte.toUnsignedInt((byte) -128) + " " + Integer.signum(-9) + " " + Long.bitCount(-1L) + " " + Integer.reverseBytes(0x01020304) + " " + Character.toChars(0x1F600).length
          + " " + String.valueOf(Character.toChars(65)) + " " + Integer.toHexString(Float.floatToRawIntBits(-0f)) + " " + Float.toString(1.0E-45f) + " " + Double.toString(1.0E-45));
    }
}
