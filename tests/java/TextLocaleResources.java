import java.io.*;
import java.nio.charset.StandardCharsets;
import java.text.*;
import java.util.*;

// Locale data and resources: Locale construction/tags/display names, locale-sensitive case mapping (Turkish, Greek,
// German sharp s), Character names/blocks/scripts (JDK data files), DateFormatSymbols/DecimalFormatSymbols,
// ResourceBundle lookup with a fallback chain of ListResourceBundle classes, Properties load/store (comments skipped).
public class TextLocaleResources {
    public static class Messages extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][]{{"greeting", "Hello"}, {"farewell", "Goodbye"}, {"count", 3}, {"only.base", "base value"}};
        }
    }

    public static class Messages_fr extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][]{{"greeting", "Bonjour"}, {"farewell", "Au revoir"}};
        }
    }

    public static class Messages_fr_CA extends ListResourceBundle {
        protected Object[][] getContents() {
            return new Object[][]{{"greeting", "Allô"}};
        }
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.US);
        Locale[] ls = {Locale.US, Locale.FRANCE, Locale.GERMANY, Locale.JAPAN, new Locale("tr", "TR"), Locale.forLanguageTag("zh-Hant-TW"), Locale.forLanguageTag("sr-Latn-RS"),
            new Locale.Builder().setLanguage("de").setRegion("CH").setVariant("POSIX").build(), Locale.ROOT};
        for (Locale l : ls) {
            System.out.println("locale " + l + " tag " + l.toLanguageTag() + " language " + l.getLanguage() + " script '" + l.getScript() + "' country " + l.getCountry()
                + " display(en) " + l.getDisplayName(Locale.US) + " display(fr) " + l.getDisplayName(Locale.FRANCE) + " iso3 " + safeIso3(l));
        }
        System.out.println("forLanguageTag und " + Locale.forLanguageTag("und") + " bad tag " + Locale.forLanguageTag("not a tag!") + " default " + Locale.getDefault()
            + " lookup " + Locale.lookup(Locale.LanguageRange.parse("fr-CH,fr;q=0.9,en;q=0.8"), List.of(Locale.GERMANY, Locale.FRANCE, Locale.US)));
        try {
            new Locale.Builder().setLanguage("toolonglanguage").build();
        } catch (IllformedLocaleException e) {
            System.out.println("IllformedLocaleException " + e.getMessage());
        }
        Locale tr = new Locale("tr", "TR");
        System.out.println("Turkish: TITLE lower " + "TITLE".toLowerCase(tr) + " title upper " + "title".toUpperCase(tr) + " ROOT " + "TITLE".toLowerCase(Locale.ROOT) + " " + "title".toUpperCase(Locale.ROOT));
        System.out.println("German ß upper " + "straße".toUpperCase(Locale.GERMANY) + " length " + "straße".toUpperCase(Locale.GERMANY).length() + " Greek final sigma " + "ΟΔΟΣ ΟΔΟΣ".toLowerCase(new Locale("el"))
            + " Lithuanian " + "\u00cc".toLowerCase(new Locale("lt")).length() + " equalsIgnoreCase " + "STRASSE".equalsIgnoreCase("straße") + " title case of ǆ " + Character.toTitleCase('ǆ'));
        int[] cps = {'A', 0x00e9, 0x03a9, 0x0416, 0x05d0, 0x0627, 0x0915, 0x3042, 0x4e2d, 0xac00, 0x1f600, 0x1d11e, 0x10ffff, 0x0000};
        for (int cp : cps) {
            System.out.println(String.format("U+%04X", cp) + " name " + Character.getName(cp) + " block " + Character.UnicodeBlock.of(cp) + " script " + Character.UnicodeScript.of(cp)
                + " type " + Character.getType(cp) + " letter " + Character.isLetter(cp) + " alphabetic " + Character.isAlphabetic(cp) + " ideographic " + Character.isIdeographic(cp)
                + " mirrored " + Character.isMirrored(cp) + " direction " + Character.getDirectionality(cp));
        }
        System.out.println("codePointOf " + Integer.toHexString(Character.codePointOf("LATIN SMALL LETTER E WITH ACUTE")) + " forName block " + Character.UnicodeBlock.forName("Greek")
            + " script forName " + Character.UnicodeScript.forName("Cyrillic") + " numeric value of Ⅻ " + Character.getNumericValue('Ⅻ') + " digit ٣ " + Character.digit('٣', 10));
        try {
            Character.codePointOf("NO SUCH CHARACTER NAME");
        } catch (IllegalArgumentException e) {
            System.out.println("codePointOf bad: " + e.getMessage());
        }
        DateFormatSymbols fr = DateFormatSymbols.getInstance(Locale.FRANCE);
        System.out.println("DateFormatSymbols fr months " + Arrays.toString(fr.getMonths()) + " short weekdays " + Arrays.toString(fr.getShortWeekdays()) + " ampm " + Arrays.toString(fr.getAmPmStrings())
            + " eras " + Arrays.toString(fr.getEras()));
        DateFormatSymbols ja = DateFormatSymbols.getInstance(Locale.JAPAN);
        System.out.println("DateFormatSymbols ja months " + Arrays.toString(Arrays.copyOf(ja.getMonths(), 3)) + " weekdays " + Arrays.toString(ja.getWeekdays()));
        for (Locale l : new Locale[]{Locale.US, Locale.GERMANY, Locale.FRANCE, new Locale("de", "CH"), new Locale("ar", "EG"), new Locale("hi", "IN")}) {
            DecimalFormatSymbols s = DecimalFormatSymbols.getInstance(l);
            System.out.println("DecimalFormatSymbols " + l + " decimal U+" + Integer.toHexString(s.getDecimalSeparator()) + " grouping U+" + Integer.toHexString(s.getGroupingSeparator())
                + " minus U+" + Integer.toHexString(s.getMinusSign()) + " zero U+" + Integer.toHexString(s.getZeroDigit()) + " percent " + s.getPercent() + " infinity " + s.getInfinity() + " NaN " + s.getNaN()
                + " exponent " + s.getExponentSeparator() + " currency " + s.getCurrencySymbol());
        }
        System.out.println("Calendar first day of week US " + Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.US).getFirstDayOfWeek() + " FRANCE " + Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.FRANCE).getFirstDayOfWeek()
            + " minimalDays FRANCE " + Calendar.getInstance(TimeZone.getTimeZone("UTC"), Locale.FRANCE).getMinimalDaysInFirstWeek() + " Japanese imperial calendar type " + Calendar.getInstance(TimeZone.getTimeZone("UTC"), new Locale("ja", "JP", "JP")).getCalendarType()
            + " Thai Buddhist " + Calendar.getInstance(TimeZone.getTimeZone("UTC"), new Locale("th", "TH")).getCalendarType());

        for (Locale l : new Locale[]{Locale.US, Locale.FRANCE, Locale.CANADA_FRENCH, Locale.GERMANY}) {
            ResourceBundle rb = ResourceBundle.getBundle("TextLocaleResources$Messages", l);
            System.out.println("bundle " + l + " locale '" + rb.getLocale() + "' greeting " + rb.getString("greeting") + " farewell " + rb.getString("farewell") + " count " + rb.getObject("count")
                + " only.base " + rb.getString("only.base") + " keys " + new TreeSet<>(rb.keySet()));
        }
        ResourceBundle base = ResourceBundle.getBundle("TextLocaleResources$Messages", Locale.US);
        try {
            base.getString("missing.key");
        } catch (MissingResourceException e) {
            System.out.println("MissingResourceException key " + e.getKey() + " class " + e.getClassName());
        }
        try {
            base.getString("count");
        } catch (ClassCastException e) {
            System.out.println("getString on Integer: ClassCastException");
        }
        try {
            ResourceBundle.getBundle("NoSuchBundle", Locale.US);
        } catch (MissingResourceException e) {
            System.out.println("missing bundle: " + e.getMessage());
        }

        Properties p = new Properties();
        p.load(new StringReader("# comment line\n! another comment\nkey1 = value one\nkey2:value\\\n    continued\nkey\\ with\\ spaces = x\nunicode=caf\\u00e9\nempty=\n  indented=yes\nnoequals\n"));
        System.out.println("Properties loaded " + new TreeMap<>(p) + " getProperty default " + p.getProperty("nope", "dflt") + " stringPropertyNames " + new TreeSet<>(p.stringPropertyNames()));
        Properties q = new Properties();
        q.setProperty("b", "two words");
        q.setProperty("a", "ünïcode = and : colon");
        q.setProperty("key with space", "#hash");
        StringWriter sw = new StringWriter();
        q.store(sw, "header comment");
        List<String> lines = new ArrayList<>(Arrays.asList(sw.toString().split("\n")));
        lines.removeIf(line -> line.startsWith("#") && !line.startsWith("#header"));
        Collections.sort(lines);
        System.out.println("Properties.store lines (date comment removed, sorted) " + lines);
        ByteArrayOutputStream xml = new ByteArrayOutputStream();
        q.storeToXML(xml, null, StandardCharsets.UTF_8);
        Properties fromXml = new Properties();
        fromXml.loadFromXML(new ByteArrayInputStream(xml.toByteArray()));
        System.out.println("XML round trip equal " + fromXml.equals(q) + " xml has DOCTYPE " + xml.toString(StandardCharsets.UTF_8).contains("<!DOCTYPE properties"));
        Properties defaults = new Properties();
        defaults.setProperty("color", "blue");
        Properties withDefaults = new Properties(defaults);
        withDefaults.setProperty("size", "L");
        System.out.println("defaults: getProperty color " + withDefaults.getProperty("color") + " get(color) " + withDefaults.get("color") + " names " + new TreeSet<>(withDefaults.stringPropertyNames()));
        try {
            new Properties().load(new StringReader("bad=\\uZZZZ"));
        } catch (IllegalArgumentException e) {
            System.out.println("malformed \\u escape: " + e.getMessage());
        }
    }

    static String safeIso3(Locale l) {
        try {
            return l.getISO3Language() + "/" + l.getISO3Country();
        } catch (MissingResourceException e) {
            return "missing";
        }
    }
}
