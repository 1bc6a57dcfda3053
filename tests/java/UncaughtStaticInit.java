// compare: stderr
// The main class's static initializer throws: ExceptionInInitializerError reported by the launcher, exit status 1.
public class UncaughtStaticInit {
    static int[] table = build();

    static int[] build() {
        System.out.println("building table");
        int[] t = new int[4];
        for (int i = 0; i <= t.length; i++) {
            t[i] = i * i;
            System.out.println("t[" + i + "]=" + t[i]);
        }
        return t;
    }

    public static void main(String[] args) {
        System.out.println("main never runs " + table.length);
    }
}
