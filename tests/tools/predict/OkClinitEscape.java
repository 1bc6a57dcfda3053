/* RaceClinitEscape's twin: the constructor sets its port and then publishes
 * `this` through the other class's volatile static; the volatile orders the
 * write before the polling thread's read. Nothing to report. */
public class OkClinitEscape {
    static final class Registry {
        static volatile Service current;
    }

    static final class Service {
        static final Service INSTANCE = new Service();
        int port;

        Service() {
            port = 8080;
            Registry.current = this; // published once set
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
