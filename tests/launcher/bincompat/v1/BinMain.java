public class BinMain {
    interface Op { Object run() throws Throwable; }
    static void t(String w, Op op) { try { System.out.println(w + " -> " + op.run()); } catch (Throwable e) { System.out.println(w + " -> " + e + (e.getCause() != null ? " / cause " + e.getCause() : "")); } }
    static class ImplM2 implements IfaceM { public void m() {} }
    public static void main(String[] a) {
        t("toIface new", () -> new ToIface());
        t("fieldGone", () -> new FieldGone().f);
        t("sfieldGone", () -> FieldGone.sf);
        t("methGone", () -> { new MethGone().m(); return "ok"; });
        t("smethGone", () -> { MethGone.sm(); return "ok"; });
        t("becomesStatic m", () -> { new BecomesStatic().m(); return "ok"; });
        t("becomesStatic f", () -> new BecomesStatic().f);
        t("becomesInstance m", () -> { BecomesInstance.m(); return "ok"; });
        t("becomesInstance f", () -> BecomesInstance.f);
        t("becomesPrivate m", () -> { new BecomesPrivate().m(); return "ok"; });
        t("becomesPrivate f", () -> new BecomesPrivate().f);
        t("becomesPrivate sm", () -> { BecomesPrivate.sm(); return "ok"; });
        t("becomesAbstract", () -> new BecomesAbstract());
        t("childOfFinal", () -> new ChildOfFinal());
        t("childOfParentToIface", () -> new ChildOfParentToIface());
        t("implOfIfaceToClass", () -> new ImplOfIfaceToClass());
        t("retChanged", () -> RetChanged.m());
        t("circ", () -> new CircA());
        t("enum switch", () -> { Color c = Color.GREEN; switch (c) { case RED: return "red"; case GREEN: return "green"; default: return "other"; } });
        t("enum RED", () -> Color.RED);
        t("enum valueOf", () -> Color.valueOf("RED"));
        t("enum values", () -> java.util.Arrays.toString(Color.values()));
        t("sealed sub", () -> new SubS());
        t("paramChanged", () -> { ParamChanged.m(1); return "ok"; });
        t("ctorGone", () -> new CtorGone(1));
        t("nest peek", () -> new Outer().new In().peek());
        t("default gone", () -> new UsesDef().d());
        t("staticToInst", () -> StaticToDefault.s());
        t("fieldType", () -> FieldTypeChanged.f);
        t("protected", () -> { new ProtectedM().m(); return "ok"; });
        t("implNoM", () -> java.lang.invoke.MethodHandles.lookup().findVirtual(IfaceM2.class, "m", java.lang.invoke.MethodType.methodType(void.class)).invoke((IfaceM2) new ImplNoM()));
        t("implNoM refl", () -> IfaceM2.class.getMethod("m").invoke(new ImplNoM()));
        t("implBoth", () -> new ImplBoth().x());
        t("again toIface", () -> new ToIface());
        t("again childOfFinal", () -> new ChildOfFinal());
        t("again circ", () -> new CircA());
    }
}
