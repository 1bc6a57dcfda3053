// Helpful NullPointerException messages (JEP 358, on by default in 17).
public class NullPointerMessages {
    static class Node {
        Node next;
        int value;
        String name;
        int[] data;
        static Node staticNode;
        Node child() { return next; }
        String describe() { return name.toUpperCase(); }
    }

    interface Run { void run() throws Exception; }

    static void check(String label, Run r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        } catch (Exception e) {
            System.out.println(label + ": other " + e);
        }
    }

    static String nullString() { return null; }
    static Node nullNode() { return null; }

    static int fieldOfParam(Node n) { return n.value; }
    static int lengthOfLocal() {
        String s = nullString();
        return s.length();
    }

    Node instanceField;

    int viaThisField() { return instanceField.value; }

    public static void main(String[] args) {
        Node n = new Node();
        check("invoke on null return", () -> nullString().length());
        check("invoke on local", () -> { String s = null; s.length(); });
        check("read field of null local", () -> { Node x = null; System.out.println(x.value); });
        check("write field of null local", () -> { Node x = null; x.value = 5; });
        check("chained field", () -> System.out.println(n.next.value));
        check("chained method", () -> System.out.println(n.child().name));
        check("method on field", () -> n.describe());
        check("static field", () -> System.out.println(Node.staticNode.value));
        check("array load of null field", () -> System.out.println(n.data[0]));
        check("array store into null local", () -> { int[] a = null; a[1] = 2; });
        check("array length", () -> { Object[] a = null; System.out.println(a.length); });
        check("object array load", () -> { String[][] a = new String[2][]; System.out.println(a[1][0]); });
        check("unboxing", () -> { Integer i = null; int x = i; System.out.println(x); });
        check("unboxing in arithmetic", () -> { Long l = null; System.out.println(l + 1); });
        check("synchronized on null", () -> { Object lock = null; synchronized (lock) { System.out.println("inside"); } });
        check("throw null", () -> { RuntimeException e = null; throw e; });
        check("parameter field", () -> fieldOfParam(null));
        check("local in static method", () -> lengthOfLocal());
        check("instance field", () -> new NullPointerMessages().viaThisField());
        check("method returning null then field", () -> System.out.println(nullNode().value));
        check("string switch on null", () -> { String s = nullString(); switch (s) { case "a": break; default: break; } });
        check("enhanced for over null array", () -> { int[] arr = null; for (int v : arr) System.out.println(v); });
        check("enhanced for over null list", () -> { java.util.List<String> l = null; for (String v : l) System.out.println(v); });
        check("explicit NPE", () -> { throw new NullPointerException("custom message"); });
        check("explicit NPE without message", () -> { throw new NullPointerException(); });
        check("Objects.requireNonNull", () -> java.util.Objects.requireNonNull(null, "must not be null"));
        check("library NPE", () -> "abc".compareTo(null));
        check("long field", () -> { Holder h = null; h.l++; });
        check("double array", () -> { double[] d = null; d[0] += 1.5; });
        check("interface call", () -> { Runnable r = null; r.run(); });
        check("nested array index", () -> { int[][] m = new int[3][]; m[2][1] = 7; });
        NullPointerException e = new NullPointerException();
        System.out.println("fresh NPE message: " + e.getMessage());
    }

    static class Holder { long l; }
}
