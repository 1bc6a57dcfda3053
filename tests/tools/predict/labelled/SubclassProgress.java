// race: SubclassProgress$Worker.progress
/** A Thread subclass updates its own field, which main polls before join. */
public class SubclassProgress {
    static class Worker extends Thread {
        int progress;
        public void run() {
            for (int i = 0; i < 50; i++) progress = i;
        }
    }

    public static void main(String[] args) throws Exception {
        Worker w = new Worker();
        w.start();
        int p = w.progress;
        w.join();
        System.out.println(p >= 0 ? "done" : "?");
    }
}
