/* A constructor run by a class initialiser publishes `this` through another
 * class's volatile static before it sets its port. A thread that polls that
 * static reaches the object without using the object's class, so nothing
 * orders the constructor's later write before its read: it can read 0.
 * (Writes of a class initialiser are otherwise ordered before every other
 * thread's use of the class; this object escaped it: hunt 13 F3.) */
public class RaceClinitEscape {
    static final class Registry {
        static volatile Service current;
    }

    static final class Service {
        static final Service INSTANCE = new Service();
        int port;

        Service() {
            Registry.current = this; // escapes before port is set
            port = 8080;
        }
    }

    static int seen;

    public static void main(String[] args) throws Exception {
        Thread client = new Thread(() -> {
            Service s;
            while ((s = Registry.current) == null)
                Thread.onSpinWait();
            seen = s.port; // 8080, or 0 when the race goes the other way
        });
        client.start();
        int port = Service.INSTANCE.port;
        client.join();
        System.out.println(port + " " + (seen == 8080 || seen == 0 ? "seen" : "?"));
    }
}
