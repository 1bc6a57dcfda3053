import java.lang.reflect.*;
import java.util.*;

// java.lang.reflect.Array (multi-dimensional creation, get/set with widening, errors) and dynamic Proxy
// (InvocationHandler dispatch, Object methods, default methods via InvocationHandler.invokeDefault, checked exceptions
// wrapped in UndeclaredThrowableException, multiple interfaces, isProxyClass). Proxy class names are never printed.
public class ReflectArrayProxy {
    interface Calculator {
        int add(int a, int b);
        double scale(double x);
        String name();
        void fail() throws java.io.IOException;
        void undeclared();
        default String describe() { return "calc " + name(); }
        Object[] varargs(Object... xs);
    }

    interface Named {
        String name();
    }

    public static void main(String[] args) throws Throwable {
        int[][][] cube = (int[][][]) Array.newInstance(int.class, 2, 3, 4);
        System.out.println("cube type " + cube.getClass().getName() + " lengths " + cube.length + "x" + cube[0].length + "x" + cube[0][0].length + " component " + cube.getClass().getComponentType().getName());
        Object strs = Array.newInstance(String.class, 3);
        Array.set(strs, 0, "zero");
        Array.set(strs, 2, "two");
        System.out.println("String array " + Arrays.toString((String[]) strs) + " getLength " + Array.getLength(strs) + " get(2) " + Array.get(strs, 2));
        int[] ints = new int[3];
        Array.setInt(ints, 0, 5);
        Array.set(ints, 1, 6);
        Array.setShort(ints, 2, (short) 7);
        long[] longs = new long[2];
        Array.setInt(longs, 0, -1);
        Array.setChar(longs, 1, 'A');
        System.out.println("ints " + Arrays.toString(ints) + " getLong (widening) " + Array.getLong(ints, 0) + " getDouble " + Array.getDouble(ints, 1) + " longs " + Arrays.toString(longs)
            + " boxed get " + Array.get(new char[]{'q'}, 0).getClass().getSimpleName() + " boolean " + Array.getBoolean(new boolean[]{true}, 0));
        Object partial = Array.newInstance(double.class, new int[]{2, 0});
        System.out.println("partial dims " + partial.getClass().getSimpleName() + " inner length " + ((double[][]) partial)[1].length);
        String[][] jagged = (String[][]) Array.newInstance(String[].class, 2);
        System.out.println("array of arrays element null " + (jagged[0] == null) + " type " + jagged.getClass().getSimpleName());
        Object[] errors = {
            tryIt(() -> Array.get(ints, 3)), tryIt(() -> Array.set(ints, 0, "x")), tryIt(() -> Array.getInt(new long[1], 0)), tryIt(() -> Array.getLength("not array")),
            tryIt(() -> Array.newInstance(int.class, -1)), tryIt(() -> Array.newInstance(void.class, 1)), tryIt(() -> Array.set(strs, 0, 42)), tryIt(() -> Array.setInt(ints, -1, 0)),
            tryIt(() -> Array.newInstance(int.class, new int[0])), tryIt(() -> Array.get(null, 0)), tryIt(() -> Array.set(ints, 0, null))};
        for (Object e : errors) System.out.println("  " + e);

        List<String> calls = new ArrayList<>();
        InvocationHandler h = (proxy, method, margs) -> {
            calls.add(method.getName() + (margs == null ? "[]" : Arrays.deepToString(margs)));
            switch (method.getName()) {
                case "add": return (Integer) margs[0] + (Integer) margs[1];
                case "scale": return (Double) margs[0] * 2;
                case "name": return "proxied";
                case "fail": throw new java.io.IOException("declared checked");
                case "undeclared": throw new Exception("undeclared checked");
                case "describe": return InvocationHandler.invokeDefault(proxy, method, margs) + " (via invokeDefault)";
                case "varargs": return margs[0];
                case "toString": return "ProxyToString";
                case "hashCode": return 12345;
                case "equals": return proxy == margs[0];
                default: throw new UnsupportedOperationException(method.getName());
            }
        };
        Calculator calc = (Calculator) Proxy.newProxyInstance(ReflectArrayProxy.class.getClassLoader(), new Class<?>[]{Calculator.class, Named.class}, h);
        System.out.println("add " + calc.add(2, 40) + " scale " + calc.scale(1.25) + " name " + calc.name() + " as Named " + ((Named) calc).name() + " describe " + calc.describe());
        System.out.println("varargs " + Arrays.toString(calc.varargs(1, "two", null)) + " toString " + calc + " hashCode " + calc.hashCode() + " equals self " + calc.equals(calc) + " equals other " + calc.equals("x"));
        try {
            calc.fail();
        } catch (java.io.IOException e) {
            System.out.println("declared checked exception passes through: " + e.getMessage());
        }
        try {
            calc.undeclared();
        } catch (UndeclaredThrowableException e) {
            System.out.println("UndeclaredThrowableException wrapping " + e.getUndeclaredThrowable() + " cause " + e.getCause().getMessage());
        }
        System.out.println("calls " + calls);
        Class<?> pc = calc.getClass();
        System.out.println("isProxyClass " + Proxy.isProxyClass(pc) + " not proxy " + Proxy.isProxyClass(String.class) + " handler same " + (Proxy.getInvocationHandler(calc) == h)
            + " interfaces " + Arrays.stream(pc.getInterfaces()).map(Class::getSimpleName).toList() + " final " + Modifier.isFinal(pc.getModifiers()) + " superclass " + pc.getSuperclass().getSimpleName()
            + " instanceof Named " + (calc instanceof Named) + " same class for same interfaces " + (pc == Proxy.newProxyInstance(ReflectArrayProxy.class.getClassLoader(), new Class<?>[]{Calculator.class, Named.class}, h).getClass()));
        Map<String, Integer> backing = new TreeMap<>(Map.of("a", 1));
        @SuppressWarnings("unchecked")
        Map<String, Integer> logged = (Map<String, Integer>) Proxy.newProxyInstance(Map.class.getClassLoader(), new Class<?>[]{Map.class}, (p, method, margs) -> {
            Object r = method.invoke(backing, margs);
            System.out.println("  Map." + method.getName() + " -> " + r);
            return r;
        });
        logged.put("b", 2);
        logged.get("a");
        logged.size();
        try {
            logged.put(null, 3);
        } catch (NullPointerException e) {
            System.out.println("unexpected unwrapped NPE");
        } catch (UndeclaredThrowableException e) {
            System.out.println("handler threw InvocationTargetException -> UndeclaredThrowableException cause " + e.getCause().getClass().getSimpleName() + " / " + e.getCause().getCause().getClass().getSimpleName());
        }
        InvocationHandler nullReturner = (p, method, margs) -> null;
        Calculator nulls = (Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[]{Calculator.class}, nullReturner);
        try {
            nulls.add(1, 2);
        } catch (NullPointerException e) {
            System.out.println("null for primitive return: NullPointerException");
        }
        System.out.println("null for reference return " + nulls.name());
        InvocationHandler wrongType = (p, method, margs) -> "string";
        try {
            ((Calculator) Proxy.newProxyInstance(Calculator.class.getClassLoader(), new Class<?>[]{Calculator.class}, wrongType)).add(1, 2);
        } catch (ClassCastException e) {
            System.out.println("wrong return type: ClassCastException");
        }
        try {
            Proxy.newProxyInstance(ReflectArrayProxy.class.getClassLoader(), new Class<?>[]{String.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println("proxy of class: IllegalArgumentException " + e.getMessage());
        }
        try {
            Proxy.newProxyInstance(ReflectArrayProxy.class.getClassLoader(), new Class<?>[]{Named.class, Named.class}, h);
        } catch (IllegalArgumentException e) {
            System.out.println("duplicate interface: IllegalArgumentException " + e.getMessage());
        }
        try {
            Proxy.getInvocationHandler("not a proxy");
        } catch (IllegalArgumentException e) {
            System.out.println("getInvocationHandler: IllegalArgumentException " + e.getMessage());
        }
    }

    static String tryIt(Runnable r) {
        try {
            r.run();
            return "ok";
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }
}
