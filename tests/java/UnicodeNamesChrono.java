// Character names and blocks, scripts, Bidi, and the non-ISO chronologies (Hijrah, Japanese, Minguo, Thai Buddhist).
import java.text.*;
import java.time.*;
import java.time.chrono.*;
import java.time.format.*;
import java.time.temporal.*;
import java.util.*;

public class UnicodeNamesChrono {
    public static void main(String[] args) {
        int[] cps = {'A', 'z', ' ', 0x00e9, 0x0416, 0x05d0, 0x0627, 0x0e01, 0x20ac, 0x4e2d, 0xac00, 0x1f600, 0x1d11e, 0xe000, 0x10ffff, 0xd800, 0x0378, 0x3400, 0x2f800, 0x1f1e6, 0xfeff, 0x0009, 0xf900};
        for (int cp : cps) {
            System.out.println(Integer.toHexString(cp) + " name=" + Character.getName(cp) + " block=" + Character.UnicodeBlock.of(cp) + " script=" + Character.UnicodeScript.of(cp)
                + " type=" + Character.getType(cp) + " dir=" + Character.getDirectionality(cp) + " mirrored=" + Character.isMirrored(cp) + " numeric=" + Character.getNumericValue(cp));
        }
        for (String n : new String[] {"LATIN SMALL LETTER A", "GRINNING FACE", "CJK UNIFIED IDEOGRAPH-4E2D", "HANGUL SYLLABLE GA", "latin capital letter b", "NO SUCH NAME"}) {
            try { System.out.println("codePointOf " + n + " = " + Integer.toHexString(Character.codePointOf(n))); }
            catch (IllegalArgumentException e) { System.out.println("codePointOf " + n + " iae " + e.getMessage()); }
        }
        System.out.println("block forName " + Character.UnicodeBlock.forName("Greek") + " " + Character.UnicodeBlock.forName("BASIC_LATIN") + " script " + Character.UnicodeScript.forName("arabic"));
        Bidi bidi = new Bidi("abc \u05d0\u05d1\u05d2 123 def", Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
        System.out.println("bidi mixed " + bidi.isMixed() + " runs " + bidi.getRunCount() + " base " + bidi.getBaseLevel());
        for (int i = 0; i < bidi.getRunCount(); i++) System.out.println("  run " + bidi.getRunStart(i) + "-" + bidi.getRunLimit(i) + " level " + bidi.getRunLevel(i));
        Bidi rtl = new Bidi("\u0627\u0644\u0639\u0631\u0628\u064a\u0629 (1+2)", Bidi.DIRECTION_RIGHT_TO_LEFT);
        System.out.println("bidi rtl " + rtl.isRightToLeft() + " " + rtl.isMixed() + " runs " + rtl.getRunCount() + " requiresBidi " + Bidi.requiresBidi("abc\u05d0".toCharArray(), 0, 4));
        byte[] levels = {0, 1, 1, 0, 2, 2};
        Object[] objs = {"a", "b", "c", "d", "e", "f"};
        Bidi.reorderVisually(levels, 0, objs, 0, 6);
        System.out.println("reordered " + Arrays.toString(objs));

        LocalDate iso = LocalDate.of(2024, 3, 15);
        HijrahDate h = HijrahDate.from(iso);
        System.out.println("hijrah " + h + " era " + h.getEra() + " len " + h.lengthOfMonth() + " year " + h.get(ChronoField.YEAR_OF_ERA) + " leap " + h.isLeapYear()
            + " back " + LocalDate.from(h) + " +1m " + h.plus(1, ChronoUnit.MONTHS) + " range " + HijrahChronology.INSTANCE.range(ChronoField.YEAR));
        JapaneseDate j = JapaneseDate.from(iso);
        System.out.println("japanese " + j + " era " + j.getEra() + " eras " + JapaneseChronology.INSTANCE.eras() + " 1989 " + JapaneseDate.of(1989, 1, 8).getEra() + " " + JapaneseDate.of(1989, 1, 7).getEra());
        System.out.println("minguo " + MinguoDate.from(iso) + " thai " + ThaiBuddhistDate.from(iso) + " prior " + MinguoDate.of(-5, 1, 1) + " " + LocalDate.from(MinguoDate.of(-5, 1, 1)));
        DateTimeFormatter jf = DateTimeFormatter.ofPattern("GGGG y年M月d日 EEEE", Locale.JAPAN).withChronology(JapaneseChronology.INSTANCE);
        System.out.println("japanese fmt " + jf.format(iso) + " | " + DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(Locale.forLanguageTag("ja-JP-u-ca-japanese")).withChronology(JapaneseChronology.INSTANCE).format(iso));
        DateTimeFormatter hf = DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(Locale.forLanguageTag("ar-SA")).withChronology(HijrahChronology.INSTANCE);
        System.out.println("hijrah fmt " + hf.format(iso) + " | " + DateTimeFormatter.ofPattern("d MMMM y G", Locale.ENGLISH).withChronology(HijrahChronology.INSTANCE).format(iso));
        System.out.println("thai fmt " + DateTimeFormatter.ofLocalizedDate(FormatStyle.FULL).withLocale(Locale.forLanguageTag("th-TH")).withChronology(ThaiBuddhistChronology.INSTANCE).format(iso));
        System.out.println("thai digits " + DateTimeFormatter.ofPattern("d/M/y").withLocale(Locale.forLanguageTag("th-TH-u-nu-thai")).withDecimalStyle(DecimalStyle.of(Locale.forLanguageTag("th-TH-u-nu-thai"))).format(iso)
            + " " + java.text.NumberFormat.getInstance(Locale.forLanguageTag("th-TH-u-nu-thai")).format(1234567) + " " + java.text.NumberFormat.getInstance(Locale.forLanguageTag("ar-EG")).format(-98.5));
        System.out.println("chronos " + new TreeSet<>(Chronology.getAvailableChronologies().stream().map(Chronology::getId).toList()) + " " + Chronology.ofLocale(Locale.forLanguageTag("ja-JP-u-ca-japanese")).getId());
        Calendar jc = Calendar.getInstance(TimeZone.getTimeZone("UTC"), new Locale("ja", "JP", "JP"));
        jc.setTimeInMillis(1710460800000L);
        System.out.println("jcal " + jc.getClass().getSimpleName() + " " + jc.get(Calendar.ERA) + " " + jc.get(Calendar.YEAR) + " " + jc.getCalendarType()
            + " " + new SimpleDateFormat("GGGGyyyy年MM月dd日", new Locale("ja", "JP", "JP")).format(jc.getTime()));
        Calendar bc = new Calendar.Builder().setCalendarType("buddhist").setDate(2567, 2, 15).build();
        System.out.println("buddhist " + bc.get(Calendar.YEAR) + " " + bc.getCalendarType() + " " + Calendar.getAvailableCalendarTypes());
    }
}
