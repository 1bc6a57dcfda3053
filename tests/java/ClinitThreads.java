import java.util.*;
import java.util.concurrent.*;

class SlowInit {
    static final List<String> events = Collections.synchronizedList(new ArrayList<>());
    static int value;
    static {
        events.add("init start " + Thread.currentThread().getName());
        try { Thread.sleep(100); } catch (InterruptedException e) { }
        value = 42;
        events.add("init end");
    }
    static int get() { return value; }
}
class FailInit {
    static int v;
    static {
        try { Thread.sleep(50); } catch (InterruptedException e) { }
        if (true) throw new IllegalStateException("fail in " + Thread.currentThread().getName());
    }
}
class SelfRef {
    static final SelfRef INSTANCE = new SelfRef();
    static int counter = 10;
    final int seen;
    SelfRef() { seen = counter; counter++; }
}
class WaitInClinit {
    static final Object LOCK = new Object();
    static String state = "none";
    static {
        Thread t = new Thread(() -> { synchronized (LOCK) { LOCK.notifyAll(); } });
        synchronized (LOCK) {
            t.start();
            try { LOCK.wait(5000); } catch (InterruptedException e) { }
        }
        state = "waited";
    }
}

// Class initialisation across threads: concurrent first uses wait for one initialiser,
// a failing initialiser (ExceptionInInitializerError once, then NoClassDefFoundError with
// the recorded cause), an instance made during <clinit>, wait/notify inside <clinit>, and
// Class.forName initialising from several threads.
public class ClinitThreads {
    public static void main(String[] args) throws Exception {
        ExecutorService ex = Executors.newFixedThreadPool(3, r -> { Thread t = new Thread(r); t.setName("w" + t.getName().replaceAll("\\D", "").length()); return t; });
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 3; i++) fs.add(ex.submit(() -> { go.await(); return SlowInit.get(); }));
        go.countDown();
        for (Future<Integer> f : fs) System.out.println("value " + f.get());
        System.out.println("init events " + SlowInit.events.size() + " " + SlowInit.events.get(0).startsWith("init start") + " " + SlowInit.events.get(1));
        CountDownLatch go2 = new CountDownLatch(1);
        List<Future<String>> fs2 = new ArrayList<>();
        for (int i = 0; i < 3; i++) fs2.add(ex.submit(() -> { go2.await(); try { return "v " + FailInit.v; } catch (Throwable t) { return t.getClass().getSimpleName() + (t.getCause() != null ? " cause " + t.getCause().getClass().getSimpleName() : "") + " msg " + (t.getMessage() == null ? null : t.getMessage().replaceAll("in w\\d+", "in W")); } }));
        go2.countDown();
        List<String> outs = new ArrayList<>();
        for (Future<String> f : fs2) outs.add(f.get());
        Collections.sort(outs);
        outs.forEach(System.out::println);
        try { System.out.println(FailInit.v); } catch (NoClassDefFoundError e) { System.out.println("main " + e.getMessage() + " cause " + e.getCause()); }
        System.out.println("selfref " + SelfRef.INSTANCE.seen + " " + SelfRef.counter);
        System.out.println("wait in clinit " + WaitInClinit.state);
        ex.shutdown();
        // class init triggered through reflection and MethodHandles in parallel threads
        Thread[] ts = new Thread[4];
        String[] res = new String[4];
        for (int i = 0; i < 4; i++) {
            int k = i;
            ts[i] = new Thread(() -> {
                try {
                    Class<?> c = Class.forName("LazyHolder" + (k % 2));
                    res[k] = c.getSimpleName() + "=" + c.getDeclaredField("X").get(null);
                } catch (Exception e) { res[k] = e.toString(); }
            });
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(Arrays.toString(res) + " inits " + LazyHolder0.inits + " " + LazyHolder1.inits);
    }
}
class LazyHolder0 { static int inits; static final Object X; static { inits++; Thread.yield(); X = "zero"; } }
class LazyHolder1 { static int inits; static final Object X; static { inits++; try { Thread.sleep(20); } catch (InterruptedException e) {} X = "one"; } }
