import java.util.PriorityQueue;

/** Racy: a scheduler thread offers jobs to a plain PriorityQueue while a
 *  worker polls it; nothing orders the two (the worker's poll may see a
 *  half-sifted heap). Observed: the worker happens to run after. */
public class RacePriorityQueue {
    static final PriorityQueue<Integer> jobs = new PriorityQueue<>();
    static int done;

    public static void main(String[] args) throws Exception {
        jobs.add(5);
        Thread scheduler = new Thread(() -> {
            jobs.offer(3);
            jobs.offer(9);
        });
        Thread worker = new Thread(() -> {
            Integer j = jobs.poll();
            if (j != null)
                done++;
        });
        scheduler.start();
        worker.start();
        scheduler.join();
        worker.join();
        System.out.println("scheduled"); // which job ran depends on the race
    }
}
