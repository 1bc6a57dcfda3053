public class Lib {
    private String m() { return "Lib.m PRIVATE"; }
    private static String sm() { return "Lib.sm PRIVATE"; }
    private Lib() { System.out.println("private ctor ran"); }
    public static Lib make0() { return new Lib(); }
}
class Other { public String x() { return "Other.x now instance"; } }
