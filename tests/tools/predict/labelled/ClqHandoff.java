import java.util.concurrent.ConcurrentLinkedQueue;

// race-free
/** A non-blocking hand-off (ConcurrentLinkedQueue) done right: the producer
 *  does not touch the job after offering it. */
public class ClqHandoff {
    static class Job {
        int state;
    }

    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<Job> q = new ConcurrentLinkedQueue<>();
        int[] out = new int[1];
        Thread consumer = new Thread(() -> {
            Job j;
            while ((j = q.poll()) == null) Thread.yield();
            j.state++;
            out[0] = j.state;
        });
        consumer.start();
        Job job = new Job();
        job.state = 1;
        q.offer(job);
        consumer.join();
        System.out.println(out[0]);
    }
}
