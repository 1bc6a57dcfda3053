import java.util.ArrayList;
import java.util.List;

// ClassCastException messages for user classes, library classes, arrays and interfaces; checkcast vs instanceof.
public class ClassCastMessages {
    static class Animal { }
    static class Dog extends Animal { }
    static class Cat extends Animal { }
    interface Pet { }

    static void check(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": ok");
        } catch (ClassCastException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    @SuppressWarnings("unchecked")
    public static void main(String[] args) {
        Object dog = new Dog();
        Object str = "text";
        Object ints = new int[] {1};
        Object strs = new String[] {"a"};
        Object integer = 42;
        check("Dog -> Cat", () -> { Cat c = (Cat) dog; });
        check("Dog -> Animal", () -> { Animal a = (Animal) dog; });
        check("Dog -> Pet", () -> { Pet p = (Pet) dog; });
        check("String -> Integer", () -> { Integer i = (Integer) str; });
        check("Integer -> String", () -> { String s = (String) integer; });
        check("Integer -> Number", () -> { Number n = (Number) integer; });
        check("Integer -> Comparable", () -> { Comparable<?> c = (Comparable<?>) integer; });
        check("String -> Dog", () -> { Dog d = (Dog) str; });
        check("int[] -> long[]", () -> { long[] l = (long[]) ints; });
        check("int[] -> Object[]", () -> { Object[] o = (Object[]) ints; });
        check("String[] -> Object[]", () -> { Object[] o = (Object[]) strs; });
        check("String[] -> Integer[]", () -> { Integer[] o = (Integer[]) strs; });
        check("Object[] -> String[]", () -> { String[] s = (String[]) new Object[1]; });
        check("Dog[] -> Animal[]", () -> { Animal[] a = (Animal[]) (Object) new Dog[1]; });
        check("Animal[] -> Dog[]", () -> { Dog[] d = (Dog[]) (Object) new Animal[1]; });
        check("Dog -> int[]", () -> { int[] i = (int[]) dog; });
        check("null -> Cat", () -> { Cat c = (Cat) (Object) null; System.out.println("  null casts fine: " + c); });
        check("String[][] -> Object[][]", () -> { Object[][] o = (Object[][]) (Object) new String[1][1]; });
        check("int[][] -> Object[]", () -> { Object[] o = (Object[]) (Object) new int[1][1]; });
        check("int[][] -> long[][]", () -> { long[][] o = (long[][]) (Object) new int[1][1]; });
        check("ArrayList -> String", () -> { String s = (String) (Object) new ArrayList<String>(); });
        // heap pollution: the cast happens at the use site
        List raw = new ArrayList();
        raw.add(123);
        List<String> strings = raw;
        check("generic heap pollution", () -> { String s = strings.get(0); });
        check("generic heap pollution via Object", () -> { Object o = strings.get(0); System.out.println("  no cast needed: " + o); });
        check("Class.cast", () -> String.class.cast(integer));
        check("enum cast", () -> { Object t = Thread.State.NEW; Comparable<?> c = (Comparable<?>) t; Enum<?> e = (Enum<?>) t; String s = (String) t; });
        // instanceof never throws
        Object[] values = {dog, str, ints, strs, integer, null, new Cat()};
        for (Object v : values) {
            System.out.println((v == null ? "null" : v.getClass().getName()) + ": Animal=" + (v instanceof Animal) + " Dog=" + (v instanceof Dog)
                + " Object[]=" + (v instanceof Object[]) + " int[]=" + (v instanceof int[]) + " CharSequence=" + (v instanceof CharSequence)
                + " Comparable=" + (v instanceof Comparable));
        }
    }
}
