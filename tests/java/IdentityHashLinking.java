import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/* Identity hashes as HotSpot's, around the linking of classes: HotSpot's
 * verifier draws the class's mirror's hash when it links a class outside its
 * CDS archive (every program class, and the JDK's that the archive lacks:
 * BitSet, ComparableTimSort), supertypes first, and that draw is the
 * class's hashCode; an array of a class never initialised links nothing.
 * Rivet drew when a loader defined a class, and never for the JDK's, so
 * class hashes, and every identity hash after such a link (an enum-keyed
 * HashMap's order), differed (hunt 15 J3). Only main's thread, and no
 * string concatenation or lambda (HotSpot spins LambdaForm classes for
 * those, Rivet does not). */
public class IdentityHashLinking {
    static class Base {}
    static class Derived extends Base {}
    static class Never {
        static {
            System.out.println("never initialised");
        }
    }
    enum Suit { CLUBS, DIAMONDS, HEARTS, SPADES }

    static String hex(int h) {
        return Integer.toHexString(h);
    }

    public static void main(String[] args) throws Exception {
        System.out.println(hex(IdentityHashLinking.class.hashCode()));
        new Derived();
        System.out.println(hex(Derived.class.hashCode()));
        System.out.println(hex(Base.class.hashCode()));
        Never[] none = new Never[2];
        System.out.println(hex(new Object().hashCode()));
        BitSet bits = new BitSet();
        bits.set(3);
        System.out.println(hex(new Object().hashCode()));
        System.out.println(hex(BitSet.class.hashCode()));
        List<String> l = new ArrayList<>(List.of("b", "c", "a"));
        Collections.sort(l);
        System.out.println(hex(new Object().hashCode()));
        Class.forName("java.util.StringJoiner", false, null);
        System.out.println(hex(new Object().hashCode()));
        Class.forName("java.util.StringJoiner", true, null);
        System.out.println(hex(new Object().hashCode()));
        Map<Suit, Integer> counts = new HashMap<>();
        for (Suit s : new Suit[] {Suit.SPADES, Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS})
            counts.put(s, counts.getOrDefault(s, 0) + 1);
        System.out.println(counts);
        System.out.println(new HashSet<>(List.of(Suit.values())));
        System.out.println(none.length + " " + bits + " " + l);
    }
}
