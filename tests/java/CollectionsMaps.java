import java.util.*;

// HashMap, LinkedHashMap (insertion/access order, removeEldestEntry), TreeMap/TreeSet navigation,
// EnumMap/EnumSet, IdentityHashMap (sizes only), WeakHashMap (strongly held keys only), fail-fast map views.
public class CollectionsMaps {
    enum Planet { MERCURY, VENUS, EARTH, MARS, JUPITER, SATURN, URANUS, NEPTUNE }

    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        HashMap<String, Integer> hm = new HashMap<>();
        String text = "it was the best of times it was the worst of times it was the age of wisdom it was the age of foolishness";
        for (String w : text.split(" ")) hm.merge(w, 1, Integer::sum);
        System.out.println("hm " + hm);
        System.out.println("size " + hm.size() + " get(was) " + hm.get("was") + " getOrDefault " + hm.getOrDefault("nope", -1) + " containsValue(4) " + hm.containsValue(4));
        hm.putIfAbsent("best", 100);
        hm.putIfAbsent("new", 7);
        hm.computeIfAbsent("len", k -> k.length());
        hm.computeIfPresent("age", (k, v) -> v * 10);
        hm.compute("times", (k, v) -> v == null ? 0 : v + 1000);
        hm.compute("wisdom", (k, v) -> null);
        hm.replace("of", 44);
        System.out.println("replace(it,3,33) " + hm.replace("it", 3, 33) + " replace(it,4,0) " + hm.replace("it", 4, 0) + " remove(the,4) " + hm.remove("the", 4));
        System.out.println("after updates " + new TreeMap<>(hm));
        hm.replaceAll((k, v) -> v + k.length());
        System.out.println("replaceAll " + new TreeMap<>(hm));
        hm.entrySet().removeIf(e -> e.getValue() > 20);
        hm.keySet().remove("new");
        hm.values().remove(5);
        System.out.println("view removals " + new TreeMap<>(hm));
        tryIt("HashMap CME via put in keySet loop", () -> { for (String k : hm.keySet()) hm.put(k + "!", 0); });
        tryIt("HashMap entry setValue", () -> { for (Map.Entry<String, Integer> e : hm.entrySet()) e.setValue(e.getValue() * 2); });
        System.out.println("doubled " + new TreeMap<>(hm));
        HashMap<Integer, String> collide = new HashMap<>();
        for (int i = 0; i < 200; i++) collide.put(i * 64, "v" + i);
        for (int i = 0; i < 200; i += 3) collide.remove(i * 64);
        System.out.println("collide size " + collide.size() + " get(64*100) " + collide.get(6400) + " get(0) " + collide.get(0));
        HashMap<String, String> nulls = new HashMap<>();
        nulls.put(null, "nullkey");
        nulls.put("k", null);
        System.out.println("null key " + nulls.get(null) + " containsKey(k) " + nulls.containsKey("k") + " get(k) " + nulls.get("k") + " getOrDefault(k) " + nulls.getOrDefault("k", "dflt"));
        tryIt("Map.of duplicate", () -> Map.of("a", 1, "a", 2));
        tryIt("Map.of put", () -> Map.of("a", 1).put("b", 2));
        tryIt("Map.copyOf null value", () -> Map.copyOf(nulls));
        tryIt("merge null value", () -> new HashMap<String, Integer>().merge("a", null, Integer::sum));

