import java.util.concurrent.locks.ReentrantLock;

/*
 * OkStack -- CORRECT (SCTBench CS stack_ok). The stack of Stack, but the
 * popper pops only when the stack is not empty (tested under the lock), so
 * it never underflows; the pusher asserts it never overflows (it pushes
 * SIZE values at most). Threads: 2.
 */
public class OkStack {
    static final int SIZE = 10, OVERFLOW = -1, UNDERFLOW = -2;
    static int top;
    static final int[] arr = new int[SIZE];
    static final ReentrantLock m = new ReentrantLock();

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
                } finally {
                    m.unlock();
                }
            }
        }, "pusher");
        Thread t2 = new Thread(() -> {
            for (int i = 0; i < SIZE; i++) {
                m.lock();
                try {
                    if (top > 0)
                        pop();
                } finally {
                    m.unlock();
                }
            }
        }, "popper");
        t1.start();
        t2.start();
        t1.join();
        t2.join();
        System.out.println("top " + top);
    }
}
