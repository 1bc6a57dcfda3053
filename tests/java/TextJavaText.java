import java.math.*;
import java.text.*;
import java.util.*;

// java.text: DecimalFormat patterns and parsing, NumberFormat (number/integer/currency/percent/compact) for fixed locales,
// SimpleDateFormat with an explicit UTC zone, MessageFormat, ChoiceFormat, Collator ordering, BreakIterator, Normalizer.
public class TextJavaText {
    static String clean(String s) {
        return s.replace('\u00a0', '_').replace('\u202f', '~');
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        String[] patterns = {"#,##0.00", "0.###", "000000", "#.##%", "0.00E0", "##0.#####E0", "\u00a4#,##0.00;(\u00a4#,##0.00)", "#,##0.0#;-#", "'#'#", "0.0\u2030"};
        double[] values = {0, 1234567.891, -0.5, 0.000123456, 42, -98765.4321, 1e15};
        for (String p : patterns) {
            DecimalFormat df = new DecimalFormat(p, DecimalFormatSymbols.getInstance(Locale.US));
            StringBuilder sb = new StringBuilder(String.format("%-28s", p));
            for (double v : values) sb.append(" | ").append(df.format(v));
            System.out.println(clean(sb.toString()));
        }
        DecimalFormat rounding = new DecimalFormat("0.0", DecimalFormatSymbols.getInstance(Locale.US));
        StringBuilder rs = new StringBuilder("HALF_EVEN default:");
        for (double v : new double[]{0.05, 0.15, 0.25, 0.35, 1.45, -2.55}) rs.append(' ').append(rounding.format(v));
        rounding.setRoundingMode(RoundingMode.HALF_UP);
        rs.append(" HALF_UP:");
        for (double v : new double[]{0.05, 0.15, 0.25, 0.35, 1.45, -2.55}) rs.append(' ').append(rounding.format(v));
        rounding.setRoundingMode(RoundingMode.DOWN);
        rs.append(" DOWN: ").append(rounding.format(9.99));
        System.out.println(rs);
        DecimalFormat big = new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.US));
        System.out.println("BigDecimal " + big.format(new BigDecimal("123456789012345678901234.56789")) + " BigInteger " + big.format(new BigInteger("99999999999999999999999"))
            + " Long.MIN " + big.format(Long.MIN_VALUE) + " NaN " + big.format(Double.NaN) + " inf " + big.format(Double.NEGATIVE_INFINITY));
        DecimalFormat parser = new DecimalFormat("#,##0.##", DecimalFormatSymbols.getInstance(Locale.US));
        System.out.println("parse " + parser.parse("1,234.5") + " " + parser.parse("-7") + " " + parser.parse("12abc") + " class " + parser.parse("3").getClass().getSimpleName()
            + " " + parser.parse("3.25").getClass().getSimpleName());
        parser.setParseBigDecimal(true);
        System.out.println("parseBigDecimal " + parser.parse("1,234.500") + " toPattern " + parser.toPattern() + " localized " + new DecimalFormat("#,##0.00", DecimalFormatSymbols.getInstance(Locale.GERMANY)).toLocalizedPattern());
        ParsePosition pp = new ParsePosition(0);
        Number none = parser.parse("abc", pp);
        System.out.println("parse failure " + none + " errorIndex " + pp.getErrorIndex());
        try {
            parser.parse("xyz");
        } catch (ParseException e) {
            System.out.println("ParseException: " + e.getMessage() + " offset " + e.getErrorOffset());
        }
        try {
            new DecimalFormat("#.#.#");
        } catch (IllegalArgumentException e) {
            System.out.println("bad pattern: " + e.getMessage());
        }
        DecimalFormat grouping = new DecimalFormat();
        grouping.setGroupingSize(4);
        grouping.setMinimumFractionDigits(3);
        grouping.setMaximumFractionDigits(3);
        grouping.setPositivePrefix("+");
        grouping.setNegativeSuffix(" neg");
        System.out.println("setters " + grouping.format(123456789.12345) + " " + grouping.format(-5) + " pattern " + grouping.toPattern());

        Locale[] locs = {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.UK, Locale.JAPAN, new Locale("de", "CH"), new Locale("hi", "IN")};
        for (Locale l : locs) {
            System.out.println(clean(l + ": number " + NumberFormat.getNumberInstance(l).format(-1234567.891) + " | integer " + NumberFormat.getIntegerInstance(l).format(2.5)
                + " " + NumberFormat.getIntegerInstance(l).format(3.5) + " | currency " + NumberFormat.getCurrencyInstance(l).format(1234.565) + " " + NumberFormat.getCurrencyInstance(l).format(-0.5)
                + " | percent " + NumberFormat.getPercentInstance(l).format(0.256)));
        }
        NumberFormat cur = NumberFormat.getCurrencyInstance(Locale.US);
        System.out.println("US currency " + cur.getCurrency() + " digits " + cur.getMaximumFractionDigits() + " parse " + cur.parse("$1,234.56") + " JPY " + Currency.getInstance("JPY").getDefaultFractionDigits()
            + " symbol EUR in FRANCE " + Currency.getInstance("EUR").getSymbol(Locale.FRANCE) + " display " + Currency.getInstance("GBP").getDisplayName(Locale.US));
        NumberFormat pct = NumberFormat.getPercentInstance(Locale.US);
        pct.setMinimumFractionDigits(1);
        System.out.println("percent with fraction " + pct.format(0.12345) + " " + pct.format(-1.5) + " parse " + pct.parse("45.5%"));
        NumberFormat compact = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.SHORT);
        NumberFormat compactLong = NumberFormat.getCompactNumberInstance(Locale.US, NumberFormat.Style.LONG);
        System.out.println("compact " + compact.format(999) + " " + compact.format(1234) + " " + compact.format(1500000) + " " + compact.format(2.5e9) + " long " + compactLong.format(1234567));
        try {
            Currency.getInstance("XYZ1");
        } catch (IllegalArgumentException e) {
            System.out.println("bad currency: IllegalArgumentException");
        }

        TimeZone utc = TimeZone.getTimeZone("UTC");
        Date fixed = new Date(1709211909123L);
        String[] datePatterns = {"yyyy-MM-dd'T'HH:mm:ss.SSSZ", "EEE, d MMM yyyy HH:mm:ss z", "EEEE MMMM dd yy h:mm a", "D w W F u k K", "yyyy.MM.dd G 'at' HH:mm:ss XXX", "''yy'' SSS"};
        for (String p : datePatterns) {
            SimpleDateFormat sdf = new SimpleDateFormat(p, Locale.US);
            sdf.setTimeZone(utc);
            System.out.println(p + " -> " + sdf.format(fixed));
        }
        SimpleDateFormat paris = new SimpleDateFormat("yyyy-MM-dd HH:mm zzzz (Z)", Locale.FRANCE);
        paris.setTimeZone(TimeZone.getTimeZone("Europe/Paris"));
        System.out.println("Paris " + paris.format(fixed) + " summer " + paris.format(new Date(1720000000000L)));
        SimpleDateFormat de = new SimpleDateFormat("EEEE, d. MMMM yyyy", Locale.GERMANY);
        de.setTimeZone(utc);
        System.out.println("German " + de.format(fixed));
        SimpleDateFormat p1 = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss", Locale.US);
        p1.setTimeZone(utc);
        Date parsed = p1.parse("2001-09-09 01:46:40");
        System.out.println("parsed millis " + parsed.getTime() + " lenient rollover " + p1.format(p1.parse("2021-02-30 25:61:00")));
        p1.setLenient(false);
        try {
            p1.parse("2021-02-30 00:00:00");
        } catch (ParseException e) {
            System.out.println("strict parse: " + e.getMessage() + " offset " + e.getErrorOffset());
        }
        try {
            new SimpleDateFormat("yyyy-qq");
        } catch (IllegalArgumentException e) {
            System.out.println("bad date pattern: " + e.getMessage());
        }
        DateFormat medium = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.SHORT, Locale.US);
        medium.setTimeZone(utc);
        DateFormat full = DateFormat.getDateInstance(DateFormat.FULL, Locale.FRANCE);
        full.setTimeZone(utc);
        System.out.println("DateFormat MEDIUM/SHORT " + clean(medium.format(fixed)) + " FULL FRANCE " + full.format(fixed));

        MessageFormat mf = new MessageFormat("{0} has {1,number,integer} file(s) totalling {2,number,#.##} MB on {3,date,yyyy-MM-dd}; ratio {4,number,percent}", Locale.US);
        for (Format f : mf.getFormatsByArgumentIndex()) if (f instanceof SimpleDateFormat) ((SimpleDateFormat) f).setTimeZone(utc);
        System.out.println(mf.format(new Object[]{"disk", 1234, 56.789, fixed, 0.75}));
        System.out.println(MessageFormat.format("quote '{0}' and ''{0}'' {1} {0}", "X", 3.5) + " | " + MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 0)
            + " / " + MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1) + " / " + MessageFormat.format("{0,choice,0#no files|1#one file|1<{0,number,integer} files}", 1234));
        Object[] back = new MessageFormat("{0} is {1,number,integer} years").parse("Ann is 34 years");
        System.out.println("MessageFormat.parse " + Arrays.toString(back) + " toPattern " + mf.toPattern().length());
        try {
            new MessageFormat("{0,nosuchtype}");
        } catch (IllegalArgumentException e) {
            System.out.println("bad message pattern: " + e.getMessage());
        }
        ChoiceFormat cf = new ChoiceFormat(new double[]{0, 1, 2, 10}, new String[]{"none", "single", "few", "many"});
        StringBuilder cs = new StringBuilder("ChoiceFormat");
        for (double v : new double[]{-1, 0, 0.5, 1, 1.5, 2, 9.99, 10, 1e9}) cs.append(' ').append(v).append('=').append(cf.format(v));
        System.out.println(cs + " pattern " + cf.toPattern() + " nextDouble(1) " + ChoiceFormat.nextDouble(1.0) + " parsed pattern " + new ChoiceFormat("-1#neg|0#zero|0<pos").format(0.001));

        Collator col = Collator.getInstance(Locale.US);
        List<String> words = new ArrayList<>(List.of("peach", "Péché", "péché", "pêche", "Peach", "apple", "Zebra", "zebra", "éclair", "eclair", "a-b", "ab", "Ab"));
        words.sort(col);
        System.out.println("Collator US " + words);
        col.setStrength(Collator.PRIMARY);
        System.out.println("PRIMARY equal peche/Péché " + (col.compare("peche", "Péché") == 0) + " SECONDARY default? " + (Collator.getInstance(Locale.US).getStrength() == Collator.TERTIARY));
        col.setStrength(Collator.SECONDARY);
        System.out.println("SECONDARY a/A " + col.compare("a", "A") + " e/é " + Integer.signum(col.compare("e", "é")));
        List<String> plain = new ArrayList<>(List.of("peach", "Péché", "péché", "pêche", "Peach", "apple", "Zebra", "zebra", "éclair", "eclair"));
        Collections.sort(plain);
        System.out.println("String.compareTo order " + plain);
        CollationKey k1 = Collator.getInstance(Locale.US).getCollationKey("abc"), k2 = Collator.getInstance(Locale.US).getCollationKey("ABC");
        System.out.println("CollationKey compare " + Integer.signum(k1.compareTo(k2)) + " source " + k1.getSourceString());
        BreakIterator wb = BreakIterator.getWordInstance(Locale.US);
        String sentence = "Hello, world! It's 3.14 o'clock.";
        wb.setText(sentence);
        List<String> wordsOut = new ArrayList<>();
        for (int s = wb.first(), e = wb.next(); e != BreakIterator.DONE; s = e, e = wb.next()) {
            String w = sentence.substring(s, e);
            if (Character.isLetterOrDigit(w.charAt(0))) wordsOut.add(w);
        }
        BreakIterator sb2 = BreakIterator.getSentenceInstance(Locale.US);
        sb2.setText("First one. Second? Third!");
        int sentences = 0;
        while (sb2.next() != BreakIterator.DONE) sentences++;
        System.out.println("BreakIterator words " + wordsOut + " sentences " + sentences);
        String composed = Normalizer.normalize("e\u0301", Normalizer.Form.NFC);
        String decomposed = Normalizer.normalize("\u00e9\uFB01", Normalizer.Form.NFKD);
        System.out.println("Normalizer NFC length " + composed.length() + " " + (int) composed.charAt(0) + " NFKD length " + decomposed.length() + " isNormalized " + Normalizer.isNormalized("\u00e9", Normalizer.Form.NFD));
    }
}
