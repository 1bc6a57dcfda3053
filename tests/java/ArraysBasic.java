import java.util.Arrays;

// Arrays: multi-dimensional and jagged arrays, default values, bounds and store checks, clone, covariance.
public class ArraysBasic {
    static void tryRun(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (RuntimeException e) {
            System.out.println(label + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        // default values
        System.out.println("defaults: " + (new boolean[1])[0] + " " + (new byte[1])[0] + " " + (new short[1])[0] + " " + (int) (new char[1])[0]
            + " " + (new int[1])[0] + " " + (new long[1])[0] + " " + (new float[1])[0] + " " + (new double[1])[0] + " " + (new Object[1])[0] + " " + (new String[1])[0]);
        int[][][] cube = new int[3][4][5];
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 4; j++)
                for (int k = 0; k < 5; k++)
                    cube[i][j][k] = i * 100 + j * 10 + k;
        System.out.println("cube dims " + cube.length + " " + cube[0].length + " " + cube[0][0].length + " cube[2][3][4]=" + cube[2][3][4]);
        System.out.println("cube[1] = " + Arrays.deepToString(cube[1]));
        int sum = 0;
        for (int[][] plane : cube) for (int[] row : plane) for (int v : row) sum += v;
        System.out.println("cube sum " + sum);
        int[][][] partial = new int[2][3][];
        System.out.println("partial[1][2] = " + partial[1][2] + " partial[1].length=" + partial[1].length);
        long[][] jagged = new long[5][];
        for (int i = 0; i < jagged.length; i++) {
            jagged[i] = new long[i + 1];
            jagged[i][0] = jagged[i][i] = 1;
            for (int j = 1; j < i; j++) jagged[i][j] = jagged[i - 1][j - 1] + jagged[i - 1][j];
        }
        System.out.println("pascal " + Arrays.deepToString(jagged));
        char[][] grid = {{'a', 'b'}, {'c'}, {}, {'d', 'e', 'f'}};
        for (char[] row : grid) System.out.print(row.length + ":" + new String(row) + " ");
        System.out.println();
        String[][] names = {{"x"}, null, {"y", null}};
        System.out.println(Arrays.deepToString(names));
        Object[] mixed = {1, "two", 3.0, 'c', null, new int[] {1, 2}, new String[] {"n"}};
        System.out.println(Arrays.deepToString(mixed));
        // bounds
        int[] small = new int[3];
        tryRun("small[5]", () -> System.out.println(small[5]));
        tryRun("small[-1]=1", () -> small[-1] = 1);
        tryRun("small[3]", () -> small[3]++);
        tryRun("cube[1][4][0]", () -> System.out.println(cube[1][4][0]));
        tryRun("jagged[0][1]", () -> System.out.println(jagged[0][1]));
        tryRun("string[10]", () -> System.out.println((new String[10])[10]));
        tryRun("char[Integer.MAX_VALUE] index", () -> System.out.println((new char[2])[Integer.MAX_VALUE]));
        // negative sizes
        tryRun("new int[-1]", () -> System.out.println(new int[-1].length));
        tryRun("new String[-5]", () -> System.out.println(new String[-5].length));
        tryRun("new int[2][-3]", () -> System.out.println(new int[2][-3].length));
        tryRun("new int[-2][3]", () -> System.out.println(new int[-2][3].length));
        tryRun("new int[0][-1]", () -> System.out.println(new int[0][-1].length));
        int[][] zeroRows = new int[0][5];
        System.out.println("new int[0][5] length " + zeroRows.length + " " + zeroRows.getClass().getName());
        // array store checks
        Object[] objs = new String[2];
        tryRun("store Integer in String[]", () -> objs[0] = Integer.valueOf(1));
        tryRun("store String in String[]", () -> objs[1] = "fine");
        tryRun("store null in String[]", () -> objs[0] = null);
        Number[] nums = new Integer[1];
        tryRun("store Double in Integer[]", () -> nums[0] = 1.5);
        Object[][] oo = new String[1][1];
        tryRun("store Object[] in String[][]", () -> oo[0] = new Object[1]);
        tryRun("store int[] in Object[] of Object", () -> ((Object[]) new Object[1])[0] = new int[1]);
        // covariance
        String[] strs = {"b", "a", "c"};
        Object[] asObjs = strs;
        System.out.println("covariant: " + (asObjs instanceof String[]) + " " + (asObjs instanceof Object[]) + " " + asObjs.getClass().getSimpleName());
        Object o = new int[0];
        System.out.println("int[] instanceof Object[]? " + (o instanceof Object[]) + " int[]? " + (o instanceof int[]));
        Object oo2 = new Integer[0][];
        System.out.println("Integer[][] instanceof Object[]=" + (oo2 instanceof Object[]) + " Number[][]=" + (oo2 instanceof Number[][])
            + " Comparable[][]=" + (oo2 instanceof Comparable[][]) + " Object[][]=" + (oo2 instanceof Object[][]) + " Cloneable=" + (oo2 instanceof Cloneable)
            + " Serializable=" + (oo2 instanceof java.io.Serializable));
        // clone
        int[] orig = {1, 2, 3};
        int[] copy = orig.clone();
        copy[0] = 99;
        System.out.println("clone: orig=" + Arrays.toString(orig) + " copy=" + Arrays.toString(copy) + " same=" + (orig == copy));
        int[][] deep = {{1, 2}, {3}};
        int[][] shallow = deep.clone();
        shallow[0][0] = 100;
        shallow[1] = new int[] {7, 7};
        System.out.println("shallow clone: deep=" + Arrays.deepToString(deep) + " shallow=" + Arrays.deepToString(shallow));
        String[] sclone = strs.clone();
        System.out.println("String[] clone class " + sclone.getClass().getName() + " eq " + Arrays.equals(sclone, strs));
        // length and loops over different element types
        byte[] bytes = new byte[300];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) i;
        int bsum = 0;
        for (byte x : bytes) bsum += x;
        short[] shorts = new short[70000 / 1000];
        for (int i = 0; i < shorts.length; i++) shorts[i] = (short) (i * 1000);
        char[] chars = new char[26];
        for (int i = 0; i < 26; i++) chars[i] = (char) ('z' - i);
        boolean[] flags = new boolean[10];
        for (int i = 0; i < 10; i += 3) flags[i] = true;
        float[] fl = new float[5];
        for (int i = 0; i < 5; i++) fl[i] = i / 4f;
        double[] dl = new double[5];
        for (int i = 0; i < 5; i++) dl[i] = Math.sqrt(i);
        System.out.println("bytes sum " + bsum + " last " + bytes[299] + " shorts " + Arrays.toString(shorts));
        System.out.println(new String(chars) + " " + Arrays.toString(flags) + " " + Arrays.toString(fl) + " " + Arrays.toString(dl));
        long[] big = new long[100000];
        for (int i = 0; i < big.length; i++) big[i] = (long) i * i;
        long bigsum = 0;
        for (long v : big) bigsum += v;
        System.out.println("big sum " + bigsum);
        int[] empty = {};
        System.out.println("empty " + empty.length + " " + Arrays.toString(empty) + " " + new int[0][0].length);
        // array initializers with expressions and evaluation order
        int i = 0;
        int[] ev = {i++, i++, i * 10, ++i};
        System.out.println("eval order " + Arrays.toString(ev));
        int[] a = {0, 0, 0};
        int idx = 0;
        a[idx] = idx = 2;
        System.out.println("a[idx] = idx = 2 -> " + Arrays.toString(a) + " idx=" + idx);
        tryRun("null array length", () -> { int[] n = null; System.out.println(n.length); });
        tryRun("index evaluated before null check", () -> { int[] n = null; n[small[4]] = 1; });
    }
}
