/** String building: StringBuilder appends, concatenation, hashing, parsing. */
public class Strings {
    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        long h = 0;
        for (int i = 0; i < 200_000; i++) {
            sb.setLength(0);
            sb.append("item-").append(i).append(':').append(i * 31L);
            String s = sb.toString();
            h += s.hashCode();
            String t = "k" + i + "=" + (i % 7);
            h += t.length();
            h += Integer.parseInt(Integer.toString(i));
        }
        System.out.println(h);
    }
}
