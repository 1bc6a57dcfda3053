// jvm-options: -XX:-StackTraceInThrowable
// compare: stderr
// -XX:-StackTraceInThrowable: throwables get no stack trace (and so no helpful NullPointerException
// message), printStackTrace prints only the header lines, an uncaught exception too.
public class VmFlagsNoTrace {
    static String s;
    public static void main(String[] args) {
        try { s.length(); } catch (NullPointerException e) { System.out.println("npe " + e.getMessage() + " frames " + e.getStackTrace().length); }
        Exception ex = new Exception("made", new Error("cause"));
        System.out.println("frames " + ex.getStackTrace().length + " cause frames " + ex.getCause().getStackTrace().length);
        ex.addSuppressed(new RuntimeException("sup"));
        ex.printStackTrace();
        System.out.println("thread frames " + (Thread.currentThread().getStackTrace().length) + " walker " + StackWalker.getInstance().walk(st -> st.count()));
        ex.setStackTrace(new StackTraceElement[]{new StackTraceElement("a.B", "m", "B.java", 3)});
        System.out.println("set trace " + ex.getStackTrace().length);
        throw new IllegalStateException("uncaught");
    }
}
