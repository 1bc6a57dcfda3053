import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

// java.util.Arrays: toString, sort, fill, equals, hashCode, binarySearch, asList, mismatch, compare.
public class ArraysUtil {
    public static void main(String[] args) {
        int[] ints = {5, -3, 9, 0, 5, Integer.MIN_VALUE, 42, -3, Integer.MAX_VALUE, 7};
        int[] sorted = ints.clone();
        Arrays.sort(sorted);
        System.out.println(Arrays.toString(ints) + " -> " + Arrays.toString(sorted));
        for (int key : new int[] {5, 42, -3, 1, 100, Integer.MIN_VALUE, -100}) {
            int idx = Arrays.binarySearch(sorted, key);
            System.out.println("binarySearch(" + key + ")=" + (idx >= 0 ? "found" : Integer.toString(idx)));
        }
        double[] ds = {3.5, -0.0, 0.0, Double.NaN, -1e10, Double.NEGATIVE_INFINITY, 1, Double.POSITIVE_INFINITY, -0.0};
        Arrays.sort(ds);
        System.out.println("sorted doubles " + Arrays.toString(ds));
        System.out.println("binarySearch(-0.0)=" + Arrays.binarySearch(ds, -0.0) + " NaN=" + Arrays.binarySearch(ds, Double.NaN));
        float[] fs = {2f, Float.NaN, -0.0f, 0.0f, -2f};
        Arrays.sort(fs);
        System.out.println("sorted floats " + Arrays.toString(fs));
        char[] cs = "the quick brown fox".toCharArray();
        Arrays.sort(cs);
        System.out.println("sorted chars [" + new String(cs) + "]");
        long[] ls = {3L, 1L << 40, -1L, 0L};
        Arrays.sort(ls);
        byte[] bs = {10, -10, 127, -128, 0};
        Arrays.sort(bs);
        short[] ss = {300, -300, 0};
        Arrays.sort(ss);
        System.out.println(Arrays.toString(ls) + " " + Arrays.toString(bs) + " " + Arrays.toString(ss));
        int[] part = {9, 8, 7, 6, 5, 4, 3, 2, 1};
        Arrays.sort(part, 2, 6);
        System.out.println("partial sort " + Arrays.toString(part));
        String[] words = {"pear", "Apple", "banana", "apple", "Cherry", "fig", "date"};
        String[] w1 = words.clone();
        Arrays.sort(w1);
        System.out.println("natural " + Arrays.toString(w1));
        String[] w2 = words.clone();
        Arrays.sort(w2, String.CASE_INSENSITIVE_ORDER);
        System.out.println("case-insensitive (stable) " + Arrays.toString(w2));
        String[] w3 = words.clone();
        Arrays.sort(w3, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("by length then reverse " + Arrays.toString(w3));
        Integer[] boxed = {3, 1, 2, 10, -5};
        Arrays.sort(boxed, (x, y) -> y - x);
        System.out.println("boxed desc " + Arrays.toString(boxed));
        // fill
        int[] filled = new int[8];
        Arrays.fill(filled, 7);
        Arrays.fill(filled, 2, 5, -1);
        Object[] of = new String[3];
        Arrays.fill(of, "z");
        System.out.println("fill " + Arrays.toString(filled) + " " + Arrays.toString(of));
        try {
            Arrays.fill(of, 1);
        } catch (ArrayStoreException e) {
            System.out.println("fill wrong type: " + e);
        }
        try {
            Arrays.fill(filled, 5, 2, 0);
        } catch (IllegalArgumentException e) {
            System.out.println("fill bad range: " + e.getMessage());
        }
        try {
            Arrays.fill(filled, 0, 9, 0);
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("fill out of range: " + e.getMessage());
        }
        Arrays.setAll(filled, i -> i * i);
        System.out.println("setAll " + Arrays.toString(filled));
        // equals and hashCode
        int[] x = {1, 2, 3};
        int[] y = {1, 2, 3};
        System.out.println("== " + (x == y) + " equals " + x.equals(y) + " Arrays.equals " + Arrays.equals(x, y)
            + " hash " + Arrays.hashCode(x) + " " + Arrays.hashCode(y) + " null hash " + Arrays.hashCode((int[]) null));
        System.out.println("hashCodes: long " + Arrays.hashCode(new long[] {1L << 33, -1}) + " double " + Arrays.hashCode(new double[] {1.5, -0.0})
            + " bool " + Arrays.hashCode(new boolean[] {true, false}) + " String " + Arrays.hashCode(new String[] {"a", null, "b"})
            + " char " + Arrays.hashCode("abc".toCharArray()) + " float " + Arrays.hashCode(new float[] {0.1f}));
        Object[] n1 = {new int[] {1}, "a"};
        Object[] n2 = {new int[] {1}, "a"};
        System.out.println("equals nested " + Arrays.equals(n1, n2) + " deepEquals " + Arrays.deepEquals(n1, n2) + " deepHashCode " + Arrays.deepHashCode(n1));
        System.out.println("double equals NaN " + Arrays.equals(new double[] {Double.NaN}, new double[] {Double.NaN})
            + " -0.0 vs 0.0 " + Arrays.equals(new double[] {-0.0}, new double[] {0.0}));
        System.out.println("mismatch " + Arrays.mismatch(new int[] {1, 2, 3}, new int[] {1, 2, 4}) + " " + Arrays.mismatch(x, y)
            + " compare " + Arrays.compare(new int[] {1, 2}, new int[] {1, 3}) + " " + Arrays.compare(new int[] {1, 2, 0}, new int[] {1, 2}));
        // asList is a fixed size view
        String[] backing = {"a", "b", "c"};
        List<String> view = Arrays.asList(backing);
        view.set(1, "B");
        System.out.println("asList view " + view + " backing " + Arrays.toString(backing) + " size " + view.size() + " indexOf(c) " + view.indexOf("c"));
        try {
            view.add("d");
        } catch (UnsupportedOperationException e) {
            System.out.println("asList add -> UnsupportedOperationException " + e.getMessage());
        }
        System.out.println("toString null " + Arrays.toString((Object[]) null) + " deepToString self-ref:");
        Object[] self = new Object[2];
        self[0] = "me";
        self[1] = self;
        System.out.println(Arrays.deepToString(self));
        System.out.println("stream sum " + Arrays.stream(sorted, 1, 4).sum() + " " + Arrays.stream(new String[] {"q", "r"}).map(String::toUpperCase).toList());
        // sort a larger array with many duplicates and compare to a counting sort
        int[] big = new int[20000];
        long seed = 7;
        for (int i = 0; i < big.length; i++) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            big[i] = (int) (seed % 1000) - 500;
        }
        int[] counts = new int[1000];
        for (int v : big) counts[v + 500]++;
        Arrays.sort(big);
        boolean ok = true;
        int pos = 0;
        for (int v = 0; v < 1000; v++)
            for (int c = 0; c < counts[v]; c++)
                if (big[pos++] != v - 500) ok = false;
        System.out.println("big sort ok=" + ok + " min=" + big[0] + " max=" + big[big.length - 1] + " median=" + big[big.length / 2]);
        Integer[] objs = new Integer[5000];
        for (int i = 0; i < objs.length; i++) objs[i] = (i * 7919) % 5003;
        Arrays.sort(objs, Comparator.reverseOrder());
        System.out.println("objects sorted desc first " + objs[0] + " " + objs[1] + " last " + objs[objs.length - 1]);
    }
}
