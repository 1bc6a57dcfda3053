// double arithmetic: NaN and infinity comparisons (dcmpl/dcmpg), -0.0, remainder, precision.
public class DoubleArith {
    static double[] VALUES = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 1.0 / 3, 2.5, -2.5, 1e100, -1e-100, 1e308,
        Double.MIN_VALUE, Double.MIN_NORMAL, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.NaN, 9007199254740992.0, 9007199254740993.0, Math.PI, Math.E};

    static String cmp(double a, double b) {
        return (a < b ? "<" : "") + (a <= b ? "<=" : "") + (a > b ? ">" : "") + (a >= b ? ">=" : "")
            + (a == b ? "==" : "") + (a != b ? "!=" : "") + (!(a < b) ? "!<" : "") + (!(a >= b) ? "!>=" : "");
    }

    static boolean lessNaNSafe(double a, double b) {
        if (a < b) return true;
        return false;
    }

    public static void main(String[] args) {
        for (double a : VALUES) {
            System.out.println(a + " [" + Long.toHexString(Double.doubleToRawLongBits(a)) + "] neg=" + (-a) + " +0.1=" + (a + 0.1)
                + " *3=" + (a * 3) + " /7=" + (a / 7) + " %1.5=" + (a % 1.5) + " 1/x=" + (1 / a) + " sq=" + (a * a)
                + " sqrt=" + Math.sqrt(a) + " floor=" + Math.floor(a) + " ceil=" + Math.ceil(a) + " rint=" + Math.rint(a)
                + " round=" + Math.round(a));
        }
        double[] cs = {1, Double.NaN, -0.0, 0.0, Double.NEGATIVE_INFINITY};
        for (double a : cs) {
            for (double b : cs) {
                System.out.println(a + " ? " + b + " : " + cmp(a, b) + " compare=" + Double.compare(a, b)
                    + " equals=" + Double.valueOf(a).equals(b) + " lt=" + lessNaNSafe(a, b));
            }
        }
        System.out.println("0.1+0.2=" + (0.1 + 0.2) + " ==0.3? " + (0.1 + 0.2 == 0.3));
        System.out.println("1-0.9=" + (1 - 0.9));
        System.out.println("-0.0 == 0.0: " + (-0.0 == 0.0) + ", 1/-0.0=" + (1 / -0.0) + ", -0.0+0.0=" + (-0.0 + 0.0) + ", 0.0*-5=" + (0.0 * -5));
        double nan = 0.0 / 0.0;
        System.out.println("nan == nan: " + (nan == nan) + ", nan != nan: " + (nan != nan) + ", Double.isNaN: " + Double.isNaN(nan));
        double[][] rems = {{5.5, 2}, {-5.5, 2}, {5.5, -2}, {-5.5, -2}, {1, 0}, {-0.0, 3}, {1e300, 7}, {Double.POSITIVE_INFINITY, 1}, {3, Double.NEGATIVE_INFINITY}, {0.3, 0.1}};
        for (double[] r : rems) {
            System.out.println(r[0] + " % " + r[1] + " = " + (r[0] % r[1]));
        }
        double h = 0;
        for (int i = 1; i <= 10000; i++) h += 1.0 / i;
        System.out.println("H(10000)=" + h);
        double p = 1;
        for (int i = 0; i < 1100; i++) {
            p *= 2;
            if (i % 100 == 99) System.out.println("2^" + (i + 1) + "=" + p);
        }
        double q = 1;
        for (int i = 0; i < 1100; i++) {
            q /= 2;
            if (i % 100 == 99 || i > 1070 && i % 3 == 0) System.out.println("2^-" + (i + 1) + "=" + q);
        }
        // Kahan summation vs naive
        double naive = 0, kahan = 0, comp = 0;
        for (int i = 0; i < 100000; i++) {
            double v = 1.0 / (i + 1) / (i + 1);
            naive += v;
            double y = v - comp;
            double t = kahan + y;
            comp = (t - kahan) - y;
            kahan = t;
        }
        System.out.println("naive=" + naive + " kahan=" + kahan);
        double dd = 7;
        dd /= 2;
        dd -= 0.25f;
        dd *= -1;
        dd %= 2;
        System.out.println("compound dd=" + dd);
        System.out.println("Double.sum/max/min " + Double.sum(0.1, 0.2) + " " + Double.max(-0.0, 0.0) + " " + Double.min(-0.0, 0.0)
            + " " + Double.max(Double.NaN, 1));
        System.out.println("hashCodes " + Double.hashCode(1.5) + " " + Double.valueOf(-0.0).hashCode() + " " + Double.hashCode(Double.NaN) + " " + Double.hashCode(Math.PI));
        System.out.println("ulp(1)=" + Math.ulp(1.0) + " nextUp(1)=" + Math.nextUp(1.0) + " nextAfter=" + Math.nextAfter(1.0, 0.0)
            + " getExponent(1e300)=" + Math.getExponent(1e300) + " scalb=" + Math.scalb(1.0, -1074) + " fma=" + Math.fma(0.1, 10, -1));
        System.out.println("longBitsToDouble=" + Double.longBitsToDouble(0x7ff0000000000001L) + " " + Double.longBitsToDouble(0x3ff8000000000000L)
            + " raw NaN " + Long.toHexString(Double.doubleToLongBits(Double.longBitsToDouble(0x7ff0000000000123L))));
    }
}
