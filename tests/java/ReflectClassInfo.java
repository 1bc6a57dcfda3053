import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

// Class metadata: enclosing/declaring classes and methods, anonymous/local/member classes, simple/canonical/type names,
// nest host and members, sealed classes (getPermittedSubclasses), records (getRecordComponents), enums,
// generic signatures (superclass, interfaces, TypeVariable bounds, wildcards, generic arrays, method generics).
public class ReflectClassInfo {
    sealed interface Shape permits Circle, Square, Poly { }
    record Circle(double r) implements Shape { }
    record Square(double side) implements Shape { }
    non-sealed static class Poly implements Shape { }
    static final class Tri extends Poly { }

    static class Box<T extends Comparable<? super T> & Serializable, U> implements Comparable<Box<T, U>>, Supplier<List<? extends U>> {
        T[] items;
        Map<String, List<U>> index;
        List<?> anything;
        public int compareTo(Box<T, U> o) { return 0; }
        public List<? extends U> get() { return null; }
        <R extends Number> R convert(Function<? super T, R> f, U... extras) { return null; }
    }

    static class IntBox extends Box<Integer, String> { }

    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } },
        NOOP;
        int apply(int a, int b) { return a; }
    }

    class Inner {
        class Deeper { }
    }

    static Object localFactory() {
        class Local implements Runnable {
            public void run() { }
        }
        return new Local();
    }

    static String info(Class<?> c) {
        return "name=" + c.getName() + " simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName() + " typeName=" + c.getTypeName()
            + " member=" + c.isMemberClass() + " local=" + c.isLocalClass() + " anonymous=" + c.isAnonymousClass()
            + " enclosing=" + (c.getEnclosingClass() == null ? null : c.getEnclosingClass().getSimpleName())
            + " declaring=" + (c.getDeclaringClass() == null ? null : c.getDeclaringClass().getSimpleName())
            + " enclosingMethod=" + (c.getEnclosingMethod() == null ? null : c.getEnclosingMethod().getName())
            + " nestHost=" + c.getNestHost().getSimpleName() + " modifiers=" + Modifier.toString(c.getModifiers());
    }

    public static void main(String[] args) throws Exception {
        Object anon = new Object() { };
        Runnable lambda = () -> { };
        System.out.println(info(ReflectClassInfo.class));
        System.out.println(info(Inner.class));
        System.out.println(info(Inner.Deeper.class));
        System.out.println(info(localFactory().getClass()));
        System.out.println(info(anon.getClass()));
        System.out.println(info(Op.PLUS.getClass()));
        System.out.println(info(Map.Entry.class));
        System.out.println(info(int[][].class));
        System.out.println(info(Inner.Deeper[].class));
        System.out.println("lambda: synthetic " + lambda.getClass().isSynthetic() + " hidden " + lambda.getClass().isHidden() + " anonymous " + lambda.getClass().isAnonymousClass()
            + " interfaces " + Arrays.toString(lambda.getClass().getInterfaces()));
        Object ctorLocal = new ReflectClassInfo().makeInCtorContext();
        System.out.println("enclosing constructor " + (ctorLocal.getClass().getEnclosingConstructor() != null) + " enclosing method " + ctorLocal.getClass().getEnclosingMethod());
        System.out.println("declared classes " + Arrays.stream(ReflectClassInfo.class.getDeclaredClasses()).map(Class::getSimpleName).sorted().toList());
        System.out.println("nest members " + Arrays.stream(ReflectClassInfo.class.getNestMembers()).map(Class::getName).sorted().toList());
        System.out.println("isNestmateOf " + Inner.Deeper.class.isNestmateOf(Op.class) + " " + String.class.isNestmateOf(ReflectClassInfo.class));

        System.out.println("Shape sealed " + Shape.class.isSealed() + " permitted " + Arrays.stream(Shape.class.getPermittedSubclasses()).map(Class::getSimpleName).toList()
            + " Poly sealed " + Poly.class.isSealed() + " Poly permitted " + Poly.class.getPermittedSubclasses() + " Circle sealed " + Circle.class.isSealed() + " final " + Modifier.isFinal(Circle.class.getModifiers()));
        System.out.println("records: Circle " + Circle.class.isRecord() + " Poly " + Poly.class.isRecord() + " Record super " + Circle.class.getSuperclass().getName());
        for (RecordComponent rc : Square.class.getRecordComponents())
            System.out.println("  component " + rc.getName() + " type " + rc.getType() + " accessor " + rc.getAccessor().getName() + " value " + rc.getAccessor().invoke(new Square(2.5)) + " declaring " + rc.getDeclaringRecord().getSimpleName());
        System.out.println("  non-record components " + Poly.class.getRecordComponents() + " canonical ctor " + Circle.class.getDeclaredConstructor(double.class).newInstance(1.5));
        System.out.println("enum: isEnum " + Op.class.isEnum() + " constant body isEnum " + Op.PLUS.getClass().isEnum() + " getDeclaringClass " + Op.PLUS.getDeclaringClass().getSimpleName()
            + " constants " + Arrays.toString(Op.class.getEnumConstants()) + " body class super " + Op.TIMES.getClass().getSuperclass().getSimpleName() + " apply " + Op.TIMES.apply(6, 7) + " " + Op.NOOP.apply(6, 7)
            + " valueOf " + Enum.valueOf(Op.class, "PLUS").ordinal());
        try {
            Op.valueOf("MINUS");
        } catch (IllegalArgumentException e) {
            System.out.println("Op.valueOf: " + e.getMessage());
        }

        Type sup = IntBox.class.getGenericSuperclass();
        ParameterizedType pt = (ParameterizedType) sup;
        System.out.println("IntBox generic super " + sup.getTypeName() + " raw " + pt.getRawType().getTypeName() + " args " + Arrays.stream(pt.getActualTypeArguments()).map(Type::getTypeName).toList()
            + " owner " + pt.getOwnerType().getTypeName());
        TypeVariable<?>[] tvs = Box.class.getTypeParameters();
        for (TypeVariable<?> tv : tvs)
            System.out.println("  type variable " + tv.getName() + " bounds " + Arrays.stream(tv.getBounds()).map(Type::getTypeName).toList() + " declared by " + ((Class<?>) tv.getGenericDeclaration()).getSimpleName());
        for (Type it : Box.class.getGenericInterfaces()) System.out.println("  generic interface " + it.getTypeName());
        for (String fname : new String[]{"items", "index", "anything"}) {
            Type t = Box.class.getDeclaredField(fname).getGenericType();
            System.out.println("  field " + fname + " " + t.getTypeName() + " kind " + kind(t));
            if (t instanceof ParameterizedType p) {
                for (Type a : p.getActualTypeArguments()) {
                    System.out.println("    arg " + a.getTypeName() + " kind " + kind(a));
                    if (a instanceof WildcardType w) System.out.println("    wildcard upper " + Arrays.toString(w.getUpperBounds()) + " lower " + Arrays.toString(w.getLowerBounds()));
                }
            }
            if (t instanceof GenericArrayType g) System.out.println("    component " + g.getGenericComponentType().getTypeName());
        }
        Method convert = Box.class.getDeclaredMethod("convert", Function.class, Object[].class);
        System.out.println("  method type params " + Arrays.stream(convert.getTypeParameters()).map(tv -> tv.getName() + " extends " + Arrays.toString(tv.getBounds())).toList()
            + " generic params " + Arrays.stream(convert.getGenericParameterTypes()).map(Type::getTypeName).toList() + " generic return " + convert.getGenericReturnType().getTypeName());
        Type wild = ((ParameterizedType) convert.getGenericParameterTypes()[0]).getActualTypeArguments()[0];
        System.out.println("  ? super T lower bound " + ((WildcardType) wild).getLowerBounds()[0].getTypeName());
        Method get = Box.class.getMethod("get");
        System.out.println("  get() generic return " + get.getGenericReturnType().getTypeName() + " bridge methods in IntBox? " + Arrays.stream(Box.class.getDeclaredMethods()).filter(Method::isBridge).map(m -> m.getName() + Arrays.toString(m.getParameterTypes())).sorted().toList());
        ParameterizedType p1 = (ParameterizedType) IntBox.class.getGenericSuperclass(), p2 = (ParameterizedType) IntBox.class.getGenericSuperclass();
        System.out.println("  ParameterizedType equals " + p1.equals(p2) + " hash equal " + (p1.hashCode() == p2.hashCode()));
        System.out.println("arrays: int[] super " + int[].class.getSuperclass().getName() + " interfaces " + Arrays.toString(int[].class.getInterfaces()) + " modifiers " + Modifier.toString(int[].class.getModifiers())
            + " String[] assignable to Object[] " + Object[].class.isAssignableFrom(String[].class) + " int[] to Object[] " + Object[].class.isAssignableFrom(int[].class)
            + " arrayType " + String.class.arrayType().getName() + " componentType " + int[][].class.componentType().getName() + " descriptor " + int[][].class.descriptorString() + " " + Map.Entry.class.descriptorString());
        System.out.println("primitives: " + Arrays.stream(new Class<?>[]{boolean.class, byte.class, char.class, short.class, int.class, long.class, float.class, double.class, void.class})
            .map(c -> c.getName() + ":" + c.descriptorString() + ":" + Modifier.toString(c.getModifiers())).toList());
        System.out.println("interfaces of Circle " + Arrays.toString(Circle.class.getInterfaces()) + " Shape isInterface " + Shape.class.isInterface() + " abstract " + Modifier.isAbstract(Shape.class.getModifiers())
            + " Class.forName inner " + Class.forName("ReflectClassInfo$Inner$Deeper").getSimpleName() + " Class.forName primitive fails: " + forNameFails("int"));
    }

    Object makeInCtorContext() {
        return new ReflectClassInfo(0).saved;
    }

    Object saved;
    ReflectClassInfo() { }
    ReflectClassInfo(int x) {
        saved = new Object() { };
    }

    static String forNameFails(String n) {
        try {
            Class.forName(n);
            return "no";
        } catch (ClassNotFoundException e) {
            return "ClassNotFoundException " + e.getMessage();
        }
    }

    static String kind(Type t) {
        if (t instanceof Class) return "Class";
        if (t instanceof ParameterizedType) return "ParameterizedType";
        if (t instanceof GenericArrayType) return "GenericArrayType";
        if (t instanceof WildcardType) return "WildcardType";
        if (t instanceof TypeVariable) return "TypeVariable";
        return "?";
    }
}
