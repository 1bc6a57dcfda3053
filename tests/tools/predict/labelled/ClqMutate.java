import java.util.concurrent.ConcurrentLinkedQueue;

// race: ClqMutate$Job.state
/** A non-blocking hand-off (ConcurrentLinkedQueue): the producer keeps
 *  changing the job after offering it. */
public class ClqMutate {
    static class Job {
        int state;
    }

    public static void main(String[] args) throws Exception {
        ConcurrentLinkedQueue<Job> q = new ConcurrentLinkedQueue<>();
        Thread consumer = new Thread(() -> {
            Job j;
            while ((j = q.poll()) == null) Thread.yield();
            j.state++;
        });
        consumer.start();
        Job job = new Job();
        job.state = 1;
        q.offer(job);
        job.state = 5;
        consumer.join();
        System.out.println("done");
    }
}
