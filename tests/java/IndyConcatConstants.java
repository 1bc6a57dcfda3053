// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.invoke.*;
import java.lang.reflect.InvocationTargetException;
import jdk.internal.org.objectweb.asm.*;

/** StringConcatFactory.makeConcatWithConstants with constants of every
 *  loadable kind (javac only passes Strings; class files generated here with
 *  the JDK's ASM): int, char, boolean, long, float, double (NaN, -0.0,
 *  large and small), String, Class, MethodType, MethodHandle and dynamic
 *  constants of primitive and reference types, mixed with arguments; and
 *  the call sites StringConcatFactory refuses (too few or too many
 *  arguments or constants, too many argument slots, a return type String
 *  is not assignable to, a null dynamic constant, a recipe that is not a
 *  String), each error in a BootstrapMethodError, as HotSpot words them. */
public class IndyConcatConstants {
    static final String SCF = "java/lang/invoke/StringConcatFactory";
    static final Handle MCWC = new Handle(Opcodes.H_INVOKESTATIC, SCF, "makeConcatWithConstants",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;",
            false);
    static final Handle CONDY = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/invoke/ConstantBootstraps", "invoke",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;[Ljava/lang/Object;)Ljava/lang/Object;",
            false);

    static int count;
    static String[] names = new String[96];

    /** A method name() returning the concatenation of recipe with constants;
     *  with an int argument 41 when withArg. */
    static void site(ClassWriter cw, String name, String recipe, boolean withArg, Object... consts) {
        names[count++] = name;
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "()Ljava/lang/String;", null, null);
        mv.visitCode();
        if (withArg)
            mv.visitIntInsn(Opcodes.BIPUSH, 41);
        Object[] args = new Object[consts.length + 1];
        args[0] = recipe;
        System.arraycopy(consts, 0, args, 1, consts.length);
        mv.visitInvokeDynamicInsn("concat", withArg ? "(I)Ljava/lang/String;" : "()Ljava/lang/String;", MCWC, args);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static final Handle MC = new Handle(Opcodes.H_INVOKESTATIC, SCF, "makeConcat",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;",
            false);

    /** A method name() returning what an indy site desc gives, with bsm and
     *  its static arguments; the site's arguments are 41 (int, long,
     *  double) or "s" (references). */
    static void any(ClassWriter cw, String name, String desc, Handle bsm, Object... bsmArgs) {
        names[count++] = name;
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        for (Type t : Type.getArgumentTypes(desc)) {
            switch (t.getSort()) {
            case Type.LONG: mv.visitLdcInsn(41L); break;
            case Type.DOUBLE: mv.visitLdcInsn(41.0); break;
            case Type.FLOAT: mv.visitLdcInsn(41.0f); break;
            case Type.OBJECT: case Type.ARRAY: mv.visitLdcInsn("s"); break;
            default: mv.visitIntInsn(Opcodes.BIPUSH, 41);
            }
        }
        mv.visitInvokeDynamicInsn("concat", desc, bsm, bsmArgs);
        if (desc.endsWith(")J"))
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Long", "valueOf", "(J)Ljava/lang/Long;", false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static String repeat(String s, int n) {
        return String.valueOf(s).repeat(n);
    }

    static void errors(ClassWriter cw) {
        any(cw, "tooFewArgs", "(II)Ljava/lang/String;", MCWC, "<\1>");
        any(cw, "tooManyTags", "(I)Ljava/lang/String;", MCWC, "\1\1\1");
        any(cw, "constMissing", "()Ljava/lang/String;", MCWC, "\2\2", "one");
        any(cw, "constExtra", "(Ljava/lang/String;)Ljava/lang/String;", MCWC, "\1", "extra");
        any(cw, "twoHundredSlots", "(" + repeat("J", 100) + ")Ljava/lang/String;", MCWC, repeat("\1", 100));
        any(cw, "tooManySlots", "(" + repeat("J", 100) + "I)Ljava/lang/String;", MCWC, repeat("\1", 101));
        any(cw, "tooManyIntSlots", "(" + repeat("I", 201) + ")Ljava/lang/String;", MCWC, repeat("\1", 201));
        any(cw, "returnsObject", "(I)Ljava/lang/Object;", MCWC, "o\1");
        any(cw, "returnsCharSequence", "(I)Ljava/lang/CharSequence;", MCWC, "cs\1");
        any(cw, "returnsInteger", "(I)Ljava/lang/Integer;", MCWC, "i\1");
        any(cw, "nullConstant", "()Ljava/lang/String;", MCWC, "\2", new ConstantDynamic("nil", "Ljava/lang/Object;",
                new Handle(Opcodes.H_INVOKESTATIC, "java/lang/invoke/ConstantBootstraps", "nullConstant",
                        "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;", false)));
        any(cw, "recipeNotString", "(I)Ljava/lang/String;", MCWC, 5);
        any(cw, "noRecipe", "(I)Ljava/lang/String;", MCWC);
        any(cw, "makeConcat", "(ILjava/lang/String;J)Ljava/lang/String;", MC);
        any(cw, "makeConcatNone", "()Ljava/lang/String;", MC);
        any(cw, "makeConcatWithArgs", "(I)Ljava/lang/String;", MC, "x");
        any(cw, "makeConcatObject", "(I)Ljava/lang/Object;", MC);
        any(cw, "makeConcatLong", "(I)J", MC);
    }

    static byte[] generate() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, "ScfGen", null, "java/lang/Object", null);
        site(cw, "floatConst", "\2", false, 2.5f);
        site(cw, "doubleConst", "\2", false, 2.25d);
        site(cw, "floatNaN", "<\2>", false, Float.NaN);
        site(cw, "floatNegZero", "\2|\2", false, -0.0f, 1e10f);
        site(cw, "doubleSmall", "\2 \2", false, 1e-300d, Double.NEGATIVE_INFINITY);
        site(cw, "intConst", "i=\2", false, -7);
        site(cw, "charConst", "c=\2", false, 'x');
        site(cw, "boolConst", "b=\2", false, true);
        site(cw, "longConst", "\2L", false, Long.MIN_VALUE);
        site(cw, "stringConst", "[\2]", false, "with \1 and \2 inside");
        site(cw, "classConst", "\2", false, Type.getType("Ljava/util/List;"));
        site(cw, "arrayClassConst", "\2", false, Type.getType("[[I"));
        site(cw, "methodTypeConst", "\2", false, Type.getMethodType("(IJ)V"));
        site(cw, "methodHandleConst", "\2", false,
                new Handle(Opcodes.H_INVOKESTATIC, "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", false));
        site(cw, "mixed", "\2\1\2\2", true, 7, 2.5f, Type.getType("Ljava/util/List;"));
        site(cw, "mixedDouble", "a\1b\2c\2d", true, 0.1d, 3L);
        site(cw, "condyInt", "\2", false, new ConstantDynamic("n", "I", CONDY,
                new Handle(Opcodes.H_INVOKESTATIC, "java/lang/Integer", "sum", "(II)I", false), 20, 22));
        site(cw, "condyDouble", "\2!", false, new ConstantDynamic("d", "D", CONDY,
                new Handle(Opcodes.H_INVOKESTATIC, "java/lang/Math", "max", "(DD)D", false), 1.5d, 2.75d));
        site(cw, "condyString", "\2\1", true, new ConstantDynamic("s", "Ljava/lang/String;", CONDY,
                new Handle(Opcodes.H_INVOKESTATIC, "java/lang/String", "valueOf", "(J)Ljava/lang/String;", false), 99L));
        errors(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(IndyConcatConstants.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass("ScfGen", b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (int i = 0; i < count; i++) {
            for (int k = 0; k < 2; k++) {
                try {
                    System.out.println(names[i] + ": " + gen.getMethod(names[i]).invoke(null));
                } catch (InvocationTargetException e) {
                    Throwable t = e.getCause();
                    System.out.println(names[i] + ": " + t + (t.getCause() != null ? " caused by " + t.getCause() : ""));
                }
            }
        }
    }
}
