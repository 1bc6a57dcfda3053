import java.util.*;

/* A workload for checkpoint tests: everything a return must put back.
 * Objects and their identity hashes, arrays of every kind, statics, strings
 * and interned strings, classes initialised late (after checkpoints exist),
 * threads blocked on monitors and waiting, deep recursion, collections. Its
 * output depends on all of it, so a state that is not put back exactly shows
 * as a different output. */
public class CkptWorkload {
    static int counter;
    static long[] history = new long[64];
    static String last = "";

    static final class Node {
        int value;
        Node next;
        Node(int v, Node n) { value = v; next = n; }
    }

    static class Late1 { static int x = compute(7); static int compute(int k) { return k * counter + 1; } }
    static class Late2 { static final List<String> names = new ArrayList<>(List.of("a", "b")); }
    static class Late3 { static int y; static { y = Late1.x + 5; } }

    static int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

    static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    public static void main(String[] args) throws Exception {
        Node list = null;
        for (int i = 0; i < 200; i++) {
            list = new Node(i * 3 % 17, list);
            counter += list.value;
            history[i % history.length] ^= (long) counter << (i % 13);
        }
        int sum = 0;
        for (Node n = list; n != null; n = n.next) sum += n.value;
        System.out.println("list sum " + sum + " counter " + counter);

        int[][] grid = new int[20][20];
        double[] ds = new double[50];
        Object[] objs = new Object[30];
        for (int r = 0; r < 40; r++) {
            for (int i = 0; i < 20; i++)
                for (int j = 0; j < 20; j++)
                    grid[i][j] += (i * j + r) % 7;
            ds[r % 50] += Math.sqrt(r);
            objs[r % 30] = (r % 3 == 0) ? "s" + r : Integer.valueOf(r);
        }
        long g = 0;
        for (int[] row : grid) for (int v : row) g = g * 31 + v;
        System.out.println("grid " + g + " ds " + Arrays.stream(ds).sum() + " objs " + Arrays.toString(objs));

        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            sb.append((char) ('a' + i % 26));
            if (i % 50 == 49) {
                last = sb.toString().intern();
                System.out.println("str " + last.length() + " " + last.hashCode() + " " + (last == sb.toString().intern()));
            }
        }

        Object o1 = new Object(), o2 = new Object();
        System.out.println("hashes " + System.identityHashCode(o1) + " " + System.identityHashCode(o2));

        System.out.println("late " + Late1.x + " " + Late3.y + " " + Late2.names);
        Late2.names.add("c" + counter);
        System.out.println("late again " + Late2.names);

        System.out.println("depth " + depth(3000) + " fib " + fib(20));

        Map<String, Integer> map = new HashMap<>();
        TreeMap<Integer, String> tree = new TreeMap<>();
        for (int i = 0; i < 500; i++) {
            map.merge("k" + (i % 37), i, Integer::sum);
            tree.put(i * 7 % 101, "v" + i);
        }
        System.out.println("map " + map.size() + " " + map.get("k5") + " tree " + tree.firstKey() + " " + tree.lastEntry());

        // Threads: a producer and consumers on a monitor with wait/notify, and
        // contention on a shared lock.
        final Object lock = new Object();
        final int[] box = new int[1];
        final List<Integer> got = Collections.synchronizedList(new ArrayList<>());
        Thread[] consumers = new Thread[3];
        for (int c = 0; c < consumers.length; c++) {
            final int id = c;
            consumers[c] = new Thread(() -> {
                for (int k = 0; k < 20; k++) {
                    synchronized (lock) {
                        while (box[0] == 0) {
                            try { lock.wait(); } catch (InterruptedException e) { return; }
                        }
                        box[0]--;
                        got.add(id);
                        lock.notifyAll();
                    }
                }
            }, "consumer-" + c);
            consumers[c].start();
        }
        Thread producer = new Thread(() -> {
            for (int k = 0; k < 60; k++) {
                synchronized (lock) {
                    while (box[0] >= 2) {
                        try { lock.wait(); } catch (InterruptedException e) { return; }
                    }
                    box[0]++;
                    counter++;
                    lock.notifyAll();
                }
            }
        }, "producer");
        producer.start();
        producer.join();
        for (Thread t : consumers) t.join();
        int[] per = new int[3];
        for (int id : got) per[id]++;
        System.out.println("threads " + got.size() + " " + Arrays.toString(per) + " counter " + counter);
        System.out.println("order " + got.subList(0, 15));

        Thread sleeper = new Thread(() -> {
            try { Thread.sleep(50); } catch (InterruptedException e) { }
            synchronized (lock) { counter += 1000; }
        });
        sleeper.start();
        sleeper.join();
        System.out.println("end " + counter + " " + Arrays.hashCode(history) + " " + last.length());
    }
}
