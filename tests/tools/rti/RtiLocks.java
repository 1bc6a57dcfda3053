/* For tests/tools/rti/test-locks.sh: java.util.concurrent lock events, from
 * the plain interpreter loop (a tool that listens to them alone) and from the
 * instrumented one (with field events too): reentrant, tryLock that fails in
 * another thread, read and write locks, lockInterruptibly, a lock held
 * across a thread start, a Condition's await (two holds; interrupted). */
import java.util.concurrent.locks.*;
public class RtiLocks {
    static int x;
    public static void main(String[] a) throws Exception {
        ReentrantLock l = new ReentrantLock();
        ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        l.lock(); l.lock(); x++; l.unlock(); l.unlock();
        System.out.println("try " + l.tryLock()); l.unlock();
        rw.readLock().lock(); rw.readLock().unlock();
        rw.writeLock().lock();
        Thread t = new Thread(() -> { boolean b = l.tryLock(); System.out.println("t try " + b); if (b) l.unlock(); rw.readLock().lock(); x++; rw.readLock().unlock(); }, "T");
        l.lock();
        t.start();
        Thread.sleep(10);
        l.unlock();
        rw.writeLock().unlock();
        t.join();
        try { l.lockInterruptibly(); } finally { l.unlock(); }
        // A Condition's await gives back every hold of its lock and takes
        // them back before it returns: here two holds, while S signals.
        Condition c = l.newCondition();
        l.lock(); l.lock();
        Thread s = new Thread(() -> { l.lock(); try { c.signal(); } finally { l.unlock(); } }, "S");
        s.start();
        c.await();
        l.unlock(); l.unlock();
        s.join();
        // Interrupted while it waits: it takes the lock back, then throws.
        Thread self = Thread.currentThread();
        l.lock();
        Thread i = new Thread(self::interrupt, "I");
        i.start();
        try { c.await(); } catch (InterruptedException e) { System.out.println("interrupted"); }
        l.unlock();
        i.join();
        System.out.println(x);
    }
}
