import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

// java.util.regex in depth: lookaround, named groups, back references, possessive and lazy quantifiers,
// Unicode classes and flags, split limits, replacement syntax, region/hitEnd/requireEnd, results(),
// appendReplacement, PatternSyntaxException messages, and larger inputs.
public class RegexHeavy {
    static void p(Object o) { System.out.println(o); }
    static void all(String re, String in) { all(re, in, 0); }
    static void all(String re, String in, int flags) {
        try {
            Matcher m = Pattern.compile(re, flags).matcher(in);
            StringBuilder sb = new StringBuilder(re + " on \"" + in + "\":");
            while (m.find()) {
                sb.append(" {").append(m.start()).append(',').append(m.end()).append(':').append(m.group());
                for (int g = 1; g <= m.groupCount(); g++) sb.append('|').append(m.group(g)).append('@').append(m.start(g));
                sb.append('}');
            }
            p(sb);
        } catch (PatternSyntaxException e) {
            p("PSE " + e.getDescription() + " idx " + e.getIndex() + "\n" + e.getMessage());
        }
    }
    public static void main(String[] args) {
        all("(?<=\\$)\\d+(?:\\.\\d\\d)?", "cost $12.50 or $7 or 9");
        all("(?<!\\d)\\d{3}(?!\\d)", "12 123 1234 999x");
        all("(?<year>\\d{4})-(?<mon>\\d\\d)", "on 2021-03 and 1999-12");
        all("(\\w)\\1+", "aabbbcdde");
        all("\\b(\\w+)\\s+\\1\\b", "the the cat sat sat down", Pattern.CASE_INSENSITIVE);
        all("a*+a", "aaaa");
        all("a{2,3}?", "aaaaaaa");
        all("(a|ab)(c|bcd)(d*)", "abcd");
        all("[\\p{L}&&[^\\p{Lu}]]+", "Hello W\u00f6rld \u00c9t\u00e9 \u03b1\u03b2\u0393");
        all("\\p{IsGreek}+|\\p{InCyrillic}+|\\p{sc=Han}+", "abc \u03b1\u03b2 \u0436\u0437 \u4e2d\u6587");
        all("\\p{javaUpperCase}\\p{Punct}\\p{XDigit}", "A!f b?g C.9");
        all("(?i)stra\u00dfe|\u00c9T\u00c9", "STRASSE stra\u00dfe \u00e9t\u00e9", Pattern.UNICODE_CASE);
        all("\\w+", "na\u00efve caf\u00e9", Pattern.UNICODE_CHARACTER_CLASS);
        all("\\w+", "na\u00efve caf\u00e9");
        all("^\\s*(\\S+)$", "  one\n two  \nthree", Pattern.MULTILINE);
        all("a.c", "a\nc abc", Pattern.DOTALL);
        all("a.c", "a\nc abc a\rc a\u2028c");
        all("a.c", "a\nc a\rc", Pattern.UNIX_LINES);
        all("(?x) \\d+ # digits\n [a-z]", "12a 3 b 45c");
        all("\\R", "a\r\nb\nc\u2029d");
        all("\\X", "e\u0301\uD83D\uDC4D\uD83C\uDFFDx");
        all("[\\x{1F600}-\\x{1F64F}]", "hi \uD83D\uDE00 \uD83D\uDE4F!");
        all("\\Qa.b\\E+", "a.bbb a.b axb");
        all("(?>a|ab)c", "abc ac");
        all("x(?=y)|z(?!y)", "xy xz zy zz");
        all("\\G\\d", "123a45");
        all("(a)?(b)?c", "c ac bc abc");
        all("[a-z&&[def]]|[^\\D5-9]", "abcdef0123456789");
        all("(?<a>.)(?<b>.)\\k<b>\\k<a>", "abba xyyx abab");
        all("(", "x");
        all("[a-", "x");
        all("a{3,2}", "x");
        all("*a", "x");
        all("\\k<nope>", "x");
        all("(?<1a>x)", "x");
        all("\\p{NotAThing}", "x");
        all("a)", "x");
        all("x\\", "x");
        all("(?<=a+)b", "aab");
        p("split " + Arrays.toString("a,b,,c,,".split(",")) + Arrays.toString("a,b,,c,,".split(",", -1)) + Arrays.toString("a,b,,c,,".split(",", 2))
          + Arrays.toString("".split(",")) + Arrays.toString(",a".split(",")) + Arrays.toString("abc".split("")) + Arrays.toString("a1b22c".split("\\d+", 0))
          + Arrays.toString(Pattern.compile("(?=[A-Z])").split("HelloWorldFooBar")) + Pattern.compile(":").splitAsStream("x::y").collect(Collectors.toList()));
        p("replace " + "John Smith".replaceAll("(\\w+) (\\w+)", "$2, $1") + " | " + "a.b.c".replaceAll("\\.", "\\$") + " | " + "x1y22".replaceAll("(?<d>\\d+)", "<${d}>")
          + " | " + "aaa".replaceFirst("a*?", "X") + " | " + "abc".replaceAll("", "-") + " | " + Matcher.quoteReplacement("$1\\x") + " | " + Pattern.quote("a\\Eb"));
        try { "abc".replaceAll("b", "$2"); } catch (IndexOutOfBoundsException e) { p("bad group ref: " + e.getMessage()); }
        try { "abc".replaceAll("b", "${zz}"); } catch (IllegalArgumentException e) { p("bad named ref: " + e.getMessage()); }
        try { "abc".replaceAll("b", "x\\"); } catch (IllegalArgumentException e) { p("bad escape: " + e.getMessage()); }
        Matcher m = Pattern.compile("(\\d+)([a-z]?)").matcher("10a 20 30b 40");
        p("replace fn " + m.replaceAll(r -> r.group(2).isEmpty() ? "#" : String.valueOf(Integer.parseInt(r.group(1)) * 2)));
        m.reset();
        StringBuilder sb = new StringBuilder();
        while (m.find()) m.appendReplacement(sb, "[$1]");
        m.appendTail(sb);
        p("append " + sb + " results " + Pattern.compile("\\d").matcher("a1b2c3").results().map(MatchResult::group).collect(Collectors.joining("+")));
        Matcher r = Pattern.compile("\\d+").matcher("abc12345def");
        r.region(4, 7);
        p("region " + r.find() + " " + r.group() + " " + r.regionStart() + "-" + r.regionEnd() + " hitEnd " + r.hitEnd() + " lookingAt " + r.reset().lookingAt());
        Matcher he = Pattern.compile("abc|abcdef").matcher("abcd");
        p("hitEnd " + he.matches() + " " + he.hitEnd() + " requireEnd " + he.requireEnd());
        Matcher he2 = Pattern.compile("\\d+$").matcher("123");
        p("requireEnd " + he2.find() + " " + he2.requireEnd() + " " + he2.hitEnd());
        Matcher tb = Pattern.compile("^b").matcher("ab");
        tb.region(1, 2);
        p("anchoring " + tb.find() + " " + tb.reset().region(1, 2).useAnchoringBounds(false).find() + " transparent " + Pattern.compile("(?<=a)b").matcher("ab").region(1, 2).useTransparentBounds(true).find());
        Matcher nm = Pattern.compile("(?<w>\\w+)@(?<d>\\w+)").matcher("me@host");
        p("named " + nm.matches() + " " + nm.group("w") + " " + nm.start("d") + " " + nm.end("d") + " " + nm.toMatchResult().group(2) + " " + nm.pattern());
        try { nm.group("zz"); } catch (IllegalArgumentException e) { p("no group: " + e.getMessage()); }
        try { Pattern.compile("a").matcher("a").group(); } catch (IllegalStateException e) { p("no match: " + e.getMessage()); }
        try { Matcher x = Pattern.compile("a").matcher("a"); x.find(); x.group(2); } catch (IndexOutOfBoundsException e) { p("group idx: " + e.getMessage()); }
        p("flags " + Pattern.compile("(?i)x", Pattern.MULTILINE | Pattern.COMMENTS).flags() + " " + Pattern.compile("a+").toString() + " asPredicate "
          + Stream.of("a1", "bb", "c3").filter(Pattern.compile("\\d").asPredicate()).collect(Collectors.toList())
          + " asMatch " + Stream.of("12", "1a").filter(Pattern.compile("\\d+").asMatchPredicate()).collect(Collectors.toList()));
        p("matches " + Pattern.matches("[a-c]+", "abcab") + " " + "2021-03-14".matches("\\d{4}-\\d{2}-\\d{2}") + " canon " + Pattern.compile("\u00e9", Pattern.CANON_EQ).matcher("e\u0301").matches()
          + " literal " + Pattern.compile("a.b", Pattern.LITERAL).matcher("a.b").matches());
        // Larger inputs: deep alternation and long text
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 3000; i++) big.append("word").append(i).append(i % 7 == 0 ? ". " : " ");
        Matcher wm = Pattern.compile("\\b(word\\d*7)\\b").matcher(big);
        int c = 0; long sum = 0;
        while (wm.find()) { c++; sum += wm.start(); }
        p("big count " + c + " sum " + sum + " sentences " + big.toString().split("\\.\\s*").length);
        String longA = "a".repeat(5000);
        p("long match " + longA.matches("(a|b)*") + " " + longA.matches("a*b?") + " " + Pattern.compile("(?:a{10})+").matcher(longA).matches());
        String csv = "name,\"quoted, value\",\"with \"\"escaped\"\" quotes\",,last";
        Matcher cm = Pattern.compile("(?:^|,)(\"(?:[^\"]|\"\")*\"|[^,]*)").matcher(csv);
        List<String> fields = new ArrayList<>();
        while (cm.find()) fields.add(cm.group(1));
        p("csv " + fields);
        p("email " + Stream.of("a@b.co", "bad@", "x.y+z@sub.example.org", "@no.com").map(s -> s + "=" + s.matches("^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$")).collect(Collectors.joining(" ")));
        Scanner sc = new Scanner("1 fish 2 fish red fish blue fish 3.5 true 0x1F 077");
        sc.useDelimiter("\\s*fish\\s*");
        p("scanner " + sc.nextInt() + " " + sc.nextInt() + " " + sc.next() + " " + sc.next() + " rest " + sc.hasNextDouble());
        Scanner s2 = new Scanner("12,345.6 1.234,5 -7 xyz 99999999999 3e2");
        p("scanner2 " + s2.nextDouble() + " " + s2.useLocale(Locale.GERMANY).nextDouble() + " " + s2.useLocale(Locale.US).nextInt() + " " + s2.hasNextInt() + " " + s2.next()
          + " " + s2.hasNextInt() + " " + s2.hasNextLong() + " " + s2.nextLong() + " " + s2.hasNextDouble() + " " + s2.nextDouble());
        Scanner s3 = new Scanner("ab12cd345ef");
        p("findInLine " + s3.findInLine("\\d+") + " " + s3.findInLine("(\\w)(\\d+)") + " " + s3.match().group(2) + " " + s3.findWithinHorizon("e.", 0) + " " + s3.hasNext());
        try { new Scanner("abc").nextInt(); } catch (InputMismatchException e) { p("mismatch: " + e.getMessage()); }
        try { new Scanner("").next(); } catch (NoSuchElementException e) { p("nse: " + e.getMessage()); }
        Scanner s4 = new Scanner("line1\nline2\r\n\nline4");
        List<String> lines = new ArrayList<>(); while (s4.hasNextLine()) lines.add(s4.nextLine());
        p("lines " + lines + " tokens " + new Scanner("a b\tc\n d").tokens().collect(Collectors.toList()) + " radix " + new Scanner("ff 777").nextInt(16) + " " + new Scanner("zz").hasNextInt(36));
        StringTokenizer st = new StringTokenizer("a=1;b=2;;c", ";=", true);
        StringBuilder tk = new StringBuilder("tokenizer " + st.countTokens() + ":");
        while (st.hasMoreTokens()) tk.append(' ').append(st.nextToken());
        StringTokenizer st2 = new StringTokenizer("x y,z", " ");
        tk.append(" | ").append(st2.nextToken()).append(' ').append(st2.nextToken(",")).append(' ').append(st2.hasMoreElements()).append(' ').append(st2.nextElement());
        p(tk);
        try { new StringTokenizer("").nextToken(); } catch (NoSuchElementException e) { p("tokenizer nse " + e.getMessage()); }
    }
}
