// jvm-options: -Xmx64m -XX:+UseSerialGC
// Concatenation needs the result's array only (StringConcatHelper sizes it
// exactly): two 12-million-character halves make a 24 MB string in a 64 MB
// heap. A StringBuilder growing to the result and copying it needed about
// twice that, and ran out of memory where HotSpot does not.
public class StringConcatHeap {
    public static void main(String[] args) {
        String half = "x".repeat(12_000_000);
        String whole = half + half;
        System.out.println(whole.length());
        String tagged = "<" + half + "|" + 42 + '>' + half.length();
        System.out.println(tagged.length() + " " + tagged.charAt(0) + tagged.substring(tagged.length() - 12));
        String wide = "\u20ac" + half.substring(0, 1000) + 'z';
        System.out.println(wide.length() + " " + wide.charAt(0) + " " + wide.charAt(1001));
        String s = "q";
        System.out.println(("" + s) == s);
    }
}
