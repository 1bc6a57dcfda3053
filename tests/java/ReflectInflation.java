import java.lang.reflect.*;
import java.util.*;

// Reflection after many calls: HotSpot's Method.invoke and Constructor.newInstance switch from the native
// accessor to a generated one (jdk.internal.reflect.GeneratedMethodAccessorN) after 15 calls, which shows in
// stack traces and in the messages of argument errors.
public class ReflectInflation {
    static String frames(Throwable t) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement e : t.getStackTrace())
            sb.append("\n    ").append(e.toString().replaceAll("Generated(\\w*)Accessor\\d+", "Generated$1AccessorN"));
        return sb.toString();
    }
    public static int target(int i, String s) {
        if (i == 3 || i == 18) System.out.println("target " + i + ":" + frames(new Throwable()));
        return i + s.length();
    }
    int field;
    public ReflectInflation(int v) {
        field = v;
        if (v == 2 || v == 17) System.out.println("ctor " + v + ":" + frames(new Throwable()));
    }
    public void boom(int n) { throw new IllegalStateException("boom " + n); }
    static void tryInvoke(String what, Method m, Object target, Object... args) {
        try { System.out.println(what + " = " + m.invoke(target, args)); }
        catch (InvocationTargetException e) { System.out.println(what + " ITE " + e.getCause() + frames(e.getCause())); }
        catch (Exception e) { System.out.println(what + " " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+$", "@HASH") + (e.getCause() != null ? " cause " + e.getCause() : "")); }
    }
    public static void main(String[] args) throws Exception {
        Method m = ReflectInflation.class.getMethod("target", int.class, String.class);
        int sum = 0;
        for (int i = 0; i < 20; i++) sum += (Integer) m.invoke(null, i, "ab");
        System.out.println("sum " + sum);
        Constructor<ReflectInflation> c = ReflectInflation.class.getConstructor(int.class);
        for (int i = 0; i < 20; i++) sum += c.newInstance(i).field;
        System.out.println("sum " + sum);
        Method boom = ReflectInflation.class.getMethod("boom", int.class);
        ReflectInflation r = new ReflectInflation(100);
        for (int i = 0; i < 18; i++) if (i % 8 == 0 || i > 15) tryInvoke("boom " + i, boom, r, i); else try { boom.invoke(r, i); } catch (InvocationTargetException e) {}
        // Argument errors from the generated accessor (m is inflated now)
        tryInvoke("wrong type", m, null, "x", "y");
        tryInvoke("null prim", m, null, null, "y");
        tryInvoke("too few", m, null, 1);
        tryInvoke("widening", m, null, (short) 4, "y");
        tryInvoke("narrowing", m, null, 4L, "y");
        tryInvoke("wrong ref", m, null, 4, 5);
        tryInvoke("null target", boom, null, 1);
        tryInvoke("bad target", boom, "str", 1);
        try { c.newInstance("x"); } catch (Exception e) { System.out.println("ctor wrong type " + e.getClass().getName() + ": " + e.getMessage()); }
        try { c.newInstance(); } catch (Exception e) { System.out.println("ctor too few " + e.getClass().getName() + ": " + e.getMessage()); }
        Method fresh = ReflectInflation.class.getMethod("target", int.class, String.class);
        tryInvoke("fresh wrong type", fresh, null, "x", "y");
        tryInvoke("fresh too few", fresh, null, 1);
        // Many methods of one class, each inflated: accessor classes get distinct numbers
        List<String> names = new ArrayList<>();
        for (Method mm : List.of(String.class.getMethod("length"), String.class.getMethod("isEmpty"), Object.class.getMethod("hashCode")))
            for (int i = 0; i < 17; i++) names.add(String.valueOf(mm.invoke("abc")));
        System.out.println("results " + new TreeSet<>(names));
    }
}
