// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import java.lang.reflect.InvocationTargetException;
import jdk.internal.org.objectweb.asm.*;

/** invokedynamic of ObjectMethods.bootstrap (a record's equals, hashCode
 *  and toString) at call sites javac would not emit (class files generated
 *  here with the JDK's ASM): call-site types that do not match the method,
 *  unknown names, names that differ from the fields, lists that disagree,
 *  getters that are methods, static fields or another class's fields, a
 *  record class that is not the receiver. Each site is called twice; the
 *  well-formed sites give the record's values. */
public class RecordBootstrapShapes {
    static final String P = "RbsPoint", OTHER = "RbsOther";
    static final Handle BSM = new Handle(Opcodes.H_INVOKESTATIC, "java/lang/runtime/ObjectMethods", "bootstrap",
            "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;",
            false);
    static final Handle X = new Handle(Opcodes.H_GETFIELD, P, "x", "I", false);
    static final Handle S = new Handle(Opcodes.H_GETFIELD, P, "s", "Ljava/lang/String;", false);
    static final Handle D = new Handle(Opcodes.H_GETFIELD, P, "d", "D", false);

    static int count;
    static String[] names = new String[64];

    /** A static method NAME(P a, P b) returning String.valueOf of an indy
     *  site mname:desc with the given bootstrap arguments, on a (and b when
     *  desc takes two arguments). */
    static void site(ClassWriter cw, String name, String mname, String desc, Object... bsmArgs) {
        names[count++] = name;
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, name,
                "(L" + P + ";L" + P + ";)Ljava/lang/String;", null, null);
        mv.visitCode();
        Type[] at = Type.getArgumentTypes(desc);
        for (int i = 0; i < at.length; i++) {
            mv.visitVarInsn(Opcodes.ALOAD, i);
            if (!at[i].getDescriptor().equals("L" + P + ";") && !at[i].getDescriptor().equals("Ljava/lang/Object;"))
                mv.visitTypeInsn(Opcodes.CHECKCAST, at[i].getInternalName());
        }
        mv.visitInvokeDynamicInsn(mname, desc, BSM, bsmArgs);
        String ret = Type.getReturnType(desc).getDescriptor();
        String vd = ret.length() == 1 ? "(" + (ret.equals("B") || ret.equals("S") ? "I" : ret) + ")Ljava/lang/String;"
                : "(Ljava/lang/Object;)Ljava/lang/String;";
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/String", "valueOf", vd, false);
        mv.visitInsn(Opcodes.ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    static byte[] point() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, P, null, "java/lang/Object", null);
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "x", "I", null, null).visitEnd();
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "s", "Ljava/lang/String;", null, null).visitEnd();
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "d", "D", null, null).visitEnd();
        cw.visitField(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "st", "I", null, null).visitEnd();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "(ILjava/lang/String;D)V", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitFieldInsn(Opcodes.PUTFIELD, P, "x", "I");
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.ALOAD, 2);
        mv.visitFieldInsn(Opcodes.PUTFIELD, P, "s", "Ljava/lang/String;");
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitVarInsn(Opcodes.DLOAD, 3);
        mv.visitFieldInsn(Opcodes.PUTFIELD, P, "d", "D");
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "x", "()I", null, null);
        mv.visitCode();
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETFIELD, P, "x", "I");
        mv.visitInsn(Opcodes.IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        String pd = "L" + P + ";";
        Type pt = Type.getType(pd);
        String hash = "(" + pd + ")I", str = "(" + pd + ")Ljava/lang/String;", eq = "(" + pd + "Ljava/lang/Object;)Z";
        site(cw, "toStringOk", "toString", str, pt, "x;s;d", X, S, D);
        site(cw, "hashOk", "hashCode", hash, pt, "x;s;d", X, S, D);
        site(cw, "equalsOk", "equals", eq, pt, "x;s;d", X, S, D);
        site(cw, "toStringNone", "toString", str, pt, "");
        site(cw, "hashNone", "hashCode", hash, pt, "");
        site(cw, "hashString", "hashCode", "(" + pd + ")Ljava/lang/String;", pt, "x;s", X, S);
        site(cw, "hashObject", "hashCode", "(" + pd + ")Ljava/lang/Object;", pt, "x;s", X, S);
        site(cw, "hashLong", "hashCode", "(" + pd + ")J", pt, "x;s", X, S);
        site(cw, "hashShort", "hashCode", "(" + pd + ")S", pt, "x;s", X, S);
        site(cw, "hashOfObject", "hashCode", "(Ljava/lang/Object;)I", pt, "x;s", X, S);
        site(cw, "hashTwoArgs", "hashCode", "(" + pd + pd + ")I", pt, "x;s", X, S);
        site(cw, "equalsObjectRet", "equals", "(" + pd + "Ljava/lang/Object;)Ljava/lang/Object;", pt, "x;s", X, S);
        site(cw, "equalsInt", "equals", "(" + pd + "Ljava/lang/Object;)I", pt, "x;s", X, S);
        site(cw, "equalsNarrow", "equals", "(" + pd + pd + ")Z", pt, "x;s", X, S);
        site(cw, "toStringObject", "toString", "(" + pd + ")Ljava/lang/Object;", pt, "x;s", X, S);
        site(cw, "toStringInt", "toString", "(" + pd + ")I", pt, "x;s", X, S);
        site(cw, "badName", "toStrin", str, pt, "x;s", X, S);
        site(cw, "badNameHash", "hash", hash, pt, "x;s", X, S);
        site(cw, "otherNames", "toString", str, pt, "a;b", X, S);
        site(cw, "fewerNames", "toString", str, pt, "x", X, S);
        site(cw, "moreNames", "toString", str, pt, "x;s;d", X, S);
        site(cw, "trailingSemicolon", "toString", str, pt, "x;s;", X, S);
        site(cw, "namesIgnoredByHash", "hashCode", hash, pt, "zz", X, S);
        site(cw, "accessorGetter", "toString", str, pt, "x", new Handle(Opcodes.H_INVOKEVIRTUAL, P, "x", "()I", false));
        site(cw, "accessorHash", "hashCode", hash, pt, "x", new Handle(Opcodes.H_INVOKEVIRTUAL, P, "x", "()I", false));
        site(cw, "staticGetter", "hashCode", hash, pt, "st", new Handle(Opcodes.H_GETSTATIC, P, "st", "I", false));
        site(cw, "otherClassGetter", "hashCode", hash, pt, "y", new Handle(Opcodes.H_GETFIELD, OTHER, "y", "I", false));
        site(cw, "otherRecordClass", "hashCode", hash, Type.getType("L" + OTHER + ";"), "");
        site(cw, "namesNotString", "hashCode", hash, pt, 5, X);
        site(cw, "noGetterArgs", "hashCode", hash, pt);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static byte[] other() {
        ClassWriter cw = new ClassWriter(0);
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_SUPER, OTHER, null, "java/lang/Object", null);
        cw.visitField(Opcodes.ACC_PUBLIC, "y", "I", null, null).visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static class Loader extends ClassLoader {
        Loader() {
            super(RecordBootstrapShapes.class.getClassLoader());
        }

        Class<?> define(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }
    }

    public static void main(String[] args) throws Throwable {
        Loader l = new Loader();
        l.define(OTHER, other());
        Class<?> p = l.define(P, point());
        Object a = p.getConstructor(int.class, String.class, double.class).newInstance(3, "three", 0.5);
        Object b = p.getConstructor(int.class, String.class, double.class).newInstance(3, "three", 0.5);
        for (int i = 0; i < count; i++) {
            for (int k = 0; k < 2; k++) {
                try {
                    System.out.println(names[i] + ": " + p.getMethod(names[i], p, p).invoke(null, a, b));
                } catch (InvocationTargetException e) {
                    Throwable t = e.getCause();
                    System.out.println(names[i] + ": " + t + (t.getCause() != null ? " caused by " + t.getCause() : ""));
                }
            }
        }
    }
}
