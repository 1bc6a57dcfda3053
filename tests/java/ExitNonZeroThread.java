// System.exit(42) from a non-main thread while main waits in join(); status 42 reaches the shell.
public class ExitNonZeroThread {
    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> {
            int sum = 0;
            for (int i = 0; i < 1000; i++) sum += i;
            System.out.println("worker computed " + sum + ", exiting with 42");
            System.exit(42);
        });
        t.start();
        t.join();
        System.out.println("main after join (must not print)");
    }
}
