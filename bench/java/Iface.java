/** Interface calls: a monomorphic, a bimorphic and a megamorphic call site
 * (five classes behind one interface), and default methods. */
public class Iface {
    interface Shape {
        long area(int k);
        default long twice(int k) { return 2 * area(k); }
    }
    static final class Sq implements Shape { public long area(int k) { return (long) k * k; } }
    static final class Rect implements Shape { public long area(int k) { return (long) k * (k + 1); } }
    static final class Tri implements Shape { public long area(int k) { return (long) k * k / 2; } }
    static final class Circ implements Shape { public long area(int k) { return 3L * k * k; } }
    static final class Line implements Shape { public long area(int k) { return k; } }

    public static void main(String[] args) {
        Shape[] all = {new Sq(), new Rect(), new Tri(), new Circ(), new Line()};
        Shape mono = all[0];
        long acc = 0;
        for (int i = 0; i < 3_000_000; i++) {
            acc += mono.area(i & 1023);
            acc += all[i & 1].area(i & 511);
            acc += all[i % 5].area(i & 255);
            acc += all[(i >> 3) % 5].twice(i & 127);
        }
        System.out.println(acc);
    }
}
