// Inputs and results for the Math intrinsics sweep (tests/math/sweep.sh).
//
//   java Sweep run FUNC N OUT      writes Math.FUNC of the first N inputs to OUT
//                                  (8 bytes each, the raw bits of the result)
//   java Sweep compare FUNC N A B  counts bit-for-bit agreements of two result
//                                  files and prints the first mismatches
//
// The inputs are a pure function of (FUNC, index): a splitmix64 stream turned
// into doubles with integer operations, exact arithmetic and StrictMath (which
// Rivet computes bit for bit as HotSpot does), so both VMs see the same
// arguments. Each index picks one of the categories below, drawn from the
// ranges where HotSpot's stubs (src/hotspot/cpu/x86/macroAssembler_x86_*.cpp)
// change path, plus uniformly random bit patterns.
import java.io.*;

public class Sweep {
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** A small deterministic generator for one input. */
    static final class Rng {
        long s;
        Rng(long seed) { s = seed; }
        long next() { s += 0x9e3779b97f4a7c15L; return mix(s); }
        int below(int n) { return (int) Long.remainderUnsigned(next(), n); }
        int range(int lo, int hi) { return lo + below(hi - lo + 1); }
        /** Uniform in [0, 1), 53 bits. */
        double unit() { return (next() >>> 11) * 0x1.0p-53; }
        double sym(double a) { return (unit() * 2 - 1) * a; }
        double bits() { return Double.longBitsToDouble(next()); }
        /** Random sign and mantissa, binary exponent in [lo, hi]. */
        double expo(int lo, int hi) {
            long m = next() & 0xfffffffffffffL;
            int e = range(lo, hi);
            double v = e >= -1022 ? Double.longBitsToDouble((long) (e + 1023) << 52 | m)
                                  : Double.longBitsToDouble(m >>> (-1022 - e)); // subnormal
            return (next() & 1) == 0 ? v : -v;
        }
        /** v moved by up to k ulps. */
        double near(double v, int k) { return Double.longBitsToDouble(Double.doubleToRawLongBits(v) + range(-k, k)); }
    }

    /** |v| by clearing the sign bit. (Not Math.abs: HotSpot's intrinsic clears the
     *  sign of a NaN too, Rivet runs the Java code, which returns a NaN as it is.) */
    static double abs(double v) { return Double.longBitsToDouble(Double.doubleToRawLongBits(v) & Long.MAX_VALUE); }

    static final double[] SPECIAL = {
        0.0, -0.0, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MIN_NORMAL, -Double.MIN_NORMAL, 0x1.fffffffffffffp-1023,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN,
        Double.longBitsToDouble(0x7ff0000000000001L), Double.longBitsToDouble(0xfff8000000000005L),
        1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, 1.0000000000000002, 0.9999999999999999, -1.0000000000000002,
        0x1p52, 0x1p53, -0x1p52, -0x1p53, 0x1p51 + 0.5, 0x1p52 + 1, -(0x1p52 + 1), 1e300, -1e300, 1e-300, -1e-300,
        Math.PI, Math.E, 709.782712893384, -745.1332191019411, 1024.0, -1075.0, 0x1p-1074 * 3,
    };

    static double x(String f, long i, Rng r) {
        switch (f) {
            case "exp": switch ((int) (i % 8)) {
                case 0: return r.bits();
                case 1: return r.sym(750);
                case 2: return r.expo(-60, 0);
                case 3: return 709.78 + r.sym(0.01);             // overflow threshold
                case 4: return -708.4 - r.unit() * 36.8;        // subnormal results
                case 5: return -619.0 - r.unit() * 130;         // the two-step scaling path (n < -894)
                case 6: return r.expo(-56, -52);                // the 2^-54 threshold
                default: return SPECIAL[r.below(SPECIAL.length)];
            }
            case "log": case "log10": switch ((int) (i % 8)) {
                case 0: return r.bits();
                case 1: return abs(r.bits());
                case 2: return 1 + r.sym(1) * Math.scalb(1.0, -r.below(53)); // near 1
                case 3: return abs(r.expo(-1074, -1023));               // subnormal
                case 4: { double p = 1; int k = r.below(23); for (int j = 0; j < k; j++) p *= 10; return r.near(p, 2); }
                case 5: return r.unit() * 100;
                case 6: return r.near(Math.scalb(1.0, r.range(-1074, 1023)), 3); // powers of two
                default: return SPECIAL[r.below(SPECIAL.length)];
            }
            default: // sin, cos, tan
                switch ((int) (i % 10)) {
                    case 0: return r.bits();
                    case 1: return r.sym(10);
                    case 2: return r.near(Math.PI / 2 * r.range(-1000000, 1000000), 16); // near multiples of pi/2
                    case 3: return r.expo(-60, 0);
                    case 4: return r.expo(-260, -240);                                 // the 2^-252 threshold
                    case 5: return r.expo(17, 1023);                                   // Payne-Hanek reduction
                    case 6: return r.near(90112.0, 1 << 20);                           // end of the main path
                    case 7: return r.near(Math.PI / 2 * (double) (r.next() >>> r.range(12, 60)), 64);
                    case 8: return f.equals("tan") ? (r.below(2) == 0 ? r.expo(-32, -27) : r.near(r.below(2) == 0 ? 0.1 : 12800.0, 1 << 16))
                                                   : r.expo(-1030, -1000);
                    default: return SPECIAL[r.below(SPECIAL.length)];
                }
        }
    }

