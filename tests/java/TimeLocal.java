import java.time.*;
import java.time.temporal.*;
import java.util.*;

// java.time local types: LocalDate/LocalTime/LocalDateTime arithmetic, Period, Duration, Year/YearMonth/MonthDay,
// DayOfWeek/Month enums, leap years, TemporalAdjusters, ChronoUnit.between, range errors (DateTimeException).
public class TimeLocal {
    static void tryIt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (DateTimeException | ArithmeticException e) {
            System.out.println(what + ": " + e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        LocalDate d = LocalDate.of(2024, 1, 31);
        System.out.println(d + " plusMonths(1) " + d.plusMonths(1) + " plusMonths(13) " + d.plusMonths(13) + " minusDays(31) " + d.minusDays(31) + " plusWeeks(8) " + d.plusWeeks(8)
            + " plusYears(1).plusMonths(1) " + d.plusYears(1).plusMonths(1) + " withDayOfMonth(15) " + d.withDayOfMonth(15) + " withDayOfYear(366) " + d.withDayOfYear(366));
        System.out.println("dayOfWeek " + d.getDayOfWeek() + " dayOfYear " + d.getDayOfYear() + " lengthOfMonth " + d.lengthOfMonth() + " lengthOfYear " + d.lengthOfYear()
            + " isLeapYear " + d.isLeapYear() + " epochDay " + d.toEpochDay() + " ofEpochDay(0) " + LocalDate.ofEpochDay(0) + " ofYearDay " + LocalDate.ofYearDay(2023, 256));
        int[] years = {1900, 2000, 2023, 2024, 2100, 1600, -4, 0};
        StringBuilder ly = new StringBuilder("leap:");
        for (int y : years) ly.append(' ').append(y).append('=').append(Year.isLeap(y));
        System.out.println(ly);
        LocalDate a = LocalDate.of(1969, 7, 20), b = LocalDate.of(2024, 2, 29);
        Period p = Period.between(a, b);
        System.out.println("Period.between " + p + " years " + p.getYears() + " months " + p.getMonths() + " days " + p.getDays() + " totalMonths " + p.toTotalMonths()
            + " days between " + ChronoUnit.DAYS.between(a, b) + " weeks " + ChronoUnit.WEEKS.between(a, b) + " months " + a.until(b, ChronoUnit.MONTHS) + " decades " + ChronoUnit.DECADES.between(a, b));
        System.out.println("Period arithmetic " + Period.of(1, 14, 40).normalized() + " " + Period.ofWeeks(3) + " " + Period.parse("P1Y2M3D").plusDays(10).multipliedBy(2) + " negated " + Period.ofMonths(5).negated()
            + " isNegative " + Period.of(0, -1, 5).isNegative() + " add to date " + LocalDate.of(2020, 2, 29).plus(Period.ofYears(1)) + " zero " + Period.ZERO.isZero());
        System.out.println("comparisons " + a.isBefore(b) + " " + a.isAfter(b) + " " + a.isEqual(LocalDate.parse("1969-07-20")) + " compareTo " + Integer.signum(a.compareTo(b))
            + " datesUntil count " + LocalDate.of(2024, 2, 25).datesUntil(LocalDate.of(2024, 3, 2)).count() + " step " + LocalDate.of(2024, 1, 1).datesUntil(LocalDate.of(2024, 4, 1), Period.ofMonths(1)).toList());
        System.out.println("adjusters firstDayOfMonth " + b.with(TemporalAdjusters.firstDayOfMonth()) + " lastDayOfMonth " + b.with(TemporalAdjusters.lastDayOfMonth())
            + " next MONDAY " + b.with(TemporalAdjusters.next(DayOfWeek.MONDAY)) + " previousOrSame THURSDAY " + b.with(TemporalAdjusters.previousOrSame(DayOfWeek.THURSDAY))
            + " firstInMonth FRIDAY " + b.with(TemporalAdjusters.firstInMonth(DayOfWeek.FRIDAY)) + " lastInMonth SUNDAY " + b.with(TemporalAdjusters.lastInMonth(DayOfWeek.SUNDAY))
            + " dayOfWeekInMonth(2,TUESDAY) " + b.with(TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.TUESDAY)) + " firstDayOfNextYear " + b.with(TemporalAdjusters.firstDayOfNextYear()));
        System.out.println("fields ALIGNED_WEEK_OF_YEAR " + b.get(ChronoField.ALIGNED_WEEK_OF_YEAR) + " ISO week " + b.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) + " quarter " + b.get(IsoFields.QUARTER_OF_YEAR)
            + " week-based-year of 2024-12-30 " + LocalDate.of(2024, 12, 30).get(IsoFields.WEEK_BASED_YEAR) + " range DAY_OF_MONTH " + b.range(ChronoField.DAY_OF_MONTH)
            + " isSupported HOUR " + b.isSupported(ChronoField.HOUR_OF_DAY) + " US week " + b.get(WeekFields.of(Locale.US).weekOfYear()) + " ISO weekFields " + b.get(WeekFields.ISO.weekOfWeekBasedYear()));

