import java.lang.invoke.*;
import java.util.*;
import static java.lang.invoke.MethodType.methodType;

// MethodHandles combinators: insert/drop/permute/filter/fold/collect arguments,
// guardWithTest, catchException, tryFinally, countedLoop, array element handles,
// varargs collectors and spreaders, asType, call sites, SwitchPoint, lookups and errors.
public class InvokeCombinators {
    static int add(int a, int b) { return a + b; }
    static String concat(String a, String b) { return a + b; }
    static boolean isEven(int x) { return x % 2 == 0; }
    static String even(int x) { return "even " + x; }
    static String odd(int x) { return "odd " + x; }
    static int fail(String s) { if (s.isEmpty()) throw new IllegalArgumentException("empty"); return s.length(); }
    static int recover(IllegalArgumentException e, String s) { return -100 - s.length(); }
    static String describe(int len, String s) { return s + "#" + len; }
    static void log(List<String> l, String s) { l.add("log " + s); }
    static String join(String... parts) { return String.join("+", parts); }
    static long sum3(int a, long b, double c) { return a + b + (long) c; }
    static int counterBody(int i, int acc) { return acc + i * i; }
    static int tfCleanup(Throwable t, int r, int x) { return t == null ? r * 10 : -1; }
    static int maybeThrow(int x) { if (x < 0) throw new IllegalStateException("neg"); return x + 1; }
    String name = "inst";
    String greet(String who) { return name + " greets " + who; }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        MethodHandle add = lk.findStatic(InvokeCombinators.class, "add", methodType(int.class, int.class, int.class));
        MethodHandle concat = lk.findStatic(InvokeCombinators.class, "concat", methodType(String.class, String.class, String.class));
        System.out.println("add " + (int) add.invokeExact(2, 3) + " " + add.invoke(Integer.valueOf(4), (short) 5) + " " + add.invokeWithArguments(6, 7) + " " + add.invokeWithArguments(List.of(8, 9)));
        System.out.println("insert " + (int) MethodHandles.insertArguments(add, 1, 100).invokeExact(1) + " bindTo " + (String) concat.bindTo("pre-").invokeExact("x"));
        System.out.println("drop " + (int) MethodHandles.dropArguments(add, 0, String.class, long.class).invokeExact("ignored", 5L, 1, 2));
        System.out.println("permute " + (String) MethodHandles.permuteArguments(concat, methodType(String.class, String.class, String.class), 1, 0).invokeExact("a", "b"));
        System.out.println("dup " + (int) MethodHandles.permuteArguments(add, methodType(int.class, int.class), 0, 0).invokeExact(21));
        MethodHandle isEven = lk.findStatic(InvokeCombinators.class, "isEven", methodType(boolean.class, int.class));
        MethodHandle gwt = MethodHandles.guardWithTest(isEven,
            lk.findStatic(InvokeCombinators.class, "even", methodType(String.class, int.class)),
            lk.findStatic(InvokeCombinators.class, "odd", methodType(String.class, int.class)));
        for (int i = 0; i < 4; i++) System.out.println("gwt " + (String) gwt.invokeExact(i));
        MethodHandle fail = lk.findStatic(InvokeCombinators.class, "fail", methodType(int.class, String.class));
        MethodHandle recover = lk.findStatic(InvokeCombinators.class, "recover", methodType(int.class, IllegalArgumentException.class, String.class));
        MethodHandle safe = MethodHandles.catchException(fail, IllegalArgumentException.class, recover);
        System.out.println("catch " + (int) safe.invokeExact("abc") + " " + (int) safe.invokeExact(""));
        try { int r = (int) safe.invokeExact((String) null); } catch (NullPointerException e) { System.out.println("NPE passes through"); }
        MethodHandle describe = lk.findStatic(InvokeCombinators.class, "describe", methodType(String.class, int.class, String.class));
        MethodHandle len = lk.findVirtual(String.class, "length", methodType(int.class));
        System.out.println("fold " + (String) MethodHandles.foldArguments(describe, len).invokeExact("hello"));
        List<String> logList = new ArrayList<>();
        MethodHandle logger = MethodHandles.insertArguments(lk.findStatic(InvokeCombinators.class, "log", methodType(void.class, List.class, String.class)), 0, logList);
        MethodHandle upper = lk.findVirtual(String.class, "toUpperCase", methodType(String.class));
        System.out.println("foldVoid " + (String) MethodHandles.foldArguments(upper, logger).invokeExact("quiet") + " " + logList);
        System.out.println("filterArgs " + (String) MethodHandles.filterArguments(concat, 0, upper, upper).invokeExact("ab", "cd"));
        System.out.println("filterReturn " + (int) MethodHandles.filterReturnValue(concat, len).invokeExact("abc", "de"));
        System.out.println("collectArgs " + (String) MethodHandles.collectArguments(describe, 0, len).invokeExact("xyz", "s"));
        MethodHandle getter = MethodHandles.arrayElementGetter(int[].class);
        MethodHandle setter = MethodHandles.arrayElementSetter(String[].class);
        int[] ia = {10, 20, 30};
        String[] sa = new String[2];
        setter.invokeExact(sa, 1, "set");
        System.out.println("array " + (int) getter.invokeExact(ia, 2) + " " + sa[1] + " len " + (int) MethodHandles.arrayLength(int[].class).invokeExact(ia) + " ctor " + ((int[]) MethodHandles.arrayConstructor(int[].class).invokeExact(4)).length);
        try { int r = (int) getter.invokeExact(ia, 5); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
        try { setter.invoke((Object[]) new Integer[1], 0, "s"); } catch (ClassCastException | ArrayStoreException e) { System.out.println(e.getClass().getSimpleName() + " " + e.getMessage()); }
        System.out.println("constant " + (String) MethodHandles.constant(String.class, "K").invokeExact() + " identity " + (int) MethodHandles.identity(int.class).invokeExact(7) + " zero " + (int) MethodHandles.zero(int.class).invokeExact() + " empty " + (String) MethodHandles.empty(methodType(String.class, int.class)).invokeExact(1));
        MethodHandle join = lk.findStatic(InvokeCombinators.class, "join", methodType(String.class, String[].class));
        System.out.println("varargs " + join.isVarargsCollector() + " " + join.invoke("a", "b", "c") + " " + join.invoke() + " fixed " + join.asFixedArity().isVarargsCollector());
        System.out.println("asCollector " + (String) join.asCollector(String[].class, 2).invokeExact("x", "y") + " asSpreader " + (int) add.asSpreader(Object[].class, 2).invokeExact(new Object[]{3, 4}));
        System.out.println("asVarargs " + MethodHandles.identity(Object[].class).asVarargsCollector(Object[].class).invoke(1, 2).getClass().getSimpleName());
        MethodHandle sum3 = lk.findStatic(InvokeCombinators.class, "sum3", methodType(long.class, int.class, long.class, double.class));
        System.out.println("asType " + sum3.asType(methodType(Object.class, Integer.class, int.class, float.class)).invoke(1, 2, 3.5f) + " " + sum3.type() + " " + sum3.asType(methodType(Object.class, Object.class, Object.class, Object.class)).type());
        try { add.asType(methodType(int.class, String.class, int.class)); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        try { int r = (int) add.invokeExact(1L, 2); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        MethodHandle greet = lk.findVirtual(InvokeCombinators.class, "greet", methodType(String.class, String.class));
        System.out.println("virtual " + (String) greet.invokeExact(new InvokeCombinators(), "you") + " bound " + (String) greet.bindTo(new InvokeCombinators()).invokeExact("them"));
        MethodHandle ctor = lk.findConstructor(StringBuilder.class, methodType(void.class, String.class));
        System.out.println("ctor " + ((StringBuilder) ctor.invokeExact("sb")).reverse());
        MethodHandle fg = lk.findGetter(InvokeCombinators.class, "name", String.class);
        MethodHandle fs = lk.findSetter(InvokeCombinators.class, "name", String.class);
        InvokeCombinators ic = new InvokeCombinators();
        fs.invokeExact(ic, "changed");
        System.out.println("field " + (String) fg.invokeExact(ic));
        MethodHandle special = lk.findSpecial(Object.class, "toString", methodType(String.class), InvokeCombinators.class);
        System.out.println("special " + ((String) special.invokeExact((InvokeCombinators) new InvokeCombinators() { public String toString() { return "over"; } })).startsWith("InvokeCombinators$"));
        // loops
        MethodHandle body = lk.findStatic(InvokeCombinators.class, "counterBody", methodType(int.class, int.class, int.class));
        MethodHandle counted = MethodHandles.countedLoop(MethodHandles.constant(int.class, 5), MethodHandles.constant(int.class, 0), body);
        System.out.println("countedLoop " + (int) counted.invokeExact());
        MethodHandle iter = MethodHandles.iteratedLoop(null, null, MethodHandles.dropArguments(lk.findVirtual(String.class, "concat", methodType(String.class, String.class)), 2, Iterable.class)
            .asType(methodType(String.class, String.class, Object.class, Iterable.class)));
        // tryFinally
        MethodHandle mt = lk.findStatic(InvokeCombinators.class, "maybeThrow", methodType(int.class, int.class));
        MethodHandle cleanup = lk.findStatic(InvokeCombinators.class, "tfCleanup", methodType(int.class, Throwable.class, int.class, int.class));
        MethodHandle tf = MethodHandles.tryFinally(mt, cleanup);
        System.out.println("tryFinally " + (int) tf.invokeExact(4));
        try { int r = (int) tf.invokeExact(-1); } catch (IllegalStateException e) { System.out.println("tryFinally rethrow " + e.getMessage()); }
        MethodHandle thrower = MethodHandles.throwException(int.class, IllegalStateException.class);
        try { int r = (int) thrower.invokeExact(new IllegalStateException("thrown")); } catch (IllegalStateException e) { System.out.println("throwException " + e.getMessage()); }
        // invokers and exactInvoker
        MethodHandle inv = MethodHandles.exactInvoker(methodType(int.class, int.class, int.class));
        System.out.println("exactInvoker " + (int) inv.invokeExact(add, 9, 9) + " spreadInvoker " + MethodHandles.spreadInvoker(methodType(int.class, int.class, int.class), 0).invoke(add, new Object[]{1, 1}));
        // MutableCallSite / switchpoint
        MutableCallSite cs = new MutableCallSite(methodType(int.class, int.class, int.class));
        cs.setTarget(add);
        MethodHandle dyn = cs.dynamicInvoker();
        System.out.println("callsite " + (int) dyn.invokeExact(1, 2));
        cs.setTarget(MethodHandles.dropArguments(MethodHandles.constant(int.class, -1), 0, int.class, int.class));
        System.out.println("callsite2 " + (int) dyn.invokeExact(1, 2));
        SwitchPoint sp = new SwitchPoint();
        MethodHandle spg = sp.guardWithTest(MethodHandles.constant(String.class, "before"), MethodHandles.constant(String.class, "after"));
        System.out.print("switchpoint " + (String) spg.invokeExact());
        SwitchPoint.invalidateAll(new SwitchPoint[]{sp});
        System.out.println(" " + (String) spg.invokeExact() + " " + sp.hasBeenInvalidated());
        // reflection round trip
        MethodHandleInfo info = lk.revealDirect(add);
        System.out.println("info " + info.getName() + " " + info.getMethodType() + " " + MethodHandleInfo.referenceKindToString(info.getReferenceKind()) + " " + info.getDeclaringClass().getSimpleName());
        System.out.println("unreflect " + (int) lk.unreflect(InvokeCombinators.class.getDeclaredMethod("add", int.class, int.class)).invokeExact(40, 2));
        System.out.println("type " + gwt.type() + " " + safe.type() + " " + join.type() + " " + counted.type());
        try { lk.findStatic(InvokeCombinators.class, "nope", methodType(void.class)); } catch (NoSuchMethodException e) { System.out.println("NSME " + e.getMessage()); }
        try { lk.findVirtual(InvokeCombinators.class, "add", methodType(int.class, int.class, int.class)); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        try { MethodHandles.publicLookup().findVirtual(InvokeCombinators.class, "greet", methodType(String.class, String.class)); } catch (IllegalAccessException e) { System.out.println("IAE " + e.getMessage()); }
        // tableSwitch-like via guardWithTest chain and filter
        MethodHandle chain = MethodHandles.constant(String.class, "default");
        for (int k = 3; k >= 1; k--) {
            MethodHandle test = MethodHandles.insertArguments(lk.findStatic(Objects.class, "equals", methodType(boolean.class, Object.class, Object.class)), 0, (Object) k).asType(methodType(boolean.class, int.class));
            chain = MethodHandles.guardWithTest(test, MethodHandles.dropArguments(MethodHandles.constant(String.class, "case" + k), 0, int.class), chain.type().parameterCount() == 0 ? MethodHandles.dropArguments(chain, 0, int.class) : chain);
        }
        for (int k = 0; k < 5; k++) System.out.print((String) chain.invokeExact(k) + " ");
        System.out.println();
        // whileLoop: sum 1..n
        MethodHandle init = MethodHandles.dropArguments(MethodHandles.constant(int.class, 0), 0, int.class);
        System.out.println("done");
    }
}
