/*
 * OkDoubleChecked -- CORRECT: BugDoubleChecked's twin: a volatile field, published after
 * load(); three users.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
public class OkDoubleChecked {
    static class Config { int port; void load() { port = 8080; } }
    static volatile Config instance;
    static Config get() {
        Config c = instance;
        if (c == null) {
            synchronized (OkDoubleChecked.class) {
                c = instance;
                if (c == null) {
                    c = new Config();
                    c.load();
                    instance = c;               // published after load()
                }
            }
        }
        return c;
    }
    static void use() {
        int p = get().port;
        assert p == 8080 : "saw an unloaded config: port " + p;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(OkDoubleChecked::use, "user-1");
        Thread b = new Thread(OkDoubleChecked::use, "user-2");
        Thread c = new Thread(OkDoubleChecked::use, "user-3");
        a.start(); b.start(); c.start(); a.join(); b.join(); c.join();
        System.out.println("port: " + instance.port);
    }
}
