import java.util.Arrays;

// Varargs: zero/one/many arguments, explicit arrays, null, overload resolution with varargs, primitive varargs.
public class Varargs {
    static String count(Object... args) {
        return args == null ? "null array" : args.length + " " + Arrays.deepToString(args);
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String fmt(String f, Object... a) { return "fmt(" + f + "; " + a.length + ")"; }

    static String over(int a) { return "over(int)"; }
    static String over(int... a) { return "over(int...)" + a.length; }
    static String over(long a) { return "over(long)"; }
    static String over(Integer a) { return "over(Integer)"; }
    static String over2(Object o) { return "over2(Object)"; }
    static String over2(Object... o) { return "over2(Object...)"; }
    static String over3(String s, Object... rest) { return "over3(String, Object...)" + rest.length; }
    static String over3(String s, String t) { return "over3(String, String)"; }

    static double avg(double first, double... rest) {
        double s = first;
        for (double d : rest) s += d;
        return s / (1 + rest.length);
    }

    static String types(Object... args) {
        StringBuilder sb = new StringBuilder();
        for (Object o : args) sb.append(o == null ? "null" : o.getClass().getSimpleName()).append(' ');
        return sb.toString().trim();
    }

    @SafeVarargs
    static <T> T last(T... items) { return items[items.length - 1]; }

    static String nested(int[]... rows) {
        return rows.length + " rows: " + Arrays.deepToString(rows);
    }

    public static void main(String[] args) {
        System.out.println(count());
        System.out.println(count(1));
        System.out.println(count(1, "two", 3.0));
        System.out.println(count((Object[]) null));
        System.out.println(count((Object) null));
        System.out.println(count(null, null));
        System.out.println(count(new Object[] {"a", "b"}));
        System.out.println(count((Object) new Object[] {"a", "b"}));
        System.out.println(count((Object[]) new String[] {"s1", "s2"}));
        System.out.println(count(new int[] {1, 2}));
        System.out.println("sum " + sum() + " " + sum(5) + " " + sum(1, 2, 3, 4) + " " + sum(new int[] {10, 20}));
        System.out.println(fmt("x") + " " + fmt("x", 1, 2) + " " + fmt("x", (Object[]) new String[3]));
        System.out.println(over(1) + " " + over(1L) + " " + over() + " " + over(1, 2) + " " + over(Integer.valueOf(3)) + " " + over((short) 2));
        System.out.println(over2("x") + " " + over2() + " " + over2("a", "b") + " " + over2((Object) null));
        System.out.println(over3("a", "b") + " " + over3("a") + " " + over3("a", 1) + " " + over3("a", "b", "c"));
        System.out.println("avg " + avg(1) + " " + avg(1, 2) + " " + avg(1, 2, 3, 4));
        System.out.println("types " + types(1, 2L, 3.0f, 4.0, 'c', true, (byte) 1, (short) 2, "s", null, new int[0]));
        System.out.println("last " + last("a", "b", "c") + " " + last(1, 2) + " " + last(new Integer[] {7, 8, 9}));
        System.out.println(nested() + " | " + nested(new int[] {1}, new int[] {2, 3}));
        System.out.println(String.format("%s-%s-%s", "x", 2, 'z') + " " + String.join(",", "a", "b") + " " + Arrays.asList(1, 2, 3));
        try {
            System.out.println((Object) last());
        } catch (ArrayIndexOutOfBoundsException e) {
            System.out.println("last() with no args: " + e.getMessage());
        }
        Object[] arr = {1, 2, 3};
        System.out.println("array passed directly " + count(arr) + " wrapped " + count(arr, arr));
    }
}
