import java.util.function.Supplier;

/** Lambda proxy classes are numbered by one counter ($$Lambda$N), which
 *  string concatenation and records' methods do not take numbers from:
 *  HotSpot spins no classes for them. Rivet's concatenation classes took
 *  numbers, so a lambda made after a concatenation had another name. */
public class LambdaClassNumbers {
    record Point(int x, int y) {}

    static String name(Object o) {
        String n = o.getClass().getName();
        int slash = n.indexOf('/');
        return slash < 0 ? n : n.substring(0, slash);
    }

    public static void main(String[] args) {
        Runnable r1 = () -> {};
        Supplier<String> s1 = () -> "a";
        System.out.println(name(r1) + " " + name(s1));
        String concat = "x" + args.length + "y" + s1.get();
        Point p = new Point(1, 2);
        String shown = p + " " + p.hashCode() + " " + p.equals(new Point(1, 2));
        Runnable r3 = () -> {};
        System.out.println(name(r3) + " " + concat + " " + shown);
        for (int i = 0; i < 3; i++) {
            String c = "loop " + i;
            Runnable r = () -> {};
            System.out.println(c + " " + name(r));
        }
    }
}
