/** Racy: two threads increment an instance field with no lock. */
public class RaceField {
    int count;
    public static void main(String[] args) throws Exception {
        RaceField r = new RaceField();
        Thread a = new Thread(() -> { for (int i = 0; i < 1000; i++) r.count++; });
        Thread b = new Thread(() -> { for (int i = 0; i < 1000; i++) r.count++; });
        a.start(); b.start(); a.join(); b.join();
        System.out.println("done");
    }
}
