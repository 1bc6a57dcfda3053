// jvm-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
// javac-options: --add-exports java.base/jdk.internal.org.objectweb.asm=ALL-UNNAMED
import jdk.internal.org.objectweb.asm.*;

/** The format checks a class loader makes before verification, on class files
 *  generated here with the JDK's ASM: class, inner-class and method modifiers
 *  (by class file version), member names, class names in descriptors, and
 *  class file versions. Each line is the outcome of defining and linking one
 *  class: "ok" or the error and its message, which must be HotSpot's. */
public class ClassFormatChecks implements Opcodes {
    static final class Loader extends ClassLoader {
        Class<?> define(String name, byte[] b) { return defineClass(name, b, 0, b.length); }
    }

    interface Body { void emit(ClassWriter cw); }

    static byte[] build(int version, int access, String name, Body body) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        cw.visit(version, access, name, null, "java/lang/Object", null);
        if (body != null)
            body.emit(cw);
        cw.visitEnd();
        return cw.toByteArray();
    }

    static void method(ClassWriter cw, int access, String name, String desc) {
        MethodVisitor mv = cw.visitMethod(access, name, desc, null, null);
        if ((access & (ACC_ABSTRACT | ACC_NATIVE)) == 0) {
            mv.visitCode();
            if (name.equals("<init>")) {
                mv.visitVarInsn(ALOAD, 0);
                mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
            }
            Type r = Type.getReturnType(desc);
            if (r.getSort() == Type.VOID) {
                mv.visitInsn(RETURN);
            } else if (r.getSort() == Type.INT) {
                mv.visitInsn(ICONST_0);
                mv.visitInsn(IRETURN);
            } else {
                mv.visitInsn(ACONST_NULL);
                mv.visitInsn(ARETURN);
            }
            mv.visitMaxs(0, 0);
        }
        mv.visitEnd();
    }

    static void show(String what, String name, byte[] b, boolean passName) {
        String out;
        try {
            Class<?> c = new Loader().define(passName ? name.replace('/', '.') : null, b);
            c.getDeclaredMethods(); // links it
            out = "ok";
        } catch (Throwable t) {
            out = t.getClass().getName() + ": " + t.getMessage();
        }
        System.out.println(what + ": " + out);
    }

    static void show(String what, String name, byte[] b) { show(what, name, b, true); }

    static int n;

    static String fresh() { return "CfC" + (n++); }

    public static void main(String[] args) {
        int[] versions = {V1_4, V1_5, V1_7, V1_8, V11, V17};

        // Class modifiers.
        int[] classFlags = {ACC_PUBLIC | ACC_SUPER, ACC_INTERFACE | ACC_ABSTRACT, ACC_INTERFACE,
                            ACC_INTERFACE | ACC_ABSTRACT | ACC_SUPER, ACC_INTERFACE | ACC_ABSTRACT | ACC_ENUM,
                            ACC_INTERFACE | ACC_ABSTRACT | ACC_FINAL, ACC_ABSTRACT | ACC_FINAL,
                            ACC_ANNOTATION | ACC_SUPER, ACC_ANNOTATION | ACC_INTERFACE | ACC_ABSTRACT,
                            ACC_ENUM | ACC_FINAL | ACC_SUPER, ACC_SYNTHETIC | ACC_PUBLIC,
                            // flags a class cannot have: not counted, and not in the message
                            ACC_INTERFACE | ACC_STRICT, ACC_ABSTRACT | ACC_FINAL | ACC_STATIC | ACC_NATIVE};
        for (int v : versions)
            for (int f : classFlags) {
                String name = fresh();
                show("class flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), name, build(v, f, name, null));
            }
        // The same, named by the class file only: messages say <Unknown>.
        String anon = fresh();
        show("class flags unnamed", anon, build(V17, ACC_INTERFACE, anon, null), false);
        String mod = fresh();
        show("class flags ACC_MODULE", mod, build(V17, ACC_MODULE, mod, null));
        String modAnon = fresh();
        show("class flags ACC_MODULE unnamed", modAnon, build(V17, ACC_MODULE, modAnon, null), false);

        // Inner-class entries are checked like classes.
        int[] innerFlags = {ACC_PUBLIC | ACC_STATIC, ACC_PRIVATE | ACC_INTERFACE | ACC_ABSTRACT | ACC_STATIC,
                            ACC_INTERFACE | ACC_ABSTRACT | ACC_SUPER, ACC_ANNOTATION, ACC_ABSTRACT | ACC_FINAL,
                            ACC_INTERFACE | 0x100, ACC_MODULE | ACC_STATIC};
        for (int v : new int[] {V1_4, V17})
            for (int f : innerFlags) {
                String name = fresh();
                show("inner flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), name,
                     build(v, ACC_PUBLIC | ACC_SUPER, name, cw -> cw.visitInnerClass(name + "$In", name, "In", f)));
            }

        // Method modifiers, in a class and in an interface, by version.
        int[] methodFlags = {ACC_PUBLIC, ACC_PUBLIC | ACC_PRIVATE, ACC_ABSTRACT | ACC_PUBLIC,
                             ACC_ABSTRACT | ACC_FINAL, ACC_ABSTRACT | ACC_PRIVATE, ACC_ABSTRACT | ACC_STATIC,
                             ACC_ABSTRACT | ACC_SYNCHRONIZED, ACC_ABSTRACT | ACC_STRICT | ACC_PUBLIC,
                             ACC_ABSTRACT | ACC_NATIVE, ACC_PUBLIC | ACC_STATIC, ACC_PRIVATE,
                             ACC_PUBLIC | ACC_SYNCHRONIZED, ACC_PROTECTED, ACC_PUBLIC | ACC_FINAL,
                             ACC_PUBLIC | ACC_NATIVE, ACC_PUBLIC | ACC_STRICT};
        for (int v : versions)
            for (int f : methodFlags) {
                String c = fresh(), i = fresh();
                show("method flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), c,
                     build(v, ACC_PUBLIC | ACC_SUPER | ACC_ABSTRACT, c, cw -> method(cw, f, "m", "()V")));
                show("interface method flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), i,
                     build(v, ACC_PUBLIC | ACC_INTERFACE | ACC_ABSTRACT, i, cw -> method(cw, f, "m", "()V")));
            }
        // Constructors and class initialisers.
        int[] initFlags = {ACC_PUBLIC, ACC_PRIVATE | ACC_VARARGS, ACC_PUBLIC | ACC_STATIC, ACC_FINAL,
                           ACC_SYNCHRONIZED | ACC_PRIVATE, ACC_NATIVE, ACC_BRIDGE | ACC_PUBLIC, ACC_STRICT};
        for (int v : new int[] {V1_4, V17})
            for (int f : initFlags) {
                String c = fresh();
                show("<init> flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), c,
                     build(v, ACC_PUBLIC | ACC_SUPER, c, cw -> method(cw, f, "<init>", "()V")));
            }
        int[] clinitFlags = {ACC_STATIC, ACC_STATIC | ACC_NATIVE, ACC_STATIC | ACC_PUBLIC | ACC_FINAL, 0,
                             ACC_STATIC | ACC_ABSTRACT};
        for (int v : new int[] {V1_4, V17})
            for (int f : clinitFlags) {
                String c = fresh();
                show("<clinit> flags 0x" + Integer.toHexString(f) + " v" + (v & 0xffff), c,
                     build(v, ACC_PUBLIC | ACC_SUPER, c, cw -> {
                         MethodVisitor mv = cw.visitMethod(f, "<clinit>", "()V", null, null);
                         mv.visitCode();
                         mv.visitInsn(RETURN);
                         mv.visitMaxs(0, 0);
                         mv.visitEnd();
                     }));
            }

        // Member names.
        String[] names = {"ok", "a.b", "a;b", "a[b", "a/b", "a<b", "b>", "<init>", "<clinit>", "<x>", "$_9"};
        for (String nm : names) {
            String c = fresh(), d = fresh();
            show("method name " + nm, c, build(V17, ACC_PUBLIC | ACC_SUPER, c,
                 cw -> method(cw, ACC_PUBLIC | ACC_STATIC, nm, "()V")));
            show("field name " + nm, d, build(V17, ACC_PUBLIC | ACC_SUPER, d,
                 cw -> cw.visitField(ACC_PUBLIC, nm, "I", null, null).visitEnd()));
        }
        // Class names inside descriptors may hold '<' and '>', not '.' or '['.
        String[] descs = {"Ljava/lang/O>ject;", "La<b>;", "La.b;", "La[b;", "La//b;", "L;", "[[I", "Q"};
        for (String ds : descs) {
            String c = fresh();
            show("field descriptor " + ds, c, build(V17, ACC_PUBLIC | ACC_SUPER, c,
                 cw -> cw.visitField(ACC_PUBLIC, "f", ds, null, null).visitEnd()));
        }

        // Versions.
        int[] badVersions = {44, 62, (1 << 16) | 61, (3 << 16) | 56, (0xFFFF << 16) | 60, (7 << 16) | 50};
        for (int v : badVersions) {
            String c = fresh();
            show("version " + (v & 0xffff) + "." + (v >>> 16), c, build(v, ACC_PUBLIC | ACC_SUPER, c, null));
            String u = fresh();
            show("version " + (v & 0xffff) + "." + (v >>> 16) + " unnamed", u, build(v, ACC_PUBLIC | ACC_SUPER, u, null), false);
        }

        // Short files: the magic and the version are read as one (8 bytes).
        byte[][] shorts = {{}, "garbage".getBytes(), {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0},
                           {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 0, 0, 61}, "garbage!".getBytes()};
        for (byte[] b : shorts)
            show("file of " + b.length + " bytes", fresh(), b);
    }
}
