// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.reflect.InvocationTargetException;
import jdk.internal.org.objectweb.asm.*;

/** invokestatic through a constant of the wrong kind (class files
 *  generated here with the JDK's ASM): an interface's static method through
 *  a Methodref, a class's through an InterfaceMethodref. HotSpot names the
 *  method and the kind the constant must be; the right kinds work. Each
 *  call runs twice. */
public class InvokeRefKinds {
    static final String G = "IrkGen";

    static void call(ClassWriter cw, String name, String owner, String mname, String desc, boolean itf, Object arg) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        if (arg != null)
            mv.visitLdcInsn(arg);
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, owner, mname, desc, itf);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static final String[] NAMES = {"ifaceViaMethodref", "ifaceViaInterfaceMethodref", "classViaInterfaceMethodref", "classViaMethodref"};

    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, G, null, "java/lang/Object", null);
        call(cw, NAMES[0], "java/util/List", "of", "(Ljava/lang/Object;)Ljava/util/List;", false, "x");
        call(cw, NAMES[1], "java/util/List", "of", "(Ljava/lang/Object;)Ljava/util/List;", true, "x");
        call(cw, NAMES[2], "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", true, 7);
        call(cw, NAMES[3], "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", false, 7);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(InvokeRefKinds.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass(G, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (String name : NAMES) {
            for (int k = 0; k < 2; k++) {
                try {
                    System.out.println(name + ": " + gen.getMethod(name).invoke(null));
                } catch (InvocationTargetException e) {
                    System.out.println(name + ": " + e.getCause());
                }
            }
        }
    }
}
