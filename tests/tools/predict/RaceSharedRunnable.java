/** Racy: one Runnable instance given to two threads (the textbook mistake):
 *  its counter, declared in an abstract base class, is bumped by both. */
public class RaceSharedRunnable {
    static abstract class CountingTask implements Runnable {
        protected int runs;
    }

    static class Task extends CountingTask {
        public void run() {
            runs++;
        }
    }

    public static void main(String[] args) throws Exception {
        Task task = new Task();
        Thread a = new Thread(task), b = new Thread(task);
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(task.runs > 0 ? "ran" : "?");
    }
}
