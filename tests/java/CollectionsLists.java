import java.util.*;
import java.util.function.*;

// ArrayList, LinkedList, ArrayDeque, PriorityQueue: bulk ops, list iterators, fail-fast iterators, error paths.
public class CollectionsLists {
    static void cme(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": no exception");
        } catch (ConcurrentModificationException e) {
            System.out.println(what + ": ConcurrentModificationException " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        ArrayList<Integer> al = new ArrayList<>(2);
        for (int i = 0; i < 25; i++) al.add((i * 7) % 11);
        System.out.println("al " + al + " size " + al.size() + " hash " + al.hashCode());
        al.ensureCapacity(100);
        al.trimToSize();
        al.addAll(3, List.of(100, 200, 300));
        System.out.println("addAll@3 " + al);
        al.removeAll(List.of(0, 1));
        System.out.println("removeAll(0,1) " + al);
        al.retainAll(Set.of(2, 3, 4, 5, 100, 300));
        System.out.println("retainAll " + al);
        al.replaceAll(x -> x * 2);
        System.out.println("replaceAll*2 " + al);
        System.out.println("removeIf>50 " + al.removeIf(x -> x > 50) + " " + al);
        al.sort(Comparator.reverseOrder());
        System.out.println("sorted desc " + al);
        List<Integer> sub = al.subList(2, 6);
        sub.set(0, -1);
        sub.remove(1);
        System.out.println("subList " + sub + " backing " + al);
        Object[] oa = al.toArray();
        Integer[] ia = al.toArray(new Integer[0]);
        Integer[] ib = al.toArray(Integer[]::new);
        System.out.println("toArray lengths " + oa.length + " " + ia.length + " " + ib.length + " " + Arrays.toString(ia));
        ListIterator<Integer> li = al.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            int v = li.next();
            if (v == 4) li.remove();
            else if (v == 6) li.set(66);
            else if (idx == 0) li.add(999);
        }
        System.out.println("after listIterator edits " + al);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previousIndex()).append(':').append(li.previous()).append(' ');
        System.out.println("backwards " + back.toString().trim());
        cme("ArrayList modify during for-each", () -> { for (Integer x : al) if (x == 999) al.add(1); });
        cme("ArrayList remove last-but-one during for-each", () -> {
            List<String> l = new ArrayList<>(List.of("a", "b", "c"));
            for (String s : l) if (s.equals("b")) l.remove(s);
            System.out.println("  (quietly) " + l);
        });
        cme("ArrayList iterator remove twice", () -> { Iterator<Integer> it = al.iterator(); it.next(); it.remove(); it.remove(); });
        cme("subList after structural change", () -> { List<Integer> s = al.subList(0, 2); al.add(5); s.size(); });
        cme("ArrayList get(-1)", () -> al.get(-1));
        cme("ArrayList set(size)", () -> al.set(al.size(), 1));
        cme("ArrayList subList(3,1)", () -> al.subList(3, 1));
        cme("new ArrayList(-1)", () -> new ArrayList<Integer>(-1));
        cme("Iterator next past end", () -> { Iterator<Integer> it = new ArrayList<Integer>().iterator(); it.next(); });
        cme("List.of add", () -> List.of(1).add(2));
        cme("List.of null", () -> List.of(1, null));
        cme("Arrays.asList add", () -> Arrays.asList(1, 2).add(3));
        cme("forEach modifying", () -> al.forEach(x -> { if (x == 999) al.remove(0); }));
        cme("removeIf modifying", () -> {
            ArrayList<Integer> l = new ArrayList<>(List.of(1, 2, 3));
            l.removeIf(x -> { if (x == 2) l.add(4); return false; });
        });

        LinkedList<String> ll = new LinkedList<>(List.of("m", "n", "o"));
        ll.addFirst("a"); ll.addLast("z"); ll.add(2, "b"); ll.push("top"); ll.offer("tail");
        System.out.println("linked " + ll + " first " + ll.getFirst() + " last " + ll.getLast() + " peek " + ll.peek() + " element " + ll.element());
        System.out.println("pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " removeLast " + ll.removeLast() + " -> " + ll);
        ll.add("n");
        System.out.println("indexOf n " + ll.indexOf("n") + " lastIndexOf n " + ll.lastIndexOf("n") + " removeLastOccurrence " + ll.removeLastOccurrence("n") + " " + ll);
        Iterator<String> desc = ll.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (desc.hasNext()) sb.append(desc.next());
        System.out.println("descending " + sb);
        cme("LinkedList concurrent add", () -> { for (String s : ll) if (s.equals("m")) ll.add("q"); });
        cme("LinkedList getFirst empty", () -> new LinkedList<String>().getFirst());
        cme("LinkedList get(10)", () -> ll.get(10));

        ArrayDeque<Integer> dq = new ArrayDeque<>(1);
        for (int i = 0; i < 40; i++) { if ((i & 1) == 0) dq.offerFirst(i); else dq.offerLast(i); }
        System.out.println("deque grew " + dq.size() + " first " + dq.peekFirst() + " last " + dq.peekLast());
        int s = 0;
        while (dq.size() > 5) s += dq.pollFirst() - dq.pollLast();
        System.out.println("drain diff " + s + " rest " + dq);
        dq.removeIf(x -> x % 3 == 0);
        System.out.println("deque removeIf " + dq + " toArray " + Arrays.toString(dq.toArray(new Integer[0])));
        cme("ArrayDeque concurrent", () -> { for (Integer x : dq) dq.addLast(1); });
        cme("ArrayDeque element empty", () -> new ArrayDeque<Integer>().element());
        cme("ArrayDeque offer null", () -> new ArrayDeque<Integer>().offer(null));

        PriorityQueue<String> pq = new PriorityQueue<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        Collections.addAll(pq, "pear", "fig", "banana", "kiwi", "apple", "date", "plum", "cherry", "lime");
        System.out.println("pq size " + pq.size() + " peek " + pq.peek() + " contains kiwi " + pq.contains("kiwi") + " remove(plum) " + pq.remove("plum"));
        List<String> polled = new ArrayList<>();
        while (!pq.isEmpty()) polled.add(pq.poll());
        System.out.println("pq order " + polled);
        PriorityQueue<Integer> ipq = new PriorityQueue<>(List.of(5, 3, 9, 1, 7, 1, 8));
        System.out.println("ipq comparator null " + (ipq.comparator() == null) + " poll order " + pollAll(ipq));
        PriorityQueue<Integer> maxq = new PriorityQueue<>(Collections.reverseOrder());
        maxq.addAll(List.of(5, 3, 9, 1, 7));
        System.out.println("max heap " + pollAll(maxq));
        cme("PriorityQueue add incomparable", () -> { PriorityQueue<Object> q = new PriorityQueue<>(); q.add(new Object()); q.add(new Object()); });
        cme("PriorityQueue null", () -> new PriorityQueue<Integer>().add(null));
        cme("PriorityQueue concurrent", () -> { PriorityQueue<Integer> q = new PriorityQueue<>(List.of(1, 2, 3)); for (Integer x : q) q.add(x); });
        cme("PriorityQueue remove empty", () -> new PriorityQueue<Integer>().remove());

        Stack<Integer> st = new Stack<>();
        for (int i = 1; i <= 5; i++) st.push(i * i);
        System.out.println("stack " + st + " peek " + st.peek() + " search(9) " + st.search(9) + " pop " + st.pop() + " " + st);
        cme("Stack pop empty", () -> new Stack<Integer>().pop());
        Vector<String> v = new Vector<>(List.of("x", "y"));
        v.insertElementAt("w", 0);
        v.addElement("z");
        Enumeration<String> en = v.elements();
        StringBuilder es = new StringBuilder();
        while (en.hasMoreElements()) es.append(en.nextElement());
        System.out.println("vector " + v + " enum " + es + " capacity>=size " + (v.capacity() >= v.size()) + " elementAt(2) " + v.elementAt(2));
        cme("Vector elementAt(9)", () -> v.elementAt(9));
    }

    static <T> List<T> pollAll(Queue<T> q) {
        List<T> out = new ArrayList<>();
        while (!q.isEmpty()) out.add(q.poll());
        return out;
    }
}
