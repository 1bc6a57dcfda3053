import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** Racy: a parallel stream's forEach adds to a plain ArrayList (the
 *  classic mistake; collect(toList()) is the right way). */
public class RaceParallelForEach {
    public static void main(String[] args) {
        List<Integer> out = new ArrayList<>();
        IntStream.range(0, 64).parallel().forEach(out::add);
        System.out.println("collected"); // elements may be lost or the add may throw
    }
}
