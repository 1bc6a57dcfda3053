import rivet.Downcall;

/** Runs under tests/tools/rti/probetool.c; see test-rti.sh for the expected output. */
public class RtiProbe {
    static class Node { int v; Node(int v) { this.v = v; } }
    static class SubNode extends Node { SubNode(int v) { super(v); } }
    static final Object lock = new Object();
    static StringBuilder log = new StringBuilder();

    public static void main(String[] args) throws Exception {
        // Downcalls.
        System.out.println("add: " + Downcall.downcall("Probe", "add", 2, 3));
        try {
            Downcall.downcall("Probe", "fail");
        } catch (IllegalStateException e) {
            System.out.println("fail: " + e.getMessage());
        }
        try {
            Downcall.downcall("Nobody", "here");
        } catch (UnsupportedOperationException e) {
            System.out.println("unknown: " + e.getMessage());
        }
        System.out.println("stack: " + Downcall.downcall("Probe", "stack"));
        synchronized (lock) {
            synchronized (lock) {
                System.out.println("owner count: " + Downcall.downcall("Probe", "owner", lock));
            }
        }
        System.out.println("owner when free: " + Downcall.downcall("Probe", "owner", lock));

        // Extra fields: a serial number set by the alloc event (inherited by SubNode),
        // and a reference-typed field that must survive a collection.
        Node a = new Node(1), b = new Node(2), c = new SubNode(3);
        System.out.println("serials: " + Downcall.downcall("Probe", "serial", a) + " "
                + Downcall.downcall("Probe", "serial", b) + " " + Downcall.downcall("Probe", "serial", c));
        Object holder = new Object();
        Downcall.downcall("Probe", "tag", holder, new String("tag-value"));
        for (int i = 0; i < 200_000; i++) { byte[] junk = new byte[256]; junk[0] = 1; }
        System.gc();
        System.out.println("tag after gc: " + Downcall.downcall("Probe", "tagOf", holder));
        int[] arr = new int[3];
        Downcall.downcall("Probe", "tag", arr, "array-tag");
        System.out.println("array tag: " + Downcall.downcall("Probe", "tagOf", arr));

        // Scheduling: the tool runs the most recently started thread first and never preempts.
        Thread[] ts = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ts[i] = new Thread(() -> { for (int k = 0; k < 3; k++) { log.append(id); Thread.yield(); } });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println("run order: " + log);

        // notify wakes the last waiter (the tool's choice).
        StringBuilder woke = new StringBuilder();
        Thread[] ws = new Thread[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            ws[i] = new Thread(() -> {
                synchronized (lock) {
                    try { lock.wait(); } catch (InterruptedException e) { }
                    woke.append(id);
                }
            });
        }
        for (Thread t : ws) t.start();
        for (int i = 0; i < 3; i++) {
            while (ws[0].getState() != Thread.State.WAITING || ws[1].getState() != Thread.State.WAITING
                    || ws[2].getState() != Thread.State.WAITING) {
                if (woke.length() > 0) break;
                Thread.sleep(1);
            }
            synchronized (lock) { lock.notify(); }
            Thread.sleep(1);
        }
        for (Thread t : ws) t.join();
        System.out.println("wake order: " + woke);
    }
}
