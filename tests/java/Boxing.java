import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

// Boxing and unboxing: caches, == versus equals, autoboxing in collections, NPE on unboxing null, hash codes.
public class Boxing {
    static int unbox(Integer i) { return i; }
    static Object box(int i) { return i; }

    @SuppressWarnings({"removal", "deprecation"})
    public static void main(String[] args) {
        Integer a = 127, b = 127, c = 128, d = 128;
        System.out.println("Integer 127==127 " + (a == b) + ", 128==128 " + (c == d) + ", equals " + c.equals(d));
        System.out.println("valueOf(-128)==valueOf(-128) " + (Integer.valueOf(-128) == Integer.valueOf(-128)) + ", -129 " + (Integer.valueOf(-129) == Integer.valueOf(-129)));
        System.out.println("new Integer(5)==valueOf(5) " + (new Integer(5) == Integer.valueOf(5)) + " equals " + new Integer(5).equals(5));
        Long l1 = 127L, l2 = 127L, l3 = 128L, l4 = 128L;
        System.out.println("Long 127 " + (l1 == l2) + " 128 " + (l3 == l4) + " Long.valueOf(-128) " + (Long.valueOf(-128) == Long.valueOf(-128)));
        Short s1 = 100, s2 = 100, s3 = 1000, s4 = 1000;
        Byte b1 = (byte) 200, b2 = (byte) 200;
        System.out.println("Short 100 " + (s1 == s2) + " 1000 " + (s3 == s4) + " Byte " + (b1 == b2));
        Character c1 = 'a', c2 = 'a', c3 = '\u0100', c4 = '\u0100', c5 = 127, c6 = 127, c7 = 128, c8 = 128;
        System.out.println("Character 'a' " + (c1 == c2) + " \\u0100 " + (c3 == c4) + " 127 " + (c5 == c6) + " 128 " + (c7 == c8));
        Boolean t1 = true, t2 = Boolean.valueOf("TRUE"), f1 = Boolean.valueOf("yes");
        System.out.println("Boolean " + (t1 == t2) + " " + (t1 == Boolean.TRUE) + " valueOf(yes)=" + f1 + " parse(tRuE)=" + Boolean.parseBoolean("tRuE"));
        Double d1 = 1.0, d2 = 1.0;
        Float f2 = 1f, f3 = 1f;
        System.out.println("Double equals " + d1.equals(d2) + " Float equals " + f2.equals(f3) + " Double.valueOf(0.0).equals(-0.0) " + Double.valueOf(0.0).equals(-0.0)
            + " NaN equals " + Double.valueOf(Double.NaN).equals(Double.NaN));
        // mixed comparisons unbox
        Integer big1 = 1000, big2 = 1000;
        int prim = 1000;
        System.out.println("Integer == int unboxes " + (big1 == prim) + "; Integer < Integer " + (big1 < big2) + "; <= " + (big1 <= big2)
            + "; Long.equals(Integer) " + Long.valueOf(1000).equals(1000) + "; Long == long " + (Long.valueOf(1000) == 1000L));
        // arithmetic on boxed
        Integer x = 10;
        x++;
        x += 5;
        Integer y = x * 2;
        Double dd = x / 4.0;
        Character ch = 'A';
        ch++;
        System.out.println("boxed arithmetic x=" + x + " y=" + y + " dd=" + dd + " ch=" + ch);
        // conditional expression typing
        Integer nullInt = null;
        boolean flag = true;
        Object o1 = flag ? 1 : "str";
        Object o2 = flag ? 1 : 2.0;   // binary numeric promotion: Double 1.0
        Object o3 = flag ? Integer.valueOf(1) : Double.valueOf(2);
        System.out.println("conditional types " + o1.getClass().getSimpleName() + " " + o2 + " " + o2.getClass().getSimpleName() + " " + o3);
        try {
            int bad = flag ? nullInt : 0;
            System.out.println("no NPE " + bad);
        } catch (NullPointerException e) {
            System.out.println("conditional unboxing NPE: " + e.getMessage());
        }
        try {
            unbox(null);
        } catch (NullPointerException e) {
            System.out.println("unbox(null): " + e.getMessage());
        }
        Map<String, Integer> counts = new HashMap<>();
        try {
            int missing = counts.get("missing");
            System.out.println(missing);
        } catch (NullPointerException e) {
            System.out.println("map get unboxing: " + e.getMessage());
        }
        Boolean nb = null;
        try {
            if (nb) System.out.println("x");
        } catch (NullPointerException e) {
            System.out.println("if (Boolean null): " + e.getMessage());
        }
        // autoboxing in collections
        List<Integer> list = new ArrayList<>();
        for (int i = 0; i < 10; i++) list.add(i * 100);
        list.remove(Integer.valueOf(300));   // remove(Object)
        list.remove(0);                      // remove(int index)
        System.out.println("list " + list + " contains(500) " + list.contains(500) + " indexOf(900) " + list.indexOf(900));
        int total = 0;
        for (Integer v : list) total += v;
        System.out.println("total " + total);
        Map<Character, Integer> freq = new java.util.TreeMap<>();
        for (char cc : "mississippi".toCharArray()) freq.merge(cc, 1, Integer::sum);
        System.out.println("freq " + freq);
        List<Long> longs = List.of(1L, 2L, 3L);
        System.out.println("List<Long>.contains(1) (Integer) " + longs.contains(1) + " contains(1L) " + longs.contains(1L));
        // boxed identity through a method
        System.out.println("box(100)==box(100) " + (box(100) == box(100)) + " box(1000)==box(1000) " + (box(1000) == box(1000)));
        // hash codes of boxed values
        System.out.println("hashCodes Integer(-7)=" + Integer.valueOf(-7).hashCode() + " Long(1<<40)=" + Long.valueOf(1L << 40).hashCode()
            + " Long(-1)=" + Long.valueOf(-1).hashCode() + " Double(1.5)=" + Double.valueOf(1.5).hashCode() + " Float(1.5)=" + Float.valueOf(1.5f).hashCode()
            + " Boolean(true)=" + Boolean.TRUE.hashCode() + " Boolean(false)=" + Boolean.FALSE.hashCode() + " Character(a)=" + Character.valueOf('a').hashCode()
            + " Short(-1)=" + Short.valueOf((short) -1).hashCode() + " Byte(-1)=" + Byte.valueOf((byte) -1).hashCode());
        System.out.println("compare " + Integer.compare(5, 3) + " " + Boolean.compare(false, true) + " " + Character.compare('b', 'a') + " " + c.compareTo(d)
            + " " + Double.valueOf(-0.0).compareTo(0.0));
        System.out.println("toString/valueOf " + Integer.toString(77) + Long.toString(-8) + Double.toString(0.5) + Boolean.toString(false)
            + Character.toString(65) + Integer.valueOf("123") + Double.valueOf("1e3"));
        System.out.println("xxxValue " + Integer.valueOf(300).byteValue() + " " + Double.valueOf(3.99).intValue() + " " + Long.valueOf(1L << 33).intValue()
            + " " + Integer.valueOf(-1).longValue() + " " + Float.valueOf(1e20f).longValue() + " " + Short.valueOf((short) 300).byteValue());
        // varargs of primitives box
        Object[] boxes = {1, 2L, 3.0f, 4.0, 'c', (byte) 5, (short) 6, true};
        StringBuilder sb = new StringBuilder();
        for (Object o : boxes) sb.append(o.getClass().getSimpleName()).append('=').append(o).append(' ');
        System.out.println(sb);
        // loop with boxed accumulator (creates many objects)
        Long sum = 0L;
        for (long i = 0; i < 20000; i++) sum += i;
        System.out.println("boxed sum " + sum);
    }
}
