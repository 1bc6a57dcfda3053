// javac-options: -parameters
import java.lang.annotation.*;
import java.lang.reflect.*;
import java.util.*;
import java.util.stream.*;

// Reflection on Java 17 shapes: records (getRecordComponents, accessors, canonical constructor, annotations on
// components), sealed hierarchies (isSealed, getPermittedSubclasses), nestmates (getNestHost, getNestMembers,
// isNestmateOf, private access across nest members), enums with constant bodies, interface static/private methods,
// parameter names with -parameters, generic signatures, type annotations, and bridge/synthetic methods.
public class ReflectSealedRecords {
    static void p(Object o) { System.out.println(o); }
    @Retention(RetentionPolicy.RUNTIME) @Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.TYPE_USE})
    @interface Tag { String value() default "t"; }
    @Retention(RetentionPolicy.RUNTIME) @Target(ElementType.TYPE_USE) @interface NonNull {}
    record Point(@Tag("x") int x, @Tag int y) implements Comparable<Point> {
        Point { if (x < 0) throw new IllegalArgumentException("neg x " + x); }
        Point(int v) { this(v, v); }
        static Point origin() { return new Point(0, 0); }
        public int compareTo(Point o) { return Integer.compare(x, o.x); }
    }
    record Gen<T extends Number>(List<@NonNull T> items, T first, String... rest) {}
    record Empty() {}
    sealed interface Shape permits Circle, Square, Poly {}
    record Circle(double r) implements Shape {}
    static final class Square implements Shape { private int side = 2; }
    static non-sealed class Poly implements Shape {}
    static class Tri extends Poly {}
    static abstract sealed class Expr permits Num, Add {}
    static final class Num extends Expr { private int secret = 41; private int bump() { return ++secret; } }
    static final class Add extends Expr {}
    enum Op {
        PLUS { int apply(int a, int b) { return a + b; } },
        TIMES { int apply(int a, int b) { return a * b; } @Override public String toString() { return "x"; } },
        NEG;
        int apply(int a, int b) { return -a; }
    }
    interface WithStatics {
        static int twice(int x) { return helper(x) * 2; }
        private static int helper(int x) { return x + 1; }
        private int inst() { return 5; }
        default int pub() { return inst(); }
    }
    static <T extends Comparable<? super T>> T max(List<? extends T> list, @Tag("param") int unused, String... names) { return list.get(0); }
    static String sig(Method m) { return m.getName() + Arrays.stream(m.getParameters()).map(pr -> pr.getType().getSimpleName() + " " + pr.getName() + (pr.isNamePresent() ? "" : "?")).collect(Collectors.toList()); }
    public static void main(String[] args) throws Throwable {
        p("record " + Point.class.isRecord() + " " + Empty.class.isRecord() + " " + Object.class.isRecord() + " super " + Point.class.getSuperclass().getName() + " final " + Modifier.isFinal(Point.class.getModifiers()));
        for (RecordComponent rc : Point.class.getRecordComponents())
            p("  comp " + rc.getName() + " " + rc.getType() + " generic " + rc.getGenericType() + " accessor " + rc.getAccessor().getName() + " tag " + rc.getAnnotation(Tag.class).value()
              + " decl " + rc.getDeclaringRecord().getSimpleName() + " sig " + rc.getGenericSignature() + " str " + rc);
        for (RecordComponent rc : Gen.class.getRecordComponents())
            p("  gen comp " + rc.getName() + " " + rc.getGenericType() + " sig " + rc.getGenericSignature() + " annotated " + rc.getAnnotatedType());
        p("empty comps " + Empty.class.getRecordComponents().length + " non-record " + String.class.getRecordComponents());
        Constructor<Point> canon = Point.class.getDeclaredConstructor(int.class, int.class);
        p("canonical params " + Arrays.stream(canon.getParameters()).map(Parameter::getName).collect(Collectors.toList()) + " mods " + Modifier.toString(canon.getModifiers()));
        p("new via reflection " + canon.newInstance(3, 4) + " accessor " + Point.class.getRecordComponents()[1].getAccessor().invoke(new Point(5, 6)));
        try { canon.newInstance(-1, 0); } catch (InvocationTargetException e) { p("compact ctor threw " + e.getCause().getMessage()); }
        Field fx = Point.class.getDeclaredField("x");
        p("field mods " + Modifier.toString(fx.getModifiers()) + " tag on field " + fx.getAnnotation(Tag.class) + " on accessor " + Point.class.getMethod("x").getAnnotation(Tag.class));
        fx.setAccessible(true);
        try { fx.setInt(new Point(1, 2), 9); } catch (IllegalAccessException e) { p("record field final: " + e.getMessage()); }
        p("equals " + new Point(1, 2).equals(new Point(1, 2)) + " hash " + new Point(1, 2).hashCode() + " " + new Gen<>(List.of(1), 2, "a", "b").rest().length + " toString " + new Circle(1.5) + " " + new Empty() + " " + Empty.class.getDeclaredMethods().length);
        p("sealed " + Shape.class.isSealed() + " permitted " + Arrays.stream(Shape.class.getPermittedSubclasses()).map(Class::getSimpleName).collect(Collectors.toList())
          + " expr " + Arrays.stream(Expr.class.getPermittedSubclasses()).map(Class::getSimpleName).collect(Collectors.toList()) + " Poly sealed " + Poly.class.isSealed()
          + " Poly permitted " + Poly.class.getPermittedSubclasses() + " Circle sealed " + Circle.class.isSealed() + " Tri " + Tri.class.isSealed() + " mods " + Modifier.toString(Expr.class.getModifiers()));
        Object[] shapes = {new Circle(2), new Square(), new Tri()};
        for (Object s : shapes) {
            String d = s instanceof Circle c ? "circle " + c.r() : s instanceof Square q ? "square " + q.side : "poly " + s.getClass().getSimpleName();
            p("switch " + d);
        }
        p("nest host " + Num.class.getNestHost().getSimpleName() + " members " + Arrays.stream(ReflectSealedRecords.class.getNestMembers()).map(Class::getSimpleName).sorted().collect(Collectors.toList())
          + " nestmate " + Num.class.isNestmateOf(Add.class) + " " + Num.class.isNestmateOf(String.class) + " host of String " + String.class.getNestHost().getSimpleName() + " int host " + int.class.getNestHost());
        Num n = new Num();
        p("private direct " + n.secret + " " + n.bump());
        Method bump = Num.class.getDeclaredMethod("bump");
        p("private reflect " + bump.invoke(n) + " mods " + Modifier.toString(bump.getModifiers()) + " field " + Num.class.getDeclaredField("secret").getInt(n));
        p("lookup private " + java.lang.invoke.MethodHandles.lookup().findVirtual(Num.class, "bump", java.lang.invoke.MethodType.methodType(int.class)).invoke(n)
          + " privateLookupIn " + java.lang.invoke.MethodHandles.privateLookupIn(Num.class, java.lang.invoke.MethodHandles.lookup()).lookupClass().getSimpleName());
        for (Op o : Op.values())
            p("enum " + o + " name " + o.name() + " class anon " + o.getClass().isAnonymousClass() + " enum? " + o.getClass().isEnum() + " declaring " + o.getDeclaringClass().getSimpleName()
              + " apply " + o.apply(3, 4) + " valueOf " + Op.valueOf(o.name()).ordinal() + " superclass " + o.getClass().getSuperclass().getSimpleName());
        p("enum constants " + Arrays.toString(Op.class.getEnumConstants()) + " body class constants " + Op.PLUS.getClass().getEnumConstants() + " switch " + switch (Op.TIMES) { case PLUS -> 1; case TIMES -> 2; case NEG -> 3; });
        try { Op.valueOf("MINUS"); } catch (IllegalArgumentException e) { p("valueOf: " + e.getMessage()); }
        try { Enum.valueOf(Op.class, null); } catch (NullPointerException e) { p("valueOf null: " + e.getMessage()); }
        EnumMap<Op, String> em = new EnumMap<>(Op.class); em.put(Op.NEG, "n"); em.put(Op.PLUS, "p");
        p("enummap " + em + " set " + EnumSet.complementOf(EnumSet.of(Op.TIMES)) + " range " + EnumSet.range(Op.PLUS, Op.NEG));
        try { Op.class.getDeclaredConstructor(String.class, int.class).newInstance("X", 9); } catch (IllegalArgumentException e) { p("enum newInstance: " + e.getMessage()); }
        p("iface static " + WithStatics.twice(4) + " " + new WithStatics() {}.pub());
        List<String> ms = Arrays.stream(WithStatics.class.getDeclaredMethods()).map(m -> Modifier.toString(m.getModifiers()) + " " + m.getName() + " default=" + m.isDefault()).sorted().collect(Collectors.toList());
        p("iface methods " + ms);
        Method hm = WithStatics.class.getDeclaredMethod("helper", int.class);
        hm.setAccessible(true);
        p("iface private reflect " + hm.invoke(null, 10));
        Method mx = ReflectSealedRecords.class.getDeclaredMethod("max", List.class, int.class, String[].class);
        p("params " + sig(mx) + " varargs " + mx.isVarArgs() + " generic " + mx.toGenericString() + " typevars " + Arrays.toString(mx.getTypeParameters()) + " bounds " + Arrays.toString(mx.getTypeParameters()[0].getBounds()));
        p("param anno " + mx.getParameters()[1].getAnnotation(Tag.class).value() + " implicit/synthetic " + mx.getParameters()[0].isImplicit() + mx.getParameters()[0].isSynthetic() + " mods " + mx.getParameters()[2].getModifiers());
        class Local { Local(int q) {} }
        Constructor<?> lc = Local.class.getDeclaredConstructors()[0];
        p("local ctor params " + Arrays.stream(lc.getParameters()).map(pr -> pr.getName() + (pr.isImplicit() ? "(implicit)" : "") + (pr.isSynthetic() ? "(synthetic)" : "")).collect(Collectors.toList()));
        class Inner { Inner(String s) {} }
        p("inner enclosing " + Local.class.getEnclosingMethod().getName() + " " + Local.class.isLocalClass() + " " + Local.class.getDeclaringClass() + " " + Local.class.getEnclosingClass().getSimpleName());
        p("enum ctor params " + Arrays.stream(Op.class.getDeclaredConstructors()[0].getParameters()).map(pr -> pr.getName() + (pr.isSynthetic() ? "(synthetic)" : "")).collect(Collectors.toList()));
        List<String> bridges = Arrays.stream(Point.class.getDeclaredMethods()).filter(m -> m.getName().equals("compareTo")).map(m -> m.getParameterTypes()[0].getSimpleName() + " bridge=" + m.isBridge() + " synth=" + m.isSynthetic()).sorted().collect(Collectors.toList());
        p("bridges " + bridges);
        Field itemsField = Gen.class.getDeclaredField("items");
        AnnotatedParameterizedType apt = (AnnotatedParameterizedType) itemsField.getAnnotatedType();
        p("type anno " + Arrays.stream(apt.getAnnotatedActualTypeArguments()).map(t -> t.getType() + " " + Arrays.toString(t.getAnnotations())).collect(Collectors.toList()));
        Method ex = Class.forName("java.lang.Record").getDeclaredMethod("equals", Object.class);
        p("Record abstract equals " + Modifier.toString(ex.getModifiers()));
        p("class names " + Point.class.getName() + " " + Point.class.getCanonicalName() + " " + Op.PLUS.getClass().getName() + " " + Op.PLUS.getClass().getCanonicalName() + " " + new Object() {}.getClass().getName()
          + " " + Local.class.getName() + " " + Local.class.getCanonicalName() + " " + Point[].class.getCanonicalName() + " " + Point[][].class.getTypeName() + " " + Point.class.descriptorString());
    }
}
