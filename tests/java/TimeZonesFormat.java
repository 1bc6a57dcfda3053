import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.time.zone.*;
import java.util.*;

// Instant, ZonedDateTime/OffsetDateTime in UTC and Europe/Paris (DST gaps and overlaps) and a few other zones,
// DateTimeFormatter ISO constants, custom patterns, localized styles, parsing with resolver styles, and errors.
public class TimeZonesFormat {
    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (RuntimeException e) {
            // java.time.format.Parsed prints its fields from a HashMap keyed by enum constants (identity hashes): hide them
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + String.valueOf(e.getMessage()).replaceAll("\\{[^}]*\\}", "{...}"));
        }
    }

    public static void main(String[] args) {
        Instant i0 = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
        System.out.println("instant " + i0 + " epochMilli " + i0.toEpochMilli() + " EPOCH " + Instant.EPOCH + " ofEpochMilli(-1) " + Instant.ofEpochMilli(-1)
            + " ofEpochSecond(0,-1) " + Instant.ofEpochSecond(0, -1) + " plus " + i0.plus(Duration.ofDays(400)) + " truncated " + i0.truncatedTo(ChronoUnit.HOURS)
            + " parse " + Instant.parse("2000-01-01T00:00:00.5Z").getNano() + " MAX " + Instant.MAX + " between " + ChronoUnit.SECONDS.between(Instant.EPOCH, i0));
        ZoneId utc = ZoneId.of("UTC"), paris = ZoneId.of("Europe/Paris");
        ZonedDateTime zu = i0.atZone(utc), zp = i0.atZone(paris);
        System.out.println("UTC " + zu + " Paris " + zp + " offset " + zp.getOffset() + " same instant " + zu.isEqual(zp) + " equals " + zu.equals(zp) + " withZoneSameLocal " + zu.withZoneSameLocal(paris));
        String[] zones = {"America/New_York", "Asia/Tokyo", "Asia/Kolkata", "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham", "Etc/GMT+5", "Z", "+05:30", "UTC+3"};
        for (String z : zones) {
            ZoneId id = ZoneId.of(z);
            System.out.println("  " + z + " -> " + i0.atZone(id) + " normalized " + id.normalized() + " summer offset " + id.getRules().getOffset(Instant.parse("2023-07-01T00:00:00Z")));
        }
        LocalDateTime gap = LocalDateTime.of(2024, 3, 31, 2, 30);
        LocalDateTime overlap = LocalDateTime.of(2024, 10, 27, 2, 30);
        System.out.println("gap " + ZonedDateTime.of(gap, paris) + " overlap earlier " + ZonedDateTime.of(overlap, paris).withEarlierOffsetAtOverlap()
            + " later " + ZonedDateTime.of(overlap, paris).withLaterOffsetAtOverlap() + " validOffsets gap " + paris.getRules().getValidOffsets(gap) + " overlap " + paris.getRules().getValidOffsets(overlap));
        ZoneOffsetTransition tr = paris.getRules().nextTransition(Instant.parse("2024-01-01T00:00:00Z"));
        System.out.println("next transition " + tr + " isGap " + tr.isGap() + " duration " + tr.getDuration() + " previous " + paris.getRules().previousTransition(Instant.parse("2024-01-01T00:00:00Z")).getInstant()
            + " isDST summer " + paris.getRules().isDaylightSavings(Instant.parse("2024-07-01T00:00:00Z")) + " standard offset " + paris.getRules().getStandardOffset(Instant.parse("2024-07-01T00:00:00Z")));
        ZonedDateTime beforeDst = ZonedDateTime.of(2024, 3, 30, 12, 0, 0, 0, paris);
        System.out.println("plusDays(1) across DST " + beforeDst.plusDays(1) + " plusHours(24) " + beforeDst.plusHours(24) + " hours between " + ChronoUnit.HOURS.between(beforeDst, beforeDst.plusDays(1)));
        OffsetDateTime odt = OffsetDateTime.of(2024, 2, 29, 12, 0, 0, 0, ZoneOffset.ofHoursMinutes(-3, -30));
        System.out.println("OffsetDateTime " + odt + " toInstant " + odt.toInstant() + " atZoneSameInstant Paris " + odt.atZoneSameInstant(paris) + " withOffsetSameInstant " + odt.withOffsetSameInstant(ZoneOffset.UTC)
            + " OffsetTime " + OffsetTime.of(LocalTime.NOON, ZoneOffset.ofHours(9)) + " ZoneOffset.ofTotalSeconds " + ZoneOffset.ofTotalSeconds(-37800) + " MAX " + ZoneOffset.MAX);

        ZonedDateTime z = ZonedDateTime.of(2024, 2, 29, 13, 5, 9, 123_000_000, paris);
        DateTimeFormatter[] isos = {DateTimeFormatter.ISO_LOCAL_DATE, DateTimeFormatter.ISO_LOCAL_TIME, DateTimeFormatter.ISO_LOCAL_DATE_TIME, DateTimeFormatter.ISO_OFFSET_DATE_TIME,
            DateTimeFormatter.ISO_ZONED_DATE_TIME, DateTimeFormatter.ISO_DATE_TIME, DateTimeFormatter.ISO_INSTANT, DateTimeFormatter.ISO_ORDINAL_DATE, DateTimeFormatter.ISO_WEEK_DATE,
            DateTimeFormatter.BASIC_ISO_DATE, DateTimeFormatter.RFC_1123_DATE_TIME, DateTimeFormatter.ISO_DATE};
        for (DateTimeFormatter f : isos) System.out.println("  " + f.format(z));
        String[] pats = {"yyyy-MM-dd HH:mm:ss.SSS", "EEE, d MMM uuuu h:mm a", "EEEE dd MMMM yy", "QQQ qqqq 'week' w 'of' YYYY", "HH:mm:ss VV zzz O xxx XXX", "D DDD n A", "G uuuu-MM-dd", "[yyyy][ MM]", "MMMMM E e c"};
        for (String p : pats) System.out.println("  " + p + " -> " + DateTimeFormatter.ofPattern(p, Locale.US).format(z));
        System.out.println("FRANCE " + DateTimeFormatter.ofPattern("EEEE d MMMM yyyy HH'h'mm zzzz", Locale.FRANCE).format(z));
        System.out.println("GERMANY " + DateTimeFormatter.ofPattern("EEEE, d. MMMM yyyy", Locale.GERMANY).format(z));
        for (FormatStyle fs : FormatStyle.values()) {
            System.out.println("  " + fs + " date " + DateTimeFormatter.ofLocalizedDate(fs).withLocale(Locale.US).format(z) + " | UK " + DateTimeFormatter.ofLocalizedDate(fs).withLocale(Locale.UK).format(z)
                + " | FRANCE " + DateTimeFormatter.ofLocalizedDate(fs).withLocale(Locale.FRANCE).format(z));
        }
        System.out.println("  localized time MEDIUM " + DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(Locale.US).format(z).replace('\u202f', '~')
            + " dateTime SHORT " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.SHORT).withLocale(Locale.GERMANY).format(z));

        DateTimeFormatter custom = DateTimeFormatter.ofPattern("dd/MM/uuuu HH:mm");
        LocalDateTime parsed = LocalDateTime.parse("31/12/1999 23:59", custom);
        System.out.println("parsed custom " + parsed + " ZonedDateTime.parse " + ZonedDateTime.parse("2024-07-14T10:00:00+02:00[Europe/Paris]") + " OffsetDateTime.parse " + OffsetDateTime.parse("2024-01-01T00:00:00-08:00"));
        TemporalAccessor ta = DateTimeFormatter.ISO_LOCAL_DATE.parse("2024-02-29");
        System.out.println("TemporalAccessor year " + ta.get(ChronoField.YEAR) + " query " + ta.query(TemporalQueries.localDate()) + " parseBest " + DateTimeFormatter.ofPattern("uuuu-MM-dd[ HH:mm]").parseBest("2024-01-02", LocalDateTime::from, LocalDate::from));
        DateTimeFormatter strict = DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);
        DateTimeFormatter lenient = DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.LENIENT);
        System.out.println("lenient 2023-02-31 -> " + LocalDate.parse("2023-02-31", lenient) + " smart -> " + LocalDate.parse("2023-02-31", DateTimeFormatter.ofPattern("uuuu-MM-dd")));
        tryIt("strict 2023-02-31", () -> LocalDate.parse("2023-02-31", strict));
        tryIt("strict yyyy without era", () -> LocalDate.parse("2023-01-01", DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.STRICT)));
        tryIt("trailing text", () -> LocalDate.parse("2023-01-01x"));
        tryIt("unknown zone", () -> ZoneId.of("Mars/Olympus"));
        tryIt("bad zone format", () -> ZoneId.of("+25:00"));
        tryIt("bad pattern letter", () -> DateTimeFormatter.ofPattern("yyyy-bb"));
        tryIt("format LocalDate with time", () -> DateTimeFormatter.ofPattern("HH:mm").format(LocalDate.of(2020, 1, 1)));
        tryIt("format zone of LocalDateTime", () -> DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(LocalDateTime.of(2020, 1, 1, 0, 0)));
        tryIt("Instant.parse no Z", () -> Instant.parse("2020-01-01T00:00:00"));
        DateTimeFormatter built = new DateTimeFormatterBuilder().appendLiteral("Day ").appendValue(ChronoField.DAY_OF_YEAR, 3).appendLiteral(" of ").appendValue(ChronoField.YEAR, 4, 10, SignStyle.EXCEEDS_PAD)
            .optionalStart().appendLiteral(" @").appendValue(ChronoField.HOUR_OF_DAY, 2).optionalEnd().parseCaseInsensitive().toFormatter(Locale.US);
        System.out.println("builder " + built.format(z) + " | " + built.format(LocalDate.of(12345, 1, 5)) + " | parse " + LocalDate.parse("Day 060 of 2024", built));
        System.out.println("available zones contain Paris " + ZoneId.getAvailableZoneIds().contains("Europe/Paris") + " SHORT_IDS EST " + ZoneId.SHORT_IDS.get("EST")
            + " display name " + paris.getDisplayName(TextStyle.FULL, Locale.US) + " / " + utc.getDisplayName(TextStyle.SHORT, Locale.US));
        TimeZone legacy = TimeZone.getTimeZone("Europe/Paris");
        System.out.println("legacy TimeZone rawOffset " + legacy.getRawOffset() + " offset summer " + legacy.getOffset(1720000000000L) + " toZoneId " + legacy.toZoneId() + " unknown -> " + TimeZone.getTimeZone("Nope/Nope").getID()
            + " Date.from " + Date.from(i0).getTime() + " GregorianCalendar.from " + GregorianCalendar.from(zp).get(Calendar.HOUR_OF_DAY));
    }
}
