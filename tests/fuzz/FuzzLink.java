// Helper of the libFuzzer target (tests/fuzz/fuzz_classfile.c), on the boot
// class path: defines one class file in a fresh class loader and links it, which
// parses, verifies and lays it out. Class initialisation is not run, so fuzzed
// code never executes (a verified infinite loop would only be a time-out).
public final class FuzzLink {
    static final class Loader extends ClassLoader {
        Loader() {
            super(null);
        }

        Class<?> define(byte[] b) {
            return defineClass(null, b, 0, b.length);
        }
    }

    // Returns the outcome: "linked", or the error's class name.
    public static String link(byte[] bytes) {
        try {
            Class<?> c = new Loader().define(bytes);
            c.getDeclaredMethods(); // links (and verifies) the class, as on HotSpot
            c.getDeclaredFields();
            return "linked";
        } catch (LinkageError | SecurityException | IllegalArgumentException e) {
            return e.getClass().getName();
        }
    }
}
