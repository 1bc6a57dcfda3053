/*
 * BugAssertValues -- BUG: lost updates on a plain counter; main's assertion
 * names the count it saw.
 *
 * Three workers each read the counter and write it back plus one, without a
 * lock; main joins them and asserts that the count is 3. A lost update gives
 * "count=2", two gives "count=1": the same failure (one assertion, one
 * stack) with two messages. The tester reports it once, with the number of
 * messages met and the other one (tools/tester/README.md, distinct
 * failures). Which message comes first depends on the search order, so
 * test-tester.sh checks the shape, not the value.
 *
 * Tester: one failure,
 *   uncaught exception: java.lang.AssertionError: count=N (N is 1 or 2)
 * with "2 different messages at this place".
 */
public class BugAssertValues {
    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread[] workers = new Thread[3];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Thread(() -> {
                int c = count;
                count = c + 1;
            }, "w" + i);
            workers[i].start();
        }
        for (Thread w : workers)
            w.join();
        assert count == 3 : "count=" + count;
        System.out.println("count " + count);
    }
}
