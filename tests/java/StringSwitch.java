// switch on strings (including hash collisions), and text blocks.
public class StringSwitch {
    static String classify(String s) {
        switch (s) {
            case "apple":
            case "banana":
                return "fruit";
            case "carrot":
                return "vegetable";
            case "Aa":
                return "Aa-collision";
            case "BB":
                return "BB-collision";
            case "AaAa":
                return "AaAa";
            case "BBBB":
                return "BBBB";
            case "AaBB":
                return "AaBB";
            case "":
                return "empty";
            case "日本":
                return "japan";
            default:
                return "unknown(" + s + ")";
        }
    }

    static int fallthrough(String s) {
        int r = 0;
        switch (s) {
            case "one":
                r += 1;
            case "two":
                r += 10;
            case "three":
                r += 100;
                break;
            case "four":
                r += 1000;
            default:
                r += 10000;
        }
        return r;
    }

    static String arrow(String s) {
        return switch (s) {
            case "red", "green", "blue" -> "primary:" + s.length();
            case "black" -> {
                String t = s.toUpperCase();
                yield t + "!";
            }
            default -> "other";
        };
    }

    public static void main(String[] args) {
        System.out.println("hash Aa=" + "Aa".hashCode() + " BB=" + "BB".hashCode() + " AaBB=" + "AaBB".hashCode() + " BBAa=" + "BBAa".hashCode());
        String[] inputs = {"apple", "banana", "carrot", "Aa", "BB", "AaAa", "BBBB", "AaBB", "BBAa", "", "日本", "Apple", "durian"};
        for (String in : inputs) {
            System.out.println(in + " -> " + classify(in));
        }
        for (String in : new String[] {"one", "two", "three", "four", "five"}) {
            System.out.println(in + " fallthrough " + fallthrough(in));
        }
        for (String in : new String[] {"red", "green", "blue", "black", "white"}) {
            System.out.println(in + " arrow " + arrow(in));
        }
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("switch(null) -> NullPointerException");
        }
        String block = """
            Hello,
              "Text" Block!
            \tTabbed\
             joined
            trailing spaces kept:\s\s
            unicode: \u00e9 é
            """;
        System.out.print(block);
        System.out.println("block length=" + block.length() + " lines=" + block.lines().count());
        String json = """
            {"name": "rivet", "ok": true}""";
        System.out.println(json + " | ends without newline: " + !json.endsWith("\n"));
        String formatted = """
            %s has %d items
            """.formatted("cart", 3);
        System.out.print(formatted);
        String escapes = """
            a\nb \"""quoted\""" \\ end
            """;
        System.out.print(escapes);
        System.out.println(block.stripIndent().equals(block) + " " + "  a\\tb".translateEscapes());
    }
}
