import java.time.*;
import java.time.format.*;
import java.time.temporal.*;
import java.time.zone.*;
import java.util.*;

// java.time formatting and parsing: DateTimeFormatter patterns, localized styles, ISO formatters, zone rules
// (DST gaps and overlaps), Duration/Period arithmetic and toString, parse errors with their messages.
public class TimeFormatParse {
    static void p(Object o) { System.out.println(o); }
    static void tryParse(String what, java.util.function.Supplier<Object> s) {
        try { p(what + " -> " + s.get()); }
        catch (RuntimeException e) { p(what + " -> " + e.getClass().getName() + ": " + e.getMessage()); }
    }
    public static void main(String[] args) {
        LocalDateTime ldt = LocalDateTime.of(2021, 3, 14, 1, 59, 26, 535_897_932);
        String[] pats = {"yyyy-MM-dd HH:mm:ss.SSS", "EEEE, MMMM d, uuuu", "EEE MMM dd hh:mm a", "D DDD w W e c Q QQQ QQQQ",
            "G yy yyyyy", "n N A", "'literal' [optional HH] ''", "MMMMM EEEEE", "ha K k", "ddMMuuuu"};
        for (String pt : pats) {
            try { p(pt + " => " + DateTimeFormatter.ofPattern(pt, Locale.US).format(ldt)); }
            catch (RuntimeException e) { p(pt + " => " + e); }
        }
        for (Locale l : new Locale[]{Locale.US, Locale.FRANCE, Locale.GERMANY, Locale.JAPAN, Locale.UK, new Locale("es", "ES")}) {
            for (FormatStyle fs : new FormatStyle[]{FormatStyle.SHORT, FormatStyle.MEDIUM, FormatStyle.LONG, FormatStyle.FULL}) {
                p(l + " " + fs + " date: " + DateTimeFormatter.ofLocalizedDate(fs).withLocale(l).format(ldt));
            }
            p(l + " SHORT time: " + DateTimeFormatter.ofLocalizedTime(FormatStyle.SHORT).withLocale(l).format(ldt));
            p(l + " MEDIUM datetime: " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM).withLocale(l).format(ldt));
        }
        ZonedDateTime z = ldt.atZone(ZoneId.of("America/New_York"));
        p("zoned " + z + " | " + DateTimeFormatter.ISO_OFFSET_DATE_TIME.format(z) + " | " + DateTimeFormatter.RFC_1123_DATE_TIME.format(z));
        p("full zoned " + DateTimeFormatter.ofLocalizedDateTime(FormatStyle.FULL).withLocale(Locale.US).format(z));
        p("zone names " + DateTimeFormatter.ofPattern("z zzzz VV O OOOO X XX XXX x xx Z ZZZZ ZZZZZ", Locale.US).format(z));
        // DST gap and overlap
        ZoneId ny = ZoneId.of("America/New_York");
        LocalDateTime gap = LocalDateTime.of(2021, 3, 14, 2, 30);
        p("gap " + gap.atZone(ny) + " overlap " + LocalDateTime.of(2021, 11, 7, 1, 30).atZone(ny)
            + " later " + LocalDateTime.of(2021, 11, 7, 1, 30).atZone(ny).withLaterOffsetAtOverlap());
        ZoneRules r = ny.getRules();
        ZoneOffsetTransition t = r.nextTransition(Instant.parse("2021-01-01T00:00:00Z"));
        p("next transition " + t + " gap=" + t.isGap() + " dur=" + t.getDuration());
        p("prev transition " + r.previousTransition(Instant.parse("2021-01-01T00:00:00Z")));
        p("isDst " + r.isDaylightSavings(Instant.parse("2021-07-01T00:00:00Z")) + " std " + r.getStandardOffset(Instant.parse("2021-07-01T00:00:00Z")));
        for (String id : new String[]{"Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "Asia/Kathmandu", "UTC", "GMT+5", "Z", "-03:30"}) {
            ZoneId zi = ZoneId.of(id);
            p(id + " -> " + zi + " norm " + zi.normalized() + " offset@2021-06 " + zi.getRules().getOffset(Instant.parse("2021-06-01T00:00:00Z"))
              + " name " + zi.getDisplayName(TextStyle.FULL, Locale.US) + " / " + zi.getDisplayName(TextStyle.SHORT, Locale.US));
        }
        p("default zone " + ZoneId.systemDefault() + " tz " + TimeZone.getDefault().getID());
        tryParse("bad zone", () -> ZoneId.of("Mars/Olympus"));
        tryParse("bad zone2", () -> ZoneId.of("+25:00"));
        // Parsing
        tryParse("parse date", () -> LocalDate.parse("2021-02-29"));
        tryParse("parse date lenient", () -> LocalDate.parse("2021-02-29", DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.LENIENT)));
        try { LocalDate.parse("2021-02-28", DateTimeFormatter.ofPattern("yyyy-MM-dd").withResolverStyle(ResolverStyle.STRICT)); }
        catch (DateTimeParseException e) { p("strict yyyy: " + e.getMessage().replaceAll("\\{.*\\}", "{fields}")); } // the fields print in identity-hash order
        tryParse("parse text", () -> LocalDate.parse("2021-13-01"));
        tryParse("parse trailing", () -> LocalTime.parse("10:15:30x"));
        tryParse("parse instant", () -> Instant.parse("2021-03-14T01:59:26.535897932Z"));
        tryParse("parse offset", () -> OffsetDateTime.parse("2021-03-14T01:59:26+05:30"));
        tryParse("parse zoned", () -> ZonedDateTime.parse("2021-03-14T01:59:26-05:00[America/New_York]"));
        tryParse("parse pattern", () -> LocalDateTime.parse("14 Mar 2021 01:59", DateTimeFormatter.ofPattern("dd MMM yyyy HH:mm", Locale.US)));
        tryParse("parse french", () -> LocalDate.parse("14 mars 2021", DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.FRANCE)));
        tryParse("parse best", () -> DateTimeFormatter.ofPattern("yyyy-MM[-dd]").parseBest("2021-03", LocalDate::from, YearMonth::from));
        tryParse("bad pattern", () -> DateTimeFormatter.ofPattern("yyyy-MM-dd {"));
        tryParse("bad pattern2", () -> DateTimeFormatter.ofPattern("qqqqqq"));
        tryParse("unsupported", () -> LocalDate.of(2020, 1, 1).format(DateTimeFormatter.ofPattern("HH")));
        tryParse("parsed", () -> DateTimeFormatter.ISO_LOCAL_DATE.parse("2020-05-06").toString());
        DateTimeFormatter b = new DateTimeFormatterBuilder().appendValue(ChronoField.YEAR, 4).appendLiteral('/')
            .appendValue(ChronoField.MONTH_OF_YEAR, 2).optionalStart().appendLiteral('/').appendValue(ChronoField.DAY_OF_MONTH, 2).optionalEnd()
            .parseDefaulting(ChronoField.DAY_OF_MONTH, 1).toFormatter();
        p("builder " + LocalDate.parse("2020/07", b) + " " + LocalDate.parse("2020/07/09", b) + " " + b.toString().replaceAll("@[0-9a-f]+", ""));
        p("ordinal " + new DateTimeFormatterBuilder().appendText(ChronoField.DAY_OF_WEEK, TextStyle.SHORT_STANDALONE).appendLiteral(' ')
            .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true).toFormatter(Locale.US).format(ldt));
        // Duration and Period
        Duration d = Duration.ofSeconds(-1, 1);
        p("dur " + d + " " + Duration.ofMillis(-1500) + " " + Duration.ofDays(2).plusMinutes(3) + " " + Duration.ZERO + " " + Duration.ofNanos(1)
          + " " + Duration.ofSeconds(Long.MAX_VALUE) + " neg " + Duration.ofHours(-25).toDaysPart() + "/" + Duration.ofHours(-25).toHoursPart());
        p("dur parse " + Duration.parse("PT-1.5S") + " " + Duration.parse("-P2DT3H4M") + " " + Duration.parse("P1DT-0.000000001S") + " trunc " + Duration.ofMillis(12345).truncatedTo(ChronoUnit.SECONDS));
        tryParse("dur overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
        tryParse("dur parse bad", () -> Duration.parse("P1Y"));
        tryParse("dur divide", () -> Duration.ofSeconds(10).dividedBy(Duration.ofMillis(300)));
        tryParse("dur tomillis", () -> Duration.ofSeconds(Long.MAX_VALUE / 100).toMillis());
        Period per = Period.of(1, 14, 40);
        p("period " + per + " norm " + per.normalized() + " neg " + per.negated() + " total " + per.toTotalMonths() + " parse " + Period.parse("P-1Y2M-3W4D")
          + " zero " + Period.ZERO + " addTo " + LocalDate.of(2020, 1, 31).plus(per) + " between " + Period.between(LocalDate.of(2020, 3, 31), LocalDate.of(2020, 2, 29)));
        tryParse("period bad", () -> Period.parse("PT1S"));
        Instant i = Instant.ofEpochSecond(-1, 999_999_999);
        p("instant " + i + " " + Instant.EPOCH + " " + Instant.MIN + " " + Instant.MAX + " " + Instant.ofEpochMilli(-1) + " " + Instant.ofEpochSecond(253402300800L));
        p("instant trunc " + Instant.parse("2021-03-14T01:59:26.535Z").truncatedTo(ChronoUnit.HOURS) + " until " + Instant.EPOCH.until(Instant.parse("2000-01-01T00:00:00Z"), ChronoUnit.DAYS));
        p("year fmt " + LocalDate.of(-5, 1, 1) + " " + LocalDate.of(12345, 1, 1) + " " + LocalDate.MIN + " " + LocalDate.MAX + " " + LocalTime.MAX + " " + LocalTime.of(10, 0));
        p("chrono " + java.time.chrono.JapaneseDate.from(LocalDate.of(2021, 3, 14)) + " " + java.time.chrono.HijrahDate.from(LocalDate.of(2021, 3, 14))
          + " " + java.time.chrono.ThaiBuddhistDate.from(LocalDate.of(2021, 3, 14)) + " " + java.time.chrono.MinguoDate.from(LocalDate.of(2021, 3, 14)));
        p("week fields " + WeekFields.of(Locale.US) + " " + WeekFields.of(Locale.FRANCE) + " " + LocalDate.of(2021, 1, 1).get(WeekFields.ISO.weekOfWeekBasedYear())
          + " " + LocalDate.of(2021, 1, 1).get(WeekFields.of(Locale.US).weekOfYear()));
        Clock fixed = Clock.fixed(Instant.parse("2020-02-02T20:20:20Z"), ZoneId.of("Asia/Tokyo"));
        p("clock " + LocalDateTime.now(fixed) + " " + ZonedDateTime.now(fixed) + " " + fixed);
    }
}
