// VarHandles with invoke-exact behaviour: matching call sites many times over (the cached access-mode types),
// then call sites that differ in a parameter or the result, for byte-array views, arrays, fields and statics.
import java.lang.invoke.*;
import java.nio.ByteOrder;

public class InvokeVarHandlesExact {
    static String sfield = "start";
    long lfield = 5;
    static final VarHandle INTS = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN).withInvokeExactBehavior();
    static final VarHandle LONGS_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN).withInvokeExactBehavior();
    static final VarHandle STRS = MethodHandles.arrayElementVarHandle(String[].class).withInvokeExactBehavior();

    static void wmte(String what, Runnable r) {
        try { r.run(); System.out.println(what + ": no exception"); }
        catch (WrongMethodTypeException e) { System.out.println(what + ": WMTE " + e.getMessage()); }
    }

    public static void main(String[] args) throws Throwable {
        byte[] b = new byte[64];
        for (int i = 0; i < b.length; i++) b[i] = (byte) (i * 37 + 11);
        long sum = 0;
        for (int round = 0; round < 3; round++)
            for (int i = 0; i + 4 <= b.length; i += 4) {
                int v = (int) INTS.get(b, i);
                sum = sum * 31 + v;
                INTS.set(b, i, v ^ 0x5a5a5a5a);
            }
        System.out.println("ints " + sum + " " + (int) INTS.getVolatile(b, 8) + " cas " + (boolean) INTS.compareAndSet(b, 0, (int) INTS.get(b, 0), 7) + " " + (int) INTS.get(b, 0));
        System.out.println("longs " + (long) LONGS_BE.get(b, 8) + " add " + (long) LONGS_BE.getAndAdd(b, 16, 1L) + " " + (long) LONGS_BE.get(b, 16));
        wmte("int site as long", () -> { long l = (long) INTS.get(b, 0); });
        wmte("int site as Object", () -> { Object o = INTS.get(b, 0); });
        wmte("long index", () -> { int x = (int) INTS.get(b, 0L); });
        wmte("set with short", () -> INTS.set(b, 0, (short) 1));
        wmte("Object array", () -> { int x = (int) INTS.get((Object) b, 0); });
        System.out.println("after errors " + (int) INTS.get(b, 4));

        String[] ss = {"a", "b", "c"};
        System.out.println("strs " + (String) STRS.get(ss, 1) + " " + (String) STRS.getAndSet(ss, 2, "z") + " " + String.join(",", ss));
        wmte("strs Object result", () -> { Object o = STRS.get(ss, 1); });
        wmte("strs Object[] coordinate", () -> { String s = (String) STRS.get((Object[]) ss, 1); });
        wmte("strs CharSequence value", () -> STRS.set(ss, 0, (CharSequence) "q"));

        VarHandle st = MethodHandles.lookup().findStaticVarHandle(InvokeVarHandlesExact.class, "sfield", String.class).withInvokeExactBehavior();
        for (int i = 0; i < 5; i++) st.set((String) st.get() + i);
        System.out.println("static " + (String) st.get() + " cae " + (String) st.compareAndExchange("start01234", "x"));
        wmte("static void-less get", () -> st.get());
        wmte("static Object set", () -> st.set((Object) "y"));

        VarHandle lf = MethodHandles.lookup().findVarHandle(InvokeVarHandlesExact.class, "lfield", long.class).withInvokeExactBehavior();
        InvokeVarHandlesExact o = new InvokeVarHandlesExact();
        for (int i = 0; i < 4; i++) { long unused = (long) lf.getAndAdd(o, (long) i); }
        long before = (long) lf.get(o); long orred = (long) lf.getAndBitwiseOr(o, 256L); System.out.println("field " + before + " " + orred + " " + o.lfield);
        wmte("field int delta", () -> { long l = (long) lf.getAndAdd(o, 1); });
        wmte("field int result", () -> { int x = (int) lf.get(o); });
        VarHandle plain = lf.withInvokeBehavior();
        System.out.println("plain " + (int) (long) plain.get(o) + " " + plain.get(o) + " exact? " + plain.hasInvokeExactBehavior() + " " + lf.hasInvokeExactBehavior());
        MethodHandle tm = MethodHandles.varHandleExactInvoker(VarHandle.AccessMode.GET, MethodType.methodType(int.class, byte[].class, int.class));
        System.out.println("invoker " + (int) tm.invokeExact(INTS, b, 12) + " type " + INTS.accessModeType(VarHandle.AccessMode.GET_AND_ADD));
    }
}
