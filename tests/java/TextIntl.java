import java.net.IDN;
import java.text.*;
import java.time.*;
import java.time.format.*;
import java.time.temporal.WeekFields;
import java.util.*;

// Internationalisation data from the JDK's modules: IDN, Bidi, Normalizer forms, number,
// currency, percent, compact and date formats in several locales (CLDR), MessageFormat with
// choices, German collation, display names, Turkish and Greek case mapping, zone rules.
public class TextIntl {
    public static void main(String[] args) {
        for (String s : new String[]{"bücher.example", "例え.テスト", "xn--bcher-kva.example", "ÉCOLE.fr", "a.b", "mañana.com"}) {
            try { System.out.println(IDN.toASCII(s) + " | " + IDN.toUnicode(IDN.toASCII(s)) + " | " + IDN.toUnicode(s)); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        }
        try { IDN.toASCII("a\u0000b", IDN.USE_STD3_ASCII_RULES); } catch (IllegalArgumentException e) { System.out.println("IAE " + e.getMessage()); }
        Bidi b = new Bidi("abc \u05d0\u05d1\u05d2 def", Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
        System.out.println("bidi mixed " + b.isMixed() + " runs " + b.getRunCount() + " ltr " + b.baseIsLeftToRight() + " level@5 " + b.getLevelAt(5));
        for (int i = 0; i < b.getRunCount(); i++) System.out.print("[" + b.getRunStart(i) + "," + b.getRunLimit(i) + ":" + b.getRunLevel(i) + "]");
        System.out.println(" requiresBidi " + Bidi.requiresBidi("abc".toCharArray(), 0, 3) + " " + Bidi.requiresBidi("\u0627".toCharArray(), 0, 1));
        Bidi rtl = new Bidi("\u0627\u0644\u0639\u0631\u0628\u064a\u0629 123", Bidi.DIRECTION_RIGHT_TO_LEFT);
        System.out.println("rtl " + rtl.isRightToLeft() + " " + rtl.isMixed() + " runs " + rtl.getRunCount());
        for (String form : new String[]{"NFC", "NFD", "NFKC", "NFKD"}) {
            String n = Normalizer.normalize("\u1e9b\u0323 ﬁ Å ①", Normalizer.Form.valueOf(form));
            System.out.print(form + "=" + n.codePoints().mapToObj(Integer::toHexString).toList() + " ");
        }
        System.out.println(Normalizer.isNormalized("é", Normalizer.Form.NFD));
        for (Locale l : new Locale[]{Locale.GERMANY, Locale.FRANCE, new Locale("hi", "IN"), Locale.JAPAN, new Locale("ar", "EG"), Locale.forLanguageTag("th-TH-u-nu-thai")}) {
            NumberFormat nf = NumberFormat.getInstance(l), cf = NumberFormat.getCurrencyInstance(l), pf = NumberFormat.getPercentInstance(l);
            System.out.println(l + " " + nf.format(1234567.891) + " | " + cf.format(-1234.5) + " | " + pf.format(0.256) + " | " + String.format(l, "%,.2f %e", 9876543.21, 0.000123)
                + " | " + DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(l).format(LocalDate.of(2024, 2, 29))
                + " | " + DateTimeFormatter.ofPattern("EEEE d MMMM uuuu HH:mm", l).format(LocalDateTime.of(2021, 12, 31, 23, 59))
                + " | " + NumberFormat.getCompactNumberInstance(l, NumberFormat.Style.SHORT).format(1_500_000));
        }
        MessageFormat mf = new MessageFormat("{0,choice,0#no files|1#one file|1<{0,number,integer} files} on {1}", Locale.US);
        for (int n : new int[]{0, 1, 1234}) System.out.println(mf.format(new Object[]{n, "disk"}));
        System.out.println(new ChoiceFormat("-1#neg|0#zero|0<pos").format(-5) + " " + new DecimalFormat("#,##0.00;(#,##0.00)", DecimalFormatSymbols.getInstance(Locale.US)).format(-1234.567) + " " + new DecimalFormat("0.###E0").format(123456) + " " + new DecimalFormat("00.00%").format(0.12345));
        Collator de = Collator.getInstance(Locale.GERMANY);
        List<String> words = new ArrayList<>(List.of("Äpfel", "Zebra", "apfel", "Ähre", "ähnlich", "Apfel", "zoo"));
        words.sort(de);
        System.out.println(words);
        System.out.println(DateFormat.getDateTimeInstance(DateFormat.LONG, DateFormat.SHORT, Locale.UK).format(new Date(0)) + " | " + new SimpleDateFormat("EEE, d MMM yyyy G", Locale.ITALY).format(new Date(86400000L * 20000)));
        System.out.println(Locale.GERMANY.getDisplayName(Locale.FRENCH) + " | " + Locale.JAPAN.getDisplayCountry(Locale.JAPAN) + " | " + Currency.getInstance(Locale.JAPAN).getSymbol(Locale.JAPAN) + " " + Currency.getInstance("EUR").getDisplayName(Locale.GERMANY) + " | " + new Locale("sr", "RS", "Latn").getDisplayName());
        System.out.println("TURKISH " + "TITLE".toLowerCase(new Locale("tr")) + " " + "title".toUpperCase(new Locale("tr")) + " " + "ß".toUpperCase(Locale.ROOT) + " " + "ΟΔΟΣ".toLowerCase(Locale.ROOT));
        System.out.println(DayOfWeek.MONDAY.getDisplayName(TextStyle.FULL, Locale.CHINA) + " " + Month.MAY.getDisplayName(TextStyle.SHORT, new Locale("ru")) + " " + WeekFields.of(Locale.US).getFirstDayOfWeek() + " " + WeekFields.of(Locale.FRANCE).getFirstDayOfWeek());
        System.out.println(ZonedDateTime.of(2021, 3, 28, 1, 30, 0, 0, ZoneId.of("Europe/Paris")).plusHours(1) + " " + ZoneId.of("America/New_York").getRules().getTransition(LocalDateTime.of(2021, 11, 7, 1, 30)) + " " + DateTimeFormatter.ofPattern("zzzz", Locale.US).format(ZonedDateTime.of(2021, 7, 1, 0, 0, 0, 0, ZoneId.of("Asia/Kolkata"))));
    }
}
