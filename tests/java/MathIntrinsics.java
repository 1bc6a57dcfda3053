// Math.exp, log, log10, pow, sin, cos and tan give HotSpot's x86_64 results bit
// for bit (its Intel LIBM stubs, not StrictMath's fdlibm): special values with
// their raw bits, pow's special cases from its javadoc, values near the
// thresholds where the stubs change path, and 20000 pseudo-random arguments per
// function folded into one hash per kind of argument. tests/math/sweep.sh runs
// a million per function.
public class MathIntrinsics {
    static String bits(double d) { return d + "/" + Long.toHexString(Double.doubleToRawLongBits(d)); }

    static double exp(double x) { return Math.exp(x); }

    // A deterministic generator (splitmix64); doubles are made from bits, so both VMs see the same arguments.
    static long state = 0x1234567887654321L;

    static long next() {
        long z = (state += 0x9e3779b97f4a7c15L);
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static double unit() { return (next() >>> 11) * 0x1.0p-53; }

    static double bitsRandom() { return Double.longBitsToDouble(next()); }

    /** Random sign and mantissa, binary exponent in [lo, hi] (subnormal below -1022). */
    static double expo(int lo, int hi) {
        long m = next() & 0xfffffffffffffL;
        int e = lo + (int) Long.remainderUnsigned(next(), hi - lo + 1);
        double v = e >= -1022 ? Double.longBitsToDouble((long) (e + 1023) << 52 | m) : Double.longBitsToDouble(m >>> (-1022 - e));
        return (next() & 1) == 0 ? v : -v;
    }

    static double pos(double v) { return Double.longBitsToDouble(Double.doubleToRawLongBits(v) & Long.MAX_VALUE); }

    static double ulps(double v, int k) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(v) + (long) Long.remainderUnsigned(next(), 2 * k + 1) - k);
    }

    interface F { double at(double x); }

    static long h;

    static void fold(double r) { h = (h ^ Double.doubleToRawLongBits(r)) * 0x100000001b3L; }

    static void hash(String name, String kind, int n, java.util.function.DoubleSupplier arg, F f) {
        h = 0xcbf29ce484222325L;
        for (int i = 0; i < n; i++) fold(f.at(arg.getAsDouble()));
        System.out.println(name + " " + kind + " " + Long.toHexString(h));
    }

    static final double[] SPECIAL = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL, 0x1.fffffffffffffp-1023,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
        Double.longBitsToDouble(0x7ff0000000000001L), Double.longBitsToDouble(0xfff8000000000005L), 1.0, -1.0, 2.0, -2.0,
        0.5, -0.5, 1.0000000000000002, 0.9999999999999999, 1e-300, 1e300, 0x1p-54, 0x1p-55, 0x1p-29, 0x1p-252, 0x1p-253,
        0.1, 12800.0, 90112.0, 90111.99999999999, 709.782712893384, 709.7827128933841, -745.1332191019411,
        -745.1332191019412, -708.3964185322641, 1024.0, -1075.0, Math.PI, Math.PI / 2, -Math.PI / 2, Math.PI / 4,
        Math.E, 10.0, 1e22, 1e23, 0x1p1023, 0x1p-1022 * 3, 1e17, 1e300 * 3,
    };

    public static void main(String[] args) {
        System.out.println("exp(1)=" + Math.exp(1) + " StrictMath.exp(1)=" + StrictMath.exp(1));
        String[] names = {"exp", "log", "log10", "sin", "cos", "tan"};
        F[] fs = {Math::exp, Math::log, Math::log10, Math::sin, Math::cos, Math::tan};
        for (double x : SPECIAL) {
            StringBuilder sb = new StringBuilder(bits(x) + ":");
            for (int k = 0; k < fs.length; k++) sb.append(' ').append(names[k]).append('=').append(bits(fs[k].at(x)));
            System.out.println(sb);
        }
        // pow's special cases (its javadoc), and the pairs of special values
        double nan = Double.NaN, inf = Double.POSITIVE_INFINITY;
        double[][] pairs = {
            {3, 0.0}, {3, -0.0}, {nan, 0}, {2, 1}, {nan, 1}, {2, nan}, {nan, 2}, {1.5, inf}, {0.5, -inf}, {-1.5, inf},
            {0.5, inf}, {1.5, -inf}, {-0.5, -inf}, {1, inf}, {-1, inf}, {1, -inf}, {1, nan}, {0.0, 3}, {inf, -3},
            {0.0, -3}, {inf, 3}, {-0.0, 3}, {-0.0, 2}, {-0.0, 2.5}, {-inf, -3}, {-inf, -2}, {-inf, -0.5}, {-0.0, -3},
            {-0.0, -2}, {-0.0, -0.5}, {-inf, 3}, {-inf, 2}, {-inf, 0.5}, {-2, 2}, {-2, 3}, {-2, 0.5}, {-2, -3},
            {-8, 1.0 / 3}, {2, 0.5}, {-0.0, 0.5}, {-4, 0.5}, {4, 0.5}, {inf, 0.5}, {-inf, 0.5}, {3, 2}, {-3, 2},
            {2, 1024}, {2, -1074}, {2, -1075}, {-2, 1023}, {-2, -1075}, {10, 308}, {10, -323}, {10, 309}, {0.1, 3},
            {1.0000001, 1e10}, {0.9999999, 1e10}, {0.9999999, -1e12}, {-0.9999999, 1e10 + 1}, {2, 0x1p52 + 1},
            {-1.0000000000000002, 0x1p53}, {-1.0000000000000002, 0x1p52 + 1}, {-1.0000000000000002, 0x1p51 + 0.5},
            {7, 1e-20}, {1e300, 1e-300}, {Double.MIN_VALUE, 0.5}, {Double.MIN_VALUE, -0.01}, {-Double.MIN_VALUE, 3},
            {0x1p-1030, 1.5}, {-0.0, 0x1.fa1543f027d92p51}, {-inf, 0x1.fa1543f027d92p51}, {-0.0, -0x1.fa1543f027d92p51},
            {-1.0000000000000002, 0x1.fa1543f027d92p51}, {-0.0, 0x1p52 + 1}, {-inf, -(0x1p52 + 1)},
        };
        for (double[] p : pairs) System.out.println("pow(" + p[0] + "," + p[1] + ")=" + bits(Math.pow(p[0], p[1])));
        h = 0xcbf29ce484222325L;
        for (double x : SPECIAL) for (double y : SPECIAL) fold(Math.pow(x, y));
        System.out.println("pow special pairs " + Long.toHexString(h));

        int n = 2000;
        hash("exp", "bits", n, MathIntrinsics::bitsRandom, Math::exp);
        hash("exp", "range", n, () -> (unit() * 2 - 1) * 750, Math::exp);
        hash("exp", "small", n, () -> expo(-60, 0), Math::exp);
        hash("exp", "overflow", n, () -> 709.78 + (unit() - 0.5) * 0.02, Math::exp);
        hash("exp", "subnormal", n, () -> -708.4 - unit() * 36.8, Math::exp);
        hash("exp", "scaled", n, () -> -619 - unit() * 130, Math::exp);
        for (int k = 0; k < 2; k++) {
            F f = k == 0 ? Math::log : Math::log10;
            String name = k == 0 ? "log" : "log10";
            hash(name, "bits", n, MathIntrinsics::bitsRandom, f);
            hash(name, "positive", n, () -> pos(bitsRandom()), f);
            hash(name, "near1", n, () -> 1 + (unit() * 2 - 1) * Math.scalb(1.0, -(int) (unit() * 53)), f);
            hash(name, "subnormal", n, () -> pos(expo(-1074, -1023)), f);
            hash(name, "small", n, () -> unit() * 100, f);
        }
        F[] trig = {Math::sin, Math::cos, Math::tan};
        String[] tn = {"sin", "cos", "tan"};
        for (int k = 0; k < 3; k++) {
            hash(tn[k], "bits", n, MathIntrinsics::bitsRandom, trig[k]);
            hash(tn[k], "range", n, () -> (unit() * 2 - 1) * 10, trig[k]);
            hash(tn[k], "nearPi2", n, () -> ulps(Math.PI / 2 * (int) ((unit() * 2 - 1) * 1e6), 16), trig[k]);
            hash(tn[k], "small", n, () -> expo(-260, 0), trig[k]);
            hash(tn[k], "huge", n, () -> expo(17, 1023), trig[k]);
            hash(tn[k], "hugeNearPi2", n, () -> ulps(Math.PI / 2 * (double) (next() >>> (12 + (int) (unit() * 48))), 64), trig[k]);
        }
        double[] xy = new double[2];
        hash("pow", "bits", n, MathIntrinsics::bitsRandom, x -> Math.pow(x, bitsRandom()));
        hash("pow", "positive", n, () -> pos(expo(-1074, 1023)), x -> Math.pow(x, (unit() * 2 - 1) * 50));
        hash("pow", "near1", n, () -> 1 + (unit() * 2 - 1) * Math.scalb(1.0, -4 - (int) (unit() * 48)), x -> Math.pow(x, expo(10, 62)));
        hash("pow", "thresholds", n, () -> pos(expo(-40, 40)), x -> {
            double l2 = StrictMath.log(x) / StrictMath.log(2);
            double t = new double[] {1024, -1022, -1074, -1075}[(int) (unit() * 4)];
            return Math.pow(x, l2 == 0 ? 3 : t / l2 * (1 + (unit() - 0.5) * 2e-6));
        });
        hash("pow", "negative", n, () -> -pos(expo(-30, 30)), x -> Math.pow(x, (int) ((unit() * 2 - 1) * 400)));
        hash("pow", "tinyY", n, () -> pos(bitsRandom()), x -> Math.pow(x, expo(-80, -30)));
        hash("pow", "subnormalX", n, () -> expo(-1074, -1023), x -> Math.pow(x, (unit() * 2 - 1) * 2));
        hash("pow", "intY", n, () -> (unit() * 2 - 1) * 10, x -> Math.pow(x, (int) ((unit() * 2 - 1) * 30)));
        // abs(double) clears the sign bit, a NaN's included (HotSpot's intrinsic).
        for (long bits : new long[] {0xfff8000000000000L, 0xfff0000000000001L, 0x7ff8000000000000L, 0x8000000000000000L,
                                     0xbff0000000000000L, 0xfff0000000000000L})
            System.out.println("abs " + Long.toHexString(bits) + " -> "
                               + Long.toHexString(Double.doubleToRawLongBits(Math.abs(Double.longBitsToDouble(bits)))));
        hash("abs", "bits", n, MathIntrinsics::bitsRandom, Math::abs);
    }
}
