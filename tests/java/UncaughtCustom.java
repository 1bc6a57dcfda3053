// compare: stderr
// Uncaught checked exception thrown from main with suppressed exceptions and a custom toString; finally blocks run first.
public class UncaughtCustom {
    static class ConfigException extends Exception {
        final String key;
        ConfigException(String key) { super("bad key"); this.key = key; }
        @Override public String toString() { return "ConfigException{key=" + key + ", msg=" + getMessage() + "}"; }
    }

    static class Res implements AutoCloseable {
        public void close() {
            System.out.println("closing resource");
            throw new IllegalStateException("close failed");
        }
    }

    public static void main(String[] args) throws Exception {
        try (Res r = new Res()) {
            System.out.println("in body");
            throw new ConfigException("timeout");
        } finally {
            System.out.println("finally in main");
            System.out.flush();
        }
    }
}
