// Float.toString and Double.toString of many values (shortest repr, exponent form, specials).
public class FloatPrint {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, 10.0, 100.0, 1000.0, 1e6, 1e7 - 1, 1e7, 1.0E7 + 0.5, 12345678.9, 1e-3, 0.001 - 1e-18,
            1e-4, 0.1, 0.2, 0.3, 0.7, 1.1, 2.0 / 3, 1.0 / 3, 100.0 / 3, Math.PI, Math.E, 1e21, 1e22, 1e23, 123e300,
            5e-324, 1e-323, 2.2250738585072014E-308, 2.225073858507201E-308, Double.MAX_VALUE, 4.35, 0.5, 0.25, 0.125,
            1.0E-5, 9.999999999999999E-4, 3.0E10, 2.5E-8, -1234.5678, 1.7976931348623157E308 / 3, 2e-322, 1.23456789012345678,
            Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 0.3 + 0.6, 1.005, 299792458.0, 6.02214076e23,
            1.602176634e-19, 9007199254740993.0, 18014398509481985.0, 4.9e-324 * 3, 100.5, 1e15, 1e16, 1e17};
        for (double d : ds) {
            System.out.println(d + " | " + (-d) + " | " + Double.toString(d * 7) + " | " + String.valueOf(d / 10));
        }
        float[] fs = {0.0f, -0.0f, 1.0f, 0.1f, 0.2f, 0.3f, 1.1f, 3.3f, 1f / 3, 2f / 3, (float) Math.PI, 1e7f, 9999999f,
            1.0E-3f, 1.0E-4f, 1e10f, 1e38f, 3.4028235E38f, 1.4E-45f, 1.17549435E-38f, 16777216f, 16777218f, 123456.789f,
            0.001f, 1.0e-5f, 8.589973E9f, 2.0E-44f, 5.0E-45f, Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY,
            100.5f, 33.33f, 4.35f, 1.0e-10f};
        for (float f : fs) {
            System.out.println(f + " | " + (-f) + " | " + Float.toString(f * 3) + " | " + String.valueOf(f / 7) + " | " + (double) f);
        }
        // a deterministic pseudo-random walk over bit patterns
        long seed = 12345;
        for (int i = 0; i < 60; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            double d = Double.longBitsToDouble(seed);
            float f = Float.intBitsToFloat((int) (seed >>> 32));
            System.out.println(i + ": " + d + " " + f);
        }
        // powers of ten and two
        StringBuilder sb = new StringBuilder();
        double p = 1;
        for (int i = 0; i < 25; i++) {
            sb.append(p).append(' ');
            p *= 10;
        }
        System.out.println(sb);
        sb.setLength(0);
        p = 1;
        for (int i = 0; i < 25; i++) {
            sb.append(p).append(' ');
            p /= 10;
        }
        System.out.println(sb);
        sb.setLength(0);
        float fp = 1;
        for (int i = 0; i < 40; i++) {
            sb.append(fp).append(' ');
            fp *= 8;
        }
        System.out.println(sb);
        // parsing round trip
        String[] strs = {"0", "-0", "1.5", "  2.5  ", "1e10", "1E-10", "0x1p3", "0x1.8p-1", "Infinity", "-Infinity", "NaN",
            "1.7976931348623159E308", "4.9e-325", "123456789012345678901234567890", ".5", "5.", "1_0", "abc", "", "1d", "2.5f"};
        for (String s : strs) {
            try {
                double d = Double.parseDouble(s);
                float f = Float.parseFloat(s);
                System.out.println("parse '" + s + "' -> " + d + " / " + f);
            } catch (NumberFormatException e) {
                System.out.println("parse '" + s + "' -> " + e.getMessage());
            }
        }
        System.out.println(Double.toHexString(1.0) + " " + Double.toHexString(-0.1) + " " + Double.toHexString(Double.MIN_VALUE)
            + " " + Float.toHexString(3.5f));
    }
}
