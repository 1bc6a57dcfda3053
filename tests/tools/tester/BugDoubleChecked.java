/*
 * BugDoubleChecked -- BUG: double-checked locking that publishes before initialising.
 *
 * get() stores the new Config in the (plain) field and only then calls
 * load(). Even with sequentially consistent interleavings, the second user
 * can see the field non-null between the store and load(), and use a
 * Config whose port is still 0. The tester must learn `instance` as racy.
 *
 * Tester: a user's assertion:
 *   uncaught exception: java.lang.AssertionError: saw an unloaded config: port 0
 */
public class BugDoubleChecked {
    static class Config { int port; void load() { port = 8080; } }
    static Config instance;
    static Config get() {
        if (instance == null) {
            synchronized (BugDoubleChecked.class) {
                if (instance == null) {
                    instance = new Config();     // BUG: published before load()
                    instance.load();
                }
            }
        }
        return instance;
    }
    static void use() {
        int p = get().port;
        assert p == 8080 : "saw an unloaded config: port " + p;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(BugDoubleChecked::use, "user-1");
        Thread b = new Thread(BugDoubleChecked::use, "user-2");
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
