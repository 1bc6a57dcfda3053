/*
 * BugSingleThread -- BUG on every run: a program that never starts a second
 * thread has one schedule, its run, and an assertion that fails on it is a
 * failure the tester reports like any other (with a replay log).
 *
 * Tester: exactly one failure:
 *   uncaught exception: java.lang.AssertionError: the total is off by one
 */
public class BugSingleThread {
    public static void main(String[] args) {
        int total = 0;
        for (int i = 1; i <= 10; i++)
            total += i;
        assert total == 56 : "the total is off by one";
        System.out.println("total " + total);
    }
}
