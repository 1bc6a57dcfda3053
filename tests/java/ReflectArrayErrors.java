import java.lang.reflect.*;
import java.util.*;

// java.lang.reflect.Array errors in HotSpot's order of checks: null and non-arrays, the
// primitive accessors on reference arrays (before the index), unboxing before the index and
// widening after it, bad indices, negative lengths before void, and the 255-dimension limit.
public class ReflectArrayErrors {
    interface Op { Object run() throws Exception; }
    static void t(String what, Op op) {
        try { Object r = op.run(); System.out.println(what + " -> " + (r != null && r.getClass().isArray() ? r.getClass().getName() + " len " + Array.getLength(r) : r)); }
        catch (Exception | Error e) { System.out.println(what + " -> " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        int[] ia = {1, 2};
        String[] sa = {"a"};
        Class<?> deep = int.class;
        for (int i = 0; i < 254; i++) deep = deep.arrayType();
        Class<?> d254 = deep;
        t("get null", () -> Array.get(null, 0));
        t("get non-array", () -> Array.get("s", 0));
        t("get bad index", () -> Array.get(ia, 2));
        t("get neg index", () -> Array.get(sa, -1));
        t("getInt ref array bad index", () -> Array.getInt(sa, 5));
        t("getInt ref array", () -> Array.getInt(sa, 0));
        t("getLong widening", () -> Array.getLong(ia, 1));
        t("getShort narrowing", () -> Array.getShort(ia, 0));
        t("getInt bad index", () -> Array.getInt(ia, 9));
        t("getBoolean on int", () -> Array.getBoolean(ia, 0));
        t("getChar on char", () -> Array.getChar(new char[]{'q'}, 0));
        t("setInt ref array bad index", () -> { Array.setInt(sa, 5, 1); return null; });
        t("setInt ref array", () -> { Array.setInt(sa, 0, 1); return null; });
        t("setLong on int", () -> { Array.setLong(ia, 0, 1L); return null; });
        t("setLong on int bad index", () -> { Array.setLong(ia, 7, 1L); return null; });
        t("setByte on int", () -> { Array.setByte(ia, 0, (byte) 9); return ia[0]; });
        t("setDouble on float", () -> { Array.setDouble(new float[1], 0, 1.0); return null; });
        t("setFloat on double", () -> { double[] d = new double[1]; Array.setFloat(d, 0, 1.5f); return d[0]; });
        t("set string into int[] bad index", () -> { Array.set(ia, 5, "s"); return null; });
        t("set null into int[] bad index", () -> { Array.set(ia, 5, null); return null; });
        t("set long into int[] bad index", () -> { Array.set(ia, 5, 3L); return null; });
        t("set long into int[]", () -> { Array.set(ia, 0, 3L); return null; });
        t("set short into int[]", () -> { Array.set(ia, 0, (short) 3); return ia[0]; });
        t("set char into int[]", () -> { Array.set(ia, 1, 'A'); return ia[1]; });
        t("set int into ref bad index", () -> { Array.set(sa, 5, 1); return null; });
        t("set int into String[]", () -> { Array.set(sa, 0, 1); return null; });
        t("set null into String[]", () -> { Array.set(sa, 0, null); return sa[0]; });
        t("set Integer into Object[]", () -> { Object[] o = new Object[1]; Array.set(o, 0, 7); return o[0]; });
        t("set Integer into Number[]", () -> { Number[] o = new Number[1]; Array.set(o, 0, 7); return o[0]; });
        t("length non-array", () -> Array.getLength(1));
        t("length null", () -> Array.getLength(null));
        t("new negative", () -> Array.newInstance(int.class, -2));
        t("new void negative", () -> Array.newInstance(void.class, -2));
        t("new void", () -> Array.newInstance(void.class, 2));
        t("new null", () -> Array.newInstance(null, 2));
        t("new 254 dims", () -> Array.newInstance(d254, 0).getClass().getName().length());
        t("new 255 dims", () -> Array.newInstance(d254.arrayType(), 0));
        t("multi empty", () -> Array.newInstance(int.class, new int[0]));
        t("multi 255", () -> Array.newInstance(int.class, new int[255]));
        t("multi 256", () -> Array.newInstance(int.class, new int[256]));
        t("multi negative later", () -> Array.newInstance(int.class, 0, -4, -5));
        t("multi void negative", () -> Array.newInstance(void.class, 1, -1));
        t("multi void", () -> Array.newInstance(void.class, 1, 1));
        t("multi over limit", () -> Array.newInstance(d254, 1, 1));
        t("multi null dims", () -> Array.newInstance(int.class, (int[]) null));
        t("multi ok", () -> Array.newInstance(String[].class, 2, 3));
        t("multi zero", () -> ((Object[]) Array.newInstance(long.class, 3, 0))[2].getClass().getName());
        System.out.println(Arrays.toString(ia) + " " + Arrays.toString(sa));
    }
}
