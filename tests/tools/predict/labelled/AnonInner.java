// race: AnonInner.hits
/** Two anonymous Runnables update a field of their enclosing instance. */
public class AnonInner {
    int hits;

    void run() throws Exception {
        Thread a = new Thread(new Runnable() {
            public void run() { hits++; }
        });
        Thread b = new Thread(new Runnable() {
            public void run() { hits += 2; }
        });
        a.start();
        b.start();
        a.join();
        b.join();
    }

    public static void main(String[] args) throws Exception {
        new AnonInner().run();
        System.out.println("done");
    }
}
