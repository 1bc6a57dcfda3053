import java.util.*;

// java.util.Arrays and java.util.Collections utilities: sort, binarySearch, fill, copyOf, mismatch, compare,
// shuffle with a seeded Random, rotate, nCopies, frequency, disjoint, wrappers (unmodifiable, synchronized, checked).
public class CollectionsUtil {
    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            System.out.println(what + ": " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        int[] ia = {9, -3, 7, 0, 12, 7, -8, 5, 1, 3};
        int[] sorted = ia.clone();
        Arrays.sort(sorted);
        System.out.println("sorted " + Arrays.toString(sorted) + " original " + Arrays.toString(ia));
        for (int key : new int[]{7, -8, 12, 4, -100, 100}) System.out.print("bs(" + key + ")=" + Arrays.binarySearch(sorted, key) + " ");
        System.out.println();
        int[] part = ia.clone();
        Arrays.sort(part, 2, 7);
        System.out.println("sort range [2,7) " + Arrays.toString(part) + " bs in range " + Arrays.binarySearch(part, 2, 7, 7));
        double[] da = {3.5, -0.0, 0.0, Double.NaN, -1e10, Double.NEGATIVE_INFINITY, 2.0};
        Arrays.sort(da);
        System.out.println("double sort " + Arrays.toString(da) + " bs(0.0)=" + Arrays.binarySearch(da, 0.0) + " bs(-0.0)=" + Arrays.binarySearch(da, -0.0)
            + " bs(NaN)=" + Arrays.binarySearch(da, Double.NaN));
        String[] sa = {"pear", "Apple", "fig", "banana", "Cherry", "apple"};
        String[] s1 = sa.clone();
        Arrays.sort(s1);
        String[] s2 = sa.clone();
        Arrays.sort(s2, String.CASE_INSENSITIVE_ORDER);
        String[] s3 = sa.clone();
        Arrays.sort(s3, Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder()));
        System.out.println("natural " + Arrays.toString(s1) + " ci " + Arrays.toString(s2) + " len/rev " + Arrays.toString(s3));
        System.out.println("bs ci(CHERRY) " + Arrays.binarySearch(s2, "CHERRY", String.CASE_INSENSITIVE_ORDER));
        long[] la = new long[6];
        Arrays.fill(la, 7L);
        Arrays.fill(la, 1, 3, -1L);
        Arrays.setAll(la, i -> la[i] * (i + 1));
        System.out.println("fill/setAll " + Arrays.toString(la));
        int[] prefix = {1, 2, 3, 4, 5, 6};
        Arrays.parallelPrefix(prefix, Integer::sum);
        System.out.println("parallelPrefix " + Arrays.toString(prefix));
        System.out.println("copyOf grow " + Arrays.toString(Arrays.copyOf(ia, 12)) + " shrink " + Arrays.toString(Arrays.copyOf(sa, 2))
            + " copyOfRange " + Arrays.toString(Arrays.copyOfRange(ia, 8, 12)));
        System.out.println("equals " + Arrays.equals(ia, ia.clone()) + " range equals " + Arrays.equals(ia, 0, 2, new int[]{9, -3, 5}, 0, 2)
            + " mismatch " + Arrays.mismatch(ia, new int[]{9, -3, 7, 1}) + " compare " + Arrays.compare(new int[]{1, 2}, new int[]{1, 3})
            + " " + Arrays.compare(new int[]{1, 2, 3}, new int[]{1, 2}) + " compareUnsigned " + Arrays.compareUnsigned(new int[]{-1}, new int[]{1}));
        int[][] deep = {{1, 2}, {3}, {}};
        System.out.println("deepToString " + Arrays.deepToString(deep) + " deepEquals " + Arrays.deepEquals(deep, new int[][]{{1, 2}, {3}, {}})
            + " hashCode " + Arrays.hashCode(ia) + " deepHashCode " + Arrays.deepHashCode(deep));
        Integer[] boxed = {5, 3, 1};
        List<Integer> view = Arrays.asList(boxed);
        view.set(0, 50);
        System.out.println("asList write-through " + Arrays.toString(boxed) + " stream sum " + Arrays.stream(ia).sum() + " range stream " + Arrays.stream(ia, 1, 4).boxed().toList());
        tryIt("copyOfRange from > to", () -> Arrays.copyOfRange(ia, 5, 2));
        tryIt("sort range out of bounds", () -> Arrays.sort(ia, 3, 20));
        tryIt("fill bad range", () -> Arrays.fill(ia, 4, 2, 0));
        tryIt("sort mixed types", () -> Arrays.sort(new Object[]{"a", 1, "b"}));
        tryIt("ArrayStoreException via asList", () -> { Object[] objs = new String[1]; Arrays.asList(objs).set(0, 42); });
        tryIt("negative copyOf", () -> Arrays.copyOf(ia, -1));

