// compare: stderr
// An exception escaping main: stack trace with causes on stderr ("Exception in thread "main" ..."), exit status 1.
public class UncaughtMain {
    static class Failure extends RuntimeException {
        Failure(String msg, Throwable cause) { super(msg, cause); }
    }

    static void parse(String s) {
        try {
            Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new Failure("could not parse '" + s + "'", e);
        }
    }

    static int work(int n) {
        if (n == 3) parse("x" + n);
        return n * 2;
    }

    public static void main(String[] args) {
        int total = 0;
        for (int i = 0; i < 5; i++) {
            total += work(i);
            System.out.println("after " + i + ": total=" + total);
        }
        System.out.println("never reached");
    }
}
