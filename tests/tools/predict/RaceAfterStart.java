/** Racy: main writes the setting after starting the worker that reads it. */
public class RaceAfterStart {
    static class Settings {
        int level;
    }

    public static void main(String[] args) throws Exception {
        Settings s = new Settings();
        int[] seen = new int[1];
        Thread w = new Thread(() -> seen[0] = s.level);
        w.start();
        s.level = 3;
        w.join();
        System.out.println("ok");
    }
}
