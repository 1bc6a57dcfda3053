import java.util.concurrent.locks.ReentrantLock;

/*
 * CircularBuffer -- BUG (SCTBench CS circular_buffer_bad). A sender and a
 * receiver each loop N = 7 times; in each turn, under the lock, the sender
 * inserts its loop index if it may send, and the receiver removes an element
 * if it may receive and asserts it equals its own loop index. The receiver's
 * index counts turns, not elements: as soon as one of its turns finds
 * nothing to receive (or the sender skips a turn), the indexes drift apart.
 * Threads: 2.
 */
public class CircularBuffer {
    static final int BUFFER_MAX = 10, N = 7, ERROR = -1;
    static final int[] buffer = new int[BUFFER_MAX];
    static int first, next, bufferSize;
    static boolean send, receive;
    static final ReentrantLock m = new ReentrantLock();

    static int removeLogElement() {
        assert first >= 0;
        if (next > 0 && first < bufferSize) {
            first++;
            return buffer[first - 1];
        }
        return ERROR;
    }

    static int insertLogElement(int b) {
        if (next < bufferSize && bufferSize > 0) {
            buffer[next] = b;
            next = (next + 1) % bufferSize;
            assert next < bufferSize;
        } else {
            return ERROR;
        }
        return b;
    }

    public static void main(String[] args) throws InterruptedException {
        bufferSize = 10;
        first = next = 0;
        send = true;
        receive = false;
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                m.lock();
                try {
                    if (send) {
                        insertLogElement(i);
                        send = false;
                        receive = true;
                    }
                } finally {
                    m.unlock();
                }
            }
        }, "sender");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < N; i++) {
                m.lock();
                try {
                    if (receive) {
                        int got = removeLogElement();
                        assert got == i : "received " + got + " in turn " + i;
                        receive = false;
                        send = true;
                    }
                } finally {
                    m.unlock();
                }
            }
        }, "receiver");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
