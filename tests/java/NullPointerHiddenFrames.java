import java.lang.invoke.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Helpful NullPointerException messages when the NPE is raised in a frame
 *  that stack traces hide (a lambda proxy's method, a LambdaForm, a bound
 *  method handle): HotSpot gives no message then, as the top frame is not
 *  in the backtrace. An NPE in a lambda's body (a method of the program's
 *  class) and one in a plain frame still get theirs. Each case prints the
 *  exception and its top visible frame. */
public class NullPointerHiddenFrames {
    static class P {
        int x;
    }

    interface Body {
        void run() throws Throwable;
    }

    static void t(String label, Body body) {
        try {
            body.run();
            System.out.println(label + ": no exception");
        } catch (Throwable e) {
            StackTraceElement[] st = e.getStackTrace();
            System.out.println(label + ": " + e + " | top=" + (st.length > 0 ? st[0] : "none"));
        }
    }

    static int len(String s) {
        return s.length();
    }

    public static void main(String[] args) throws Throwable {
        t("stream map", () -> Arrays.asList("a", null, "ccc").stream().map(String::length).collect(Collectors.toList()));
        t("stream toList", () -> Arrays.asList("a", null).stream().map(String::length).toList());
        t("method ref apply", () -> {
            Function<String, Integer> f = String::length;
            f.apply(null);
        });
        t("unbox method ref", () -> {
            ToIntFunction<Integer> f = Integer::intValue;
            f.applyAsInt(null);
        });
        t("comparator", () -> Comparator.comparing(String::length).compare(null, "x"));
        t("findVirtual invoke", () -> MethodHandles.lookup().findVirtual(String.class, "length", MethodType.methodType(int.class)).invoke((String) null));
        t("bindTo null", () -> {
            int n = (int) MethodHandles.lookup().findVirtual(String.class, "length", MethodType.methodType(int.class)).bindTo(null).invoke();
        });
        t("getter handle", () -> {
            int v = (int) MethodHandles.lookup().findGetter(P.class, "x", int.class).invoke((P) null);
        });
        t("var handle", () -> {
            int v = (int) MethodHandles.lookup().findVarHandle(P.class, "x", int.class).get((P) null);
        });
        t("lambda body", () -> {
            Function<String, Integer> f = s -> s.length();
            f.apply(null);
        });
        t("static method ref", () -> {
            Function<String, Integer> f = NullPointerHiddenFrames::len;
            f.apply(null);
        });
        t("plain", () -> {
            String s = args.length > 5 ? "x" : null;
            s.length();
        });
        t("explicit", () -> {
            throw new NullPointerException();
        });
        t("requireNonNull", () -> Objects.requireNonNull(null));
    }
}
