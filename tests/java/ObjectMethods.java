import java.util.*;

// java.lang.Object contracts: equals/hashCode overrides used by collections, clone (shallow, deep, CloneNotSupported),
// Objects utility methods, and hashCode values of library types.
public class ObjectMethods {
    static final class Money {
        final long cents;
        final String currency;
        Money(long cents, String currency) { this.cents = cents; this.currency = currency; }
        @Override public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Money)) return false;
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }
        @Override public int hashCode() { return Objects.hash(cents, currency); }
        @Override public String toString() { return String.format("%d.%02d %s", cents / 100, cents % 100, currency); }
    }

    static class BadHash {
        final int v;
        BadHash(int v) { this.v = v; }
        @Override public boolean equals(Object o) { return o instanceof BadHash && ((BadHash) o).v == v; }
        @Override public int hashCode() { return 42; }   // legal but slow
        @Override public String toString() { return "B" + v; }
    }

    static class Sheep implements Cloneable {
        String name;
        int[] tags;
        List<String> friends = new ArrayList<>();
        Sheep(String name, int... tags) { this.name = name; this.tags = tags; }
        @Override public Sheep clone() {
            try {
                return (Sheep) super.clone();
            } catch (CloneNotSupportedException e) {
                throw new AssertionError(e);
            }
        }
        Sheep deepClone() {
            Sheep s = clone();
            s.tags = tags.clone();
            s.friends = new ArrayList<>(friends);
            return s;
        }
        @Override public String toString() { return name + Arrays.toString(tags) + friends; }
    }

    static class NotCloneable {
        Object tryClone() throws CloneNotSupportedException { return super.clone(); }
    }

    public static void main(String[] args) throws Exception {
        Money a = new Money(1999, "EUR"), b = new Money(1999, "EUR"), c = new Money(1999, "USD");
        System.out.println(a + " equals b " + a.equals(b) + " equals c " + a.equals(c) + " == " + (a == b) + " hash " + a.hashCode() + " " + b.hashCode() + " " + c.hashCode());
        System.out.println("equals(null) " + a.equals(null) + " equals(String) " + a.equals("19.99 EUR"));
        Set<Money> wallet = new HashSet<>(List.of(a, c));
        System.out.println("set contains b " + wallet.contains(b) + " add b " + wallet.add(b) + " size " + wallet.size());
        Map<Money, String> labels = new HashMap<>();
        labels.put(a, "first");
        labels.put(b, "second");
        System.out.println("map size " + labels.size() + " get(a) " + labels.get(a));
        Map<BadHash, Integer> bad = new HashMap<>();
        for (int i = 0; i < 200; i++) bad.put(new BadHash(i % 50), i);
        System.out.println("all-colliding map size " + bad.size() + " get(B7) " + bad.get(new BadHash(7)) + " get(B70) " + bad.get(new BadHash(70)));
        // Objects helpers
        System.out.println("Objects.equals " + Objects.equals(null, null) + " " + Objects.equals(a, null) + " " + Objects.equals(a, b)
            + " hashCode(null) " + Objects.hashCode(null) + " hash() " + Objects.hash() + " hash(1,2,3) " + Objects.hash(1, 2, 3)
            + " hash(null) " + Objects.hash((Object) null) + " toString(null,dflt) " + Objects.toString(null, "dflt")
            + " isNull " + Objects.isNull(null) + " requireNonNullElse " + Objects.requireNonNullElse(null, "else"));
        System.out.println("Objects.compare " + Objects.compare("a", "b", Comparator.naturalOrder()) + " checkIndex " + Objects.checkIndex(2, 3));
        try {
            Objects.checkIndex(3, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("checkIndex(3,3): " + e.getMessage());
        }
        try {
            Objects.requireNonNull(null);
        } catch (NullPointerException e) {
            System.out.println("requireNonNull: " + e.getMessage());
        }
        // clone
        Sheep dolly = new Sheep("dolly", 1, 2, 3);
        dolly.friends.add("polly");
        Sheep shallow = dolly.clone();
        Sheep deep = dolly.deepClone();
        shallow.name = "shallow";
        shallow.tags[0] = 100;
        shallow.friends.add("molly");
        deep.tags[1] = 200;
        deep.friends.add("deep-only");
        System.out.println("original " + dolly + " shallow " + shallow + " deep " + deep + " classes same " + (shallow.getClass() == dolly.getClass()));
        try {
            new NotCloneable().tryClone();
        } catch (CloneNotSupportedException e) {
            System.out.println("CloneNotSupportedException: " + e.getMessage());
        }
        ArrayList<String> al = new ArrayList<>(List.of("x", "y"));
        @SuppressWarnings("unchecked")
        ArrayList<String> alc = (ArrayList<String>) al.clone();
        alc.add("z");
        System.out.println("ArrayList clone " + al + " " + alc);
        // hashCode of library values is specified
        System.out.println("String hash " + "hello".hashCode() + " List hash " + List.of(1, 2, 3).hashCode() + " ArrayList hash " + new ArrayList<>(List.of("a", "b")).hashCode()
            + " Set hash " + Set.of(1, 2, 3).hashCode() + " Map hash " + Map.of("k", "v").hashCode() + " entry hash " + Map.entry("k", 1).hashCode()
            + " Optional " + Optional.of("o").hashCode() + " empty Optional " + Optional.empty().hashCode() + " Character " + Character.hashCode('Z')
            + " Boolean " + Boolean.hashCode(true) + " Arrays.asList " + Arrays.asList(1.5, -0.0).hashCode() + " BitSet " + BitSet.valueOf(new long[] {5}).hashCode());
        // equality across collection implementations
        System.out.println("List.equals across impls " + new ArrayList<>(List.of(1, 2)).equals(new LinkedList<>(List.of(1, 2)))
            + " Set equals " + new HashSet<>(List.of(3, 1)).equals(new TreeSet<>(List.of(1, 3))) + " Map equals " + new HashMap<>(Map.of(1, 2)).equals(new TreeMap<>(Map.of(1, 2)))
            + " List vs Set " + List.of(1).equals(Set.of(1)));
        // getClass and default toString prefix (hash part omitted)
        Object o = new Object();
        String s = o.toString();
        System.out.println("default toString prefix " + s.substring(0, s.indexOf('@') + 1) + " hex matches hashCode " + s.substring(s.indexOf('@') + 1).equals(Integer.toHexString(o.hashCode()))
            + " identityHashCode consistent " + (System.identityHashCode(o) == o.hashCode()) + " stable " + (o.hashCode() == o.hashCode())
            + " identityHashCode(null) " + System.identityHashCode(null));
    }
}
