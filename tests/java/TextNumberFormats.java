import java.math.*;
import java.text.*;
import java.util.*;

// java.text: DecimalFormat patterns and rounding, NumberFormat per locale (currency, percent, compact),
// ChoiceFormat, MessageFormat, Collator ordering, BreakIterator, SimpleDateFormat in UTC, and
// Locale-sensitive String.format.
public class TextNumberFormats {
    static void p(Object o) { System.out.println(o); }
    public static void main(String[] args) throws Exception {
        double[] vals = {0, -0.0, 1234567.891, -0.5, 0.125, 2.5, 3.5, 1e-10, 1e20, Double.NaN, Double.POSITIVE_INFINITY, 0.005, 1.005};
        String[] pats = {"#,##0.00", "0.###E0", "00.00%", "#.#", "\u00a4#,##0.00;(\u00a4#,##0.00)", "##0.#####E0", "0000", "#,##,###", "'#'0.0 'x'", "0.0\u2030"};
        for (String pt : pats) {
            DecimalFormat df = new DecimalFormat(pt, DecimalFormatSymbols.getInstance(Locale.US));
            StringBuilder sb = new StringBuilder(pt + ":");
            for (double v : vals) sb.append(" [").append(df.format(v)).append(']');
            p(sb + " toPattern=" + df.toPattern());
        }
        DecimalFormat hr = new DecimalFormat("0.0", DecimalFormatSymbols.getInstance(Locale.US));
        for (RoundingMode rm : RoundingMode.values()) {
            if (rm == RoundingMode.UNNECESSARY) continue;
            hr.setRoundingMode(rm);
            StringBuilder sb = new StringBuilder(rm + ":");
            for (double v : new double[]{0.05, 0.15, 0.25, 0.35, -0.05, -0.15, 1.45, 2.55}) sb.append(' ').append(hr.format(v));
            p(sb);
        }
        p("bigdec " + new DecimalFormat("#,##0.000").format(new BigDecimal("12345678901234567890.12345")) + " " + new DecimalFormat("#").format(new BigInteger("123456789012345678901234567890")));
        for (Locale l : new Locale[]{Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("de", "CH"), new Locale("hi", "IN"), Locale.JAPAN, new Locale("ar", "EG"), new Locale("ru", "RU")}) {
            p(l + ": " + NumberFormat.getInstance(l).format(-1234567.891) + " | " + NumberFormat.getCurrencyInstance(l).format(-1234.5)
              + " | " + NumberFormat.getPercentInstance(l).format(0.256) + " | " + NumberFormat.getIntegerInstance(l).format(2.5)
              + " | " + String.format(l, "%,.2f %e %g %,d", 1234567.891, 1234.5, 0.00012345, 9876543210L));
        }
        NumberFormat cs = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.SHORT);
        NumberFormat cl = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.LONG);
        for (long v : new long[]{0, 999, 1000, 1500, 999999, 1_000_000, 1_234_567_890L, -42000})
            p("compact " + v + " " + cs.format(v) + " / " + cl.format(v));
        p("parse " + NumberFormat.getInstance(Locale.GERMANY).parse("1.234,56") + " " + NumberFormat.getInstance(Locale.US).parse("1,234.56abc")
          + " " + NumberFormat.getPercentInstance(Locale.US).parse("45%") + " " + new DecimalFormat("0.00").parse("-0.00") + " " + cs.parse("2K"));
        try { NumberFormat.getInstance(Locale.US).parse("abc"); } catch (ParseException e) { p("parse error " + e.getMessage() + " at " + e.getErrorOffset()); }
        ParsePosition pp = new ParsePosition(3);
        p("parsepos " + NumberFormat.getInstance(Locale.US).parse("xx 42.5 yy", pp) + " idx " + pp.getIndex());
        DecimalFormat bd = new DecimalFormat("0.00"); bd.setParseBigDecimal(true);
        p("parse bigdec " + bd.parse("3.14159265358979323846"));
        ChoiceFormat cf = new ChoiceFormat("-1#negative|0#zero|1#one|1<many");
        p("choice " + cf.format(-5) + " " + cf.format(0) + " " + cf.format(1) + " " + cf.format(1.5) + " " + cf.format(Double.NaN) + " " + cf.toPattern());
        MessageFormat mf = new MessageFormat("There {0,choice,0#are no files|1#is one file|1<are {0,number,integer} files} on {1}, total {2,number,#.##} bytes ({3,number,percent}) at {4,date,yyyy-MM-dd} {4,time,HH:mm}", Locale.US);
        mf.getFormats();
        for (int n : new int[]{0, 1, 1234})
            p(mf.format(new Object[]{n, "disk", 12345.678, 0.75, new Date(1_000_000_000_000L)}));
        p(MessageFormat.format("'{0}' {0} ''{1}'' {2}", "a", 2, null));
        p("msg parse " + Arrays.toString(new MessageFormat("{0} and {1}").parse("x and y")));
        try { new MessageFormat("{0"); } catch (IllegalArgumentException e) { p("mf error " + e.getMessage()); }
        try { new MessageFormat("{x}"); } catch (IllegalArgumentException e) { p("mf error " + e.getMessage()); }
        // Collator
        List<String> words = new ArrayList<>(List.of("peach", "P\u00e9ch\u00e9", "p\u00e9ch\u00e9", "p\u00eache", "Apple", "apple", "\u00c4pfel", "zebra", "Zebra", "\u00e9clair", "eclair", "a-b", "ab", "a b"));
        for (Locale l : new Locale[]{Locale.US, Locale.FRANCE, new Locale("sv", "SE"), Locale.GERMANY}) {
            Collator c = Collator.getInstance(l);
            List<String> w = new ArrayList<>(words); w.sort(c);
            p("collate " + l + " " + w);
            c.setStrength(Collator.PRIMARY);
            p("  primary eq " + c.compare("apple", "\u00c4pfel") + " " + c.equals("peche", "P\u00e9ch\u00e9") + " key " + Arrays.toString(c.getCollationKey("ab").toByteArray()));
        }
        RuleBasedCollator rbc = new RuleBasedCollator("< c < b < a");
        List<String> w2 = new ArrayList<>(List.of("a", "b", "c", "ab", "ca")); w2.sort(rbc); p("rules " + w2);
        // BreakIterator
        String text = "Hello, world! This is Mr. Smith's test. Numbers 3.14 and e-mail a@b.com? Yes... \u00bfQu\u00e9 tal? End";
        for (String kind : new String[]{"word", "sentence", "line", "char"}) {
            BreakIterator bi = kind.equals("word") ? BreakIterator.getWordInstance(Locale.US) : kind.equals("sentence") ? BreakIterator.getSentenceInstance(Locale.US)
                : kind.equals("line") ? BreakIterator.getLineInstance(Locale.US) : BreakIterator.getCharacterInstance(Locale.US);
            bi.setText(text);
            StringBuilder sb = new StringBuilder(kind + ":");
            int s = bi.first(), cnt = 0;
            for (int e = bi.next(); e != BreakIterator.DONE; s = e, e = bi.next()) {
                if (cnt++ < 40) sb.append('[').append(text, s, e).append(']');
            }
            p(sb + " count " + cnt);
        }
        BreakIterator ci = BreakIterator.getCharacterInstance();
        String emoji = "e\u0301a\uD83D\uDE00b\u0915\u094D\u0937";
        ci.setText(emoji);
        StringBuilder cb = new StringBuilder("graphemes:");
        for (int s = ci.first(), e = ci.next(); e != BreakIterator.DONE; s = e, e = ci.next()) cb.append(' ').append(e - s);
        p(cb);
        // SimpleDateFormat
        SimpleDateFormat sdf = new SimpleDateFormat("EEE, d MMM yyyy HH:mm:ss.SSS Z z zzzz G w W D F u a k K h", Locale.US);
        p("sdf " + sdf.format(new Date(1_234_567_890_123L)) + " tz " + sdf.getTimeZone().getID());
        sdf.setTimeZone(TimeZone.getTimeZone("America/Los_Angeles"));
        p("sdf LA " + sdf.format(new Date(1_234_567_890_123L)));
        SimpleDateFormat ps = new SimpleDateFormat("yyyy-MM-dd HH:mm", Locale.US);
        p("sdf parse " + ps.parse("2021-02-30 25:61").getTime() + " lenient " + ps.isLenient());
        ps.setLenient(false);
        try { ps.parse("2021-02-30 10:00"); } catch (ParseException e) { p("strict " + e.getMessage() + " " + e.getErrorOffset()); }
        p("sdf default " + new SimpleDateFormat().toPattern() + " | " + DateFormat.getDateTimeInstance(DateFormat.FULL, DateFormat.FULL, Locale.US).format(new Date(0)));
        p("sdf fr " + DateFormat.getDateInstance(DateFormat.LONG, Locale.FRANCE).format(new Date(0)) + " | de " + DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, Locale.GERMANY).format(new Date(0)));
        p("date toString " + new Date(0) + " " + new Date(1_600_000_000_000L) + " gmt " + new Date(0).toGMTString());
        Calendar cal = Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.US);
        cal.setTimeInMillis(0); cal.add(Calendar.MONTH, 13); cal.roll(Calendar.DAY_OF_MONTH, -2);
        p("cal " + cal.getTime().getTime() + " " + cal.get(Calendar.DAY_OF_WEEK) + " " + cal.getActualMaximum(Calendar.DAY_OF_MONTH) + " " + cal.getDisplayName(Calendar.MONTH, Calendar.LONG, Locale.US)
          + " " + new GregorianCalendar(1582, 9, 4).getTimeInMillis() + " " + cal.getClass().getName());
        p("fmt " + String.format(Locale.FRANCE, "%,d %.3f %s %tB %<tA", 1234567, Math.PI, 1.5, new Date(0))
          + " | " + String.format(Locale.GERMANY, "%10.2e|%-10s|%08.3f|%+d|%(d|%x|%o|%h|%c", 12345.678, "x", -3.14159, 5, -7, 255, 8, "hi", 0x1F600)
          + " | " + String.format(new Locale("ar", "SA"), "%d %,.2f", 12345, 6789.5) + " | " + String.format(new Locale("th", "TH", "TH"), "%d", 123));
        p("upper " + "title i\u0131".toUpperCase(new Locale("tr")) + " " + "TITLE I\u0130".toLowerCase(new Locale("tr")) + " " + "stra\u00dfe".toUpperCase(Locale.ROOT) + " " + "\u03a3\u0391\u03a3".toLowerCase(Locale.ROOT));
        p("locale " + Locale.getDefault() + " " + Locale.getDefault(Locale.Category.FORMAT) + " " + Locale.forLanguageTag("zh-Hant-TW").getDisplayName(Locale.US)
          + " " + Locale.GERMANY.getDisplayCountry(Locale.FRENCH) + " " + new Locale("xx").getDisplayLanguage() + " " + Locale.CANADA_FRENCH.toLanguageTag()
          + " " + Locale.JAPAN.getISO3Country() + " " + Currency.getInstance(Locale.JAPAN) + " " + Currency.getInstance("EUR").getDisplayName(Locale.GERMANY)
          + " " + Currency.getInstance("USD").getSymbol(Locale.CANADA) + " " + Currency.getInstance("JPY").getDefaultFractionDigits());
    }
}
