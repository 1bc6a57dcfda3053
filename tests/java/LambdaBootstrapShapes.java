// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.reflect.InvocationTargetException;
import java.util.function.Consumer;
import jdk.internal.org.objectweb.asm.*;

/** invokedynamic of LambdaMetafactory.metafactory and altMetafactory at
 *  call sites javac would not emit (class files generated here with the
 *  JDK's ASM), next to well-formed ones: parameter counts that disagree,
 *  instantiated types the implementation cannot take, results it cannot
 *  give, a receiver of the wrong class, captured values of other types, a
 *  factory type that is not an interface, markers that are classes, counts
 *  that do not match the arguments, field handles as implementations.
 *  HotSpot refuses the bad ones with a LambdaConversionException or an
 *  IllegalArgumentException in a BootstrapMethodError. Each site runs
 *  twice. */
public class LambdaBootstrapShapes {
    static final String G = "LbsGen";
    static final String MF_DESC = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";
    static final String ALT_DESC = "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;";
    static final Handle MF = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory", "metafactory", MF_DESC, false);
    static final Handle ALT = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/invoke/LambdaMetafactory", "altMetafactory", ALT_DESC, false);
    static final String FN = "()Ljava/util/function/Function;";
    static final Type OO = Type.getMethodType("(Ljava/lang/Object;)Ljava/lang/Object;");
    static final Type SS = Type.getMethodType("(Ljava/lang/String;)Ljava/lang/String;");

    static int count;
    static String[] names = new String[96];
    static ClassWriter cw;

    static Handle st(String name, String desc) {
        return new Handle(Opcodes.H_INVOKESTATIC, G, name, desc, false);
    }

    static Type mt(String d) {
        return Type.getMethodType(d);
    }

