/*
 * BugSpinGivesUp -- two workers each do an unlocked `done++`; main spins
 * until it sees 2, giving up after 20,000 turns. When one increment is
 * lost, main is left alone, spinning, and gives up.
 *
 * Tester: the give-up. Each of main's turns reads `done`, a racy variable,
 * so each is a decision, with nothing to choose once the workers have
 * ended; before, they counted in full towards maxDepth (20,000) and the
 * schedule was cut just before main gave up (hunt 8). A decision only the
 * running thread can take now counts one in eight.
 */
public class BugSpinGivesUp {
    static int done;

    public static void main(String[] args) throws InterruptedException {
        Runnable work = () -> {
            int d = done;
            done = d + 1;
        };
        Thread a = new Thread(work), b = new Thread(work);
        a.start();
        b.start();
        int spins = 0;
        while (done < 2)
            if (++spins > 20_000)
                throw new IllegalStateException("gave up after " + spins);
        a.join();
        b.join();
        System.out.println("done " + done);
    }
}
