/** Atomicity violation: a stack whose methods are each synchronized, used as
 *  "if (size() > 0) pop()": the check and the act are two critical
 *  sections, and another consumer's pop can come between them: the size
 *  checked is stale when the pop runs (with one item left, the pop takes
 *  from an empty stack). Observed: two items, the consumers one after the
 *  other. */
public class AtomSizeThenPop {
    static class Stack {
        private final int[] items = new int[4];
        private int count;

        synchronized int size() {
            return count;
        }

        synchronized void push(int v) {
            items[count++] = v;
        }

        synchronized int pop() {
            return items[--count];
        }
    }

    static final Stack stack = new Stack();

    static void consume() {
        if (stack.size() > 0)
            stack.pop();
    }

    public static void main(String[] args) throws Exception {
        stack.push(7);
        stack.push(8);
        Thread a = new Thread(AtomSizeThenPop::consume);
        Thread b = new Thread(AtomSizeThenPop::consume);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(stack.size());
    }
}
