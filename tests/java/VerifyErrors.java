// Hand-built class files with unverifiable bytecode: the error each one gets when
// it is linked (class and first line of the message, as HotSpot's verifier says it).
import java.io.*;

public class VerifyErrors {
    // Constant pool of every test class (indices used by the bytecode below).
    static final int THIS = 2, OBJECT = 4, OUT = 17, PRINTLN = 23, INT42 = 24, HI = 26, UTF8 = 1, OBJ_INIT = 29;

    static void utf(DataOutputStream d, String s) throws IOException { d.writeByte(1); d.writeUTF(s); }

    // One class `name` (version `major`) with one method m; stackMap is the body of
    // its StackMapTable attribute, or null for none.
    static byte[] build(String name, int major, int access, String mname, String desc, int maxStack, int maxLocals,
                        int[] code, int[] stackMap) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DataOutputStream d = new DataOutputStream(bo);
        d.writeInt(0xCAFEBABE);
        d.writeShort(0);
        d.writeShort(major);
        d.writeShort(31);
        utf(d, name);                                            // 1
        d.writeByte(7); d.writeShort(1);                         // 2 this class
        utf(d, "java/lang/Object");                              // 3
        d.writeByte(7); d.writeShort(3);                         // 4
        utf(d, mname);                                           // 5
        utf(d, desc);                                            // 6
        utf(d, "Code");                                          // 7
        utf(d, "StackMapTable");                                 // 8
        utf(d, "java/lang/String");                              // 9
        d.writeByte(7); d.writeShort(9);                         // 10
        utf(d, "hi");                                            // 11
        utf(d, "java/lang/System");                              // 12
        d.writeByte(7); d.writeShort(12);                        // 13
        utf(d, "out");                                           // 14
        utf(d, "Ljava/io/PrintStream;");                         // 15
        d.writeByte(12); d.writeShort(14); d.writeShort(15);     // 16
        d.writeByte(9); d.writeShort(13); d.writeShort(16);      // 17 System.out
        utf(d, "java/io/PrintStream");                           // 18
        d.writeByte(7); d.writeShort(18);                        // 19
        utf(d, "println");                                       // 20
        utf(d, "(Ljava/lang/String;)V");                         // 21
        d.writeByte(12); d.writeShort(20); d.writeShort(21);     // 22
        d.writeByte(10); d.writeShort(19); d.writeShort(22);     // 23 PrintStream.println(String)
        d.writeByte(3); d.writeInt(42);                          // 24
        d.writeByte(8); d.writeShort(11);                        // 25 "hi"
        d.writeByte(8); d.writeShort(11);                        // 26 "hi"
        utf(d, "<init>");                                        // 27
        d.writeByte(12); d.writeShort(27); d.writeShort(30);     // 28 <init>:()V
        d.writeByte(10); d.writeShort(4); d.writeShort(28);      // 29 Object.<init>
        utf(d, "()V");                                           // 30
        d.writeShort(0x21);
        d.writeShort(THIS);
        d.writeShort(OBJECT);
        d.writeShort(0);
        d.writeShort(0);
        d.writeShort(1);
        d.writeShort(access);
        d.writeShort(5);
        d.writeShort(6);
        d.writeShort(1);
        d.writeShort(7);
        int smLen = stackMap == null ? 0 : 6 + stackMap.length;
        d.writeInt(12 + code.length + smLen);
        d.writeShort(maxStack);
        d.writeShort(maxLocals);
        d.writeInt(code.length);
        for (int b : code)
            d.writeByte(b);
        d.writeShort(0);
        d.writeShort(stackMap == null ? 0 : 1);
        if (stackMap != null) {
            d.writeShort(8);
            d.writeInt(stackMap.length);
            for (int b : stackMap)
                d.writeByte(b);
        }
        d.writeShort(0);
        d.flush();
        return bo.toByteArray();
    }

    static final class Loader extends ClassLoader {
        Class<?> define(byte[] b) { return defineClass(null, b, 0, b.length); }
    }

    static void check(String what, byte[] bytes) {
        String res;
        try {
            Class<?> c = new Loader().define(bytes);
            Class.forName(c.getName(), true, c.getClassLoader());
            res = "linked";
            try {
                Object r = c.getDeclaredMethod("m").invoke(null);
                res += ", m() = " + r;
            } catch (ReflectiveOperationException e) {
                res += ", m() threw " + e.getCause();
            }
        } catch (Throwable t) {
            String m = String.valueOf(t.getMessage());
            int nl = m.indexOf('\n');
            res = t.getClass().getName() + ": " + (nl < 0 ? m : m.substring(0, nl));
        }
        System.out.println(what + ": " + res);
    }

    static final int STATIC = 0x9; // public static

    static void run(String what, String desc, int maxStack, int maxLocals, int[] code, int[] sm) throws IOException {
        check(what, build("V" + what.replace(' ', '_'), 61, STATIC, "m", desc, maxStack, maxLocals, code, sm));
    }

    public static void main(String[] args) throws Exception {
        // A good one first: prints "hi" and returns 42.
        run("good", "()I", 2, 0, new int[] {0xb2, 0, OUT, 0x12, HI, 0xb6, 0, PRINTLN, 0x12, INT42, 0xac}, null);
        run("bad type", "()V", 2, 0, new int[] {0xb2, 0, OUT, 0x04, 0xb6, 0, PRINTLN, 0xb1}, null);
        run("underflow", "()V", 1, 0, new int[] {0x57, 0xb1}, null);
        run("overflow", "()V", 1, 0, new int[] {0x03, 0x03, 0x58, 0xb1}, null);
        run("long underflow", "()J", 2, 0, new int[] {0x03, 0xad}, null);
        run("bad local", "()V", 1, 1, new int[] {0x1a, 0x57, 0xb1}, null);
        run("local overflow", "()V", 1, 1, new int[] {0x15, 5, 0x57, 0xb1}, null);
        run("long local", "(J)V", 2, 2, new int[] {0x1f, 0x58, 0xb1}, null);
        run("no frame at target", "()V", 1, 0, new int[] {0x03, 0x99, 0, 4, 0xb1, 0xb1}, null);
        run("inconsistent frame", "()V", 1, 0, new int[] {0x03, 0x99, 0, 4, 0xb1, 0xb1}, new int[] {0, 1, 64 + 5, 1});
        run("bad offset", "()V", 1, 0, new int[] {0x03, 0x99, 0, 4, 0xb1, 0xb1}, new int[] {0, 1, 2});
        run("bad frame type", "()V", 1, 0, new int[] {0x03, 0x99, 0, 4, 0xb1, 0xb1}, new int[] {0, 1, 200});
        run("truncated map", "()V", 1, 0, new int[] {0x03, 0x99, 0, 4, 0xb1, 0xb1}, new int[] {0, 2, 5});
        run("good branch", "()I", 1, 0, new int[] {0x03, 0x99, 0, 5, 0x04, 0xac, 0x05, 0xac}, new int[] {0, 1, 6});
        run("no frame after goto", "()V", 1, 0, new int[] {0xa7, 0, 4, 0x00, 0xb1}, new int[] {0, 1, 4});
        run("falls off", "()V", 1, 0, new int[] {0x00}, null);
        run("bad opcode", "()V", 1, 0, new int[] {0xff, 0xb1}, null);
        run("truncated insn", "()V", 1, 0, new int[] {0xb1, 0x11, 0}, null);
        run("ldc utf8", "()V", 1, 0, new int[] {0x12, UTF8, 0x57, 0xb1}, null);
        run("ldc index", "()V", 1, 0, new int[] {0x13, 0, 200, 0x57, 0xb1}, null);
        run("getstatic on method", "()V", 1, 0, new int[] {0xb2, 0, PRINTLN, 0x57, 0xb1}, null);
        run("expects value", "()I", 1, 0, new int[] {0xb1}, null);
        run("no value expected", "()V", 1, 0, new int[] {0x03, 0xac}, null);
        run("bad return type", "()I", 1, 0, new int[] {0x0b, 0xae}, null);
        run("areturn int", "()Ljava/lang/String;", 1, 0, new int[] {0x03, 0xb0}, null);
        run("areturn object", "()Ljava/lang/String;", 2, 0,
            new int[] {0xbb, 0, OBJECT, 0x59, 0xb7, 0, OBJ_INIT, 0xb0}, null);
        run("uninitialized", "()Ljava/lang/Object;", 1, 0, new int[] {0xbb, 0, OBJECT, 0xb0}, null);
        run("iaload on object", "()I", 2, 0, new int[] {0x12, HI, 0x03, 0x2e, 0xac}, null);
        run("arraylength int", "()I", 1, 0, new int[] {0x03, 0xbe, 0xac}, null);
        run("athrow string", "()V", 1, 0, new int[] {0x12, HI, 0xbf}, null);
        run("invokevirtual null", "()V", 2, 0, new int[] {0x01, 0x12, HI, 0xb6, 0, PRINTLN, 0xb1}, null);
        run("swap long", "()V", 3, 0, new int[] {0x09, 0x03, 0x5f, 0xb1}, null);
        run("newarray type", "()V", 1, 0, new int[] {0x03, 0xbc, 3, 0x57, 0xb1}, null);
        run("internal method", "()V", 1, 0, new int[] {0xb8, 0, OBJ_INIT, 0xb1}, null);
        run("wide iinc", "()V", 1, 1, new int[] {0xc4, 0x84, 0, 0, 0, 1, 0xb1}, null);
        run("lookupswitch order", "()V", 1, 0,
            new int[] {0x03, 0xab, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0, 5, 0, 0, 0, 27, 0, 0, 0, 1, 0, 0, 0, 27,
                       0xb1},
            new int[] {0, 1, 28});
        run("lookupswitch good", "()V", 1, 0,
            new int[] {0x03, 0xab, 0, 0, 0, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, 27, 0, 0, 0, 5, 0, 0, 0, 27,
                       0xb1},
            new int[] {0, 1, 28});
        run("tableswitch target", "()V", 1, 0,
            new int[] {0x03, 0xaa, 0, 0, 0, 0, 0, 23, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 23, 0, 0, 0, 22, 0xb1},
            new int[] {0, 1, 24});
        // A constructor that returns before calling super().
        check("no super call", build("VNoSuper", 61, 1, "<init>", "()V", 1, 1, new int[] {0xb1}, null));
        check("good ctor", build("VGoodCtor", 61, 1, "<init>", "()V", 1, 1,
                                 new int[] {0x2a, 0xb7, 0, OBJ_INIT, 0xb1}, null));
    }
}