        LinkedHashMap<String, Integer> lhm = new LinkedHashMap<>();
        for (String w : "zeta alpha mu beta alpha omega".split(" ")) lhm.merge(w, 1, Integer::sum);
        System.out.println("linked insertion order " + lhm);
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, String> eldest) {
                return size() > 4;
            }
        };
        for (int i = 1; i <= 6; i++) {
            lru.put(i, "p" + i);
            lru.get(3);
            System.out.println("  lru after put " + i + ": " + lru.keySet());
        }
        lru.getOrDefault(4, "");
        System.out.println("lru access order " + lru);
        tryIt("LinkedHashMap access-order CME via get in loop", () -> { for (Integer k : lru.keySet()) lru.get(k); });

        TreeMap<String, Integer> tm = new TreeMap<>(hm);
        tm.put("aardvark", 1);
        tm.put("zebra", 26);
        System.out.println("tm " + tm);
        System.out.println("first " + tm.firstKey() + " last " + tm.lastEntry() + " floor(m) " + tm.floorKey("m") + " ceiling(m) " + tm.ceilingEntry("m")
            + " lower(it) " + tm.lowerKey("it") + " higher(it) " + tm.higherKey("it"));
        System.out.println("headMap(of) " + tm.headMap("of") + " tailMap(the,false) " + tm.tailMap("the", false) + " subMap(b,t) " + tm.subMap("b", "t"));
        System.out.println("descendingMap " + tm.descendingMap() + " descendingKeySet " + tm.descendingKeySet());
        System.out.println("pollFirst " + tm.pollFirstEntry() + " pollLast " + tm.pollLastEntry() + " now " + tm.navigableKeySet());
        SortedMap<String, Integer> head = tm.headMap("t");
        tryIt("headMap put out of range", () -> head.put("zzz", 1));
        tryIt("TreeMap null key", () -> tm.put(null, 1));
        tryIt("TreeMap firstKey empty", () -> new TreeMap<String, Integer>().firstKey());
        TreeMap<String, Integer> ci = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        ci.put("Hello", 1); ci.put("hello", 2); ci.put("WORLD", 3); ci.put("apple", 4);
        System.out.println("case-insensitive " + ci + " get(world) " + ci.get("world"));

        TreeSet<Integer> ts = new TreeSet<>();
        for (int i = 0; i < 30; i++) ts.add((i * 37) % 50);
        System.out.println("ts " + ts);
        System.out.println("floor(25) " + ts.floor(25) + " ceiling(25) " + ts.ceiling(25) + " lower(0) " + ts.lower(0) + " higher(48) " + ts.higher(48)
            + " headSet(10,true) " + ts.headSet(10, true) + " subSet(20,30) " + ts.subSet(20, 30));
        NavigableSet<Integer> dset = ts.descendingSet();
        System.out.println("descending first " + dset.first() + " pollFirst " + ts.pollFirst() + " pollLast " + ts.pollLast() + " size " + ts.size());
        TreeSet<String> words = new TreeSet<>(Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        words.addAll(List.of("kiwi", "fig", "apple", "pear", "banana", "date", "yam"));
        System.out.println("words by length, reverse alpha " + words);

        EnumMap<Planet, Double> mass = new EnumMap<>(Planet.class);
        mass.put(Planet.JUPITER, 317.8);
        mass.put(Planet.EARTH, 1.0);
        mass.put(Planet.MERCURY, 0.055);
        mass.put(Planet.NEPTUNE, 17.1);
        System.out.println("enumMap " + mass + " containsKey(MARS) " + mass.containsKey(Planet.MARS) + " firstKey via iterator " + mass.keySet().iterator().next());
        mass.remove(Planet.EARTH);
        System.out.println("enumMap after remove " + mass + " values " + mass.values());
        tryIt("EnumMap null key", () -> mass.put(null, 0.0));
        EnumSet<Planet> inner = EnumSet.range(Planet.MERCURY, Planet.MARS);
        EnumSet<Planet> outer = EnumSet.complementOf(inner);
        System.out.println("inner " + inner + " outer " + outer + " noneOf " + EnumSet.noneOf(Planet.class) + " of " + EnumSet.of(Planet.SATURN, Planet.VENUS));
        EnumSet<Planet> all = EnumSet.allOf(Planet.class);
        all.removeIf(p -> p.name().contains("U"));
        System.out.println("without U " + all);

        IdentityHashMap<String, Integer> ihm = new IdentityHashMap<>();
        String a1 = new String("key"), a2 = new String("key");
        ihm.put(a1, 1); ihm.put(a2, 2); ihm.put(a1, 3);
        ihm.put("lit", 4); ihm.put("lit", 5);
        System.out.println("identity size " + ihm.size() + " get(a1) " + ihm.get(a1) + " get(a2) " + ihm.get(a2) + " get(new key) " + ihm.get(new String("key"))
            + " containsKey(lit) " + ihm.containsKey("lit"));
        HashMap<String, Integer> eqmap = new HashMap<>();
        eqmap.put(a1, 1); eqmap.put(a2, 2);
        System.out.println("equality map size " + eqmap.size());

        WeakHashMap<String, Integer> whm = new WeakHashMap<>();
        String[] keys = {"one", "two", "three"};
        for (int i = 0; i < keys.length; i++) whm.put(keys[i], i + 1);
        System.out.println("weak size " + whm.size() + " get(two) " + whm.get("two") + " sorted " + new TreeMap<>(whm) + " remove(one) " + whm.remove("one") + " size " + whm.size());
        whm.put(null, 0);
        System.out.println("weak null key " + whm.get(null) + " containsKey(null) " + whm.containsKey(null));

        Hashtable<String, Integer> ht = new Hashtable<>();
        ht.put("a", 1);
        tryIt("Hashtable null value", () -> ht.put("b", null));
        tryIt("Hashtable null key", () -> ht.put(null, 1));
        HashSet<String> hs = new HashSet<>(List.of("delta", "alpha", "charlie", "bravo"));
        LinkedHashSet<String> lhs = new LinkedHashSet<>(List.of("delta", "alpha", "charlie", "bravo", "alpha"));
        System.out.println("hashset " + hs + " linkedhashset " + lhs + " equal " + hs.equals(lhs) + " hash " + (hs.hashCode() == lhs.hashCode()));
        tryIt("Set.of dup", () -> Set.of("x", "x"));
        System.out.println("Map.entry " + Map.entry("k", 9) + " ofEntries " + new TreeMap<>(Map.ofEntries(Map.entry("b", 2), Map.entry("a", 1))));
    }
}
