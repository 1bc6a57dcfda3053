// String.format / printf with common conversions.
public class StringFormat {
    public static void main(String[] args) {
        System.out.println(String.format("%d|%5d|%-5d|%05d|%+d|%,d|%(d", 42, 42, 42, 42, 42, 1234567, -42));
        System.out.println(String.format("%d %d %d %d", (byte) -1, (short) 300, 123456789012L, Integer.MIN_VALUE));
        System.out.println(String.format("%x|%X|%08x|%#x|%o|%#o", 255, 255, 255, 255, 8, 8));
        System.out.println(String.format("%x %x %x", -1, -1L, (byte) -1));
        System.out.println(String.format("%s|%10s|%-10s|%.2s|%S", "abc", "abc", "abc", "abc", "abc"));
        System.out.println(String.format("%s %s %s %s", null, true, 'c', 3.5));
        System.out.println(String.format("%b %b %b %B", true, null, "x", false));
        System.out.println(String.format("%c%c%c %C", 'a', 66, (int) 'c', 'd'));
        System.out.println(String.format("%5.2f|%-8.3f|%08.2f|%.0f|%.0f|%.0f|%f", 3.14159, 2.71828, -1.5, 0.5, 1.5, 2.5, 1.0 / 3));
        System.out.println(String.format("%.2f %.2f %.2f %.2f %.3f", 0.125, 0.135, 1.005, -0.001, 1e10));
        System.out.println(String.format("%e|%.3e|%E|%g|%.3g|%g", 12345.678, 0.000123456, 1e-10, 0.0001, 123456.0, 1e-5));
        System.out.println(String.format("%f %f %f", Double.NaN, Double.POSITIVE_INFINITY, -0.0));
        System.out.println(String.format("%,.2f %,d", 1234567.891, -9876543210L));
        System.out.println(String.format("%.1f %.1f %.1f %.1f", 0.05, 0.15, 0.25, 0.35));
        System.out.println(String.format("%10.4f|%-10.1f|", Math.PI, Math.E));
        System.out.println(String.format("%%|%n").replace("\n", "NL"));
        System.out.println(String.format("%2$s %1$s %2$s", "a", "b"));
        System.out.println(String.format("%s %<s %s", "x", "y"));
        System.out.println(String.format("[%8.3s]", "abcdef"));
        System.out.println(String.format("%h %h", "hi", 42));
        System.out.println(String.format("%s", new int[0].length));
        System.out.println(String.format("%s", (Object) new StringBuilder("sb")));
        System.out.printf("printf %d + %d = %d%n", 2, 3, 5);
        System.out.println("formatted: " + "%d-%s".formatted(7, "z"));
        double v = 1.23456e-6;
        for (int i = 0; i < 12; i++, v *= 10) {
            System.out.println(String.format("%3d %14.6f %12.4e %s", i, v, v, v));
        }
        String[] bad = {"%d", "%q", "%.2d", "%-d"};
        for (String b : bad) {
            try {
                System.out.println(String.format(b, "str"));
            } catch (java.util.IllegalFormatException e) {
                System.out.println(b + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
        try {
            String.format("%s %s", "one");
        } catch (java.util.MissingFormatArgumentException e) {
            System.out.println("missing -> " + e.getMessage());
        }
        StringBuilder table = new StringBuilder();
        String[] names = {"alpha", "beta", "gamma", "delta"};
        for (int i = 0; i < names.length; i++) {
            table.append(String.format("|%-6s|%4d|%7.3f|%n", names[i], i * i * 17, i / 7.0));
        }
        System.out.print(table);
    }
}
