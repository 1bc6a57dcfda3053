// Class natives on unusual shapes: enclosing methods/constructors, simple and canonical names of local,
// anonymous and array classes, inner class modifiers, generic signatures, declared classes, package info.
import java.io.Serializable;
import java.lang.reflect.*;
import java.util.*;
import java.util.function.*;

public class ReflectClassShapes2 {
    static Object anonInStaticInit;
    static Class<?> localInStaticInit;
    static {
        class InClinit {}
        localInStaticInit = InClinit.class;
        anonInStaticInit = new Object() {};
    }
    Object anonInField = new Runnable() { public void run() {} };
    Class<?> localInCtor;
    ReflectClassShapes2() { class InCtor {} localInCtor = InCtor.class; }

    private static class PrivStatic {}
    protected class ProtInner {}
    abstract static class AbsStatic<T extends Number & Comparable<T>, U> implements Serializable, Comparable<AbsStatic<T, U>> {
        List<? super T> wild;
        Map<String, List<U>>[] arr;
        abstract <R extends Runnable> R make(Class<R> c, T[] ts) throws java.io.IOException, IllegalStateException;
    }
    interface Iface { int CONST = 3; class InIface {} enum E { A } }
    enum WithBody { X { void f() {} }, Y; void f() {} }
    @interface Ann { int v() default 1; }
    record Rec<T>(T t, int[] is) {}

    static void show(String label, Class<?> c) {
        System.out.println(label + ": name=" + c.getName() + " simple=" + c.getSimpleName() + " canonical=" + c.getCanonicalName()
            + " typeName=" + c.getTypeName() + " anon=" + c.isAnonymousClass() + " local=" + c.isLocalClass() + " member=" + c.isMemberClass()
            + " synthetic=" + c.isSynthetic() + " mods=" + Modifier.toString(c.getModifiers()) + " [" + Integer.toHexString(c.getModifiers()) + "]"
            + " encl=" + (c.getEnclosingClass() == null ? null : c.getEnclosingClass().getSimpleName())
            + " decl=" + (c.getDeclaringClass() == null ? null : c.getDeclaringClass().getSimpleName())
            + " emethod=" + (c.getEnclosingMethod() == null ? null : c.getEnclosingMethod().getName())
            + " ector=" + (c.getEnclosingConstructor() == null ? null : c.getEnclosingConstructor().getParameterCount())
            + " nest=" + c.getNestHost().getSimpleName() + " pkg=" + c.getPackageName());
    }

    <X> Supplier<Object> generic(X x) {
        class InGeneric<Y> implements Supplier<Object> { public Object get() { return x; } }
        return new InGeneric<String>();
    }

