// System.exit(3) from nested calls: finally blocks do not run, shutdown hooks do, the exit status is 3.
public class ExitCode {
    static void deep(int n) {
        if (n == 0) {
            System.out.println("calling System.exit(3)");
            System.exit(3);
        }
        try {
            deep(n - 1);
        } finally {
            System.out.println("finally " + n + " (must not print)");
        }
    }

    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("shutdown hook running in " + Thread.currentThread().getName());
        }, "exit-hook"));
        System.out.println("main starts");
        try {
            deep(3);
        } finally {
            System.out.println("outer finally (must not print)");
        }
        System.out.println("after exit (must not print)");
    }
}
