import java.util.concurrent.locks.ReentrantLock;

/*
 * Stack -- BUG (SCTBench CS stack_bad). A pusher pushes SIZE = 10 values,
 * each under the lock, setting a flag that the stack has been pushed to; a
 * popper pops SIZE times, each under the lock, asserting the pop does not
 * underflow once the flag is set. The flag is never cleared: once the popper
 * has caught up with the pusher, its next turn underflows. Threads: 2.
 */
public class Stack {
    static final int SIZE = 10, OVERFLOW = -1, UNDERFLOW = -2;
    static int top;
    static final int[] arr = new int[SIZE];
    static final ReentrantLock m = new ReentrantLock();
    static boolean flag;

    static int push(int x) {
        if (top == SIZE)
            return OVERFLOW;
        arr[top] = x;
        top++;
        return 0;
    }

    static int pop() {
        if (top == 0)
            return UNDERFLOW;
        top--;
        return arr[top];
    }

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> {
            for (int i = 0; i < SIZE; i++) {
                m.lock();
                try {
                    assert push(i) != OVERFLOW : "stack overflow";
                    flag = true;
                } finally {
                    m.unlock();
                }
            }
        }, "pusher");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < SIZE; i++) {
                m.lock();
                try {
                    if (flag)
                        assert pop() != UNDERFLOW : "stack underflow";
                } finally {
                    m.unlock();
                }
            }
        }, "popper");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
