// Inheritance: virtual dispatch, super calls, abstract classes, field hiding, static hiding, overloading.
public class Inheritance {
    static abstract class Shape {
        protected String name;
        static int created = 0;
        Shape(String name) {
            this.name = name;
            created++;
            System.out.println("Shape(" + name + ") describe=" + describe());
        }
        abstract double area();
        String describe() { return name + " area=" + String.format("%.3f", area()); }
        static String kind() { return "shape"; }
        public String toString() { return "Shape:" + name; }
    }

    static class Circle extends Shape {
        double r = 1.0; // assigned after super() returns: describe() in Shape's constructor sees 0.0
        Circle(double r) { super("circle"); this.r = r; }
        double area() { return Math.PI * r * r; }
        static String kind() { return "circle"; }
    }

    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { this("rect", w, h); }
        protected Rect(String n, double w, double h) { super(n); this.w = w; this.h = h; }
        double area() { return w * h; }
        String describe() { return "Rect[" + w + "x" + h + "] " + super.describe(); }
    }

    static class Square extends Rect {
        Square(double s) { super("square", s, s); }
        String describe() { return "Square! " + super.describe(); }
        public String toString() { return "Square:" + super.toString(); }
    }

    static class A {
        String field = "A.field";
        static String sfield = "A.sfield";
        String who() { return "A"; }
        String callWho() { return "A.callWho->" + who(); }
        String fieldViaMethod() { return field; }
        private String priv() { return "A.priv"; }
        String callPriv() { return priv(); }
        void over(Object o) { System.out.println("  A.over(Object " + o + ")"); }
        void over(String s) { System.out.println("  A.over(String " + s + ")"); }
        void over(int i) { System.out.println("  A.over(int " + i + ")"); }
        void over(long l) { System.out.println("  A.over(long " + l + ")"); }
        void over(Integer i) { System.out.println("  A.over(Integer " + i + ")"); }
    }

    static class B extends A {
        String field = "B.field";
        static String sfield = "B.sfield";
        @Override String who() { return "B"; }
        String superWho() { return super.who() + "/" + who(); }
        String bothFields() { return field + "," + super.field + "," + ((A) this).field; }
        private String priv() { return "B.priv"; }
        @Override void over(Object o) { System.out.println("  B.over(Object " + o + ")"); }
        void over(double d) { System.out.println("  B.over(double " + d + ")"); }
    }

    static class C extends B {
        @Override String who() { return "C"; }
        @Override String superWho() { return "C->" + super.superWho(); }
    }

    static final class Final extends C {
        @Override public String toString() { return "Final(" + who() + ")"; }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(2), new Rect(3, 4), new Square(5)};
        for (Shape s : shapes) {
            System.out.println(s + " -> " + s.describe() + " class=" + s.getClass().getSimpleName());
        }
        System.out.println("created=" + Shape.created + " kinds=" + Shape.kind() + "," + Circle.kind());
        double total = 0;
        for (Shape s : shapes) total += s.area();
        System.out.printf("total area %.4f%n", total);

        A a = new A();
        A ab = new B();
        A ac = new C();
        B bc = new C();
        A af = new Final();
        for (A x : new A[] {a, ab, ac, bc, af}) {
            System.out.println(x.getClass().getSimpleName() + ": who=" + x.who() + " callWho=" + x.callWho() + " field=" + x.field
                + " fieldViaMethod=" + x.fieldViaMethod() + " callPriv=" + x.callPriv() + " str=" + (x instanceof Final ? x.toString() : "-"));
        }
        System.out.println("B.superWho=" + ((B) ab).superWho() + " C.superWho=" + bc.superWho());
        System.out.println("fields: " + ((B) ab).bothFields() + " static: " + A.sfield + " " + B.sfield);
        System.out.println("overloads on A-typed B:");
        ab.over("str");
        ab.over(1);
        ab.over(1L);
        ab.over(Integer.valueOf(5));
        ab.over((Object) "obj");
        ab.over('c');       // char widens to int
        ab.over(2.5f);      // float boxes to Float -> Object
        System.out.println("overloads on B-typed B:");
        B b = (B) ab;
        b.over(2.5f);       // B.over(double) is applicable by widening
        b.over((short) 3);
        b.over(null == null ? "s" : "t");
        System.out.println("instanceof: " + (ac instanceof B) + " " + (ab instanceof C) + " " + (af instanceof Final) + " " + (a instanceof B));
        try {
            C c = (C) ab;
            System.out.println("unexpected " + c);
        } catch (ClassCastException e) {
            System.out.println("cast B to C: " + e.getMessage());
        }
        Object o = new Square(1);
        Shape sh = (Shape) o;
        Rect r = (Rect) sh;
        System.out.println("cast chain ok: " + r.w + " super class chain: " + o.getClass().getSuperclass().getSimpleName() + " "
            + o.getClass().getSuperclass().getSuperclass().getSimpleName() + " " + o.getClass().getSuperclass().getSuperclass().getSuperclass().getName());
    }
}
