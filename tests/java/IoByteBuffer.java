import java.nio.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

// java.nio buffers: ByteBuffer heap and direct, byte order, absolute/relative get/put of every type, flip/compact/rewind/
// clear/mark/reset, slice/duplicate/asReadOnlyBuffer, typed views (asIntBuffer...), wrap with offsets, CharBuffer,
// comparisons/equals/mismatch, and Buffer{Overflow,Underflow}Exception, ReadOnlyBufferException, IndexOutOfBounds.
public class IoByteBuffer {
    static String st(Buffer b) {
        return "pos=" + b.position() + " lim=" + b.limit() + " cap=" + b.capacity() + " rem=" + b.remaining();
    }

    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName());
        }
    }

    public static void main(String[] args) {
        for (boolean direct : new boolean[]{false, true}) {
            ByteBuffer bb = direct ? ByteBuffer.allocateDirect(64) : ByteBuffer.allocate(64);
            System.out.println((direct ? "direct" : "heap") + " " + st(bb) + " order " + bb.order() + " isDirect " + bb.isDirect() + " hasArray " + bb.hasArray());
            bb.put((byte) -1).putChar('Z').putShort((short) 0x1234).putInt(0xDEADBEEF).putLong(0x0102030405060708L).putFloat(1.5f).putDouble(-2.25);
            System.out.println("  after puts " + st(bb));
            bb.flip();
            System.out.println("  flipped " + st(bb) + " get " + bb.get() + " " + bb.getChar() + " " + Integer.toHexString(bb.getShort()) + " " + Integer.toHexString(bb.getInt()) + " " + Long.toHexString(bb.getLong())
                + " " + bb.getFloat() + " " + bb.getDouble() + " " + st(bb));
            bb.rewind();
            byte[] raw = new byte[bb.remaining()];
            bb.get(raw);
            System.out.println("  big-endian bytes " + HexFormat.of().formatHex(raw));
            bb.clear();
            bb.order(ByteOrder.LITTLE_ENDIAN);
            bb.putInt(0xDEADBEEF).putLong(0x0102030405060708L).putShort((short) -2);
            byte[] le = new byte[bb.position()];
            bb.flip();
            bb.get(le);
            System.out.println("  little-endian bytes " + HexFormat.of().formatHex(le) + " absolute getInt(0) " + Integer.toHexString(bb.getInt(0)) + " getLong(4) BE " + Long.toHexString(bb.order(ByteOrder.BIG_ENDIAN).getLong(4)));
            bb.clear();
            bb.put(0, (byte) 7).putInt(4, 99).putDouble(8, Math.E);
            System.out.println("  absolute puts " + bb.get(0) + " " + bb.getInt(4) + " " + bb.getDouble(8) + " position still " + bb.position());
        }
        ByteBuffer bb = ByteBuffer.allocate(16);
        for (int i = 0; i < 10; i++) bb.put((byte) i);
        bb.flip();
        bb.get();
        bb.get();
        bb.compact();
        System.out.println("compact " + st(bb) + " first " + bb.get(0));
        bb.flip();
        bb.position(2);
        bb.mark();
        bb.get();
        bb.get();
        bb.reset();
        System.out.println("mark/reset " + st(bb));
        ByteBuffer slice = bb.slice();
        slice.put(0, (byte) 100);
        System.out.println("slice " + st(slice) + " shares content " + bb.get(bb.position()) + " slice(1,3) " + st(bb.slice(1, 3)) + " get " + bb.slice(1, 3).get(0));
        ByteBuffer dup = bb.duplicate();
        dup.position(0);
        System.out.println("duplicate independent position " + bb.position() + " vs " + dup.position() + " dup order " + dup.order());
        ByteBuffer ro = bb.asReadOnlyBuffer();
        System.out.println("readOnly " + ro.isReadOnly() + " hasArray " + ro.hasArray() + " get " + ro.get(2));
        tryIt("put on read-only", () -> ro.put((byte) 1));
        tryIt("array() on read-only", () -> ro.array());
        ByteBuffer wrapped = ByteBuffer.wrap(new byte[]{1, 2, 3, 4, 5, 6, 7, 8}, 2, 4);
        System.out.println("wrap(offset) " + st(wrapped) + " arrayOffset " + wrapped.arrayOffset() + " get " + wrapped.get() + " slice arrayOffset " + wrapped.slice().arrayOffset());
        ByteBuffer ib = ByteBuffer.allocate(16);
        IntBuffer ints = ib.asIntBuffer();
        ints.put(new int[]{1, -1, 0x01020304});
        System.out.println("asIntBuffer " + st(ints) + " backing bytes " + HexFormat.of().formatHex(ib.array()) + " view get " + ints.get(2) + " order " + ints.order());
        ByteBuffer lb = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        LongBuffer longs = lb.asLongBuffer();
        longs.put(0, 258L);
        DoubleBuffer doubles = ByteBuffer.allocate(16).asDoubleBuffer();
        doubles.put(1.0).put(-0.0);
        ShortBuffer shorts = ShortBuffer.wrap(new short[]{3, 1, 2});
        FloatBuffer floats = FloatBuffer.allocate(2).put(0.5f);
        System.out.println("asLongBuffer LE bytes " + HexFormat.of().formatHex(lb.array(), 0, 8) + " doubles " + doubles.get(0) + "," + doubles.get(1) + " view hasArray " + doubles.hasArray()
            + " shorts " + shorts.get(1) + " floats " + st(floats) + " float get " + floats.get(0));
        CharBuffer cb = CharBuffer.wrap("hello world");
        System.out.println("CharBuffer " + cb + " length " + cb.length() + " charAt " + cb.charAt(4) + " subSequence " + cb.subSequence(6, 11) + " readOnly " + cb.isReadOnly());
        CharBuffer cw = CharBuffer.allocate(8);
        cw.put("abc").append('d').append("ef", 0, 1);
        cw.flip();
        System.out.println("CharBuffer written " + cw + " chars " + cw.chars().count());
        ByteBuffer enc = StandardCharsets.UTF_8.encode("Grüß");
        System.out.println("encode " + st(enc) + " decode " + StandardCharsets.UTF_8.decode(enc) + " after decode " + st(enc));
        ByteBuffer x = ByteBuffer.wrap(new byte[]{1, 2, 3}), y = ByteBuffer.wrap(new byte[]{1, 2, 4}), z = ByteBuffer.wrap(new byte[]{9, 1, 2, 3}, 1, 3);
        System.out.println("compareTo " + Integer.signum(x.compareTo(y)) + " equals same remaining " + x.equals(z) + " hash equal " + (x.hashCode() == z.hashCode()) + " mismatch " + x.mismatch(y)
            + " equals different " + x.equals(y) + " IntBuffer compare " + Integer.signum(IntBuffer.wrap(new int[]{-1}).compareTo(IntBuffer.wrap(new int[]{1}))));
        ByteBuffer bulk = ByteBuffer.allocate(10);
        bulk.put(new byte[]{1, 2, 3});
        bulk.put(5, new byte[]{9, 9});
        bulk.put(ByteBuffer.wrap(new byte[]{7, 7}));
        System.out.println("bulk puts " + Arrays.toString(bulk.array()) + " " + st(bulk));
        byte[] dst = new byte[4];
        bulk.get(1, dst);
        System.out.println("absolute bulk get " + Arrays.toString(dst));

        ByteBuffer small = ByteBuffer.allocate(4);
        tryIt("putLong overflow", () -> small.putLong(1L));
        tryIt("getInt underflow", () -> ByteBuffer.allocate(2).getInt());
        tryIt("absolute get out of range", () -> small.get(4));
        tryIt("position > limit", () -> small.position(5));
        tryIt("limit > capacity", () -> small.limit(5));
        tryIt("negative allocate", () -> ByteBuffer.allocate(-1));
        tryIt("reset without mark", () -> ByteBuffer.allocate(2).reset());
        tryIt("wrap bad range", () -> ByteBuffer.wrap(new byte[2], 1, 5));
        tryIt("bulk get too much", () -> ByteBuffer.allocate(2).get(new byte[3]));
        tryIt("CharBuffer wrap String is read-only put", () -> CharBuffer.wrap("abc").put('x'));
        tryIt("direct array()", () -> ByteBuffer.allocateDirect(4).array());
        tryIt("slice bad index", () -> ByteBuffer.allocate(4).slice(3, 2));
        ByteBuffer big = ByteBuffer.allocateDirect(1 << 16);
        long s = 0;
        for (int i = 0; i < big.capacity() / 8; i++) big.putLong((long) i * i);
        big.flip();
        while (big.hasRemaining()) s += big.getLong();
        System.out.println("direct 64K sum " + s + " alignment check " + (big.alignmentOffset(0, 8) >= 0));
    }
}
