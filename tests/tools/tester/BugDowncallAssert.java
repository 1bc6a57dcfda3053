/*
 * BugDowncallAssert -- BUG: a check-then-act on a synchronized map, caught by
 * the tester's own assertion downcall.
 *
 * Two workers register themselves as the "printer" service if nobody has:
 * containsKey() then put(), each synchronized, the pair not. Both can see the
 * key missing and both put; the first registration is overwritten. Each
 * worker that registered checks, through
 *     rivet.Downcall.downcall("Tester", "assert", Boolean.valueOf(cond), "message")
 * that its registration stands. The downcall does not throw: the tester
 * records the failure and the program goes on.
 *
 * Tester: exactly one failure (both workers fail the same call with the same
 * message: one failure):
 *   assertion failed: printer: registration overwritten
 * Needs Rivet (the downcall is native): this program cannot run on HotSpot.
 * Compile with build/runtime on the class path.
 */
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

public class BugDowncallAssert {
    static final Map<String, String> registry = Collections.synchronizedMap(new HashMap<>());

    static void register(String service, String worker) {
        if (!registry.containsKey(service)) {   // check
            registry.put(service, worker);      // act: the other may have put meanwhile
            String owner = registry.get(service);
            rivet.Downcall.downcall("Tester", "assert", Boolean.valueOf(worker.equals(owner)),
                                    service + ": registration overwritten");
        }
    }

    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> register("printer", "worker-1"), "worker-1");
        Thread b = new Thread(() -> register("printer", "worker-2"), "worker-2");
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println("printer: " + registry.get("printer"));
    }
}
