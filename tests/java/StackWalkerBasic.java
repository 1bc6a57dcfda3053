import java.lang.StackWalker.Option;
import java.lang.StackWalker.StackFrame;
import java.lang.reflect.Method;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

// StackWalker: walk and forEach with each option, frame details, batches of a
// deep stack, getCallerClass from various places and its exceptions.
public class StackWalkerBasic {
    static final StackWalker DEFAULT = StackWalker.getInstance();
    static final StackWalker RETAIN = StackWalker.getInstance(Option.RETAIN_CLASS_REFERENCE);
    static final StackWalker REFLECT = StackWalker.getInstance(
            EnumSet.of(Option.RETAIN_CLASS_REFERENCE, Option.SHOW_REFLECT_FRAMES));
    static final StackWalker HIDDEN = StackWalker.getInstance(
            EnumSet.of(Option.RETAIN_CLASS_REFERENCE, Option.SHOW_HIDDEN_FRAMES));

    // Lambda proxy classes have unpredictable names.
    static String clean(String s) {
        return s.replaceAll("\\$\\$Lambda\\$[0-9]+/0x[0-9a-f]+", "\\$\\$Lambda");
    }

    static String describe(StackFrame f) {
        StringBuilder sb = new StringBuilder();
        sb.append(clean(f.getClassName())).append('.').append(f.getMethodName())
          .append(' ').append(f.getDescriptor())
          .append(" bci=").append(f.getByteCodeIndex())
          .append(" line=").append(f.getLineNumber())
          .append(" file=").append(f.getFileName())
          .append(" native=").append(f.isNativeMethod());
        return sb.toString();
    }

    static void print(String title, List<String> lines) {
        System.out.println(title + " (" + lines.size() + " frames)");
        for (String l : lines)
            System.out.println("  " + l);
    }

    static List<String> walkAll(StackWalker w) {
        return w.walk(s -> s.map(StackWalkerBasic::describe).collect(Collectors.toList()));
    }

    static void level3(StackWalker w, String title) {
        print(title, walkAll(w));
    }
    static void level2(StackWalker w, String title) { level3(w, title); }
    static void level1(StackWalker w, String title) { level2(w, title); }

    static int recurse(int n, StackWalker w) {
        if (n == 0)
            return (int) (long) w.walk(Stream::count);
        return recurse(n - 1, w);
    }

    static List<String> deep(int n) {
        if (n == 0)
            return DEFAULT.walk(s -> s.skip(95).map(f -> f.getMethodName() + ":" + f.getLineNumber())
                    .collect(Collectors.toList()));
        return deep(n - 1);
    }

    public static void reflectTarget(StackWalker w, String title) {
        print(title, walkAll(w));
    }

    public static Class<?> callerOfMe() {
        return RETAIN.getCallerClass();
    }

    static class Other {
        static Class<?> ask() { return callerOfMe(); }
        static Class<?> askDirect() { return RETAIN.getCallerClass(); }
        Other() {
            print("constructor", walkAll(DEFAULT));
        }
        static Class<?> viaSupplier(Supplier<Class<?>> s) { return s.get(); }
    }

    static class Init {
        static final List<String> FRAMES = walkAll(DEFAULT);
    }

