import java.lang.invoke.*;

// Conversions and type errors at signature-polymorphic call sites: VarHandle access modes
// called with boxed, widened or wrong types (asType's unboxing rules, NullPointerException
// and ClassCastException messages), exact-invoke VarHandles, and MethodHandle invokeExact
// and invoke mismatches, with their stack traces.
public class InvokeTypeErrors {
    int i; Integer boxed; static long sl; static Object so;

    public static void main(String[] a) throws Throwable {
        unboxing();
        boxedField();
        traces();
    }

    static void unboxing() throws Throwable {
        VarHandle I = MethodHandles.lookup().findVarHandle(InvokeTypeErrors.class, "i", int.class);
        VarHandle SO = MethodHandles.lookup().findStaticVarHandle(InvokeTypeErrors.class, "so", Object.class);
        InvokeTypeErrors h = new InvokeTypeErrors();
        try { I.set(h, (Object) null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { I.set(h, (Object) 5L); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        try { I.set(h, (Object) true); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        I.set(h, (Object) 'c'); System.out.println(h.i);
        I.set(h, (Comparable) (byte) 7); System.out.println(h.i);
        for (Object v : new Object[]{null, 3, (short) 4, 5L, "s", 'x', true, 1.5f}) {
            SO.set(v);
            try { int r = (int) SO.get(); System.out.println("ret int " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
            try { long r = (long) SO.get(); System.out.println("ret long " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
            try { boolean r = (boolean) SO.get(); System.out.println("ret bool " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
            try { double r = (double) SO.getAndSet(v); System.out.println("ret double " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
            try { char r = (char) SO.get(); System.out.println("ret char " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
        }
        MethodHandle mh = MethodHandles.identity(Object.class);
        for (Object v : new Object[]{null, 3, "s", 5L}) {
            try { int r = (int) mh.invoke(v); System.out.println("mh int " + r); } catch (RuntimeException e) { System.out.println(e.getClass().getName() + " " + e.getMessage()); }
        }
    }

    static void boxedField() throws Throwable {
        VarHandle I = MethodHandles.lookup().findVarHandle(InvokeTypeErrors.class, "i", int.class);
        VarHandle B = MethodHandles.lookup().findVarHandle(InvokeTypeErrors.class, "boxed", Integer.class);
        VarHandle SL = MethodHandles.lookup().findStaticVarHandle(InvokeTypeErrors.class, "sl", long.class);
        InvokeTypeErrors h = new InvokeTypeErrors();
        try { I.set(h, (Integer) null); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { int x = (int) B.get(h); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        try { long x = (long) B.get(h); } catch (NullPointerException e) { System.out.println("NPE " + e.getMessage()); }
        B.set(h, 5);
        System.out.println((int) B.get(h) + " " + (long) B.getAndSet(h, 6) + " " + (double) B.get(h));
        try { SL.set((Object) 5); } catch (RuntimeException e) { System.out.println(e); }
        SL.set((Object) 5L);
        SL.set((Comparable) 6L);
        System.out.println(SL.get());
        try { SL.set((Number) 5.0); } catch (RuntimeException e) { System.out.println(e); }
        try { SL.set((Integer) 5); } catch (RuntimeException e) { System.out.println(e); }
        System.out.println(SL.get());
    }

    static void traces() throws Throwable {
        VarHandle I = MethodHandles.lookup().findVarHandle(InvokeTypeErrors.class, "i", int.class).withInvokeExactBehavior();
        try { Object o = I.get(new InvokeTypeErrors()); } catch (WrongMethodTypeException e) { e.printStackTrace(System.out); }
        try { I.set(new InvokeTypeErrors(), 1L); } catch (WrongMethodTypeException e) { e.printStackTrace(System.out); }
        VarHandle J = MethodHandles.lookup().findVarHandle(InvokeTypeErrors.class, "i", int.class);
        try { J.set(new InvokeTypeErrors(), 1L); } catch (WrongMethodTypeException e) { e.printStackTrace(System.out); }
        try { J.set(new InvokeTypeErrors(), (Object) "x"); } catch (ClassCastException e) { e.printStackTrace(System.out); }
        try { J.set(new InvokeTypeErrors(), (Object) null); } catch (NullPointerException e) { e.printStackTrace(System.out); }
        MethodHandle mh = MethodHandles.identity(int.class);
        try { Object o = mh.invokeExact(1); } catch (WrongMethodTypeException e) { e.printStackTrace(System.out); }
        try { Object o = mh.invoke("s"); } catch (WrongMethodTypeException e) { e.printStackTrace(System.out); }
        try { Object o = mh.invoke((Object) "s"); } catch (ClassCastException e) { e.printStackTrace(System.out); }
    }
}
