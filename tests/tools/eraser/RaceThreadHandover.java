/*
 * RaceThreadHandover -- RACY: t1 writes box with no lock and ends; main
 * starts t2 later (after a sleep, without joining t1), and t2 reads box.
 * Nothing orders t1's write before t2's read.
 *
 * Eraser: one race on RaceThreadHandover.box. Before (hunt 6, F4), the
 * ThreadGroup monitor the JDK takes in Thread.exit and Thread.start was
 * taken as the program's synchronisation, handing t1's writes over to t2.
 */
public class RaceThreadHandover {
    static Object box;

    public static void main(String[] args) throws Exception {
        Thread t1 = new Thread(() -> { box = new Object(); }, "t1");
        Thread t2 = new Thread(() -> { Object b = box; System.out.println("t2 ran"); }, "t2");
        t1.start();
        Thread.sleep(10);
        t2.start();
        t1.join();
        t2.join();
    }
}
