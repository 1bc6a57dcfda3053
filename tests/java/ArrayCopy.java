import java.util.Arrays;

// System.arraycopy: overlapping copies in both directions, type checks and every exception.
public class ArrayCopy {
    static void tryCopy(String label, Object src, int sp, Object dst, int dp, int len) {
        try {
            System.arraycopy(src, sp, dst, dp, len);
            System.out.println(label + ": ok " + show(dst));
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage() + " dst=" + show(dst));
        }
    }

    static String show(Object a) {
        if (a instanceof int[]) return Arrays.toString((int[]) a);
        if (a instanceof Object[]) return Arrays.deepToString((Object[]) a);
        if (a instanceof long[]) return Arrays.toString((long[]) a);
        if (a instanceof char[]) return Arrays.toString((char[]) a);
        if (a instanceof byte[]) return Arrays.toString((byte[]) a);
        if (a instanceof double[]) return Arrays.toString((double[]) a);
        return String.valueOf(a);
    }

    static int[] seq(int n) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = i;
        return a;
    }

    public static void main(String[] args) {
        int[] a = seq(10);
        System.arraycopy(a, 0, a, 2, 6);
        System.out.println("overlap forward (dst > src): " + Arrays.toString(a));
        a = seq(10);
        System.arraycopy(a, 3, a, 0, 7);
        System.out.println("overlap backward (dst < src): " + Arrays.toString(a));
        a = seq(10);
        System.arraycopy(a, 0, a, 1, 9);
        System.out.println("shift right by 1: " + Arrays.toString(a));
        a = seq(10);
        System.arraycopy(a, 1, a, 0, 9);
        System.out.println("shift left by 1: " + Arrays.toString(a));
        a = seq(10);
        System.arraycopy(a, 4, a, 4, 6);
        System.out.println("self same position: " + Arrays.toString(a));
        String[] s = {"a", "b", "c", "d", "e"};
        System.arraycopy(s, 0, s, 1, 4);
        System.out.println("objects overlap: " + Arrays.toString(s));
        char[] cs = "hello world".toCharArray();
        System.arraycopy(cs, 6, cs, 0, 5);
        System.out.println("chars: " + new String(cs));
        long[] ls = {1, 2, 3, 4, 5, 6};
        System.arraycopy(ls, 0, ls, 3, 3);
        double[] ds = {0.5, 1.5, 2.5};
        double[] dd = new double[5];
        System.arraycopy(ds, 0, dd, 1, 3);
        byte[] bs = {1, 2, 3, 4, 5, 6, 7, 8};
        System.arraycopy(bs, 2, bs, 1, 6);
        System.out.println("longs " + Arrays.toString(ls) + " doubles " + Arrays.toString(dd) + " bytes " + Arrays.toString(bs));
        Object[] objs = new Object[4];
        System.arraycopy(new String[] {"x", "y"}, 0, objs, 1, 2);
        System.out.println("String[] into Object[]: " + Arrays.toString(objs));
        tryCopy("zero length at end", seq(3), 3, new int[3], 3, 0);
        tryCopy("src index out of range", seq(10), 5, new int[10], 0, 6);
        tryCopy("dst index out of range", seq(10), 0, new int[5], 2, 4);
        tryCopy("negative length", seq(3), 0, new int[3], 0, -1);
        tryCopy("negative srcPos", seq(3), -1, new int[3], 0, 1);
        tryCopy("negative dstPos", seq(3), 0, new int[3], -2, 1);
        tryCopy("length overflow", seq(3), 1, new int[3], 0, Integer.MAX_VALUE);
        tryCopy("int[] to long[]", seq(3), 0, new long[3], 0, 1);
        tryCopy("int[] to Object[]", seq(3), 0, new Object[3], 0, 1);
        tryCopy("Object[] to int[]", new Object[3], 0, new int[3], 0, 1);
        tryCopy("String to int[]", "notarray", 0, new int[3], 0, 1);
        tryCopy("int[] to String", seq(3), 0, "notarray", 0, 1);
        tryCopy("null src", null, 0, new int[3], 0, 1);
        tryCopy("null dst", seq(3), 0, null, 0, 1);
        tryCopy("Integer[] to String[]", new Integer[] {1, 2}, 0, new String[2], 0, 2);
        Object[] mixed = {"s1", "s2", 3, "s4"};
        tryCopy("partial store failure", mixed, 0, new String[4], 0, 4);
        tryCopy("Object[] of Strings to String[]", new Object[] {"p", "q"}, 0, new String[3], 1, 2);
        tryCopy("char[] to byte[]", new char[] {'a'}, 0, new byte[1], 0, 1);
        tryCopy("int[][] to Object[]", new int[][] {{1}, {2}}, 0, new Object[2], 0, 2);
        tryCopy("double[] to double[] bad len", new double[] {1, 2}, 1, new double[2], 0, 2);
        // copy big arrays and verify
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) big[i] = i * 7;
        int[] big2 = new int[big.length + 10];
        System.arraycopy(big, 0, big2, 10, big.length);
        System.arraycopy(big2, 10, big2, 0, big.length);
        long check = 0;
        for (int i = 0; i < big2.length; i++) check = check * 31 + big2[i];
        System.out.println("big copy check " + check);
        System.out.println("Arrays.copyOf " + Arrays.toString(Arrays.copyOf(seq(3), 6)) + " copyOfRange " + Arrays.toString(Arrays.copyOfRange(seq(10), 7, 12)));
        Object[] widened = Arrays.copyOf(new String[] {"a"}, 2, Object[].class);
        System.out.println("copyOf with type " + widened.getClass().getSimpleName() + " " + Arrays.toString(widened));
        try {
            Arrays.copyOfRange(seq(3), 2, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("copyOfRange bad: " + e.getMessage());
        }
    }
}