        List<Integer> nums = new ArrayList<>();
        for (int i = 1; i <= 12; i++) nums.add(i);
        Collections.shuffle(nums, new Random(42));
        System.out.println("shuffle(42) " + nums);
        Collections.shuffle(nums, new Random(7));
        System.out.println("shuffle(7) " + nums);
        Collections.sort(nums);
        Collections.rotate(nums, 4);
        System.out.println("rotate 4 " + nums);
        Collections.rotate(nums, -6);
        System.out.println("rotate -6 " + nums);
        Collections.reverse(nums);
        System.out.println("reverse " + nums);
        Collections.swap(nums, 0, 11);
        System.out.println("swap " + nums + " max " + Collections.max(nums) + " min " + Collections.min(nums)
            + " max by mod 5 " + Collections.max(nums, Comparator.comparingInt((Integer x) -> x % 5).thenComparing(Comparator.naturalOrder())));
        Collections.sort(nums);
        System.out.println("binarySearch 8 " + Collections.binarySearch(nums, 8) + " 13 " + Collections.binarySearch(nums, 13)
            + " reverse-cmp " + Collections.binarySearch(List.of(9, 7, 5, 3), 5, Collections.reverseOrder()));
        List<String> copies = Collections.nCopies(4, "ab");
        System.out.println("nCopies " + copies + " frequency " + Collections.frequency(List.of("a", "b", "a", "c", "a"), "a")
            + " frequency null " + Collections.frequency(Arrays.asList(null, "x", null), null));
        System.out.println("disjoint " + Collections.disjoint(List.of(1, 2), Set.of(3, 4)) + " " + Collections.disjoint(List.of(1, 2), Set.of(2)));
        List<Integer> target = new ArrayList<>(List.of(0, 0, 0, 0, 0));
        Collections.copy(target, List.of(7, 8));
        Collections.fill(nums, 0);
        System.out.println("copy " + target + " fill " + nums.subList(0, 3) + " indexOfSubList " + Collections.indexOfSubList(List.of(1, 2, 3, 1, 2, 3), List.of(2, 3))
            + " lastIndexOfSubList " + Collections.lastIndexOfSubList(List.of(1, 2, 3, 1, 2, 3), List.of(2, 3)));
        List<String> withAll = new ArrayList<>();
        Collections.addAll(withAll, "c", "a", "b");
        Collections.sort(withAll, Collections.reverseOrder());
        System.out.println("addAll/reverseOrder " + withAll + " emptyList " + Collections.emptyList() + " singletonMap " + Collections.singletonMap("k", "v")
            + " singleton " + Collections.singleton(1));
        tryIt("copy too small", () -> Collections.copy(new ArrayList<>(List.of(1)), List.of(1, 2)));
        tryIt("nCopies negative", () -> Collections.nCopies(-1, "x"));
        tryIt("max of empty", () -> Collections.max(new ArrayList<Integer>()));
        tryIt("singleton add", () -> Collections.singleton(1).add(2));

        List<String> base = new ArrayList<>(List.of("x", "y"));
        List<String> ro = Collections.unmodifiableList(base);
        base.add("z");
        System.out.println("unmodifiable view sees " + ro + " List.copyOf " + List.copyOf(base));
        tryIt("unmodifiableList add", () -> ro.add("w"));
        tryIt("unmodifiableList iterator remove", () -> { Iterator<String> it = ro.iterator(); it.next(); it.remove(); });
        Map<String, Integer> rom = Collections.unmodifiableMap(new TreeMap<>(Map.of("a", 1)));
        tryIt("unmodifiableMap put", () -> rom.put("b", 2));
        tryIt("unmodifiableMap entry setValue", () -> rom.entrySet().iterator().next().setValue(5));
        tryIt("unmodifiableSet remove", () -> Collections.unmodifiableSet(new HashSet<>(Set.of(1))).remove(1));
        tryIt("unmodifiableSortedMap", () -> Collections.unmodifiableSortedMap(new TreeMap<String, Integer>()).put("a", 1));
        List<Integer> syn = Collections.synchronizedList(new ArrayList<>());
        Thread[] ts = new Thread[4];
        for (int t = 0; t < ts.length; t++) {
            final int base0 = t * 100;
            ts[t] = new Thread(() -> { for (int i = 0; i < 100; i++) syn.add(base0 + i); });
            ts[t].start();
        }
        for (Thread t : ts) {
            try { t.join(); } catch (InterruptedException e) { throw new RuntimeException(e); }
        }
        long sum;
        synchronized (syn) { sum = 0; for (int x : syn) sum += x; }
        System.out.println("synchronizedList size " + syn.size() + " sum " + sum);
        Map<String, Integer> sm = Collections.synchronizedMap(new TreeMap<>());
        sm.put("b", 2); sm.put("a", 1);
        System.out.println("synchronizedMap " + sm);
        List raw = Collections.checkedList(new ArrayList<String>(), String.class);
        raw.add("ok");
        tryIt("checkedList wrong type", () -> raw.add(Integer.valueOf(3)));
        Deque<Integer> stackish = new ArrayDeque<>();
        Queue<Integer> lifo = Collections.asLifoQueue(stackish);
        lifo.add(1); lifo.add(2); lifo.add(3);
        System.out.println("asLifoQueue poll " + lifo.poll() + " " + lifo.poll());
        Set<String> fromMap = Collections.newSetFromMap(new TreeMap<>());
        fromMap.addAll(List.of("q", "a", "m"));
        System.out.println("newSetFromMap " + fromMap);
        Enumeration<String> e = Collections.enumeration(List.of("e1", "e2"));
        System.out.println("enumeration -> list " + Collections.list(e));
    }
}
