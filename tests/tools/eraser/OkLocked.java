import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** Correct: consistent locking with monitors, synchronized methods, ReentrantLock and a read-write lock. */
public class OkLocked {
    int a;                       // guarded by this
    static int b;                // guarded by OkLocked.class
    final ReentrantLock l = new ReentrantLock();
    int c;                       // guarded by l
    static final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
    static int d;                // written under the write lock, read under the read lock
    int[] arr = new int[4];      // elements guarded by arr

    synchronized void incA() { a++; }
    static synchronized void incB() { b++; }
    void incC() { l.lock(); try { c++; } finally { l.unlock(); } }
    static void writeD() { rw.writeLock().lock(); try { d++; } finally { rw.writeLock().unlock(); } }
    static int readD() { rw.readLock().lock(); try { return d; } finally { rw.readLock().unlock(); } }

    public static void main(String[] args) throws Exception {
        OkLocked o = new OkLocked();
        Runnable r = () -> {
            for (int i = 0; i < 300; i++) {
                o.incA(); incB(); o.incC(); writeD(); readD();
                synchronized (o.arr) { o.arr[i & 3]++; }
            }
        };
        Thread[] ts = { new Thread(r), new Thread(r), new Thread(r) };
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        System.out.println(o.a + " " + b + " " + o.c + " " + d + " " + (o.arr[0] + o.arr[1] + o.arr[2] + o.arr[3]));
    }
}
