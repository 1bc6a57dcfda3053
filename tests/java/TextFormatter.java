import java.math.*;
import java.util.*;

// java.util.Formatter via String.format/printf: every conversion, flags, width/precision, argument indexes,
// locale-sensitive output (US, GERMANY, FRANCE, ROOT), BigDecimal/BigInteger, and IllegalFormatException subclasses.
public class TextFormatter {
    static void bad(String fmt, Object... args) {
        try {
            System.out.println("unexpected: " + String.format(fmt, args));
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " -> " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.US);
        System.out.println(String.format("[%d] [%5d] [%-5d] [%05d] [%+d] [% d] [%,d] [%(d] [%x] [%X] [%#x] [%o] [%#o]", 42, 42, 42, 42, 42, 42, 1234567, -42, 255, 255, 255, 8, 8));
        System.out.println(String.format("[%d] [%x] [%o] [%,d] [%(,d] [%+,010d]", Long.MIN_VALUE, -1, -1, -9876543210L, -9876543210L, 12345));
        System.out.println(String.format("[%x] [%X] byte %x short %x", -1L, 0xCAFEBABEL, (byte) -1, (short) -2));
        System.out.println(String.format("[%f] [%.2f] [%10.3f] [%-10.1f] [%010.2f] [%+.1f] [%,.2f] [%(.2f] [%.0f] [%#.0f]", Math.PI, Math.E, -1.5, 2.25, -3.14159, 0.05, 1234567.891, -2.5, 2.5, 3.0));
        System.out.println(String.format("[%e] [%.3e] [%E] [%g] [%.3g] [%g] [%g] [%a] [%A] [%.2a]", 12345.678, 0.000123, 1e100, 0.0001234, 123456.0, 1e-5, 100000.0, 1.0, -0.5, Math.PI));
        System.out.println(String.format("[%f] [%e] [%g] [%.1f] [%5.1f] [%f] [%+f]", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.05, Double.MIN_VALUE, Double.MAX_VALUE));
        System.out.println(String.format("[%.3f] [%.1f] [%.1f] [%.2f] [%.0f] [%.0f] [%.15f]", 1.0005, 0.25, 0.35, 1.005, 0.5, 1.5, 0.1));
        System.out.println(String.format("[%s] [%S] [%10s] [%-10s] [%.3s] [%10.2s] [%s] [%s]", "text", "text", "right", "left", "truncate", "ab", null, List.of(1, 2)));
        System.out.println(String.format("[%c] [%C] [%c] [%c] [%-3c] [%b] [%B] [%b] [%b] [%5b]", 'x', 'y', 65, 0x1F600, 'z', true, false, null, "non-null", true));
        System.out.println(String.format("[%h] [%H] [%h] [%%] [%n]", "hello", "hello", 42).replace("\n", "\\n"));
        System.out.println(String.format("%2$s %1$s %2$s %<s %s %s", "a", "b"));
        System.out.println(String.format("[%,d] [%,.3f] [%e] [%s]", new BigInteger("123456789012345678901234567890"), new BigDecimal("1234567.8915"), new BigDecimal("0.000123"), new BigDecimal("1E+5")));
        System.out.println(String.format("[%.30f] [%x] [%o] [%.2e]", new BigDecimal("0.1"), new BigInteger("-255"), new BigInteger("64"), new BigDecimal("123456789.987654321")));
        Formattable custom = (formatter, flags, width, precision) -> formatter.format("custom(flags=%d,width=%d,precision=%d)", flags, width, precision);
        System.out.println(String.format("%s | %-12.3s | %#s", custom, custom, custom));
        Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
        cal.clear();
        cal.set(2024, Calendar.FEBRUARY, 29, 13, 5, 9);
        cal.set(Calendar.MILLISECOND, 123);
        System.out.println(String.format(Locale.US, "%tY-%<tm-%<td %<tH:%<tM:%<tS.%<tL %<tZ | %<tA %<tB %<te %<tb %<ty | %<tI %<tp | %<tj | %<tF %<tT %<tD %<tR %<tr", cal));
        System.out.println(String.format(Locale.US, "%tc | %<ts | %<tQ | %<tN", cal));
        System.out.println(String.format(Locale.GERMANY, "%tA %<te. %<tB %<tY", cal) + " / " + String.format(Locale.FRANCE, "%tA %<te %<tB %<tY", cal));
        System.out.println(String.format("%tF %<tT", java.time.LocalDateTime.of(1999, 12, 31, 23, 59, 58)) + " " + String.format("%tY", 0L));

        Locale[] locales = {Locale.US, Locale.GERMANY, Locale.FRANCE, Locale.ROOT, Locale.ITALY, new Locale("de", "CH")};
        for (Locale l : locales) {
            System.out.println(l + ": " + String.format(l, "%,d | %,.2f | %.3e | %10.1f | %(,.2f | %s", 1234567890, 9876543.219, 12345.6789, -0.05, -1234.5, 1.5)
                .replace('\u00a0', '_').replace('\u202f', '~'));
        }
        System.out.printf("printf %s %d %.2f%n", "works", 7, 2.0 / 3);
        System.out.printf(Locale.GERMANY, "printf GERMANY %.2f%n", 2.0 / 3);
        StringBuilder sb = new StringBuilder();
        Formatter f = new Formatter(sb, Locale.US);
        f.format("%s=%d;", "a", 1).format("%s=%d;", "b", 2);
        System.out.println("Formatter into StringBuilder " + f + " locale " + f.locale());
        f.close();
        try {
            f.format("x");
        } catch (FormatterClosedException e) {
            System.out.println("closed formatter: FormatterClosedException");
        }
        System.out.println("formatted() " + "%d-%s".formatted(5, "five") + " String.valueOf " + String.valueOf(1.0f / 3));

        bad("%d", "string");
        bad("%s %s", "only one");
        bad("%q", 1);
        bad("%-d", 5);
        bad("%#d", 5);
        bad("%.2d", 5);
        bad("%,x", 5);
        bad("%c", 0x110000);
        bad("%c", "str");
        bad("%+s", "x");
        bad("%0s", "x");
        bad("%-08d", 5);
        bad("%3$s", "a");
        bad("%<s", "a");
        bad("%tQ", "not a date");
        bad("%.2c", 'a');
        bad("%", 1);
    }
}
