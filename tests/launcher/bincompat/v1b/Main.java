package p;
import q.Lib;
public class Main {
    interface Op { Object run() throws Throwable; }
    static void t(String w, Op op) { try { System.out.println(w + " -> " + op.run()); } catch (Throwable e) { System.out.println(w + " -> " + e + (e.getCause() != null ? " / cause " + e.getCause() : "")); } }
    static class B extends Lib.A { public void fm() { System.out.println("B.fm"); } }
    static class C extends Lib.A { public String sup() { return "C>" + super.sup(); } }
    static class KI implements Lib.K { }
    static class Child extends Lib.Parent { public String g() { return "Child>" + super.g(); } }
    public static void main(String[] a) {
        t("iface lost nocast", () -> { Lib.I i = new Lib.Impl(); i.m(); return "ok"; });
        t("iface lost nocast J", () -> { Lib.J j = new Lib.Impl(); return j.d(); });
        t("iface lost", () -> { Lib.I i = (Lib.I) (Object) new Lib.Impl(); i.m(); return "ok"; });
        t("iface lost invoke", () -> { Object o = new Lib.Impl(); return o instanceof Lib.I; });
        t("default->private", () -> new Lib.Impl().d());
        t("overrides final", () -> new B());
        t("super.sup", () -> new C().sup());
        t("vis m", () -> { new Lib.Vis().m(); return "ok"; });
        t("vis f", () -> new Lib.Vis().f);
        t("vis ctor", () -> new Lib.Vis());
        t("vis sf", () -> Lib.Vis.sf);
        t("fin f write", () -> { Lib.Fin x = new Lib.Fin(); x.f = 5; return x.f; });
        t("fin sf write", () -> { Lib.Fin.sf = 5; return Lib.Fin.sf; });
        t("K default->static", () -> new KI().k());
        t("super.g skip", () -> new Child().g());
    }
}
