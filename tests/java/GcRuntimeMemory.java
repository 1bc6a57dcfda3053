// jvm-options: -Xmx16m -XX:+UseSerialGC
// Runtime.freeMemory <= totalMemory <= maxMemory at every step while the heap grows.
public class GcRuntimeMemory {
    public static void main(String[] a) {
        Runtime r = Runtime.getRuntime();
        long max = r.maxMemory();
        Object[] keep = new Object[200];
        boolean ok = true;
        for (int i = 0; i < 200; i++) {
            keep[i] = new byte[10000];
            long t = r.totalMemory(), f = r.freeMemory();
            if (!(f >= 0 && f <= t && t <= max)) { ok = false; System.out.println("bad " + i + " " + f + " " + t + " " + max); break; }
        }
        System.gc();
        long t = r.totalMemory(), f = r.freeMemory();
        System.out.println("consistent " + ok + " " + (f >= 0 && f <= t && t <= max) + " max>0 " + (max > 0));
    }
}
