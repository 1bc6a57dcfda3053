// jvm-options: -Drivet.indy.general=true
import java.io.*;
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

/** Lambdas, method references, string concatenation and records with every
 *  bootstrap method taken through the general path (-Drivet.indy.general=true
 *  turns off Rivet's native fast paths, so the JDK's own LambdaMetafactory,
 *  StringConcatFactory and ObjectMethods run): the same output as HotSpot,
 *  as the fast paths give (Lambdas, StringConcat, Records). */
public class IndyGeneralPaths {
    record Point(int x, long y, double z, String name, int[] notPrinted) {
        @Override
        public String toString() {
            return "Point[" + x + ", " + y + ", " + z + ", " + name + "]";
        }
    }

    record Pair<A, B>(A first, B second) {}

    interface Shape {
        double area();

        default String describe() {
            return getClass().getSimpleName().isEmpty() ? "?" : "shape " + area();
        }
    }

    static String twice(String s) {
        return s + s;
    }

    String name = "inst";

    String greet(String who) {
        return name + " greets " + who;
    }

    public static void main(String[] args) throws Exception {
        int k = 3;
        long big = 1L << 40;
        char c = 'z';
        Function<Integer, Integer> addK = x -> x + k;
        BiFunction<String, Integer, String> rep = String::repeat;
        Supplier<List<String>> mk = ArrayList::new;
        Function<String, String> tw = IndyGeneralPaths::twice;
        Function<String, String> inst = new IndyGeneralPaths()::greet;
        IntFunction<int[]> arr = int[]::new;
        ToIntFunction<String> len = String::length;
        Comparator<String> cmp = Comparator.comparing(String::length).thenComparing(Comparator.reverseOrder());
        List<String> words = mk.get();
        words.addAll(List.of("pear", "fig", "apple", "kiwi", "date"));
        words.sort(cmp);
        System.out.println(addK.apply(4) + " " + rep.apply("ab", 3) + " " + tw.apply("x") + " " + inst.apply("you") + " "
                + arr.apply(5).length + " " + len.applyAsInt("four") + " " + words);
        System.out.println("concat: " + k + big + c + 1.5f + 2.25 + true + null + (Object) "o" + 'q' + (byte) 7 + (short) 8);
        System.out.println(IntStream.rangeClosed(1, 5).map(x -> x * x).boxed().map(String::valueOf).collect(Collectors.joining(",", "[", "]")));
        Shape sq = () -> 4.0;
        System.out.println(sq.describe() + " " + sq.area());
        Runnable r = (Runnable & Serializable) () -> System.out.println("serializable lambda ran");
        ByteArrayOutputStream bos = new ByteArrayOutputStream();
        try (ObjectOutputStream oos = new ObjectOutputStream(bos)) {
            oos.writeObject(r);
        }
        Object back = new ObjectInputStream(new ByteArrayInputStream(bos.toByteArray())).readObject();
        ((Runnable) back).run();
        Point p = new Point(1, big, 0.5, "p", new int[] {1});
        Point q = new Point(1, big, 0.5, "p", p.notPrinted());
        System.out.println(p + " equals " + p.equals(q) + " hash equal " + (p.hashCode() == q.hashCode()));
        Pair<String, Integer> pr = new Pair<>("a", 1);
        System.out.println(pr + " " + pr.equals(new Pair<>("a", 1)) + " " + pr.hashCode() + " " + new Pair<>(null, null));
    }
}
