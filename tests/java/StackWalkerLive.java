// jvm-options: --add-opens java.base/java.lang=ALL-UNNAMED
import java.lang.reflect.Method;
import java.util.List;
import java.util.stream.Collectors;

// The live stack walker (java.lang.LiveStackFrame, not public) reached through
// reflection: its frames are LiveStackFrames with method names and bcis.
public class StackWalkerLive {
    static List<String> frames(StackWalker w) {
        return w.walk(s -> s.map(f -> f.getClassName() + "." + f.getMethodName() + "@" + f.getByteCodeIndex()
                + ":" + f.getLineNumber() + " live=" + f.getClass().getSimpleName())
                .collect(Collectors.toList()));
    }

    static List<String> nested(StackWalker w, int n) {
        return n == 0 ? frames(w) : nested(w, n - 1);
    }

    public static void main(String[] args) throws Exception {
        Class<?> live = Class.forName("java.lang.LiveStackFrame");
        Method get = live.getMethod("getStackWalker");
        get.setAccessible(true);
        StackWalker w = (StackWalker) get.invoke(null);
        for (String f : nested(w, 3))
            System.out.println(f);
        System.out.println("deep: " + nested(w, 50).size());
    }
}
