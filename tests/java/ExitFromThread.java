// System.exit(0) called from another thread while main is sleeping ends the VM at once.
public class ExitFromThread {
    public static void main(String[] args) throws InterruptedException {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook: VM shutting down")));
        Thread exiter = new Thread(() -> {
            System.out.println("exiter: calling System.exit(0)");
            System.exit(0);
        }, "exiter");
        System.out.println("main: starting exiter and sleeping");
        exiter.start();
        Thread.sleep(20000);
        System.out.println("main: woke up (must not print)");
    }
}
