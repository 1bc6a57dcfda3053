/* For tests/tools/rti/test-locks.sh: java.util.concurrent lock events, from
 * the plain interpreter loop (a tool that listens to them alone) and from the
 * instrumented one (with field events too): reentrant, tryLock that fails in
 * another thread, read and write locks, lockInterruptibly, a lock held
 * across a thread start. */
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
        System.out.println(x);
    }
}
