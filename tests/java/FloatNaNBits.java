// NaN payloads and signs through conversions, arithmetic, arrays, fields, boxing and Math; raw bit views.
public class FloatNaNBits {
    static float sf; static double sd;
    float f; double d;
    static String fb(float x) { return Integer.toHexString(Float.floatToRawIntBits(x)); }
    static String db(double x) { return Long.toHexString(Double.doubleToRawLongBits(x)); }

    public static void main(String[] args) {
        int[] fbits = {0x7fc00000, 0x7f800001, 0x7fa00000, 0xffc00001, 0x7fbfffff, 0xff800001, 0x7fc12345, 0x80000000, 0x00000001};
        long[] dbits = {0x7ff8000000000000L, 0x7ff0000000000001L, 0x7ff4000000000000L, 0xfff8000000000001L, 0x7ff7ffffffffffffL, 0x7ff8123456789abcL, 0x8000000000000000L, 1L};
        float[] fa = new float[fbits.length];
        FloatNaNBits o = new FloatNaNBits();
        for (int i = 0; i < fbits.length; i++) {
            float x = Float.intBitsToFloat(fbits[i]);
            fa[i] = x; sf = x; o.f = x;
            Float boxed = x;
            double wide = x;
            float narrowedBack = (float) wide;
            System.out.println(Integer.toHexString(fbits[i]) + " raw " + fb(x) + " arr " + fb(fa[i]) + " static " + fb(sf) + " field " + fb(o.f) + " boxed " + fb(boxed)
                + " toDouble " + db(wide) + " back " + fb(narrowedBack) + " canon " + Integer.toHexString(Float.floatToIntBits(x))
                + " neg " + fb(-x) + " abs " + fb(Math.abs(x)) + " copySign " + fb(Math.copySign(x, -1f)) + " isNaN " + Float.isNaN(x)
                + " eq " + (x == x) + " cmp " + Float.compare(x, Float.NaN) + " str " + x);
        }
        double[] da = new double[dbits.length];
        for (int i = 0; i < dbits.length; i++) {
            double x = Double.longBitsToDouble(dbits[i]);
            da[i] = x; sd = x; o.d = x;
            Double boxed = x;
            float narrow = (float) x;
            System.out.println(Long.toHexString(dbits[i]) + " raw " + db(x) + " arr " + db(da[i]) + " static " + db(sd) + " field " + db(o.d) + " boxed " + db(boxed)
                + " toFloat " + fb(narrow) + " canon " + Long.toHexString(Double.doubleToLongBits(x)) + " neg " + db(-x) + " abs " + db(Math.abs(x))
                + " copySign " + db(Math.copySign(x, 1.0)) + " signum " + db(Math.signum(x)) + " str " + x + " toInt " + (int) x + " toLong " + (long) x);
        }
        float nan = Float.intBitsToFloat(0x7fc12345);
        double dnan = Double.longBitsToDouble(0x7ff8123456789abcL);
        System.out.println("arith " + fb(nan + 1f) + " " + fb(nan * 0f) + " " + fb(1f - nan) + " " + db(dnan / 2) + " " + db(dnan % 3) + " " + fb(nan % 1f));
        System.out.println("generated " + fb(0f / 0f) + " " + db(0.0 / 0.0) + " " + db(Math.sqrt(-1)) + " " + fb((float) Math.sqrt(-2)) + " " + db(Double.POSITIVE_INFINITY - Double.POSITIVE_INFINITY)
            + " " + db(Double.POSITIVE_INFINITY * 0) + " " + fb(Float.POSITIVE_INFINITY % 2f) + " " + db(5.0 % 0.0));
        System.out.println("minmax " + fb(Math.min(nan, 1f)) + " " + fb(Math.max(1f, nan)) + " " + db(Math.min(dnan, 1)) + " " + db(Math.max(-0.0, 0.0)) + " " + db(Math.min(-0.0, 0.0)) + " " + fb(Math.min(0f, -0f)));
        System.out.println("strictmath " + db(StrictMath.min(dnan, 1)) + " " + db(StrictMath.abs(-dnan)));
        System.out.println("arraycopy " + fb(copy(fa)[6]) + " clone " + db(da.clone()[5]));
        System.out.println("hash " + Float.hashCode(nan) + " " + Double.hashCode(dnan) + " equals " + Float.valueOf(nan).equals(Float.NaN) + " " + Double.valueOf(-0.0).equals(0.0));
        System.out.println("fma " + db(Math.fma(dnan, 1, 1)) + " " + fb(Math.fma(2f, 3f, nan)) + " " + db(Math.fma(0.1, 10, -1)) + " " + fb(Math.fma(0.1f, 10f, -1f)));
        double n1 = Double.longBitsToDouble(0x7ff8000000000001L), n2 = Double.longBitsToDouble(0x7ff0000000000002L), n3 = Double.longBitsToDouble(0xfff8000000000003L);
        float f1 = Float.intBitsToFloat(0x7fc00001), f2 = Float.intBitsToFloat(0x7f800002), f3 = Float.intBitsToFloat(0xffc00003);
        System.out.println("fma nans " + db(Math.fma(n1, n2, n3)) + " " + db(Math.fma(n1, n2, 1)) + " " + db(Math.fma(1, n2, n3)) + " " + db(Math.fma(n1, 1, n3))
            + " " + db(Math.fma(n3, 1, 1)) + " " + db(Math.fma(Double.POSITIVE_INFINITY, 0, n1)) + " " + db(Math.fma(Double.POSITIVE_INFINITY, 0, 1))
            + " " + db(Math.fma(Double.MAX_VALUE, 2, -Double.MAX_VALUE)) + " " + db(Math.fma(-0.0, 0.0, 0.0)) + " " + db(Math.fma(Double.MIN_VALUE, 0.5, 0)));
        System.out.println("fmaf nans " + fb(Math.fma(f1, f2, f3)) + " " + fb(Math.fma(f1, f2, 1)) + " " + fb(Math.fma(1, f2, f3)) + " " + fb(Math.fma(f1, 1, f3))
            + " " + fb(Math.fma(f3, 1, 1)) + " " + fb(Math.fma(Float.POSITIVE_INFINITY, 0, f1)) + " " + fb(Math.fma(Float.NEGATIVE_INFINITY, 0f, 1f))
            + " " + fb(Math.fma(Float.MAX_VALUE, 2f, -Float.MAX_VALUE)) + " " + fb(Math.fma(1.0000001f, 1.0000001f, -1f)));
        System.out.println("ulp " + db(Math.ulp(dnan)) + " nextUp " + db(Math.nextUp(dnan)) + " scalb " + db(Math.scalb(dnan, 3)) + " exp " + Math.getExponent(dnan) + " " + Math.getExponent(nan));
        System.out.println("round " + Math.round(nan) + " " + Math.round(dnan) + " rint " + db(Math.rint(dnan)) + " floor " + db(Math.floor(dnan)) + " ceil " + db(Math.ceil(-0.5)));
        System.out.println("float16-ish " + fb((float) 65520.0) + " " + fb((float) 3.4028235677973366E38) + " " + fb((float) 1.401298464324817E-45) + " " + fb((float) 7.006492321624085E-46) + " " + fb((float) 7.006492321624087E-46));
        System.out.println("subnormal " + db(Double.MIN_VALUE / 2) + " " + db(Double.MIN_NORMAL - Double.MIN_VALUE) + " " + fb(Float.MIN_NORMAL / 3) + " " + db(4.9e-324 * 0.5000000001));
        System.out.println("parse " + fb(Float.parseFloat("NaN")) + " " + db(Double.parseDouble("-NaN".substring(1))) + " " + fb(Float.parseFloat("0x1.fffffeP+127")) + " " + fb(Float.parseFloat("1e-46")) + " " + db(Double.parseDouble("0x0.0000000000001P-1022")));
    }
    static float[] copy(float[] a) { float[] b = new float[a.length]; System.arraycopy(a, 0, b, 0, a.length); return b; }
}
