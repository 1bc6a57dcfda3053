import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

// race: ParallelAdd.list
/** A parallel stream's forEach adds to a plain ArrayList. */
public class ParallelAdd {
    static final List<Integer> list = new ArrayList<>();

    public static void main(String[] args) throws Exception {
        IntStream.range(0, 64).parallel().forEach(i -> list.add(i));
        System.out.println("done");
    }
}
