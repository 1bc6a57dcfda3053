// float arithmetic: NaN and infinity comparisons (fcmpl/fcmpg), -0.0f, remainder, rounding.
public class FloatArith {
    static final float NAN = Float.NaN;
    static float[] VALUES = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 1.5f, -2.5f, 3.14159f, 1e10f, -1e-10f,
        Float.MIN_VALUE, Float.MIN_NORMAL, Float.MAX_VALUE, -Float.MAX_VALUE,
        Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.NaN, 16777216f, 16777217f, 0.1f};

    static String cmp(float a, float b) {
        // each comparison compiles to fcmpl or fcmpg followed by a branch
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "")
            + (a == b ? "==" : "") + (a != b ? "!=" : "") + (!(a < b) ? "!<" : "") + (!(a > b) ? "!>" : "");
    }

    static String bits(float f) {
        return Integer.toHexString(Float.floatToRawIntBits(f));
    }

    public static void main(String[] args) {
        for (float a : VALUES) {
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(" [").append(bits(a)).append("]");
            sb.append(" neg=").append(-a).append(" +1=").append(a + 1f).append(" *2=").append(a * 2f)
              .append(" /3=").append(a / 3f).append(" %2.5=").append(a % 2.5f).append(" 1/x=").append(1f / a)
              .append(" x-x=").append(a - a).append(" x*0=").append(a * 0f).append(" isNaN=").append(Float.isNaN(a))
              .append(" isInf=").append(Float.isInfinite(a)).append(" finite=").append(Float.isFinite(a));
            System.out.println(sb);
        }
        for (float a : new float[] {1f, NAN, -0.0f, 0.0f, Float.POSITIVE_INFINITY}) {
            for (float b : new float[] {1f, 2f, NAN, 0.0f, -0.0f, Float.NEGATIVE_INFINITY}) {
                System.out.println(a + " ? " + b + " : " + cmp(a, b) + " compare=" + Float.compare(a, b)
                    + " equals=" + Float.valueOf(a).equals(b));
            }
        }
        float nz = -0.0f;
        System.out.println("-0.0f == 0.0f: " + (nz == 0.0f));
        System.out.println("1/-0.0f = " + (1 / nz) + ", 1/0.0f = " + (1 / 0.0f));
        System.out.println("0.0f - 0.0f = " + (0.0f - 0.0f) + ", -0.0f - 0.0f = " + (nz - 0.0f) + ", -0.0f + 0.0f = " + (nz + 0.0f)
            + ", -0.0f * -1 = " + (nz * -1) + ", 0.0f * -1 = " + (0.0f * -1));
        System.out.println("0/0 = " + (0.0f / 0.0f) + ", inf-inf = " + (Float.POSITIVE_INFINITY - Float.POSITIVE_INFINITY)
            + ", inf*0 = " + (Float.POSITIVE_INFINITY * 0));
        System.out.println("NaN bits " + bits(0.0f / 0.0f) + " canonical " + Integer.toHexString(Float.floatToIntBits(Float.intBitsToFloat(0x7fc12345))));
        // float remainder keeps the sign of the dividend
        float[][] rems = {{5.5f, 2f}, {-5.5f, 2f}, {5.5f, -2f}, {-5.5f, -2f}, {1f, 0f}, {0f, 1f}, {-0.0f, 1f},
            {Float.POSITIVE_INFINITY, 2f}, {2f, Float.POSITIVE_INFINITY}, {1e20f, 3f}, {0.7f, 0.1f}};
        for (float[] r : rems) {
            System.out.println(r[0] + " % " + r[1] + " = " + (r[0] % r[1]) + " IEEEremainder=" + Math.IEEEremainder(r[0], r[1]));
        }
        // accumulation and rounding to float precision
        float sum = 0f;
        for (int i = 0; i < 1000; i++) sum += 0.1f;
        System.out.println("sum of 1000 x 0.1f = " + sum);
        float big = 16777216f;
        System.out.println("16777216f + 1f = " + (big + 1f) + ", + 2f = " + (big + 2f));
        float f = 1.1f;
        double d = f;
        System.out.println("1.1f as double = " + d + ", float*float=" + (f * f) + ", mixed=" + (f * 1.1));
        float acc = 1f;
        for (int i = 0; i < 40; i++) {
            acc = acc * 3.7f - acc / 2.3f + 0.01f;
            if (i % 5 == 0) System.out.println("acc[" + i + "]=" + acc);
        }
        System.out.println("acc=" + acc);
        float under = Float.MIN_VALUE;
        System.out.println("MIN_VALUE/2=" + (under / 2) + " MIN_VALUE*0.5=" + (under * 0.5f) + " MAX*2=" + (Float.MAX_VALUE * 2));
        float x = 10;
        x %= 3;
        x += 0.25;
        x++;
        System.out.println("compound x=" + x);
        System.out.println("Float.sum/max/min=" + Float.sum(1.5f, 2.25f) + " " + Float.max(-0.0f, 0.0f) + " " + Float.min(-0.0f, 0.0f));
        System.out.println("hashCodes " + Float.hashCode(1.5f) + " " + Float.valueOf(-0.0f).hashCode() + " " + Float.hashCode(NAN));
        System.out.println("ulp(1)=" + Math.ulp(1f) + " nextUp(1)=" + Math.nextUp(1f) + " nextDown(0)=" + Math.nextDown(0f));
        System.out.println("getExponent=" + Math.getExponent(1000f) + " scalb=" + Math.scalb(1.5f, 10) + " copySign=" + Math.copySign(3f, -0.0f));
    }
}