        LocalTime t = LocalTime.of(23, 45, 30, 123_456_789);
        System.out.println(t + " plusMinutes(20) " + t.plusMinutes(20) + " minusHours(25) " + t.minusHours(25) + " truncatedTo MINUTES " + t.truncatedTo(ChronoUnit.MINUTES)
            + " toSecondOfDay " + t.toSecondOfDay() + " toNanoOfDay " + t.toNanoOfDay() + " MIDNIGHT " + LocalTime.MIDNIGHT + " NOON " + LocalTime.NOON + " MAX " + LocalTime.MAX
            + " of(10,0) " + LocalTime.of(10, 0) + " of(10,0,5) " + LocalTime.of(10, 0, 5) + " millis " + LocalTime.of(1, 2, 3, 4_000_000) + " parse " + LocalTime.parse("07:08"));
        System.out.println("between " + ChronoUnit.MINUTES.between(LocalTime.of(9, 15), LocalTime.of(17, 0)) + " hours " + LocalTime.of(17, 0).until(LocalTime.of(9, 15), ChronoUnit.HOURS)
            + " withHour " + t.withHour(1) + " ofSecondOfDay " + LocalTime.ofSecondOfDay(86399) + " isBefore " + LocalTime.NOON.isBefore(t));

        LocalDateTime dt = LocalDateTime.of(2023, Month.DECEMBER, 31, 23, 59, 59);
        System.out.println(dt + " plusSeconds(1) " + dt.plusSeconds(1) + " plusNanos(1) " + dt.plusNanos(1) + " minusMonths(10) " + dt.minusMonths(10) + " toLocalDate " + dt.toLocalDate()
            + " atTime " + LocalDate.of(2000, 1, 1).atTime(12, 30) + " atStartOfDay " + LocalDate.of(2000, 1, 1).atStartOfDay() + " toEpochSecond(UTC) " + dt.toEpochSecond(ZoneOffset.UTC)
            + " ofEpochSecond " + LocalDateTime.ofEpochSecond(1_000_000_000L, 5, ZoneOffset.ofHours(2)) + " hours until " + dt.until(dt.plusDays(2).plusMinutes(30), ChronoUnit.HOURS));

        Duration dur = Duration.ofHours(25).plusMinutes(61).plusSeconds(3661).plusMillis(1500);
        System.out.println("Duration " + dur + " toMinutes " + dur.toMinutes() + " toDays " + dur.toDays() + " toHoursPart " + dur.toHoursPart() + " toMinutesPart " + dur.toMinutesPart()
            + " toSecondsPart " + dur.toSecondsPart() + " toMillisPart " + dur.toMillisPart() + " getSeconds " + dur.getSeconds() + " getNano " + dur.getNano());
        System.out.println("Duration ops " + Duration.between(LocalTime.of(10, 0), LocalTime.of(8, 30)) + " abs " + Duration.between(LocalTime.of(10, 0), LocalTime.of(8, 30)).abs()
            + " ofNanos " + Duration.ofNanos(1_500_000_001L) + " negative " + Duration.ofMillis(-1500) + " parse " + Duration.parse("PT1H30M").toMinutes() + " " + Duration.parse("-PT0.5S")
            + " dividedBy " + Duration.ofMinutes(10).dividedBy(3) + " dividedBy(Duration) " + Duration.ofHours(1).dividedBy(Duration.ofMinutes(7)) + " multipliedBy " + Duration.ofSeconds(7).multipliedBy(-3)
            + " truncatedTo " + Duration.ofMillis(123456).truncatedTo(ChronoUnit.SECONDS) + " compareTo " + Duration.ofSeconds(60).compareTo(Duration.ofMinutes(1)) + " ZERO " + Duration.ZERO
            + " ofDays " + Duration.ofDays(2) + " of(3,HALF_DAYS) " + Duration.of(3, ChronoUnit.HALF_DAYS));

