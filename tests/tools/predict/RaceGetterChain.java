/** Racy: a field reached through a chain of getters (app.getConfig()
 *  .getLimits().max), set by an admin thread and read by a worker with no
 *  synchronisation on the way. */
public class RaceGetterChain {
    static class Limits {
        private int max = 10;

        int getMax() {
            return max;
        }

        void setMax(int m) {
            max = m;
        }
    }

    static class Config {
        private final Limits limits = new Limits();

        Limits getLimits() {
            return limits;
        }
    }

    static class App {
        private final Config config = new Config();

        Config getConfig() {
            return config;
        }
    }

    public static void main(String[] args) throws Exception {
        App app = new App();
        int[] seen = new int[1];
        Thread admin = new Thread(() -> app.getConfig().getLimits().setMax(20));
        Thread worker = new Thread(() -> seen[0] = app.getConfig().getLimits().getMax());
        admin.start();
        worker.start();
        admin.join();
        worker.join();
        System.out.println("configured"); // 10 or 20: the race
    }
}
