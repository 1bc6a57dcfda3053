import java.nio.ByteBuffer;

public class JniTest {
    static { System.loadLibrary("jt"); }

    int count = 7;
    static String label = "static-label";
    long big = 1L << 40;
    double ratio = 2.5;

    static native int add(int a, int b);
    static native String hi(String s);
    static native long mix(boolean z, byte b, char c, short s, int i, long j, float f, double d);
    static native double sumD(double a, float b);
    native int callback(int x);
    static native void throwFromC(String msg);
    static native String catchInC();
    static native int fields(JniTest t);
    static native void fill(int[] a, int v);
    static native int commitAbort(int[] a);
    static native int regionAndCritical(byte[] b);
    static native Object[] makeObjects(int n);
    static native String strings(String s);
    static native void keepGlobal(Object o);
    static native Object getGlobal();
    static native boolean weakAlive();
    static native int registered(int x);   // bound by RegisterNatives in JNI_OnLoad
    static native String classes();
    static native Object construct(int v);
    static native int monitors(Object o);
    static native String direct();
    static native int version();
    static native int onLoadSaw();
    static native String refTypes(Object o);
    static native int overloaded(int x);
    static native int overloaded(String s);
    static native boolean z_under_score$(int x);

    int twice(int x) { return 2 * x; }
    static String join(String a, int b) { return a + "/" + b; }
    public String toString() { return "JniTest(" + count + ")"; }

    static class Box { int v; Box(int v) { this.v = v; } public String toString() { return "Box" + v; } }
    static class Sub extends JniTest { int twice(int x) { return 3 * x; } }

    static native void throwNew(Class<?> c, String msg);
    static native String more(int which);
    static boolean flag;
    static class Lazy { static int V = 45; }
    static class Lazy2 { static int W = 43; }
    static abstract class Shape { abstract int sides(); }
    static class Square extends Shape { int sides() { return 4; } }
    static String showFlag(boolean z) { return "z=" + z + " and=" + (z & true) + " flag=" + flag + " flagAnd=" + (flag & true); }
    static java.lang.reflect.Field lazy2Field() throws Exception { return Lazy2.class.getDeclaredField("W"); }
    static native String errors(int which);
    static native void fatal(String msg);

    static class NoArgOnlyEx extends RuntimeException { NoArgOnlyEx() { super("no-arg"); } }
    static abstract class AbstractEx extends RuntimeException { AbstractEx(String s) { super(s); } }
    static class PrivateEx extends RuntimeException { private PrivateEx(String s) { super("private:" + s); } }
    static class ThrowingEx extends RuntimeException { ThrowingEx(String s) { throw new IllegalStateException("ctor " + s); } }

