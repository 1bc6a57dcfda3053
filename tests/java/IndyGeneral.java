// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.invoke.*;
import java.util.*;
import jdk.internal.org.objectweb.asm.*;

/** invokedynamic and ldc of CONSTANT_Dynamic with bootstrap methods of the
 *  program's own (class files generated here with the JDK's ASM): constant,
 *  mutable and volatile call sites, static arguments of every loadable kind,
 *  varargs bootstraps, a target changed later, dynamic constants of
 *  reference and primitive types (resolved once), and the errors: a
 *  bootstrap that throws, returns null, returns a site of the wrong type. */
public class IndyGeneral {
    static int bootstraps, condys;
    static MutableCallSite mutable;

    public static CallSite constant(MethodHandles.Lookup l, String name, MethodType type) throws Exception {
        bootstraps++;
        return new ConstantCallSite(l.findStatic(IndyGeneral.class, "hello", MethodType.methodType(String.class, String.class)).asType(type));
    }

    public static CallSite mutableSite(MethodHandles.Lookup l, String name, MethodType type) throws Exception {
        bootstraps++;
        mutable = new MutableCallSite(MethodHandles.dropArguments(MethodHandles.constant(int.class, 1), 0, int.class));
        return mutable;
    }

    public static CallSite volatileSite(MethodHandles.Lookup l, String name, MethodType type) {
        bootstraps++;
        return new VolatileCallSite(MethodHandles.constant(String.class, "volatile " + name));
    }

    public static CallSite withArgs(MethodHandles.Lookup l, String name, MethodType type, int i, long j, float f,
                                    double d, String s, Class<?> c, MethodType mt, MethodHandle mh) {
        bootstraps++;
        String text = name + " " + l.lookupClass().getName() + " " + type + " " + i + " " + j + " " + f + " " + d + " " + s
                + " " + c.getName() + " " + mt + " " + mh.type();
        return new ConstantCallSite(MethodHandles.constant(String.class, text));
    }

    public static CallSite varargs(MethodHandles.Lookup l, String name, MethodType type, Object... rest) {
        bootstraps++;
        return new ConstantCallSite(MethodHandles.constant(String.class, name + " varargs " + Arrays.toString(rest)));
    }

    public static CallSite throwing(MethodHandles.Lookup l, String name, MethodType type) {
        throw new IllegalStateException("boom");
    }

    public static CallSite returnsNull(MethodHandles.Lookup l, String name, MethodType type) {
        return null;
    }

    public static CallSite wrongType(MethodHandles.Lookup l, String name, MethodType type) {
        return new ConstantCallSite(MethodHandles.constant(int.class, 3));
    }

    public static String hello(String who) {
        return "hello " + who;
    }

    public static Object condyList(MethodHandles.Lookup l, String name, Class<?> type, String a, String b) {
        condys++;
        return List.of(name, a, b);
    }

    public static long condyLong(MethodHandles.Lookup l, String name, Class<?> type) {
        condys++;
        return 1L << 40;
    }

    public static int condyInt(MethodHandles.Lookup l, String name, Class<?> type, int base) {
        condys++;
        return base * 2;
    }

    static final String OWNER = "IndyGeneral";

    static Handle bsm(String name, String desc) {
        return new Handle(Opcodes.H_INVOKESTATIC, OWNER, name, desc, false);
    }

    static final String SIMPLE = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";

    /** A class Gen with static methods, each one invokedynamic or ldc. */
    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "Gen", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "greet", "(Ljava/lang/String;)Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitInvokeDynamicInsn("greet", "(Ljava/lang/String;)Ljava/lang/String;", bsm("constant", SIMPLE));
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "mutable", "(I)I", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ILOAD, 0);
        mv.visitInvokeDynamicInsn("m", "(I)I", bsm("mutableSite", SIMPLE));
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "vol", "()Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitInvokeDynamicInsn("v", "()Ljava/lang/String;", bsm("volatileSite", SIMPLE));
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "args", "()Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitInvokeDynamicInsn("args", "()Ljava/lang/String;",
                bsm("withArgs", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;IJFDLjava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/CallSite;"),
                42, 1234567890123L, 1.5f, 2.25, "str", Type.getType("Ljava/util/List;"), Type.getMethodType("(I)V"),
                bsm("hello", "(Ljava/lang/String;)Ljava/lang/String;"));
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "varargs", "()Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitInvokeDynamicInsn("va", "()Ljava/lang/String;",
                bsm("varargs", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"),
                "a", 7, "c");
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        for (String bad : new String[] {"throwing", "returnsNull", "wrongType"}) {
            mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, bad, "()Ljava/lang/String;", null, null);
            mv.visitCode();
            mv.visitInvokeDynamicInsn(bad, "()Ljava/lang/String;", bsm(bad, SIMPLE));
            mv.visitInsn(Opcodes.ARETURN);
            mv.visitMaxs(0, 0);
            mv.visitEnd();
        }
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "condyList", "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        mv.visitLdcInsn(new ConstantDynamic("list", "Ljava/lang/Object;",
                bsm("condyList", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;"),
                "x", "y"));
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "condyLong", "()J", null, null);
        mv.visitCode();
        mv.visitLdcInsn(new ConstantDynamic("big", "J",
                bsm("condyLong", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)J")));
        mv.visitInsn(Opcodes.LRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "condyInt", "()I", null, null);
        mv.visitCode();
        mv.visitLdcInsn(new ConstantDynamic("n", "I",
                bsm("condyInt", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;I)I"), 21));
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(IndyGeneral.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass("Gen", b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        MethodHandles.Lookup l = MethodHandles.lookup();
        MethodHandle greet = l.findStatic(gen, "greet", MethodType.methodType(String.class, String.class));
        for (int i = 0; i < 3; i++)
            System.out.println((String) greet.invokeExact("world " + i));
        System.out.println("bootstraps after 3 calls of one site: " + bootstraps);
        MethodHandle mut = l.findStatic(gen, "mutable", MethodType.methodType(int.class, int.class));
        System.out.println("mutable: " + (int) mut.invokeExact(5));
        mutable.setTarget(MethodHandles.identity(int.class));
        System.out.println("mutable after setTarget: " + (int) mut.invokeExact(5));
        System.out.println(gen.getMethod("vol").invoke(null));
        System.out.println(gen.getMethod("args").invoke(null));
        System.out.println(gen.getMethod("varargs").invoke(null));
        for (String bad : new String[] {"throwing", "returnsNull", "wrongType"}) {
            for (int i = 0; i < 2; i++) {
                try {
                    gen.getMethod(bad).invoke(null);
                    System.out.println(bad + ": no error");
                } catch (java.lang.reflect.InvocationTargetException e) {
                    Throwable t = e.getCause();
                    System.out.println(bad + ": " + t.getClass().getName() + ": " + t.getMessage()
                            + (t.getCause() != null ? " caused by " + t.getCause() : ""));
                }
            }
        }
        for (int i = 0; i < 2; i++)
            System.out.println("condy: " + gen.getMethod("condyList").invoke(null) + " " + gen.getMethod("condyLong").invoke(null)
                    + " " + gen.getMethod("condyInt").invoke(null));
        System.out.println("condy bootstraps: " + condys + ", indy bootstraps: " + bootstraps);
    }
}