    /** pow's arguments: x in [0], y in [1]. */
    static void xy(long i, Rng r, double[] a) {
        double x, y;
        switch ((int) (i % 12)) {
            case 0: x = r.bits(); y = r.bits(); break;
            case 1: x = abs(r.expo(-1074, 1023)); y = r.sym(50); break;
            case 2: x = 1 + r.sym(1) * Math.scalb(1.0, -r.range(4, 52)); y = r.expo(10, 62); break; // near 1, large y
            case 3: { // results near the overflow and underflow thresholds
                x = abs(r.expo(-40, 40));
                double t = new double[] {1024, -1022, -1074, -1075, 1023.99}[r.below(5)];
                double l2 = StrictMath.log(x) / StrictMath.log(2);
                y = t / l2 * (1 + r.sym(1e-6));
                if (l2 == 0) y = 3;
                break;
            }
            case 4: x = -abs(r.expo(-30, 30)); y = r.range(-400, 400); break; // negative x, integer y
            case 5: x = -abs(r.expo(-1074, 1023)); y = (r.next() >>> 11) * (r.below(2) == 0 ? 1.0 : 0.5) * (r.below(2) == 0 ? 1 : -1); break;
            case 6: x = SPECIAL[r.below(SPECIAL.length)]; y = SPECIAL[r.below(SPECIAL.length)]; break;
            case 7: x = abs(r.bits()); y = r.expo(-80, -30); break; // y*log2(x) tiny
            case 8: x = r.expo(-1074, -1023); y = r.sym(2); break;        // subnormal x
            case 9: x = r.sym(10); y = r.range(-30, 30); break;
            case 10: x = r.sym(100); y = r.near(new double[] {2.0, 0.5, -0.5, 1.0, -1.0, 3.0}[r.below(6)], 1); break;
            default: x = r.unit() * 4; y = r.sym(300); break;
        }
        a[0] = x;
        a[1] = y;
    }

    static Rng rng(String f, long i) { return new Rng(mix(f.hashCode() * 0x9e3779b97f4a7c15L + i)); }

    static double eval(String f, double x, double y) {
        switch (f) {
            case "exp": return Math.exp(x);
            case "log": return Math.log(x);
            case "log10": return Math.log10(x);
            case "sin": return Math.sin(x);
            case "cos": return Math.cos(x);
            case "tan": return Math.tan(x);
            case "pow": return Math.pow(x, y);
            default: throw new IllegalArgumentException(f);
        }
    }

    static void input(String f, long i, double[] a) {
        Rng r = rng(f, i);
        if (f.equals("pow")) xy(i, r, a);
        else { a[0] = x(f, i, r); a[1] = 0; }
    }

    public static void main(String[] args) throws IOException {
        String f = args[1];
        long n = Long.parseLong(args[2]);
        double[] a = new double[2];
        if (args[0].equals("run")) {
            try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(new FileOutputStream(args[3]), 1 << 16))) {
                for (long i = 0; i < n; i++) {
                    input(f, i, a);
                    out.writeLong(Double.doubleToRawLongBits(eval(f, a[0], a[1])));
                }
            }
            return;
        }
        long same = 0, shown = 0;
        try (DataInputStream ha = new DataInputStream(new BufferedInputStream(new FileInputStream(args[3]), 1 << 16));
             DataInputStream hb = new DataInputStream(new BufferedInputStream(new FileInputStream(args[4]), 1 << 16))) {
            for (long i = 0; i < n; i++) {
                long ra = ha.readLong(), rb = hb.readLong();
                if (ra == rb) { same++; continue; }
                if (shown++ < 5) {
                    input(f, i, a);
                    System.out.printf("  mismatch %s(%s%s): hotspot %s (%016x), rivet %s (%016x)%n", f, Double.toHexString(a[0]),
                        f.equals("pow") ? ", " + Double.toHexString(a[1]) : "", Double.longBitsToDouble(ra), ra,
                        Double.longBitsToDouble(rb), rb);
                }
            }
        }
        System.out.printf("%-6s %9d inputs %9d agree  %.6f%%%n", f, n, same, 100.0 * same / n);
    }
}
