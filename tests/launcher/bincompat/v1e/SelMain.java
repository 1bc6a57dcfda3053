public class SelMain {
    interface Op { Object run() throws Throwable; }
    static void t(String w, Op op) { try { System.out.println(w + " -> " + op.run()); } catch (Throwable e) { System.out.println(w + " -> " + e); } }
    public static void main(String[] a) {
        t("B virt", () -> new B().m());
        t("B iface", () -> ((I) new B()).m());
        t("SB virt", () -> new SB().m());
        t("SB iface", () -> ((I) new SB()).m());
        t("PB virt", () -> new PB().m());
        t("PB iface", () -> ((I) new PB()).m());
        t("AB virt", () -> new AB().m());
        t("AB iface", () -> ((Abs) new AB()).m());
        t("DC virt", () -> new DC().m());
        t("DC D1", () -> ((D1) new DC()).m());
        t("PrB virt", () -> new PrB().m());
        t("PrB J", () -> ((J) new PrB()).m());
        t("refl B", () -> B.class.getMethod("m").invoke(new B()));
        t("refl AB", () -> Abs.class.getMethod("m").invoke(new AB()));
        t("refl SB", () -> I.class.getMethod("m").invoke(new SB()));
        t("mh SB", () -> java.lang.invoke.MethodHandles.lookup().findVirtual(I.class, "m", java.lang.invoke.MethodType.methodType(String.class)).invoke(new SB()));
        t("mh PB", () -> java.lang.invoke.MethodHandles.lookup().findVirtual(I.class, "m", java.lang.invoke.MethodType.methodType(String.class)).invoke(new PB()));
        t("mh DC", () -> java.lang.invoke.MethodHandles.lookup().findVirtual(D1.class, "m", java.lang.invoke.MethodType.methodType(String.class)).invoke(new DC()));
        t("lambda ref", () -> ((java.util.function.Supplier<String>) new PB()::m).get());
    }
}
