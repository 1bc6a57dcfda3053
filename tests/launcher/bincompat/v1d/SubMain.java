package p;
public class SubMain {
    static class Sub extends q.Hid { String call() { return hello(); } }
    static class Impl implements q.HidI { }
    public static void main(String[] a) {
        try { System.out.println(new Sub().call()); } catch (Throwable e) { System.out.println("Sub: " + e); }
        try { System.out.println(new Impl().hi()); } catch (Throwable e) { System.out.println("Impl: " + e); }
    }
}
