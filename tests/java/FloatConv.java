// Conversions between floating point and integral types: saturation, NaN -> 0, rounding.
public class FloatConv {
    static double[] DS = {0.0, -0.0, 0.4, 0.5, 0.6, -0.5, -1.5, 2.5, 1e9, 2147483647.0, 2147483647.5, 2147483648.0,
        -2147483648.0, -2147483648.9, -2147483649.0, 1e10, -1e10, 9.2233720368547758E18, 9.3e18, -9.3e18, 1e19,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_VALUE, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.NaN, 65535.9, 65536.0, -32768.7, 127.9, 128.0, -129.0, 1.0e-300, 4503599627370497.5};
    static float[] FS = {0.0f, -0.0f, 0.5f, -0.5f, 1.99f, -1.99f, 2.1474836E9f, 2.1474839E9f, -2.1474839E9f,
        9.223372E18f, 9.223373E18f, -9.3E18f, Float.MAX_VALUE, Float.MIN_VALUE, Float.POSITIVE_INFINITY,
        Float.NEGATIVE_INFINITY, Float.NaN, 16777217f, 33554435f};
    static long[] LS = {0, 1, -1, 16777216, 16777217, 16777219, 9007199254740993L, 9007199254740995L,
        Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, 0x7fffffbfffffffffL, 123456789012345678L};

    public static void main(String[] args) {
        for (double d : DS) {
            int i = (int) d;
            long l = (long) d;
            float f = (float) d;
            short s = (short) d; // d2i then i2s
            byte b = (byte) d;
            char c = (char) d;
            System.out.println(d + ": d2i=" + i + " d2l=" + l + " d2f=" + f + " s=" + s + " b=" + b + " c=" + (int) c
                + " round=" + Math.round(d) + " roundf=" + Math.round((float) d));
        }
        for (float f : FS) {
            int i = (int) f;
            long l = (long) f;
            double d = f;
            System.out.println(f + ": f2i=" + i + " f2l=" + l + " f2d=" + d + " round=" + Math.round(f) + " (byte)=" + (byte) f
                + " (char)=" + (int) (char) f);
        }
        for (long l : LS) {
            float f = l;
            double d = l;
            System.out.println(l + ": l2f=" + f + " l2d=" + d + " back=" + (long) f + " " + (long) d);
        }
        for (int i : new int[] {0, 1, -1, 16777216, 16777217, 16777219, 2147483647, -2147483648, 123456789, 0x7ffffff0}) {
            float f = i;
            double d = i;
            System.out.println(i + ": i2f=" + f + " i2d=" + d + " back=" + (int) f + " " + (int) d);
        }
        // char and byte promotions
        char ch = '\uffff';
        byte by = (byte) 0xff;
        short sh = (short) 0x8000;
        System.out.println("char ffff as int " + (int) ch + ", +1 " + (ch + 1) + ", as float " + (float) ch);
        System.out.println("byte ff as int " + by + ", as char " + (int) (char) by + ", & 0xff " + (by & 0xff) + ", >>> 4 " + (by >>> 4) + ", (byte)(by>>>4) " + (byte) (by >>> 4));
        System.out.println("short 8000 as int " + sh + ", as char " + (int) (char) sh);
        // double -> float rounding
        double[] round = {0.1, 1.0000000596046448, 1.0000000596046449, 3.4028235677973366E38, 3.4028236E38, 1e-46, 7e-46, 1.401298464324817E-45};
        for (double d : round) {
            System.out.println(d + " -> " + (float) d + " bits " + Integer.toHexString(Float.floatToIntBits((float) d)));
        }
        // implicit conversions in expressions
        int big = 1 << 24;
        System.out.println("int+float " + (big + 1 + 0.0f) + " int+double " + (big + 1 + 0.0) + " long*float " + (3L * 0.1f));
        System.out.println("char+int " + ('a' + 1) + " char+char " + ('a' + 'b') + " (char)('a'+1) " + (char) ('a' + 1));
        System.out.println("ternary int/char " + (true ? 'x' : 0) + " " + (false ? 1 : 'y') + " int var " + (true ? 'x' : big));
        System.out.println("ternary Integer/double " + (true ? Integer.valueOf(7) : 2.0));
        long ln = 1L << 53;
        System.out.println("long compare with double " + (ln + 1 == (double) (ln + 1)) + " " + ((double) (ln + 1) == (double) ln));
        System.out.println("Double.intValue etc " + Double.valueOf(-3.99).intValue() + " " + Double.valueOf(1e20).longValue()
            + " " + Float.valueOf(300.7f).byteValue() + " " + Double.valueOf(70000.5).shortValue());
    }
}
