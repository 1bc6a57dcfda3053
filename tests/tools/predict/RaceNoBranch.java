/** A race on total that only a schedule where the reader's reads of a and b
 *  see other values shows: the writer writes total, then a and b; the
 *  reader reads a and b, then writes total. For the two writes of total to
 *  meet, the reader must read a and b before the writer writes them (0, not
 *  the 1 it read), and it may: no branch of the reader depends on them
 *  (its path is the same whatever they hold). A causal model where every
 *  read keeps its value (or all but one, k=1) finds no such schedule, and
 *  with option prune the race would be dropped; with branch events the
 *  reads after the reader's last branch are free (mcm.c), and the witness
 *  schedule confirms it. a and b race too. */
public class RaceNoBranch {
    static int total, a, b;

    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> {
            total = 1;
            a = 1;
            b = 1;
        });
        Thread reader = new Thread(() -> {
            int s = a + b;
            total = s;
        });
        writer.start();
        reader.start();
        writer.join();
        reader.join();
        System.out.println("done");
    }
}
