// compare: stderr
// An UncaughtExceptionHandler that throws: HotSpot reports the handler's
// exception by its class alone ("Exception: X thrown from the
// UncaughtExceptionHandler in thread ..."), for other threads and for main.
public class UncaughtHandlerThrows {
    static class Quiet extends RuntimeException {
        Quiet(String m) { super(m); }
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { throw new IllegalStateException("worker fails"); }, "worker");
        t.setUncaughtExceptionHandler((th, e) -> {
            System.out.println("handler of " + th.getName() + ": " + e.getMessage());
            throw new Quiet("handler fails");
        });
        t.start();
        t.join();
        System.out.println("worker state " + t.getState());

        Thread.setDefaultUncaughtExceptionHandler((th, e) -> {
            System.out.println("default handler of " + th.getName() + ": " + e);
            throw new UnsupportedOperationException("default handler fails");
        });
        Thread u = new Thread(() -> { throw new ArithmeticException("second"); }, "second-worker");
        u.start();
        u.join();
        throw new Exception("main dies");
    }
}
