// Odds and ends of the VM interface: native libraries that are missing or are not libraries
// (UnsatisfiedLinkError messages, also for unbound native methods), thread and clone edge
// cases, environment and properties, arraycopy errors, raw float bits, interning.
public class MiscJvm {
    interface Op { Object run() throws Throwable; }
    static void t(String what, Op op) {
        try { System.out.println(what + " -> " + op.run()); }
        catch (Throwable e) { System.out.println(what + " -> " + e.getClass().getName() + ": " + String.valueOf(e.getMessage()).replaceAll("rivet-notlib[0-9]*", "rivet-notlibN")); }
    }
    native void nat();
    static native int snat(int x);
    public static void main(String[] args) throws Exception {
        t("identityHashCode null", () -> System.identityHashCode(null));
        t("mapLibraryName", () -> System.mapLibraryName("foo"));
        t("mapLibraryName null", () -> System.mapLibraryName(null));
        t("loadLibrary missing", () -> { System.loadLibrary("rivet_nonexistent_lib"); return null; });
        t("loadLibrary slash", () -> { System.loadLibrary("a/b"); return null; });
        t("load relative", () -> { System.load("libfoo.so"); return null; });
        t("load missing", () -> { System.load("/nonexistent/libfoo.so"); return null; });
        java.nio.file.Path junk = java.nio.file.Files.createTempFile("rivet-notlib", ".so");
        java.nio.file.Files.writeString(junk, "this is not an ELF shared object, just some text long enough for the header check\n".repeat(4));
        t("load not a library", () -> { System.load(junk.toString()); return null; });
        java.nio.file.Files.delete(junk);
        t("native missing", () -> { new MiscJvm().nat(); return null; });
        t("static native missing", () -> snat(1));
        t("holdsLock null", () -> Thread.holdsLock(null));
        t("unstarted stack", () -> new Thread().getStackTrace().length);
        t("unstarted state", () -> new Thread().getState());
        t("countStackFrames", () -> Thread.currentThread().countStackFrames());
        t("Thread.clone", () -> { class T extends Thread { Object c() throws CloneNotSupportedException { return clone(); } } return new T().c(); });
        t("enum clone", () -> Thread.State.NEW.compareTo(Thread.State.RUNNABLE));
        t("Object clone", () -> { class N { Object c() throws CloneNotSupportedException { return clone(); } } return new N().c(); });
        t("array clone", () -> new int[][]{{1}}.clone()[0][0]);
        t("getenv missing", () -> System.getenv("RIVET_SURELY_MISSING_VAR"));
        t("getenv null", () -> System.getenv(null));
        t("getProperty empty", () -> System.getProperty(""));
        t("setProperty null", () -> System.setProperty(null, "x"));
        t("nanoTime monotonic", () -> System.nanoTime() <= System.nanoTime());
        t("gc", () -> { System.gc(); Runtime.getRuntime().gc(); System.runFinalization(); return "ok"; });
        t("freeMemory sane", () -> Runtime.getRuntime().freeMemory() <= Runtime.getRuntime().totalMemory() && Runtime.getRuntime().totalMemory() <= Runtime.getRuntime().maxMemory());
        t("Runtime.version feature", () -> Runtime.version().feature());
        t("arraycopy null", () -> { System.arraycopy(null, 0, new int[1], 0, 1); return null; });
        t("arraycopy neg len", () -> { System.arraycopy(new int[1], 0, new int[1], 0, -1); return null; });
        t("arraycopy overlap", () -> { int[] a = {1, 2, 3, 4}; System.arraycopy(a, 0, a, 1, 3); return java.util.Arrays.toString(a); });
        t("arraycopy store", () -> { Object[] src = {"a", 1}; String[] dst = new String[2]; try { System.arraycopy(src, 0, dst, 0, 2); } finally { System.out.println("  partial " + java.util.Arrays.toString(dst)); } return null; });
        t("arraycopy prim mismatch", () -> { System.arraycopy(new int[1], 0, new long[1], 0, 1); return null; });
        t("arraycopy index", () -> { System.arraycopy(new int[3], 2, new int[3], 0, 2); return null; });
        t("arraycopy dst index", () -> { System.arraycopy(new String[3], 0, new Object[3], 2, 2); return null; });
        t("arraycopy non array", () -> { System.arraycopy("x", 0, new int[1], 0, 1); return null; });
        t("exit status masks", () -> "skipped");
        t("StrictMath", () -> StrictMath.sin(1e300) + " " + StrictMath.log1p(-1) + " " + StrictMath.cbrt(-27) + " " + StrictMath.IEEEremainder(5, 3) + " " + StrictMath.atan2(-0.0, -1));
        t("Float natives", () -> Float.intBitsToFloat(0x7fc00001) + " " + Integer.toHexString(Float.floatToRawIntBits(Float.intBitsToFloat(0x7fc00001))) + " " + Long.toHexString(Double.doubleToRawLongBits(Double.longBitsToDouble(0x7ff0000000000001L))) + " " + Long.toHexString(Double.doubleToLongBits(Double.longBitsToDouble(0x7ff0000000000001L))));
        t("interned", () -> (new String("abc").intern() == "abc") + " " + (new StringBuilder("ja").append("va").toString().intern() == "java"));
    }
}