        System.out.println("DayOfWeek " + Arrays.toString(DayOfWeek.values()) + " MONDAY.plus(10) " + DayOfWeek.MONDAY.plus(10) + " SUNDAY.getValue " + DayOfWeek.SUNDAY.getValue()
            + " of(3) " + DayOfWeek.of(3) + " minus " + DayOfWeek.TUESDAY.minus(3));
        StringBuilder ms = new StringBuilder("Months:");
        for (Month m : Month.values()) ms.append(' ').append(m.getValue()).append(m.name(), 0, 3).append('(').append(m.length(false)).append('/').append(m.length(true)).append(",q").append(m.firstMonthOfQuarter().getValue()).append(')');
        System.out.println(ms + " FEBRUARY.plus(13) " + Month.FEBRUARY.plus(13) + " firstDayOfYear(MARCH,leap) " + Month.MARCH.firstDayOfYear(true) + " maxLength " + Month.FEBRUARY.maxLength());
        System.out.println("Year " + Year.of(2024).length() + " atDay " + Year.of(2024).atDay(60) + " YearMonth " + YearMonth.of(2024, 2).lengthOfMonth() + " " + YearMonth.of(2023, 2).atEndOfMonth()
            + " plusMonths " + YearMonth.parse("2023-11").plusMonths(3) + " MonthDay " + MonthDay.of(2, 29).isValidYear(2023) + " " + MonthDay.of(2, 29).atYear(2023) + " parse " + MonthDay.parse("--12-25"));
        System.out.println("min/max " + LocalDate.MIN + " " + LocalDate.MAX + " EPOCH " + LocalDate.EPOCH + " LocalDateTime.MIN " + LocalDateTime.MIN);

        tryIt("Feb 30", () -> LocalDate.of(2023, 2, 30));
        tryIt("Feb 29 non-leap", () -> LocalDate.of(2023, 2, 29));
        tryIt("month 13", () -> LocalDate.of(2023, 13, 1));
        tryIt("hour 24", () -> LocalTime.of(24, 0));
        tryIt("parse bad date", () -> LocalDate.parse("2023-02-31"));
        tryIt("parse garbage", () -> LocalDate.parse("not-a-date"));
        tryIt("plusYears overflow", () -> LocalDate.MAX.plusDays(1));
        tryIt("unsupported field", () -> LocalDate.now(Clock.fixed(Instant.EPOCH, ZoneOffset.UTC)).get(ChronoField.HOUR_OF_DAY));
        tryIt("unsupported unit", () -> LocalTime.NOON.plus(1, ChronoUnit.DAYS));
        tryIt("Duration overflow", () -> Duration.ofSeconds(Long.MAX_VALUE).plusSeconds(1));
        tryIt("Duration parse", () -> Duration.parse("1 hour"));
        tryIt("Period parse", () -> Period.parse("P1H"));
        tryIt("DayOfWeek.of(8)", () -> DayOfWeek.of(8));
        tryIt("withDayOfYear(366) in 2023", () -> LocalDate.of(2023, 1, 1).withDayOfYear(366));
        tryIt("Duration.toDaysPart fine", () -> Duration.ofDays(3).toDaysPart());
        Clock fixedClock = Clock.fixed(Instant.parse("2020-06-15T10:15:30Z"), ZoneOffset.UTC);
        System.out.println("fixed clock now " + LocalDateTime.now(fixedClock) + " " + LocalDate.now(fixedClock) + " offset clock " + LocalTime.now(Clock.offset(fixedClock, Duration.ofHours(-11))));
    }
}
