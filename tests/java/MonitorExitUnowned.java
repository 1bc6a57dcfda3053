// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.reflect.InvocationTargetException;
import jdk.internal.org.objectweb.asm.*;

/** IllegalMonitorStateException from unbalanced monitors in class files
 *  javac would not emit (generated here with the JDK's ASM): monitorexit of
 *  a monitor never entered, one exit too many, a synchronized method whose
 *  body exits its own monitor (the return then finds it released). HotSpot's
 *  interpreter throws these without a message; Object.wait and notify
 *  outside the monitor say "current thread is not owner". */
public class MonitorExitUnowned {
    static final String G = "MeuGen";

    static void method(ClassWriter cw, int access, String name, java.util.function.Consumer<MethodVisitor> body) {
        MethodVisitor mv = cw.visitMethod(access, name, "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        body.accept(mv);
        mv.visitLdcInsn(name + " returned");
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, G, null, "java/lang/Object", null);
        int ps = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
        method(cw, ps, "neverEntered", mv -> {
            mv.visitTypeInsn(Opcodes.NEW, "java/lang/Object");
            mv.visitInsn(Opcodes.DUP);
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            mv.visitInsn(Opcodes.MONITOREXIT);
        });
        method(cw, ps, "exitTwice", mv -> {
            mv.visitLdcInsn(Type.getType("L" + G + ";"));
            mv.visitInsn(Opcodes.DUP);
            mv.visitInsn(Opcodes.DUP);
            mv.visitInsn(Opcodes.MONITORENTER);
            mv.visitInsn(Opcodes.MONITOREXIT);
            mv.visitInsn(Opcodes.MONITOREXIT);
        });
        method(cw, ps | Opcodes.ACC_SYNCHRONIZED, "syncExitsOwn", mv -> {
            mv.visitLdcInsn(Type.getType("L" + G + ";"));
            mv.visitInsn(Opcodes.MONITOREXIT);
        });
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(MonitorExitUnowned.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass(G, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (String name : new String[] {"neverEntered", "exitTwice", "syncExitsOwn"}) {
            for (int k = 0; k < 2; k++) {
                try {
                    System.out.println(name + ": " + gen.getMethod(name).invoke(null));
                } catch (InvocationTargetException e) {
                    Throwable t = e.getCause();
                    System.out.println(name + ": " + t + ", message " + t.getMessage());
                }
            }
        }
        Object o = new Object();
        try {
            o.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: " + e);
        }
        try {
            o.notifyAll();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notifyAll: " + e);
        }
    }
}
