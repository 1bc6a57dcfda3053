// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.invoke.*;
import java.util.*;
import jdk.internal.org.objectweb.asm.*;

// Dynamic constants (ldc of CONSTANT_Dynamic) beyond the common cases: a null value
// (resolved once, as any other), ConstantBootstraps (nullConstant, primitiveClass, enumConstant,
// getStaticFinal, invoke, fieldVarHandle, explicitCast), a constant used as another's static
// argument, a failing bootstrap (failing again the same way), and a value of the wrong type.
public class IndyCondyMore {
    static int calls;
    public enum Color { RED, GREEN }
    public static final String FINAL_STRING = "final-value";
    public static int field = 3;

    public static Object nullValue(MethodHandles.Lookup l, String name, Class<?> type) { calls++; return null; }
    public static Object failing(MethodHandles.Lookup l, String name, Class<?> type) { calls++; throw new IllegalStateException("condy failed " + calls); }
    public static Object wrongType(MethodHandles.Lookup l, String name, Class<?> type) { calls++; return 42; }
    public static String describe(MethodHandles.Lookup l, String name, Class<?> type, Object inner) { calls++; return name + "<" + inner + ">"; }
    public static String join(String a, String b) { return a + "+" + b; }

    static final String OWNER = "IndyCondyMore";
    static final String CB = "java/lang/invoke/ConstantBootstraps";

    static Handle own(String name, String desc) { return new Handle(Opcodes.H_INVOKESTATIC, OWNER, name, desc, false); }
    static Handle cb(String name, String desc) { return new Handle(Opcodes.H_INVOKESTATIC, CB, name, desc, false); }

    static void method(ClassWriter cw, String name, String desc, Object constant, int ret) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, desc, null, null);
        mv.visitCode();
        mv.visitLdcInsn(constant);
        mv.visitInsn(ret);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC, "GenC", null, "java/lang/Object", null);
        String L = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;";
        method(cw, "nullValue", "()Ljava/lang/Object;", new ConstantDynamic("n", "Ljava/lang/Object;", own("nullValue", L)), Opcodes.ARETURN);
        method(cw, "failing", "()Ljava/lang/Object;", new ConstantDynamic("f", "Ljava/lang/Object;", own("failing", L)), Opcodes.ARETURN);
        method(cw, "wrongType", "()Ljava/lang/String;", new ConstantDynamic("w", "Ljava/lang/String;", own("wrongType", L)), Opcodes.ARETURN);
        method(cw, "cbNull", "()Ljava/lang/String;", new ConstantDynamic("x", "Ljava/lang/String;", cb("nullConstant", L)), Opcodes.ARETURN);
        method(cw, "cbPrim", "()Ljava/lang/Class;", new ConstantDynamic("J", "Ljava/lang/Class;", cb("primitiveClass", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Class;")), Opcodes.ARETURN);
        method(cw, "cbEnum", "()Ljava/lang/Enum;", new ConstantDynamic("GREEN", "LIndyCondyMore$Color;", cb("enumConstant", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Enum;")), Opcodes.ARETURN);
        method(cw, "cbStatic", "()Ljava/lang/String;", new ConstantDynamic("FINAL_STRING", "Ljava/lang/String;", cb("getStaticFinal", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/Object;"), Type.getType("LIndyCondyMore;")), Opcodes.ARETURN);
        method(cw, "cbInvoke", "()Ljava/lang/String;", new ConstantDynamic("inv", "Ljava/lang/String;", cb("invoke", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;[Ljava/lang/Object;)Ljava/lang/Object;"),
            own("join", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;"), "left", "right"), Opcodes.ARETURN);
        method(cw, "cbVarHandle", "()Ljava/lang/invoke/VarHandle;", new ConstantDynamic("field", "Ljava/lang/invoke/VarHandle;", cb("staticFieldVarHandle", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;"),
            Type.getType("LIndyCondyMore;"), new ConstantDynamic("I", "Ljava/lang/Class;", cb("primitiveClass", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Class;"))), Opcodes.ARETURN);
        method(cw, "cbCast", "()I", new ConstantDynamic("c", "I", cb("explicitCast", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;"), 300L), Opcodes.IRETURN);
        method(cw, "cbByte", "()B", new ConstantDynamic("b", "B", cb("explicitCast", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;"), 300), Opcodes.IRETURN);
        ConstantDynamic inner = new ConstantDynamic("inner", "Ljava/lang/String;", own("describe", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/String;"), "leaf");
        method(cw, "nested", "()Ljava/lang/String;", new ConstantDynamic("outer", "Ljava/lang/String;", own("describe", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/String;"), inner), Opcodes.ARETURN);
        method(cw, "nullArg", "()Ljava/lang/String;", new ConstantDynamic("withNull", "Ljava/lang/String;", own("describe", "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/String;"),
            new ConstantDynamic("nn", "Ljava/lang/Object;", own("nullValue", L))), Opcodes.ARETURN);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() { super(IndyCondyMore.class.getClassLoader()); }
        Class<?> define(byte[] b) { return defineClass("GenC", b, 0, b.length); }
    }

    static String call(Class<?> gen, String name) {
        try {
            return String.valueOf(gen.getMethod(name).invoke(null));
        } catch (java.lang.reflect.InvocationTargetException e) {
            Throwable t = e.getCause();
            return t.getClass().getName() + ": " + t.getMessage() + (t.getCause() != null ? " caused by " + t.getCause() : "");
        } catch (ReflectiveOperationException e) {
            return e.toString();
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (String m : new String[]{"nullValue", "failing", "wrongType", "cbNull", "cbPrim", "cbEnum", "cbStatic", "cbInvoke", "cbCast", "cbByte", "nested", "nullArg"}) {
            int before = calls;
            String first = call(gen, m), second = call(gen, m);
            System.out.println(m + ": " + first + " | " + second + " | bootstraps " + (calls - before));
        }
        VarHandle vh = (VarHandle) gen.getMethod("cbVarHandle").invoke(null);
        System.out.println("varhandle " + (int) vh.get() + " " + vh.varType());
        vh.set(9);
        System.out.println("field " + field + " same " + (vh == gen.getMethod("cbVarHandle").invoke(null)));
    }
}
