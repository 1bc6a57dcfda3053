package q;
public class Lib {
    public interface I { void m(); }
    public interface J { default String d() { return "J.d"; } }
    public static class Impl implements I, J { public void m() { System.out.println("Impl.m"); } }
    public static class A { public void fm() { System.out.println("A.fm"); } public void am() { System.out.println("A.am"); } public String sup() { return "A.sup"; } }
    public static class Vis { public void m() {} public int f; public Vis() {} public static int sf; }
    public static class Fin { public int f = 1; public static int sf = 2; }
    public interface K { default String k() { return "K.k"; } }
    public static class Grand { public String g() { return "Grand.g"; } }
    public static class Parent extends Grand { public String g() { return "Parent.g"; } }
}
