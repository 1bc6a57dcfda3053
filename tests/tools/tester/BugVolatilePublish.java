/*
 * BugVolatilePublish -- BUG: a volatile flag published before the data it
 * guards.
 *
 * The writer sets the volatile `ready` flag and only then writes `data`. The
 * reader checks the flag and, when it is set, reads the data: if it runs
 * between the writer's two writes it sees the flag but the old data. (Writing
 * data first would be correct: the volatile write publishes it.)
 *
 * Tester: exactly one failure, the reader's assertion:
 *   uncaught exception: java.lang.AssertionError: reader saw ready but data = 0
 * reachable only with a switch right after the writer's volatile write. A
 * plain run: the writer, started first, is done before the reader looks.
 */
public class BugVolatilePublish {
    static int data;
    static volatile boolean ready;

    public static void main(String[] args) throws InterruptedException {
        Thread writer = new Thread(() -> {
            ready = true;   // BUG: published before the data
            data = 42;
        }, "writer");
        Thread reader = new Thread(() -> {
            if (ready) {
                int d = data;
                assert d == 42 : "reader saw ready but data = " + d;
            }
        }, "reader");
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("data " + data);
    }
}
