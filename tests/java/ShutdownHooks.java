// Shutdown hooks run when main returns normally; registration errors; removing a hook.
public class ShutdownHooks {
    static volatile int work;

    public static void main(String[] args) {
        Thread hook = new Thread(() -> {
            System.out.println("hook: work=" + work);
            System.out.println("hook: thread name " + Thread.currentThread().getName());
            System.out.println("hook: done");
        }, "final-hook");
        Thread removed = new Thread(() -> System.out.println("removed hook ran (must not print)"));
        Runtime rt = Runtime.getRuntime();
        rt.addShutdownHook(hook);
        rt.addShutdownHook(removed);
        System.out.println("removeShutdownHook: " + rt.removeShutdownHook(removed) + " again: " + rt.removeShutdownHook(removed));
        try {
            rt.addShutdownHook(hook);
        } catch (IllegalArgumentException e) {
            System.out.println("add twice: " + e.getMessage());
        }
        for (int i = 0; i < 1000; i++) work += i;
        System.out.println("main returns normally, work=" + work);
    }
}
