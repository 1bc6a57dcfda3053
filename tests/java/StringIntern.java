// String identity: literals, compile-time constants, intern(), new String, and hashCode.
public class StringIntern {
    static final String A = "hello";
    static final String B = "hel" + "lo";
    static String nonFinal = "lo";

    public static void main(String[] args) {
        String lit = "hello";
        String built = "hel" + nonFinal;
        String copy = new String("hello");
        String fromChars = String.valueOf(new char[] {'h', 'e', 'l', 'l', 'o'});
        System.out.println("lit == A: " + (lit == A));
        System.out.println("lit == B (constant folding): " + (lit == B));
        System.out.println("lit == built: " + (lit == built));
        System.out.println("lit.equals(built): " + lit.equals(built));
        System.out.println("lit == copy: " + (lit == copy));
        System.out.println("lit == copy.intern(): " + (lit == copy.intern()));
        System.out.println("built.intern() == lit: " + (built.intern() == lit));
        System.out.println("fromChars == lit: " + (fromChars == lit) + " equals: " + fromChars.equals(lit));
        System.out.println("Other.LIT == lit: " + (Other.LIT == lit));
        String fresh = new StringBuilder("uniq").append("ue-").append(12345).toString();
        String freshInterned = fresh.intern();
        System.out.println("literal equals interned: " + ("unique-12345" == freshInterned));
        String empty1 = "";
        String empty2 = new String();
        System.out.println("empty: " + (empty1 == empty2) + " " + empty1.equals(empty2) + " " + (empty2.intern() == empty1));
        System.out.println("substring(0) same object: " + (lit.substring(0) == lit) + " toString same: " + (lit.toString() == lit));
        System.out.println("concat empty: " + (lit.concat("") == lit) + " replace no-op: " + (lit.replace('z', 'y') == lit));
        System.out.println("String.valueOf(String) same: " + (String.valueOf((Object) lit) == lit));
        // hashCode of many strings: s[0]*31^(n-1) + ... (a cached field)
        String[] ss = {"", "a", "A", "ab", "Aa", "BB", "hello", "Hello", "hello world", "0", "-", "\u0000", "\uffff", "ΩΩ",
            "The quick brown fox jumps over the lazy dog", "polygenelubricants", "GydZG_", "DESIGNING WORKHOUSES"};
        for (String s : ss) {
            System.out.println("hash(\"" + s.replace("\u0000", "\\0") + "\")=" + s.hashCode());
        }
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = h * 7 + ("k" + i).hashCode();
        }
        System.out.println("combined=" + h);
        // intern of many strings keeps identity for equal contents
        int same = 0;
        for (int i = 0; i < 500; i++) {
            String x1 = ("v" + i).intern();
            String x2 = new String("v" + i).intern();
            if (x1 == x2) same++;
        }
        System.out.println("interned pairs identical: " + same);
        switch (built) {
            case "hello": System.out.println("switch on built string matched"); break;
            default: System.out.println("switch fell to default");
        }
    }
}

class Other {
    static final String LIT = "hello";
}
