import java.lang.reflect.*;
import java.nio.*;
import java.util.*;
import sun.misc.Unsafe;

// sun.misc.Unsafe as libraries use it: field offsets (and their static/instance checks),
// typed, volatile, ordered and CAS accesses on fields, statics and arrays, byte-array views,
// off-heap memory (set, copy, realloc), allocateInstance and its errors, throwException,
// direct buffers and invokeCleaner, records refused. (Not the reference array scale:
// HotSpot's compressed oops make it 4, Rivet's references are 8 bytes.)
public class UnsafeMisc {
    static class Point { int x = 1; long y = 2; Object ref = "r"; byte b = 3; static int sx = 10; static String ss = "static"; boolean z; short s; char c; float f; double d;
        Point() { x = 100; } }

    public static void main(String[] args) throws Exception {
        Field uf = Unsafe.class.getDeclaredField("theUnsafe");
        uf.setAccessible(true);
        Unsafe u = (Unsafe) uf.get(null);
        System.out.println("address size " + u.addressSize() + " page size positive " + (u.pageSize() > 0));
        long xo = u.objectFieldOffset(Point.class.getDeclaredField("x"));
        long yo = u.objectFieldOffset(Point.class.getDeclaredField("y"));
        long ro = u.objectFieldOffset(Point.class.getDeclaredField("ref"));
        long bo = u.objectFieldOffset(Point.class.getDeclaredField("b"));
        long zo = u.objectFieldOffset(Point.class.getDeclaredField("z"));
        long so = u.objectFieldOffset(Point.class.getDeclaredField("s"));
        long co = u.objectFieldOffset(Point.class.getDeclaredField("c"));
        long fo = u.objectFieldOffset(Point.class.getDeclaredField("f"));
        long dof = u.objectFieldOffset(Point.class.getDeclaredField("d"));
        Set<Long> offs = new HashSet<>(List.of(xo, yo, ro, bo, zo, so, co, fo, dof));
        System.out.println("distinct offsets " + offs.size() + " aligned long " + (yo % 8 == 0) + " aligned int " + (xo % 4 == 0));
        Point p = new Point();
        System.out.println("get " + u.getInt(p, xo) + " " + u.getLong(p, yo) + " " + u.getObject(p, ro) + " " + u.getByte(p, bo));
        u.putInt(p, xo, 5); u.putLong(p, yo, -9L); u.putObject(p, ro, "new"); u.putByte(p, bo, (byte) -1);
        u.putBoolean(p, zo, true); u.putShort(p, so, (short) -300); u.putChar(p, co, 'Q'); u.putFloat(p, fo, 2.5f); u.putDouble(p, dof, -1e300);
        System.out.println("put " + p.x + " " + p.y + " " + p.ref + " " + p.b + " " + p.z + " " + p.s + " " + p.c + " " + p.f + " " + p.d);
        System.out.println("cas " + u.compareAndSwapInt(p, xo, 5, 6) + " " + u.compareAndSwapInt(p, xo, 5, 7) + " " + p.x + " " + u.compareAndSwapLong(p, yo, -9L, 9L) + " " + p.y + " " + u.compareAndSwapObject(p, ro, "new", "newer") + " " + p.ref);
        System.out.println("getAndAdd " + u.getAndAddInt(p, xo, 10) + " " + p.x + " " + u.getAndAddLong(p, yo, 1) + " " + p.y + " getAndSet " + u.getAndSetInt(p, xo, 0) + " " + u.getAndSetObject(p, ro, null) + " " + p.ref);
        u.putIntVolatile(p, xo, 77); u.putOrderedInt(p, xo, 78); u.putLongVolatile(p, yo, 88);
        System.out.println("volatile " + u.getIntVolatile(p, xo) + " " + u.getLongVolatile(p, yo) + " " + u.getObjectVolatile(p, ro));
        Field sx = Point.class.getDeclaredField("sx"), ss = Point.class.getDeclaredField("ss");
        Object base = u.staticFieldBase(sx);
        long sxo = u.staticFieldOffset(sx), sso = u.staticFieldOffset(ss);
        System.out.println("static " + u.getInt(base, sxo) + " " + u.getObject(u.staticFieldBase(ss), sso));
        u.putInt(base, sxo, 11);
        System.out.println("static put " + Point.sx);
        // arrays
        int ibase = u.arrayBaseOffset(int[].class), iscale = u.arrayIndexScale(int[].class);
        System.out.println("scales " + iscale + " " + u.arrayIndexScale(long[].class) + " " + u.arrayIndexScale(byte[].class) + " " + u.arrayIndexScale(char[].class) + " bases equal " + (u.arrayBaseOffset(byte[].class) == Unsafe.ARRAY_BYTE_BASE_OFFSET) + " " + (ibase == Unsafe.ARRAY_INT_BASE_OFFSET));
        int[] ia = {1, 2, 3, 4};
        u.putInt(ia, (long) ibase + 2L * iscale, 30);
        System.out.println("array " + Arrays.toString(ia) + " " + u.getInt(ia, (long) ibase + 3L * iscale) + " cas " + u.compareAndSwapInt(ia, (long) ibase, 1, 10) + " " + ia[0]);
        byte[] ba = new byte[16];
        long bb = u.arrayBaseOffset(byte[].class);
        u.putLong(ba, bb, 0x0102030405060708L);
        u.putInt(ba, bb + 8, 0x0a0b0c0d);
        System.out.println("byte view " + HexFormat.of().formatHex(ba) + " nativeOrder " + ByteOrder.nativeOrder() + " readInt@1 " + Integer.toHexString(u.getInt(ba, bb + 1)));
        long[] la = new long[3];
        u.putLong(la, (long) u.arrayBaseOffset(long[].class) + 8, Long.MIN_VALUE);
        System.out.println("long array " + Arrays.toString(la));
        Object[] oa = new Object[2];
        u.putObject(oa, (long) u.arrayBaseOffset(Object[].class) + u.arrayIndexScale(Object[].class), "slot1");
        System.out.println("obj array " + Arrays.toString(oa));
        // off-heap
        long mem = u.allocateMemory(64);
        u.setMemory(mem, 64, (byte) 0x5a);
        u.putLong(mem, 0x1122334455667788L);
        u.putInt(mem + 8, -1);
        u.putByte(mem + 12, (byte) 7);
        u.putDouble(mem + 16, Math.E);
        u.putChar(mem + 24, 'Z');
        u.putShort(mem + 26, (short) 1234);
        u.putFloat(mem + 28, 1.5f);
        u.putAddress(mem + 32, 0xdeadbeefL);
        System.out.println("offheap " + Long.toHexString(u.getLong(mem)) + " " + u.getInt(mem + 8) + " " + u.getByte(mem + 12) + " " + u.getByte(mem + 13) + " " + u.getDouble(mem + 16) + " " + u.getChar(mem + 24) + " " + u.getShort(mem + 26) + " " + u.getFloat(mem + 28) + " " + Long.toHexString(u.getAddress(mem + 32)));
        mem = u.reallocateMemory(mem, 128);
        System.out.println("realloc keeps " + Long.toHexString(u.getLong(mem)) + " " + u.getByte(mem + 63));
        byte[] dst = new byte[8];
        u.copyMemory(null, mem, dst, bb, 8);
        System.out.println("copy to heap " + HexFormat.of().formatHex(dst));
        u.copyMemory(ba, bb, null, mem + 64, 16);
        System.out.println("copy from heap " + Long.toHexString(u.getLong(mem + 64)));
        u.freeMemory(mem);
        // allocateInstance skips constructors
        Point raw = (Point) u.allocateInstance(Point.class);
        System.out.println("allocateInstance x " + raw.x + " y " + raw.y + " ref " + raw.ref);
        try { u.allocateInstance(Runnable.class); } catch (InstantiationException e) { System.out.println("InstantiationException " + e.getMessage()); }
        try { u.allocateInstance(int[].class); } catch (InstantiationException e) { System.out.println("InstantiationException " + e.getMessage()); }
        try { u.allocateInstance(String[].class); } catch (InstantiationException e) { System.out.println("InstantiationException " + e.getMessage()); }
        try { u.allocateInstance(AbstractList.class); } catch (InstantiationException e) { System.out.println("InstantiationException " + e.getMessage()); }
        try { u.allocateInstance(int.class); } catch (InstantiationException e) { System.out.println("InstantiationException " + e.getMessage()); }
        try { u.allocateInstance(Class.class); } catch (Exception e) { System.out.println(e); }
        try { u.staticFieldBase(Point.class.getDeclaredField("x")); } catch (IllegalArgumentException e) { System.out.println("IAE base " + e.getMessage()); }
        try { u.staticFieldOffset(Point.class.getDeclaredField("x")); } catch (IllegalArgumentException e) { System.out.println("IAE soff " + e.getMessage()); }
        u.fullFence(); u.loadFence(); u.storeFence();
        System.out.println("shouldBeInitialized " + u.shouldBeInitialized(String.class));
        try { u.throwException(new java.io.IOException("sneaky")); } catch (Exception e) { System.out.println("throwException " + e); }
        // direct ByteBuffer address reads through Unsafe
        ByteBuffer db = ByteBuffer.allocateDirect(8).order(ByteOrder.nativeOrder());
        db.putInt(0, 0x01020304);
        Field addrF = Buffer.class.getDeclaredField("address");
        long addr = u.getLong(db, u.objectFieldOffset(addrF));
        System.out.println("direct " + Integer.toHexString(u.getInt(addr)));
        u.invokeCleaner(db);
        System.out.println("cleaned");
        try { u.invokeCleaner(ByteBuffer.allocate(4)); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        try { u.objectFieldOffset(Point.class.getDeclaredField("sx")); } catch (IllegalArgumentException e) { System.out.println("IAE static " + e.getMessage()); }
        try { u.objectFieldOffset(Class.forName("java.lang.Record").getDeclaredFields().length > 0 ? null : null); } catch (NullPointerException e) { System.out.println("NPE"); }
        record R(int a) {}
        try { u.objectFieldOffset(R.class.getDeclaredField("a")); } catch (UnsupportedOperationException e) { System.out.println("UOE " + e.getMessage()); }
    }
}