    public static void main(String[] args) throws Exception {
        level1(DEFAULT, "default");
        level1(RETAIN, "retain");
        level1(REFLECT, "reflect");
        level1(HIDDEN, "hidden");

        System.out.println("forEach:");
        DEFAULT.forEach(f -> System.out.println("  " + describe(f)));

        // Class references and method types.
        RETAIN.walk(s -> {
            s.limit(2).forEach(f -> System.out.println("class " + f.getDeclaringClass().getName()
                    + " type " + f.getMethodType() + " ste " + f.toStackTraceElement()
                    + " str " + f));
            return null;
        });
        try {
            DEFAULT.walk(s -> s.findFirst().get().getDeclaringClass());
        } catch (UnsupportedOperationException e) {
            System.out.println("getDeclaringClass: " + e.getMessage());
        }
        try {
            DEFAULT.walk(s -> s.findFirst().get().getMethodType());
        } catch (UnsupportedOperationException e) {
            System.out.println("getMethodType: " + e.getMessage());
        }
        StackTraceElement ste = DEFAULT.walk(s -> s.findFirst().get().toStackTraceElement());
        System.out.println("ste: " + ste + " class=" + ste.getClassName() + " method=" + ste.getMethodName()
                + " file=" + ste.getFileName() + " line=" + ste.getLineNumber()
                + " module=" + ste.getModuleName() + " loader=" + ste.getClassLoaderName());
        StackTraceElement mine = new Throwable().getStackTrace()[0];
        System.out.println("same as Throwable's: " + ste.getClassName().equals(mine.getClassName())
                + " " + ste.getMethodName().equals(mine.getMethodName()));

        // Reflection: frames of Method.invoke hidden unless asked for.
        Method m = StackWalkerBasic.class.getMethod("reflectTarget", StackWalker.class, String.class);
        m.invoke(null, DEFAULT, "reflective default");
        m.invoke(null, REFLECT, "reflective show-reflect");
        m.invoke(null, HIDDEN, "reflective show-hidden");

        // Lambdas: the proxy frame is hidden.
        Runnable r = () -> level3(DEFAULT, "lambda default");
        r.run();
        Runnable r2 = () -> level3(HIDDEN, "lambda show-hidden");
        r2.run();
        Runnable r3 = () -> level3(REFLECT, "lambda show-reflect");
        r3.run();

        // Inside a stream pipeline.
        List<List<String>> inStream = Stream.of(1).map(i -> walkAll(DEFAULT)).collect(Collectors.toList());
        print("in stream", inStream.get(0));
        // Frames of java.base name their module and its version.
        StackTraceElement jdk = Stream.of(1).map(i -> DEFAULT.walk(s -> s.skip(1).findFirst().get()
                .toStackTraceElement())).findFirst().get();
        System.out.println("jdk frame: " + jdk + " module=" + jdk.getModuleName()
                + " version is the runtime's: " + (jdk.getModuleVersion() != null
                        && Runtime.version().toString().startsWith(jdk.getModuleVersion())));

        new Other();
        print("static initializer", Init.FRAMES);

        // Batches: a deep stack.
        for (int d : new int[] {0, 5, 30, 31, 32, 33, 100, 300})
            System.out.println("depth " + d + ": " + recurse(d, DEFAULT) + " frames, " +
                    recurse(d, StackWalker.getInstance(Set.of(), 2)) + " with estimate 2");
        System.out.println("deep skip: " + deep(100));
        System.out.println("count limited: " + DEFAULT.walk(s -> s.limit(3).count()));
        System.out.println("names: " + DEFAULT.walk(s -> s.map(StackFrame::getMethodName).collect(Collectors.joining(","))));

        // A stream used after its walk returned.
        Stream<StackFrame> leaked = DEFAULT.walk(s -> s);
        try {
            leaked.count();
        } catch (IllegalStateException e) {
            System.out.println("leaked stream: " + e.getMessage());
        }

        // getCallerClass.
        System.out.println("caller of callerOfMe from main: " + callerOfMe().getName());
        System.out.println("caller via Other.ask: " + Other.ask().getName());
        System.out.println("caller of Other.askDirect: " + Other.askDirect().getName());
        Method cm = StackWalkerBasic.class.getMethod("callerOfMe");
        System.out.println("caller via reflection: " + ((Class<?>) cm.invoke(null)).getName());
        Supplier<Class<?>> sup = () -> callerOfMe();
        System.out.println("caller via lambda: " + clean(sup.get().getName()));
        System.out.println("caller via lambda in Other: " + clean(Other.viaSupplier(sup).getName()));
        System.out.println("caller via method ref in Other: " +
                clean(Other.viaSupplier(StackWalkerBasic::callerOfMe).getName()));
        System.out.println("lambda calling getCallerClass: " +
                clean(Other.viaSupplier(() -> RETAIN.getCallerClass()).getName()));
        try {
            java.lang.invoke.MethodHandle mh = java.lang.invoke.MethodHandles.lookup().findStatic(
                    StackWalkerBasic.class, "callerOfMe", java.lang.invoke.MethodType.methodType(Class.class));
            System.out.println("caller via method handle: " + ((Class<?>) mh.invokeExact()).getName());
            java.lang.invoke.MethodHandle mh2 = java.lang.invoke.MethodHandles.lookup().findStatic(
                    StackWalkerBasic.class, "reflectTarget", java.lang.invoke.MethodType.methodType(
                            void.class, StackWalker.class, String.class));
            mh2.invokeExact(DEFAULT, "method handle default");
            mh2.invokeExact(REFLECT, "method handle show-reflect");
        } catch (Throwable e) {
            throw new RuntimeException(e);
        }
        try {
            DEFAULT.getCallerClass();
        } catch (UnsupportedOperationException e) {
            System.out.println("no retain: " + e.getMessage());
        }
        try {
            RETAIN.getCallerClass();
            System.out.println("from main: no exception");
        } catch (IllegalCallerException e) {
            System.out.println("from main: " + e);
        }
        // From a thread's run method.
        Thread t = new Thread(() -> {
            print("thread", walkAll(DEFAULT));
            try {
                System.out.println("thread caller: " + RETAIN.getCallerClass());
            } catch (IllegalCallerException e) {
                System.out.println("thread caller: " + e);
            }
        });
        t.start();
        t.join();
    }
}
