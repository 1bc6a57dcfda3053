// race: StaticConfig$Config.level
/** A static field of another class, set by a thread while main reads it. */
public class StaticConfig {
    static class Config {
        static int level = 1;
    }

    public static void main(String[] args) throws Exception {
        Config.level = 2;
        Thread t = new Thread(() -> Config.level = 3);
        t.start();
        int seen = Config.level;
        t.join();
        System.out.println(seen > 0 ? "done" : "?");
    }
}
