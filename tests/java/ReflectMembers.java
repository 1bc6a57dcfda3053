import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;

// Core reflection: Class.forName, declared fields/methods/constructors (sorted by name), Modifier.toString,
// Method.invoke with boxing/varargs/statics, InvocationTargetException, Constructor.newInstance, setAccessible on private
// members, Field get/set for statics, instances, primitives and finals, and the IllegalArgument/IllegalAccess error paths.
public class ReflectMembers {
    public static void main(String[] args) throws Exception {
        Class<?> c = Class.forName("RmSample");
        System.out.println("class " + c.getName() + " super " + c.getSuperclass().getName() + " interfaces " + Arrays.stream(c.getInterfaces()).map(Class::getName).toList()
            + " modifiers " + Modifier.toString(c.getModifiers()) + " isInterface " + c.isInterface() + " package '" + c.getPackageName() + "'");
        for (Field f : sorted(c.getDeclaredFields(), Field::getName))
            System.out.println("  field " + Modifier.toString(f.getModifiers()) + " " + f.getType().getTypeName() + " " + f.getName() + " generic " + f.getGenericType().getTypeName() + " synthetic " + f.isSynthetic());
        for (Method m : sorted(c.getDeclaredMethods(), m -> m.getName() + " " + m.toGenericString()))
            System.out.println("  method " + Modifier.toString(m.getModifiers()) + " " + m.getReturnType().getTypeName() + " " + m.getName() + Arrays.stream(m.getParameterTypes()).map(Class::getTypeName).collect(Collectors.joining(",", "(", ")"))
                + " varargs " + m.isVarArgs() + " throws " + Arrays.stream(m.getExceptionTypes()).map(Class::getSimpleName).toList() + " default " + m.isDefault() + " bridge " + m.isBridge());
        for (Constructor<?> k : sorted(c.getDeclaredConstructors(), k -> String.valueOf(k.getParameterCount())))
            System.out.println("  ctor " + Modifier.toString(k.getModifiers()) + " params " + Arrays.stream(k.getParameterTypes()).map(Class::getSimpleName).toList() + " toString " + k);
        System.out.println("public methods incl. inherited (count of names) " + Arrays.stream(c.getMethods()).map(Method::getName).distinct().sorted().collect(Collectors.toList()));
        System.out.println("public fields " + Arrays.stream(c.getFields()).map(Field::getName).sorted().toList());
        System.out.println("toString of method " + c.getDeclaredMethod("sum", int[].class) + " | generic " + c.getDeclaredMethod("pick", List.class).toGenericString());

        Object o = c.getConstructor(String.class, int.class).newInstance("alpha", 3);
        Method describe = c.getMethod("describe");
        System.out.println("invoke describe " + describe.invoke(o));
        Method add = c.getMethod("add", int.class, Integer.class);
        System.out.println("invoke add with boxing " + add.invoke(o, 5, 7) + " (Byte widening) " + add.invoke(o, (byte) 2, 3));
        Method sum = c.getDeclaredMethod("sum", int[].class);
        System.out.println("invoke static varargs " + sum.invoke(null, (Object) new int[]{1, 2, 3, 4}) + " empty " + sum.invoke(null, (Object) new int[0]));
        Method join = c.getDeclaredMethod("join", String.class, String[].class);
        System.out.println("invoke String varargs " + join.invoke(null, "-", new String[]{"a", "b", "c"}));
        Method priv = c.getDeclaredMethod("secret", long.class);
        try {
            priv.invoke(o, 1L);
            System.out.println("private invoke without setAccessible allowed (nestmate/same package)");
        } catch (IllegalAccessException e) {
            System.out.println("IllegalAccessException: " + e.getMessage());
        }
        priv.setAccessible(true);
        System.out.println("private invoke " + priv.invoke(o, 41L) + " canAccess " + priv.canAccess(o));
        Method thrower = c.getMethod("fail", String.class);
        try {
            thrower.invoke(o, "reflective boom");
        } catch (InvocationTargetException e) {
            System.out.println("InvocationTargetException message " + e.getMessage() + " target " + e.getTargetException() + " cause same " + (e.getCause() == e.getTargetException()));
        }
        try {
            add.invoke(o, "not an int", 1);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong argument type: IllegalArgumentException " + e.getMessage());
        }
        try {
            add.invoke(o, 1);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong argument count: IllegalArgumentException " + e.getMessage());
        }
        try {
            add.invoke(null, 1, 2);
        } catch (NullPointerException e) {
            System.out.println("null receiver for instance method: NullPointerException");
        }
        try {
            add.invoke("wrong receiver", 1, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("wrong receiver: IllegalArgumentException " + e.getMessage());
        }
        try {
            add.invoke(o, null, 2);
        } catch (IllegalArgumentException e) {
            System.out.println("null for primitive: IllegalArgumentException " + e.getMessage());
        }
        try {
            c.getMethod("secret", long.class);
        } catch (NoSuchMethodException e) {
            System.out.println("getMethod on private: NoSuchMethodException " + e.getMessage());
        }
        try {
            c.getDeclaredField("nope");
        } catch (NoSuchFieldException e) {
            System.out.println("NoSuchFieldException " + e.getMessage());
        }
        try {
            Class.forName("does.not.Exist");
        } catch (ClassNotFoundException e) {
            System.out.println("ClassNotFoundException " + e.getMessage());
        }
        try {
            c.getConstructor(String.class, int.class).newInstance(null, -1);
        } catch (InvocationTargetException e) {
            System.out.println("constructor threw " + e.getCause());
        }
        try {
            Class.forName("RmAbstract").getDeclaredConstructor().newInstance();
        } catch (InstantiationException e) {
            System.out.println("abstract newInstance: InstantiationException " + e.getMessage());
        }

        Field count = c.getDeclaredField("count");
        Field name = c.getDeclaredField("name");
        Field stat = c.getDeclaredField("created");
        Field fin = c.getDeclaredField("ID");
        Field dbl = c.getDeclaredField("ratio");
        count.setAccessible(true);
        name.setAccessible(true);
        stat.setAccessible(true);
        fin.setAccessible(true);
        System.out.println("get count " + count.get(o) + " getInt " + count.getInt(o) + " getLong (widening) " + count.getLong(o) + " name " + name.get(o) + " static " + stat.get(null)
            + " final " + fin.get(o) + " double " + dbl.getDouble(o));
        count.setInt(o, 99);
        count.set(o, (short) 100);
        name.set(o, "beta");
        stat.setInt(null, 1000);
        dbl.setFloat(o, 0.5f);
        System.out.println("after sets " + describe.invoke(o) + " static " + stat.getInt(null) + " ratio " + dbl.get(o));
        fin.set(o, "changed-final");
        System.out.println("final instance field set via setAccessible " + fin.get(o));
        try {
            count.set(o, "str");
        } catch (IllegalArgumentException e) {
            System.out.println("set wrong type: IllegalArgumentException " + e.getMessage());
        }
        try {
            count.setLong(o, 5L);
        } catch (IllegalArgumentException e) {
            System.out.println("setLong on int: IllegalArgumentException " + e.getMessage());
        }
        try {
            dbl.getInt(o);
        } catch (IllegalArgumentException e) {
            System.out.println("getInt on double: IllegalArgumentException " + e.getMessage());
        }
        Field sfin = c.getDeclaredField("CONST");
        sfin.setAccessible(true);
        try {
            sfin.set(null, 5);
        } catch (IllegalAccessException e) {
            System.out.println("static final set: IllegalAccessException " + e.getMessage());
        }
        Field pubNoAccess = String.class.getDeclaredField("value");
        try {
            pubNoAccess.setAccessible(true);
        } catch (InaccessibleObjectException e) {
            System.out.println("setAccessible on java.base private: InaccessibleObjectException");
        }
        System.out.println("trySetAccessible " + String.class.getDeclaredField("hash").trySetAccessible());
        System.out.println("Class literal checks: int.class " + int.class.getName() + " isPrimitive " + int.class.isPrimitive() + " Integer.TYPE same " + (Integer.TYPE == int.class)
            + " void " + void.class + " array " + int[][].class.getName() + " component " + String[].class.getComponentType() + " forName array " + Class.forName("[Ljava.lang.String;").getSimpleName()
            + " isInstance " + CharSequence.class.isInstance("x") + " isAssignableFrom " + Number.class.isAssignableFrom(Integer.class) + " cast " + Number.class.cast(5));
        try {
            String.class.cast(5);
        } catch (ClassCastException e) {
            System.out.println("Class.cast: " + e.getMessage());
        }
        System.out.println("getMethod inherited toString declaring " + c.getMethod("toString").getDeclaringClass().getName() + " hashCode declaring " + c.getMethod("hashCode").getDeclaringClass().getName()
            + " interface default " + c.getMethod("greet").invoke(o) + " static interface method " + RmGreeter.class.getMethod("make").invoke(null));
        Method m1 = c.getMethod("describe"), m2 = c.getMethod("describe");
        System.out.println("Method equals " + m1.equals(m2) + " same object " + (m1 == m2) + " hashCode equal " + (m1.hashCode() == m2.hashCode()) + " parameter names " + Arrays.stream(add.getParameters()).map(Parameter::getName).toList());
    }

    static <T> List<T> sorted(T[] arr, java.util.function.Function<T, String> key) {
        return Arrays.stream(arr).sorted(Comparator.comparing(key)).collect(Collectors.toList());
    }
}

interface RmGreeter {
    default String greet() { return "hello from default"; }
    static String make() { return "static in interface"; }
}

abstract class RmAbstract {
    public RmAbstract() { }
}

class RmSample implements RmGreeter, Comparable<RmSample> {
    public static int created;
    private static final int CONST = 7;
    private int count;
    protected String name;
    private final String ID = "id-" + "x";
    public double ratio = 1.25;
    transient volatile long stamp;
    List<Map<String, Integer>> complex;

    public RmSample() { this("default", 0); }
    public RmSample(String name, int count) {
        if (count < 0) throw new IllegalArgumentException("negative count " + count);
        this.name = name;
        this.count = count;
        created++;
    }
    private RmSample(long x) { }

    public String describe() { return name + "#" + count; }
    public int add(int a, Integer b) { return a + b + count; }
    static int sum(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static String join(String sep, String... parts) { return String.join(sep, parts); }
    private long secret(long x) { return x + 1; }
    public void fail(String msg) throws java.io.IOException { throw new IllegalStateException(msg); }
    protected synchronized final <T extends Comparable<T>> T pick(List<T> xs) { return Collections.max(xs); }
    public int compareTo(RmSample o) { return Integer.compare(count, o.count); }
    @Override
    public String toString() { return "RmSample"; }
}
