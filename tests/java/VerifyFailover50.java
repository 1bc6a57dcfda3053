// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import jdk.internal.org.objectweb.asm.*;

/** Version 50 class files are type-checked with their StackMapTable and,
 *  when that fails, verified again by inference (HotSpot's failover): a
 *  method that only the type checker rejects (no stack map frames) passes,
 *  and one both reject gets the type checker's VerifyError, not the
 *  inference verifier's wording. Version 51 for comparison. Each
 *  line: the first line of the outcome of defining, linking and running
 *  the class. */
public class VerifyFailover50 implements Opcodes {
    static final class Loader extends ClassLoader {
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    interface Body { void emit(MethodVisitor mv); }

    static byte[] build(int version, String name, Body body) {
        ClassWriter cw = new ClassWriter(0); // no frames computed
        cw.visit(version, ACC_PUBLIC | ACC_SUPER, name, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "run", "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(4, 2);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static int seq;

    static void show(String what, int version, Body body) {
        String name = "V" + (seq++);
        String out;
        try {
            Class<?> c = new Loader().define(name, build(version, name, body));
            out = "ok " + c.getMethod("run").invoke(null);
        } catch (java.lang.reflect.InvocationTargetException e) {
            out = "threw " + e.getCause();
        } catch (Throwable t) {
            out = t.getClass().getName() + ": " + String.valueOf(t.getMessage()).lines().findFirst().orElse("");
        }
        System.out.println(what + " v" + (version & 0xffff) + ": " + out.replaceAll("V[0-9]+", "V"));
    }

    public static void main(String[] args) {
        int[] versions = {V1_6, V1_7}; // (before 50 the old verifier's wording differs: README)
        for (int v : versions) {
            // a branch with no stack map frame: only the type checker objects
            show("branch without frame", v, mv -> {
                Label l = new Label();
                mv.visitInsn(ICONST_1);
                mv.visitJumpInsn(IFEQ, l);
                mv.visitLdcInsn("a");
                mv.visitInsn(ARETURN);
                mv.visitLabel(l);
                mv.visitLdcInsn("b");
                mv.visitInsn(ARETURN);
            });
            show("stack underflow", v, mv -> {
                mv.visitInsn(POP);
                mv.visitInsn(ACONST_NULL);
                mv.visitInsn(ARETURN);
            });
            show("int as reference", v, mv -> {
                mv.visitInsn(ICONST_1);
                mv.visitInsn(ARETURN);
            });
            show("field of an int, after a branch", v, mv -> {
                Label l = new Label();
                mv.visitInsn(ICONST_0);
                mv.visitJumpInsn(IFEQ, l);
                mv.visitLabel(l);
                mv.visitInsn(ICONST_1);
                mv.visitFieldInsn(GETFIELD, "java/lang/String", "value", "[B");
                mv.visitInsn(ARETURN);
            });
            show("unset local", v, mv -> {
                mv.visitVarInsn(ALOAD, 1);
                mv.visitInsn(ARETURN);
            });
        }
    }
}
