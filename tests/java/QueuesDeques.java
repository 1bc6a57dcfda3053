import java.util.*;

// ArrayDeque, PriorityQueue (with comparators), Stack, LinkedList as Queue, and a BFS/Dijkstra built on them.
public class QueuesDeques {
    public static void main(String[] args) {
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            if (i % 3 == 0) dq.addFirst(i); else dq.addLast(i);
        }
        System.out.println("deque " + dq + " peekFirst " + dq.peekFirst() + " peekLast " + dq.peekLast() + " size " + dq.size());
        System.out.println("pollFirst " + dq.pollFirst() + " pollLast " + dq.pollLast() + " pop " + dq.pop() + " -> " + dq);
        dq.push(100);
        dq.offer(200);
        dq.offerFirst(-5);
        System.out.println("after push/offer " + dq + " contains(200) " + dq.contains(200) + " removeFirstOccurrence(4) " + dq.removeFirstOccurrence(4));
        StringBuilder desc = new StringBuilder();
        for (Iterator<Integer> it = dq.descendingIterator(); it.hasNext(); ) desc.append(it.next()).append(' ');
        System.out.println("descending " + desc);
        try {
            dq.addFirst(null);
        } catch (NullPointerException e) {
            System.out.println("ArrayDeque null -> NPE");
        }
        ArrayDeque<String> emptyDq = new ArrayDeque<>();
        System.out.println("empty poll " + emptyDq.poll() + " peek " + emptyDq.peek());
        try {
            emptyDq.removeFirst();
        } catch (NoSuchElementException e) {
            System.out.println("empty removeFirst -> NoSuchElementException");
        }
        // ring buffer wrap-around
        ArrayDeque<Integer> ring = new ArrayDeque<>(4);
        long rs = 0;
        for (int i = 0; i < 1000; i++) {
            ring.addLast(i);
            if (ring.size() > 5) rs += ring.removeFirst();
        }
        System.out.println("ring " + ring + " removed sum " + rs);
        // PriorityQueue: natural order, comparator, poll order
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {42, 7, 19, 3, 88, 7, -1, 56, 23, 0};
        for (int v : vals) pq.add(v);
        System.out.println("pq peek " + pq.peek() + " size " + pq.size());
        StringBuilder order = new StringBuilder();
        while (!pq.isEmpty()) order.append(pq.poll()).append(' ');
        System.out.println("pq poll order " + order);
        PriorityQueue<String> byLen = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.naturalOrder()));
        byLen.addAll(List.of("banana", "fig", "apple", "kiwi", "date", "cherry", "elderberry", "gr"));
        order.setLength(0);
        while (!byLen.isEmpty()) order.append(byLen.poll()).append(' ');
        System.out.println("by length " + order);
        PriorityQueue<int[]> maxHeap = new PriorityQueue<>((a, b) -> b[0] != a[0] ? Integer.compare(b[0], a[0]) : Integer.compare(a[1], b[1]));
        for (int i = 0; i < 12; i++) maxHeap.add(new int[] {(i * 5) % 7, i});
        order.setLength(0);
        while (!maxHeap.isEmpty()) {
            int[] e = maxHeap.poll();
            order.append(e[0]).append('/').append(e[1]).append(' ');
        }
        System.out.println("max heap " + order);
        // Stack (legacy)
        Stack<String> st = new Stack<>();
        st.push("a");
        st.push("b");
        st.push("c");
        System.out.println("stack " + st + " peek " + st.peek() + " pop " + st.pop() + " search(a) " + st.search("a") + " empty " + st.empty());
        // balanced brackets with a deque
        for (String s : new String[] {"([]{})", "([)]", "((", "{[()()]}", ""}) {
            System.out.println("balanced(" + s + ")=" + balanced(s));
        }
        // Queue via LinkedList: BFS on a grid
        String[] grid = {
            "S..#......",
            ".#.#.####.",
            ".#...#....",
            ".####.#.#.",
            "......#.#E"};
        System.out.println("bfs shortest path " + bfs(grid));
        // Dijkstra with PriorityQueue on a small graph
        int n = 8;
        int[][] edges = {{0, 1, 4}, {0, 2, 1}, {2, 1, 2}, {1, 3, 1}, {2, 3, 5}, {3, 4, 3}, {4, 5, 1}, {5, 6, 2}, {3, 6, 9}, {6, 7, 1}, {2, 7, 20}};
        List<List<int[]>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(new int[] {e[1], e[2]});
            adj.get(e[1]).add(new int[] {e[0], e[2]});
        }
        int[] dist = new int[n];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[0] = 0;
        PriorityQueue<int[]> q = new PriorityQueue<>(Comparator.comparingInt((int[] a) -> a[1]).thenComparingInt(a -> a[0]));
        q.add(new int[] {0, 0});
        StringBuilder visit = new StringBuilder();
        while (!q.isEmpty()) {
            int[] cur = q.poll();
            if (cur[1] > dist[cur[0]]) continue;
            visit.append(cur[0]).append(' ');
            for (int[] e : adj.get(cur[0])) {
                if (dist[cur[0]] + e[1] < dist[e[0]]) {
                    dist[e[0]] = dist[cur[0]] + e[1];
                    q.add(new int[] {e[0], dist[e[0]]});
                }
            }
        }
        System.out.println("dijkstra dist " + Arrays.toString(dist) + " visit order " + visit);
    }

    static boolean balanced(String s) {
        Deque<Character> stack = new ArrayDeque<>();
        for (char c : s.toCharArray()) {
            switch (c) {
                case '(': case '[': case '{': stack.push(c); break;
                default:
                    if (stack.isEmpty()) return false;
                    char open = stack.pop();
                    if ("([{".indexOf(open) != ")]}".indexOf(c)) return false;
            }
        }
        return stack.isEmpty();
    }

    static int bfs(String[] grid) {
        int h = grid.length, w = grid[0].length();
        int[][] d = new int[h][w];
        for (int[] row : d) Arrays.fill(row, -1);
        Queue<int[]> q = new LinkedList<>();
        q.add(new int[] {0, 0});
        d[0][0] = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!q.isEmpty()) {
            int[] p = q.remove();
            if (grid[p[0]].charAt(p[1]) == 'E') return d[p[0]][p[1]];
            for (int k = 0; k < 4; k++) {
                int r = p[0] + dr[k], c = p[1] + dc[k];
                if (r >= 0 && r < h && c >= 0 && c < w && grid[r].charAt(c) != '#' && d[r][c] < 0) {
                    d[r][c] = d[p[0]][p[1]] + 1;
                    q.add(new int[] {r, c});
                }
            }
        }
        return -1;
    }
}
