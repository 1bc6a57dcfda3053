// java.lang.Math: min/max/abs with NaN and -0.0, exact and transcendental functions.
public class MathFuncs {
    static String f(double d) {
        // transcendental results may differ in the last ulp between implementations: print 12 significant digits
        if (Double.isNaN(d) || Double.isInfinite(d)) return String.valueOf(d);
        return String.format("%.12g", d);
    }

    public static void main(String[] args) {
        double nan = Double.NaN;
        System.out.println("max(NaN,1)=" + Math.max(nan, 1) + " min(1,NaN)=" + Math.min(1, nan));
        System.out.println("max(-0.0,0.0)=" + Math.max(-0.0, 0.0) + " max(0.0,-0.0)=" + Math.max(0.0, -0.0)
            + " min(-0.0,0.0)=" + Math.min(-0.0, 0.0) + " min(0.0,-0.0)=" + Math.min(0.0, -0.0));
        System.out.println("maxf(-0f,0f)=" + Math.max(-0.0f, 0.0f) + " minf(0f,-0f)=" + Math.min(0.0f, -0.0f) + " maxf(NaN)=" + Math.max(Float.NaN, 3f));
        System.out.println("abs(-0.0)=" + Math.abs(-0.0) + " abs(-0f)=" + Math.abs(-0.0f) + " abs(NaN)=" + Math.abs(nan) + " abs(-inf)=" + Math.abs(Double.NEGATIVE_INFINITY));
        System.out.println("abs int " + Math.abs(-5) + " " + Math.abs(Integer.MIN_VALUE) + " long " + Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println("min/max int " + Math.min(-3, 7) + " " + Math.max(-3, 7) + " long " + Math.min(Long.MIN_VALUE, 0L) + " " + Math.max(1L << 40, 3L));
        int[][] fd = {{7, 2}, {-7, 2}, {7, -2}, {-7, -2}, {Integer.MIN_VALUE, -1}, {0, 3}, {-1, 5}, {5, -1}};
        for (int[] p : fd) {
            System.out.println("floorDiv(" + p[0] + "," + p[1] + ")=" + Math.floorDiv(p[0], p[1]) + " floorMod=" + Math.floorMod(p[0], p[1])
                + " long " + Math.floorDiv((long) p[0], (long) p[1]) + " " + Math.floorMod((long) p[0], (long) p[1]));
        }
        // exactly specified (correctly rounded) functions
        double[] xs = {0, -0.0, 1, 2, 3, 4, 10, 0.5, 1e-10, 1e300, 2.25, 1e-320, Double.MAX_VALUE, Double.POSITIVE_INFINITY, -1, nan};
        for (double x : xs) {
            System.out.println("x=" + x + " sqrt=" + Math.sqrt(x) + " floor=" + Math.floor(x) + " ceil=" + Math.ceil(x) + " rint=" + Math.rint(x)
                + " signum=" + Math.signum(x) + " abs=" + Math.abs(x) + " toDegrees(0)? " + (x == 0 ? Math.toDegrees(x) : 1.0));
        }
        double[] rs = {0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999999999999994, 4503599627370495.5, -0.0, 1e20, nan};
        for (double r : rs) {
            System.out.println("round(" + r + ")=" + Math.round(r) + " rint=" + Math.rint(r) + " floor=" + Math.floor(r) + " ceil=" + Math.ceil(r));
        }
        // pow special cases are exactly specified
        double[][] pw = {{2, 10}, {2, -2}, {0, 0}, {nan, 0}, {1, nan}, {-8, 1.0 / 3}, {-2, 3}, {-2, 2}, {0, -1}, {-0.0, -1},
            {-0.0, -2}, {Double.POSITIVE_INFINITY, -1}, {10, 308}, {10, 309}, {0.5, 1074}, {1.0000001, 1e9}, {-1, Double.POSITIVE_INFINITY}};
        for (double[] p : pw) {
            System.out.println("pow(" + p[0] + "," + p[1] + ")=" + f(Math.pow(p[0], p[1])));
        }
        // transcendental functions, printed with limited precision
        double[] ts = {0, 0.5, 1, -1, 2, Math.PI / 6, Math.PI / 4, Math.PI / 2, Math.PI, 10, 100, -7.25, 1e-5};
        for (double t : ts) {
            System.out.println("t=" + t + " sin=" + f(Math.sin(t)) + " cos=" + f(Math.cos(t)) + " tan=" + f(Math.tan(t))
                + " exp=" + f(Math.exp(t)) + " log=" + f(Math.log(t)) + " log10=" + f(Math.log10(t)) + " atan=" + f(Math.atan(t))
                + " cbrt=" + f(Math.cbrt(t)) + " sinh=" + f(Math.sinh(t)) + " tanh=" + f(Math.tanh(t)) + " expm1=" + f(Math.expm1(t))
                + " log1p=" + f(Math.log1p(t)));
        }
        System.out.println("asin(0.5)=" + f(Math.asin(0.5)) + " acos(0.5)=" + f(Math.acos(0.5)) + " asin(2)=" + Math.asin(2)
            + " atan2(1,1)=" + f(Math.atan2(1, 1)) + " atan2(-0.0,-1)=" + f(Math.atan2(-0.0, -1)) + " hypot(3,4)=" + Math.hypot(3, 4));
        System.out.println("log(0)=" + Math.log(0) + " log(-1)=" + Math.log(-1) + " exp(1000)=" + Math.exp(1000) + " exp(-1000)=" + Math.exp(-1000));
        System.out.println("sin(-0.0)=" + Math.sin(-0.0) + " tan(-0.0)=" + Math.tan(-0.0) + " sqrt(-0.0)=" + Math.sqrt(-0.0) + " cbrt(-8)=" + Math.cbrt(-8));
        System.out.println("StrictMath: sin(1)=" + StrictMath.sin(1) + " cos(1)=" + StrictMath.cos(1) + " exp(1)=" + StrictMath.exp(1)
            + " log(10)=" + StrictMath.log(10) + " pow(2,0.5)=" + StrictMath.pow(2, 0.5) + " atan(1)=" + StrictMath.atan(1));
        System.out.println("toRadians(180)=" + Math.toRadians(180) + " toDegrees(PI)=" + Math.toDegrees(Math.PI));
        // numeric integration with a fixed number of steps
        double area = 0;
        int n = 20000;
        for (int i = 0; i < n; i++) {
            double x = (i + 0.5) / n;
            area += 4 / (1 + x * x);
        }
        System.out.println("pi approx=" + f(area / n));
        System.out.println("clamp-ish " + Math.max(0, Math.min(10, 42)) + " " + Math.max(0, Math.min(10, -3)));
    }
}
