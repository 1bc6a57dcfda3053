public class Lib {
    public String m() { return "Lib.m"; }
    public static String sm() { return "Lib.sm"; }
    public Lib() {}
    public static Lib make0() { return new Lib(); }
    public String f = "Lib.f";
}
class Other { public static String x() { return "Other.x"; } }
