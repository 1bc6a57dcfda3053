import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.LockSupport;

// compare: stderr
/* Thread.stop delivers ThreadDeath asynchronously: to a running thread at its
 * next safe point, to one in sleep, wait or park (which wakes), to itself at
 * once; a thread stopped before start never runs. suspend keeps a thread from
 * running until resume. An uncaught ThreadDeath prints nothing. */
@SuppressWarnings({"deprecation", "removal"})
public class ThreadStopSuspend {
    static final List<String> log = Collections.synchronizedList(new ArrayList<>());
    static volatile long counter;
    static volatile boolean done;

    static void waitFor(Thread t, Thread.State s) {
        while (t.getState() != s)
            Thread.yield();
    }

    static Thread blocker(String name, Runnable body) {
        Thread t = new Thread(() -> {
            try {
                body.run();
                log.add(name + ": returned");
            } catch (ThreadDeath td) {
                log.add(name + ": " + td + " from " + td.getStackTrace()[0].getMethodName());
            } finally {
                log.add(name + ": finally");
            }
        }, name);
        return t;
    }

    static void finish(Thread t) throws InterruptedException {
        t.join();
        System.out.println(t.getName() + " alive " + t.isAlive() + ", state " + t.getState());
        for (String s : log)
            System.out.println("  " + s);
        log.clear();
    }

    public static void main(String[] args) throws Exception {
        // Self.
        try {
            Thread.currentThread().stop();
            System.out.println("self: not stopped");
        } catch (ThreadDeath td) {
            System.out.println("self: " + td);
        }

        // Sleeping.
        Thread t = blocker("sleeper", () -> {
            try {
                Thread.sleep(1_000_000);
            } catch (InterruptedException e) {
                log.add("sleeper: interrupted");
            }
        });
        t.start();
        waitFor(t, Thread.State.TIMED_WAITING);
        t.stop();
        finish(t);

        // Waiting in Object.wait: it takes the monitor back first.
        Object lock = new Object();
        t = blocker("waiter", () -> {
            synchronized (lock) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    log.add("waiter: interrupted");
                } finally {
                    log.add("waiter: holds lock " + Thread.holdsLock(lock));
                }
            }
        });
        t.start();
        waitFor(t, Thread.State.WAITING);
        t.stop();
        finish(t);

        // Parked.
        t = blocker("parker", () -> {
            LockSupport.park();
            log.add("parker: unparked");
        });
        t.start();
        waitFor(t, Thread.State.WAITING);
        t.stop();
        finish(t);

        // Blocked entering a monitor: thrown once it has the monitor, which
        // the synchronized block's handler gives back.
        Object mon = new Object();
        synchronized (mon) {
            t = blocker("blocked", () -> {
                synchronized (mon) {
                    log.add("blocked: in block");
                }
            });
            t.start();
            waitFor(t, Thread.State.BLOCKED);
            t.stop();
        }
        finish(t);
        synchronized (mon) {
            System.out.println("monitor free again");
        }

        // Running a loop.
        CountDownLatch running = new CountDownLatch(1);
        t = blocker("spinner", () -> {
            running.countDown();
            long n = 0;
            while (!done)
                n++;
            log.add("spinner: saw done");
        });
        t.start();
        running.await();
        t.stop();
        finish(t);

        // Uncaught: the default handler stays silent for ThreadDeath.
        t = new Thread(() -> {
            while (!done)
                counter++;
        }, "uncaught");
        t.start();
        while (counter == 0)
            Thread.yield();
        t.stop();
        finish(t);

        // Stopped before it started: it never runs.
        t = new Thread(() -> System.out.println("stillborn ran"), "stillborn");
        t.stop();
        t.start();
        finish(t);
        // Stopped after it ended: nothing happens.
        t.stop();
        System.out.println("stopped a terminated thread");

        // A handler sees a ThreadDeath that is not caught.
        t = new Thread(() -> {
            while (!done)
                Thread.onSpinWait();
        }, "handled");
        t.setUncaughtExceptionHandler((th, e) -> log.add("handler: " + th.getName() + " " + e));
        t.start();
        waitFor(t, Thread.State.RUNNABLE);
        t.stop();
        finish(t);

        // suspend and resume.
        counter = 0;
        t = new Thread(() -> {
            while (!done)
                counter++;
        }, "suspended");
        t.start();
        while (counter == 0)
            Thread.yield();
        t.suspend();
        long c1 = counter;
        for (int i = 0; i < 1000; i++)
            Thread.yield();
        Thread.sleep(20);
        System.out.println("suspended: counter unchanged " + (counter == c1) + ", state " + t.getState());
        t.resume();
        while (counter == c1)
            Thread.yield();
        System.out.println("resumed: counter moved on");
        t.suspend();
        t.stop(); // resumes it first
        finish(t);

        // A thread that suspends itself runs again once resumed.
        CountDownLatch back = new CountDownLatch(1);
        t = new Thread(() -> {
            log.add("self-suspender: suspending");
            Thread.currentThread().suspend();
            log.add("self-suspender: resumed");
            back.countDown();
        }, "self-suspender");
        t.start();
        while (log.isEmpty())
            Thread.yield();
        for (int i = 0; i < 1000; i++)
            Thread.yield();
        System.out.println("self-suspender: still suspended " + (back.getCount() == 1));
        t.resume();
        back.await();
        finish(t);
        done = true;
    }
}
