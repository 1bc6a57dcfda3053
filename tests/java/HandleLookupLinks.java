// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.invoke.*;
import jdk.internal.org.objectweb.asm.*;

/** A method-handle lookup links (verifies) the class it looks in, as
 *  HotSpot's MemberName resolution does: a class whose verification fails
 *  fails findStatic, findVirtual, findConstructor, findGetter and
 *  findStaticVarHandle with IllegalAccessException "no such ..." and the
 *  VerifyError as its cause, not the handle's first call. The class is
 *  generated here (javac would not make a method that fails verification)
 *  and defined without being initialised. */
public class HandleLookupLinks implements Opcodes {
    static final class Loader extends ClassLoader {
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    static byte[] generate(String name) {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, name, null, "java/lang/Object", null);
        cw.visitField(ACC_PUBLIC, "f", "I", null, null).visitEnd();
        cw.visitField(ACC_PUBLIC | ACC_STATIC, "sf", "I", null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "run", "()V", null, null);
        mv.visitCode();
        mv.visitInsn(IADD); // nothing on the stack: fails verification
        mv.visitInsn(RETURN);
        mv.visitMaxs(2, 0);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC, "inst", "()I", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(1, 1);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    interface Step { Object run(MethodHandles.Lookup l, Class<?> c) throws Throwable; }

    static int seq;

    static void show(String what, Step s) {
        Class<?> c = new Loader().define("Bad" + seq, generate("Bad" + seq));
        seq++;
        String out;
        try {
            Object r = s.run(MethodHandles.lookup(), c);
            out = "ok " + (r instanceof MethodHandle ? ((MethodHandle) r).type() : r);
        } catch (Throwable t) {
            out = t.getClass().getName() + ": " + String.valueOf(t.getMessage()).lines().findFirst().orElse("");
            if (t.getCause() != null)
                out += " / cause " + t.getCause().getClass().getName();
        }
        System.out.println(what + ": " + out.replaceAll("Bad[0-9]+", "Bad"));
    }

    public static void main(String[] args) {
        show("findStatic", (l, c) -> l.findStatic(c, "run", MethodType.methodType(void.class)));
        show("findVirtual", (l, c) -> l.findVirtual(c, "inst", MethodType.methodType(int.class)));
        show("findConstructor", (l, c) -> l.findConstructor(c, MethodType.methodType(void.class)));
        show("findGetter", (l, c) -> l.findGetter(c, "f", int.class));
        show("findStaticGetter", (l, c) -> l.findStaticGetter(c, "sf", int.class));
        show("findStaticVarHandle", (l, c) -> l.findStaticVarHandle(c, "sf", int.class));
        show("missing method", (l, c) -> l.findStatic(c, "nope", MethodType.methodType(void.class)));
        show("getDeclaredMethods", (l, c) -> c.getDeclaredMethods().length);
    }
}
