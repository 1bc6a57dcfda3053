import com.google.common.base.*;
import com.google.common.cache.*;
import com.google.common.collect.*;
import com.google.common.hash.*;
import com.google.common.util.concurrent.*;
import java.util.concurrent.*;

/** Guava: immutable collections, multimaps, a loading cache, hashing,
 *  splitters and joiners, and a listening executor. */
public class RealGuava {
    public static void main(String[] args) throws Exception {
        ImmutableList<String> words = ImmutableList.copyOf(Splitter.on(',').trimResults().omitEmptyStrings().split("pear, fig,,apple , kiwi"));
        System.out.println(words + " " + Joiner.on('|').join(Ordering.natural().sortedCopy(words)));
        ListMultimap<Integer, String> byLen = MultimapBuilder.treeKeys().arrayListValues().build();
        for (String w : words)
            byLen.put(w.length(), w);
        System.out.println(byLen);
        LoadingCache<String, Integer> cache = CacheBuilder.newBuilder().maximumSize(2).recordStats()
                .build(CacheLoader.from(String::length));
        for (String w : words)
            cache.get(w);
        cache.get("fig");
        System.out.println("cache hits " + cache.stats().hitCount() + " misses " + cache.stats().missCount());
        System.out.println(Hashing.sha256().hashString("rivet", Charsets.UTF_8) + " " + Hashing.crc32().hashInt(42));
        ListeningExecutorService ex = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(3));
        ListenableFuture<Integer> sum = Futures.transform(Futures.allAsList(ex.submit(() -> 1), ex.submit(() -> 2), ex.submit(() -> 3)),
                xs -> xs.stream().mapToInt(Integer::intValue).sum(), MoreExecutors.directExecutor());
        System.out.println("sum " + sum.get());
        ex.shutdown();
        System.out.println(ImmutableSortedSet.of(5, 3, 9).headSet(6) + " " + Range.closedOpen(1, 5).contains(5) + " "
                + Strings.padStart("7", 3, '0') + " " + CharMatcher.digit().retainFrom("a1b2c3"));
    }
}