    /* ThrowNew and other JNI errors, each line HotSpot's. */
    static void throwNewAndErrors() {
        Class<?>[] cs = {NoArgOnlyEx.class, AbstractEx.class, PrivateEx.class, ThrowingEx.class, Runnable.class};
        for (Class<?> c : cs)
            for (String m : new String[] {"msg", null}) {
                try {
                    throwNew(c, m);
                    System.out.println("throwNew " + c.getSimpleName() + "/" + m + " none");
                } catch (Throwable t) {
                    System.out.println("throwNew " + c.getSimpleName() + "/" + m + " " + t);
                }
            }
        for (int i = 0; i <= 10; i++) {
            try {
                System.out.println("more " + i + " " + more(i));
            } catch (Throwable t) {
                System.out.println("more " + i + " " + t);
            }
        }
        for (int i = 0; i < 4; i++) {
            try {
                System.out.println("errors " + i + " " + errors(i));
            } catch (Throwable t) {
                System.out.println("errors " + i + " " + t);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        if (args.length > 0) { // "fatal": FatalError's words and stack, then an abort
            fatal("custom fatal message");
            return;
        }
        System.out.println("add " + add(40, 2));
        System.out.println("hi " + hi("there"));
        System.out.println("mix " + mix(true, (byte) -3, 'x', (short) -300, 100000, 1L << 33, 1.5f, -2.25));
        System.out.println("sumD " + sumD(1.25, 2.5f));
        System.out.println("callback " + new JniTest().callback(21) + " " + new Sub().callback(21));
        try {
            throwFromC("boom");
            System.out.println("no exception?");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getClass().getName() + ": " + e.getMessage());
        }
        System.out.println("catchInC " + catchInC());
        JniTest t = new JniTest();
        System.out.println("fields " + fields(t) + " " + t.count + " " + label + " " + t.big + " " + t.ratio);
        int[] a = new int[5];
        fill(a, 9);
        System.out.println("fill " + java.util.Arrays.toString(a));
        int[] b = {1, 2, 3};
        int r = commitAbort(b);
        System.out.println("commitAbort " + r + " " + java.util.Arrays.toString(b));
        byte[] bytes = {10, 20, 30, 40};
        System.out.println("region " + regionAndCritical(bytes) + " " + java.util.Arrays.toString(bytes));
        System.out.println("objects " + java.util.Arrays.toString(makeObjects(3)));
        System.out.println("strings " + strings("h\u00e9llo \u20ac"));
        keepGlobal(new Box(77));
        for (int i = 0; i < 3; i++) {
            Object[] junk = new Object[100000];
            System.gc();
        }
        System.out.println("global " + getGlobal());
        System.out.println("weakAlive(before clear) ok " + (weakAlive() || !weakAlive()));
        System.out.println("registered " + registered(5));
        System.out.println("onLoadSaw " + onLoadSaw());
        System.out.println("classes " + classes());
        System.out.println("construct " + construct(5));
        System.out.println("monitors " + monitors(new Object()));
        System.out.println("direct " + direct());
        System.out.println("version " + Integer.toHexString(version()));
        System.out.println("refTypes " + refTypes(new Object()));
        System.out.println("overloaded " + overloaded(1) + " " + overloaded("ab"));
        System.out.println("escaped " + z_under_score$(3));
        try {
            missing();
        } catch (UnsatisfiedLinkError e) {
            System.out.println("missing " + e.getClass().getName() + ": " + e.getMessage());
        }
        for (int i = 0; i < 7; i++) {
            try {
                lookupError(i);
                System.out.println("lookupError " + i + " none");
            } catch (NoSuchMethodError | NoSuchFieldError e) {
                System.out.println("lookupError " + i + " " + e);
            }
        }
        reflectedAndDefine();
        throwNewAndErrors();
        System.out.println("findClass " + findClassForms());
        // ExceptionDescribe: the thread's name, then the throwable's own
        // printStackTrace (the cause too) on stderr, which the script compares.
        Thread w = new Thread(() -> System.out.println("describe " + describe()), "worker-7");
        w.start();
        w.join();
    }
    static int sCount = 3;
    /* FindClass of a descriptor, a dotted name and an array of a missing class. */
    static native String findClassForms();
    /* Throws RuntimeException("outer", cause "inner") and describes it (cleared). */
    static native boolean describe();
    static native void missing();
    /* Get(Static)MethodID and Get(Static)FieldID of members that do not exist or are of the other kind. */
    static native void lookupError(int which);
    void instanceOnly() {}
    static native Object[] reflected(java.lang.reflect.Method m, java.lang.reflect.Field f, JniTest o);
    static native Class<?> define(String name, ClassLoader loader, byte[] bytes);

    static void reflectedAndDefine() throws Exception {
        JniTest o = new JniTest();
        o.count = 5;
        Object[] r = reflected(JniTest.class.getDeclaredMethod("twice", int.class), JniTest.class.getDeclaredField("count"), o);
        System.out.println("reflected " + o.count + " " + r[0] + " | " + r[1] + " | " + r[2]);
        byte[] box;
        try (java.io.InputStream in = JniTest.class.getResourceAsStream("JniTest$Box.class")) {
            box = in.readAllBytes();
        }
        ClassLoader mine = new ClassLoader(JniTest.class.getClassLoader()) { };
        Class<?> k = define("JniTest$Box", mine, box);
        System.out.println("define " + k.getName() + " " + (k.getClassLoader() == mine) + " " + (k != Box.class));
        try {
            define(null, mine, new byte[] {1, 2, 3});
            System.out.println("define garbage: no error?");
        } catch (ClassFormatError e) {
            System.out.println("define garbage " + e.getClass().getName());
        }
    }
}
