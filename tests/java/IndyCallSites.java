import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.function.Function;
import java.util.function.Supplier;

/* Every invokedynamic instruction is its own call site, even when javac gives
 * two of them the same constant: the lambdas of two sites are distinct
 * objects of distinct classes, while one site gives its non-capturing lambda
 * again each time. */
public class IndyCallSites {
    interface SerFn extends Function<String, Integer>, Serializable {}

    static Supplier<String> site() {
        return () -> "same site";
    }

    public static void main(String[] args) throws Exception {
        Function<String, Integer> f1 = String::length;
        Function<String, Integer> f2 = String::length;
        System.out.println("two sites, same reference: same object " + (f1 == f2) + ", same class "
                + (f1.getClass() == f2.getClass()) + ", results " + f1.apply("ab") + " " + f2.apply("abc"));

        System.out.println("one site twice: same object " + (site() == site()));
        Object prev = null;
        int same = 0;
        for (int i = 0; i < 3; i++) {
            Runnable r = IndyCallSites::nothing;
            if (r == prev)
                same++;
            prev = r;
        }
        System.out.println("a site in a loop gave the previous object " + same + " times");

        // The same concatenation recipe at two sites.
        String a = "x", b = "y";
        String s1 = a + "-" + b, s2 = a + "-" + b;
        System.out.println("concat " + s1 + " " + s2 + " " + s1.equals(s2));

        // Deserializing goes through $deserializeLambda$'s own site: another class.
        SerFn len = String::length;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(len);
        }
        SerFn back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (SerFn) in.readObject();
        }
        System.out.println("deserialized: " + back.apply("four") + ", same class " + (back.getClass() == len.getClass()));
    }

    static void nothing() {}
}
