import java.util.ArrayList;

// Class objects: getName/getSimpleName/getTypeName for arrays, primitives, nested, local and anonymous classes;
// instanceof and isInstance/isAssignableFrom with arrays and interfaces.
public class ClassNames {
    static class Nested { class Inner { } }
    interface Marker { }
    static class Impl implements Marker, Cloneable { }
    enum E { A, B { } }

    static void show(Class<?> c) {
        System.out.println(c.getName() + " | simple=" + c.getSimpleName() + " | type=" + c.getTypeName() + " | array=" + c.isArray()
            + " | primitive=" + c.isPrimitive() + " | interface=" + c.isInterface()
            + " | component=" + (c.getComponentType() == null ? "-" : c.getComponentType().getName())
            + " | super=" + (c.getSuperclass() == null ? "-" : c.getSuperclass().getName())
            + " | modifiers=" + java.lang.reflect.Modifier.toString(c.getModifiers()));
    }

    public static void main(String[] args) {
        Class<?>[] classes = {int.class, void.class, long.class, boolean.class, char.class, double.class, int[].class, int[][].class, long[][][].class,
            byte[].class, short[].class, float[].class, boolean[].class, char[].class, double[].class,
            String.class, String[].class, String[][].class, Object.class, Object[].class, Integer.class, Runnable.class, Runnable[].class,
            ClassNames.class, Nested.class, Nested.Inner.class, Nested.Inner[].class, Marker.class, Impl.class, E.class, E.B.getClass(),
            java.util.Map.Entry.class, ArrayList.class, Thread.State.class, Cloneable.class};
        for (Class<?> c : classes) show(c);
        Object anon = new Object() { };
        Runnable lambdaFree = new Runnable() { public void run() { } };
        class Local { }
        show(anon.getClass());
        show(lambdaFree.getClass());
        show(Local.class);
        show(new Local[0].getClass());
        System.out.println("getClass of values: " + new int[0].getClass().getName() + " " + new String[0][0].getClass().getName() + " "
            + "s".getClass().getName() + " " + Integer.valueOf(1).getClass().getName() + " " + new ArrayList<String>().getClass().getSimpleName());
        Object[] objs = {new int[0], new String[0], new Object[0], new Integer[0][], new Impl(), new Impl[0], "str", new long[0][], new char[0]};
        for (Object o : objs) {
            System.out.println(o.getClass().getName() + ": Object[]=" + (o instanceof Object[]) + " Object[][]=" + (o instanceof Object[][])
                + " String[]=" + (o instanceof String[]) + " Marker=" + (o instanceof Marker) + " Cloneable=" + (o instanceof Cloneable)
                + " Serializable=" + (o instanceof java.io.Serializable) + " Comparable[]=" + (o instanceof Comparable[])
                + " Marker[]=" + (o instanceof Marker[]) + " long[][]=" + (o instanceof long[][]));
        }
        System.out.println("isInstance: " + Number.class.isInstance(5) + " " + int.class.isInstance(5) + " " + Object[].class.isInstance(new String[0])
            + " " + Marker.class.isInstance(new Impl()) + " " + String.class.isInstance(null));
        System.out.println("isAssignableFrom: " + Object.class.isAssignableFrom(int[].class) + " " + Object[].class.isAssignableFrom(int[][].class)
            + " " + Number.class.isAssignableFrom(Integer.class) + " " + Integer.class.isAssignableFrom(Number.class) + " " + long.class.isAssignableFrom(int.class)
            + " " + Cloneable.class.isAssignableFrom(double[].class) + " " + Marker[].class.isAssignableFrom(Impl[].class));
        System.out.println("arrayType/componentType: " + int.class.arrayType().getName() + " " + String[].class.componentType().getName()
            + " " + int[][].class.getComponentType().getSimpleName());
        System.out.println("interfaces of Impl: " + Impl.class.getInterfaces().length + " " + Impl.class.getInterfaces()[0].getSimpleName()
            + " of int[]: " + int[].class.getInterfaces().length + " " + int[].class.getInterfaces()[0].getName() + " " + int[].class.getInterfaces()[1].getName());
        System.out.println("Class.forName: " + Loader.forName0("java.lang.String") + " " + Loader.forName0("[I") + " " + Loader.forName0("[Ljava.lang.Integer;")
            + " " + Loader.forName0("ClassNames$Nested") + " " + Loader.forName0("int") + " " + Loader.forName0("no.such.Clazz"));
        System.out.println("class literal identity: " + (int[].class == new int[3].getClass()) + " " + (String.class == "x".getClass())
            + " " + (Integer.TYPE == int.class) + " " + (Void.TYPE == void.class));
        System.out.println("toString: " + int.class + " | " + String.class + " | " + Runnable.class + " | " + int[].class + " | " + E.class);
        System.out.println("package: " + String.class.getPackageName() + " | " + ClassNames.class.getPackageName().isEmpty() + " | " + int[].class.getPackageName());
        System.out.println("enclosing: " + Nested.Inner.class.getEnclosingClass().getSimpleName() + " " + Local.class.getEnclosingMethod().getName()
            + " anon enclosing=" + anon.getClass().getEnclosingClass().getSimpleName() + " E.B class=" + E.B.getClass().getName()
            + " declaring=" + E.B.getDeclaringClass().getName());
    }
}

class Loader {
    static String forName0(String n) {
        try {
            return java.lang.Class.forName(n).getName();
        } catch (ClassNotFoundException e) {
            return "CNFE(" + e.getMessage() + ")";
        }
    }
}
