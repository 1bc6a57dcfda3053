import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// Thread API details: states observed through handshakes (NEW, RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED),
// holdsLock, getStackTrace of the current and of a waiting thread, getAllStackTraces, dumpStack (stderr, not compared),
// uncaught exception handlers (per thread, thread group, default), ThreadGroup counting/enumeration, interrupts,
// join with timeout, daemon rules, toString, and argument errors.
public class ThreadApis {
    static final Object LOCK = new Object();

    static void waitForState(Thread t, Thread.State s) throws InterruptedException {
        // bounded, so that a VM reporting wrong states fails quickly instead of hanging
        for (int i = 0; i < 5000 && t.getState() != s; i++) Thread.sleep(1);
        if (t.getState() != s) System.out.println("state of " + t.getName() + " never became " + s + ", it is " + t.getState());
    }

    public static void main(String[] args) throws Exception {
        Thread me = Thread.currentThread();
        System.out.println("current " + me + " state " + me.getState() + " alive " + me.isAlive() + " interrupted " + me.isInterrupted() + " holdsLock " + Thread.holdsLock(LOCK));
        synchronized (LOCK) {
            synchronized (LOCK) {
                System.out.println("inside synchronized holdsLock " + Thread.holdsLock(LOCK) + " other object " + Thread.holdsLock(new Object()));
            }
        }
        try {
            Thread.holdsLock(null);
        } catch (NullPointerException e) {
            System.out.println("holdsLock(null): NullPointerException");
        }
        StackTraceElement[] own = me.getStackTrace();
        System.out.println("own stack top " + own[0] + " | " + own[1] + " depth " + own.length);
        System.out.println("getAllStackTraces has current " + Thread.getAllStackTraces().containsKey(me));
        Thread.dumpStack();

        CountDownLatch started = new CountDownLatch(1);
        Thread blocked = new Thread(() -> {
            started.countDown();
            synchronized (LOCK) {
                LOCK.notifyAll();
            }
        }, "blocker");
        System.out.println("new thread state " + blocked.getState() + " toString " + blocked + " alive " + blocked.isAlive());
        synchronized (LOCK) {
            blocked.start();
            started.await();
            waitForState(blocked, Thread.State.BLOCKED);
            System.out.println("contended monitor state " + blocked.getState());
        }
        blocked.join();
        System.out.println("after join state " + blocked.getState() + " alive " + blocked.isAlive());

        Thread waiter = new Thread(() -> {
            synchronized (LOCK) {
                try {
                    LOCK.wait();
                } catch (InterruptedException e) {
                    System.out.println("waiter interrupted (unexpected)");
                }
            }
        }, "waiter");
        waiter.start();
        waitForState(waiter, Thread.State.WAITING);
        System.out.println("Object.wait state " + waiter.getState());
        StackTraceElement[] ws = waiter.getStackTrace();
        List<String> frames = new ArrayList<>();
        for (StackTraceElement e : ws) frames.add((e.getClassName().contains("$$Lambda") ? "<lambda class>" : e.getClassName()) + "." + e.getMethodName() + (e.isNativeMethod() ? "(native)" : ""));
        System.out.println("waiting thread frames " + frames);
        synchronized (LOCK) {
            LOCK.notifyAll();
        }
        waiter.join();

        Thread sleeper = new Thread(() -> {
            try {
                Thread.sleep(60_000);
                System.out.println("sleeper woke normally (unexpected)");
            } catch (InterruptedException e) {
                System.out.println("sleeper interrupted: flag now " + Thread.currentThread().isInterrupted() + " message " + e.getMessage());
            }
        }, "sleeper");
        sleeper.start();
        waitForState(sleeper, Thread.State.TIMED_WAITING);
        System.out.println("sleep state " + sleeper.getState());
        sleeper.join(20);
        System.out.println("join(20) returned with sleeper still alive " + sleeper.isAlive());
        sleeper.interrupt();
        sleeper.join();
        CountDownLatch parkedLatch = new CountDownLatch(1);
        Thread parked = new Thread(() -> {
            try {
                parkedLatch.await();
            } catch (InterruptedException e) {
                System.out.println("latch await interrupted, flag " + Thread.currentThread().isInterrupted());
            }
        }, "parked");
        parked.start();
        waitForState(parked, Thread.State.WAITING);
        System.out.println("latch await state " + parked.getState());
        parked.interrupt();
        parked.join();
        Thread timedPark = new Thread(() -> {
            try {
                new CountDownLatch(1).await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                System.out.println("timed await interrupted");
            }
        }, "timed");
        timedPark.start();
        waitForState(timedPark, Thread.State.TIMED_WAITING);
        System.out.println("timed latch state " + timedPark.getState());
        timedPark.interrupt();
        timedPark.join();

        me.interrupt();
        System.out.println("self interrupt isInterrupted " + me.isInterrupted() + " interrupted() " + Thread.interrupted() + " again " + Thread.interrupted());
        me.interrupt();
        try {
            Thread.sleep(1000);
        } catch (InterruptedException e) {
            System.out.println("sleep with pending interrupt throws immediately; flag cleared " + !me.isInterrupted());
        }
        me.interrupt();
        try {
            synchronized (LOCK) {
                LOCK.wait(1000);
            }
        } catch (InterruptedException e) {
            System.out.println("wait with pending interrupt throws immediately");
        }
        try {
            LOCK.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait without monitor: IllegalMonitorStateException " + e.getMessage());
        }
        try {
            LOCK.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify without monitor: IllegalMonitorStateException " + e.getMessage());
        }
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
        try {
            Thread.sleep(1, 1_000_000);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep nanos out of range: " + e.getMessage());
        }
        try {
            me.join(-5);
        } catch (IllegalArgumentException e) {
            System.out.println("join(-5): " + e.getMessage());
        }

        List<String> handled = new ArrayList<>();
        Thread withHandler = new Thread(() -> { throw new IllegalStateException("per-thread"); }, "with-handler");
        withHandler.setUncaughtExceptionHandler((t, e) -> handled.add("thread handler: " + t.getName() + " " + e));
        System.out.println("handler before start is own " + (withHandler.getUncaughtExceptionHandler() != withHandler.getThreadGroup()));
        withHandler.start();
        withHandler.join();
        ThreadGroup custom = new ThreadGroup("custom-group") {
            @Override
            public void uncaughtException(Thread t, Throwable e) {
                handled.add("group handler: " + t.getName() + " in " + getName() + " " + e.getClass().getSimpleName() + " at " + e.getStackTrace()[0].getMethodName());
            }
        };
        Thread inGroup = new Thread(custom, () -> { int[] a = new int[1]; a[2] = 1; }, "in-group");
        System.out.println("default handler is the group " + (inGroup.getUncaughtExceptionHandler() == custom));
        inGroup.start();
        inGroup.join();
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> handled.add("default handler: " + t.getName() + " " + e.getMessage()));
        Thread plain = new Thread(() -> { throw new RuntimeException("to default"); }, "plain");
        plain.start();
        plain.join();
        Thread.UncaughtExceptionHandler dh = Thread.getDefaultUncaughtExceptionHandler();
        Thread.setDefaultUncaughtExceptionHandler(null);
        Thread errorThread = new Thread(() -> { throw new AssertionError("an Error"); }, "error-thread");
        errorThread.setUncaughtExceptionHandler((t, e) -> handled.add("handler sees Error " + e.getClass().getName() + ": " + e.getMessage()));
        errorThread.start();
        errorThread.join();
        Thread handlerThrows = new Thread(() -> { throw new RuntimeException("first"); }, "handler-throws");
        handlerThrows.setUncaughtExceptionHandler((t, e) -> { handled.add("handler that throws ran"); throw new RuntimeException("ignored"); });
        handlerThrows.start();
        handlerThrows.join();
        handled.forEach(s -> System.out.println("  " + s));
        System.out.println("default handler was set " + (dh != null) + " now " + Thread.getDefaultUncaughtExceptionHandler() + " terminated states " + plain.getState() + " " + handlerThrows.getState());

