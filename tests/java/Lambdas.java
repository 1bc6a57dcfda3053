import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.*;

// Lambdas and every kind of method reference; java.util.function interfaces and their default methods.
public class Lambdas {
    interface TriFunction<A, B, C, R> {
        R apply(A a, B b, C c);
        default <V> TriFunction<A, B, C, V> andThen(Function<? super R, ? extends V> after) {
            return (a, b, c) -> after.apply(apply(a, b, c));
        }
    }

    @FunctionalInterface
    interface IntOp {
        int op(int a, int b);
        default IntOp flip() { return (a, b) -> op(b, a); }
        static IntOp plus() { return Integer::sum; }
        String toString(); // Object methods don't count against the single abstract method
    }

    static class Base {
        String hello(String who) { return "Base hello " + who; }
    }

    static class Person extends Base {
        final String name;
        final int age;
        Person(String name, int age) { this.name = name; this.age = age; }
        Person(String name) { this(name, 0); }
        String getName() { return name; }
        int getAge() { return age; }
        static int compareByAge(Person a, Person b) { return Integer.compare(a.age, b.age); }
        String greet(String other) { return name + " greets " + other; }
        @Override String hello(String who) { return "Person hello " + who; }
        Function<String, String> superRef() { return super::hello; }
        Function<String, String> thisRef() { return this::hello; }
        Supplier<String> capturingThis() { return () -> name + "/" + age; }
        @Override public String toString() { return name + "(" + age + ")"; }
    }

    static int counter = 0;
    int instanceCounter = 100;

    static String staticConcat(String a, String b) { return a + "+" + b; }

    Runnable incrementInstance() { return () -> instanceCounter++; }

