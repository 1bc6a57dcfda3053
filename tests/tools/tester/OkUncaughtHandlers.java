import java.util.concurrent.atomic.AtomicInteger;

/** Workers whose crash the program expects and handles: one with its own
 *  UncaughtExceptionHandler, one in a ThreadGroup whose uncaughtException
 *  counts, one through the default handler. HotSpot prints nothing and the
 *  program ends with status 0; the tester reported each crash as a failure
 *  (hunt 14 F4). */
public class OkUncaughtHandlers {
    static final AtomicInteger crashes = new AtomicInteger();

    static Thread crasher(ThreadGroup g, String name) {
        return new Thread(g, () -> { throw new IllegalStateException("expected crash of " + name); }, name);
    }

    public static void main(String[] args) throws Exception {
        Thread own = crasher(null, "own");
        own.setUncaughtExceptionHandler((t, e) -> crashes.incrementAndGet());
        ThreadGroup counting = new ThreadGroup("counting") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                crashes.incrementAndGet();
            }
        };
        Thread grouped = crasher(counting, "grouped");
        own.start();
        grouped.start();
        own.join();
        grouped.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> crashes.incrementAndGet());
        Thread dflt = crasher(null, "default");
        dflt.start();
        dflt.join();
        assert crashes.get() == 3 : "crashes " + crashes.get();
        System.out.println("handled " + crashes.get());
    }
}
