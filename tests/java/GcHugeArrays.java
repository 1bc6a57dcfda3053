// jvm-options: -Xmx16m -XX:+UseSerialGC
// Arrays too large for the heap or for the VM (lengths near Integer.MAX_VALUE,
// multi-dimensional, negative sizes), arrays larger than a heap block, and the
// error messages, which say which limit was hit.
public class GcHugeArrays {
    static void t(String w, Runnable r) {
        try { r.run(); System.out.println(w + " ok"); }
        catch (OutOfMemoryError e) { System.out.println(w + " " + e.getMessage()); }
        catch (Throwable e) { System.out.println(w + " " + e); }
    }
    static Object h;
    public static void main(String[] a) {
        t("long max", () -> h = new long[Integer.MAX_VALUE]);
        t("long max-2", () -> h = new long[Integer.MAX_VALUE - 2]);
        t("int max-8", () -> h = new int[Integer.MAX_VALUE - 8]);
        t("byte max", () -> h = new byte[Integer.MAX_VALUE]);
        t("byte max-1", () -> h = new byte[Integer.MAX_VALUE - 1]);
        t("byte max-2", () -> h = new byte[Integer.MAX_VALUE - 2]);
        t("obj max-2", () -> h = new Object[Integer.MAX_VALUE - 2]);
        t("obj max", () -> h = new Object[Integer.MAX_VALUE]);
        t("multi", () -> h = new int[1000][1000][1000]);
        t("multi2", () -> h = new long[Integer.MAX_VALUE][0]);
        t("multi3", () -> h = new long[2][Integer.MAX_VALUE]);
        t("multi4", () -> h = new byte[100000][100000]);
        t("neg", () -> h = new int[-1]);
        t("multineg", () -> h = new int[5][-1]);
        t("multi5", () -> h = new Object[3][3][Integer.MAX_VALUE]);
        t("sb", () -> { StringBuilder sb = new StringBuilder(); sb.ensureCapacity(Integer.MAX_VALUE); h = sb; });
        t("repeat", () -> h = "abc".repeat(Integer.MAX_VALUE / 2));
        t("bigblock", () -> { Object[] x = new Object[100]; for (int i = 0; i < 100; i++) x[i] = new byte[300000]; h = x; });
        h = null;
        t("after", () -> h = new int[1000]);
    }
}
