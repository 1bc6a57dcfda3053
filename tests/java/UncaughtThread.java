// compare: stderr
// An uncaught exception in a non-main thread: the default handler prints to stderr; main continues and exits 0.
public class UncaughtThread {
    static class Failing extends Thread {
        final String what;
        Failing(String what) { this.what = what; }
        Failing(String name, String what) { super(name); this.what = what; }
        @Override public void run() {
            System.out.println("thread " + getName() + " about to fail");
            fail(what);
        }
        void fail(String w) {
            if (w.equals("npe")) {
                String s = null;
                s.length();
            }
            throw new IllegalStateException("failure in " + getName() + ": " + w);
        }
    }

    public static void main(String[] args) throws InterruptedException {
        System.out.println("main is " + Thread.currentThread().getName());
        Failing f0 = new Failing("boom");
        f0.start();
        f0.join();
        System.out.println("after Thread-0: alive=" + f0.isAlive() + " state=" + f0.getState());
        Failing f1 = new Failing("worker-x", "npe");
        f1.start();
        f1.join();
        System.out.println("after worker-x");
        Failing f2 = new Failing("handled", "custom");
        f2.setUncaughtExceptionHandler((t, e) -> System.out.println("handler got " + e.getMessage() + " from " + t.getName()));
        f2.start();
        f2.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> System.out.println("default handler: " + e + " in " + t.getName()));
        Failing f3 = new Failing("with-default", "dflt");
        f3.start();
        f3.join();
        Thread.setDefaultUncaughtExceptionHandler(null);
        Failing f4 = new Failing("error", "err") {
            @Override void fail(String w) {
                throw new Error("an Error subclass escapes");
            }
        };
        f4.start();
        f4.join();
        System.out.println("main done, exit status stays 0");
    }
}
