import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// race: InvokeAllShared.maxSeen
/** Tasks run by invokeAll update a plain static maximum. */
public class InvokeAllShared {
    static int maxSeen;

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Callable<Integer> c1 = () -> { if (maxSeen < 3) maxSeen = 3; return 3; };
        Callable<Integer> c2 = () -> { if (maxSeen < 5) maxSeen = 5; return 5; };
        int s = 0;
        for (var f : pool.invokeAll(List.of(c1, c2))) s += f.get();
        pool.shutdown();
        System.out.println(s);
    }
}
