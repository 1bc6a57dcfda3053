// int arithmetic: overflow, division, remainder, shifts, narrowing conversions.
public class IntArith {
    static int[] VALUES = {0, 1, -1, 2, -2, 3, -3, 7, -7, 10, 100, -100, 127, 128, -128, -129,
        255, 256, 32767, 32768, -32768, -32769, 65535, 65536, 0x12345678, 0x7fffffff, 0x80000000,
        0x80000001, 0xfffffffe, 1 << 30, 123456789, -987654321};

    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }

    public static void main(String[] args) {
        System.out.println("MIN=" + Integer.MIN_VALUE + " MAX=" + Integer.MAX_VALUE);
        System.out.println("MAX+1=" + (Integer.MAX_VALUE + 1));
        System.out.println("MIN-1=" + (Integer.MIN_VALUE - 1));
        System.out.println("-MIN=" + (-Integer.MIN_VALUE));
        System.out.println("MIN/-1=" + div(Integer.MIN_VALUE, -1));
        System.out.println("MIN%-1=" + rem(Integer.MIN_VALUE, -1));
        System.out.println("MAX*MAX=" + (Integer.MAX_VALUE * Integer.MAX_VALUE));
        System.out.println("MIN*-1=" + (Integer.MIN_VALUE * -1));
        System.out.println("46341*46341=" + (46341 * 46341));
        System.out.println("abs(MIN)=" + Math.abs(Integer.MIN_VALUE));

        // division and remainder truncate towards zero
        int[] as = {7, -7, 7, -7, 0, 1, -1, 13, -13, Integer.MAX_VALUE, Integer.MIN_VALUE};
        int[] bs = {2, 2, -2, -2, 5, 3, 3, 4, -4, 2, 3};
        for (int i = 0; i < as.length; i++) {
            int a = as[i], b = bs[i];
            System.out.println(a + " / " + b + " = " + (a / b) + ", " + a + " % " + b + " = " + (a % b)
                + ", floorDiv=" + Math.floorDiv(a, b) + ", floorMod=" + Math.floorMod(a, b));
        }
        for (int a : new int[] {0, 1, -1, Integer.MIN_VALUE}) {
            try {
                System.out.println("div " + div(a, 0));
            } catch (ArithmeticException e) {
                System.out.println(a + "/0 -> " + e);
            }
            try {
                System.out.println("rem " + rem(a, 0));
            } catch (ArithmeticException e) {
                System.out.println(a + "%0 -> " + e.getMessage());
            }
        }
        try {
            System.out.println(Math.floorMod(5, 0));
        } catch (ArithmeticException e) {
            System.out.println("floorMod 0 -> " + e.getMessage());
        }

        // shifts: only the low 5 bits of the count are used
        int[] counts = {0, 1, 4, 31, 32, 33, 63, 64, -1, -31, -32, 100};
        for (int v : new int[] {1, -1, 0x80000000, 0x12345678, -123456}) {
            StringBuilder sb = new StringBuilder();
            for (int c : counts) {
                sb.append(c).append(':').append(v << c).append('/').append(v >> c).append('/').append(v >>> c).append(' ');
            }
            System.out.println(v + " -> " + sb);
        }

        // narrowing conversions i2b, i2c, i2s
        for (int v : VALUES) {
            byte b = (byte) v;
            short s = (short) v;
            char c = (char) v;
            System.out.println(v + " -> b=" + b + " s=" + s + " c=" + (int) c + " hex=" + Integer.toHexString(v)
                + " ~=" + (~v) + " neg=" + (-v) + " sq=" + (v * v) + " x3+1=" + (3 * v + 1));
        }

        // compound assignments with implicit narrowing
        byte bb = 100;
        bb += 100;
        System.out.println("byte 100+=100 -> " + bb);
        bb *= 3;
        System.out.println("byte *=3 -> " + bb);
        short ss = 30000;
        ss += 30000;
        System.out.println("short 30000+=30000 -> " + ss);
        char cc = 'A';
        cc += 2;
        cc++;
        System.out.println("char A+=2,++ -> " + cc);
        cc = 0;
        cc--;
        System.out.println("char 0-- -> " + (int) cc);
        int x = 5;
        x += 3.7;
        System.out.println("int 5+=3.7 -> " + x);
        x -= 10.9;
        System.out.println("int -=10.9 -> " + x);
        x = 10;
        x <<= 33;
        System.out.println("10<<=33 -> " + x);
        x >>>= 1;
        x ^= 0x55;
        x |= 0x100;
        x &= ~1;
        System.out.println("bitops -> " + x);

        // increments
        int i = 5;
        int j = i++ + ++i;
        System.out.println("i=" + i + " j=" + j);
        j = i-- - --i;
        System.out.println("i=" + i + " j=" + j);
        int k = Integer.MAX_VALUE;
        k++;
        System.out.println("MAX++ -> " + k);
        int[] arr = {1, 2, 3};
        int idx = 0;
        arr[idx++] += 10;
        arr[idx] = arr[idx++] * 5;
        System.out.println(arr[0] + " " + arr[1] + " " + arr[2] + " idx=" + idx);

        // comparisons
        int cmpCount = 0;
        for (int a : VALUES) {
            for (int b : VALUES) {
                if (a < b) cmpCount += 1;
                if (a <= b) cmpCount += 3;
                if (a == b) cmpCount += 7;
                if (a != b) cmpCount += 11;
                if (a > b) cmpCount += 13;
                if (a >= b) cmpCount += 17;
            }
        }
        System.out.println("cmpCount=" + cmpCount);

        // a checksum of mixed arithmetic
        int h = 17;
        for (int n = 0; n < 100000; n++) {
            h = h * 31 + n;
            h ^= h >>> 7;
            h += (n % 7 == 0) ? h / 3 : -h % 11;
        }
        System.out.println("checksum=" + h);
        System.out.println("Integer.compare=" + Integer.compare(3, 5) + " " + Integer.compare(5, 3) + " " + Integer.compare(4, 4));
        System.out.println("signum=" + Integer.signum(-99) + " " + Integer.signum(0) + " " + Integer.signum(42));
        try {
            System.out.println(Math.addExact(Integer.MAX_VALUE, 1));
        } catch (ArithmeticException e) {
            System.out.println("addExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.multiplyExact(1 << 16, 1 << 16));
        } catch (ArithmeticException e) {
            System.out.println("multiplyExact: " + e.getMessage());
        }
        try {
            System.out.println(Math.toIntExact(1L << 40));
        } catch (ArithmeticException e) {
            System.out.println("toIntExact: " + e.getMessage());
        }
        System.out.println("negateExact(5)=" + Math.negateExact(5));
    }
}
