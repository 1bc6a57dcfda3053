// jvm-options: -ea -Drivet.test.prop=hello -Dempty.prop=
// Assertions enabled with -ea: failing asserts throw AssertionError with the detail message; -D properties are visible.
public class AssertEnabled {
    static int sideEffects = 0;

    static boolean touch() {
        sideEffects++;
        return true;
    }

    static int checkedDivide(int a, int b) {
        assert b != 0 : "divisor must be non-zero, a=" + a;
        return a / b;
    }

    static class Inner {
        static boolean enabled() {
            boolean on = false;
            assert on = true;
            return on;
        }
    }

    public static void main(String[] args) {
        System.out.println("property rivet.test.prop=" + System.getProperty("rivet.test.prop") + " empty.prop=[" + System.getProperty("empty.prop")
            + "] missing=" + System.getProperty("no.such.prop") + " default=" + System.getProperty("no.such.prop", "dflt"));
        System.out.println("desiredAssertionStatus=" + AssertEnabled.class.desiredAssertionStatus() + " inner enabled=" + Inner.enabled());
        assert touch();
        assert touch() : "message not evaluated when true";
        System.out.println("side effects ran: " + sideEffects);
        try {
            assert 1 + 1 == 3;
            System.out.println("not reached");
        } catch (AssertionError e) {
            System.out.println("AssertionError without message: " + e + " message=" + e.getMessage());
        }
        try {
            checkedDivide(10, 0);
        } catch (AssertionError e) {
            System.out.println("caught: " + e.getMessage());
        }
        Object[] details = {42, 3.5, 'c', null, new StringBuilder("sb"), true, 7L};
        for (Object d : details) {
            try {
                assert false : d;
            } catch (AssertionError e) {
                System.out.println("detail " + e.getMessage() + " cause=" + e.getCause());
            }
        }
        Throwable cause = new IllegalStateException("root cause");
        try {
            assert false : cause;
        } catch (AssertionError e) {
            System.out.println("throwable detail becomes cause: " + e.getMessage() + " | cause=" + e.getCause());
        }
        try {
            int x = 5;
            assert x < 0 : "x=" + x;
        } catch (AssertionError e) {
            e.printStackTrace(System.out);
        }
        System.out.println("checkedDivide(10, 2)=" + checkedDivide(10, 2));
    }
}
