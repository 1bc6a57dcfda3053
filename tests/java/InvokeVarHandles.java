import java.lang.invoke.*;
import java.nio.ByteOrder;
import java.util.*;

// VarHandles on fields, statics, array elements, byte-array and ByteBuffer views: every
// access mode (plain, volatile, acquire/release, CAS, weak CAS, get-and-op), unsupported
// modes, exact-invoke handles, and the conversions allowed at a call site.
public class InvokeVarHandles {
    static class Holder {
        int i; long l; volatile double d; String s = "init"; byte b; short sh; char c; boolean z; float f;
        static int si = 5; static Object so;
        final int[] arr = new int[4];
    }

    public static void main(String[] args) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        VarHandle I = lk.findVarHandle(Holder.class, "i", int.class);
        VarHandle L = lk.findVarHandle(Holder.class, "l", long.class);
        VarHandle D = lk.findVarHandle(Holder.class, "d", double.class);
        VarHandle S = lk.findVarHandle(Holder.class, "s", String.class);
        VarHandle B = lk.findVarHandle(Holder.class, "b", byte.class);
        VarHandle SH = lk.findVarHandle(Holder.class, "sh", short.class);
        VarHandle C = lk.findVarHandle(Holder.class, "c", char.class);
        VarHandle Z = lk.findVarHandle(Holder.class, "z", boolean.class);
        VarHandle F = lk.findVarHandle(Holder.class, "f", float.class);
        VarHandle SI = lk.findStaticVarHandle(Holder.class, "si", int.class);
        VarHandle SO = lk.findStaticVarHandle(Holder.class, "so", Object.class);
        Holder h = new Holder();
        I.set(h, 10);
        System.out.println("int get " + (int) I.get(h) + " vol " + (int) I.getVolatile(h) + " acq " + (int) I.getAcquire(h) + " opaque " + (int) I.getOpaque(h));
        I.setVolatile(h, 11); I.setRelease(h, 12); I.setOpaque(h, 13);
        System.out.println("cas " + I.compareAndSet(h, 13, 20) + " " + I.compareAndSet(h, 13, 30) + " now " + h.i);
        System.out.println("cae " + (int) I.compareAndExchange(h, 20, 21) + " " + (int) I.compareAndExchange(h, 99, 22) + " acq " + (int) I.compareAndExchangeAcquire(h, 21, 23) + " rel " + (int) I.compareAndExchangeRelease(h, 23, 24));
        boolean w; do { w = I.weakCompareAndSet(h, 24, 25); } while (!w);
        do { w = I.weakCompareAndSetPlain(h, 25, 26); } while (!w);
        do { w = I.weakCompareAndSetAcquire(h, 26, 27); } while (!w);
        do { w = I.weakCompareAndSetRelease(h, 27, 28); } while (!w);
        System.out.println("weak " + h.i);
        System.out.println("gas " + (int) I.getAndSet(h, 100) + " gaa " + (int) I.getAndAdd(h, 5) + " now " + h.i + " gbo " + (int) I.getAndBitwiseOr(h, 0x100) + " gba " + (int) I.getAndBitwiseAnd(h, 0xff) + " gbx " + (int) I.getAndBitwiseXor(h, 0xf) + " now " + h.i);
        System.out.println("gaaAcq " + (int) I.getAndAddAcquire(h, 1) + " gaaRel " + (int) I.getAndAddRelease(h, 1) + " gasAcq " + (int) I.getAndSetAcquire(h, 7) + " gasRel " + (int) I.getAndSetRelease(h, 8) + " now " + h.i);
        L.set(h, Long.MAX_VALUE);
        System.out.println("long " + (long) L.getAndAdd(h, 1L) + " " + h.l + " cas " + L.compareAndSet(h, Long.MIN_VALUE, -5L) + " " + h.l);
        D.set(h, 1.5);
        System.out.println("double " + (double) D.getAndAdd(h, 2.25) + " " + h.d + " cas " + D.compareAndSet(h, 3.75, -0.0) + " " + h.d + " cas0 " + D.compareAndSet(h, 0.0, 1.0) + " " + h.d);
        System.out.println("string " + S.compareAndSet(h, "init", "next") + " " + h.s + " " + (String) S.getAndSet(h, "last") + " " + h.s);
        String nonInterned = new String("last");
        System.out.println("string identity cas " + S.compareAndSet(h, nonInterned, "x") + " " + h.s);
        B.set(h, (byte) 127); System.out.println("byte " + (byte) B.getAndAdd(h, (byte) 1) + " " + h.b + " " + (byte) B.getAndBitwiseXor(h, (byte) 0xff) + " " + h.b);
        SH.set(h, (short) -1); System.out.println("short " + (short) SH.getAndAdd(h, (short) 2) + " " + h.sh);
        C.set(h, 'A'); System.out.println("char " + (char) C.getAndAdd(h, (char) 2) + " " + h.c + " " + C.compareAndSet(h, 'C', 'Z') + " " + h.c);
        Z.set(h, true); System.out.println("bool " + (boolean) Z.getAndBitwiseXor(h, true) + " " + h.z + " " + (boolean) Z.getAndBitwiseOr(h, true) + " " + h.z + " " + Z.compareAndSet(h, true, false) + " " + h.z);
        F.set(h, 0.5f); System.out.println("float " + (float) F.getAndAdd(h, 0.25f) + " " + h.f + " " + F.compareAndSet(h, 0.75f, Float.NaN) + " " + h.f + " nan cas " + F.compareAndSet(h, Float.NaN, 1f) + " " + h.f);
        System.out.println("static " + (int) SI.getAndAdd(7) + " " + Holder.si + " " + SO.compareAndSet(null, "o") + " " + Holder.so);
        System.out.println("types " + I.varType() + " " + I.coordinateTypes() + " " + SI.coordinateTypes() + " " + I.accessModeType(VarHandle.AccessMode.COMPARE_AND_SET));
        System.out.println("isSupported " + S.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " " + I.isAccessModeSupported(VarHandle.AccessMode.GET_AND_ADD) + " " + D.isAccessModeSupported(VarHandle.AccessMode.GET_AND_BITWISE_OR));
        try { S.getAndAdd(h, "x"); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getClass().getSimpleName()); }
        try { I.set(h, "str"); } catch (WrongMethodTypeException | ClassCastException e) { System.out.println("WMTE " + e.getClass().getSimpleName()); }
        try { I.get((Holder) null); } catch (NullPointerException e) { System.out.println("NPE"); }
        // final field
        try { lk.findVarHandle(Holder.class, "arr", int[].class).set(h, new int[1]); } catch (UnsupportedOperationException e) { System.out.println("final UOE"); }
        // toMethodHandle
        MethodHandle mh = I.toMethodHandle(VarHandle.AccessMode.GET_AND_ADD);
        System.out.println("toMethodHandle " + mh.type() + " " + (int) mh.invokeExact(h, 3) + " " + h.i);
        MethodHandle vmh = MethodHandles.varHandleExactInvoker(VarHandle.AccessMode.SET, MethodType.methodType(void.class, Holder.class, int.class));
        vmh.invokeExact(I, h, 77);
        System.out.println("invoker " + h.i);

        // arrays
        VarHandle AI = MethodHandles.arrayElementVarHandle(int[].class);
        VarHandle AO = MethodHandles.arrayElementVarHandle(String[].class);
        VarHandle AL = MethodHandles.arrayElementVarHandle(long[].class);
        int[] ia = {1, 2, 3};
        AI.set(ia, 1, 20);
        System.out.println("arr " + (int) AI.get(ia, 1) + " " + AI.compareAndSet(ia, 2, 3, 30) + " " + (int) AI.getAndAdd(ia, 0, 100) + " " + Arrays.toString(ia));
        try { AI.get(ia, 3); } catch (ArrayIndexOutOfBoundsException e) { System.out.println("AIOOBE " + e.getMessage()); }
        String[] sa = {"a", "b"};
        System.out.println("oarr " + (String) AO.getAndSet(sa, 0, "z") + " " + Arrays.toString(sa));
        Object[] oa = new Integer[1];
        VarHandle AOO = MethodHandles.arrayElementVarHandle(Object[].class);
        try { AOO.set(oa, 0, "notInteger"); } catch (ArrayStoreException e) { System.out.println("ASE " + e.getMessage()); }
        long[] la = new long[2];
        System.out.println("larr " + (long) AL.getAndBitwiseOr(la, 1, 0xf0L) + " " + la[1] + " " + AI.varType() + " " + AI.coordinateTypes());

        // byte array views
        byte[] buf = new byte[16];
        VarHandle IB = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);
        VarHandle IL = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle LB = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
        VarHandle DL = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle CB = MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.BIG_ENDIAN);
        VarHandle SL = MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
        VarHandle FB = MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.BIG_ENDIAN);
        IB.set(buf, 0, 0x01020304);
        IL.set(buf, 5, 0x0a0b0c0d);
        System.out.println("view " + HexFormat.of().formatHex(buf) + " " + Integer.toHexString((int) IL.get(buf, 0)) + " " + Integer.toHexString((int) IB.get(buf, 5)));
        LB.set(buf, 8, 0x1122334455667788L);
        System.out.println("long view " + HexFormat.of().formatHex(buf) + " " + Long.toHexString((long) LB.get(buf, 1)));
        DL.set(buf, 0, Math.PI);
        System.out.println("double view " + HexFormat.of().formatHex(buf, 0, 8) + " " + (double) DL.get(buf, 0));
        CB.set(buf, 3, '\u20ac'); SL.set(buf, 10, (short) -2); FB.set(buf, 12, 1.5f);
        System.out.println("mixed " + HexFormat.of().formatHex(buf) + " " + (char) CB.get(buf, 3) + " " + (short) SL.get(buf, 10) + " " + (float) FB.get(buf, 12));
        System.out.println("aligned cas " + IB.compareAndSet(buf, 12, 0x3fc00000, 7) + " " + (int) IB.get(buf, 12));
        try { IB.compareAndSet(buf, 1, 0, 1); } catch (IllegalStateException e) { System.out.println("misaligned ISE " + e.getMessage()); }
        try { IB.get(buf, 13); } catch (IndexOutOfBoundsException e) { System.out.println("IOOBE " + e.getClass().getSimpleName()); }
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.allocate(8);
        VarHandle BBI = MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
        BBI.set(bb, 4, 0xdeadbeef);
        System.out.println("bb view " + HexFormat.of().formatHex(bb.array()) + " " + Integer.toHexString((int) BBI.getAndAdd(bb, 4, 1)) + " " + Integer.toHexString(bb.getInt(4)));
        VarHandle.fullFence(); VarHandle.acquireFence(); VarHandle.releaseFence(); VarHandle.loadLoadFence(); VarHandle.storeStoreFence();
        // withInvokeExactBehavior
        VarHandle ex = I.withInvokeExactBehavior();
        System.out.println("exact " + ex.hasInvokeExactBehavior() + " " + I.hasInvokeExactBehavior());
        try { Object o = ex.get(h); System.out.println(o); } catch (WrongMethodTypeException e) { System.out.println("WMTE exact " + e.getMessage()); }
        System.out.println("exact ok " + (int) ex.get(h));
        System.out.println(I.describeConstable().isPresent());
        // asType conversions at non-exact call sites
        I.set(h, (short) 3);
        long lv = (long) I.get(h);
        Object ov = I.get(h);
        double dv = (double) I.getAndAdd(h, (byte) 1);
        I.set(h, Integer.valueOf(9));
        Integer boxed = (Integer) I.getAndAdd(h, 1);
        I.set(h, (Object) 12);
        Number nv = (Number) I.get(h);
        System.out.println("conv " + lv + " " + ov + " " + dv + " " + boxed + " " + nv + " " + h.i);
        try { I.set(h, (Object) "no"); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        try { I.set(h, (Object) null); } catch (NullPointerException e) { System.out.println("NPE unbox"); }
        try { I.set(h, 3L); } catch (WrongMethodTypeException e) { System.out.println("WMTE " + e.getMessage()); }
        try { String sv = (String) I.get(h); } catch (WrongMethodTypeException | ClassCastException e) { System.out.println(e.getClass().getSimpleName() + " " + e.getMessage()); }
        S.set(h, "str");
        CharSequence cs = (CharSequence) S.get(h);
        Object os = S.getAndSet(h, (Object) "z");
        System.out.println("ref conv " + cs + " " + os + " " + h.s);
        try { S.set(h, (Object) Integer.valueOf(1)); } catch (ClassCastException e) { System.out.println("CCE " + e.getMessage()); }
        try { AO.set((Object) new Object[1], 0, "x"); } catch (ClassCastException e) { System.out.println("CCE array " + e.getMessage()); }
        try { I.get(new Object()); } catch (ClassCastException e) { System.out.println("CCE recv " + e.getMessage()); }
    }
}
