// StringBuilder: append of every type, insert, delete, reverse with surrogates, setLength, capacity.
public class StringBuilderTest {
    static class Pt {
        int x, y;
        Pt(int x, int y) { this.x = x; this.y = y; }
        public String toString() { return "Pt(" + x + "," + y + ")"; }
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        sb.append(true).append('|').append(false).append('|').append((byte) -5).append('|').append((short) 300)
          .append('|').append(42).append('|').append(-7L).append('|').append(1.5f).append('|').append(-2.25)
          .append('|').append('c').append('|').append("str").append('|').append((String) null).append('|')
          .append((Object) null).append('|').append(new Pt(1, 2)).append('|').append(new char[] {'x', 'y'})
          .append('|').append("abcdef", 2, 4).append('|').append(new char[] {'p', 'q', 'r'}, 1, 2).append('|')
          .append(new StringBuilder("nested")).append('|').append((CharSequence) "cs").append('|').append(Long.MIN_VALUE)
          .append('|').append(Double.NaN).append('|').append(Float.NEGATIVE_INFINITY);
        System.out.println(sb);
        System.out.println("length=" + sb.length());
        sb.setLength(10);
        System.out.println("setLength(10): [" + sb + "]");
        sb.setLength(13);
        System.out.println("setLength(13) pads with NUL: " + (int) sb.charAt(12) + " len=" + sb.length());
        sb.setLength(0);
        sb.append("0123456789");
        sb.insert(0, "<").insert(sb.length(), '>').insert(5, 3.5).insert(2, true).insert(1, new char[] {'A', 'B'}).insert(0, 99L).insert(3, (Object) "obj");
        System.out.println("insert: " + sb);
        sb.delete(0, 3).deleteCharAt(0).deleteCharAt(sb.length() - 1);
        System.out.println("delete: " + sb);
        sb.replace(0, 5, "REPLACED").replace(sb.length() - 2, sb.length() + 5, "!");
        System.out.println("replace: " + sb);
        sb.setCharAt(0, 'r');
        System.out.println("setCharAt: " + sb + " indexOf(E)=" + sb.indexOf("E") + " lastIndexOf(E)=" + sb.lastIndexOf("E") + " charAt(3)=" + sb.charAt(3));
        System.out.println("substring: " + sb.substring(2) + " / " + sb.substring(2, 6) + " / " + sb.subSequence(1, 3));
        System.out.println("reverse: " + new StringBuilder("abc def").reverse());
        String surr = "a\uD83D\uDE00b\uD83C\uDF89c";
        StringBuilder rs = new StringBuilder(surr).reverse();
        StringBuilder hex = new StringBuilder();
        for (int i = 0; i < rs.length(); i++) hex.append(Integer.toHexString(rs.charAt(i))).append(' ');
        System.out.println("reverse surrogates: " + hex + " equals=" + rs.toString().equals("c\uD83C\uDF89b\uD83D\uDE00a"));
        // capacity growth (documented: (old + 1) * 2 ... newer: old * 2 + 2)
        StringBuilder cap = new StringBuilder();
        System.out.print("capacity:");
        int last = -1;
        for (int i = 0; i < 600; i++) {
            if (cap.capacity() != last) {
                last = cap.capacity();
                System.out.print(" " + cap.length() + "->" + last);
            }
            cap.append('x');
        }
        System.out.println();
        System.out.println("new StringBuilder(\"abc\").capacity()=" + new StringBuilder("abc").capacity() + " (100)=" + new StringBuilder(100).capacity());
        StringBuilder tt = new StringBuilder(100);
        tt.append("short");
        tt.trimToSize();
        System.out.println("trimToSize -> " + tt.capacity());
        tt.ensureCapacity(50);
        System.out.println("ensureCapacity(50) -> " + tt.capacity());
        // exceptions
        try {
            new StringBuilder("abc").charAt(7);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            new StringBuilder("abc").deleteCharAt(3);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("deleteCharAt(3): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").insert(4, "x");
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("insert(4): " + e.getMessage());
        }
        try {
            new StringBuilder("abc").setLength(-1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("setLength(-1): " + e.getMessage());
        }
        try {
            new StringBuilder(-1);
        } catch (NegativeArraySizeException e) {
            System.out.println("new StringBuilder(-1): " + e);
        }
        // Latin-1 builder becoming UTF-16
        StringBuilder inflate = new StringBuilder("plain");
        inflate.append('é').append("Ω").insert(0, '日');
        System.out.println("inflate: " + inflate + " len=" + inflate.length() + " cp=" + Integer.toHexString(inflate.codePointAt(0)));
        StringBuffer buf = new StringBuffer("buffer");
        buf.append(1).append('x').reverse().insert(0, "[").append("]");
        System.out.println("StringBuffer: " + buf + " " + buf.length());
        System.out.println("compareTo: " + new StringBuilder("abc").compareTo(new StringBuilder("abd")));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append(i % 10);
        System.out.println("big length " + big.length() + " hash " + big.toString().hashCode() + " chars " + big.chars().sum());
    }
}
