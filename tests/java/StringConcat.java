// String concatenation with + of every primitive type, null, char, and objects (invokedynamic makeConcatWithConstants).
public class StringConcat {
    static class Thing {
        final String name;
        Thing(String name) { this.name = name; }
        @Override public String toString() { return "Thing<" + name + ">"; }
    }

    static class NullToString {
        @Override public String toString() { return null; }
    }

    static class Counting {
        static int calls = 0;
        @Override public String toString() { calls++; return "C" + calls; }
    }

    static int counter = 0;
    static int next() { return ++counter; }

    static final String CONST = "const";
    static final int CONST_INT = 7;

    public static void main(String[] args) {
        boolean z = true;
        byte b = -8;
        short s = 1234;
        char c = 'Q';
        int i = -99;
        long l = 1234567890123L;
        float f = 1.25f;
        double d = -0.1;
        String n = null;
        Object o = null;
        Thing t = new Thing("t1");
        System.out.println("z=" + z + " b=" + b + " s=" + s + " c=" + c + " i=" + i + " l=" + l + " f=" + f + " d=" + d + " n=" + n + " o=" + o + " t=" + t);
        // arithmetic happens before concatenation only when on the left
        System.out.println(1 + 2 + "x" + 1 + 2);
        System.out.println('a' + 'b' + "|" + 'a' + 'b');
        System.out.println(c + 1 + "|" + (char) (c + 1) + "|" + c + 1);
        System.out.println(b + s + "|" + b + s + "|" + (l + i) + "|" + (f + d));
        System.out.println("" + Long.MIN_VALUE + Integer.MIN_VALUE + Double.MIN_VALUE + Float.MAX_VALUE + Short.MIN_VALUE + Byte.MAX_VALUE);
        System.out.println("special " + Double.NaN + " " + (1 / 0.0) + " " + (-1 / 0.0f) + " " + -0.0 + " " + 1e-7 + " " + 1e7f);
        System.out.println("null+null: " + null + null);
        System.out.println(n + "!" + o);
        String nn = n + n;
        System.out.println("n+n=" + nn + " length=" + nn.length());
        System.out.println("toString null: " + new NullToString() + "|");
        char[] arr = {'h', 'i'};
        System.out.println("char[] via valueOf: " + String.valueOf(arr) + " array class: " + (("" + arr).startsWith("[C@")));
        System.out.println("int[] class prefix: " + ("" + new int[0]).substring(0, 3));
        // evaluation order and side effects
        counter = 0;
        String order = next() + "," + next() + "," + next() + "," + (next() + next());
        System.out.println("order: " + order);
        Counting cnt = new Counting();
        String twice = "a" + cnt + "b" + cnt;
        System.out.println("toString called in order: " + twice + " calls=" + Counting.calls);
        // compound assignment
        String acc = "start";
        acc += 1;
        acc += 'c';
        acc += 2.5;
        acc += true;
        acc += null;
        acc += t;
        acc += -3L;
        System.out.println("acc=" + acc);
        String lhsNull = null;
        lhsNull += "x";
        System.out.println("null += x: " + lhsNull);
        // constants folded by javac and runtime equivalents
        String folded = "a" + 1 + CONST + CONST_INT + 'c' + true;
        String runtime = "a" + (Integer.parseInt("1")) + CONST + CONST_INT + 'c' + true;
        System.out.println(folded + " " + runtime + " same=" + (folded == runtime) + " equals=" + folded.equals(runtime)
            + " intern==folded " + (runtime.intern() == folded));
        // many operands (more than the 200 slot split threshold isn't reached, but plenty)
        int a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9;
        System.out.println(a0 + "" + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9
            + l + l + d + d + f + f + c + c + z + z + t + t + n + n);
        // recipe constants containing special characters \u0001 and \u0002
        String tag = "\u0001";
        System.out.println(("x\u0001y" + i + "\u0002z" + tag).length() + " " + ("x\u0001y" + i + "\u0002z" + tag).replace('\u0001', '#').replace('\u0002', '@'));
        // unicode operands
        String greek = "Ω";
        System.out.println(greek + 1 + 'ß' + 2.0 + "日本" + c);
        StringBuilder loop = new StringBuilder();
        String sum = "";
        for (int k = 0; k < 15; k++) {
            sum = sum + k + (k % 2 == 0 ? "e" : "o");
            loop.append(sum.length()).append(' ');
        }
        System.out.println(sum);
        System.out.println(loop);
        Object boxed = 5;
        Integer bi = 128;
        Character bc = 'Z';
        System.out.println("boxed " + boxed + bi + bc + Boolean.FALSE + Long.valueOf(9));
        System.out.println("ternary in concat " + (i < 0 ? "neg" : "pos") + (i < 0 ? 1 : 2.0));
    }
}
