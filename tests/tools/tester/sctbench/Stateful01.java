import java.util.concurrent.locks.ReentrantLock;

/*
 * Stateful01 -- BUG (SCTBench CS stateful01_bad): two threads update data1
 * and data2 in separate critical sections of one lock (+1, +1 and +5, -6);
 * main asserts afterwards that the final state is not (16, 5) -- which is
 * exactly what every schedule produces: the "bug" is reached on the first
 * schedule. Threads: 2.
 */
public class Stateful01 {
    static final ReentrantLock ma = new ReentrantLock();
    static int data1, data2;

    public static void main(String[] args) throws InterruptedException {
        data1 = 10;
        data2 = 10;
        Thread t1 = new Thread(() -> {
            ma.lock(); data1++; ma.unlock();
            ma.lock(); data2++; ma.unlock();
        }, "t1");
        Thread t2 = new Thread(() -> {
            ma.lock(); data1 += 5; ma.unlock();
            ma.lock(); data2 -= 6; ma.unlock();
        }, "t2");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        assert !(data1 == 16 && data2 == 5) : "data1 16 and data2 5";
    }
}
