import java.util.HashSet;

// Known failure: identity hashes printed after string concatenation or a
// lambda. HotSpot links those call sites with Java bootstraps that draw
// identity hashes (6 for the first "x" + int, 2 for the first lambda ...);
// Rivet links them natively, so the later hashes are others than HotSpot's.
public class IdentityHashConcat {
    static class Item {
        final String name;

        Item(String name) {
            this.name = name;
        }
    }

    public static void main(String[] args) {
        Object o = new Object();
        System.out.println("first object: " + o);
        Runnable r = () -> System.out.println("lambda ran");
        r.run();
        HashSet<Item> set = new HashSet<>();
        for (int i = 0; i < 6; i++)
            set.add(new Item("item" + i));
        StringBuilder sb = new StringBuilder();
        for (Item it : set)
            sb.append(it.name).append(' ');
        System.out.println(sb);
        System.out.println("second object: " + new Object());
    }
}
