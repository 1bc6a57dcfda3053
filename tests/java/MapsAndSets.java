import java.util.*;

// HashMap with String keys, TreeMap navigation, LinkedHashMap orders, HashSet of Integers, TreeSet, map defaults.
public class MapsAndSets {
    public static void main(String[] args) {
        Map<String, Integer> hm = new HashMap<>();
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        for (String w : text.split(" ")) hm.put(w, hm.getOrDefault(w, 0) + 1);
        // iteration order of a HashMap with String keys is deterministic for a given implementation
        System.out.println("HashMap " + hm);
        System.out.println("size " + hm.size() + " get(was) " + hm.get("was") + " get(nope) " + hm.get("nope") + " containsKey(age) " + hm.containsKey("age")
            + " containsValue(4) " + hm.containsValue(4));
        hm.remove("it");
        hm.putIfAbsent("best", 100);
        hm.putIfAbsent("new", 1);
        hm.computeIfAbsent("computed", k -> k.length());
        hm.computeIfPresent("times", (k, v) -> v * 10);
        hm.compute("worst", (k, v) -> v == null ? -1 : null);    // returning null removes
        hm.merge("of", 5, Integer::sum);
        hm.replace("age", 42);
        System.out.println("after ops " + hm);
        System.out.println("keySet " + hm.keySet());
        System.out.println("values " + hm.values());
        int sum = 0;
        for (Map.Entry<String, Integer> e : hm.entrySet()) sum += e.getKey().length() * e.getValue();
        System.out.println("entry sum " + sum + " hashCode " + hm.hashCode() + " equals copy " + hm.equals(new HashMap<>(hm)));
        // grow and shrink a HashMap a lot (resizing)
        Map<String, String> big = new HashMap<>();
        for (int i = 0; i < 20000; i++) big.put("key" + i, "v" + (i * 7));
        for (int i = 0; i < 20000; i += 3) big.remove("key" + i);
        long check = 0;
        for (Map.Entry<String, String> e : big.entrySet()) check = check * 31 + e.getKey().hashCode() + e.getValue().length();
        System.out.println("big map size " + big.size() + " check " + check + " get(key7) " + big.get("key7") + " get(key9) " + big.get("key9"));
        // null keys and values in HashMap
        Map<String, String> nulls = new HashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("nullval", null);
        System.out.println("nulls " + nulls + " get(null) " + nulls.get(null) + " containsKey(nullval) " + nulls.containsKey("nullval") + " getOrDefault " + nulls.getOrDefault("nullval", "dflt"));
        // TreeMap
        TreeMap<String, Integer> tm = new TreeMap<>(hm);
        System.out.println("TreeMap " + tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastKey() + " floor(c) " + tm.floorKey("c") + " ceiling(c) " + tm.ceilingKey("c")
            + " higher(the) " + tm.higherKey("the") + " lower(age) " + tm.lowerKey("age"));
        System.out.println("headMap(foo) " + tm.headMap("foo") + " tailMap(times) " + tm.tailMap("times") + " subMap(b,o) " + tm.subMap("b", "o"));
        System.out.println("descending " + tm.descendingMap() + " pollFirst " + tm.pollFirstEntry() + " pollLast " + tm.pollLastEntry());
        TreeMap<Integer, String> byLen = new TreeMap<>(Comparator.reverseOrder());
        for (String w : text.split(" ")) byLen.merge(w.length(), w, (a, b) -> a.contains(b) ? a : a + "," + b);
        System.out.println("by length desc " + byLen);
        // LinkedHashMap insertion and access order
        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String k : new String[] {"zeta", "alpha", "mid", "beta"}) lhm.put(k, k.length());
        lhm.put("alpha", 99);
        System.out.println("LinkedHashMap insertion order " + lhm);
        LinkedHashMap<Integer, Integer> lru = new LinkedHashMap<>(16, 0.75f, true) {
            @Override protected boolean removeEldestEntry(Map.Entry<Integer, Integer> eldest) { return size() > 4; }
        };
        for (int i = 0; i < 6; i++) {
            lru.put(i, i * i);
            lru.get(1);
        }
        System.out.println("LRU cache " + lru);
        // HashSet of Integers: iteration order is by hash = value for small non-negative ints
        Set<Integer> hs = new HashSet<>();
        for (int i = 0; i < 30; i++) hs.add((i * 17) % 23);
        System.out.println("HashSet " + hs + " size " + hs.size() + " contains(5) " + hs.contains(5) + " add dup " + hs.add(5));
        Set<Integer> other = new HashSet<>(List.of(1, 2, 3, 100, 200));
        Set<Integer> inter = new HashSet<>(hs);
        inter.retainAll(other);
        Set<Integer> union = new TreeSet<>(hs);
        union.addAll(other);
        Set<Integer> diff = new TreeSet<>(other);
        diff.removeAll(hs);
        System.out.println("intersection " + inter + " union " + union + " difference " + diff);
        TreeSet<String> ts = new TreeSet<>(Arrays.asList(text.split(" ")));
        System.out.println("TreeSet " + ts + " first " + ts.first() + " last " + ts.last() + " headSet(it) " + ts.headSet("it") + " ceiling(s) " + ts.ceiling("s")
            + " descending " + ts.descendingSet());
        TreeSet<String> ci = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        ci.addAll(List.of("b", "A", "a", "B", "c"));
        System.out.println("case-insensitive TreeSet " + ci);
        LinkedHashSet<Character> lhs = new LinkedHashSet<>();
        for (char ch : "hello world".toCharArray()) lhs.add(ch);
        System.out.println("LinkedHashSet " + lhs);
        // Map.of and immutable maps
        Map<String, Integer> imm = Map.of("one", 1);
        try {
            imm.put("two", 2);
        } catch (UnsupportedOperationException e) {
            System.out.println("Map.of put -> UnsupportedOperationException");
        }
        try {
            Map.of("k", 1, "k", 2);
        } catch (IllegalArgumentException e) {
            System.out.println("duplicate key: " + e.getMessage());
        }
        TreeMap<String, Integer> sortedImm = new TreeMap<>(Map.of("c", 3, "a", 1, "b", 2));
        System.out.println("sorted copy of Map.of " + sortedImm);
        try {
            new TreeMap<String, Integer>().put(null, 1);
        } catch (NullPointerException e) {
            System.out.println("TreeMap null key -> NPE");
        }
        Map<Integer, List<String>> groups = new TreeMap<>();
        for (String w : ts) groups.computeIfAbsent(w.length(), k -> new ArrayList<>()).add(w);
        System.out.println("groups " + groups);
        // IdentityHashMap only on size (iteration order depends on identity hashes)
        Map<String, Integer> ihm = new IdentityHashMap<>();
        ihm.put(new String("k"), 1);
        ihm.put(new String("k"), 2);
        ihm.put("k", 3);
        ihm.put("k", 4);
        System.out.println("IdentityHashMap size " + ihm.size() + " get(literal) " + ihm.get("k"));
    }
}
