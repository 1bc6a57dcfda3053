import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

// race-free
/** Ping-pong through a ReentrantLock and a Condition: turn and the shared
 *  value are only touched under the lock. */
public class ConditionTwoWay {
    static final ReentrantLock lock = new ReentrantLock();
    static final Condition changed = lock.newCondition();
    static int turn, value;

    static void player(int me) {
        for (int i = 0; i < 3; i++) {
            lock.lock();
            try {
                while (turn != me) changed.awaitUninterruptibly();
                value += me + 1;
                turn = 1 - me;
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> player(0)), b = new Thread(() -> player(1));
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(value);
    }
}
