// StackOverflowError is catchable, the VM recovers, and finally blocks run while unwinding.
public class StackOverflow {
    static int depth;
    static int finallies;

    static void recurse() {
        depth++;
        recurse();
    }

    static long recurseWithLocals(long a, double b, String c) {
        long x = a + 1;
        double y = b * 1.0001;
        return recurseWithLocals(x, y, c) + x;
    }

    static void recurseWithFinally(int n) {
        try {
            recurseWithFinally(n + 1);
        } finally {
            finallies++;
        }
    }

    static int mutualA(int n) { return mutualB(n + 1) + 1; }
    static int mutualB(int n) { return mutualA(n + 1) + 1; }

    static class Node {
        Node next;
        int length() { return next == null ? 1 : 1 + next.length(); }
    }

    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) {
        try {
            recurse();
        } catch (StackOverflowError e) {
            System.out.println("caught StackOverflowError, depth > 1000: " + (depth > 1000) + ", message: " + e.getMessage());
        }
        try {
            recurseWithLocals(0, 1.0, "s");
        } catch (StackOverflowError e) {
            System.out.println("caught again with locals: " + e.getClass().getName());
        }
        try {
            recurseWithFinally(0);
        } catch (StackOverflowError e) {
            System.out.println("finally blocks ran: " + (finallies > 1000));
        }
        try {
            mutualA(0);
        } catch (StackOverflowError e) {
            System.out.println("mutual recursion overflow caught");
        }
        // a cyclic list makes a naive length() overflow
        Node a = new Node();
        Node b = new Node();
        a.next = b;
        b.next = a;
        try {
            System.out.println(a.length());
        } catch (StackOverflowError e) {
            System.out.println("cyclic list overflow caught; breaking cycle");
        }
        b.next = null;
        System.out.println("length now " + a.length());
        // the VM must still work normally after repeated overflows
        int caught = 0;
        for (int i = 0; i < 5; i++) {
            depth = 0;
            try {
                recurse();
            } catch (StackOverflowError e) {
                caught++;
            }
        }
        System.out.println("overflows caught in loop: " + caught);
        System.out.println("fib(20) after overflow: " + fib(20));
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 5; i++) sb.append(i * i);
        System.out.println("still fine: " + sb);
        // deep but finite recursion must not overflow
        System.out.println("sum to 2000 recursively: " + sumTo(2000));
        Throwable t = catchIt();
        System.out.println("StackOverflowError is a VirtualMachineError: " + (t instanceof VirtualMachineError) + ", Error: " + (t instanceof Error)
            + ", stack trace non-empty: " + (t.getStackTrace().length > 0) + ", top frame: " + t.getStackTrace()[0].getMethodName());
    }

    static long sumTo(int n) { return n == 0 ? 0 : n + sumTo(n - 1); }

    static Throwable catchIt() {
        try {
            recurse();
            return null;
        } catch (StackOverflowError e) {
            return e;
        }
    }
}
