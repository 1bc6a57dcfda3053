// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import jdk.internal.org.objectweb.asm.*;
import java.lang.reflect.*;

/** Subroutines (jsr/ret), as javac before 1.4.2 compiled finally blocks, in
 *  class files of version 48 generated here with the JDK's ASM: the verifier
 *  must accept the good ones (a finally called from paths whose locals have
 *  different types, nested subroutines, one called in a loop, the exception
 *  path) and reject the bad ones with VerifyError (ret of an int, a local the
 *  subroutine overwrote used with its old type, loading a return address). */
public class VerifySubroutines implements Opcodes {
    interface Body { void emit(MethodVisitor mv); }

    static final class Loader extends ClassLoader {
        Class<?> define(byte[] b) { return defineClass(null, b, 0, b.length); }
    }

    static byte[] build(String name, Body body) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_4, ACC_PUBLIC, name, null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "m", "(I)I", null, null);
        mv.visitCode();
        body.emit(mv);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static void check(String name, Body body, int... args) {
        StringBuilder res = new StringBuilder();
        try {
            Class<?> c = new Loader().define(build(name, body));
            Method m = c.getMethod("m", int.class);
            for (int a : args) {
                String r;
                try {
                    r = "=" + m.invoke(null, a);
                } catch (InvocationTargetException e) {
                    r = " threw " + e.getCause();
                }
                res.append(" m(").append(a).append(")").append(r);
            }
        } catch (Throwable t) {
            res.append(" ").append(t.getClass().getName()); // the old verifier's wording differs
        }
        System.out.println(name + ":" + res);
    }

    /* locals: 0 x, 1 value, 2 return address, 3 scratch */
    static void finallyBody(MethodVisitor mv, Label fin) {
        mv.visitLabel(fin);
        mv.visitVarInsn(ASTORE, 2);
        mv.visitInsn(ICONST_0);
        mv.visitVarInsn(ISTORE, 3);
        mv.visitIincInsn(3, 1);
        mv.visitVarInsn(RET, 2);
    }

    public static void main(String[] args) {
        // try { return x > 0 ? x : "ab".length(); } finally { ... }: local 1 is
        // an int on one path and a String on the other; the finally leaves it.
        check("DiffLocals", mv -> {
            Label neg = new Label(), fin = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFLE, neg);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(IRETURN);
            mv.visitLabel(neg);
            mv.visitLdcInsn("ab");
            mv.visitVarInsn(ASTORE, 1);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ALOAD, 1);
            mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "length", "()I", false);
            mv.visitInsn(IRETURN);
            finallyBody(mv, fin);
        }, 5, -1);
        // A subroutine that calls another; the inner one adds 100 to local 1.
        check("Nested", mv -> {
            Label outer = new Label(), inner = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, outer);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(IRETURN);
            mv.visitLabel(outer);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitJumpInsn(JSR, inner);
            mv.visitIincInsn(1, 1);
            mv.visitVarInsn(RET, 2);
            mv.visitLabel(inner);
            mv.visitVarInsn(ASTORE, 3);
            mv.visitIincInsn(1, 100);
            mv.visitVarInsn(RET, 3);
        }, 1, 7);
        // Called x times from a loop, adding 10 each time.
        check("Loop", mv -> {
            Label top = new Label(), done = new Label(), sub = new Label();
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitLabel(top);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFLE, done);
            mv.visitJumpInsn(JSR, sub);
            mv.visitIincInsn(0, -1);
            mv.visitJumpInsn(GOTO, top);
            mv.visitLabel(done);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(IRETURN);
            mv.visitLabel(sub);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitIincInsn(1, 10);
            mv.visitVarInsn(RET, 2);
        }, 0, 3);
        // try { if (x == 0) throw new IllegalStateException(); return x; }
        // finally { ... }: the handler keeps the exception in local 4 across
        // the subroutine and rethrows it.
        check("ExceptionPath", mv -> {
            Label start = new Label(), end = new Label(), handler = new Label(), fin = new Label(), ok = new Label();
            mv.visitTryCatchBlock(start, end, handler, null);
            mv.visitLabel(start);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitJumpInsn(IFNE, ok);
            mv.visitTypeInsn(NEW, "java/lang/IllegalStateException");
            mv.visitInsn(DUP);
            mv.visitMethodInsn(INVOKESPECIAL, "java/lang/IllegalStateException", "<init>", "()V", false);
            mv.visitInsn(ATHROW);
            mv.visitLabel(ok);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitLabel(end);
            mv.visitInsn(IRETURN);
            mv.visitLabel(handler);
            mv.visitVarInsn(ASTORE, 4);
            mv.visitJumpInsn(JSR, fin);
            mv.visitVarInsn(ALOAD, 4);
            mv.visitInsn(ATHROW);
            finallyBody(mv, fin);
        }, 4, 0);
        // ret of a local that holds an int.
        check("RetOfInt", mv -> {
            mv.visitInsn(ICONST_0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitVarInsn(RET, 1);
        }, 1);
        // The subroutine stores a String into local 1, which the caller then
        // reads as the int it put there.
        check("OverwrittenLocal", mv -> {
            Label sub = new Label();
            mv.visitVarInsn(ILOAD, 0);
            mv.visitVarInsn(ISTORE, 1);
            mv.visitJumpInsn(JSR, sub);
            mv.visitVarInsn(ILOAD, 1);
            mv.visitInsn(IRETURN);
            mv.visitLabel(sub);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitLdcInsn("s");
            mv.visitVarInsn(ASTORE, 1);
            mv.visitVarInsn(RET, 2);
        }, 1);
        // aload of a return address.
        check("LoadReturnAddress", mv -> {
            Label sub = new Label();
            mv.visitJumpInsn(JSR, sub);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitInsn(IRETURN);
            mv.visitLabel(sub);
            mv.visitVarInsn(ASTORE, 2);
            mv.visitVarInsn(ALOAD, 2);
            mv.visitInsn(POP);
            mv.visitVarInsn(RET, 2);
        }, 1);
        // ireturn inside the subroutine with the return address on the stack.
        check("ReturnAddressAsInt", mv -> {
            Label sub = new Label();
            mv.visitJumpInsn(JSR, sub);
            mv.visitVarInsn(ILOAD, 0);
            mv.visitInsn(IRETURN);
            mv.visitLabel(sub);
            mv.visitInsn(IRETURN);
        }, 1);
    }
}