    public static void main(String[] args) {
        // static method references
        BiFunction<String, String, String> sc = Lambdas::staticConcat;
        Function<String, Integer> parse = Integer::parseInt;
        ToIntFunction<String> len = String::length;
        System.out.println("static refs: " + sc.apply("a", "b") + " " + parse.apply("123") + " " + len.applyAsInt("four"));
        // bound instance method reference
        String prefix = "prefix-";
        Function<String, String> bound = prefix::concat;
        Person alice = new Person("Alice", 30);
        Function<String, String> greeter = alice::greet;
        System.out.println("bound refs: " + bound.apply("x") + " | " + greeter.apply("Bob"));
        // unbound instance method reference
        Function<String, String> upper = String::toUpperCase;
        BiFunction<String, String, Boolean> startsWith = String::startsWith;
        Function<Person, String> getName = Person::getName;
        System.out.println("unbound refs: " + upper.apply("shout") + " " + startsWith.apply("rivet", "riv") + " " + getName.apply(alice));
        // constructor references
        Function<String, Person> ctor1 = Person::new;
        BiFunction<String, Integer, Person> ctor2 = Person::new;
        Supplier<ArrayList<String>> listCtor = ArrayList::new;
        System.out.println("ctor refs: " + ctor1.apply("Carol") + " " + ctor2.apply("Dave", 41) + " " + listCtor.get().size());
        // array constructor references
        IntFunction<int[]> intArr = int[]::new;
        IntFunction<String[][]> strArr = String[][]::new;
        System.out.println("array ctor refs: " + intArr.apply(4).length + " " + strArr.apply(3).getClass().getSimpleName()
            + " " + Arrays.toString(List.of("p", "q").toArray(String[]::new)));
        // super:: and this::
        System.out.println("super::hello -> " + alice.superRef().apply("S") + ", this::hello -> " + alice.thisRef().apply("T"));
        // capturing locals, effectively final, and this
        int base = 10;
        IntUnaryOperator addBase = x -> x + base;
        System.out.println("capture local: " + addBase.applyAsInt(5) + " capture this: " + alice.capturingThis().get());
        Lambdas inst = new Lambdas();
        Runnable inc = inst.incrementInstance();
        for (int i = 0; i < 5; i++) inc.run();
        Runnable sinc = () -> counter += 2;
        for (int i = 0; i < 5; i++) sinc.run();
        System.out.println("instanceCounter=" + inst.instanceCounter + " counter=" + counter);
        // capturing many variables of different types
        long L = 1L << 40;
        double D = 2.5;
        char C = 'z';
        boolean Z = true;
        byte B = 7;
        float F = 0.5f;
        short S = 300;
        Supplier<String> many = () -> L + " " + D + " " + C + " " + Z + " " + B + " " + F + " " + S + " " + base + " " + prefix;
        System.out.println("many captures: " + many.get());
        // functional interfaces and default methods
        Function<Integer, Integer> dbl = x -> x * 2;
        Function<Integer, Integer> inc1 = x -> x + 1;
        System.out.println("andThen " + dbl.andThen(inc1).apply(5) + " compose " + dbl.compose(inc1).apply(5) + " identity " + Function.identity().apply("id"));
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longP = s -> s.length() > 3;
        System.out.println("predicates " + empty.negate().test("") + " " + empty.or(longP).test("hello") + " " + empty.and(longP).test("")
            + " " + Predicate.not(empty).test("x") + " " + Predicate.isEqual("a").test("a"));
        BinaryOperator<Integer> max = BinaryOperator.maxBy(Integer::compare);
        UnaryOperator<String> twice = s -> s + s;
        System.out.println("maxBy " + max.apply(3, 9) + " unary " + twice.apply("ab") + " " + UnaryOperator.identity().apply(1));
        Consumer<List<String>> addA = l -> l.add("A");
        Consumer<List<String>> addB = l -> l.add("B");
        List<String> target = new ArrayList<>();
        addA.andThen(addB).andThen(addA).accept(target);
        System.out.println("consumer chain " + target);
        BiConsumer<String, Integer> bic = (s, i) -> System.out.println("biconsumer " + s.repeat(i));
        bic.accept("xy", 3);
        IntPredicate even = i -> i % 2 == 0;
        IntBinaryOperator mul = (a, b) -> a * b;
        LongSupplier ls = () -> Long.MAX_VALUE;
        DoubleUnaryOperator half = d -> d / 2;
        ToDoubleBiFunction<Integer, Integer> ratio = (a, b) -> (double) a / b;
        BooleanSupplier yes = () -> true;
        ObjIntConsumer<StringBuilder> appendN = (sb, n) -> sb.append(n);
        StringBuilder sbb = new StringBuilder();
        appendN.accept(sbb, 42);
        System.out.println("primitive specialisations " + even.test(4) + " " + mul.applyAsInt(6, 7) + " " + ls.getAsLong() + " " + half.applyAsDouble(5)
            + " " + ratio.applyAsDouble(1, 3) + " " + yes.getAsBoolean() + " " + sbb + " " + even.negate().test(4) + " " + half.andThen(d -> d + 1).applyAsDouble(4));
        // custom functional interfaces with defaults and statics
        IntOp minus = (a, b) -> a - b;
        System.out.println("IntOp " + minus.op(10, 3) + " flipped " + minus.flip().op(10, 3) + " plus " + IntOp.plus().op(2, 2));
        TriFunction<Integer, Integer, Integer, Integer> sum3 = (a, b, c) -> a + b + c;
        System.out.println("TriFunction " + sum3.andThen(x -> "sum=" + x).apply(1, 2, 3));
        // comparators from method references
        List<Person> people = new ArrayList<>(List.of(new Person("Zed", 20), new Person("Amy", 35), new Person("Bob", 20), new Person("Cid", 5)));
        people.sort(Person::compareByAge);
        System.out.println("sorted by age (stable) " + people);
        people.sort(java.util.Comparator.comparing(Person::getName).reversed());
        System.out.println("sorted by name desc " + people);
        // lambdas in collections
        List<Supplier<Integer>> sups = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int j = i * i;
            sups.add(() -> j);
        }
        StringBuilder out = new StringBuilder();
        for (Supplier<Integer> s : sups) out.append(s.get()).append(' ');
        System.out.println("suppliers " + out);
        // recursion through a functional interface field
        Function<Integer, Integer>[] fact = new Function[1];
        fact[0] = n -> n <= 1 ? 1 : n * fact[0].apply(n - 1);
        System.out.println("factorial(10) via lambda " + fact[0].apply(10));
        // lambda identity semantics that are specified: a non-capturing lambda evaluated twice may or may not be the same; don't print
        Runnable r = () -> System.out.println("runnable ran");
        r.run();
        Callable3 c3 = Lambdas::staticConcat;
        System.out.println("generic method ref " + c3.call("x", "y"));
        Function<Object, String> objToString = Object::toString;
        System.out.println("Object::toString on Integer " + objToString.apply(77));
        Supplier<Supplier<String>> nested = () -> () -> "nested lambda";
        System.out.println(nested.get().get());
        Optional1();
    }

    interface Callable3 { String call(String a, String b); }

    static void Optional1() {
        java.util.Optional<String> o = java.util.Optional.of("val");
        System.out.println("optional " + o.map(String::toUpperCase).orElse("none") + " " + java.util.Optional.empty().map(Object::toString).orElseGet(() -> "empty")
            + " " + o.filter(s -> s.startsWith("x")).isPresent());
    }
}
