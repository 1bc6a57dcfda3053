/** String.format in a loop: Formatter parsing and integer, string and floating-point conversions. */
public class Format {
    public static void main(String[] args) {
        long h = 0;
        for (int i = 0; i < 8_000; i++) {
            String s = String.format("%d:%5s|%08x|%.3f|%-4c|%,d", i, "ab" + (i % 10), i * 2654435761L & 0xffffffffL,
                    i / 7.0, (char) ('a' + i % 26), i * 1000L);
            h = h * 31 + s.hashCode();
        }
        System.out.println(h);
    }
}
