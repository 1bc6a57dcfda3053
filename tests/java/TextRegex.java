import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

// java.util.regex: groups (numbered, named, non-capturing), quantifiers (greedy/reluctant/possessive), lookaround,
// back-references, replaceAll with $n/${name}/function, appendReplacement, split limits, flags, Unicode classes, errors.
public class TextRegex {
    static void show(String regex, String input) {
        Matcher m = Pattern.compile(regex).matcher(input);
        StringBuilder sb = new StringBuilder(regex + " on \"" + input + "\":");
        while (m.find()) {
            sb.append(" [").append(m.start()).append(',').append(m.end()).append(")=").append(m.group());
            for (int g = 1; g <= m.groupCount(); g++) sb.append(" g").append(g).append('=').append(m.group(g));
        }
        System.out.println(sb);
    }

    public static void main(String[] args) {
        Pattern date = Pattern.compile("(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})");
        Matcher m = date.matcher("dates: 2024-02-29, 1999-12-31 and 2000-01-01.");
        while (m.find()) {
            System.out.println("date at " + m.start() + "-" + m.end() + " year " + m.group("year") + " month " + m.group(2) + " day " + m.group("day")
                + " start(month) " + m.start("month") + " groupCount " + m.groupCount());
        }
        System.out.println("named replace " + date.matcher("on 2024-02-29").replaceAll("${day}/${month}/${year}") + " numbered " + "2024-02-29".replaceAll("(\\d+)-(\\d+)-(\\d+)", "$3.$2.$1"));
        System.out.println("function replace " + Pattern.compile("\\d+").matcher("a1b22c333").replaceAll(r -> "<" + r.group().length() + ">")
            + " replaceFirst " + "aaa".replaceFirst("a", "b") + " quoteReplacement " + "cost".replaceAll("cost", Matcher.quoteReplacement("$5\\x")));
        show("a+?", "aaa");
        show("a+", "aaa");
        show("a*+a", "aaa");
        show("(ab)*c", "ababcabc c");
        show("(?:x|y)(\\d)", "x1 y2 z3");
        show("(\\w)\\1", "hello bookkeeper");
        show("\\b\\w+(?=ing\\b)", "singing and dancing while sing");
        show("(?<!\\$)\\b\\d+\\b", "$100 and 200 and $3 4");
        show("(?<=@)\\w+", "me@example you@test");
        show("\\d+(?!px)\\b", "10px 20em 30");
        show("^\\s*(\\w+)\\s*=\\s*(.*?)\\s*$", "  key =  some value  ");
        show("[a-c&&[^b]]+", "abcabc");
        show("\\p{Lu}\\p{Ll}+", "Hello World ÉCOLE École Ωmega");
        show("\\p{IsGreek}+", "alpha αβγ delta Δ");
        show("\\p{InCJKUnifiedIdeographs}+", "日本語 text 中文");
        show("[\\p{L}&&[^\\p{ASCII}]]+", "naïve café über");
        show("\\X", "e\u0301a");
        show("(a)|(b)", "ab");
        show("x{2,3}", "xxxxxxx");
        show("\\G\\d", "123a45");
        show("(?i)straße", "STRASSE Straße strasse");
        show("(?iu)ÄÖ", "äö ÄÖ");
        System.out.println("CASE_INSENSITIVE " + Pattern.compile("hello", Pattern.CASE_INSENSITIVE).matcher("HeLLo").matches()
            + " MULTILINE " + Pattern.compile("^\\w+$", Pattern.MULTILINE).matcher("one\ntwo\nthree").results().map(MatchResult::group).toList()
            + " without " + Pattern.compile("^\\w+$").matcher("one\ntwo").find());
        System.out.println("DOTALL " + Pattern.compile("a.b", Pattern.DOTALL).matcher("a\nb").matches() + " without " + Pattern.matches("a.b", "a\nb")
            + " COMMENTS " + Pattern.compile("a  b # comment", Pattern.COMMENTS).matcher("ab").matches() + " LITERAL " + Pattern.compile("a.b", Pattern.LITERAL).matcher("axb").matches()
            + " UNICODE_CHARACTER_CLASS " + Pattern.compile("\\w+", Pattern.UNICODE_CHARACTER_CLASS).matcher("über").matches() + " default \\w " + Pattern.matches("\\w+", "über"));
        System.out.println("flags() " + Pattern.compile("x", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE).flags() + " pattern() " + date.pattern() + " toString " + date);
        String csv = "a,b,,c,,";
        System.out.println("split default " + Arrays.toString(csv.split(",")) + " limit 2 " + Arrays.toString(csv.split(",", 2)) + " limit -1 " + Arrays.toString(csv.split(",", -1))
            + " limit 0 " + csv.split(",", 0).length + " regex split " + Arrays.toString("one1two22three333four".split("\\d+")) + " leading " + Arrays.toString(",x".split(","))
            + " empty " + Arrays.toString("".split(",")) + " chars " + Arrays.toString("abc".split("")));
        System.out.println("Pattern.split " + Arrays.toString(Pattern.compile("\\s*;\\s*").split("a ; b;c  ;  d", 3)) + " splitAsStream " + Pattern.compile(",").splitAsStream("x,y,z").collect(Collectors.toList())
            + " asPredicate " + Stream.of("a1", "bb", "c3").filter(Pattern.compile("\\d").asPredicate()).toList() + " asMatchPredicate " + Stream.of("12", "1a").filter(Pattern.compile("\\d+").asMatchPredicate()).toList());
        Matcher ap = Pattern.compile("(\\w+)@(\\w+)\\.com").matcher("mail bob@site.com and amy@corp.com now");
        StringBuilder out = new StringBuilder();
        while (ap.find()) ap.appendReplacement(out, "$2:" + ap.group(1).toUpperCase());
        ap.appendTail(out);
        System.out.println("appendReplacement " + out);
        Matcher region = Pattern.compile("\\d").matcher("a1b2c3d4");
        region.region(3, 6);
        List<String> inRegion = new ArrayList<>();
        while (region.find()) inRegion.add(region.group() + "@" + region.start());
        System.out.println("region " + inRegion + " regionStart " + region.regionStart() + " hitEnd " + region.hitEnd());
        Matcher lm = Pattern.compile("abc").matcher("abcdef");
        System.out.println("lookingAt " + lm.lookingAt() + " matches " + lm.matches() + " reset find " + lm.reset("xxabc").find() + " start " + lm.start()
            + " usePattern " + lm.usePattern(Pattern.compile("x+")).reset().find() + " group " + lm.group() + " toMatchResult " + lm.toMatchResult().group());
        System.out.println("quote " + Pattern.quote("1+1=2?") + " matches quoted " + Pattern.matches(Pattern.quote("1+1=2?"), "1+1=2?") + " String.matches " + "abc123".matches("[a-z]+\\d+")
            + " results count " + Pattern.compile("o").matcher("foo boo").results().count());
        StringBuilder longIn = new StringBuilder();
        for (int i = 0; i < 2000; i++) longIn.append("ab");
        System.out.println("long input match " + Pattern.matches("(ab)+", longIn) + " backtracking alternation " + Pattern.matches("(a|b)*c", longIn.substring(0, 40) + "c"));
        String[] badPatterns = {"(unclosed", "[a-", "*start", "a{2,1}", "(?<name>x)(?<name>y)", "\\k<nope>", "x++++", "\\p{NoSuchClass}", "(?<1bad>x)", "a)"};
        for (String bp : badPatterns) {
            try {
                Pattern.compile(bp);
                System.out.println("compiled?! " + bp);
            } catch (PatternSyntaxException e) {
                System.out.println("PatternSyntaxException desc=" + e.getDescription() + " index=" + e.getIndex() + " pattern=" + e.getPattern());
                System.out.println(e.getMessage());
            }
        }
        Matcher nm = date.matcher("no date");
        try {
            nm.group();
        } catch (IllegalStateException e) {
            System.out.println("group before match: " + e.getMessage());
        }
        Matcher gm = date.matcher("2020-01-02");
        gm.matches();
        try {
            gm.group("nope");
        } catch (IllegalArgumentException e) {
            System.out.println("unknown group name: " + e.getMessage());
        }
        try {
            gm.group(4);
        } catch (IndexOutOfBoundsException e) {
            System.out.println("group index: " + e.getMessage());
        }
        try {
            "abc".replaceAll("b", "$2");
        } catch (IndexOutOfBoundsException e) {
            System.out.println("bad back reference: " + e.getMessage());
        }
        try {
            "abc".replaceAll("b", "\\");
        } catch (IllegalArgumentException e) {
            System.out.println("trailing backslash: " + e.getMessage());
        }
    }
}