        ThreadGroup parent = new ThreadGroup("parent-group");
        ThreadGroup child = new ThreadGroup(parent, "child-group");
        System.out.println("groups: parent of parent " + parent.getParent().getName() + " child parent " + child.getParent().getName() + " parentOf " + parent.parentOf(child) + " " + child.parentOf(parent)
            + " activeCount " + parent.activeCount() + " activeGroupCount " + parent.activeGroupCount() + " maxPriority " + parent.getMaxPriority() + " toString " + child);
        child.setMaxPriority(4);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch running = new CountDownLatch(3);
        List<Thread> members = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Thread t = new Thread(i == 2 ? child : parent, () -> {
                running.countDown();
                try { release.await(); } catch (InterruptedException e) { }
            }, "member-" + i);
            t.setPriority(Thread.MAX_PRIORITY);
            members.add(t);
        }
        System.out.println("priority capped by group max: " + members.get(2).getPriority() + " uncapped " + members.get(0).getPriority() + " group of member-2 " + members.get(2).getThreadGroup().getName());
        for (Thread t : members) t.start();
        running.await();
        Thread[] arr = new Thread[10];
        int n = parent.enumerate(arr, true);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < n; i++) names.add(arr[i].getName());
        Collections.sort(names);
        Thread[] small = new Thread[1];
        System.out.println("running: parent activeCount " + parent.activeCount() + " child " + child.activeCount() + " enumerate recursive " + names + " non-recursive " + parent.enumerate(new Thread[10], false)
            + " into small array " + parent.enumerate(small));
        release.countDown();
        for (Thread t : members) t.join();
        System.out.println("after join: activeCount " + parent.activeCount() + " states " + members.stream().map(t -> t.getState().toString()).distinct().toList());

        CountDownLatch keepAlive = new CountDownLatch(1);
        Thread d = new Thread(() -> {
            try { keepAlive.await(); } catch (InterruptedException e) { }
        }, "daemon-test");
        System.out.println("daemon default " + d.isDaemon());
        d.setDaemon(true);
        d.start();
        try {
            d.setDaemon(false);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon while alive: IllegalThreadStateException, still daemon " + d.isDaemon());
        }
        keepAlive.countDown();
        d.join();
        d.setDaemon(false);
        System.out.println("setDaemon after termination allowed, daemon " + d.isDaemon());
        try {
            d.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("restart terminated thread: IllegalThreadStateException");
        }
        try {
            new Thread((Runnable) null, null);
        } catch (NullPointerException e) {
            System.out.println("null name: NullPointerException " + e.getMessage());
        }
        try {
            me.setPriority(0);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(0): IllegalArgumentException");
        }
        Thread noRunnable = new Thread("no-runnable");
        noRunnable.start();
        noRunnable.join();
        System.out.println("thread with no runnable finished " + noRunnable.getState() + " toString after exit " + noRunnable);
        Thread sub = new Thread("subclass") {
            @Override
            public void run() { System.out.println("subclass run on " + Thread.currentThread().getName() + " group " + getThreadGroup().getName()); }
        };
        sub.run();
        sub.start();
        sub.join();
        System.out.println("getThreadGroup after termination " + sub.getThreadGroup() + " stack of terminated " + sub.getStackTrace().length + " interrupt terminated ok");
        sub.interrupt();
        System.out.println("done");
    }
}