    /** A method name() that links indy (name, desc, bsm, args), then use
     *  emits what to do with the lambda on the stack, leaving an Object. */
    static void site(String name, Consumer<MethodVisitor> before, String iname, String desc, Handle bsm,
                     Consumer<MethodVisitor> use, Object... args) {
        names[count++] = name;
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name, "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        before.accept(mv);
        mv.visitInvokeDynamicInsn(iname, desc, bsm, args);
        use.accept(mv);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static Consumer<MethodVisitor> nothing = mv -> { };

    /** Function.apply(arg) on the lambda. */
    static Consumer<MethodVisitor> apply(Object arg) {
        return mv -> {
            mv.visitLdcInsn(arg);
            if (arg instanceof Integer)
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Integer", "valueOf", "(I)Ljava/lang/Integer;", false);
            mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/function/Function", "apply", "(Ljava/lang/Object;)Ljava/lang/Object;", true);
        };
    }

    static Consumer<MethodVisitor> linked = mv -> {
        mv.visitInsn(Opcodes.POP);
        mv.visitLdcInsn("linked");
    };

    static Consumer<MethodVisitor> supplierGet = mv ->
            mv.visitMethodInsn(Opcodes.INVOKEINTERFACE, "java/util/function/Supplier", "get", "()Ljava/lang/Object;", true);

    static void method(int access, String name, String desc, Consumer<MethodVisitor> body) {
        MethodVisitor mv = cw.visitMethod(access, name, desc, null, null);
        mv.visitCode();
        body.accept(mv);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static byte[] generate() {
        cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, G, null, "java/lang/Object", null);
        int ps = Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC;
        method(ps, "impl", "(Ljava/lang/String;)Ljava/lang/String;", mv -> {
            mv.visitLdcInsn("impl:");
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "java/lang/String", "concat", "(Ljava/lang/String;)Ljava/lang/String;", false);
            mv.visitInsn(Opcodes.ARETURN);
        });
        method(ps, "implInt", "(I)I", mv -> {
            mv.visitVarInsn(Opcodes.ILOAD, 0);
            mv.visitInsn(Opcodes.ICONST_2);
            mv.visitInsn(Opcodes.IMUL);
            mv.visitInsn(Opcodes.IRETURN);
        });
        method(ps, "implLong", "(J)J", mv -> {
            mv.visitVarInsn(Opcodes.LLOAD, 0);
            mv.visitInsn(Opcodes.LNEG);
            mv.visitInsn(Opcodes.LRETURN);
        });
        method(ps, "implVoid", "(Ljava/lang/String;)V", mv -> mv.visitInsn(Opcodes.RETURN));
        method(ps, "implObj", "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;", mv -> {
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitInsn(Opcodes.ARETURN);
        });
        cw.visitField(Opcodes.ACC_PUBLIC, "field", "Ljava/lang/String;", null, null).visitEnd();

        site("ok", nothing, "apply", FN, MF, apply("arg"), OO, st("impl", SS.getDescriptor()), SS);
        site("badInstantiated", nothing, "apply", FN, MF, apply("arg"), OO, st("impl", SS.getDescriptor()), mt("(Ljava/lang/Integer;)Ljava/lang/String;"));
        site("dynamicArity", nothing, "apply", FN, MF, apply("arg"), OO, st("impl", SS.getDescriptor()), mt("(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;"));
        site("implArity", nothing, "apply", FN, MF, apply("arg"), OO, st("implObj", "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;"), SS);
        site("notInterface", nothing, "apply", "()Ljava/lang/String;", MF, nothing, OO, st("impl", SS.getDescriptor()), SS);
        site("arrayFactory", nothing, "apply", "()[Ljava/lang/Runnable;", MF, nothing, mt("()V"), st("implVoid", "(Ljava/lang/String;)V"), mt("()V"));
        site("wrongName", nothing, "applyX", FN, MF, apply("arg"), OO, st("impl", SS.getDescriptor()), SS);
        site("boxedInt", nothing, "apply", FN, MF, apply(21), OO, st("implInt", "(I)I"), mt("(Ljava/lang/Integer;)Ljava/lang/Integer;"));
        site("longForInt", nothing, "apply", FN, MF, linked, OO, st("implInt", "(I)I"), mt("(Ljava/lang/Long;)Ljava/lang/Integer;"));
        site("intWidensToLong", nothing, "apply", FN, MF, apply(5), OO, st("implLong", "(J)J"), mt("(Ljava/lang/Integer;)Ljava/lang/Long;"));
        site("objectForInt", nothing, "apply", FN, MF, apply(5), OO, st("implInt", "(I)I"), mt("(Ljava/lang/Object;)Ljava/lang/Object;"));
        site("intResultAsString", nothing, "apply", FN, MF, linked, OO, st("implInt", "(I)I"), mt("(Ljava/lang/Integer;)Ljava/lang/String;"));
        site("intResultAsNumber", nothing, "apply", FN, MF, apply(4), OO, st("implInt", "(I)I"), mt("(Ljava/lang/Integer;)Ljava/lang/Number;"));
        site("voidResultAsObject", nothing, "apply", FN, MF, linked, OO, st("implVoid", "(Ljava/lang/String;)V"), mt("(Ljava/lang/String;)Ljava/lang/Object;"));
        site("resultDropped", nothing, "accept", "()Ljava/util/function/Consumer;", MF, linked, mt("(Ljava/lang/Object;)V"), st("impl", SS.getDescriptor()), mt("(Ljava/lang/String;)V"));
        site("capturedMismatch", mv -> mv.visitLdcInsn("cap"), "apply", "(Ljava/lang/String;)Ljava/util/function/Function;", MF, apply("arg"), OO,
                st("implObj", "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;"), SS);
        site("capturedExact", mv -> mv.visitLdcInsn("cap"), "apply", "(Ljava/lang/Object;)Ljava/util/function/Function;", MF, apply("arg"), OO,
                st("implObj", "(Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;"), SS);
        site("badReceiver", nothing, "apply", FN, MF, linked, OO,
                new Handle(Opcodes.H_INVOKEVIRTUAL, "java/lang/String", "length", "()I", false), mt("(Ljava/lang/Integer;)Ljava/lang/Integer;"));
        site("receiverSubclass", nothing, "apply", FN, MF, apply("xyz"), OO,
                new Handle(Opcodes.H_INVOKEVIRTUAL, "java/lang/Object", "toString", "()Ljava/lang/String;", false), SS);
        site("receiverInterface", nothing, "apply", FN, MF, apply("four"), OO,
                new Handle(Opcodes.H_INVOKEINTERFACE, "java/lang/CharSequence", "length", "()I", true), mt("(Ljava/lang/String;)Ljava/lang/Integer;"));
        site("primitiveReceiver", nothing, "applyAsInt", "()Ljava/util/function/IntUnaryOperator;", MF, linked, mt("(I)I"),
                new Handle(Opcodes.H_INVOKEVIRTUAL, "java/lang/Integer", "intValue", "()I", false), mt("(I)I"));
        site("boundReceiver", mv -> mv.visitLdcInsn("bound"), "get", "(Ljava/lang/String;)Ljava/util/function/Supplier;", MF, supplierGet, mt("()Ljava/lang/Object;"),
                new Handle(Opcodes.H_INVOKEVIRTUAL, "java/lang/String", "toUpperCase", "()Ljava/lang/String;", false), mt("()Ljava/lang/String;"));
        site("boundWrongReceiver", mv -> mv.visitLdcInsn(1), "get", "(I)Ljava/util/function/Supplier;", MF, supplierGet, mt("()Ljava/lang/Object;"),
                new Handle(Opcodes.H_INVOKEVIRTUAL, "java/lang/String", "toUpperCase", "()Ljava/lang/String;", false), mt("()Ljava/lang/String;"));
        site("constructor", nothing, "get", "()Ljava/util/function/Supplier;", MF, supplierGet, mt("()Ljava/lang/Object;"),
                new Handle(Opcodes.H_NEWINVOKESPECIAL, "java/lang/StringBuilder", "<init>", "()V", false), mt("()Ljava/lang/StringBuilder;"));
        site("constructorAsString", nothing, "get", "()Ljava/util/function/Supplier;", MF, linked, mt("()Ljava/lang/Object;"),
                new Handle(Opcodes.H_NEWINVOKESPECIAL, "java/lang/StringBuilder", "<init>", "()V", false), mt("()Ljava/lang/String;"));
        site("samNotSupertype", nothing, "apply", FN, MF, linked, mt("(Ljava/lang/Integer;)Ljava/lang/Object;"), st("impl", SS.getDescriptor()), SS);
        site("samResultStrict", nothing, "apply", FN, MF, linked, mt("(Ljava/lang/Object;)Ljava/lang/String;"), st("implInt", "(I)I"),
                mt("(Ljava/lang/Integer;)Ljava/lang/Integer;"));
        site("samPrimitiveMismatch", nothing, "applyAsLong", "()Ljava/util/function/IntToLongFunction;", MF, linked, mt("(I)J"), st("implInt", "(I)I"), mt("(I)I"));
        site("fieldHandle", nothing, "apply", FN, MF, linked, OO, new Handle(Opcodes.H_GETFIELD, G, "field", "Ljava/lang/String;", false),
                mt("(LLbsGen;)Ljava/lang/String;"));
        site("tooFewArgs", nothing, "apply", FN, MF, linked, OO, st("impl", SS.getDescriptor()));
        site("argNotMethodType", nothing, "apply", FN, MF, linked, OO, st("impl", SS.getDescriptor()), "x");
        site("altOk", nothing, "apply", FN, ALT, apply("alt"), OO, st("impl", SS.getDescriptor()), SS, 0);
        site("altMarkersBridges", nothing, "apply", FN, ALT, apply("alt"), OO, st("impl", SS.getDescriptor()), SS,
                6, 1, Type.getType("Ljava/lang/Cloneable;"), 1, mt("(Ljava/lang/String;)Ljava/lang/Object;"));
        site("altMarkerCountHigh", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 2, 3, Type.getType("Ljava/lang/Cloneable;"));
        site("altMarkerCountNegative", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 2, -1);
        site("altMarkerClass", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 2, 1, Type.getType("Ljava/lang/String;"));
        site("altMarkerNotClass", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 2, 1, "java.lang.Cloneable");
        site("altTooManyArgs", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 0, 1);
        site("altNoFlags", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS);
        site("altBridgeArity", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 4, 1, mt("()Ljava/lang/Object;"));
        site("altBridgeNotSupertype", nothing, "apply", FN, ALT, linked, OO, st("impl", SS.getDescriptor()), SS, 4, 1,
                mt("(Ljava/lang/Integer;)Ljava/lang/Object;"));
        site("altSerializable", nothing, "apply", FN, ALT, apply("ser"), OO, st("impl", SS.getDescriptor()), SS, 1);
        site("altUnknownFlags", nothing, "apply", FN, ALT, apply("flags"), OO, st("impl", SS.getDescriptor()), SS, 0x70);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(LambdaBootstrapShapes.class.getClassLoader());
        }

        Class<?> define(byte[] b) {
            return defineClass(G, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Class<?> gen = new Loader().define(generate());
        for (int i = 0; i < count; i++) {
            for (int k = 0; k < 2; k++) {
                try {
                    Object r = gen.getMethod(names[i]).invoke(null);
                    System.out.println(names[i] + ": " + r);
                } catch (InvocationTargetException e) {
                    Throwable t = e.getCause();
                    if (t instanceof AbstractMethodError) /* its message names the lambda's class */
                        System.out.println(names[i] + ": " + t.getClass().getName());
                    else
                        System.out.println(names[i] + ": " + t + (t.getCause() != null ? " caused by " + t.getCause() : ""));
                }
            }
        }
    }
}
