// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.invoke.*;
import jdk.internal.org.objectweb.asm.*;

// Linkage errors of calls and field accesses of the wrong kind, from class files generated
// here (javac would refuse them): invokevirtual, invokespecial and invokeinterface of static
// methods, invokestatic of instance methods (class and interface), field instructions of the
// wrong staticness, missing members; and the same mistakes through MethodHandles.Lookup,
// whose exceptions carry the VM's error as their cause.
public class LinkIcce {
    public int f;
    public static int sf;
    public static void staticM() {}
    public void instM(int x) {}
    public interface I { static void s() {} default void d() {} }
    public static class Impl implements I {}

    static void method(ClassWriter cw, String name, java.util.function.Consumer<MethodVisitor> body) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "()V", null, null);
        mv.visitCode();
        body.accept(mv);
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "GenK", null, "LinkIcce", null);
        String O = "LinkIcce", IF = "LinkIcce$I";
        method(cw, "virtualOfStatic", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, O, "staticM", "()V", false); });
        method(cw, "specialOfStatic", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitMethodInsn(Opcodes.INVOKESPECIAL, O, "staticM", "()V", false); });
        method(cw, "staticOfInstance", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitInsn(Opcodes.ICONST_1); mv.visitMethodInsn(Opcodes.INVOKESTATIC, O, "instM", "(I)V", false); });
        method(cw, "interfaceOfStatic", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, IF, "s", "()V", true); });
        method(cw, "staticOfDefault", mv -> { mv.visitMethodInsn(Opcodes.INVOKESTATIC, IF, "d", "()V", true); });
        method(cw, "missingMethod", mv -> { mv.visitInsn(Opcodes.ICONST_0); mv.visitInsn(Opcodes.ACONST_NULL); mv.visitInsn(Opcodes.ACONST_NULL); mv.visitMethodInsn(Opcodes.INVOKESTATIC, O, "nope", "(ILjava/lang/String;[J)Ljava/util/List;", false); mv.visitInsn(Opcodes.POP); });
        method(cw, "missingIfaceMethod", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, IF, "nope", "()V", true); });
        method(cw, "getstaticOfInstance", mv -> { mv.visitFieldInsn(Opcodes.GETSTATIC, O, "f", "I"); mv.visitInsn(Opcodes.POP); });
        method(cw, "getfieldOfStatic", mv -> { mv.visitInsn(Opcodes.ACONST_NULL); mv.visitFieldInsn(Opcodes.GETFIELD, O, "sf", "I"); mv.visitInsn(Opcodes.POP); });
        method(cw, "missingField", mv -> { mv.visitFieldInsn(Opcodes.GETSTATIC, O, "nope", "J"); mv.visitInsn(Opcodes.POP2); });
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() { super(LinkIcce.class.getClassLoader()); }
        Class<?> define(byte[] b) { return defineClass("GenK", b, 0, b.length); }
    }

    interface Op { Object run() throws Throwable; }
    static void t(String what, Op op) {
        try { System.out.println(what + " -> " + op.run()); }
        catch (java.lang.reflect.InvocationTargetException e) { System.out.println(what + " -> " + e.getCause()); }
        catch (ReflectiveOperationException e) { System.out.println(what + " -> " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("@[0-9a-f]+", "@X") + " | cause " + e.getCause()); }
        catch (Throwable e) { System.out.println(what + " -> " + e); }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (String m : new String[]{"virtualOfStatic", "specialOfStatic", "staticOfInstance", "interfaceOfStatic", "staticOfDefault", "missingMethod", "missingIfaceMethod", "getstaticOfInstance", "getfieldOfStatic", "missingField"}) {
            t(m, () -> gen.getMethod(m).invoke(null));
            t(m + " again", () -> gen.getMethod(m).invoke(null));
        }
        MethodHandles.Lookup lk = MethodHandles.lookup();
        t("findStatic nope", () -> lk.findStatic(LinkIcce.class, "nope", MethodType.methodType(void.class)));
        t("findVirtual nope", () -> lk.findVirtual(LinkIcce.class, "nope", MethodType.methodType(int.class, String.class)));
        t("findStatic of instance", () -> lk.findStatic(LinkIcce.class, "instM", MethodType.methodType(void.class, int.class)));
        t("findVirtual of static", () -> lk.findVirtual(LinkIcce.class, "staticM", MethodType.methodType(void.class)));
        t("findVirtual of interface static", () -> lk.findVirtual(I.class, "s", MethodType.methodType(void.class)));
        t("findStatic of default", () -> lk.findStatic(I.class, "d", MethodType.methodType(void.class)));
        t("findSpecial of static", () -> lk.findSpecial(LinkIcce.class, "staticM", MethodType.methodType(void.class), LinkIcce.class));
        t("findConstructor nope", () -> lk.findConstructor(LinkIcce.class, MethodType.methodType(void.class, int.class)));
        t("findStaticGetter of instance", () -> lk.findStaticGetter(LinkIcce.class, "f", int.class));
        t("findGetter of static", () -> lk.findGetter(LinkIcce.class, "sf", int.class));
        t("findStaticSetter of instance", () -> lk.findStaticSetter(LinkIcce.class, "f", int.class));
        t("findSetter of static", () -> lk.findSetter(LinkIcce.class, "sf", int.class));
        t("findGetter nope", () -> lk.findGetter(LinkIcce.class, "nope", int.class));
        t("findVirtual on interface nope", () -> lk.findVirtual(Runnable.class, "nope", MethodType.methodType(void.class)));
        t("findVirtual inherited default", () -> lk.findVirtual(Impl.class, "d", MethodType.methodType(void.class)).type());
    }
}
