import java.util.*;
import java.util.stream.*;

// IntStream/LongStream/DoubleStream: ranges, statistics, boxing, mapToObj, iterate/generate, average, errors on empty.
public class StreamsPrimitive {
    public static void main(String[] args) {
        System.out.println("range " + Arrays.toString(IntStream.range(-3, 4).toArray()) + " rangeClosed sum " + IntStream.rangeClosed(1, 100).sum()
            + " empty range " + IntStream.range(5, 5).count() + " reversed range count " + IntStream.range(5, 1).count());
        IntSummaryStatistics st = IntStream.of(4, -9, 16, 0, 25, 7).summaryStatistics();
        System.out.println("stats " + st + " min " + st.getMin() + " max " + st.getMax() + " avg " + st.getAverage() + " sum " + st.getSum());
        IntSummaryStatistics empty = IntStream.empty().summaryStatistics();
        System.out.println("empty stats " + empty + " min " + empty.getMin() + " max " + empty.getMax());
        System.out.println("max " + IntStream.of(3, 1, 4).max() + " min empty " + IntStream.empty().min() + " average " + IntStream.of(1, 2).average() + " average empty " + IntStream.empty().average());
        System.out.println("map/filter " + IntStream.rangeClosed(1, 20).filter(i -> i % 3 != 0).map(i -> i * i).boxed().toList());
        System.out.println("mapToObj " + IntStream.range(0, 5).mapToObj(i -> "s" + i).collect(Collectors.joining(",")) + " asLong " + IntStream.of(Integer.MAX_VALUE, 1).asLongStream().sum()
            + " int overflow sum " + IntStream.of(Integer.MAX_VALUE, 1).sum() + " asDouble " + IntStream.of(1, 2).asDoubleStream().boxed().toList());
        System.out.println("iterate " + Arrays.toString(IntStream.iterate(1, i -> i * 2).limit(12).toArray()) + " iterate3 " + Arrays.toString(IntStream.iterate(100, i -> i > 0, i -> i / 3).toArray()));
        int[] c = {0};
        System.out.println("generate " + Arrays.toString(IntStream.generate(() -> c[0]++ * 3).limit(6).toArray()) + " chars " + "héllo".chars().boxed().toList()
            + " codePoints " + "a\uD83D\uDE00b".codePoints().mapToObj(Integer::toHexString).toList());
        System.out.println("sorted distinct " + Arrays.toString(IntStream.of(5, 3, 5, 1, 3, 9).distinct().sorted().toArray()) + " skip/limit " + Arrays.toString(IntStream.range(0, 100).skip(95).limit(10).toArray())
            + " anyMatch " + IntStream.range(0, 10).anyMatch(i -> i == 7) + " reduce " + IntStream.rangeClosed(1, 10).reduce(1, (a, b) -> a * b) + " noIdentity " + IntStream.empty().reduce(Integer::sum));
        System.out.println("flatMap " + Arrays.toString(IntStream.range(1, 4).flatMap(i -> IntStream.range(0, i)).toArray()) + " mapMulti " + Arrays.toString(IntStream.range(1, 4).mapMulti((i, s) -> { s.accept(i); s.accept(-i); }).toArray()));
        System.out.println("takeWhile " + Arrays.toString(IntStream.range(0, 20).takeWhile(i -> i * i < 50).toArray()) + " dropWhile " + Arrays.toString(IntStream.range(0, 10).dropWhile(i -> i < 7).toArray()));

        LongSummaryStatistics ls = LongStream.rangeClosed(1, 20).map(i -> i * i * i * i * i * i * i).summaryStatistics();
        System.out.println("long stats " + ls);
        System.out.println("long range big " + LongStream.range(Long.MAX_VALUE - 3, Long.MAX_VALUE).boxed().toList() + " factorial20 " + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b)
            + " factorial21 overflow " + LongStream.rangeClosed(1, 21).reduce(1, (a, b) -> a * b));
        System.out.println("long mapToInt " + Arrays.toString(LongStream.of(1L << 32 | 5, -1L).mapToInt(l -> (int) l).toArray()) + " long max " + LongStream.of(-5, -2).max().getAsLong());

        DoubleSummaryStatistics dst = DoubleStream.of(0.1, 0.2, 0.3, 1e10, -2.5).summaryStatistics();
        System.out.println("double stats " + dst + " sum exact " + dst.getSum() + " avg " + dst.getAverage());
        System.out.println("double sum compensated " + DoubleStream.generate(() -> 0.1).limit(10).sum() + " vs loop " + loopSum() + " with NaN " + DoubleStream.of(1, Double.NaN).sum()
            + " inf " + DoubleStream.of(Double.POSITIVE_INFINITY, 1).sum() + " -inf+inf " + DoubleStream.of(Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY).sum());
        System.out.println("double max " + DoubleStream.of(-0.0, 0.0).max().getAsDouble() + " min " + DoubleStream.of(0.0, -0.0).min().getAsDouble() + " NaN max " + DoubleStream.of(1, Double.NaN).max().getAsDouble()
            + " sorted " + Arrays.toString(DoubleStream.of(3, Double.NaN, -0.0, 0.0, -1).sorted().toArray()));
        System.out.println("double map " + DoubleStream.iterate(1.0, d -> d / 2).limit(6).mapToObj(Double::toString).collect(Collectors.joining(" ")) + " mapToLong " + Arrays.toString(DoubleStream.of(2.9, -2.9, 1e19, Double.NaN).mapToLong(d -> (long) d).toArray()));
        try {
            IntStream.empty().max().getAsInt();
        } catch (NoSuchElementException e) {
            System.out.println("empty max: " + e.getMessage());
        }
        try {
            IntStream.range(0, 3).map(i -> 1 / i).sum();
        } catch (ArithmeticException e) {
            System.out.println("lambda exception: " + e.getMessage());
        }
        try {
            IntStream.iterate(0, i -> i + 1).limit(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative limit: " + e.getMessage());
        }
        PrimitiveIterator.OfInt pit = IntStream.of(7, 8).iterator();
        System.out.println("primitive iterator " + pit.nextInt() + " " + pit.next() + " " + pit.hasNext());
        Spliterator.OfInt sp = IntStream.range(0, 10).spliterator();
        System.out.println("spliterator size " + sp.estimateSize() + " SIZED " + sp.hasCharacteristics(Spliterator.SIZED) + " SORTED " + sp.hasCharacteristics(Spliterator.SORTED));
        Spliterator.OfInt half = sp.trySplit();
        System.out.println("split sizes " + half.estimateSize() + " " + sp.estimateSize());
        IntStream.Builder b = IntStream.builder();
        b.add(1).add(2).accept(3);
        System.out.println("builder " + Arrays.toString(b.build().toArray()) + " concat " + Arrays.toString(IntStream.concat(IntStream.of(1), IntStream.of(2, 3)).toArray()));
    }

    static double loopSum() {
        double s = 0;
        for (int i = 0; i < 10; i++) s += 0.1;
        return s;
    }
}
