import java.util.concurrent.locks.ReentrantLock;

/*
 * OkQueue -- CORRECT (SCTBench CS queue_ok). An enqueuer, in one critical
 * section, puts SIZE = 40 values into an array queue and records them; a
 * dequeuer, in one critical section, takes them out (if the enqueuer has run)
 * and asserts each matches what was recorded. Flags hand the turn over.
 * Threads: 2.
 */
public class OkQueue {
    static final int SIZE = 40, EMPTY = -1;
    static final ReentrantLock m = new ReentrantLock();
    static final int[] storedElements = new int[SIZE];
    static boolean enqueueFlag, dequeueFlag;
    static final int[] element = new int[SIZE + 1];
    static int head, tail, amount;

    static int empty() {
        return head == tail ? EMPTY : 0;
    }

    static void enqueue(int x) {
        element[tail] = x;
        amount++;
        if (tail == SIZE)
            tail = 1;
        else
            tail++;
    }

    static int dequeue() {
        int x = element[head];
        amount--;
        if (head == SIZE)
            head = 1;
        else
            head++;
        return x;
    }

    public static void main(String[] args) throws InterruptedException {
        enqueueFlag = true;
        dequeueFlag = false;
        assert empty() == EMPTY;
        Thread t1 = new Thread(() -> {
            int value = 0;
            m.lock();
            try {
                if (enqueueFlag) {
                    for (int i = 0; i < SIZE; i++) {
                        value++;
                        enqueue(value);
                        storedElements[i] = value;
                    }
                    enqueueFlag = false;
                    dequeueFlag = true;
                }
            } finally {
                m.unlock();
            }
        }, "enqueuer");
        Thread t2 = new Thread(() -> {
            m.lock();
            try {
                if (dequeueFlag) {
                    for (int i = 0; i < SIZE; i++)
                        if (empty() != EMPTY) {
                            int got = dequeue();
                            assert got == storedElements[i] : "dequeued " + got + ", stored " + storedElements[i];
                        }
                    dequeueFlag = false;
                    enqueueFlag = true;
                }
            } finally {
                m.unlock();
            }
        }, "dequeuer");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("amount " + amount);
    }
}
