import java.lang.invoke.*;
import java.util.*;

// java.lang.invoke: MethodHandles.lookup find{Virtual,Static,Constructor,Getter,Setter,Special}, invokeExact vs invoke
// (WrongMethodTypeException), combinators (insertArguments, dropArguments, filterReturnValue, filterArguments,
// guardWithTest, foldArguments, permuteArguments, catchException, asSpreader/asCollector, constant, identity),
// MethodType, privateLookupIn, and VarHandles for fields, statics and array elements (get/set/CAS/getAndAdd/access modes).
public class ReflectMethodHandles {
    private int counter = 10;
    static long total = 100;
    volatile String label = "init";
    private final String name;

    public ReflectMethodHandles() { this("default"); }
    public ReflectMethodHandles(String name) { this.name = name; }
    public String greet(String who) { return name + " greets " + who; }
    public static int twice(int x) { return 2 * x; }
    private String secret(int a, long b) { return "secret " + (a + b); }
    static String concat3(String a, String b, String c) { return a + b + c; }
    static int sumAll(int... xs) { int s = 0; for (int x : xs) s += x; return s; }
    static int risky(int x) { if (x < 0) throw new IllegalArgumentException("negative " + x); return x; }
    static int recover(IllegalArgumentException e, int x) { return -1000 + x; }
    @Override
    public String toString() { return "RMH(" + name + ")"; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        System.out.println("lookup class " + lk.lookupClass().getName() + " modes has PRIVATE " + ((lk.lookupModes() & MethodHandles.Lookup.PRIVATE) != 0));
        MethodHandle greet = lk.findVirtual(ReflectMethodHandles.class, "greet", MethodType.methodType(String.class, String.class));
        MethodHandle twice = lk.findStatic(ReflectMethodHandles.class, "twice", MethodType.methodType(int.class, int.class));
        MethodHandle ctor = lk.findConstructor(ReflectMethodHandles.class, MethodType.methodType(void.class, String.class));
        MethodHandle getter = lk.findGetter(ReflectMethodHandles.class, "counter", int.class);
        MethodHandle setter = lk.findSetter(ReflectMethodHandles.class, "counter", int.class);
        MethodHandle sget = lk.findStaticGetter(ReflectMethodHandles.class, "total", long.class);
        MethodHandle secret = lk.findVirtual(ReflectMethodHandles.class, "secret", MethodType.methodType(String.class, int.class, long.class));
        System.out.println("types greet " + greet.type() + " twice " + twice.type() + " ctor " + ctor.type() + " getter " + getter.type() + " setter " + setter.type());
        ReflectMethodHandles obj = (ReflectMethodHandles) ctor.invokeExact("mh");
        String g = (String) greet.invokeExact(obj, "world");
        int t = (int) twice.invokeExact(21);
        setter.invokeExact(obj, 77);
        int c = (int) getter.invokeExact(obj);
        long tot = (long) sget.invokeExact();
        System.out.println("invokeExact: " + obj + " | " + g + " | " + t + " | counter " + c + " | total " + tot + " | " + (String) secret.invokeExact(obj, 1, 2L));
        Object boxed = twice.invoke(Integer.valueOf(5));
        long widened = (long) twice.invoke((short) 4);
        System.out.println("invoke with conversions " + boxed + " " + widened + " invokeWithArguments " + greet.invokeWithArguments(obj, "list") + " " + twice.invokeWithArguments(List.of(9)));
        try {
            long wrong = (long) twice.invokeExact(21);
        } catch (WrongMethodTypeException e) {
            System.out.println("invokeExact wrong type: WrongMethodTypeException " + e.getMessage());
        }
        try {
            Object r = twice.invoke((Object) "string");
        } catch (ClassCastException e) {
            System.out.println("invoke bad argument: ClassCastException " + e.getMessage());
        }
        try {
            twice.invoke("string");
        } catch (WrongMethodTypeException e) {
            System.out.println("invoke inconvertible: WrongMethodTypeException " + e.getMessage());
        }
        try {
            lk.findVirtual(ReflectMethodHandles.class, "nope", MethodType.methodType(void.class));
        } catch (NoSuchMethodException e) {
            System.out.println("NoSuchMethodException " + e.getMessage());
        }
        try {
            lk.findStatic(ReflectMethodHandles.class, "greet", MethodType.methodType(String.class, String.class));
        } catch (IllegalAccessException e) {
            System.out.println("findStatic on instance method: IllegalAccessException " + e.getMessage());
        }
        try {
            MethodHandles.publicLookup().findVirtual(ReflectMethodHandles.class, "secret", MethodType.methodType(String.class, int.class, long.class));
        } catch (IllegalAccessException e) {
            System.out.println("publicLookup private: IllegalAccessException");
        }
        try {
            lk.findGetter(ReflectMethodHandles.class, "counter", long.class);
        } catch (NoSuchFieldException e) {
            System.out.println("getter wrong type: NoSuchFieldException " + e.getMessage());
        }
        MethodHandle strLen = lk.findVirtual(String.class, "length", MethodType.methodType(int.class));
        MethodHandle toUpper = lk.findVirtual(String.class, "toUpperCase", MethodType.methodType(String.class));
        MethodHandle concat3 = lk.findStatic(ReflectMethodHandles.class, "concat3", MethodType.methodType(String.class, String.class, String.class, String.class));
        MethodHandle bound = greet.bindTo(new ReflectMethodHandles("bound"));
        MethodHandle inserted = MethodHandles.insertArguments(concat3, 1, "-middle-");
        MethodHandle dropped = MethodHandles.dropArguments(twice, 0, String.class, double.class);
        MethodHandle lenOfUpper = MethodHandles.filterReturnValue(toUpper, strLen);
        MethodHandle filteredArgs = MethodHandles.filterArguments(concat3, 0, toUpper, null, toUpper);
        MethodHandle permuted = MethodHandles.permuteArguments(concat3, MethodType.methodType(String.class, String.class, String.class, String.class), 2, 0, 1);
        System.out.println("bindTo " + (String) bound.invokeExact("you") + " insert " + (String) inserted.invokeExact("L", "R") + " drop " + (int) dropped.invokeExact("ignored", 1.5, 8)
            + " filterReturn " + (int) lenOfUpper.invokeExact("straße") + " filterArgs " + (String) filteredArgs.invokeExact("a", "b", "c") + " permute " + (String) permuted.invokeExact("1", "2", "3"));
        MethodHandle isEmpty = lk.findVirtual(String.class, "isEmpty", MethodType.methodType(boolean.class));
        MethodHandle whenEmpty = MethodHandles.dropArguments(MethodHandles.constant(String.class, "<empty>"), 0, String.class);
        MethodHandle guarded = MethodHandles.guardWithTest(isEmpty, whenEmpty, toUpper);
        System.out.println("guardWithTest " + (String) guarded.invokeExact("") + " " + (String) guarded.invokeExact("text"));
        MethodHandle risky = lk.findStatic(ReflectMethodHandles.class, "risky", MethodType.methodType(int.class, int.class));
        MethodHandle recover = lk.findStatic(ReflectMethodHandles.class, "recover", MethodType.methodType(int.class, IllegalArgumentException.class, int.class));
        MethodHandle safe = MethodHandles.catchException(risky, IllegalArgumentException.class, recover);
        System.out.println("catchException " + (int) safe.invokeExact(5) + " " + (int) safe.invokeExact(-5));
        try {
            int r = (int) risky.invokeExact(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("exception through invokeExact: " + e.getMessage());
        }
        MethodHandle sumAll = lk.findStatic(ReflectMethodHandles.class, "sumAll", MethodType.methodType(int.class, int[].class));
        MethodHandle collector = sumAll.asCollector(int[].class, 3);
        MethodHandle spreader = concat3.asSpreader(Object[].class, 3);
        System.out.println("varargs handle " + sumAll.isVarargsCollector() + " invoke varargs " + sumAll.invoke(1, 2, 3, 4) + " asCollector " + (int) collector.invokeExact(10, 20, 30)
            + " asSpreader " + spreader.invoke(new Object[]{"x", "y", "z"}) + " asFixedArity " + sumAll.asFixedArity().isVarargsCollector());
        MethodHandle fold = MethodHandles.foldArguments(concat3, MethodHandles.dropArguments(toUpper, 1, String.class));
        System.out.println("foldArguments " + (String) fold.invokeExact("ab", "cd"));
        MethodHandle identity = MethodHandles.identity(String.class);
        MethodHandle arrayGetter = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle arrayLength = MethodHandles.arrayLength(int[].class);
        int[] arr = {4, 5, 6};
        System.out.println("identity " + (String) identity.invokeExact("same") + " arrayElementGetter " + (int) arrayGetter.invokeExact(arr, 2) + " arrayLength " + (int) arrayLength.invokeExact(arr)
            + " zero " + MethodHandles.zero(double.class).invoke() + " empty " + MethodHandles.empty(MethodType.methodType(String.class, int.class)).invoke(1));
        MethodHandle asType = twice.asType(MethodType.methodType(Object.class, Integer.class));
        System.out.println("asType " + asType.type() + " -> " + (Object) asType.invokeExact(Integer.valueOf(50)));
        MethodType mt = MethodType.methodType(String.class, int.class, Object[].class);
        System.out.println("MethodType " + mt + " descriptor " + mt.toMethodDescriptorString() + " wrap " + mt.wrap() + " generic " + mt.generic() + " erase " + MethodType.methodType(List.class, ArrayList.class).erase()
            + " fromDescriptor " + MethodType.fromMethodDescriptorString("(IJ[Ljava/lang/String;)V", null) + " changeReturn " + mt.changeReturnType(void.class) + " params " + mt.parameterCount());
        MethodHandle special = lk.findSpecial(Object.class, "toString", MethodType.methodType(String.class), ReflectMethodHandles.class);
        String objToString = (String) special.invokeExact(obj);
        System.out.println("findSpecial Object.toString bypasses override " + objToString.startsWith("ReflectMethodHandles@") + " virtual " + (String) lk.findVirtual(Object.class, "toString", MethodType.methodType(String.class)).invokeExact((Object) obj));
        MethodHandles.Lookup priv = MethodHandles.privateLookupIn(ReflectMethodHandles.class, lk);
        System.out.println("privateLookupIn " + priv.lookupClass().getSimpleName() + " revealDirect " + lk.revealDirect(twice).getName() + " " + MethodHandleInfo.referenceKindToString(lk.revealDirect(twice).getReferenceKind()));
        MethodHandle unreflected = lk.unreflect(ReflectMethodHandles.class.getDeclaredMethod("secret", int.class, long.class));
        System.out.println("unreflect private " + (String) unreflected.invokeExact(obj, 3, 4L));

        VarHandle counterVH = lk.findVarHandle(ReflectMethodHandles.class, "counter", int.class);
        VarHandle totalVH = lk.findStaticVarHandle(ReflectMethodHandles.class, "total", long.class);
        VarHandle labelVH = lk.findVarHandle(ReflectMethodHandles.class, "label", String.class);
        ReflectMethodHandles v = new ReflectMethodHandles("vh");
        System.out.println("VarHandle get " + (int) counterVH.get(v) + " varType " + counterVH.varType() + " coordinates " + counterVH.coordinateTypes());
        counterVH.set(v, 20);
        boolean cas1 = counterVH.compareAndSet(v, 20, 25), cas2 = counterVH.compareAndSet(v, 20, 30);
        int before = (int) counterVH.getAndAdd(v, 5);
        int exch = (int) counterVH.compareAndExchange(v, 30, 31);
        int bitOr = (int) counterVH.getAndBitwiseOr(v, 0x100);
        System.out.println("set/cas " + cas1 + " " + cas2 + " getAndAdd returned " + before + " compareAndExchange witness " + exch + " getAndBitwiseOr " + bitOr + " now " + (int) counterVH.getVolatile(v)
            + " getAcquire " + (int) counterVH.getAcquire(v) + " getOpaque " + (int) counterVH.getOpaque(v));
        totalVH.setVolatile(500L);
        System.out.println("static VarHandle getAndSet " + (long) totalVH.getAndSet(600L) + " now " + total + " getAndAdd " + (long) totalVH.getAndAdd(-1L) + " " + (long) totalVH.get());
        System.out.println("reference VarHandle cas " + labelVH.compareAndSet(v, "init", "next") + " getAndSet " + (String) labelVH.getAndSet(v, "last") + " " + v.label
            + " weakCAS " + labelVH.weakCompareAndSetPlain(v, "last", "final") + " setRelease then get " + setRelease(labelVH, v));
        try {
            labelVH.getAndAdd(v, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("getAndAdd on reference: UnsupportedOperationException");
        }
        try {
            counterVH.set(v, "str");
        } catch (WrongMethodTypeException e) {
            System.out.println("set wrong type: WrongMethodTypeException " + e.getMessage());
        }
        try {
            counterVH.set(v, (Object) "str");
        } catch (ClassCastException e) {
            System.out.println("set wrong type via Object: ClassCastException");
        }
        System.out.println("access mode supported GET_AND_ADD on String " + labelVH.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " on int " + counterVH.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD)
            + " accessModeType " + counterVH.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET));
        VarHandle finalVH = lk.findVarHandle(ReflectMethodHandles.class, "name", String.class);
        System.out.println("final field VarHandle get " + (String) finalVH.get(v) + " SET supported " + finalVH.isAccessModeSupported(VarHandle.AccessMode.SET));
        try {
            finalVH.set(v, "x");
        } catch (UnsupportedOperationException e) {
            System.out.println("set final: UnsupportedOperationException");
        }
        VarHandle ints = MethodHandles.arrayElementVarHandle(int[].class);
        int[] data = new int[5];
        ints.set(data, 0, 7);
        ints.getAndAdd(data, 0, 3);
        ints.compareAndSet(data, 1, 0, 42);
        ints.setVolatile(data, 4, -1);
        System.out.println("array VarHandle " + Arrays.toString(data) + " getAndIncrement-like " + (int) ints.getAndAdd(data, 2, 1) + " " + (int) ints.get(data, 2));
        try {
            ints.get(data, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("array VarHandle out of bounds: " + e.getMessage());
        }
        VarHandle objs = MethodHandles.arrayElementVarHandle(Object[].class);
        Object[] os = new String[2];
        try {
            objs.set(os, 0, Integer.valueOf(1));
        } catch (ArrayStoreException e) {
            System.out.println("array VarHandle ArrayStoreException");
        }
        VarHandle longView = MethodHandles.byteArrayViewVarHandle(long[].class, java.nio.ByteOrder.BIG_ENDIAN);
        byte[] bytes = new byte[16];
        longView.set(bytes, 8, 0x0102030405060708L);
        VarHandle intLE = MethodHandles.byteArrayViewVarHandle(int[].class, java.nio.ByteOrder.LITTLE_ENDIAN);
        System.out.println("byteArrayView " + Arrays.toString(bytes) + " int LE at 8 " + Integer.toHexString((int) intLE.get(bytes, 8)));
        VarHandle.fullFence();
        VarHandle.acquireFence();
        VarHandle.releaseFence();
        System.out.println("fences ok");
    }

    static String setRelease(VarHandle vh, ReflectMethodHandles v) {
        vh.setRelease(v, "released");
        return (String) vh.get(v);
    }
}
