import java.util.List;

// Pattern matching for instanceof, sealed interfaces and classes, records with sealed hierarchies.
public class PatternMatching {
    sealed interface Expr permits Num, Add, Mul, Neg { }
    record Num(int value) implements Expr { }
    record Add(Expr left, Expr right) implements Expr { }
    record Mul(Expr left, Expr right) implements Expr { }
    record Neg(Expr operand) implements Expr { }

    static int eval(Expr e) {
        if (e instanceof Num n) return n.value();
        if (e instanceof Add a) return eval(a.left()) + eval(a.right());
        if (e instanceof Mul m) return eval(m.left()) * eval(m.right());
        if (e instanceof Neg n) return -eval(n.operand());
        throw new AssertionError("unreachable");
    }

    static String show(Expr e) {
        if (e instanceof Num n) return Integer.toString(n.value());
        if (e instanceof Add a) return "(" + show(a.left()) + " + " + show(a.right()) + ")";
        if (e instanceof Mul m) return show(m.left()) + " * " + show(m.right());
        if (e instanceof Neg n && n.operand() instanceof Num inner) return "-" + inner.value();
        if (e instanceof Neg n) return "-(" + show(n.operand()) + ")";
        return "?";
    }

    static Expr simplify(Expr e) {
        if (e instanceof Add a && a.left() instanceof Num l && l.value() == 0) return simplify(a.right());
        if (e instanceof Add a && a.right() instanceof Num r && r.value() == 0) return simplify(a.left());
        if (e instanceof Mul m && (m.left() instanceof Num l && l.value() == 1)) return simplify(m.right());
        if (e instanceof Neg n && n.operand() instanceof Neg nn) return simplify(nn.operand());
        if (e instanceof Add a) return new Add(simplify(a.left()), simplify(a.right()));
        if (e instanceof Mul m) return new Mul(simplify(m.left()), simplify(m.right()));
        return e;
    }

    sealed static abstract class Vehicle permits Car, Truck, Bike { abstract int wheels(); }
    static final class Car extends Vehicle { int wheels() { return 4; } }
    static non-sealed class Truck extends Vehicle { int wheels() { return 6; } }
    static final class Bike extends Vehicle { int wheels() { return 2; } }
    static class BigTruck extends Truck { int wheels() { return 18; } }

    static String describe(Object o) {
        if (o instanceof String s && !s.isEmpty()) return "non-empty string of length " + s.length();
        if (o instanceof String s) return "empty string" + s;
        if (o instanceof Integer i && i > 100) return "big int " + i;
        if (o instanceof Integer i) return "small int " + (i + 1);
        if (o instanceof int[] arr && arr.length > 0) return "int array starting " + arr[0];
        if (o instanceof Vehicle v) return v.getClass().getSimpleName() + " with " + v.wheels() + " wheels";
        if (!(o instanceof Number n)) return "not a number: " + (o instanceof int[] a ? "int[" + a.length + "]" : o);
        return "number " + n.doubleValue();
    }

    public static void main(String[] args) {
        Expr e = new Add(new Mul(new Num(3), new Num(4)), new Neg(new Add(new Num(1), new Num(0))));
        System.out.println(e);
        System.out.println(show(e) + " = " + eval(e));
        Expr s = simplify(new Add(new Num(0), new Mul(new Num(1), new Neg(new Neg(new Add(new Num(5), new Num(0)))))));
        System.out.println("simplified " + s + " -> " + show(s) + " = " + eval(s));
        Object[] things = {"hello", "", 5, 500, new int[] {9, 8}, new int[0], new Car(), new Truck(), new BigTruck(), new Bike(), 2.5, 7L, null, List.of(1)};
        for (Object o : things) System.out.println(describe(o));
        System.out.println("sealed: isSealed=" + Expr.class.isSealed() + " permitted=" + Expr.class.getPermittedSubclasses().length
            + " Vehicle permitted=" + Vehicle.class.getPermittedSubclasses().length + " Truck sealed=" + Truck.class.isSealed());
        // scope of pattern variables in negated conditions
        Object obj = "scoped";
        if (!(obj instanceof String str)) {
            System.out.println("not a string");
            return;
        }
        System.out.println("after negated check: " + str.toUpperCase());
        // pattern in loops
        Object[] mixed = {1, "a", 2, "bb", 3.0, "ccc"};
        int ints = 0, chars = 0;
        for (Object o : mixed) {
            if (o instanceof Integer i) ints += i;
            else if (o instanceof String t) chars += t.length();
        }
        System.out.println("ints=" + ints + " chars=" + chars);
        // deep expression evaluation
        Expr big = new Num(1);
        for (int i = 2; i <= 200; i++) big = (i % 3 == 0) ? new Mul(big, new Num(1)) : new Add(big, new Num(i));
        System.out.println("big eval " + eval(big));
    }
}
