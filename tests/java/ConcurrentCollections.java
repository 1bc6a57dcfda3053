import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

// ConcurrentHashMap (merge/compute/bulk forEach/reduce/search with parallelism thresholds, concurrent updates),
// ConcurrentLinkedQueue/Deque, CopyOnWriteArrayList/Set (snapshot iterators), ConcurrentSkipListMap/Set.
public class ConcurrentCollections {
    static void runThreads(int n, java.util.function.IntConsumer body) throws InterruptedException {
        Thread[] ts = new Thread[n];
        for (int i = 0; i < n; i++) {
            final int id = i;
            ts[i] = new Thread(() -> body.accept(id));
            ts[i].start();
        }
        for (Thread t : ts) t.join();
    }

    public static void main(String[] args) throws Exception {
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        String[] words = "one two three four five six seven eight nine ten".split(" ");
        runThreads(4, id -> {
            for (int rep = 0; rep < 250; rep++) for (String w : words) chm.merge(w, 1, Integer::sum);
        });
        System.out.println("merged counts " + new TreeMap<>(chm));
        runThreads(4, id -> {
            for (int rep = 0; rep < 100; rep++) chm.compute("counter", (k, v) -> v == null ? 1 : v + 1);
        });
        System.out.println("compute counter " + chm.get("counter"));
        System.out.println("computeIfAbsent " + chm.computeIfAbsent("eleven", String::length) + " computeIfPresent " + chm.computeIfPresent("one", (k, v) -> v * 2)
            + " putIfAbsent existing " + chm.putIfAbsent("two", 0) + " replace " + chm.replace("three", 1000, 5) + " remove(k,v) " + chm.remove("four", 1000));
        System.out.println("mappingCount " + chm.mappingCount() + " getOrDefault " + chm.getOrDefault("zzz", -1) + " containsValue(2000) " + chm.containsValue(2000));
        long total = chm.reduceValuesToLong(1, Integer::longValue, 0L, Long::sum);
        String longest = chm.reduceKeys(1, (x, y) -> x.length() > y.length() || (x.length() == y.length() && x.compareTo(y) < 0) ? x : y);
        Integer max = chm.reduce(1, (k, v) -> v, Math::max);
        String found = chm.search(1, (k, v) -> k.equals("seven") ? k + "=" + v : null);
        System.out.println("reduceValuesToLong " + total + " reduceKeys longest " + longest + " reduce max " + max + " search " + found);
        LongAdder viaForEach = new LongAdder();
        chm.forEach(1, (k, v) -> viaForEach.add(v));
        ConcurrentSkipListSet<String> keysSeen = new ConcurrentSkipListSet<>();
        chm.forEachKey(2, keysSeen::add);
        System.out.println("forEach sum " + viaForEach.sum() + " keys " + keysSeen);
        AtomicLong upper = new AtomicLong();
        chm.forEachEntry(Long.MAX_VALUE, e -> upper.addAndGet(e.getKey().length()));
        System.out.println("sequential forEachEntry key length sum " + upper.get() + " reduceEntries " + chm.reduceEntriesToInt(1, e -> e.getValue() % 7, 0, Integer::sum));
        ConcurrentHashMap.KeySetView<String, Boolean> ks = ConcurrentHashMap.newKeySet();
        runThreads(3, id -> { for (int i = 0; i < 300; i++) ks.add("k" + (i % 120)); });
        System.out.println("newKeySet size " + ks.size());
        ConcurrentHashMap.KeySetView<String, Integer> withDefault = chm.keySet(0);
        withDefault.add("added-through-view");
        System.out.println("keySet(default) add -> " + chm.get("added-through-view"));
        for (String k : chm.keySet()) if (k.startsWith("t")) chm.remove(k);
        System.out.println("removal during iteration ok, remaining " + new TreeSet<>(chm.keySet()));
        try {
            chm.put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("null key: NPE");
        }
        try {
            chm.put("x", null);
        } catch (NullPointerException e) {
            System.out.println("null value: NPE");
        }
        try {
            chm.computeIfAbsent("rec", k -> chm.computeIfAbsent("rec", k2 -> 1));
            System.out.println("recursive computeIfAbsent: no exception");
        } catch (IllegalStateException e) {
            System.out.println("recursive computeIfAbsent: IllegalStateException " + e.getMessage());
        }

        ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<>();
        runThreads(4, id -> { for (int i = 0; i < 500; i++) clq.offer(id * 1000 + i); });
        System.out.println("clq size " + clq.size() + " peek non-null " + (clq.peek() != null));
        LongAdder polledSum = new LongAdder();
        AtomicInteger polledCount = new AtomicInteger();
        runThreads(3, id -> { Integer x; while ((x = clq.poll()) != null) { polledSum.add(x); polledCount.incrementAndGet(); } });
        System.out.println("polled " + polledCount.get() + " sum " + polledSum.sum() + " empty " + clq.isEmpty() + " poll on empty " + clq.poll());
        ConcurrentLinkedDeque<String> cld = new ConcurrentLinkedDeque<>(List.of("m"));
        cld.addFirst("f"); cld.addLast("l"); cld.push("p");
        System.out.println("cld " + cld + " pollLast " + cld.pollLast() + " pop " + cld.pop() + " " + cld);

        CopyOnWriteArrayList<String> cow = new CopyOnWriteArrayList<>(List.of("a", "b", "c"));
        Iterator<String> snap = cow.iterator();
        cow.add("d");
        cow.remove("a");
        StringBuilder seen = new StringBuilder();
        while (snap.hasNext()) seen.append(snap.next());
        System.out.println("snapshot iterator " + seen + " current " + cow);
        for (String s : cow) cow.add(s + s);
        System.out.println("add during iteration " + cow + " addIfAbsent(b) " + cow.addIfAbsent("b") + " addIfAbsent(z) " + cow.addIfAbsent("z")
            + " addAllAbsent " + cow.addAllAbsent(List.of("z", "y", "b")));
        try {
            cow.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("COW iterator remove: UnsupportedOperationException");
        }
        CopyOnWriteArrayList<Integer> cowi = new CopyOnWriteArrayList<>();
        runThreads(4, id -> { for (int i = 0; i < 50; i++) cowi.add(id); });
        int[] per = new int[4];
        for (int x : cowi) per[x]++;
        System.out.println("cow concurrent adds " + cowi.size() + " per thread " + Arrays.toString(per));
        CopyOnWriteArraySet<String> cows = new CopyOnWriteArraySet<>(List.of("x", "y", "x", "z"));
        System.out.println("cow set " + cows + " add(y) " + cows.add("y"));

        ConcurrentSkipListMap<Integer, String> sl = new ConcurrentSkipListMap<>();
        runThreads(4, id -> { for (int i = id; i < 100; i += 4) sl.put(i * 3 % 100, "v" + i); });
        System.out.println("skiplist size " + sl.size() + " first " + sl.firstEntry() + " last " + sl.lastKey() + " floor(50) " + sl.floorKey(50) + " ceiling(50) " + sl.ceilingEntry(50)
            + " head(5) " + sl.headMap(5) + " descending first " + sl.descendingMap().firstKey());
        ConcurrentNavigableMap<Integer, String> sub = sl.subMap(10, true, 20, false);
        System.out.println("subMap " + sub + " pollFirst " + sl.pollFirstEntry() + " pollLast " + sl.pollLastEntry() + " size " + sl.size());
        ConcurrentSkipListMap<String, Integer> rev = new ConcurrentSkipListMap<>(Comparator.reverseOrder());
        rev.put("apple", 1); rev.put("pear", 2); rev.put("fig", 3);
        System.out.println("reverse skiplist " + rev + " merge " + rev.merge("fig", 10, Integer::sum) + " compute " + rev.compute("kiwi", (k, v) -> v == null ? 0 : v));
        ConcurrentSkipListSet<Integer> sls = new ConcurrentSkipListSet<>();
        runThreads(3, id -> { for (int i = 0; i < 50; i++) sls.add((i * 7 + id) % 40); });
        System.out.println("skiplist set " + sls.size() + " first " + sls.first() + " last " + sls.last() + " headSet(5) " + sls.headSet(5) + " higher(38) " + sls.higher(38));
        try {
            sls.add(null);
        } catch (NullPointerException e) {
            System.out.println("skiplist null: NPE");
        }
    }
}
