// race: SbRace.out
/** Two threads append to one StringBuilder used as a shared log. */
public class SbRace {
    static final StringBuilder out = new StringBuilder(64);

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> out.append("[a]"));
        Thread b = new Thread(() -> {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
            }
            out.append("[b]");
        });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("done");
    }
}
