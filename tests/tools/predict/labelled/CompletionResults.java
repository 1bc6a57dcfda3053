import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

// race-free
/** Tasks store into their own objects; main takes them from a
 *  completion service and reads the objects. */
public class CompletionResults {
    static class Box {
        int v;
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        ExecutorCompletionService<Box> ecs = new ExecutorCompletionService<>(pool);
        for (int i = 0; i < 3; i++) {
            final int me = i;
            ecs.submit(() -> { Box b = new Box(); b.v = me * 10; return b; });
        }
        int s = 0;
        for (int i = 0; i < 3; i++) s += ecs.take().get().v;
        pool.shutdown();
        System.out.println(s);
    }
}
