import java.util.*;
import java.util.function.*;

// StackOverflowError in unusual places: inside synchronized (the monitor is released),
// lambdas, toString of a long chain, static methods, string concatenation, a self-containing
// map, method handles and reflection calling themselves (C recursion in the VM), a
// comparator, a thread's uncaught handler, and threads with small and large stacks.
public class SoeSpots {
    static int depth;
    static final Object LOCK = new Object();
    static void syncRec() { synchronized (LOCK) { depth++; syncRec(); } }
    static int lambdaRec(IntUnaryOperator f, int x) { return f.applyAsInt(x); }
    static IntUnaryOperator rec;
    static class Node { Node next; public String toString() { return "N" + next; } }
    static class Deep { static { depth = 0; } static int go(int n) { return go(n + 1) + 1; } }
    static String concatRec(int n) { return "x" + concatRec(n + 1); }
    interface Visitor { int visit(int n); }
    static int mhRec(java.lang.invoke.MethodHandle mh, int n) throws Throwable { return (int) mh.invokeExact(mh, n + 1); }

    public static void main(String[] args) throws Throwable {
        try { syncRec(); } catch (StackOverflowError e) { System.out.println("sync SOE depth>1000 " + (depth > 1000) + " lock free " + !Thread.holdsLock(LOCK)); }
        Thread t = new Thread(() -> { synchronized (LOCK) { System.out.println("other thread got lock"); } });
        t.start(); t.join();
        rec = x -> lambdaRec(rec, x + 1);
        try { rec.applyAsInt(0); } catch (StackOverflowError e) { System.out.println("lambda SOE"); }
        Node head = new Node(), cur = head;
        for (int i = 0; i < 100000; i++) { cur.next = new Node(); cur = cur.next; }
        try { String s = head.toString(); System.out.println(s.length()); } catch (StackOverflowError e) { System.out.println("toString SOE"); }
        try { Deep.go(0); } catch (StackOverflowError e) { System.out.println("static SOE"); }
        try { concatRec(0); } catch (StackOverflowError e) { System.out.println("concat SOE"); }
        Map<String, Object> m = new HashMap<>();
        m.put("self", m);
        try { System.out.println(m.hashCode()); } catch (StackOverflowError e) { System.out.println("hashCode SOE"); }
        List<Object> l = new ArrayList<>();
        l.add(l);
        System.out.println(l);
        java.lang.invoke.MethodHandle mh = java.lang.invoke.MethodHandles.lookup().findStatic(SoeSpots.class, "mhRec", java.lang.invoke.MethodType.methodType(int.class, java.lang.invoke.MethodHandle.class, int.class));
        try { mhRec(mh, 0); } catch (StackOverflowError e) { System.out.println("mh SOE"); }
        try { Comparator<Integer> c = new Comparator<>() { public int compare(Integer a, Integer b) { return this.compare(a, b); } }; c.compare(1, 2); } catch (StackOverflowError e) { System.out.println("comparator SOE"); }
        // after all that, the VM still works
        int s = 0; for (int i = 0; i < 1000; i++) s += i;
        System.out.println("still fine " + s);
        // SOE in a thread's uncaught path
        Thread t2 = new Thread(() -> { syncRec(); });
        t2.setUncaughtExceptionHandler((th, e) -> System.out.println("handler got " + e.getClass().getSimpleName()));
        t2.start(); t2.join();
        // reflection recursion
        java.lang.reflect.Method self = SoeSpots.class.getDeclaredMethod("reflectRec");
        try { reflectRec(); } catch (StackOverflowError e) { System.out.println("reflect SOE"); }
        // the same in threads with small and large stacks
        for (long size : new long[]{1 << 18, 1 << 24}) {
            String[] got = new String[2];
            Thread small = new Thread(null, () -> {
                try { mhRec(mh, 0); } catch (StackOverflowError e) { got[0] = "mh SOE"; } catch (Throwable e) { got[0] = e.toString(); }
                try { reflectRec(); } catch (StackOverflowError e) { got[1] = "reflect SOE"; } catch (Throwable e) { got[1] = e.toString(); }
            }, "sized", size);
            small.start(); small.join();
            System.out.println("thread " + got[0] + " " + got[1]);
        }
    }
    static void reflectRec() throws Exception {
        try { SoeSpots.class.getDeclaredMethod("reflectRec").invoke(null); }
        catch (java.lang.reflect.InvocationTargetException e) { if (e.getCause() instanceof StackOverflowError) throw (StackOverflowError) e.getCause(); throw e; }
    }
}
