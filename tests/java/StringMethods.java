import java.util.Arrays;

// java.lang.String methods on Latin-1 text.
public class StringMethods {
    static void show(String label, Object v) {
        System.out.println(label + " = [" + v + "]");
    }

    public static void main(String[] args) {
        String s = "Hello, World! Hello, Java!";
        show("length", s.length());
        show("charAt(4)", s.charAt(4));
        show("substring(7)", s.substring(7));
        show("substring(7,12)", s.substring(7, 12));
        show("substring(0,0)", s.substring(0, 0));
        show("indexOf(o)", s.indexOf('o'));
        show("indexOf(o,5)", s.indexOf('o', 5));
        show("indexOf(Hello)", s.indexOf("Hello"));
        show("indexOf(Hello,1)", s.indexOf("Hello", 1));
        show("indexOf(xyz)", s.indexOf("xyz"));
        show("indexOf('')", s.indexOf(""));
        show("lastIndexOf(o)", s.lastIndexOf('o'));
        show("lastIndexOf(Hello)", s.lastIndexOf("Hello"));
        show("lastIndexOf(l,5)", s.lastIndexOf('l', 5));
        show("contains(World)", s.contains("World"));
        show("startsWith(Hello)", s.startsWith("Hello"));
        show("startsWith(World,7)", s.startsWith("World", 7));
        show("endsWith(!)", s.endsWith("!"));
        show("replace(l,L)", s.replace('l', 'L'));
        show("replace(Hello,Bye)", s.replace("Hello", "Bye"));
        show("replace('',-)", "abc".replace("", "-"));
        show("replaceAll([aeiou],*)", s.replaceAll("[aeiou]", "*"));
        show("replaceAll((\\w+), (\\w+)!,$2-$1)", s.replaceAll("(\\w+), (\\w+)!", "$2-$1"));
        show("replaceFirst(l+,_)", s.replaceFirst("l+", "_"));
        show("toUpperCase", s.toUpperCase());
        show("toLowerCase", s.toLowerCase());
        show("trim", "  \t padded \n ".trim());
        show("strip", "\u2003 padded \u2003".strip());
        show("trim keeps em space", "\u2003 padded \u2003".trim().length());
        show("stripLeading", "   x  ".stripLeading());
        show("stripTrailing", "   x  ".stripTrailing());
        show("isBlank", "  \t ".isBlank() + " " + "a".isBlank() + " " + "".isEmpty());
        show("repeat", "ab".repeat(5));
        show("repeat(0)", "ab".repeat(0));
        show("concat", "foo".concat("bar"));
        show("join", String.join("|", "a", "b", "c"));
        show("join list", String.join(", ", Arrays.asList("x", "y")));
        show("compareTo", "apple".compareTo("banana") + " " + "banana".compareTo("apple") + " " + "app".compareTo("apple")
            + " " + "apple".compareTo("apple") + " " + "a".compareTo("B") + " " + "Z".compareTo("a"));
        show("compareToIgnoreCase", "a".compareToIgnoreCase("B") + " " + "HELLO".compareToIgnoreCase("hello"));
        show("equalsIgnoreCase", "Hello".equalsIgnoreCase("hELLO") + " " + "Hello".equalsIgnoreCase("Hell") + " " + "x".equalsIgnoreCase(null));
        show("equals", "abc".equals("abc") + " " + "abc".equals("abd") + " " + "abc".equals(null) + " " + "abc".equals(new StringBuilder("abc")));
        show("contentEquals", "abc".contentEquals(new StringBuilder("abc")));
        show("regionMatches", s.regionMatches(true, 7, "WORLD", 0, 5) + " " + s.regionMatches(7, "WORLD", 0, 5));
        show("matches", "2024-01-15".matches("\\d{4}-\\d{2}-\\d{2}") + " " + "abc".matches("a.") + " " + "".matches(".*"));
        show("chars sum", s.chars().sum());
        show("chars filter count", s.chars().filter(Character::isUpperCase).count());
        show("toCharArray", Arrays.toString("hey".toCharArray()));
        show("valueOf(char[])", String.valueOf(new char[] {'a', 'b', 'c'}));
        show("valueOf(char[],1,2)", String.valueOf(new char[] {'a', 'b', 'c', 'd'}, 1, 2));
        show("copyValueOf", String.copyValueOf(new char[] {'x', 'y'}));
        show("new String(bytes)", new String(new byte[] {72, 105, 33}));
        show("getBytes", Arrays.toString("Hi!".getBytes()));
        show("hashCode", "Hello".hashCode() + " " + "".hashCode() + " " + s.hashCode() + " " + "polygenelubricants".hashCode());
        show("lines", "a\nb\r\nc\rd".lines().count());
        show("indent", "x\ny".indent(2).replace("\n", "$"));
        show("chars of empty", "".chars().count());
        // split
        String[][] splits = {
            {"a,b,,c,,", ","}, {"a,b,,c,,", ",", "-1"}, {"a,b,c", ",", "2"}, {" a  b c ", "\\s+"}, {"a1b22c333d", "\\d+"},
            {"", ","}, {",", ","}, {"abc", ""}, {"a.b.c", "."}, {"a.b.c", "\\."}, {"a|b|c", "\\|"}, {"boo:and:foo", "o"},
            {"boo:and:foo", "o", "-2"}, {"key = value = x", "\\s*=\\s*", "2"}, {"CamelCaseString", "(?=[A-Z])"}};
        for (String[] sp : splits) {
            String[] parts = sp.length == 3 ? sp[0].split(sp[1], Integer.parseInt(sp[2])) : sp[0].split(sp[1]);
            System.out.println("split(\"" + sp[0] + "\", \"" + sp[1] + "\"" + (sp.length == 3 ? ", " + sp[2] : "") + ") -> "
                + parts.length + " " + Arrays.toString(parts));
        }
        // exceptions
        try {
            "abc".charAt(5);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("charAt(5): " + e.getMessage());
        }
        try {
            "abc".substring(2, 1);
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println("substring(2,1): " + e.getMessage());
        }
        try {
            "abc".substring(-1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("substring(-1): " + e.getClass().getName() + ": " + e.getMessage());
        }
        try {
            "abc".repeat(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("repeat(-1): " + e.getMessage());
        }
        // string building loop
        String acc = "";
        for (int i = 0; i < 20; i++) {
            acc += (char) ('a' + i % 26);
            if (acc.length() % 5 == 0) acc = acc.toUpperCase();
        }
        show("acc", acc);
        show("intern", (new String("xyz").intern() == "xyz"));
        show("format", String.format("%s has %d chars", s, s.length()));
        show("strip/trim empty", "   ".strip().isEmpty() + " " + "   ".trim().length());
        show("describeConstable", "k".describeConstable().isPresent());
        show("char math", (char) ('A' + 25) + "" + (char) 97);
    }
}
