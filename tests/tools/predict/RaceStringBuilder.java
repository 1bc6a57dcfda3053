/** Racy: two threads append to one StringBuilder. */
public class RaceStringBuilder {
    static class Log {
        final StringBuilder text = new StringBuilder();
    }

    public static void main(String[] args) throws Exception {
        Log log = new Log();
        Thread a = new Thread(() -> log.text.append("a"));
        Thread b = new Thread(() -> log.text.append("b"));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done"); // the length depends on the race
    }
}
