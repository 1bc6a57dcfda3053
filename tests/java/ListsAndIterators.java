import java.util.*;

// ArrayList, LinkedList, Iterator/ListIterator, ConcurrentModificationException, subList, removeIf, sort.
public class ListsAndIterators {
    public static void main(String[] args) {
        List<String> al = new ArrayList<>();
        for (String s : "the quick brown fox jumps over the lazy dog".split(" ")) al.add(s);
        System.out.println("ArrayList " + al + " size " + al.size());
        al.add(2, "very");
        al.set(0, "THE");
        al.remove("the");
        al.remove(al.size() - 1);
        System.out.println("edited " + al + " indexOf(fox) " + al.indexOf("fox") + " lastIndexOf(x) " + al.lastIndexOf("x") + " contains(lazy) " + al.contains("lazy"));
        System.out.println("get(3) " + al.get(3) + " isEmpty " + al.isEmpty() + " equals copy " + al.equals(new ArrayList<>(al)) + " hash " + al.hashCode());
        try {
            al.get(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("get(100): " + e.getMessage());
        }
        try {
            new ArrayList<Integer>().remove(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("remove(0) on empty: " + e.getMessage());
        }
        try {
            al.add(-1, "x");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("add(-1): " + e.getMessage());
        }
        LinkedList<Integer> ll = new LinkedList<>();
        for (int i = 0; i < 8; i++) {
            if (i % 2 == 0) ll.addFirst(i); else ll.addLast(i);
        }
        System.out.println("LinkedList " + ll + " first " + ll.getFirst() + " last " + ll.getLast() + " peek " + ll.peek());
        ll.removeFirst();
        ll.removeLast();
        ll.add(3, 99);
        ll.push(-1);
        System.out.println("after ops " + ll + " pop " + ll.pop() + " poll " + ll.poll() + " pollLast " + ll.pollLast() + " -> " + ll);
        // iterator removal
        Iterator<Integer> it = ll.iterator();
        while (it.hasNext()) if (it.next() % 3 == 0) it.remove();
        System.out.println("after iterator remove " + ll);
        ListIterator<String> li = al.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (s.length() == 3) li.set(s.toUpperCase());
            else if (s.length() > 4) li.add("(" + idx + ")");
        }
        System.out.println("listIterator edits " + al);
        StringBuilder back = new StringBuilder();
        while (li.hasPrevious()) back.append(li.previous()).append(' ');
        System.out.println("backwards " + back);
        // ConcurrentModificationException
        List<Integer> nums = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        try {
            for (Integer n : nums) if (n == 2) nums.remove(n);
        } catch (ConcurrentModificationException e) {
            System.out.println("CME caught: " + e.getClass().getName() + " message=" + e.getMessage() + " list now " + nums);
        }
        List<Integer> nums2 = new ArrayList<>(List.of(1, 2, 3, 4, 5));
        for (Integer n : nums2) if (n == 4) nums2.remove(n);   // removing the second-to-last element does not throw
        System.out.println("no CME when removing second-to-last: " + nums2);
        Map<String, Integer> m = new HashMap<>(Map.of("a", 1, "b", 2));
        try {
            for (String k : m.keySet()) m.put(k + k, 0);
        } catch (ConcurrentModificationException e) {
            System.out.println("map CME caught");
        }
        Iterator<Integer> bad = new ArrayList<>(List.of(1)).iterator();
        try {
            bad.remove();
        } catch (IllegalStateException e) {
            System.out.println("remove before next: IllegalStateException");
        }
        bad.next();
        try {
            bad.next();
        } catch (NoSuchElementException e) {
            System.out.println("next past end: NoSuchElementException");
        }
        // subList views
        List<Integer> base = new ArrayList<>();
        for (int i = 0; i < 10; i++) base.add(i);
        List<Integer> sub = base.subList(3, 7);
        sub.set(0, 30);
        sub.remove(Integer.valueOf(5));
        System.out.println("subList " + sub + " base " + base);
        sub.clear();
        System.out.println("after sub.clear base " + base);
        // removeIf, replaceAll, sort, toArray
        List<Integer> r = new ArrayList<>();
        for (int i = 1; i <= 20; i++) r.add(i * 7 % 23);
        r.removeIf(v -> v % 2 == 0);
        r.replaceAll(v -> v * 10);
        System.out.println("removeIf/replaceAll " + r);
        r.sort(null);
        System.out.println("sorted " + r + " binarySearch(150) " + Collections.binarySearch(r, 150));
        Integer[] arr = r.toArray(new Integer[0]);
        Object[] oarr = r.toArray();
        System.out.println("toArray " + arr.length + " " + arr.getClass().getSimpleName() + " " + oarr.getClass().getSimpleName());
        // Collections utilities
        List<Integer> cu = new ArrayList<>(List.of(5, 3, 9, 1, 7));
        Collections.reverse(cu);
        System.out.println("reverse " + cu + " max " + Collections.max(cu) + " min " + Collections.min(cu) + " frequency " + Collections.frequency(List.of(1, 2, 1, 1), 1));
        Collections.swap(cu, 0, 4);
        Collections.rotate(cu, 2);
        System.out.println("swap+rotate " + cu + " nCopies " + Collections.nCopies(3, "ab") + " emptyList " + Collections.emptyList());
        Collections.shuffle(cu, new Random(42));
        System.out.println("shuffle with seeded Random " + cu);
        List<String> unmod = Collections.unmodifiableList(new ArrayList<>(List.of("u")));
        try {
            unmod.add("v");
        } catch (UnsupportedOperationException e) {
            System.out.println("unmodifiable add -> UnsupportedOperationException");
        }
        try {
            List.of(1, 2).set(0, 5);
        } catch (UnsupportedOperationException e) {
            System.out.println("List.of set -> UnsupportedOperationException " + e.getMessage());
        }
        try {
            List.of(1, null);
        } catch (NullPointerException e) {
            System.out.println("List.of(null) -> NPE");
        }
        // large list operations
        ArrayList<Integer> bigList = new ArrayList<>();
        for (int i = 0; i < 50000; i++) bigList.add((i * 31) % 1000);
        long s = 0;
        for (int i = 0; i < bigList.size(); i += 7) s += bigList.get(i);
        LinkedList<Integer> bigLinked = new LinkedList<>(bigList.subList(0, 2000));
        int removed = 0;
        for (Iterator<Integer> bi = bigLinked.iterator(); bi.hasNext(); ) if (bi.next() % 5 == 0) { bi.remove(); removed++; }
        System.out.println("big sum " + s + " linked removed " + removed + " remaining " + bigLinked.size() + " hash " + bigLinked.hashCode());
    }
}
