package rivet;

/**
 * Calls from a Java program into a Rivet tool. A tool registers a handler for an
 * (owner, name) pair; {@code downcall} routes the call to it and returns what the
 * handler returns. Calling a pair no tool registered throws
 * {@code UnsupportedOperationException}. On other JVMs this class is absent.
 */
public final class Downcall {
    private Downcall() {}

    public static native Object downcall(String owner, String name, Object... args);
}
