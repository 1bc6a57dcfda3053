import java.util.*;
import java.util.function.*;

// StrictMath (fdlibm semantics, bit-exact) over a grid of inputs including NaN, infinities, signed zeros, subnormals
// and huge values, printed with Double.toString; java.lang.Math versions printed with 12 significant digits
// (Math may differ from StrictMath by an ulp). A checksum of raw bits summarizes each StrictMath function.
public class NumbersStrictMath {
    static final double[] XS = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, 1e-310, Double.MIN_NORMAL, 1e-300, 1e-20, 1e-8, 1e-5, 0.001, 0.1, 0.25, 0.5,
        0.7853981633974483, 0.9999999999999999, 1.0, 1.0000000000000002, 1.5, 2.0, Math.E, 3.0, Math.PI, 4.0, 10.0, 22.0, 100.0, 709.782712893384, 710.0,
        1e10, 1e22, 1e300, Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NaN,
        -1e-20, -0.1, -0.5, -1.0, -1.5, -2.0, -Math.PI, -10.0, -745.1332191019411, -746.0, -1e300, Double.NEGATIVE_INFINITY
    };

    static String math(double d) {
        if (Double.isNaN(d) || Double.isInfinite(d) || d == 0) return String.valueOf(d);
        return String.format("%.12g", d);
    }

    public static void main(String[] args) {
        Map<String, DoubleUnaryOperator> strict = new LinkedHashMap<>();
        strict.put("sin", StrictMath::sin);
        strict.put("cos", StrictMath::cos);
        strict.put("tan", StrictMath::tan);
        strict.put("asin", StrictMath::asin);
        strict.put("acos", StrictMath::acos);
        strict.put("atan", StrictMath::atan);
        strict.put("exp", StrictMath::exp);
        strict.put("log", StrictMath::log);
        strict.put("log10", StrictMath::log10);
        strict.put("log1p", StrictMath::log1p);
        strict.put("expm1", StrictMath::expm1);
        strict.put("sinh", StrictMath::sinh);
        strict.put("cosh", StrictMath::cosh);
        strict.put("tanh", StrictMath::tanh);
        strict.put("cbrt", StrictMath::cbrt);
        strict.put("sqrt", StrictMath::sqrt);
        Map<String, DoubleUnaryOperator> lax = new LinkedHashMap<>();
        lax.put("sin", Math::sin);
        lax.put("cos", Math::cos);
        lax.put("tan", Math::tan);
        lax.put("asin", Math::asin);
        lax.put("acos", Math::acos);
        lax.put("atan", Math::atan);
        lax.put("exp", Math::exp);
        lax.put("log", Math::log);
        lax.put("log10", Math::log10);
        lax.put("log1p", Math::log1p);
        lax.put("expm1", Math::expm1);
        lax.put("sinh", Math::sinh);
        lax.put("cosh", Math::cosh);
        lax.put("tanh", Math::tanh);
        lax.put("cbrt", Math::cbrt);
        lax.put("sqrt", Math::sqrt);
        for (Map.Entry<String, DoubleUnaryOperator> e : strict.entrySet()) {
            StringBuilder sb = new StringBuilder("StrictMath." + e.getKey() + ":");
            long checksum = 0;
            for (double x : XS) {
                double r = e.getValue().applyAsDouble(x);
                sb.append(' ').append(r);
                checksum = checksum * 31 + Double.doubleToLongBits(r);
            }
            System.out.println(sb);
            System.out.println("  checksum " + Long.toHexString(checksum));
        }
        for (Map.Entry<String, DoubleUnaryOperator> e : lax.entrySet()) {
            StringBuilder sb = new StringBuilder("Math." + e.getKey() + ":");
            for (double x : XS) sb.append(' ').append(math(e.getValue().applyAsDouble(x)));
            System.out.println(sb);
        }
        // sqrt is correctly rounded in both classes
        StringBuilder sq = new StringBuilder("Math.sqrt exact:");
        for (double x : XS) sq.append(' ').append(Math.sqrt(x));
        System.out.println(sq);

        double[] ys = {0.0, -0.0, 0.5, 1.0, -1.0, 2.0, 3.0, -3.0, 0.3333333333333333, 10.0, 1e300, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN};
        String[] names = {"atan2", "hypot", "pow", "IEEEremainder"};
        DoubleBinaryOperator[] sops = {StrictMath::atan2, StrictMath::hypot, StrictMath::pow, StrictMath::IEEEremainder};
        DoubleBinaryOperator[] mops = {Math::atan2, Math::hypot, Math::pow, Math::IEEEremainder};
        double[] xs2 = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 10.0, -8.0, 1e-300, 1e300, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN, 1.0000000000000002};
        for (int k = 0; k < names.length; k++) {
            long checksum = 0;
            for (double x : xs2) {
                StringBuilder sb = new StringBuilder("StrictMath." + names[k] + "(" + x + ", y):");
                StringBuilder mb = new StringBuilder("  Math:");
                for (double y : ys) {
                    double r = sops[k].applyAsDouble(x, y);
                    sb.append(' ').append(r);
                    mb.append(' ').append(math(mops[k].applyAsDouble(x, y)));
                    checksum = checksum * 31 + Double.doubleToLongBits(r);
                }
                System.out.println(sb);
                System.out.println(mb);
            }
            System.out.println("checksum " + names[k] + " " + Long.toHexString(checksum));
        }
        // a denser sweep, reported only as checksums
        for (Map.Entry<String, DoubleUnaryOperator> e : strict.entrySet()) {
            long checksum = 0;
            for (int i = -2000; i <= 2000; i++) {
                double x = i * 0.00731 + (i % 7) * 1e-9;
                if (e.getKey().equals("exp") || e.getKey().equals("sinh") || e.getKey().equals("cosh") || e.getKey().equals("expm1")) x *= 50;
                checksum = checksum * 31 + Double.doubleToLongBits(e.getValue().applyAsDouble(x));
            }
            System.out.println("sweep " + e.getKey() + " " + Long.toHexString(checksum));
        }
        long pc = 0;
        for (int i = 1; i <= 300; i++) pc = pc * 31 + Double.doubleToLongBits(StrictMath.pow(1.0 + i / 997.0, i * 0.77 - 100));
        System.out.println("sweep pow " + Long.toHexString(pc));
        System.out.println("large trig arguments: sin(1e22) " + StrictMath.sin(1e22) + " cos(1e22) " + StrictMath.cos(1e22) + " tan(1e300) " + StrictMath.tan(1e300)
            + " sin(2^1000) " + StrictMath.sin(Math.scalb(1.0, 1000)) + " sin(MAX) " + StrictMath.sin(Double.MAX_VALUE));
        System.out.println("float overloads: Math.abs(-2.5f) " + Math.abs(-2.5f) + " sqrt(2f) " + (float) StrictMath.sqrt(2f) + " toRadians(180) " + StrictMath.toRadians(180) + " toDegrees(PI) " + StrictMath.toDegrees(Math.PI)
            + " exact toRadians(30) " + Math.toRadians(30) + " toDegrees(1) " + Math.toDegrees(1));
    }
}
