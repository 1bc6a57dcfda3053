// race: LazyInit.greeting
/** Lazy initialisation without any synchronization: both threads may build
 *  the greeting, and the check races with the other thread's store. */
public class LazyInit {
    static String name = "world";
    static String greeting;

    static String greeting() {
        if (greeting == null)
            greeting = "Hello, " + name;
        return greeting;
    }

    public static void main(String[] args) throws Exception {
        int[] len = new int[2];
        Thread a = new Thread(() -> len[0] = greeting().length());
        Thread b = new Thread(() -> len[1] = greeting().length());
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(len[0] + len[1]);
    }
}
