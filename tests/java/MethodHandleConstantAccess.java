// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import jdk.internal.org.objectweb.asm.*;
import jdk.internal.org.objectweb.asm.Type;
import java.lang.invoke.*;
import static jdk.internal.org.objectweb.asm.Opcodes.*;
/** CONSTANT_MethodHandle members are access-checked against the class that
 * holds the constant: in ldc, as bootstrap methods, and as the arguments of
 * the bootstraps Rivet links natively (LambdaMetafactory, ObjectMethods). */
public class MethodHandleConstantAccess {
    public static class Vault { private String secret = "top-secret"; public String open = "open"; }
    public static String pub() { return "public!"; }
    private static CallSite privBsm(MethodHandles.Lookup l, String n, MethodType t) { return new ConstantCallSite(MethodHandles.constant(String.class, "from private bsm")); }
    private static String privCondy(MethodHandles.Lookup l, String n, Class<?> t) { return "from private condy bsm"; }
    private static String secret() { return "secret!"; }
    private String isecret() { return "instance secret!"; }
    private int pf = 42;
    static class L extends ClassLoader { L() { super(MethodHandleConstantAccess.class.getClassLoader()); } Class<?> def(byte[] b) { return defineClass("McaGen", b, 0, b.length); } }
    static void m(ClassWriter cw, String name, String desc, java.util.function.Consumer<MethodVisitor> body) {
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, name, desc, null, null); mv.visitCode(); body.accept(mv); mv.visitMaxs(0, 0); mv.visitEnd();
    }
    public static void main(String[] a) throws Throwable {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V17, ACC_PUBLIC | ACC_SUPER, "McaGen", null, "java/lang/Object", null);
        m(cw, "indyPrivBsm", "()Ljava/lang/Object;", mv -> { mv.visitInvokeDynamicInsn("x", "()Ljava/lang/String;", new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "privBsm", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;", false)); mv.visitInsn(ARETURN); });
        m(cw, "condyPrivBsm", "()Ljava/lang/Object;", mv -> { mv.visitLdcInsn(new ConstantDynamic("c", "Ljava/lang/String;", new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "privCondy", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/String;", false))); mv.visitInsn(ARETURN); });
        m(cw, "ldcPrivStatic", "()Ljava/lang/Object;", mv -> { mv.visitLdcInsn(new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "secret", "()Ljava/lang/String;", false)); mv.visitInsn(ARETURN); });
        m(cw, "ldcPrivVirtual", "()Ljava/lang/Object;", mv -> { mv.visitLdcInsn(new Handle(H_INVOKEVIRTUAL, "MethodHandleConstantAccess", "isecret", "()Ljava/lang/String;", false)); mv.visitInsn(ARETURN); });
        m(cw, "ldcPrivGetter", "()Ljava/lang/Object;", mv -> { mv.visitLdcInsn(new Handle(H_GETFIELD, "MethodHandleConstantAccess", "pf", "I", false)); mv.visitInsn(ARETURN); });
        m(cw, "ldcJdkPriv", "()Ljava/lang/Object;", mv -> { mv.visitLdcInsn(new Handle(H_INVOKESTATIC, "java/lang/Integer", "stringSize", "(I)I", false)); mv.visitInsn(ARETURN); });
        m(cw, "lmfPrivStatic", "()Ljava/lang/Object;", mv -> {
            Handle bsm = new Handle(H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory", "metafactory", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;", false);
            mv.visitInvokeDynamicInsn("get", "()Ljava/util/function/Supplier;", bsm, Type.getType("()Ljava/lang/Object;"), new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "secret", "()Ljava/lang/String;", false), Type.getType("()Ljava/lang/String;"));
            mv.visitMethodInsn(INVOKEINTERFACE, "java/util/function/Supplier", "get", "()Ljava/lang/Object;", true); mv.visitInsn(ARETURN); });
        m(cw, "altLmfPrivStatic", "()Ljava/lang/Object;", mv -> {
            Handle bsm = new Handle(H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory", "altMetafactory", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;", false);
            mv.visitInvokeDynamicInsn("get", "()Ljava/util/function/Supplier;", bsm, Type.getType("()Ljava/lang/Object;"), new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "secret", "()Ljava/lang/String;", false), Type.getType("()Ljava/lang/String;"), 0);
            mv.visitMethodInsn(INVOKEINTERFACE, "java/util/function/Supplier", "get", "()Ljava/lang/Object;", true); mv.visitInsn(ARETURN); });
        m(cw, "lmfPublic", "()Ljava/lang/Object;", mv -> {
            Handle bsm = new Handle(H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory", "metafactory", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;", false);
            mv.visitInvokeDynamicInsn("get", "()Ljava/util/function/Supplier;", bsm, Type.getType("()Ljava/lang/Object;"), new Handle(H_INVOKESTATIC, "MethodHandleConstantAccess", "pub", "()Ljava/lang/String;", false), Type.getType("()Ljava/lang/String;"));
            mv.visitMethodInsn(INVOKEINTERFACE, "java/util/function/Supplier", "get", "()Ljava/lang/Object;", true); mv.visitInsn(ARETURN); });
        for (String f : new String[] { "secret", "open" })
            m(cw, "objectMethods_" + f, "()Ljava/lang/Object;", mv -> {
                mv.visitTypeInsn(NEW, "MethodHandleConstantAccess$Vault"); mv.visitInsn(DUP);
                mv.visitMethodInsn(INVOKESPECIAL, "MethodHandleConstantAccess$Vault", "<init>", "()V", false);
                mv.visitInvokeDynamicInsn("toString", "(LMethodHandleConstantAccess$Vault;)Ljava/lang/String;",
                    new Handle(H_INVOKESTATIC, "java/lang/runtime/ObjectMethods", "bootstrap", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;", false),
                    Type.getType("LMethodHandleConstantAccess$Vault;"), f, new Handle(H_GETFIELD, "MethodHandleConstantAccess$Vault", f, "Ljava/lang/String;", false));
                mv.visitInsn(ARETURN); });
        cw.visitEnd();
        Class<?> g = new L().def(cw.toByteArray());
        for (String n : new String[]{"indyPrivBsm", "condyPrivBsm", "ldcPrivStatic", "ldcPrivVirtual", "ldcPrivGetter", "ldcJdkPriv", "lmfPrivStatic", "altLmfPrivStatic", "lmfPublic", "objectMethods_secret", "objectMethods_open"}) {
            try { System.out.println(n + " -> " + g.getMethod(n).invoke(null)); }
            catch (java.lang.reflect.InvocationTargetException e) { System.out.println(n + " -> " + String.valueOf(e.getCause()).replaceAll("@[0-9a-f]+", "@H") + " | cause " + String.valueOf(e.getCause().getCause()).replaceAll("@[0-9a-f]+", "@H")); }
        }
    }
}
