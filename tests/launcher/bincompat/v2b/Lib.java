package q;
public class Lib {
    public interface I { void m(); }
    public interface J { private String d() { return "J.d private"; } }
    public static class Impl implements J { public void m() { System.out.println("Impl.m"); } }
    public static class A { public final void fm() { System.out.println("A.fm"); } public void am() { System.out.println("A.am"); } public String sup() { return "A.sup"; } }
    public static class Vis { void m() {} int f; private Vis() {} protected static int sf; }
    public static class Fin { public final int f = 1; public static final int sf = 2; }
    public interface K { static String k() { return "K.k static"; } }
    public static class Grand { public String g() { return "Grand.g"; } }
    public static class Parent extends Grand { }
}
