/*
 * OkTreiberStack -- CORRECT: a lock-free (Treiber) stack with AtomicReference.compareAndSet;
 * two pushers, then main pops everything.
 *
 * Tester: nothing (exit status 0). Also runs on HotSpot.
 */
import java.util.concurrent.atomic.AtomicReference;
public class OkTreiberStack {
    static final class Node { final int v; Node next; Node(int v) { this.v = v; } }
    static final AtomicReference<Node> top = new AtomicReference<>();
    static void push(int v) {
        Node n = new Node(v);
        Node t;
        do { t = top.get(); n.next = t; } while (!top.compareAndSet(t, n));
    }
    static int pop() {
        Node t;
        do { t = top.get(); if (t == null) return -1; } while (!top.compareAndSet(t, t.next));
        return t.v;
    }
    public static void main(String[] args) throws InterruptedException {
        Thread a = new Thread(() -> { push(1); push(2); }, "pusher-1");
        Thread b = new Thread(() -> { push(3); }, "pusher-2");
        a.start(); b.start(); a.join(); b.join();
        int sum = 0, n = 0, v;
        while ((v = pop()) >= 0) { sum += v; n++; }
        assert n == 3 && sum == 6 : "stack lost nodes: " + n + " " + sum;
        System.out.println("sum " + sum);
    }
}
