import java.util.stream.IntStream;

// race: ParallelHist.count[0]
/** A parallel stream's forEach increments one shared array element. */
public class ParallelHist {
    static final int[] count = new int[1];

    public static void main(String[] args) throws Exception {
        IntStream.range(0, 64).parallel().forEach(i -> count[0] += i & 1);
        System.out.println("done");
    }
}
