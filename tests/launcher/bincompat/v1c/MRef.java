import java.util.function.*;
public class MRef {
    interface Op { Object run() throws Throwable; }
    static void t(String w, Op op) { try { System.out.println(w + " -> " + op.run()); } catch (Throwable e) { System.out.println(w + " -> " + e); } }
    public static void main(String[] a) {
        t("bound instance ref", () -> { Supplier<String> s = Lib.make0()::m; return s.get(); });
        t("unbound instance ref", () -> { Function<Lib, String> f = Lib::m; return f.apply(Lib.make0()); });
        t("static ref", () -> { Supplier<String> s = Lib::sm; return s.get(); });
        t("ctor ref", () -> { Supplier<Lib> s = Lib::new; return s.get() != null; });
        t("static became instance", () -> { Supplier<String> s = Other::x; return s.get(); });
        t("direct call", () -> Lib.make0().m());
    }
}
