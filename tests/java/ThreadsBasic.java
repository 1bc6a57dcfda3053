import java.util.ArrayList;
import java.util.List;

// Threads: start/join, names, priorities, daemon flag, states, ThreadLocal, volatile flags, results published via join.
public class ThreadsBasic {
    static volatile boolean go = false;
    static volatile int spins = 0;
    static final ThreadLocal<String> LOCAL = ThreadLocal.withInitial(() -> "initial");
    static final InheritableThreadLocal<String> INHERITED = new InheritableThreadLocal<>();

    static class Worker extends Thread {
        final int id;
        long result;
        String seenName;
        boolean sawItself;
        Worker(int id) { this.id = id; }
        @Override public void run() {
            long r = 0;
            for (int i = 0; i <= id * 1000; i++) r += i;
            result = r;
            seenName = Thread.currentThread().getName();
            sawItself = Thread.currentThread() == this;
        }
    }

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println("main thread name=" + main.getName() + " priority=" + main.getPriority() + " daemon=" + main.isDaemon()
            + " group=" + main.getThreadGroup().getName() + " alive=" + main.isAlive() + " state=" + main.getState());
        // auto-generated names Thread-0, Thread-1, ... in creation order
        Worker[] ws = new Worker[4];
        for (int i = 0; i < ws.length; i++) ws[i] = new Worker(i + 1);
        for (Worker w : ws) System.out.println("created " + w.getName() + " state=" + w.getState() + " alive=" + w.isAlive() + " daemon=" + w.isDaemon()
            + " priority=" + w.getPriority());
        for (Worker w : ws) w.start();
        for (Worker w : ws) w.join();
        for (Worker w : ws) System.out.println(w.getName() + " result=" + w.result + " seenName=" + w.seenName + " sawItself=" + w.sawItself
            + " state=" + w.getState() + " alive=" + w.isAlive());
        // named threads and Runnable targets
        long[] out = new long[3];
        List<Thread> named = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            final int k = i;
            Thread t = new Thread(() -> {
                long f = 1;
                for (int j = 2; j <= 10 + k; j++) f *= j;
                out[k] = f;
            }, "calc-" + i);
            named.add(t);
        }
        for (Thread t : named) t.start();
        for (Thread t : named) t.join();
        System.out.println("factorials " + out[0] + " " + out[1] + " " + out[2] + " names " + named.get(0).getName() + "," + named.get(2).getName());
        Thread next = new Thread(() -> { });
        System.out.println("next auto name " + next.getName());
        next.setName("renamed");
        next.setPriority(Thread.MAX_PRIORITY);
        next.setDaemon(true);
        System.out.println("after set: " + next.getName() + " priority=" + next.getPriority() + " daemon=" + next.isDaemon());
        next.start();
        next.join();
        try {
            next.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(11) -> IllegalArgumentException");
        }
        try {
            next.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start -> IllegalThreadStateException");
        }
        Thread lowPri = new Thread(() -> { }, "low");
        lowPri.setPriority(Thread.MIN_PRIORITY);
        System.out.println("low priority " + lowPri.getPriority() + " min/norm/max " + Thread.MIN_PRIORITY + "/" + Thread.NORM_PRIORITY + "/" + Thread.MAX_PRIORITY);
        // a thread created by a daemon thread inherits daemon status; priority is inherited too
        boolean[] inherit = new boolean[1];
        int[] inheritedPri = new int[1];
        Thread d = new Thread(() -> {
            Thread child = new Thread(() -> { });
            inherit[0] = child.isDaemon();
            inheritedPri[0] = child.getPriority();
        });
        d.setDaemon(true);
        d.setPriority(7);
        d.start();
        d.join();
        System.out.println("child of daemon is daemon=" + inherit[0] + " priority=" + inheritedPri[0]);
        // ThreadLocal values are per thread
        LOCAL.set("main-value");
        INHERITED.set("from-main");
        String[] seen = new String[4];
        Thread tl = new Thread(() -> {
            seen[0] = LOCAL.get();
            LOCAL.set("thread-value");
            seen[1] = LOCAL.get();
            seen[2] = INHERITED.get();
            INHERITED.set("changed-in-thread");
            seen[3] = INHERITED.get();
        });
        tl.start();
        tl.join();
        System.out.println("ThreadLocal in thread: " + String.join(",", seen) + " | in main: " + LOCAL.get() + "," + INHERITED.get());
        LOCAL.remove();
        System.out.println("after remove: " + LOCAL.get());
        // volatile flag handshake
        Thread spinner = new Thread(() -> {
            int n = 0;
            while (!go) {
                n++;
                Thread.onSpinWait();
            }
            spins = n >= 0 ? 1 : 0;
        }, "spinner");
        spinner.start();
        Thread.sleep(20);
        go = true;
        spinner.join();
        System.out.println("spinner saw flag, spins recorded=" + spins + " state=" + spinner.getState());
        // join with timeout on a finished thread returns immediately; sleep(0) and yield work
        spinner.join(1000);
        Thread.sleep(0);
        Thread.yield();
        // many short-lived threads
        final int N = 50;
        int[] squares = new int[N];
        Thread[] many = new Thread[N];
        for (int i = 0; i < N; i++) {
            final int k = i;
            many[i] = new Thread(() -> squares[k] = k * k);
            many[i].start();
        }
        long sum = 0;
        for (int i = 0; i < N; i++) {
            many[i].join();
            sum += squares[i];
        }
        System.out.println("sum of squares from " + N + " threads = " + sum + " last name " + many[N - 1].getName());
        System.out.println("Thread.currentThread still main: " + (Thread.currentThread() == main) + " " + Thread.currentThread().getName());
        Thread.currentThread().setName("main-renamed");
        System.out.println("renamed main: " + Thread.currentThread().getName());
        Thread.currentThread().setName("main");
    }
}
