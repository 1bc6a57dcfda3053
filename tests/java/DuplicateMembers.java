// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import jdk.internal.org.objectweb.asm.*;

/** The duplicate-member format check (JVMS 4.5, 4.6) on classes of a few
 *  and of thousands of members (the reader looks large classes up in a
 *  table): a duplicate first and last, next to each other, the same name with
 *  another descriptor and the same descriptor with another name (both legal),
 *  for fields and for methods. Each line is the outcome of defining one
 *  class, with HotSpot's message. */
public class DuplicateMembers implements Opcodes {
    static final class Loader extends ClassLoader {
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    static int seq;

    /** n members m0..m(n-1) of descriptor I (fields) or ()V (methods), then extra
     *  ones given as name:descriptor. */
    static byte[] build(String cname, boolean fields, int n, String... extra) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, cname, null, "java/lang/Object", null);
        for (int i = 0; i < n + extra.length; i++) {
            String name = i < n ? "m" + i : extra[i - n].split(":")[0];
            String desc = i < n ? (fields ? "I" : "()V") : extra[i - n].split(":")[1];
            if (fields) {
                cw.visitField(ACC_STATIC, name, desc, null, null).visitEnd();
            } else {
                MethodVisitor mv = cw.visitMethod(ACC_STATIC, name, desc, null, null);
                mv.visitCode();
                Type rt = Type.getReturnType(desc);
                if (rt.getSort() == Type.VOID) mv.visitInsn(RETURN);
                else if (rt.getSort() == Type.OBJECT || rt.getSort() == Type.ARRAY) { mv.visitInsn(ACONST_NULL); mv.visitInsn(ARETURN); }
                else if (rt.getSort() == Type.LONG) { mv.visitInsn(LCONST_0); mv.visitInsn(LRETURN); }
                else { mv.visitInsn(ICONST_0); mv.visitInsn(IRETURN); }
                mv.visitMaxs(2, Type.getArgumentsAndReturnSizes(desc) >> 2);
                mv.visitEnd();
            }
        }
        cw.visitEnd();
        return cw.toByteArray();
    }

    static void show(String what, boolean fields, int n, String... extra) {
        String cname = "Dup" + (seq++);
        String out;
        try {
            Class<?> c = new Loader().define(cname, build(cname, fields, n, extra));
            out = "ok " + (fields ? c.getDeclaredFields().length : c.getDeclaredMethods().length);
        } catch (Throwable t) {
            out = t.getClass().getName() + ": " + t.getMessage();
        }
        System.out.println(what + (fields ? " fields " : " methods ") + n + ": " + out.replace(cname, "<C>"));
    }

    public static void main(String[] args) {
        for (boolean fields : new boolean[] {true, false}) {
            String d = fields ? "I" : "()V";
            for (int n : new int[] {1, 2, 31, 32, 33, 40, 3000}) {
                show("none", fields, n);
                show("first again", fields, n, "m0:" + d);
                show("last again", fields, n, "m" + (n - 1) + ":" + d);
                show("new twice", fields, n, "x:" + d, "x:" + d);
                show("new twice apart", fields, n, "x:" + d, "y:" + d, "x:" + d);
                show("other descriptor", fields, n, "m0:" + (fields ? "J" : "()I"), "m0:" + (fields ? "Ljava/lang/String;" : "(I)V"));
                show("other descriptor twice", fields, n, "m0:" + (fields ? "J" : "()I"), "m0:" + (fields ? "J" : "()I"));
            }
        }
        // Many members whose names collide in any small table: the same name, other descriptors.
        String[] many = new String[500];
        for (int i = 0; i < many.length; i++) many[i] = "same:(" + "I".repeat(i % 250) + (i < 250 ? "" : "J") + ")V";
        show("one name, 500 descriptors", false, 0, many);
        String[] more = java.util.Arrays.copyOf(many, 501);
        more[500] = many[377];
        show("one name, 500 descriptors, one again", false, 0, more);
    }
}