    public static void main(String[] args) throws Exception {
        class LocalInMain {}
        Object anonInMain = new Comparator<String>() { public int compare(String a, String b) { return 0; } };
        Runnable lambdaAnon = () -> { Object o = new Object() {}; show("anonInLambda", o.getClass()); };
        show("top", ReflectClassShapes2.class);
        show("privStatic", PrivStatic.class);
        show("protInner", ProtInner.class);
        show("absStatic", AbsStatic.class);
        show("iface", Iface.class);
        show("inIface", Iface.InIface.class);
        show("ifaceEnum", Iface.E.class);
        show("enumBody", WithBody.X.getClass());
        show("enumPlain", WithBody.Y.getClass());
        show("ann", Ann.class);
        show("rec", Rec.class);
        show("localMain", LocalInMain.class);
        show("anonMain", anonInMain.getClass());
        lambdaAnon.run();
        show("clinitLocal", localInStaticInit);
        show("clinitAnon", anonInStaticInit.getClass());
        ReflectClassShapes2 inst = new ReflectClassShapes2();
        show("fieldAnon", inst.anonInField.getClass());
        show("ctorLocal", inst.localInCtor);
        show("genericLocal", inst.generic(1).getClass());
        show("array", LocalInMain[][].class);
        show("anonArray", java.lang.reflect.Array.newInstance(anonInMain.getClass(), 0).getClass());
        show("prim", int.class);
        show("primArray", long[].class);
        show("mapEntry", Map.Entry.class);

        List<String> dc = new ArrayList<>();
        for (Class<?> c : ReflectClassShapes2.class.getDeclaredClasses()) dc.add(c.getSimpleName());
        Collections.sort(dc);
        System.out.println("declared classes " + dc);
        List<String> pc = new ArrayList<>();
        for (Class<?> c : ReflectClassShapes2.class.getClasses()) pc.add(c.getSimpleName());
        Collections.sort(pc);
        System.out.println("public classes " + pc + " iface " + Arrays.toString(Iface.class.getDeclaredClasses().length > 0 ? new int[] {Iface.class.getDeclaredClasses().length} : null));

        System.out.println("generic super " + AbsStatic.class.getGenericSuperclass() + " ifaces " + Arrays.toString(AbsStatic.class.getGenericInterfaces()));
        for (TypeVariable<?> tv : AbsStatic.class.getTypeParameters())
            System.out.println("  tv " + tv.getName() + " bounds " + Arrays.toString(tv.getBounds()) + " decl " + ((Class<?>) tv.getGenericDeclaration()).getSimpleName());
        System.out.println("  wild " + AbsStatic.class.getDeclaredField("wild").getGenericType() + " arr " + AbsStatic.class.getDeclaredField("arr").getGenericType());
        Method make = AbsStatic.class.getDeclaredMethod("make", Class.class, Number[].class);
        System.out.println("  make " + make.toGenericString() + " | " + make);
        System.out.println("  make tparams " + Arrays.toString(make.getTypeParameters()) + " gex " + Arrays.toString(make.getGenericExceptionTypes()) + " gparams " + Arrays.toString(make.getGenericParameterTypes()));
        System.out.println("rec components " + Arrays.toString(Rec.class.getRecordComponents()) + " generic " + Rec.class.getRecordComponents()[0].getGenericType()
            + " sig " + Rec.class.getRecordComponents()[0].getGenericSignature());
        Constructor<?> pi = ProtInner.class.getDeclaredConstructors()[0];
        System.out.println("inner ctor " + pi + " params " + pi.getParameterCount() + " generic " + Arrays.toString(pi.getGenericParameterTypes()));
        Constructor<?> enumCtor = WithBody.class.getDeclaredConstructors()[0];
        System.out.println("enum ctor " + enumCtor + " " + Arrays.toString(enumCtor.getGenericParameterTypes()));
        try { enumCtor.setAccessible(true); enumCtor.newInstance("Z", 5); } catch (IllegalArgumentException e) { System.out.println("enum newInstance " + e.getMessage()); }
        Field cf = Iface.class.getField("CONST");
        System.out.println("iface const " + Modifier.toString(cf.getModifiers()) + " " + cf.getInt(null));
        System.out.println("ann methods " + Arrays.toString(Ann.class.getDeclaredMethods()) + " default " + Ann.class.getDeclaredMethod("v").getDefaultValue() + " ifaces " + Arrays.toString(Ann.class.getInterfaces()));
        System.out.println("array ifaces " + Arrays.toString(int[].class.getInterfaces()) + " super " + int[].class.getSuperclass() + " comp " + int[][].class.getComponentType()
            + " arrayType " + String.class.arrayType() + " " + int[].class.componentType() + " descriptor " + int[][].class.descriptorString() + " " + Rec.class.descriptorString());
        System.out.println("cast " + Integer.class.cast(5) + " isInstance " + Number.class.isInstance(3L) + " assignable " + Object[].class.isAssignableFrom(String[][].class) + " " + long.class.isAssignableFrom(int.class));
        try { String.class.cast(1); } catch (ClassCastException e) { System.out.println("cce " + e.getMessage()); }
        System.out.println("enum consts " + Arrays.toString(WithBody.class.getEnumConstants()) + " body enum? " + WithBody.X.getClass().isEnum() + " " + WithBody.class.isEnum());
        System.out.println("signers " + ReflectClassShapes2.class.getSigners() + " protectionDomain " + (ReflectClassShapes2.class.getProtectionDomain() != null) + " int pd " + (int.class.getProtectionDomain() != null));
        System.out.println("package " + ReflectClassShapes2.class.getPackage().getName().isEmpty() + " " + String.class.getPackage() + " " + String.class.getPackage().getImplementationTitle());
        System.out.println("module " + ReflectClassShapes2.class.getModule().isNamed() + " " + String.class.getModule() + " " + int.class.getModule());
        System.out.println("resources " + (ReflectClassShapes2.class.getResource("ReflectClassShapes2.class") != null) + " " + (String.class.getResource("String.class") != null)
            + " " + String.class.getResource("/java/lang/Object.class").getProtocol());
    }
}
