import java.io.*;
import java.lang.invoke.*;
import java.util.*;
import java.util.function.*;

// Serializable lambdas and method references (round trips, SerializedLambda contents),
// marker interfaces and bridges on lambda classes, MethodHandleProxies, and
// LambdaMetafactory/altMetafactory called directly, with a conversion error.
public class LambdaSerial implements Serializable {
    interface SerFn<A, B> extends Function<A, B>, Serializable {}
    interface Marker {}
    interface Gen<T> { T make(T in); }
    interface StrGen extends Gen<String> { String make(String in); }
    static String twice(String s) { return s + s; }
    String name = "inst";
    String greet(String x) { return name + ":" + x; }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T o) throws Exception {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (ObjectOutputStream oo = new ObjectOutputStream(bo)) { oo.writeObject(o); }
        try (ObjectInputStream oi = new ObjectInputStream(new ByteArrayInputStream(bo.toByteArray()))) { return (T) oi.readObject(); }
    }

    public static void main(String[] args) throws Throwable {
        int cap = 5;
        String pre = "p-";
        SerFn<Integer, String> f = x -> pre + (x + cap);
        SerFn<Integer, String> back = roundTrip(f);
        System.out.println(back.apply(1) + " same class " + (back.getClass() == f.getClass()) + " serializable " + (back instanceof Serializable));
        Runnable r = (Runnable & Serializable) () -> System.out.println("ser runnable ran");
        ((Runnable) roundTrip(r)).run();
        SerFn<String, String> mref = LambdaSerial::twice;
        System.out.println(roundTrip(mref).apply("ab"));
        LambdaSerial inst = new LambdaSerial();
        inst.name = "changed";
        SerFn<String, String> bound = inst::greet;
        Object bb = roundTrip(bound);
        System.out.println(((SerFn<String, String>) bb).apply("x"));
        Comparator<String> cmp = (Comparator<String> & Serializable) String::compareTo;
        Comparator<String> c2 = roundTrip(cmp);
        System.out.println(c2.compare("a", "b") + " " + roundTrip((Comparator<String> & Serializable) Comparator.<String>naturalOrder()::compare).compare("b", "a"));
        // SerializedLambda inspection
        java.lang.reflect.Method wr = f.getClass().getDeclaredMethod("writeReplace");
        wr.setAccessible(true);
        SerializedLambda sl = (SerializedLambda) wr.invoke(f);
        System.out.println(sl.getCapturingClass() + " " + sl.getFunctionalInterfaceClass() + " " + sl.getFunctionalInterfaceMethodName() + " " + sl.getFunctionalInterfaceMethodSignature() + " " + sl.getImplMethodName().startsWith("lambda$main$") + " " + sl.getImplMethodSignature() + " " + MethodHandleInfo.referenceKindToString(sl.getImplMethodKind()) + " " + sl.getInstantiatedMethodType() + " captured " + sl.getCapturedArgCount() + " " + sl.getCapturedArg(0) + " " + sl.getCapturedArg(1));
        java.lang.reflect.Method wr2 = mref.getClass().getDeclaredMethod("writeReplace");
        wr2.setAccessible(true);
        SerializedLambda sl2 = (SerializedLambda) wr2.invoke(mref);
        System.out.println(sl2.getImplClass() + " " + sl2.getImplMethodName() + " " + sl2.getImplMethodSignature() + " " + sl2.getCapturedArgCount() + " " + sl2.toString().replaceAll("\\$\\$Lambda\\$[0-9]+/0x[0-9a-f]+", "LAMBDA"));
        // non-serializable lambda
        Runnable plain = () -> {};
        try { roundTrip(plain); } catch (NotSerializableException e) { System.out.println("NotSerializable " + e.getMessage().replaceAll("\\$\\$Lambda\\$[0-9]+/0x[0-9a-f]+", "LAMBDA")); }
        // markers and bridges
        Object marked = (Runnable & Marker) () -> {};
        System.out.println("marker " + (marked instanceof Marker) + " " + (marked instanceof Runnable) + " " + Arrays.stream(marked.getClass().getInterfaces()).map(Class::getSimpleName).toList());
        StrGen sg = s -> s.toUpperCase();
        @SuppressWarnings({"rawtypes", "unchecked"}) Gen raw = sg;
        System.out.println("bridge " + raw.make("abc") + " " + sg.make("d"));
        long bridges = Arrays.stream(sg.getClass().getDeclaredMethods()).filter(m -> m.getName().equals("make")).count();
        System.out.println("make methods " + bridges);
        try { raw.make(5); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        // MethodHandleProxies
        MethodHandle mh = MethodHandles.lookup().findStatic(LambdaSerial.class, "twice", MethodType.methodType(String.class, String.class));
        @SuppressWarnings("unchecked") Function<String, String> pf = MethodHandleProxies.asInterfaceInstance(Function.class, mh);
        System.out.println("proxy " + pf.apply("q") + " isWrapper " + MethodHandleProxies.isWrapperInstance(pf) + " type " + MethodHandleProxies.wrapperInstanceTarget(pf).type() + " iface " + MethodHandleProxies.wrapperInstanceType(pf).getSimpleName());
        Supplier<String> ps = MethodHandleProxies.asInterfaceInstance(Supplier.class, MethodHandles.constant(String.class, "const"));
        System.out.println("supplier " + ps.get() + " toString has proxy " + ps.toString().contains("Proxy"));
        // LambdaMetafactory directly
        MethodHandles.Lookup lk = MethodHandles.lookup();
        CallSite cs = LambdaMetafactory.metafactory(lk, "apply", MethodType.methodType(Function.class), MethodType.methodType(Object.class, Object.class), mh, MethodType.methodType(String.class, String.class));
        @SuppressWarnings("unchecked") Function<String, String> lf = (Function<String, String>) cs.getTarget().invoke();
        System.out.println("metafactory " + lf.apply("m") + " hidden " + lf.getClass().isHidden() + " synthetic " + lf.getClass().isSynthetic());
        CallSite cs2 = LambdaMetafactory.altMetafactory(lk, "get", MethodType.methodType(Supplier.class, String.class),
            MethodType.methodType(Object.class), lk.findVirtual(String.class, "trim", MethodType.methodType(String.class)), MethodType.methodType(String.class),
            LambdaMetafactory.FLAG_SERIALIZABLE | LambdaMetafactory.FLAG_MARKERS, 1, Marker.class);
        Supplier<?> s2 = (Supplier<?>) cs2.getTarget().invoke("  padded  ");
        System.out.println("alt " + s2.get() + " " + (s2 instanceof Marker) + " " + (s2 instanceof Serializable));
        try { LambdaMetafactory.metafactory(lk, "apply", MethodType.methodType(String.class), MethodType.methodType(Object.class, Object.class), mh, MethodType.methodType(String.class, String.class)); }
        catch (LambdaConversionException e) { System.out.println("LCE " + e.getMessage()); }
    }
}
