// Without -ea assertions are skipped entirely: neither the condition nor the message is evaluated.
public class AssertDisabled {
    static int evaluated = 0;

    static boolean sideEffect() {
        evaluated++;
        return false;
    }

    static String message() {
        evaluated += 100;
        return "message";
    }

    public static void main(String[] args) {
        System.out.println("desiredAssertionStatus=" + AssertDisabled.class.desiredAssertionStatus());
        assert sideEffect() : message();
        assert false;
        assert 1 / 0 == 0 : "would divide by zero";
        boolean on = false;
        assert on = true;
        System.out.println("assertions skipped: evaluated=" + evaluated + " on=" + on);
        // AssertionError can still be thrown explicitly
        try {
            throw new AssertionError("explicit");
        } catch (AssertionError e) {
            System.out.println("explicit AssertionError: " + e.getMessage());
        }
        System.out.println("property unset: " + System.getProperty("rivet.test.prop"));
    }
}
